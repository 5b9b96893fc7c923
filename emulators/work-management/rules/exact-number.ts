// Numbers exactly as the client wrote them. The kit's JSON parser hands numbers over as `number`
// (a double holds them), `bigint` (integers beyond 2^53 - 1) or LosslessNumber (anything else a
// double would round); Document 1's numeric range is checked on the exact decimal text.
import { LosslessNumber } from 'lossless-json';

/** Document 1: numeric cell values lie in -2^53 .. 2^53. */
export const NUMERIC_LIMIT = 9007199254740992n;
export const NUMERIC_RANGE_MESSAGE = `Numeric cell values must be between -${NUMERIC_LIMIT} and ${NUMERIC_LIMIT}.`;

export type JsonNumber = number | bigint | LosslessNumber;

export function isJsonNumber(value: unknown): value is JsonNumber {
  return typeof value === 'number' || typeof value === 'bigint' || value instanceof LosslessNumber;
}

/** The number's decimal text as written (a double prints its shortest exact form). */
export function numberText(value: JsonNumber): string {
  return typeof value === 'number' ? String(value) : value.toString();
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Whether a decimal text (sign, digits, fraction, exponent) lies inside -2^53 .. 2^53, compared exactly. */
export function withinNumericRange(text: string): boolean {
  const m = DECIMAL.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return false;
  const digits = `${m[2]}${m[3] ?? ''}`.replace(/^0+/, '');
  if (digits === '') return true;
  // value = digits x 10^exponent
  const exponent = Number(m[4] ?? '0') - (m[3] ?? '').length;
  const magnitude = digits.length + exponent;
  const limitDigits = NUMERIC_LIMIT.toString().length;
  if (magnitude > limitDigits) return false;
  if (magnitude < limitDigits) return true;
  const mantissa = BigInt(digits);
  return exponent >= 0
    ? mantissa * 10n ** BigInt(exponent) <= NUMERIC_LIMIT
    : mantissa <= NUMERIC_LIMIT * 10n ** BigInt(-exponent);
}

/** The stored number of an in-range value (the service keeps doubles). */
export function toDouble(value: JsonNumber): number {
  return typeof value === 'number' ? value : Number(value.toString());
}
