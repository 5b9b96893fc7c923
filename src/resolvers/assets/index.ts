// The digital-asset domain's resolvers and node fetchers.
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { NodeFetchers } from '../node-registry.js';
import { containerResolvers } from './containers.js';
import { assetCustomFieldResolvers } from './custom-fields.js';
import { assetResolvers } from './libraries.js';
import { uploadResolvers } from './uploads.js';
import { fetchAssetWebhook, webhookResolvers } from './webhooks.js';

export const assetDomainResolvers: Resolvers[] = [
  assetResolvers,
  containerResolvers,
  uploadResolvers,
  webhookResolvers,
  assetCustomFieldResolvers,
];

export const assetNodeFetchers: NodeFetchers = {
  Organization: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.organizationById.load(id as string) },
  Library: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.libraryById.load(id as string) },
  Section: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.sectionById.load(id as string) },
  Collection: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.collectionById.load(id as string) },
  Asset: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.assetById.load(id as string) },
  AssetAttachment: { arity: 1, fetch: ([id], ctx) => ctx.loaders.digitalAsset.attachmentById.load(id as string) },
  AssetWebhook: { arity: 1, fetch: ([id], ctx) => fetchAssetWebhook(id as string, ctx) },
};
