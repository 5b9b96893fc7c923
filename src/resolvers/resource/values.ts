// Small conversions of this domain's values: amounts as Money (the resource-planning service names
// no currency, so the code is null), and nested collections that arrive as arrays or envelopes.
import type { Money } from '../../generated/resolvers-types.js';

/** An amount as Money in an unknown currency (the service says none), or null without an amount. */
export function moneyOrNull(amount: number | null | undefined): Money | null {
  return amount === null || amount === undefined ? null : { amount, currencyCode: null };
}

/** The items of a nested collection: an array (Document 3's), or the `{data, paging}` envelope (the reference's). */
export function nested<T>(value: T[] | { data: T[] } | null | undefined): T[] {
  if (!value) return [];
  return Array.isArray(value) ? value : value.data;
}
