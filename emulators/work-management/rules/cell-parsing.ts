// Document 1's cell value parsing per column type: strict (the default) and lenient
// (`"strict": false`), with the numeric range -2^53..2^53. Refuses with 1042 (not what strict
// parsing accepts for the type), 1148 (a number out of range, strict) and 1038 (not a value at all).
import type { ColumnType, StoredColumn } from '../model.js';
import { isJsonNumber, NUMERIC_RANGE_MESSAGE, numberText, toDouble, withinNumericRange } from './exact-number.js';
import { readFormattedNumber, type NumberFormat } from './number-format.js';
import { refuse, type Refusal } from './refusal.js';
import { daysText, epochDate, isEmail, isoDate, isoDateTime, lenientDate, readDuration } from './text-values.js';

export type ParsedValue =
  | { kind: 'clear' }
  | { kind: 'text'; text: string }
  /** `format` is set when lenient parsing read formatted text ("$1,234.50"): the cell takes that format. */
  | { kind: 'number'; value: number; format?: NumberFormat }
  | { kind: 'boolean'; value: boolean }
  /** `YYYY-MM-DD`, or a local date-time for ABSTRACT_DATETIME. */
  | { kind: 'date'; value: string }
  | { kind: 'duration'; text: string; days: number }
  | { kind: 'contact'; email: string };

export interface ParseMode {
  strict: boolean;
  /** The request's `numericDates=true`: epoch milliseconds are dates. */
  numericDates: boolean;
}

/** Types whose cells are written through objectValue only (always strict). */
export const OBJECT_VALUE_TYPES = new Set<ColumnType>(['MULTI_CONTACT_LIST', 'MULTI_PICKLIST', 'PREDECESSOR']);

/** Where the working day starts: a date written to an ABSTRACT_DATETIME column starts then. */
const DAY_START = 'T08:00:00';

export function strictFailure(column: StoredColumn, value: unknown): Refusal {
  return refuse(
    1042,
    `The value for cell in column ${column.id}, ${String(value)}, did not conform to the strict requirements for type ${column.type}.`,
  );
}

const text = (t: string): ParsedValue => ({ kind: 'text', text: t });

/** A value that is not a string, number or boolean. */
export function notAValue(value: unknown): Refusal | undefined {
  if (
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    isJsonNumber(value)
  )
    return undefined;
  return refuse(1038, 'Invalid Cell value. Must be numeric or a string.');
}

/** Formatted text read as a number (lenient TEXT_NUMBER and PICKLIST); out of range it stays text. */
function formattedNumber(written: string): ParsedValue | undefined {
  const read = readFormattedNumber(written);
  if (!read) return undefined;
  if (!withinNumericRange(read.numeric)) return text(written);
  return { kind: 'number', value: Number(read.numeric), ...(read.format ? { format: read.format } : {}) };
}

function parseDate(column: StoredColumn, value: string | number | boolean, mode: ParseMode): ParsedValue | Refusal {
  const withTime = column.type !== 'DATE';
  if (typeof value === 'number') {
    const date = mode.numericDates ? epochDate(value, withTime) : undefined;
    if (date) return { kind: 'date', value: date };
    return mode.strict ? strictFailure(column, value) : text(String(value));
  }
  if (typeof value === 'boolean') return mode.strict ? strictFailure(column, value) : text(String(value));
  const exact = isoDate(value);
  if (exact) return { kind: 'date', value: withTime ? `${exact}${DAY_START}` : exact };
  const dateTime = withTime ? isoDateTime(value) : undefined;
  if (dateTime) return { kind: 'date', value: dateTime };
  if (mode.strict) return strictFailure(column, value);
  const loose = lenientDate(value);
  if (loose) return { kind: 'date', value: withTime ? `${loose}${DAY_START}` : loose };
  return text(value);
}

function parseTyped(column: StoredColumn, value: string | number | boolean, mode: ParseMode): ParsedValue | Refusal {
  switch (column.type) {
    case 'TEXT_NUMBER':
      if (typeof value === 'number') return { kind: 'number', value };
      if (typeof value === 'boolean') return { kind: 'boolean', value };
      // Strict takes text literally; lenient reads currency, percentage and decimal strings.
      return (!mode.strict && formattedNumber(value)) || text(value);
    case 'PICKLIST':
      if (mode.strict)
        return typeof value === 'string' && (column.options ?? []).includes(value)
          ? text(value)
          : strictFailure(column, value);
      if (typeof value === 'number') return { kind: 'number', value };
      if (typeof value === 'boolean') return text(String(value));
      return (column.options ?? []).includes(value) ? text(value) : formattedNumber(value) || text(value);
    case 'CHECKBOX':
      if (typeof value === 'boolean') return { kind: 'boolean', value };
      if (mode.strict) return strictFailure(column, value);
      if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
        return { kind: 'boolean', value: value.trim().toLowerCase() === 'true' };
      return text(String(value));
    case 'CONTACT_LIST':
      if (typeof value === 'string' && isEmail(value.trim())) return { kind: 'contact', email: value.trim() };
      return mode.strict ? strictFailure(column, value) : text(String(value));
    case 'DATE':
    case 'ABSTRACT_DATETIME':
    case 'DATETIME':
      return parseDate(column, value, mode);
    case 'DURATION': {
      if (typeof value === 'string') {
        const duration = readDuration(value);
        if (duration) return { kind: 'duration', ...duration };
      }
      if (mode.strict) return strictFailure(column, value);
      // Lenient: numbers are durations in days.
      if (typeof value === 'number') return { kind: 'duration', text: daysText(value), days: value };
      return text(String(value));
    }
    case 'MULTI_CONTACT_LIST':
    case 'MULTI_PICKLIST':
    case 'PREDECESSOR':
      // Set through objectValue, which is always strict, in both modes.
      return strictFailure(column, value);
  }
}

/** Parses `value` for the column; null, absent and "" clear the cell. */
export function parseCellValue(column: StoredColumn, value: unknown, mode: ParseMode): ParsedValue | Refusal {
  const invalid = notAValue(value);
  if (invalid) return invalid;
  if (value === undefined || value === null || value === '') return { kind: 'clear' };
  if (isJsonNumber(value)) {
    const written = numberText(value);
    if (!withinNumericRange(written)) return mode.strict ? refuse(1148, NUMERIC_RANGE_MESSAGE) : text(written);
    return parseTyped(column, toDouble(value), mode);
  }
  return parseTyped(column, value as string | boolean, mode);
}
