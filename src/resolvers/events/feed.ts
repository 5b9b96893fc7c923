// Resolvers of the event feed: a forward-only connection over stream positions, and event fields.
import { badUserInput } from '../../errors.js';
import { WM_MAX_EVENT_COUNT } from '../../datasources/work-management/api.js';
import type { WmEvent } from '../../datasources/work-management/types.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { tokenConnection } from '../../relay/connection.js';
import { toGlobalId } from '../../relay/global-id.js';
import { connectionContext } from '../connections.js';
import { dateTimeOrNull, enumOrNull, idOrNull } from '../values.js';

const EVENT_SOURCES = ['WEB_APP', 'API_INTEGRATED_APP', 'API_UNDEFINED_APP', 'UNKNOWN'] as const;

/** The event's timestamp, whichever spelling the service used. */
export function eventTimestamp(event: WmEvent): string | null {
  return dateTimeOrNull(event.eventTimestamp ?? event.eventTimeStamp);
}

export const eventResolvers: Resolvers = {
  Query: {
    events: (_root, args, ctx) => {
      const { since, streamPosition, to, managedPlanId } = args;
      if (args.after == null) {
        if (since != null && streamPosition != null) throw badUserInput('Pass either "since" or "streamPosition", not both', 'since');
        if (since == null && streamPosition == null) throw badUserInput('Pass "since" or "streamPosition" to say where the stream starts', 'since');
      }
      if (to != null && since == null) throw badUserInput('"to" needs "since"', 'to');
      const sinceIso = since?.toISOString();
      const toIso = to?.toISOString();
      const binding = connectionContext(ctx, 'events', { since: sinceIso, streamPosition, to: toIso, managedPlanId });
      return tokenConnection(args, binding, {
        maxPageSize: WM_MAX_EVENT_COUNT,
        fetchPage: async (token, pageSize) => {
          const start = token !== null ? { streamPosition: token } : sinceIso ? { since: sinceIso, to: toIso } : { streamPosition: streamPosition ?? undefined };
          const result = await ctx.api.workManagement.listEvents({ ...start, maxCount: pageSize, managedPlanId: managedPlanId ?? undefined });
          const nextToken = result.moreAvailable ? result.nextStreamPosition : null;
          if (!toIso) return { items: result.data, nextToken };
          // Pages after the first are read by stream position, which has no `to`: the window ends here.
          const inWindow = result.data.filter((e) => (eventTimestamp(e) ?? '') <= toIso);
          return { items: inWindow, nextToken: inWindow.length < result.data.length ? null : nextToken };
        },
      });
    },
  },
  Event: {
    id: (event) => toGlobalId('Event', event.eventId, eventTimestamp(event) ?? ''),
    eventType: (event) => `${event.objectType} - ${event.action}`,
    objectId: (event) => idOrNull(event.objectIdStr ?? event.objectId),
    timestamp: (event) => eventTimestamp(event) ?? new Date(0).toISOString(),
    userId: (event) => idOrNull(event.userId),
    user: (event, _args, ctx) => (event.userId != null ? ctx.loaders.workManagement.userById.load(String(event.userId)) : null),
    requestUserId: (event) => idOrNull(event.requestUserId),
    requestUser: (event, _args, ctx) => (event.requestUserId != null ? ctx.loaders.workManagement.userById.load(String(event.requestUserId)) : null),
    accessTokenName: (event) => event.accessTokenName ?? null,
    source: (event) => enumOrNull(event.source, EVENT_SOURCES) ?? 'UNKNOWN',
    rawSource: (event) => event.source ?? null,
    additionalDetails: (event) => event.additionalDetails ?? null,
  },
};
