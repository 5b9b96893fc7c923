// The shapes of the ids a callback body names, checked before anything is done with them: a
// work-management webhook id is a positive 64-bit integer, a digital-asset key is a short opaque token.

const INT64_MAX = 9_223_372_036_854_775_807n;

/** A work-management id as its digits, or null when it is not a positive int64 (as a number or as digits). */
export function int64Id(value: unknown): string | null {
  const text =
    typeof value === 'number'
      ? Number.isSafeInteger(value)
        ? String(value)
        : null
      : typeof value === 'string'
        ? value
        : null;
  if (text === null || !/^[1-9]\d{0,18}$/.test(text) || BigInt(text) > INT64_MAX) return null;
  return text;
}

/** A digital-asset key (webhook, library, organization, asset), or null when it is not one. */
export function opaqueKey(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}
