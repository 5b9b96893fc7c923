// JSON that keeps numbers exactly as written: safe numbers become JS numbers, others (ids above
// 2^53, the numeric bounds, 9007199254740992.5) stay LosslessNumber so a row can tell them apart.
import { LosslessNumber, isSafeNumber, parse, stringify } from 'lossless-json';

/** A 64-bit id as `parseExact` reads it: a number, or a LosslessNumber beyond 2^53. */
export type ExactId = number | LosslessNumber;

/**
 * A value as exact JSON carries it: wherever a number may stand, a LosslessNumber may too (a number
 * a double cannot hold, read by `parseExact` or written by a row with `exact(...)`).
 */
export type Exactly<T> = T extends number
  ? number | LosslessNumber
  : T extends ReadonlyArray<infer Item>
    ? Array<Exactly<Item>>
    : T extends object
      ? { [K in keyof T]: Exactly<T[K]> }
      : T;

/** Parses JSON text, keeping numbers a double cannot hold exactly as LosslessNumber. */
export function parseExact(text: string): unknown {
  return parse(text, null, (value) => (isSafeNumber(value) ? Number(value) : new LosslessNumber(value)));
}

/** Writes JSON, LosslessNumber values as their exact text. */
export function stringifyExact(value: unknown): string {
  return stringify(value) ?? 'null';
}

/** An id (number, LosslessNumber or string) as a string. */
export const idText = (id: unknown): string => String(id);
