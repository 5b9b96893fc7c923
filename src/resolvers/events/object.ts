// Event.object: the object an event is about, by its objectType, fetched through the node fetchers
// (and so through the loaders: the same object referenced twice costs one read) as a reference.
import type { WmEvent } from '../../datasources/work-management/types.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { GraphQLResolveInfo } from 'graphql';
import { fetchTyped, tagged } from '../node-registry.js';
import { fieldsSelectedFor } from '../selection.js';
import { typeOfReference } from '../work/references.js';

/** How an objectType maps to a graph type and the key parts of its global id. */
const OBJECT_KEYS: Record<
  string,
  { typeName: string; parts: (event: WmEvent, id: string) => Array<string | undefined> }
> = {
  SHEET: { typeName: 'Sheet', parts: (_e, id) => [id] },
  WORKSPACE: { typeName: 'Workspace', parts: (_e, id) => [id] },
  FOLDER: { typeName: 'Folder', parts: (_e, id) => [id] },
  DASHBOARD: { typeName: 'Dashboard', parts: (_e, id) => [id] },
  USER: { typeName: 'User', parts: (_e, id) => [id] },
  ATTACHMENT: { typeName: 'Attachment', parts: (e, id) => [detail(e, 'sheetId'), id] },
  DISCUSSION: { typeName: 'Discussion', parts: (e, id) => [detail(e, 'sheetId'), id] },
};

function detail(event: WmEvent, name: string): string | undefined {
  const value = event.additionalDetails?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The marker of objects the graph has no type for. */
export interface UnresolvedEventObjectModel {
  unresolved: true;
  objectType: string;
  objectId: string | null;
}

export const eventObjectResolvers = {
  Event: {
    object: async (event: WmEvent, _args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      const objectId = event.objectIdStr ?? (event.objectId !== undefined ? String(event.objectId) : null);
      const key = OBJECT_KEYS[event.objectType];
      if (!key || objectId === null)
        return { unresolved: true, objectType: event.objectType, objectId } satisfies UnresolvedEventObjectModel;
      const parts = key.parts(event, objectId);
      if (parts.some((p) => p === undefined))
        return { unresolved: true, objectType: event.objectType, objectId } satisfies UnresolvedEventObjectModel;
      // Only the type asked: no read. Otherwise read, even for an id alone: events outlive their objects, and a gone one is null.
      if ([...fieldsSelectedFor(info, key.typeName)].every((name) => name === '__typename'))
        return tagged(key.typeName, { id: objectId });
      return fetchTyped(key.typeName, parts as string[], ctx);
    },
  },
  UnresolvedEventObject: {
    backendId: (object: UnresolvedEventObjectModel) => object.objectId,
  },
  EventObject: {
    __resolveType: (object: object) => ('unresolved' in object ? 'UnresolvedEventObject' : typeOfReference(object)),
  },
} as unknown as Resolvers;
