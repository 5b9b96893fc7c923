// The time of an event, whichever spelling of the property the service used, as an ISO 8601 string.
import type { WmEvent } from '../datasources/work-management/types.js';

/** The event's timestamp (`eventTimestamp`, or the `eventTimeStamp` some answers spell), or null when unreadable. */
export function eventTimestamp(event: WmEvent): string | null {
  const value = event.eventTimestamp ?? event.eventTimeStamp;
  if (value == null || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
