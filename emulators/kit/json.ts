// JSON as the real services read and write it: numbers a double cannot hold stay exact (int64 ids
// as bigint, long decimals as LosslessNumber), and bigint is written as a bare number.
import { LosslessNumber, parse as parseLossless, stringify as stringifyLossless, isSafeNumber } from 'lossless-json';

/**
 * Parses JSON keeping every number exactly as the client wrote it: numbers a double holds are
 * numbers, integers beyond 2^53 - 1 are bigint (int64 ids), and any other number a double would
 * round (decimals with too many digits, overflow, underflow) is a LosslessNumber holding its text.
 */
export function parseJson(text: string): unknown {
  return parseLossless(text, null, (value: string) =>
    isSafeNumber(value) ? Number(value) : /^-?\d+$/.test(value) ? BigInt(value) : new LosslessNumber(value),
  );
}

/** Serializes JSON writing bigint values as bare numbers, as the real services do for int64 ids. */
export function toJson(value: unknown): string {
  return stringifyLossless(value) ?? 'null';
}

/** A body to send as JSON whatever its value (a JSON string, which a plain string body would send as text). */
export class JsonValue {
  constructor(readonly value: unknown) {}
}
