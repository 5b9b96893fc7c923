// Resolvers of the digital-asset containers beyond the skeleton: organizations (with their
// libraries and the walk over all their attachments), collections, and library-wide asset lists.
import { DA_MAX_PAGE_SIZE } from '../../datasources/digital-asset/api.js';
import type { DaAsset, DaPage } from '../../datasources/digital-asset/types.js';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import { connectionContext } from '../connections.js';
import { organizationAttachments } from './attachment-walk.js';
import { daListConnection, wholeListConnection } from './lists.js';

/** An asset page, with every asset primed into the loader so that joins cost nothing more. */
function primedAssets(ctx: GatewayContext, fetch: (page: number, per: number) => Promise<DaPage<DaAsset>>) {
  return async (page: number, per: number): Promise<DaPage<DaAsset>> => {
    const result = await fetch(page, per);
    for (const asset of result.items) ctx.loaders.digitalAsset.assetById.prime(asset.id, asset);
    return result;
  };
}

export const containerResolvers: Resolvers = {
  Query: {
    organizations: (_root, args, ctx) =>
      daListConnection(args, connectionContext(ctx, 'organizations'), async (page, per) => {
        const result = await ctx.api.digitalAsset.listOrganizations(page, per);
        for (const org of result.items) ctx.loaders.digitalAsset.organizationById.prime(org.id, org);
        return result;
      }),
    organization: (_root, { id }, ctx) =>
      ctx.loaders.digitalAsset.organizationById.load(readId(id, 'Organization', 'id')),
    collection: (_root, { id }, ctx) => ctx.loaders.digitalAsset.collectionById.load(readId(id, 'Collection', 'id')),
  },

  Organization: {
    // The service lists an organization's libraries only within the list of all libraries (Document 3:
    // "list libraries" with their organization), read once per request for every organization.
    libraries: (organization, args, ctx) =>
      wholeListConnection(
        args,
        connectionContext(ctx, 'organization.libraries', { organizationId: organization.id }),
        async () =>
          (await ctx.loaders.digitalAsset.allLibraries()).filter(
            (library) => library.organizationId === organization.id,
          ),
      ),
    attachments: (organization, args, ctx) =>
      organizationAttachments(
        args,
        connectionContext(ctx, 'organization.attachments', { organizationId: organization.id }),
        {
          api: ctx.api.digitalAsset,
          maxPer: DA_MAX_PAGE_SIZE,
          libraries: async () =>
            (await ctx.loaders.digitalAsset.allLibraries()).filter(
              (library) => library.organizationId === organization.id,
            ),
          onAsset: (asset) => ctx.loaders.digitalAsset.assetById.prime(asset.id, asset),
        },
      ),
  },

  Library: {
    collections: (library, args, ctx) =>
      daListConnection(
        args,
        connectionContext(ctx, 'library.collections', { libraryId: library.id }),
        async (page, per) => {
          const result = await ctx.api.digitalAsset.listCollections(library.id, page, per);
          for (const collection of result.items)
            ctx.loaders.digitalAsset.collectionById.prime(collection.id, collection);
          return result;
        },
      ),
    assets: (library, args, ctx) =>
      daListConnection(
        args,
        connectionContext(ctx, 'library.assets', { libraryId: library.id }),
        primedAssets(ctx, (page, per) => ctx.api.digitalAsset.listLibraryAssets(library.id, page, per)),
      ),
  },

  Collection: {
    id: (collection) => toGlobalId('Collection', collection.id),
    backendId: (collection) => collection.id,
    isWorkspace: (collection) => collection.is_workspace ?? null,
    library: (collection, _args, ctx) =>
      collection.libraryId ? ctx.loaders.digitalAsset.libraryById.load(collection.libraryId) : null,
    assets: (collection, args, ctx) =>
      daListConnection(
        args,
        connectionContext(ctx, 'collection.assets', { collectionId: collection.id }),
        primedAssets(ctx, (page, per) => ctx.api.digitalAsset.listCollectionAssets(collection.id, page, per)),
      ),
  },

  Asset: {
    library: (asset, _args, ctx) =>
      asset.libraryId ? ctx.loaders.digitalAsset.libraryById.load(asset.libraryId) : null,
    // Each collection is a read of its own: one that fails nulls this list only, not the asset.
    collections: async (asset, _args, ctx) => {
      const ids = asset.collectionIds ?? (await ctx.loaders.digitalAsset.assetById.load(asset.id))?.collectionIds;
      if (!ids) return null;
      const collections = await ctx.loaders.digitalAsset.collectionById.loadMany(ids);
      return collections.flatMap((c) => {
        if (c instanceof Error) throw c;
        return c ? [c] : [];
      });
    },
  },
};
