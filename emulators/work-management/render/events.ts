// Wire shape of an event of the event-reporting feed (eventTimestamp spelled as in Document 2;
// objectIdStr added for ids beyond 2^53; epoch ms timestamps with numericDates).
import { MAX_SAFE_ID, isoSeconds } from '../ids.js';
import type { StoredEvent } from '../model.js';

export function renderEvent(event: StoredEvent, numericDates: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {
    eventId: event.eventId,
    objectType: event.objectType,
    action: event.action,
    objectId: event.objectId,
  };
  if (event.objectId > MAX_SAFE_ID) out.objectIdStr = event.objectId.toString();
  out.eventTimestamp = numericDates ? event.timestampMs : isoSeconds(event.timestampMs);
  out.userId = event.userId;
  out.requestUserId = event.requestUserId;
  if (event.accessTokenName) out.accessTokenName = event.accessTokenName;
  out.source = event.source;
  out.additionalDetails = { ...event.additionalDetails };
  return out;
}
