// Document 1's row and cell write rules as pure functions, which the gateway checks before sending:
// formulas, links, hyperlinks, system columns, objectValue, parsing, column validation, row location
// and the project columns of a dependency-enabled sheet. Each rule carries the vendor's error code.
import { PredecessorType } from '../generated/resolvers-types.js';
import {
  isEmail,
  MAX_ROWS_PER_CALL,
  parseCellValue,
  textOf,
  type CellInput,
  type ColumnInfo,
  type HyperlinkInput,
  type ParsedValue,
  type RowInput,
  type RuleViolation,
} from './cell-values.js';

/** What the gateway knows of the sheet written to, besides its columns. */
export interface SheetInfo {
  dependenciesEnabled?: boolean;
}

const present = (v: unknown): boolean => v !== undefined && v !== null;
const fail = (errorCode: number, message: string, field = 'value'): RuleViolation => ({ errorCode, message, field });

const OBJECT_TYPES: Record<string, string> = {
  PREDECESSOR: 'PREDECESSOR_LIST',
  MULTI_CONTACT_LIST: 'MULTI_CONTACT',
  MULTI_PICKLIST: 'MULTI_PICKLIST',
};
const PREDECESSOR_TYPES: ReadonlySet<string> = new Set(Object.values(PredecessorType));

/** objectValue is always strict: the kind the column takes (1131), and well-formed items (1042). */
export function checkObjectValue(column: ColumnInfo, objectValue: unknown): RuleViolation | null {
  const expected = OBJECT_TYPES[column.type];
  const ov = objectValue as { objectType?: unknown; predecessors?: unknown; values?: unknown };
  if (!expected || typeof ov !== 'object' || ov === null || ov.objectType !== expected) {
    return fail(
      1131,
      `cell.objectValue for column ${column.id} was of the wrong object type. Allowed types: ${expected ?? 'none'}.`,
      'objectValue',
    );
  }
  if (expected === 'PREDECESSOR_LIST') {
    if (!Array.isArray(ov.predecessors))
      return fail(1042, 'A PREDECESSOR_LIST needs a predecessors array.', 'objectValue.predecessors');
    for (const [i, p] of ov.predecessors.entries()) {
      const item = p as { rowId?: unknown; type?: unknown };
      if (!present(item?.rowId) || !PREDECESSOR_TYPES.has(String(item.type)))
        return fail(
          1042,
          'Each predecessor needs a rowId and a type FS, SS, FF or SF.',
          `objectValue.predecessors.${i}`,
        );
    }
    return null;
  }
  if (!Array.isArray(ov.values)) return fail(1042, `A ${expected} needs a values array.`, 'objectValue.values');
  for (const [i, v] of ov.values.entries()) {
    if (expected === 'MULTI_CONTACT') {
      const email = (v as { email?: unknown })?.email;
      if (typeof email !== 'string' || !isEmail(email))
        return fail(1042, 'Each contact needs a valid email address.', `objectValue.values.${i}`);
    } else if (typeof v !== 'string' || (column.options && !column.options.includes(v))) {
      return fail(1042, `"${String(v)}" is not one of the column's options.`, `objectValue.values.${i}`);
    }
  }
  return null;
}

/** The hyperlink rules: url or one target (1112 url with a target, 1111 two targets, 1117 none), and a string value (1113). */
export function checkHyperlink(hyperlink: HyperlinkInput, value: unknown): RuleViolation | null {
  const targets = [hyperlink.sheetId, hyperlink.reportId, hyperlink.sightId].filter(present).length;
  if (present(hyperlink.url) && targets > 0)
    return fail(1112, 'cell.hyperlink.url must be null for sheet, report or dashboard hyperlinks.', 'hyperlink');
  if (targets > 1)
    return fail(1111, 'Only one of cell.hyperlink.sheetId, reportId and sightId may be non-null.', 'hyperlink');
  if (!present(hyperlink.url) && targets === 0)
    return fail(
      1117,
      'One of the following cell.hyperlink fields must be non-null: url, sheetId, reportId or sightId.',
      'hyperlink',
    );
  if (present(value) && typeof value !== 'string')
    return fail(1113, 'cell.value must be a string when the cell is a hyperlink.', 'value');
  return null;
}

/**
 * One cell of a row being added (`adding`) or updated, checked against its column (when known):
 * system columns (1046), formulas (1162, 1163), value with objectValue (1130), hyperlink with a link
 * (1109), links (1032 on a new row, 1110 with a value, 1012 incomplete), hyperlinks, objectValue,
 * parsing (1042, 1148) and column validation (1235).
 */
