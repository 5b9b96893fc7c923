// Resolvers of search: everything the caller can see (`Query.search`) and one sheet
// (`Sheet.search`), with the favorite flags when asked for (`include=favoriteFlag`).
import { type Resolvers, SearchObjectType } from '../../generated/resolvers-types.js';
import { idOrNull } from '../values.js';
import { enumValue } from '../enums.js';

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
    objectType: (item, _args, ctx) => enumValue(SearchObjectType, item.objectType, { field: 'SearchResultItem.objectType', ctx }),
    objectId: (item) => idOrNull(item.objectId),
    parentObjectType: (item, _args, ctx) => enumValue(SearchObjectType, item.parentObjectType, { field: 'SearchResultItem.parentObjectType', ctx }),
    parentObjectId: (item) => idOrNull(item.parentObjectId),
    parentObjectName: (item) => item.parentObjectName ?? null,
    contextData: (item) => item.contextData ?? null,
    favorite: (item) => item.favorite ?? null,
    parentObjectFavorite: (item) => item.parentObjectFavorite ?? null,
  },
};
