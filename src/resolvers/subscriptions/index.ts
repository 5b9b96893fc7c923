// Subscription resolvers: each checks that the subscriber can read what it listens to, then
// listens on the pub/sub topic the webhook receivers publish to; every delivery reads afresh.
import type { GatewayContext } from '../../context.js';
import { AssetEventType, ChangeEventType, type Resolvers, SeatType, SheetChangeObjectType } from '../../generated/resolvers-types.js';
import { forbidden, notFound } from '../../graphql-errors.js';
import { readId } from '../../relay/global-id.js';
import { TOPICS } from '../../subscriptions/pubsub.js';
import { dateTimeOrNull, idOrNull } from '../values.js';
import { enumValue } from '../enums.js';

/** The digital-asset event names as the schema's AssetEventType. */
const ASSET_EVENTS: Readonly<Record<string, AssetEventType>> = { 'asset.create': AssetEventType.Create, 'asset.update': AssetEventType.Update, 'asset.delete': AssetEventType.Delete };

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
        if (!(await ctx.loaders.workManagement.sheetById.load(id))) throw notFound('The sheet does not exist or is not visible');
        return ctx.pubsub.subscribe(TOPICS.sheet(id)) as AsyncIterable<never>;
      },
      resolve: fresh as never,
    },
    assetChanged: {
      subscribe: async (_root, { libraryId }, ctx) => {
        const id = readId(libraryId, 'Library', 'libraryId');
        if (!(await ctx.loaders.digitalAsset.libraryById.load(id))) throw notFound('The library does not exist or is not visible');
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
    timestamp: (change) => dateTimeOrNull(change.timestamp) ?? new Date().toISOString(),
    events: (change) => change.events.map((event) => ({ sheetId: change.sheetId, event })),
  },
  SheetChangeEvent: {
    objectType: ({ event }, _args, ctx) => enumValue(SheetChangeObjectType, event.objectType, { field: 'SheetChangeEvent.objectType', ctx }),
    eventType: ({ event }, _args, ctx) => enumValue(ChangeEventType, event.eventType, { field: 'SheetChangeEvent.eventType', ctx }),
    id: ({ event }) => idOrNull(event.id),
    rowId: ({ event }) => idOrNull(event.rowId ?? (event.objectType === 'row' ? event.id : undefined)),
    columnId: ({ event }) => idOrNull(event.columnId),
    userId: ({ event }) => idOrNull(event.userId),
    timestamp: ({ event }) => dateTimeOrNull(event.timestamp),
    changeAgent: ({ event }) => (event.changeAgent ? event.changeAgent.split(',').map((s) => s.trim()).filter(Boolean) : null),
    row: ({ sheetId, event }, _args, ctx) => {
      const rowId = event.rowId ?? (event.objectType === 'row' ? event.id : undefined);
      if (rowId === undefined || event.eventType === 'deleted') return null;
      return ctx.loaders.workManagement.rowByKey.load(`${sheetId}:${String(rowId)}`);
    },
  },
  AssetChange: {
    asset: (change, _args, ctx) => (change.eventType === 'asset.delete' ? null : ctx.loaders.digitalAsset.assetById.load(change.assetId)),
    eventType: (change, _args, ctx) => enumValue(AssetEventType, ASSET_EVENTS[change.eventType] ?? change.eventType, { field: 'AssetChange.eventType', ctx }) as AssetEventType,
  },
  SeatTypeChange: {
    user: (change, _args, ctx) => ctx.loaders.workManagement.userById.load(change.userId),
    seatType: (change, _args, ctx) => enumValue(SeatType, change.seatType, { field: 'SeatTypeChange.seatType', ctx }),
    provisionalExpirationDate: (change) => dateTimeOrNull(change.provisionalExpirationDate),
    timestamp: (change) => dateTimeOrNull(change.timestamp) ?? new Date().toISOString(),
  },
};
