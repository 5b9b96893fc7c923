// Refetching by global id: `node`, `nodes`, and federation's `_entities` (`__resolveReference`),
// all through the same loaders.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { badUserInput, mappedError } from '../graphql-errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { decodeGlobalId } from '../relay/global-id.js';
import { assetNodeFetchers } from './assets/index.js';
import { eventNodeFetchers } from './events/index.js';
import { registerNodeFetchers, typeOfNode, type NodeFetchers } from './node-registry.js';
import { resourceNodeFetchers } from './resource/index.js';
import { changeEventNodeFetchers } from './subscriptions/index.js';
import { workNodeFetchers } from './work/index.js';

/** Most ids `nodes(ids:)` takes at once. */
export const MAX_NODES = 100;

/** How each Node type is refetched from the parts of its global id, gathered from the domains. */
const FETCHERS: NodeFetchers = {
  ...workNodeFetchers,
  ...eventNodeFetchers,
  ...changeEventNodeFetchers,
  ...resourceNodeFetchers,
  ...assetNodeFetchers,
};

registerNodeFetchers(FETCHERS);

/**
 * Refetches the object behind a global id; null if it does not exist, and null for the global id of
 * a type this graph does not serve (under a federation router, `node` is shared with other subgraphs,
 * whose ids may reach it). Throws BAD_USER_INPUT for a malformed id.
 */
export async function fetchNode(id: string, ctx: GatewayContext, expectedType?: string): Promise<object | null> {
  const decoded = decodeGlobalId(id);
  if (decoded && !(decoded.typeName in FETCHERS)) return null;
  const fetcher = decoded ? FETCHERS[decoded.typeName] : undefined;
  if (!decoded || !fetcher || decoded.parts.length !== fetcher.arity)
    throw badUserInput(`"${id.slice(0, 40)}" is not a valid global id`, 'id');
  const { typeName, parts } = decoded;
  if (expectedType && typeName !== expectedType) return null;
  const node = await fetcher.fetch(parts, ctx);
  if (node) typeOfNode.set(node, typeName);
  return node;
}

/**
 * A `__resolveReference` for an entity type: refetches by the `id` key, or by another key the type's
 * fetchers know (`fetchByReference`); null when absent or malformed.
 */
function referenceResolver(typeName: string) {
  return async (reference: Record<string, unknown>, ctx: GatewayContext) => {
    try {
      if (typeof reference.id === 'string') return (await fetchNode(reference.id, ctx, typeName)) as never;
      const byReference = FETCHERS[typeName]?.fetchByReference;
      const node = byReference ? await byReference(reference, ctx) : null;
      if (node) typeOfNode.set(node, typeName);
      return node as never;
    } catch (error) {
      const refusal = error instanceof GraphQLError ? error : mappedError(error);
      if (refusal?.extensions.code === 'BAD_USER_INPUT') return null;
      throw error;
    }
  };
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_root, { id }, ctx) => fetchNode(id, ctx) as never,
    nodes: (_root, { ids }, ctx) => {
      if (ids.length > MAX_NODES) throw badUserInput(`"ids" may hold at most ${MAX_NODES} ids`, 'ids');
      return Promise.all(
        ids.map((id) =>
          fetchNode(id, ctx).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ) as never;
    },
  },
  Node: {
    __resolveType: (node) => (typeOfNode.get(node) ?? null) as never,
  },
  ...Object.fromEntries(
    Object.keys(FETCHERS).map((typeName) => [typeName, { __resolveReference: referenceResolver(typeName) }]),
  ),
};
