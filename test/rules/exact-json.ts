// JSON that keeps numbers exactly as written: safe numbers become JS numbers, others (ids above
// 2^53, the numeric bounds, 9007199254740992.5) stay LosslessNumber so a row can tell them apart.
import { LosslessNumber, isSafeNumber, parse, stringify } from 'lossless-json';

/** Parses JSON text, keeping numbers a double cannot hold exactly as LosslessNumber. */
export function parseExact(text: string): any {
  return parse(text, null, (value) => (isSafeNumber(value) ? Number(value) : new LosslessNumber(value)));
}

/** Writes JSON, LosslessNumber values as their exact text. */
export function stringifyExact(value: unknown): string {
  return stringify(value) ?? 'null';
}

/** An id (number, LosslessNumber or string) as a string. */
export const idText = (id: unknown): string => String(id);
