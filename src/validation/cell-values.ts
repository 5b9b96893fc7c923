// Document 1's cell values as pure functions: parsing per column type and the numeric range (decided
// exactly, on the number as the client wrote it). The row and cell rules are in work-cells.ts.
import { isLosslessNumber, splitNumber } from 'lossless-json';

/** Numeric range of cell values (Document 1): outside it strict parsing fails with 1148. */
export const NUMERIC_LIMIT = 9007199254740992;
/** Most rows one add or update call may carry (backends.md 1.3). */
export const MAX_ROWS_PER_CALL = 500;

export interface ColumnInfo {
  id: string;
  type: string;
  /** Special-column tags (Column.tags), such as GANTT_START_DATE and GANTT_END_DATE of a project sheet. */
  tags?: string[];
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
const DURATION_UNIT_DAYS: Record<string, number> = {
  w: 5,
  d: 1,
  h: 1 / 8,
  m: 1 / 480,
  s: 1 / 28800,
  ms: 1 / 28_800_000,
};

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
  if (m && MONTHS.includes(m[1]!.toLowerCase()))
    return validDate(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[2]!.toLowerCase()))
    return validDate(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
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
  if (typeof value === 'bigint')
    return { n: Number(value), inRange: value >= -BigInt(NUMERIC_LIMIT) && value <= BigInt(NUMERIC_LIMIT) };
  if (typeof value === 'number') return { n: value, inRange: Math.abs(value) <= NUMERIC_LIMIT };
  if (isLosslessNumber(value)) return { n: Number(value.toString()), inRange: exactlyInRange(value.toString()) };
  return undefined;
}

const fail = (errorCode: number, message: string, field = 'value'): RuleViolation => ({ errorCode, message, field });
const strictFail = (column: ColumnInfo, why: string): RuleViolation =>
  fail(
    1042,
    `The value for cell in column ${column.id} did not conform to the strict requirements for type ${column.type}: ${why}.`,
  );

/** The value written as text, as String() writes it (a LosslessNumber as its digits). */
export function textOf(value: unknown): string {
  return String(value);
}

/** One value read for one column: as a number and as a string, when it is either. */
interface ValueReading {
  column: ColumnInfo;
  value: unknown;
  num: { n: number; inRange: boolean } | undefined;
  text: string | undefined;
  strict: boolean;
}

/**
 * Parses a cell value for a column, strictly (default) or leniently, as Document 1's parsing table
 * says. Returns the parsed value or the violated rule (1042 strict-parse failure, 1148 range).
 */
export function parseCellValue(
  column: ColumnInfo,
  value: unknown,
  strict: boolean,
  numericDates = false,
): ParsedValue | RuleViolation {
  if (value === null || value === undefined || value === '')
    return column.type === 'CHECKBOX' && value === '' ? { kind: 'boolean', value: false } : { kind: 'clear' };
  const num = numberOf(value);
  if (num && !num.inRange) {
    if (strict)
      return fail(
        1148,
        `The number ${textOf(value)} is outside the supported range -${NUMERIC_LIMIT} to ${NUMERIC_LIMIT}.`,
      );
    return { kind: 'text', value: textOf(value) };
  }
  const reading: ValueReading = { column, value, num, text: typeof value === 'string' ? value : undefined, strict };
  const text = reading.text;
  const asText = (): ParsedValue => ({ kind: 'text', value: textOf(value) });
  switch (column.type) {
    case 'TEXT_NUMBER':
      return textNumberValue(reading);
    case 'CHECKBOX':
      if (typeof value === 'boolean') return { kind: 'boolean', value };
      if (strict) return strictFail(column, 'only true or false is allowed');
      if (text === 'true' || text === 'false') return { kind: 'boolean', value: text === 'true' };
      return asText();
    case 'DATE':
    case 'ABSTRACT_DATETIME':
      return dateValue(reading, numericDates);
    case 'CONTACT_LIST':
      if (text !== undefined && isEmail(text)) return { kind: 'contact', email: text.trim() };
      if (strict) return strictFail(column, 'a valid email address is required');
      return asText();
    case 'DURATION':
      return durationValue(reading);
    case 'PICKLIST':
      return picklistValue(reading);
    case 'MULTI_CONTACT_LIST':
    case 'MULTI_PICKLIST':
    case 'PREDECESSOR':
      // Set through objectValue, "which is always strict": a plain value is refused in both modes.
      return strictFail(column, 'values of this type are set through objectValue');
    default:
      // DATETIME: only system columns have it; they are checked before parsing.
      return strictFail(column, 'the column does not accept values');
  }
}

/** TEXT_NUMBER: numbers and booleans as they are; leniently, formatted numbers ("1,234.5") too. */
function textNumberValue({ value, num, text, strict }: ValueReading): ParsedValue {
  if (num) return { kind: 'number', value: num.n };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (!strict && text !== undefined) {
    const parsed = parseFormattedNumber(text);
    if (parsed !== undefined)
      return Math.abs(parsed) <= NUMERIC_LIMIT ? { kind: 'number', value: parsed } : { kind: 'text', value: text };
  }
  return { kind: 'text', value: textOf(value) };
}

/** DATE and ABSTRACT_DATETIME: an ISO date (leniently, other spellings), or epoch milliseconds with numericDates. */
function dateValue(
  { column, value, num, text, strict }: ValueReading,
  numericDates: boolean,
): ParsedValue | RuleViolation {
  const date = text !== undefined ? (strict ? strictDate(text) : lenientDate(text)) : undefined;
  if (date) return { kind: 'date', value: date };
  // Epoch milliseconds are dates when the request says numericDates=true.
  if (num && numericDates) return { kind: 'date', value: new Date(num.n).toISOString().slice(0, 10) };
  if (strict) return strictFail(column, 'a date must be a string YYYY-MM-DD');
  return { kind: 'text', value: textOf(value) };
}

/** DURATION: "5d", "2w 3d" and the like; leniently, a bare number of days. */
function durationValue({ column, value, num, text, strict }: ValueReading): ParsedValue | RuleViolation {
  if (!strict && num) return { kind: 'duration', value: `${num.n}d`, days: num.n };
  const days = text !== undefined ? parseDuration(text) : undefined;
  if (text !== undefined && days !== undefined) return { kind: 'duration', value: text.trim(), days };
  if (strict) return strictFail(column, 'a duration such as "5d" or "2w 3d" is required');
  return { kind: 'text', value: textOf(value) };
}

/** PICKLIST: strictly, one of the options; leniently, numbers become numbers unless they are options. */
function picklistValue({ column, value, num, text, strict }: ValueReading): ParsedValue | RuleViolation {
  if (strict) {
    if (text === undefined) return strictFail(column, 'the value must be a string');
    if (column.options && !column.options.includes(text))
      return strictFail(column, `"${text}" is not one of the column's options`);
    return { kind: 'text', value: text };
  }
  if (num) return { kind: 'number', value: num.n };
  if (text !== undefined) {
    const parsed = parseFormattedNumber(text);
    if (parsed !== undefined && !(column.options ?? []).includes(text)) return { kind: 'number', value: parsed };
  }
  return { kind: 'text', value: textOf(value) };
}
