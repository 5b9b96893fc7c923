// Resolvers of the digital-asset containers beyond the skeleton: organizations (with their
// libraries and the walk over all their attachments), collections, and library-wide asset lists.
import { DA_MAX_PAGE_SIZE } from '../../datasources/digital-asset/api.js';
import type { DaAsset, DaCollection, DaPage } from '../../datasources/digital-asset/types.js';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { randomAccessConnection } from '../../relay/connection.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import { connectionContext, fromDaPage } from '../connections.js';
import { organizationAttachments } from './attachment-walk.js';

/** An asset page, with every asset primed into the loader so that joins cost nothing more. */
function primedAssets(ctx: GatewayContext, fetch: (page: number, per: number) => Promise<DaPage<DaAsset>>) {
  return async (page: number, per: number) => {
    const result = await fetch(page, per);
    for (const asset of result.items) ctx.loaders.digitalAsset.assetById.prime(asset.id, asset);
    return fromDaPage(result);
  };
}

export const containerResolvers: Resolvers = {
  Query: {
    organizations: (_root, args, ctx) =>
      randomAccessConnection(args, connectionContext(ctx, 'organizations'), {
        maxPageSize: DA_MAX_PAGE_SIZE,
        fetchPage: async (page, per) => {
          const result = await ctx.api.digitalAsset.listOrganizations(page, per);
          for (const org of result.items) ctx.loaders.digitalAsset.organizationById.prime(org.id, org);
          return fromDaPage(result);
        },
      }),
    organization: (_root, { id }, ctx) => ctx.loaders.digitalAsset.organizationById.load(readId(id, 'Organization', 'id')),
    collection: (_root, { id }, ctx) => ctx.loaders.digitalAsset.collectionById.load(readId(id, 'Collection', 'id')),
  },

  Organization: {
    // The service lists an organization's libraries only within the list of all libraries (Document 3:
    // "list libraries" with their organization), read once per request for every organization.
    libraries: (organization, args, ctx) =>
      randomAccessConnection(args, connectionContext(ctx, 'organization.libraries', { organizationId: organization.id }), {
        maxPageSize: DA_MAX_PAGE_SIZE,
        fetchPage: async (page, size) => {
          const libraries = (await ctx.loaders.digitalAsset.allLibraries()).filter((library) => library.organizationId === organization.id);
          return { items: libraries.slice((page - 1) * size, page * size), total: libraries.length, hasNext: null };
        },
      }),
    attachments: (organization, args, ctx) =>
      organizationAttachments(args, connectionContext(ctx, 'organization.attachments', { organizationId: organization.id }), {
        api: ctx.api.digitalAsset,
        maxPer: DA_MAX_PAGE_SIZE,
        libraries: async () => (await ctx.loaders.digitalAsset.allLibraries()).filter((library) => library.organizationId === organization.id),
        onAsset: (asset) => ctx.loaders.digitalAsset.assetById.prime(asset.id, asset),
      }),
  },

  Library: {
    collections: (library, args, ctx) =>
      randomAccessConnection(args, connectionContext(ctx, 'library.collections', { libraryId: library.id }), {
        maxPageSize: DA_MAX_PAGE_SIZE,
        fetchPage: async (page, per) => {
          const result = await ctx.api.digitalAsset.listCollections(library.id, page, per);
          for (const collection of result.items) ctx.loaders.digitalAsset.collectionById.prime(collection.id, collection);
          return fromDaPage(result);
        },
      }),
    assets: (library, args, ctx) =>
      randomAccessConnection(args, connectionContext(ctx, 'library.assets', { libraryId: library.id }), {
        maxPageSize: DA_MAX_PAGE_SIZE,
        fetchPage: primedAssets(ctx, (page, per) => ctx.api.digitalAsset.listLibraryAssets(library.id, page, per)),
      }),
  },

  Collection: {
    id: (collection) => toGlobalId('Collection', collection.id),
    collectionId: (collection) => collection.id,
    isWorkspace: (collection) => collection.is_workspace ?? null,
    library: (collection, _args, ctx) => (collection.libraryId ? ctx.loaders.digitalAsset.libraryById.load(collection.libraryId) : null),
    assets: (collection, args, ctx) =>
      randomAccessConnection(args, connectionContext(ctx, 'collection.assets', { collectionId: collection.id }), {
        maxPageSize: DA_MAX_PAGE_SIZE,
        fetchPage: primedAssets(ctx, (page, per) => ctx.api.digitalAsset.listCollectionAssets(collection.id, page, per)),
      }),
  },

  Asset: {
    library: (asset, _args, ctx) => (asset.libraryId ? ctx.loaders.digitalAsset.libraryById.load(asset.libraryId) : null),
    collections: async (asset, _args, ctx) => {
      const ids = asset.collectionIds ?? (await ctx.loaders.digitalAsset.assetById.load(asset.id))?.collectionIds ?? [];
      const collections = await ctx.loaders.digitalAsset.collectionById.loadMany(ids);
      const found: DaCollection[] = [];
      for (const c of collections) {
        if (c instanceof Error) throw c;
        if (c) found.push(c);
      }
      return found;
    },
  },
};
