// Digital-asset webhook subscriptions in the graph: the assetWebhooks list, createAssetWebhook
// (callback URL checked for public reachability before any call) and deleteAssetWebhook.
import { DA_MAX_PAGE_SIZE } from '../../datasources/digital-asset/api.js';
import { callbackUrlProblem } from '../../webhooks/callback-url.js';
import type { DaWebhook } from '../../datasources/digital-asset/types.js';
import type { AssetWebhookEventType as RestEventType } from '../../datasources/digital-asset/webhooks-api.js';
import { badUserInput } from '../../graphql-errors.js';
import { AssetWebhookEventType, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { randomAccessConnection } from '../../relay/connection.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import type { GatewayContext } from '../../context.js';
import { connectionContext } from '../connections.js';
import { enumValue } from '../enums.js';

const TO_REST: Readonly<Record<AssetWebhookEventType, RestEventType>> = {
  [AssetWebhookEventType.AssetCreate]: 'asset.create',
  [AssetWebhookEventType.AssetUpdate]: 'asset.update',
  [AssetWebhookEventType.AssetDelete]: 'asset.delete',
};
const FROM_REST = Object.fromEntries(Object.entries(TO_REST).map(([k, v]) => [v, k])) as Record<string, AssetWebhookEventType>;

/** Longest callback URL accepted (a common limit of HTTP clients and proxies). */
const MAX_CALLBACK_URL_LENGTH = 2048;

/** A subscription by id, or null when it does not exist. */
export function fetchAssetWebhook(id: string, ctx: GatewayContext): Promise<DaWebhook | null> {
  return nullIfNotFound(() => ctx.api.digitalAssetWebhooks.getWebhook(id));
}

export const webhookResolvers: Resolvers = {
  Query: {
    assetWebhooks: (_root, args, ctx) => {
      // The service lists every subscription in one answer: read once, windowed here.
      let all: Promise<DaWebhook[]> | undefined;
      return randomAccessConnection(args, connectionContext(ctx, 'assetWebhooks'), {
        maxPageSize: DA_MAX_PAGE_SIZE,
        fetchPage: async (page, size) => {
          const hooks = await (all ??= ctx.api.digitalAssetWebhooks.listWebhooks());
          return { items: hooks.slice((page - 1) * size, page * size), total: hooks.length, hasNext: null };
        },
      });
    },
  },

  Mutation: {
    createAssetWebhook: async (_root, { input }, ctx) => {
      const libraryId = readId(input.libraryId, 'Library', 'input.libraryId');
      const callbackUrl = input.callbackUrl.trim();
      if (callbackUrl.length > MAX_CALLBACK_URL_LENGTH) throw badUserInput(`"input.callbackUrl" may be at most ${MAX_CALLBACK_URL_LENGTH} characters`, 'input.callbackUrl');
      const problem = callbackUrlProblem(callbackUrl, { allowLoopback: ctx.allowLoopbackCallbacks });
      if (problem) throw badUserInput(`"input.callbackUrl" ${problem}`, 'input.callbackUrl');
      const webhook = await ctx.api.digitalAssetWebhooks.createWebhook(libraryId, TO_REST[input.eventType], callbackUrl);
      return { webhook };
    },
    deleteAssetWebhook: async (_root, { input }, ctx) => {
      const id = readId(input.id, 'AssetWebhook', 'input.id');
      await ctx.api.digitalAssetWebhooks.deleteWebhook(id);
      return { deletedAssetWebhookId: toGlobalId('AssetWebhook', id) };
    },
  },

  AssetWebhook: {
    id: (hook) => toGlobalId('AssetWebhook', hook.id),
    webhookId: (hook) => hook.id,
    eventType: (hook, _args, ctx) => enumValue(AssetWebhookEventType, FROM_REST[hook.event_type] ?? hook.event_type, { field: 'AssetWebhook.eventType', ctx }),
    libraryId: (hook) => hook.resource_key,
    library: (hook, _args, ctx) => ctx.loaders.digitalAsset.libraryById.load(hook.resource_key),
    callbackUrl: (hook) => hook.callback_url,
  },
};
