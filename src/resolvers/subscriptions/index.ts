// Subscription resolvers: each checks that the subscriber can read what it listens to, then
// listens on the pub/sub topic the webhook receivers publish to; every delivery reads afresh.
import { rowKey } from '../../composite-keys.js';
import type { GatewayContext } from '../../context.js';
import { ChangeKind, type Resolvers, SeatType, SheetChangeObjectType } from '../../generated/resolvers-types.js';
import { forbidden, notFound } from '../../graphql-errors.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import { TOPICS } from '../../subscriptions/pubsub.js';
import { enumValue } from '../enums.js';
import { tagged } from '../node-registry.js';
import { typeOfReference } from '../work/references.js';
import { dateTimeOrNull } from '../values.js';
import {
  assetChangeId,
  changedObject,
  changedRowId,
  deletedObjectId,
  seatTypeChangeId,
  sheetChangeEventId,
} from './change-events.js';

export { changeEventNodeFetchers } from './change-events.js';

/** The digital-asset event names as the work-management spelling of ChangeKind (one enum per concept). */
const ASSET_CHANGE_KINDS: Readonly<Record<string, ChangeKind>> = {
  'asset.create': ChangeKind.Created,
  'asset.update': ChangeKind.Updated,
  'asset.delete': ChangeKind.Deleted,
};

/** Passes each payload through after renewing the context's loaders. */
const fresh = <T>(payload: T, _args: unknown, ctx: GatewayContext): T => {
  ctx.renew();
  return payload;
};

export const subscriptionResolvers: Resolvers = {
  Subscription: {
    sheetChanged: {
      subscribe: async (_root, { sheetId }, ctx) => {
        const id = readId(sheetId, 'Sheet', 'sheetId');
        if (!(await ctx.loaders.workManagement.sheetById.load(id)))
          throw notFound('The sheet does not exist or is not visible');
        return ctx.pubsub.subscribe(TOPICS.sheet(id)) as AsyncIterable<never>;
      },
      resolve: fresh as never,
    },
    assetChanged: {
      subscribe: async (_root, { libraryId }, ctx) => {
        const id = readId(libraryId, 'Library', 'libraryId');
        if (!(await ctx.loaders.digitalAsset.libraryById.load(id)))
          throw notFound('The library does not exist or is not visible');
        return ctx.pubsub.subscribe(TOPICS.library(id)) as AsyncIterable<never>;
      },
      resolve: fresh as never,
    },
    userSeatTypeChanged: {
      subscribe: async (_root, _args, ctx) => {
        const me = await ctx.api.workManagement.getCurrentUser();
        if (!me.admin) throw forbidden('Seat type changes are for System Admins');
        return ctx.pubsub.subscribe(TOPICS.seatTypes) as AsyncIterable<never>;
      },
      resolve: fresh as never,
    },
  },
  SheetChange: {
    sheet: (change, _args, ctx) => ctx.loaders.workManagement.sheetById.load(change.sheetId),
    webhook: (change, _args, ctx) => nullIfNotFound(() => ctx.api.workManagementWebhooks.getWebhook(change.webhookId)),
    timestamp: (change) => dateTimeOrNull(change.timestamp) ?? new Date().toISOString(),
    events: (change) => change.events.map((event) => ({ sheetId: change.sheetId, event })),
  },
  SheetChangeEvent: {
    id: (model) => sheetChangeEventId(model),
    objectType: ({ event }, _args, ctx) =>
      enumValue(SheetChangeObjectType, event.objectType, { field: 'SheetChangeEvent.objectType', ctx }),
    kind: ({ event }, _args, ctx) => enumValue(ChangeKind, event.eventType, { field: 'SheetChangeEvent.kind', ctx }),
    object: (model, _args, ctx, info) => changedObject(model, info, ctx) as never,
    deletedObjectId: (model) => deletedObjectId(model),
    row: ({ sheetId, event }, _args, ctx) => {
      const rowId = changedRowId(event);
      if (rowId === null || event.eventType === ChangeKind.Deleted) return null;
      return ctx.loaders.workManagement.rowByKey.load(rowKey(sheetId, rowId));
    },
    user: ({ event }, _args, ctx) =>
      event.userId === undefined ? null : ctx.loaders.workManagement.userById.load(String(event.userId)),
    timestamp: ({ event }) => dateTimeOrNull(event.timestamp),
    changeAgent: ({ event }) =>
      event.changeAgent
        ? event.changeAgent
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : null,
  },
  SheetChangeObject: {
    __resolveType: (object) => typeOfReference(object) as never,
  },
  AssetChange: {
    id: (change) => assetChangeId(change),
    kind: (change, _args, ctx) =>
      enumValue(ChangeKind, ASSET_CHANGE_KINDS[change.eventType] ?? change.eventType, {
        field: 'AssetChange.kind',
        ctx,
      }),
    library: (change, _args, ctx) => ctx.loaders.digitalAsset.libraryById.load(change.libraryId),
    asset: (change, _args, ctx) =>
      change.eventType === 'asset.delete' ? null : ctx.loaders.digitalAsset.assetById.load(change.assetId),
    deletedAssetId: (change) => (change.eventType === 'asset.delete' ? toGlobalId('Asset', change.assetId) : null),
  },
  SeatTypeChange: {
    id: (change) => seatTypeChangeId(change),
    user: (change, _args, ctx) => ctx.loaders.workManagement.userById.load(change.userId),
    plan: (change) => tagged('Plan', { id: change.planId }),
    seatType: (change, _args, ctx) => enumValue(SeatType, change.seatType, { field: 'SeatTypeChange.seatType', ctx }),
    provisionalExpirationDate: (change) => dateTimeOrNull(change.provisionalExpirationDate),
    timestamp: (change) => dateTimeOrNull(change.timestamp) ?? new Date().toISOString(),
  },
};
