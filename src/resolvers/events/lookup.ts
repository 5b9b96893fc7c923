// Refetches events by id: an event's global id carries its timestamp, which the event loader
// (src/loaders/events.ts) reads the stream from.
import { eventKey } from '../../composite-keys.js';
import type { GatewayContext } from '../../context.js';
import type { WmEvent } from '../../datasources/work-management/types.js';

export function findEvent(ctx: GatewayContext, eventId: string, timestamp: string): Promise<WmEvent | null> {
  return ctx.loaders.workManagement.eventByKey.load(eventKey(eventId, timestamp));
}
