// Digital-asset webhook subscriptions in the graph: the assetWebhooks list, createAssetWebhook
// (callback URL checked for public reachability before any call) and deleteAssetWebhook; refusals
// come back in the payloads' userErrors.
import { callbackUrlProblem } from '../../webhooks/callback-url.js';
import type { DaWebhook } from '../../datasources/digital-asset/types.js';
import type { AssetWebhookEventType } from '../../datasources/digital-asset/webhooks-api.js';
import { badUserInput } from '../../graphql-errors.js';
import { ChangeKind, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import type { GatewayContext } from '../../context.js';
import { wholeListConnection } from '../connections.js';
import { enumValue } from '../enums.js';
import { withMutationUserErrors } from '../user-errors.js';

/** The service's asset event types, each a kind of change. */
const EVENT_TYPES: Readonly<Record<ChangeKind, AssetWebhookEventType>> = {
  [ChangeKind.Created]: 'asset.create',
  [ChangeKind.Updated]: 'asset.update',
  [ChangeKind.Deleted]: 'asset.delete',
};
const CHANGE_KINDS = Object.fromEntries(Object.entries(EVENT_TYPES).map(([kind, type]) => [type, kind])) as Record<
  string,
  ChangeKind
>;

/** The change kind of a service event type (`asset.update` -> UPDATED); undefined for one the graph does not know. */
export function changeKindOf(eventType: string): ChangeKind | undefined {
  return CHANGE_KINDS[eventType];
}

/** Longest callback URL accepted (a common limit of HTTP clients and proxies). */
const MAX_CALLBACK_URL_LENGTH = 2048;

/** A subscription by id, or null when it does not exist. */
export function fetchAssetWebhook(id: string, ctx: GatewayContext): Promise<DaWebhook | null> {
  return nullIfNotFound(() => ctx.api.digitalAssetWebhooks.getWebhook(id));
}

export const webhookResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Query: {
    // The service lists every subscription in one answer.
    assetWebhooks: (_root, args, ctx) =>
      wholeListConnection(ctx, args, { list: 'assetWebhooks' }, () => ctx.api.digitalAssetWebhooks.listWebhooks()),
  },

  Mutation: {
    createAssetWebhook: async (_root, { input }, ctx) => {
      const libraryId = readId(input.libraryId, 'Library', 'input.libraryId');
      const callbackUrl = input.callbackUrl.trim();
      if (callbackUrl.length > MAX_CALLBACK_URL_LENGTH)
        throw badUserInput(
          `"input.callbackUrl" may be at most ${MAX_CALLBACK_URL_LENGTH} characters`,
          'input.callbackUrl',
        );
      const problem = callbackUrlProblem(callbackUrl, { allowLoopback: ctx.allowLoopbackCallbacks });
      if (problem) throw badUserInput(`"input.callbackUrl" ${problem}`, 'input.callbackUrl');
      const webhook = await ctx.api.digitalAssetWebhooks.createWebhook(
        libraryId,
        EVENT_TYPES[input.changeKind],
        callbackUrl,
      );
      ctx.webhooksMade?.assetWebhook(webhook);
      return { webhook, userErrors: [] };
    },
    deleteAssetWebhook: async (_root, { input }, ctx) => {
      const id = readId(input.id, 'AssetWebhook', 'input.id');
      await ctx.api.digitalAssetWebhooks.deleteWebhook(id);
      return { deletedAssetWebhookId: toGlobalId('AssetWebhook', id), userErrors: [] };
    },
  },

  AssetWebhook: {
    id: (hook) => toGlobalId('AssetWebhook', hook.id),
    backendId: (hook) => hook.id,
    changeKind: (hook, _args, ctx) =>
      enumValue(ChangeKind, changeKindOf(hook.event_type) ?? hook.event_type, {
        field: 'AssetWebhook.changeKind',
        ctx,
      }),
    library: (hook, _args, ctx) => ctx.loaders.digitalAsset.libraryById.load(hook.resource_key),
    callbackUrl: (hook) => hook.callback_url,
  },
});
