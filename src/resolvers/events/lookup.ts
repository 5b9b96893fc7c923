// Refetches one event by id. The feed has no get-by-id, so the event's global id carries its
// timestamp and the lookup reads the stream from that hour on, a bounded number of pages.
import type { GatewayContext } from '../../context.js';
import type { WmEvent } from '../../datasources/work-management/types.js';
import { eventTimestamp } from './feed.js';

const PAGE_SIZE = 10_000;
const MAX_PAGES = 3;

export async function findEvent(ctx: GatewayContext, eventId: string, timestamp: string): Promise<WmEvent | null> {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return null;
  const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();
  let page = await ctx.api.workManagement.listEvents({ since: hour, maxCount: PAGE_SIZE });
  for (let read = 1; ; read++) {
    const found = page.data.find((e) => e.eventId === eventId);
    if (found) return found;
    const last = page.data[page.data.length - 1];
    const lastAt = last ? eventTimestamp(last) : null;
    if (!page.moreAvailable || read >= MAX_PAGES || (lastAt !== null && lastAt > at.toISOString())) return null;
    page = await ctx.api.workManagement.listEvents({ streamPosition: page.nextStreamPosition, maxCount: PAGE_SIZE });
  }
}
