// Document 1's cell-write rules as pure functions, which the gateway checks before sending: parsing
// per column type, ranges (exactly, on the number as the client wrote it), links, hyperlinks.
import { isLosslessNumber, splitNumber } from 'lossless-json';

/** Numeric range of cell values (Document 1): outside it strict parsing fails with 1148. */
export const NUMERIC_LIMIT = 9007199254740992;
/** Most rows one add or update call may carry (backends.md 1.3). */
export const MAX_ROWS_PER_CALL = 500;

export interface ColumnInfo {
  id: string;
  type: string;
  title?: string;
  primary?: boolean;
  options?: string[];
  systemColumnType?: string;
  /** Column validation on: a PICKLIST then takes only its options unless the cell sets overrideValidation. */
  validation?: boolean;
}

export interface HyperlinkInput {
  url?: string | null;
  sheetId?: unknown;
  reportId?: unknown;
  sightId?: unknown;
}

export interface CellInput {
  columnId?: unknown;
  value?: unknown;
  displayValue?: unknown;
  objectValue?: unknown;
  formula?: unknown;
  hyperlink?: HyperlinkInput | null;
  linkInFromCell?: unknown;
  strict?: boolean | null;
  overrideValidation?: boolean | null;
  image?: unknown;
}

export interface RowInput {
  id?: unknown;
  cells?: CellInput[] | null;
  toTop?: boolean | null;
  toBottom?: boolean | null;
  parentId?: unknown;
  siblingId?: unknown;
  above?: boolean | null;
  expanded?: boolean | null;
  format?: unknown;
  locked?: boolean | null;
}

export interface RuleViolation {
  errorCode: number;
  message: string;
  /** Path below the row, such as `cells.2.value`. */
  field?: string;
}

/** What a cell value becomes once parsed: its stored value and how it displays. */
export type ParsedValue =
  | { kind: 'clear' }
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; value: string }
  | { kind: 'contact'; email: string }
  | { kind: 'duration'; value: string; days: number };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DURATION_UNIT_DAYS: Record<string, number> = { w: 5, d: 1, h: 1 / 8, m: 1 / 480, s: 1 / 28800, ms: 1 / 28_800_000 };
const present = (v: unknown): boolean => v !== undefined && v !== null;

export const isEmail = (text: string): boolean => EMAIL.test(text.trim());

function validDate(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Strict date: `YYYY-MM-DD` naming a real day. */
export function strictDate(text: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? validDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/** Lenient date: ISO date or date-time, `MM/DD/YYYY`, `DD.MM.YYYY`, `Mon D, YYYY` or `D Mon YYYY`. */
export function lenientDate(text: string): string | undefined {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+Z?)?$/.exec(t);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return validDate(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  if (m) return validDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[1]!.toLowerCase())) return validDate(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[2]!.toLowerCase())) return validDate(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
  return undefined;
}

/** A duration string such as `5d`, `2w 3d`, `4h 30m` (en locale), in days; undefined if not one. */
export function parseDuration(text: string): number | undefined {
  const parts = text.trim().split(/\s+/);
  if (parts.length === 0 || parts[0] === '') return undefined;
  let days = 0;
  for (const part of parts) {
    const m = /^(-?\d+(?:\.\d+)?)(ms|w|d|h|m|s)$/.exec(part);
    if (!m) return undefined;
    days += Number(m[1]) * DURATION_UNIT_DAYS[m[2]!]!;
  }
  return days;
}

/** Formatted numbers (lenient TEXT_NUMBER): `$1,234.50`, `45%`, `-3.5`, `1,000`. */
export function parseFormattedNumber(text: string): number | undefined {
  const m = /^\s*([-+])?\s*[$€£¥]?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(%)?\s*$/.exec(text);
  if (!m) return undefined;
  const n = Number(`${m[1] === '-' ? '-' : ''}${m[2]!.replace(/,/g, '')}${m[3] ?? ''}`);
  return m[4] ? n / 100 : n;
}

const LIMIT_SPLIT = splitNumber(String(NUMERIC_LIMIT));

/**
 * Whether the decimal number `text` (JSON number syntax) lies in -2^53..2^53, decided on its digits:
 * 9007199254740993 and 9007199254740992.5 are outside, though a double rounds both to 2^53.
 */
export function exactlyInRange(text: string): boolean {
  const { digits, exponent } = splitNumber(text);
  if (exponent !== LIMIT_SPLIT.exponent) return exponent < LIMIT_SPLIT.exponent;
  const width = Math.max(digits.length, LIMIT_SPLIT.digits.length);
  return digits.padEnd(width, '0') <= LIMIT_SPLIT.digits.padEnd(width, '0');
}

