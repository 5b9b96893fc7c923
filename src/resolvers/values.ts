// Small conversions from upstream values to the graph's: ids, dates and timestamps in either ISO
// or epoch form, URLs (enums: src/resolvers/enums.ts).

/** An upstream id (number or exact decimal string) as a GraphQL ID, or null. */
export function idOrNull(value: unknown): string | null {
  return (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;
}

/** An ISO string or epoch milliseconds as an ISO date-time, or null. */
export function dateTimeOrNull(value: unknown): string | null {
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A `YYYY-MM-DD` prefix of a date string, or null. */
export function dateOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : null;
}

/** The value if it parses as an absolute URL, else null. */
export function urlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return new URL(value).toString();
  } catch {
    return null;
  }
}