export function checkCell(cell: CellInput, column: ColumnInfo | undefined, adding: boolean): RuleViolation | null {
  if (
    column?.systemColumnType &&
    (present(cell.value) ||
      present(cell.objectValue) ||
      present(cell.formula) ||
      present(cell.hyperlink) ||
      present(cell.linkInFromCell))
  ) {
    return fail(
      1046,
      `Cells containing system values cannot be inserted or updated through the API, columnId : ${column.id}.`,
      'value',
    );
  }
  if (present(cell.formula)) {
    if (typeof cell.formula !== 'string' || !cell.formula.startsWith('='))
      return fail(1162, 'A formula must always start with an equal sign (=).', 'formula');
    if (
      present(cell.value) ||
      present(cell.objectValue) ||
      present(cell.image) ||
      present(cell.hyperlink) ||
      present(cell.linkInFromCell)
    ) {
      return fail(
        1163,
        'If cell.formula is specified, then value, objectValue, image, hyperlink, and linkInFromCell must not be specified.',
        'formula',
      );
    }
  }
  if (present(cell.value) && present(cell.objectValue))
    return fail(1130, 'One of cell.value or objectValue may be set, but not both.', 'objectValue');
  if (present(cell.hyperlink) && present(cell.linkInFromCell))
    return fail(1109, 'Only one of cell.hyperlink or cell.linkInFromCell may be non-null.', 'linkInFromCell');
  if (present(cell.linkInFromCell)) {
    if (adding)
      return fail(
        1032,
        'linkInFromCell is not allowed when adding rows: a cell link can be added only to an existing cell.',
        'linkInFromCell',
      );
    if (present(cell.value)) return fail(1110, 'cell.value must be null if cell.linkInFromCell is non-null.', 'value');
    const link = cell.linkInFromCell as { sheetId?: unknown; rowId?: unknown; columnId?: unknown };
    if (!present(link.sheetId) || !present(link.rowId) || !present(link.columnId))
      return fail(1012, 'linkInFromCell needs sheetId, rowId and columnId.', 'linkInFromCell');
    return null;
  }
  if (present(cell.hyperlink)) {
    const problem = checkHyperlink(cell.hyperlink!, cell.value);
    if (problem) return problem;
  }
  if (!column) return null;
  if (present(cell.objectValue)) return checkObjectValue(column, cell.objectValue);
  if (present(cell.formula)) return null;
  const parsed = parseCellValue(column, cell.value, cell.strict !== false);
  if ('errorCode' in parsed) return parsed;
  return checkValidation(column, parsed, cell.overrideValidation === true);
}

/** Column validation (not strict parsing): a validated PICKLIST takes only its options, unless overridden (1235). */
export function checkValidation(column: ColumnInfo, parsed: ParsedValue, override: boolean): RuleViolation | null {
  if (!column.validation || column.type !== 'PICKLIST' || override || parsed.kind === 'clear') return null;
  const shown = 'value' in parsed ? String(parsed.value) : '';
  if ((column.options ?? []).includes(shown)) return null;
  return fail(
    1235,
    `Value not supported on column: "${shown}" is not one of the options of validated column ${column.id}; set overrideValidation (sheet admins) to keep it.`,
  );
}

const LINK_ONLY_ROW_KEYS = [
  'toTop',
  'toBottom',
  'parentId',
  'siblingId',
  'above',
  'expanded',
  'format',
  'locked',
] as const;
const hasTag = (column: ColumnInfo | undefined, tag: string): boolean => column?.tags?.includes(tag) === true;

/**
 * The project columns of a dependency-enabled sheet (known by their Column.tags): the End Date is
 * never written (1080), nor the Start Date of a row whose predecessors the same write sets (1155).
 * A Start Date on a row whose predecessors are already set is the service's to refuse.
 */
