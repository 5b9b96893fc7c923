// Query-parameter readers shared by the resource-planning routes: flags, `fields=`,
// `from`/`to` date windows and sorting.
import { badRequest } from '../errors.js';

/** `true` only for the literal value `true` (also `1`). */
export function flag(query: URLSearchParams, name: string): boolean {
  const raw = query.get(name);
  return raw === 'true' || raw === '1';
}

/** The comma-separated `fields=` list as a set. */
export function fieldSet(query: URLSearchParams): Set<string> {
  return new Set(
    (query.get('fields') ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f.length > 0),
  );
}

function dateParam(query: URLSearchParams, name: string): string | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
    throw badRequest(`${name} must be a date YYYY-MM-DD`);
  }
  return raw;
}

/** Keeps records overlapping the `from`/`to` window: ends on/after `from`, starts on/before `to`. */
export function dateWindow<T extends { starts_at: string; ends_at: string }>(items: T[], query: URLSearchParams): T[] {
  const from = dateParam(query, 'from');
  const to = dateParam(query, 'to');
  if (from === null && to === null) return items;
  return items.filter((item) => (from === null || item.ends_at >= from) && (to === null || item.starts_at <= to));
}

/** The keys of a record whose values sort as text: strings, numbers or nothing. */
export type SortKey<T> = {
  [K in keyof T]-?: T[K] extends string | number | null | undefined ? K : never;
}[keyof T];

/** Sorts by `sort_field` (mapped to a record key) and `sort_order`; unknown fields are a 400. */
export function sorted<T>(items: T[], query: URLSearchParams, keys: Record<string, SortKey<T>>): T[] {
  const field = query.get('sort_field');
  if (field === null || field === '') return items;
  const key = keys[field];
  if (key === undefined) throw badRequest(`sort_field must be one of ${Object.keys(keys).join(', ')}`);
  const order = query.get('sort_order') ?? 'ascending';
  if (order !== 'ascending' && order !== 'descending') throw badRequest('sort_order must be ascending or descending');
  const sign = order === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = a[key] as string | number | null | undefined;
    const y = b[key] as string | number | null | undefined;
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (String(x) < String(y) ? -1 : 1) * sign;
  });
}
