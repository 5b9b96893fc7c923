// The event feed's resolvers and node fetchers.
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { NodeFetchers } from '../node-registry.js';
import { eventDetailsResolvers } from './details.js';
import { eventResolvers } from './feed.js';
import { eventObjectResolvers } from './object.js';
import { findEvent } from './lookup.js';

export const eventDomainResolvers: Resolvers[] = [eventResolvers, eventDetailsResolvers, eventObjectResolvers];

export const eventNodeFetchers: NodeFetchers = {
  Event: { arity: 2, fetch: ([eventId, timestamp], ctx) => findEvent(ctx, eventId as string, timestamp as string) },
};
