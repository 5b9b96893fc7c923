// Routes GET /events (System Admins only) and POST /filteredEvents (events of the sheets and
// workspaces the caller can see, optionally narrowed by sheetIds/workspaceIds).
import type { Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import type { WmErrors } from '../errors.js';
import {
  decodeStreamPosition,
  firstIndexAtOrAfter,
  parseIsoInstant,
  readStream,
  type StreamCursor,
} from '../event-stream.js';
import { idOf, parseId } from '../ids.js';
import type { StoredEvent } from '../model.js';
import { renderEvent } from '../render/events.js';
import type { WorkManagementStore } from '../store/store.js';
import { shownValue } from '../request/body.js';

type Lookup = (name: string) => string | undefined;

interface StreamParams {
  cursor: StreamCursor;
  maxCount: number;
  numericDates: boolean;
}

function readStreamParams(lookup: Lookup, errors: WmErrors, events: StoredEvent[]): StreamParams {
  const since = lookup('since');
  const streamPosition = lookup('streamPosition');
  const to = lookup('to');
  if (since !== undefined && streamPosition !== undefined) {
    throw errors.error(400, 1018, "Only one of the parameters 'since' and 'streamPosition' may be given.");
  }
  if (since === undefined && streamPosition === undefined) throw errors.missingParam('since or streamPosition');
  if (to !== undefined && since === undefined) throw errors.badParam('to', to);

  const rawMax = lookup('maxCount');
  let maxCount = 1000;
  if (rawMax !== undefined) {
    if (!/^\d+$/.test(rawMax) || Number(rawMax) < 1 || Number(rawMax) > 10_000)
      throw errors.badParam('maxCount', rawMax);
    maxCount = Number(rawMax);
  }
  const rawDates = lookup('numericDates');
  if (rawDates !== undefined && !/^(true|false)$/i.test(rawDates)) throw errors.badParam('numericDates', rawDates);
  const managedPlanId = lookup('managedPlanId');
  if (managedPlanId !== undefined && parseId(managedPlanId) === undefined)
    throw errors.badParam('managedPlanId', managedPlanId);

  let cursor: StreamCursor | undefined;
  if (since !== undefined) {
    const sinceMs = parseIsoInstant(since);
    if (sinceMs === undefined) throw errors.badParam('since', since);
    const toMs = to === undefined ? undefined : parseIsoInstant(to);
    if (to !== undefined && (toMs === undefined || toMs <= sinceMs)) throw errors.badParam('to', to);
    const index = firstIndexAtOrAfter(events, sinceMs);
    cursor = toMs === undefined ? { index } : { index, toMs };
  } else {
    cursor = decodeStreamPosition(streamPosition!, events.length);
    if (!cursor) throw errors.badParam('streamPosition', streamPosition!);
  }
  return { cursor, maxCount, numericDates: rawDates?.toLowerCase() === 'true' };
}

/** Reads a body attribute as query-like text; objects and arrays are invalid. */
function bodyValue(body: Record<string, unknown>, name: string, errors: WmErrors): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  throw errors.badParam(name, JSON.stringify(value));
}

function idList(body: Record<string, unknown>, name: string, errors: WmErrors): Set<bigint> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw errors.badParam(name, shownValue(value));
  return new Set(
    value.map((item: unknown) => {
      const id = idOf(item);
      if (id === undefined) throw errors.badParam(name, String(item));
      return id;
    }),
  );
}

export function eventRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  const events = store.data.events;
  return [
    {
      method: 'GET',
      template: '/events',
      handler: (req) => {
        if (!callerOf(store, req).admin) throw errors.forbidden();
        const params = readStreamParams((name) => req.query.get(name) ?? undefined, errors, events);
        const page = readStream(events, params.cursor, params.maxCount, () => true);
        return {
          body: {
            nextStreamPosition: page.nextStreamPosition,
            moreAvailable: page.moreAvailable,
            data: page.data.map((e) => renderEvent(e, params.numericDates)),
          },
        };
      },
    },
    {
      method: 'POST',
      template: '/filteredEvents',
      handler: (req) => {
        const caller = callerOf(store, req);
        if (req.body !== undefined && (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body))) {
          throw errors.error(400, 1008, 'Unable to parse request.');
        }
        const body = (req.body ?? {}) as Record<string, unknown>;
        const lookup: Lookup = (name) => bodyValue(body, name, errors) ?? req.query.get(name) ?? undefined;
        const params = readStreamParams(lookup, errors, events);
        const sheetIds = idList(body, 'sheetIds', errors);
        const workspaceIds = idList(body, 'workspaceIds', errors);
        const accept = (e: StoredEvent): boolean => {
          if (!store.eventVisible(caller, e)) return false;
          if (!sheetIds && !workspaceIds) return true;
          const { sheetId, workspaceId } = e.scope;
          return (
            (sheetId !== undefined && sheetIds?.has(sheetId) === true) ||
            (workspaceId !== undefined && workspaceIds?.has(workspaceId) === true)
          );
        };
        const page = readStream(events, params.cursor, params.maxCount, accept);
        return {
          body: {
            nextStreamPosition: page.nextStreamPosition,
            moreAvailable: page.moreAvailable,
            data: page.data.map((e) => renderEvent(e, params.numericDates)),
          },
        };
      },
    },
  ];
}
