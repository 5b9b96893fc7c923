// The shape of a domain's node fetchers: how each Node type is refetched from its global id parts.
import type { GatewayContext } from '../context.js';

export type NodeFetcher = (parts: string[], ctx: GatewayContext) => Promise<object | null>;

/** Node type name -> number of key parts in its global id, and how to fetch it. */
export type NodeFetchers = Record<string, { arity: number; fetch: NodeFetcher }>;

/** A numeric backend id from a global id part, or null. */
export function numericPart(text: string | undefined): number | null {
  const n = Number(text);
  return text !== undefined && text !== '' && Number.isSafeInteger(n) ? n : null;
}

/** Runs `fetch` with the numeric id, or answers null when the part is not a number. */
export async function withNumericPart<T>(text: string | undefined, fetch: (n: number) => Promise<T | null>): Promise<T | null> {
  const n = numericPart(text);
  return n === null ? null : fetch(n);
}
