// The event stream as a forward-only connection: shared by the admin feed, the filtered feed and
// the per-sheet and per-workspace event lists.
import type { GatewayContext } from '../../context.js';
import { WM_MAX_EVENT_COUNT } from '../../datasources/work-management/api.js';
import type { WmEvent, WmStreamResult } from '../../datasources/work-management/types.js';
import { badUserInput } from '../../graphql-errors.js';
import { eventTimestamp } from '../../events/timestamp.js';
import type { Connection, ConnectionArgs } from '../../relay/connection.js';
import { forwardConnection } from '../connections.js';

/** Where a stream read starts: from a time, or from a position an earlier read returned. */
export interface StreamStart {
  since?: Date | null;
  streamPosition?: string | null;
  to?: Date | null;
}

/** Reads one page of a stream: from `start` on the first page, from `streamPosition` afterwards. */
export type StreamReader = (
  start: { since?: string; to?: string; streamPosition?: string },
  maxCount: number,
) => Promise<WmStreamResult<WmEvent>>;

/** Checks `since` xor `streamPosition` (needed unless continuing after a cursor) and `to` needs `since`. */
export function checkStreamStart(start: StreamStart, continuing: boolean): void {
  if (!continuing) {
    if (start.since != null && start.streamPosition != null)
      throw badUserInput('Pass either "since" or "streamPosition", not both', 'since');
    if (start.since == null && start.streamPosition == null)
      throw badUserInput('Pass "since" or "streamPosition" to say where the stream starts', 'since');
  }
  if (start.to != null && start.since == null) throw badUserInput('"to" needs "since"', 'to');
}

/** A connection over a stream; the cursor carries the stream position and the index in its page. */
export function streamConnection(
  ctx: GatewayContext,
  list: string,
  shape: Record<string, unknown>,
  args: ConnectionArgs,
  start: StreamStart,
  read: StreamReader,
): Promise<Connection<WmEvent>> {
  checkStreamStart(start, args.after != null);
  const since = start.since?.toISOString();
  const to = start.to?.toISOString();
  // The stream's own page limit (maxCount 10,000) is the cap: audit exports read large pages.
  const name = {
    list,
    shape: { ...shape, since, streamPosition: start.streamPosition, to },
    maxFirst: Math.max(ctx.relay.maxFirst, WM_MAX_EVENT_COUNT),
  };
  return forwardConnection(ctx, args, name, {
    maxPageSize: WM_MAX_EVENT_COUNT,
    fetchPage: async (token, pageSize) => {
      const from =
        token !== null
          ? { streamPosition: token }
          : since
            ? { since, to }
            : { streamPosition: start.streamPosition ?? undefined };
      const result = await read(from, pageSize);
      const nextToken = result.moreAvailable ? result.nextStreamPosition : null;
      if (!to) return { items: result.data, nextToken };
      // Later pages are read by stream position; cut the window at `to` whatever the service does.
      const inWindow = result.data.filter((e) => (eventTimestamp(e) ?? '') <= to);
      return { items: inWindow, nextToken: inWindow.length < result.data.length ? null : nextToken };
    },
  });
}
