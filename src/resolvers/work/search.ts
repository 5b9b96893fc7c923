// Resolvers of search: everything the caller can see (`Query.search`) and one sheet
// (`Sheet.search`), with the favorite flags when asked for (`include=favoriteFlag`).
import type { Resolvers } from '../../generated/resolvers-types.js';
import { enumOrNull, idOrNull } from '../values.js';

const OBJECT_TYPES = ['sheet', 'row', 'workspace', 'folder', 'report', 'sight', 'template', 'attachment', 'discussion', 'summaryField'] as const;

export const searchResolvers: Resolvers = {
  Query: {
    search: (_root, { query, includeFavorites }, ctx) => ctx.api.workManagementContent.search(query, includeFavorites === true),
  },
  Sheet: {
    search: (sheet, { query, includeFavorites }, ctx) => ctx.api.workManagementContent.searchSheet(String(sheet.id), query),
  },
  SearchResult: {
    items: (result) => result.results ?? [],
    totalCount: (result) => result.totalCount ?? null,
  },
  SearchResultItem: {
    text: (item) => item.text ?? null,
    objectType: (item) => enumOrNull(item.objectType, OBJECT_TYPES),
    objectId: (item) => idOrNull(item.objectId),
    parentObjectType: (item) => enumOrNull(item.parentObjectType, OBJECT_TYPES),
    parentObjectId: (item) => idOrNull(item.parentObjectId),
    parentObjectName: (item) => item.parentObjectName ?? null,
    contextData: (item) => item.contextData ?? null,
    favorite: (item) => item.favorite ?? null,
    parentObjectFavorite: (item) => item.parentObjectFavorite ?? null,
  },
};