function checkProjectColumns(row: RowInput, columns: Map<string, ColumnInfo>, sheet: SheetInfo): RuleViolation | null {
  if (sheet.dependenciesEnabled !== true) return null;
  const cells = row.cells ?? [];
  const columnOf = (cell: CellInput): ColumnInfo | undefined => columns.get(textOf(cell.columnId ?? ''));
  const endDate = cells.findIndex((cell) => hasTag(columnOf(cell), 'GANTT_END_DATE'));
  if (endDate >= 0)
    return fail(
      1080,
      'End Dates on dependency-enabled sheets cannot be created/updated. Please update either the Duration or Start Date column.',
      `cells.${endDate}.columnId`,
    );
  const predecessorsSet = cells.some((cell) => {
    const predecessors = (cell.objectValue as { predecessors?: unknown } | null | undefined)?.predecessors;
    return columnOf(cell)?.type === 'PREDECESSOR' && Array.isArray(predecessors) && predecessors.length > 0;
  });
  const startDate = cells.findIndex((cell) => hasTag(columnOf(cell), 'GANTT_START_DATE'));
  if (predecessorsSet && startDate >= 0) {
    return fail(
      1155,
      "You cannot set the 'value' attribute for a cell in a 'Project Settings' column of a dependency-enabled sheet: the row's predecessors set its Start Date.",
      `cells.${startDate}.columnId`,
    );
  }
  return null;
}

/** Row location: toTop, toBottom and siblingId exclude each other, and `above` needs a sibling (1062). */
function checkLocation(row: RowInput): RuleViolation | null {
  const places = [row.toTop === true, row.toBottom === true, present(row.siblingId)].filter(Boolean).length;
  if (places > 1)
    return fail(
      1062,
      'Invalid row location: give at most one of toTop, toBottom and siblingId.',
      row.toTop === true ? 'toTop' : 'siblingId',
    );
  if (row.above === true && !present(row.siblingId))
    return fail(1062, 'Invalid row location: above needs a siblingId.', 'above');
  return null;
}

/**
 * One row of an add (`adding`) or update: cell columns (1012, 1036 unknown, 1037 twice), cell-link
 * mixing (1115), the project columns (1080, 1155), the location (1062), then every cell. `columns`
 * maps column ids (as strings) to columns.
 */
export function checkRow(
  row: RowInput,
  columns: Map<string, ColumnInfo> | undefined,
  adding: boolean,
  sheet: SheetInfo = {},
): RuleViolation | null {
  const cells = row.cells ?? [];
  const seen = new Set<string>();
  for (const [i, cell] of cells.entries()) {
    const id = textOf(cell.columnId ?? '');
    if (!present(cell.columnId))
      return { errorCode: 1012, message: 'Each cell needs a columnId.', field: `cells.${i}.columnId` };
    if (columns && !columns.has(id))
      return { errorCode: 1036, message: `The columnId ${id} is invalid.`, field: `cells.${i}.columnId` };
    if (seen.has(id))
      return {
        errorCode: 1037,
        message: `The columnId ${id} is included more than once in a single row.`,
        field: `cells.${i}.columnId`,
      };
    seen.add(id);
  }
  const linked = cells.filter((c) => present(c.linkInFromCell)).length;
  if (linked > 0 && !adding) {
    const other = LINK_ONLY_ROW_KEYS.some((k) => present(row[k]));
    if (linked < cells.length || other)
      return fail(1115, 'A row or cell update may contain only cell-link updates or no cell-link updates.', 'cells');
  }
  const project = columns ? checkProjectColumns(row, columns, sheet) : null;
  if (project) return project;
  const location = checkLocation(row);
  if (location) return location;
  for (const [i, cell] of cells.entries()) {
    const problem = checkCell(cell, columns?.get(String(cell.columnId)), adding);
    if (problem) return { ...problem, field: `cells.${i}${problem.field ? `.${problem.field}` : ''}` };
  }
  return null;
}

/** A whole add/update batch: size (at most 500 rows, 1018), row ids on update (1012), then each row. */
export function checkRows(
  rows: RowInput[],
  columns: Map<string, ColumnInfo> | undefined,
  adding: boolean,
  sheet: SheetInfo = {},
): (RuleViolation & { index?: number }) | null {
  if (rows.length === 0) return { errorCode: 1012, message: 'At least one row is required.', field: 'rows' };
  if (rows.length > MAX_ROWS_PER_CALL)
    return {
      errorCode: 1018,
      message: `At most ${MAX_ROWS_PER_CALL} rows may be sent in one call (got ${rows.length}).`,
      field: 'rows',
    };
  for (const [index, row] of rows.entries()) {
    if (!adding && !present(row.id))
      return { errorCode: 1012, message: 'Each updated row needs its id.', field: `rows.${index}.id`, index };
    const problem = checkRow(row, columns, adding, sheet);
    if (problem) return { ...problem, field: `rows.${index}.${problem.field ?? ''}`.replace(/\.$/, ''), index };
  }
  return null;
}
