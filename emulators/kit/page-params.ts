// Reads the page-number parameters of the numbered-page envelopes (resource-planning `page` and
// `per_page`, digital-asset `page` and `per`): a positive integer, or the default when absent.

/** The parameter `name` as a positive integer, `fallback` when absent or empty; anything else is refused with `refuse`. */
export function positiveIntParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  refuse: (message: string) => Error,
): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) throw refuse(`${name} must be a positive integer`);
  return Number(raw);
}
