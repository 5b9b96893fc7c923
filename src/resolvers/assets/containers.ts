// Resolvers of the digital-asset containers beyond the skeleton: organizations (with their
// libraries and the walk over all their attachments), collections, and library-wide asset lists.
import { DA_MAX_PAGE_SIZE } from '../../datasources/digital-asset/api.js';
import type { DaAsset } from '../../datasources/digital-asset/types.js';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import { connectionContext, digitalAssetConnection, wholeListConnection } from '../connections.js';
import { organizationAttachments } from './attachment-walk.js';

/** Tells the asset loader about an asset a list read, so that joins to it cost nothing more. */
function primeAsset(ctx: GatewayContext): (asset: DaAsset) => void {
  return (asset) => ctx.loaders.digitalAsset.assetById.prime(asset.id, asset);
}

export const containerResolvers: Resolvers = {
  Query: {
    organizations: (_root, args, ctx) =>
      digitalAssetConnection(ctx, args, {
        list: 'organizations',
        fetch: (page, per) => ctx.api.digitalAsset.listOrganizations(page, per),
        prime: (org) => ctx.loaders.digitalAsset.organizationById.prime(org.id, org),
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
        ctx,
        args,
        { list: 'organization.libraries', shape: { organizationId: organization.id } },
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
          onAsset: primeAsset(ctx),
        },
      ),
  },

  Library: {
    collections: (library, args, ctx) =>
      digitalAssetConnection(ctx, args, {
        list: 'library.collections',
        shape: { libraryId: library.id },
        fetch: (page, per) => ctx.api.digitalAsset.listCollections(library.id, page, per),
        prime: (collection) => ctx.loaders.digitalAsset.collectionById.prime(collection.id, collection),
      }),
    assets: (library, args, ctx) =>
      digitalAssetConnection(ctx, args, {
        list: 'library.assets',
        shape: { libraryId: library.id },
        fetch: (page, per) => ctx.api.digitalAsset.listLibraryAssets(library.id, page, per),
        prime: primeAsset(ctx),
      }),
  },

  Collection: {
    id: (collection) => toGlobalId('Collection', collection.id),
    backendId: (collection) => collection.id,
    isWorkspace: (collection) => collection.is_workspace ?? null,
    library: (collection, _args, ctx) =>
      collection.libraryId ? ctx.loaders.digitalAsset.libraryById.load(collection.libraryId) : null,
    assets: (collection, args, ctx) =>
      digitalAssetConnection(ctx, args, {
        list: 'collection.assets',
        shape: { collectionId: collection.id },
        fetch: (page, per) => ctx.api.digitalAsset.listCollectionAssets(collection.id, page, per),
        prime: primeAsset(ctx),
      }),
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
