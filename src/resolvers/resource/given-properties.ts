// The properties of a write input that the caller gave: the body of a partial update, where an
// absent property is left as it is and null clears it.

/** Only the properties that were given (undefined dropped; null kept where the API accepts it). */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
