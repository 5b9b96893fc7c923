// Resolvers of search: everything the caller can see (`Query.search`) and one sheet
// (`Sheet.search`), with the favorite flags when asked for (`include=favoriteFlag`); each hit's
// object and holding object as objects of the graph.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { WmSearchItem } from '../../datasources/work-management/sheet-content-api.js';
import type { WmId } from '../../datasources/work-management/types.js';
import { type Resolvers, SearchObjectType } from '../../generated/resolvers-types.js';
import { enumValue } from '../enums.js';
import { typeOfNode } from '../node-registry.js';
import { referenceTo, typeOfReference } from './references.js';

/** A found object of a kind the graph does not serve: its kind as the service spells it, and its id. */
export interface OtherSearchObjectModel {
  objectType: string | undefined;
  backendId: string;
}

/** The graph type of each kind of object search finds that the graph serves, and what holds the rest of its key. */
const SERVED: Readonly<Record<string, { typeName: string; inSheet: boolean }>> = {
  sheet: { typeName: 'Sheet', inSheet: false },
  row: { typeName: 'Row', inSheet: true },
  workspace: { typeName: 'Workspace', inSheet: false },
  folder: { typeName: 'Folder', inSheet: false },
  sight: { typeName: 'Dashboard', inSheet: false },
  attachment: { typeName: 'Attachment', inSheet: true },
  discussion: { typeName: 'Discussion', inSheet: true },
};

/**
 * The object a hit names by kind and id. Rows, attachments and discussions are found with their
 * sheet, which the service gives as the hit's holding object; without it they are null.
 */
function searchObject(
  objectType: string | undefined,
  id: WmId | undefined,
  item: WmSearchItem,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<object | null> | object | null {
  if (id === undefined || id === null || id === '') return null;
  const served = objectType ? SERVED[objectType] : undefined;
  if (!served) {
    const other: OtherSearchObjectModel = { objectType, backendId: String(id) };
    typeOfNode.set(other, 'OtherSearchObject');
    return other;
  }
  if (!served.inSheet) return referenceTo(served.typeName, [id], ctx, info);
  return item.parentObjectType === 'sheet' ? referenceTo(served.typeName, [item.parentObjectId, id], ctx, info) : null;
}

export const searchResolvers: Resolvers = {
  Query: {
    search: (_root, { query, includeFavorites }, ctx) =>
      ctx.api.workManagementContent.search(query, includeFavorites === true),
  },
  Sheet: {
    search: (sheet, { query }, ctx) => ctx.api.workManagementContent.searchSheet(String(sheet.id), query),
  },
  SearchResult: {
    items: (result) => result.results ?? [],
    // The service reports the number of hits beside the first 100; a list without it is all there is.
    totalCount: (result) => result.totalCount ?? (result.results ?? []).length,
  },
  SearchResultItem: {
    text: (item) => item.text ?? null,
    objectType: (item, _args, ctx) =>
      enumValue(SearchObjectType, item.objectType, { field: 'SearchResultItem.objectType', ctx }),
    object: (item, _args, ctx, info) => searchObject(item.objectType, item.objectId, item, ctx, info) as never,
    parentObjectType: (item, _args, ctx) =>
      enumValue(SearchObjectType, item.parentObjectType, { field: 'SearchResultItem.parentObjectType', ctx }),
    // A holding object is never held in a sheet itself (a sheet, a folder, a workspace).
    parentObject: (item, _args, ctx, info) =>
      searchObject(item.parentObjectType, item.parentObjectId, {}, ctx, info) as never,
    parentObjectName: (item) => item.parentObjectName ?? null,
    contextData: (item) => item.contextData ?? null,
    favorite: (item) => item.favorite ?? null,
    parentObjectFavorite: (item) => item.parentObjectFavorite ?? null,
  },
  SearchResultObject: {
    __resolveType: (object) => typeOfReference(object) as never,
  },
  OtherSearchObject: {
    objectType: (other, _args, ctx) =>
      enumValue(SearchObjectType, other.objectType, { field: 'OtherSearchObject.objectType', ctx }),
  },
};
