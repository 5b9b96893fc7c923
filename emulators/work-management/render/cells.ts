// Wire shapes of columns and cells, following Document 1's cell table: which types carry a
// displayValue, the `level` rule for multi-contact/multi-picklist, objectValue, numericDates.
import type { ColumnType, StoredCell, StoredColumn, StoredSheet } from '../model.js';

export interface CellRenderOptions {
  /** 0: multi columns appear as TEXT_NUMBER; 1: MULTI_CONTACT_LIST visible; 2: MULTI_PICKLIST too. */
  level: number;
  include: Set<string>;
  excludeNonexistent: boolean;
  numericDates: boolean;
}

/** Column types whose cells carry a displayValue (Document 1, "displayValue returned"). */
const DISPLAY_TYPES = new Set<ColumnType>([
  'CONTACT_LIST',
  'DURATION',
  'MULTI_CONTACT_LIST',
  'MULTI_PICKLIST',
  'PICKLIST',
  'PREDECESSOR',
  'TEXT_NUMBER',
]);
const DATE_TYPES = new Set<ColumnType>(['DATE', 'ABSTRACT_DATETIME', 'DATETIME']);

/** The type a column shows at a `level`. */
export function effectiveType(column: StoredColumn, level: number): ColumnType {
  if (column.type === 'MULTI_CONTACT_LIST' && level < 1) return 'TEXT_NUMBER';
  if (column.type === 'MULTI_PICKLIST' && level < 2) return 'TEXT_NUMBER';
  return column.type;
}

/**
 * The vendor's Column.tags for the columns a dependency-enabled sheet's project settings use (its
 * OpenAPI document lists GANTT_START_DATE, GANTT_END_DATE, GANTT_DURATION, GANTT_PREDECESSOR).
 */
export function projectColumnTags(
  sheet: Pick<StoredSheet, 'dependenciesEnabled' | 'projectColumns'>,
): Map<bigint, string> {
  const p = sheet.dependenciesEnabled ? sheet.projectColumns : undefined;
  if (!p) return new Map();
  return new Map([
    [p.startDate, 'GANTT_START_DATE'],
    [p.endDate, 'GANTT_END_DATE'],
    [p.duration, 'GANTT_DURATION'],
    [p.predecessors, 'GANTT_PREDECESSOR'],
  ]);
}

export function renderColumn(
  column: StoredColumn,
  level: number,
  tags: ReadonlyMap<bigint, string> = new Map(),
): Record<string, unknown> {
  const type = effectiveType(column, level);
  const downgraded = type !== column.type;
  const out: Record<string, unknown> = {
    id: column.id,
    version: column.version,
    index: column.index,
    title: column.title,
    type,
  };
  if (column.primary) out.primary = true;
  const tag = tags.get(column.id);
  if (tag) out.tags = [tag];
  if (column.options && !downgraded) out.options = column.options;
  if (column.symbol) out.symbol = column.symbol;
  if (column.systemColumnType) out.systemColumnType = column.systemColumnType;
  if (column.autoNumberFormat) out.autoNumberFormat = { ...column.autoNumberFormat };
  if (column.contactOptions && !downgraded)
    out.contactOptions = column.contactOptions.map((c) => ({ email: c.email, name: c.name }));
  if (column.description) out.description = column.description;
  if (column.format) out.format = column.format;
  out.validation = column.validation;
  out.width = column.width;
  return out;
}

/** Epoch ms for a date (`YYYY-MM-DD`), local date-time (`YYYY-MM-DDTHH:MM:SS`) or UTC timestamp; undefined for free text. */
export function dateToEpoch(value: string): number | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value)) return Date.parse(`${value}Z`);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value)) return Date.parse(value);
  return undefined;
}

function objectValue(type: ColumnType, column: StoredColumn, cell: StoredCell, value: unknown): unknown {
  if (type === 'CONTACT_LIST' && cell.contacts?.[0]) {
    const c = cell.contacts[0];
    return { objectType: 'CONTACT', email: c.email, name: c.name };
  }
  if (type === 'MULTI_CONTACT_LIST' && cell.contacts) {
    return {
      objectType: 'MULTI_CONTACT',
      values: cell.contacts.map((c) => ({ objectType: 'CONTACT', email: c.email, name: c.name })),
    };
  }
  if (type === 'MULTI_PICKLIST' && cell.picks) return { objectType: 'MULTI_PICKLIST', values: [...cell.picks] };
  if (type === 'PREDECESSOR' && cell.predecessors) {
    return {
      objectType: 'PREDECESSOR_LIST',
      predecessors: cell.predecessors.map((p) => {
        const out: Record<string, unknown> = { rowId: p.rowId, rowNumber: p.rowNumber, type: p.type };
        if (p.lag) out.lag = { objectType: 'DURATION', ...p.lag };
        else if (p.lagDays)
          out.lag =
            p.lagDays < 0
              ? { objectType: 'DURATION', negative: true, days: -p.lagDays }
              : { objectType: 'DURATION', days: p.lagDays };
        return out;
      }),
    };
  }
  if (type === 'DURATION' && cell.durationDays !== undefined)
    return { objectType: 'DURATION', days: cell.durationDays };
  // A multi column shown as TEXT_NUMBER (level too low) gets no objectValue.
  if (type !== column.type) return undefined;
  return value;
}

/** One cell, or undefined when it does not exist and `exclude=nonexistentCells` was asked. */
export function renderCell(
  column: StoredColumn,
  cell: StoredCell | undefined,
  options: CellRenderOptions,
): Record<string, unknown> | undefined {
  if (!cell && options.excludeNonexistent) return undefined;
  const type = effectiveType(column, options.level);
  const out: Record<string, unknown> = { columnId: column.id };
  if (options.include.has('columnType')) out.columnType = type;
  if (cell?.formula !== undefined) out.formula = cell.formula;
  if (cell?.hyperlink) out.hyperlink = { ...cell.hyperlink };
  if (cell?.linkInFromCell) out.linkInFromCell = { ...cell.linkInFromCell };
  if (cell?.image) out.image = { ...cell.image };
  if (cell?.format !== undefined && options.include.has('format')) out.format = cell.format;
  if (!cell || cell.value === undefined) return out;
  let value: string | number | boolean = cell.value;
  if (options.numericDates && typeof value === 'string' && DATE_TYPES.has(type)) value = dateToEpoch(value) ?? value;
  out.value = value;
  if (cell.displayValue !== undefined && DISPLAY_TYPES.has(type)) out.displayValue = cell.displayValue;
  if (options.include.has('objectValue')) {
    const ov = objectValue(type, column, cell, value);
    if (ov !== undefined) out.objectValue = ov;
  }
  return out;
}
