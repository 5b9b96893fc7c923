// Turns column specs and row drafts into stored columns and rows: allocates ids, fills the
// system columns (auto-number, created/modified by/date), wires parent/sibling ids and predecessors.
import type { DemoRandom } from '../../kit/random.js';
import { isoSeconds, type IdAllocator } from '../ids.js';
import type { Contact, StoredCell, StoredColumn, StoredRow } from '../model.js';
import { contactCell, dateTimeCell, predecessorCell, textCell } from './cells.js';

/** A column to build: the stored column's own properties, without id and index. */
export interface ColumnSpec extends Pick<
  StoredColumn,
  'title' | 'type' | 'primary' | 'options' | 'symbol' | 'systemColumnType' | 'autoNumberFormat'
> {
  /** Number of workspace members to offer as contactOptions. */
  contactOptions?: number;
  format?: string;
  description?: string;
  width?: number;
}

/** One row before ids exist. Cells are keyed by column title. */
export interface RowDraft {
  parentIndex?: number;
  expanded?: boolean;
  createdMs: number;
  modifiedMs: number;
  createdBy: Contact;
  modifiedBy: Contact;
  cells: Record<string, StoredCell | undefined>;
  /** Predecessors by draft index, resolved to rowId/rowNumber when the rows are assembled. */
  predecessors?: { index: number; type: 'FS' | 'SS' | 'FF' | 'SF'; lagDays?: number }[];
}

/** Distinct picks from a list (order of first draw). */
export function pickDistinct<T>(random: DemoRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return out;
}

/** Column ids: every `largeEvery`-th column (if given) gets an id above 2^53. */
export function makeColumns(
  specs: ColumnSpec[],
  ids: IdAllocator,
  random: DemoRandom,
  members: Contact[],
  largeEvery = 0,
): StoredColumn[] {
  return specs.map((spec, index): StoredColumn => {
    const column: StoredColumn = {
      id: ids.next(largeEvery > 0 && index % largeEvery === largeEvery - 1),
      index,
      title: spec.title,
      type: spec.type,
      width: spec.width ?? (spec.primary ? 300 : 150),
      validation: false,
      version: spec.type === 'MULTI_CONTACT_LIST' ? 1 : spec.type === 'MULTI_PICKLIST' ? 2 : 0,
    };
    if (spec.primary) column.primary = true;
    if (spec.options) column.options = spec.options;
    if (spec.symbol) column.symbol = spec.symbol;
    if (spec.systemColumnType) column.systemColumnType = spec.systemColumnType;
    if (spec.autoNumberFormat) column.autoNumberFormat = spec.autoNumberFormat;
    if (spec.contactOptions) column.contactOptions = pickDistinct(random, members, spec.contactOptions);
    if (spec.format) column.format = spec.format;
    if (spec.description) column.description = spec.description;
    if (spec.options && spec.type === 'PICKLIST' && !spec.symbol) column.validation = true;
    return column;
  });
}

function systemCell(column: StoredColumn, draft: RowDraft, index: number): StoredCell | undefined {
  switch (column.systemColumnType) {
    case 'AUTO_NUMBER': {
      const f = column.autoNumberFormat ?? { prefix: '', suffix: '', fill: '0', startingNumber: 1 };
      return textCell(`${f.prefix}${String(f.startingNumber + index).padStart(f.fill.length, '0')}${f.suffix}`);
    }
    case 'CREATED_DATE':
      return dateTimeCell(isoSeconds(draft.createdMs));
    case 'MODIFIED_DATE':
      return dateTimeCell(isoSeconds(draft.modifiedMs));
    case 'CREATED_BY':
      return contactCell(draft.createdBy);
    case 'MODIFIED_BY':
      return contactCell(draft.modifiedBy);
    default:
      return undefined;
  }
}

/** Rows in draft order; every `largeEvery`-th row (if given) gets an id above 2^53. */
export function assembleRows(
  drafts: RowDraft[],
  columns: StoredColumn[],
  ids: IdAllocator,
  largeEvery = 0,
): StoredRow[] {
  const rowIds = drafts.map((_d, i) => ids.next(largeEvery > 0 && i % largeEvery === 3 % largeEvery));
  const lastChildOf = new Map<number | undefined, number>();
  return drafts.map((draft, i): StoredRow => {
    const row: StoredRow = {
      id: rowIds[i]!,
      rowNumber: i + 1,
      expanded: draft.expanded ?? true,
      createdAt: isoSeconds(draft.createdMs),
      modifiedAt: isoSeconds(draft.modifiedMs),
      createdBy: draft.createdBy,
      modifiedBy: draft.modifiedBy,
      cells: columns.map((column) => {
        if (column.systemColumnType) return systemCell(column, draft, i);
        if (column.type === 'PREDECESSOR') {
          if (!draft.predecessors || draft.predecessors.length === 0) return undefined;
          return predecessorCell(
            draft.predecessors.map((p) => {
              const pred = { rowId: rowIds[p.index]!, rowNumber: p.index + 1, type: p.type };
              return p.lagDays ? { ...pred, lagDays: p.lagDays } : pred;
            }),
          );
        }
        return draft.cells[column.title];
      }),
    };
    if (draft.parentIndex !== undefined) row.parentId = rowIds[draft.parentIndex];
    const previousSibling = lastChildOf.get(draft.parentIndex);
    if (previousSibling !== undefined) row.siblingId = rowIds[previousSibling];
    lastChildOf.set(draft.parentIndex, i);
    return row;
  });
}
