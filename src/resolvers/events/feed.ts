// Resolvers of the event feeds (admin `events`, `filteredEvents`, `Sheet.events`,
// `Workspace.events`) and of the event's own fields.
import { EventSource, type Resolvers } from '../../generated/resolvers-types.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import { readPlanId } from '../work/plans.js';
import { eventTimestamp } from '../../events/timestamp.js';
import { streamConnection } from './stream.js';
import { enumValue } from '../enums.js';

export { eventTimestamp };

export const eventResolvers: Resolvers = {
  Query: {
    events: (_root, args, ctx) => {
      const managedPlanId = args.managedPlanId ? readPlanId(args.managedPlanId, 'managedPlanId') : undefined;
      return streamConnection(ctx, 'events', { managedPlanId }, args, args, (start, maxCount) =>
        ctx.api.workManagement.listEvents({ ...start, maxCount, managedPlanId }),
      );
    },
    filteredEvents: (_root, args, ctx) => {
      const sheetIds = args.sheetIds?.map((id, i) => readId(id, 'Sheet', `sheetIds.${i}`));
      const workspaceIds = args.workspaceIds?.map((id, i) => readId(id, 'Workspace', `workspaceIds.${i}`));
      return streamConnection(ctx, 'filteredEvents', { sheetIds, workspaceIds }, args, args, (start, maxCount) =>
        ctx.api.workManagement.listFilteredEvents({ ...start, sheetIds, workspaceIds, maxCount }),
      );
    },
  },
  Sheet: {
    events: (sheet, args, ctx) => {
      const sheetIds = [String(sheet.id)];
      return streamConnection(ctx, 'sheet.events', { sheetIds }, args, { since: args.since }, (start, maxCount) =>
        ctx.api.workManagement.listFilteredEvents({ ...start, sheetIds, maxCount }),
      );
    },
  },
  Workspace: {
    events: (workspace, args, ctx) => {
      const workspaceIds = [String(workspace.id)];
      return streamConnection(
        ctx,
        'workspace.events',
        { workspaceIds },
        args,
        { since: args.since },
        (start, maxCount) => ctx.api.workManagement.listFilteredEvents({ ...start, workspaceIds, maxCount }),
      );
    },
  },
  Event: {
    id: (event) => toGlobalId('Event', event.eventId, eventTimestamp(event) ?? ''),
    backendId: (event) => event.eventId,
    eventType: (event) => `${event.objectType} - ${event.action}`,
    timestamp: (event) => eventTimestamp(event) ?? new Date(0).toISOString(),
    user: (event, _args, ctx) =>
      event.userId != null ? ctx.loaders.workManagement.userById.load(String(event.userId)) : null,
    requestUser: (event, _args, ctx) =>
      event.requestUserId != null ? ctx.loaders.workManagement.userById.load(String(event.requestUserId)) : null,
    accessTokenName: (event) => event.accessTokenName ?? null,
    source: (event, _args, ctx) =>
      enumValue(EventSource, event.source, { field: 'Event.source', ctx }) ?? EventSource.Unknown,
    rawSource: (event) => event.source ?? null,
    additionalDetails: (event) => event.additionalDetails ?? null,
  },
};
