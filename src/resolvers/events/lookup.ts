// Refetches events by id. The feed has no get-by-id, so an event's global id carries its timestamp:
// a batch of references is answered by one forward read of the stream from the earliest hour among
// them, page after page, until every event is found or the stream has passed the latest timestamp.
import { newLoader } from '../../loaders/concurrency.js';
import type DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import type { WmEvent } from '../../datasources/work-management/types.js';
import { eventTimestamp } from './stream.js';

const PAGE_SIZE = 10_000;
/** Most stream pages one batch reads (100,000 events). */
const MAX_PAGES = 10;

const loaders = new WeakMap<object, DataLoader<string, WmEvent | null>>();

/** Keys are `eventId@timestamp`. */
function createEventLoader(ctx: GatewayContext): DataLoader<string, WmEvent | null> {
  return newLoader<string, WmEvent | null>(async (keys) => {
    const wanted = keys.map((key) => {
      const at = key.lastIndexOf('@');
      return { eventId: key.slice(0, at), time: new Date(key.slice(at + 1)).getTime() };
    });
    const valid = wanted.filter((w) => !Number.isNaN(w.time));
    const found = new Map<string, WmEvent>();
    if (valid.length > 0) {
      const earliest = Math.min(...valid.map((w) => w.time));
      const latest = new Date(Math.max(...valid.map((w) => w.time))).toISOString();
      const missing = new Set(valid.map((w) => w.eventId));
      const since = new Date(Math.floor(earliest / 3_600_000) * 3_600_000).toISOString();
      let page = await ctx.api.workManagement.listEvents({ since, maxCount: PAGE_SIZE });
      for (let read = 1; ; read++) {
        for (const event of page.data) {
          if (missing.delete(event.eventId)) found.set(event.eventId, event);
        }
        const last = page.data[page.data.length - 1];
        const lastAt = last ? eventTimestamp(last) : null;
        if (missing.size === 0 || !page.moreAvailable || read >= MAX_PAGES || (lastAt !== null && lastAt > latest)) break;
        page = await ctx.api.workManagement.listEvents({ streamPosition: page.nextStreamPosition, maxCount: PAGE_SIZE });
      }
    }
    return wanted.map((w) => found.get(w.eventId) ?? null);
  });
}

export function findEvent(ctx: GatewayContext, eventId: string, timestamp: string): Promise<WmEvent | null> {
  // One loader per request: the loaders object is renewed with every request (and subscription event).
  let loader = loaders.get(ctx.loaders);
  if (!loader) {
    loader = createEventLoader(ctx);
    loaders.set(ctx.loaders, loader);
  }
  return loader.load(`${eventId}@${timestamp}`);
}