/**
 * A number value (JS number, bigint, or a lossless number holding the client's exact text) and
 * whether it lies in the range.
 */
function numberOf(value: unknown): { n: number; inRange: boolean } | undefined {
  if (typeof value === 'bigint') return { n: Number(value), inRange: value >= -BigInt(NUMERIC_LIMIT) && value <= BigInt(NUMERIC_LIMIT) };
  if (typeof value === 'number') return { n: value, inRange: Math.abs(value) <= NUMERIC_LIMIT };
  if (isLosslessNumber(value)) return { n: Number(value.toString()), inRange: exactlyInRange(value.toString()) };
  return undefined;
}

const fail = (errorCode: number, message: string, field = 'value'): RuleViolation => ({ errorCode, message, field });
const strictFail = (column: ColumnInfo, why: string): RuleViolation =>
  fail(1042, `The value for cell in column ${column.id} did not conform to the strict requirements for type ${column.type}: ${why}.`);

/**
 * Parses a cell value for a column, strictly (default) or leniently, as Document 1's parsing table
 * says. Returns the parsed value or the violated rule (1042 strict-parse failure, 1148 range).
 */
export function parseCellValue(column: ColumnInfo, value: unknown, strict: boolean, numericDates = false): ParsedValue | RuleViolation {
  if (value === null || value === undefined || value === '') return column.type === 'CHECKBOX' && value === '' ? { kind: 'boolean', value: false } : { kind: 'clear' };
  const num = numberOf(value);
  if (num && !num.inRange) {
    if (strict) return fail(1148, `The number ${String(value)} is outside the supported range -${NUMERIC_LIMIT} to ${NUMERIC_LIMIT}.`);
    return { kind: 'text', value: String(value) };
  }
  const text = typeof value === 'string' ? value : undefined;
  const asText = (): ParsedValue => ({ kind: 'text', value: String(value) });
  switch (column.type) {
    case 'TEXT_NUMBER': {
      if (num) return { kind: 'number', value: num.n };
      if (typeof value === 'boolean') return { kind: 'boolean', value };
      if (!strict && text !== undefined) {
        const parsed = parseFormattedNumber(text);
        if (parsed !== undefined) return Math.abs(parsed) <= NUMERIC_LIMIT ? { kind: 'number', value: parsed } : { kind: 'text', value: text };
      }
      return { kind: 'text', value: String(value) };
    }
    case 'CHECKBOX':
      if (typeof value === 'boolean') return { kind: 'boolean', value };
      if (strict) return strictFail(column, 'only true or false is allowed');
      if (text === 'true' || text === 'false') return { kind: 'boolean', value: text === 'true' };
      return asText();
    case 'DATE':
    case 'ABSTRACT_DATETIME': {
      const date = text !== undefined ? (strict ? strictDate(text) : lenientDate(text)) : undefined;
      if (date) return { kind: 'date', value: date };
      // Epoch milliseconds are dates when the request says numericDates=true.
      if (num && numericDates) return { kind: 'date', value: new Date(num.n).toISOString().slice(0, 10) };
      if (strict) return strictFail(column, 'a date must be a string YYYY-MM-DD');
      return asText();
    }
    case 'CONTACT_LIST':
      if (text !== undefined && isEmail(text)) return { kind: 'contact', email: text.trim() };
      if (strict) return strictFail(column, 'a valid email address is required');
      return asText();
    case 'DURATION': {
      if (!strict && num) return { kind: 'duration', value: `${num.n}d`, days: num.n };
      const days = text !== undefined ? parseDuration(text) : undefined;
      if (days !== undefined) return { kind: 'duration', value: text!.trim(), days };
      if (strict) return strictFail(column, 'a duration such as "5d" or "2w 3d" is required');
      return asText();
    }
    case 'PICKLIST':
      if (strict) {
        if (text === undefined) return strictFail(column, 'the value must be a string');
        if (column.options && !column.options.includes(text)) return strictFail(column, `"${text}" is not one of the column's options`);
        return { kind: 'text', value: text };
      }
      if (num) return { kind: 'number', value: num.n };
      if (text !== undefined) {
        const parsed = parseFormattedNumber(text);
        if (parsed !== undefined && !(column.options ?? []).includes(text)) return { kind: 'number', value: parsed };
      }
      return asText();
    case 'MULTI_CONTACT_LIST':
    case 'MULTI_PICKLIST':
    case 'PREDECESSOR':
      if (strict) return strictFail(column, 'values of this type are set through objectValue');
      return asText();
    default:
      // DATETIME: only system columns have it; they are checked before parsing.
      return strictFail(column, 'the column does not accept values');
  }
}

