// Refetches events by id. The feed has no get-by-id, so an event's global id carries its timestamp:
// a batch of references is answered by one forward read of the stream from the earliest hour among
// them, page after page, until every event is found or the stream has passed the latest timestamp.
import type DataLoader from 'dataloader';
import { walkEventStream } from '../datasources/page-walks.js';
import type { WorkManagementApi } from '../datasources/work-management/api.js';
import type { WmEvent } from '../datasources/work-management/types.js';
import { eventTimestamp } from '../events/timestamp.js';
import { parseEventKey, type EventKey } from '../composite-keys.js';
import { newLoader, type LoaderPlan } from './loader-kit.js';

const PAGE_SIZE = 10_000;
/** Most stream pages one batch reads (100,000 events). */
const MAX_PAGES = 10;
const HOUR_MS = 3_600_000;

/** Events by `eventId@timestamp`; an unknown or unreadable reference is null. */
export function createEventLoader(api: WorkManagementApi, plan: LoaderPlan): DataLoader<EventKey, WmEvent | null> {
  return newLoader<EventKey, WmEvent | null>(plan, async (keys) => {
    const wanted = keys.map((key) => {
      const { eventId, timestamp } = parseEventKey(key);
      return { eventId, time: new Date(timestamp).getTime() };
    });
    const valid = wanted.filter((w) => !Number.isNaN(w.time));
    const found = new Map<string, WmEvent>();
    if (valid.length > 0) {
      const earliest = Math.min(...valid.map((w) => w.time));
      const latest = new Date(Math.max(...valid.map((w) => w.time))).toISOString();
      const missing = new Set(valid.map((w) => w.eventId));
      const since = new Date(Math.floor(earliest / HOUR_MS) * HOUR_MS).toISOString();
      const pages = walkEventStream((position) =>
        api.listEvents(
          position === null ? { since, maxCount: PAGE_SIZE } : { streamPosition: position, maxCount: PAGE_SIZE },
        ),
      );
      let read = 0;
      for await (const events of pages) {
        read++;
        for (const event of events) {
          if (missing.delete(event.eventId)) found.set(event.eventId, event);
        }
        const last = events[events.length - 1];
        const lastAt = last ? eventTimestamp(last) : null;
        if (missing.size === 0 || read >= MAX_PAGES || (lastAt !== null && lastAt > latest)) break;
      }
    }
    return wanted.map((w) => found.get(w.eventId) ?? null);
  });
}
