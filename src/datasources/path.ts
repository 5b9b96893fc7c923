// Request paths built from templates: every value put into a path becomes exactly one
// percent-encoded segment, so an id taken from a request or a callback body cannot leave its
// segment (`/`, `?`, `#`) or climb out of it (`.`, `..`), whatever it holds.
import { InputRefused } from '../errors.js';

/** What may fill a segment: ids as strings, numbers, bigints or lossless numbers. */
export type SegmentValue = string | number | bigint | { toString(): string };

/** One path segment, percent-encoded; empty, `.` and `..` are refused, since URL parsers resolve them. */
export function segment(value: SegmentValue): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') throw new InputRefused(`"${text}" is not a valid id`);
  return encodeURIComponent(text);
}

/** Tagged template: restPath`/sheets/${id}/rows` puts `id` in as one encoded segment. */
export function restPath(literals: TemplateStringsArray, ...values: SegmentValue[]): string {
  let out = literals[0] ?? '';
  for (let i = 0; i < values.length; i++) out += segment(values[i] as SegmentValue) + (literals[i + 1] ?? '');
  return out;
}