const OBJECT_TYPES: Record<string, string> = { PREDECESSOR: 'PREDECESSOR_LIST', MULTI_CONTACT_LIST: 'MULTI_CONTACT', MULTI_PICKLIST: 'MULTI_PICKLIST' };
const PREDECESSOR_TYPES = new Set(['FS', 'SS', 'FF', 'SF']);

/** objectValue is always strict: the right objectType for the column, and well-formed items. */
export function checkObjectValue(column: ColumnInfo, objectValue: unknown): RuleViolation | null {
  const expected = OBJECT_TYPES[column.type];
  const ov = objectValue as { objectType?: unknown; predecessors?: unknown; values?: unknown };
  if (!expected || typeof ov !== 'object' || ov === null || ov.objectType !== expected) {
    return fail(1042, `objectValue of column ${column.id} (${column.type}) must be ${expected ? `a ${expected}` : 'absent'}.`, 'objectValue');
  }
  if (expected === 'PREDECESSOR_LIST') {
    if (!Array.isArray(ov.predecessors)) return fail(1042, 'A PREDECESSOR_LIST needs a predecessors array.', 'objectValue.predecessors');
    for (const [i, p] of ov.predecessors.entries()) {
      const item = p as { rowId?: unknown; type?: unknown };
      if (!present(item?.rowId) || !PREDECESSOR_TYPES.has(String(item.type))) return fail(1042, 'Each predecessor needs a rowId and a type FS, SS, FF or SF.', `objectValue.predecessors.${i}`);
    }
    return null;
  }
  if (!Array.isArray(ov.values)) return fail(1042, `A ${expected} needs a values array.`, 'objectValue.values');
  for (const [i, v] of ov.values.entries()) {
    if (expected === 'MULTI_CONTACT') {
      const email = (v as { email?: unknown })?.email;
      if (typeof email !== 'string' || !isEmail(email)) return fail(1042, 'Each contact needs a valid email address.', `objectValue.values.${i}`);
    } else if (typeof v !== 'string' || (column.options && !column.options.includes(v))) {
      return fail(1042, `"${String(v)}" is not one of the column's options.`, `objectValue.values.${i}`);
    }
  }
  return null;
}

/** The hyperlink rules: url xor one target id (1112). */
export function checkHyperlink(hyperlink: HyperlinkInput): RuleViolation | null {
  const targets = [hyperlink.sheetId, hyperlink.reportId, hyperlink.sightId].filter(present).length;
  if (present(hyperlink.url) && targets > 0) return fail(1112, 'hyperlink.url must be null for sheet, report, or Sight hyperlinks.', 'hyperlink');
  if (targets > 1) return fail(1112, 'A hyperlink targets one sheet, report or Sight.', 'hyperlink');
  if (!present(hyperlink.url) && targets === 0) return fail(1012, 'A hyperlink needs a url, sheetId, reportId or sightId.', 'hyperlink');
  return null;
}

/**
 * One cell of a row being added (`adding`) or updated, checked against its column (when known):
 * formula exclusivity (1163), hyperlink/link exclusivity (1109), hyperlink form (1112), links only
 * on existing rows (1032) with a null value (1031), system columns (1032), objectValue and parsing.
 */
export function checkCell(cell: CellInput, column: ColumnInfo | undefined, adding: boolean, numericDates = false): RuleViolation | null {
  if (present(cell.formula) && (present(cell.value) || present(cell.objectValue) || present(cell.image) || present(cell.hyperlink) || present(cell.linkInFromCell))) {
    return fail(1163, 'If cell.formula is specified, then value, objectValue, image, hyperlink, and linkInFromCell must not be specified.', 'formula');
  }
  if (present(cell.hyperlink) && present(cell.linkInFromCell)) return fail(1109, 'Only one of cell.hyperlink or cell.linkInFromCell may be non-null.', 'linkInFromCell');
  if (present(cell.hyperlink)) {
    const problem = checkHyperlink(cell.hyperlink!);
    if (problem) return problem;
  }
  if (present(cell.linkInFromCell)) {
    if (adding) return fail(1032, 'linkInFromCell is not allowed when adding rows: a cell link can be added only to an existing cell.', 'linkInFromCell');
    if (present(cell.value)) return fail(1031, 'cell.value must be null when creating a cell link.', 'value');
    const link = cell.linkInFromCell as { sheetId?: unknown; rowId?: unknown; columnId?: unknown };
    if (!present(link.sheetId) || !present(link.rowId) || !present(link.columnId)) return fail(1012, 'linkInFromCell needs sheetId, rowId and columnId.', 'linkInFromCell');
    return null;
  }
  if (!column) return null;
  if (column.systemColumnType && (present(cell.value) || present(cell.objectValue) || present(cell.formula))) {
    return fail(1032, `Column ${column.id} is a system column (${column.systemColumnType}); its values are filled by the service.`, 'value');
  }
  if (present(cell.objectValue)) return checkObjectValue(column, cell.objectValue);
  if (present(cell.formula)) return null;
  const parsed = parseCellValue(column, cell.value, cell.strict !== false, numericDates);
  if ('errorCode' in parsed) return parsed;
  return checkValidation(column, parsed, cell.overrideValidation === true);
}

