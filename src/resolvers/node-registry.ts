// The shape of a domain's node fetchers: how each Node type is refetched from its global id parts.
import type { GatewayContext } from '../context.js';

export type NodeFetcher = (parts: string[], ctx: GatewayContext) => Promise<object | null>;

/** Fetches an entity from a representation by one of its other `@key`s (a user's `email`); null when absent. */
export type ReferenceFetcher = (reference: Record<string, unknown>, ctx: GatewayContext) => Promise<object | null>;

/**
 * Node type name -> number of key parts in its global id, and how to fetch it; `fetchByReference`
 * for an entity with keys besides `id`.
 */
export type NodeFetchers = Record<string, { arity: number; fetch: NodeFetcher; fetchByReference?: ReferenceFetcher }>;

/** A numeric backend id from a global id part, or null. */
export function numericPart(text: string | undefined): number | null {
  const n = Number(text);
  return text !== undefined && text !== '' && Number.isSafeInteger(n) ? n : null;
}

/** Runs `fetch` with the numeric id, or answers null when the part is not a number. */
export async function withNumericPart<T>(
  text: string | undefined,
  fetch: (n: number) => Promise<T | null>,
): Promise<T | null> {
  const n = numericPart(text);
  return n === null ? null : fetch(n);
}

/** Remembers which GraphQL type a fetched object is, for `Node.__resolveType` and unions. */
export const typeOfNode = new WeakMap<object, string>();

/** An object known whole without a read (a plan is its id), tagged with its type for unions and interfaces. */
export function tagged<T extends object>(typeName: string, object: T): T {
  typeOfNode.set(object, typeName);
  return object;
}

let registered: NodeFetchers = {};

/** Called once by the node resolvers with every domain's fetchers (late, to avoid import cycles). */
export function registerNodeFetchers(fetchers: NodeFetchers): void {
  registered = fetchers;
}

/** Fetches an object of a known type by its key parts (as in its global id), tagging its type; null if absent. */
export async function fetchTyped(typeName: string, parts: string[], ctx: GatewayContext): Promise<object | null> {
  const fetcher = registered[typeName];
  if (!fetcher || parts.length !== fetcher.arity || parts.some((p) => !p)) return null;
  const node = await fetcher.fetch(parts, ctx);
  if (node) typeOfNode.set(node, typeName);
  return node;
}
