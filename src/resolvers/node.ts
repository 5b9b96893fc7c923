// Refetching by global id: `node`, `nodes`, and federation's `_entities` (`__resolveReference`),
// all through the same loaders.
import type { GatewayContext } from '../context.js';
import { badUserInput } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { fromGlobalId } from '../relay/global-id.js';
import { findEvent } from './event-lookup.js';
import { loadPhase, loadProject } from './resource.js';

/** Most ids `nodes(ids:)` takes at once. */
export const MAX_NODES = 100;

type Fetcher = (parts: string[], ctx: GatewayContext) => Promise<object | null>;

const numeric = (text: string | undefined): number | null => {
  const n = Number(text);
  return text !== undefined && Number.isSafeInteger(n) ? n : null;
};

/** How each Node type is refetched from the parts of its global id. */
const FETCHERS: Record<string, { arity: number; fetch: Fetcher }> = {
  User: { arity: 1, fetch: ([id], ctx) => ctx.loaders.workManagement.userById.load(id as string) },
  Sheet: { arity: 1, fetch: ([id], ctx) => ctx.loaders.workManagement.sheetById.load(id as string) },
  Row: { arity: 2, fetch: ([sheetId, rowId], ctx) => ctx.loaders.workManagement.rowByKey.load(`${sheetId}:${rowId}`) },
  Column: {
    arity: 2,
    fetch: async ([sheetId, columnId], ctx) => {
      const sheet = await ctx.loaders.workManagement.sheetById.load(sheetId as string);
      const column = sheet?.columns?.find((c) => String(c.id) === columnId);
      return column ? { sheetId: sheetId as string, column } : null;
    },
  },
  Workspace: { arity: 1, fetch: ([id], ctx) => ctx.loaders.workManagement.workspaceById.load(id as string) },
  Event: { arity: 2, fetch: ([eventId, timestamp], ctx) => findEvent(ctx, eventId as string, timestamp as string) },
  Person: { arity: 1, fetch: ([id], ctx) => withNumber(id, (n) => ctx.loaders.resourcePlanning.personById.load(n)) },
  Project: { arity: 1, fetch: ([id], ctx) => withNumber(id, (n) => loadProject(ctx, n)) },
  Phase: { arity: 1, fetch: ([id], ctx) => withNumber(id, (n) => loadPhase(ctx, n)) },
  Assignment: { arity: 1, fetch: ([id], ctx) => withNumber(id, (n) => ctx.loaders.resourcePlanning.assignmentById.load(n)) },
  LeaveType: { arity: 1, fetch: ([id], ctx) => withNumber(id, (n) => ctx.loaders.resourcePlanning.leaveTypeById.load(n)) },
  Organization: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.organizationById.load(id as string) },
  Library: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.libraryById.load(id as string) },
  Section: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.sectionById.load(id as string) },
  Asset: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.assetById.load(id as string) },
  AssetAttachment: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.attachmentById.load(id as string) },
};

async function withNumber<T>(text: string | undefined, fetch: (n: number) => Promise<T | null>): Promise<T | null> {
  const n = numeric(text);
  return n === null ? null : fetch(n);
}

/** Remembers which GraphQL type a refetched object is, for `Node.__resolveType`. */
const typeOfNode = new WeakMap<object, string>();

/** Refetches the object behind a global id; null if it does not exist. Throws BAD_USER_INPUT for a malformed id. */
export async function fetchNode(id: string, ctx: GatewayContext, expectedType?: string): Promise<object | null> {
  const { typeName, parts } = fromGlobalId(id);
  const fetcher = FETCHERS[typeName];
  if (!fetcher || parts.length !== fetcher.arity) throw badUserInput(`"${id.slice(0, 40)}" is not a valid global id`, 'id');
  if (expectedType && typeName !== expectedType) return null;
  const node = await fetcher.fetch(parts, ctx);
  if (node) typeOfNode.set(node, typeName);
  return node;
}

/** A `__resolveReference` for an entity type: refetches by the `id` key, null when absent or malformed. */
function referenceResolver(typeName: string) {
  return async (reference: { id?: unknown }, ctx: GatewayContext) => {
    if (typeof reference.id !== 'string') return null;
    try {
      return (await fetchNode(reference.id, ctx, typeName)) as never;
    } catch (error) {
      if (error instanceof Error && 'extensions' in error && (error as { extensions: { code?: string } }).extensions.code === 'BAD_USER_INPUT') return null;
      throw error;
    }
  };
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_root, { id }, ctx) => fetchNode(id, ctx) as never,
    nodes: (_root, { ids }, ctx) => {
      if (ids.length > MAX_NODES) throw badUserInput(`"ids" may hold at most ${MAX_NODES} ids`, 'ids');
      return Promise.all(ids.map((id) => fetchNode(id, ctx).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))))) as never;
    },
  },
  Node: {
    __resolveType: (node) => (typeOfNode.get(node) ?? null) as never,
  },
  ...Object.fromEntries(Object.keys(FETCHERS).map((typeName) => [typeName, { __resolveReference: referenceResolver(typeName) }])),
};