/** Column validation (not strict parsing): a validated PICKLIST takes only its options, unless overridden. */
export function checkValidation(column: ColumnInfo, parsed: ParsedValue, override: boolean): RuleViolation | null {
  if (!column.validation || column.type !== 'PICKLIST' || override || parsed.kind === 'clear') return null;
  const shown = 'value' in parsed ? String(parsed.value) : '';
  if ((column.options ?? []).includes(shown)) return null;
  return fail(1031, `"${shown}" is not one of the options of validated column ${column.id}; set overrideValidation (sheet admins) to keep it.`);
}

const LINK_ONLY_ROW_KEYS = ['toTop', 'toBottom', 'parentId', 'siblingId', 'above', 'expanded', 'format', 'locked'] as const;

/**
 * One row of an add (`adding`) or update: cell link mixing (1115), then every cell. `columns` maps
 * column ids (as strings) to columns; an unknown column id is 1036.
 */
export function checkRow(row: RowInput, columns: Map<string, ColumnInfo> | undefined, adding: boolean, numericDates = false): RuleViolation | null {
  const cells = row.cells ?? [];
  const linked = cells.filter((c) => present(c.linkInFromCell)).length;
  if (linked > 0 && !adding) {
    const other = LINK_ONLY_ROW_KEYS.some((k) => present(row[k]));
    if (linked < cells.length || other) return fail(1115, 'A row or cell update may contain only cell-link updates or no cell-link updates.', 'cells');
  }
  const seen = new Set<string>();
  for (const [i, cell] of cells.entries()) {
    const id = String(cell.columnId ?? '');
    if (!present(cell.columnId)) return { errorCode: 1012, message: 'Each cell needs a columnId.', field: `cells.${i}.columnId` };
    if (seen.has(id)) return { errorCode: 1018, message: `Column ${id} appears twice in one row.`, field: `cells.${i}.columnId` };
    seen.add(id);
    const column = columns?.get(id);
    if (columns && !column) return { errorCode: 1036, message: `The columnId ${id} is invalid.`, field: `cells.${i}.columnId` };
    const problem = checkCell(cell, column, adding, numericDates);
    if (problem) return { ...problem, field: `cells.${i}${problem.field ? `.${problem.field}` : ''}` };
  }
  if (row.toTop === true && row.toBottom === true) return fail(1018, 'toTop and toBottom cannot both be true.', 'toTop');
  if (present(row.siblingId) && (row.toTop === true || row.toBottom === true)) return fail(1018, 'siblingId cannot be combined with toTop or toBottom.', 'siblingId');
  return null;
}

/** A whole add/update batch: size (at most 500 rows), row ids on update, then each row. */
export function checkRows(rows: RowInput[], columns: Map<string, ColumnInfo> | undefined, adding: boolean): (RuleViolation & { index?: number }) | null {
  if (rows.length === 0) return { errorCode: 1012, message: 'At least one row is required.', field: 'rows' };
  if (rows.length > MAX_ROWS_PER_CALL) return { errorCode: 1018, message: `At most ${MAX_ROWS_PER_CALL} rows may be sent in one call (got ${rows.length}).`, field: 'rows' };
  for (const [index, row] of rows.entries()) {
    if (!adding && !present(row.id)) return { errorCode: 1012, message: 'Each updated row needs its id.', field: `rows.${index}.id`, index };
    const problem = checkRow(row, columns, adding);
    if (problem) return { ...problem, field: `rows.${index}.${problem.field ?? ''}`.replace(/\.$/, ''), index };
  }
  return null;
}
