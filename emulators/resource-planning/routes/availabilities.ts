// Availability routes under /users/{user_id}: time blocks that deviate from the normal work week.
// Dates YYYY-MM-DD with ends_at >= starts_at, hours 0-24 per weekday, no overlap with the user's
// other blocks. Changing them never touches assignments.
import type { Route } from '../../kit/http-emulator.js';
import { availabilityOf, DAY_KEYS, type RpAvailability } from '../store/availability.js';
import { paginate } from '../envelope.js';
import { badRequest } from '../errors.js';
import { findByPathId, findUser } from '../ids.js';
import { bodyOf, nowStamp, optionalAmount, optionalDate } from '../request/field-readers.js';
import type { RpUser } from '../model.js';
import type { ResourcePlanningStore } from '../store/store.js';

function findBlock(store: ResourcePlanningStore, user: RpUser, raw: string | undefined): RpAvailability {
  return findByPathId(raw, 'Availability', (id) =>
    availabilityOf(store).items.find((a) => a.id === id && a.user_id === user.id),
  );
}

/** Applies the body to a draft, checks it, and returns it (nothing is stored on failure). */
function validated(
  store: ResourcePlanningStore,
  draft: RpAvailability,
  body: Record<string, unknown>,
  creating: boolean,
): RpAvailability {
  const startsAt = optionalDate(body, 'starts_at');
  const endsAt = optionalDate(body, 'ends_at');
  if (creating && (startsAt === undefined || endsAt === undefined))
    throw badRequest('starts_at and ends_at are required');
  const next: RpAvailability = { ...draft, starts_at: startsAt ?? draft.starts_at, ends_at: endsAt ?? draft.ends_at };
  for (const key of DAY_KEYS) {
    const hours = optionalAmount(body, key);
    if (hours !== undefined && hours > 24) throw badRequest(`${key} must be between 0 and 24 hours`);
    if (hours !== undefined) next[key] = hours;
  }
  if (next.ends_at < next.starts_at) throw badRequest('ends_at must not be before starts_at');
  const clash = availabilityOf(store).items.find(
    (a) => a.user_id === next.user_id && a.id !== next.id && a.starts_at <= next.ends_at && a.ends_at >= next.starts_at,
  );
  if (clash)
    throw badRequest(`the availability overlaps availability ${clash.id} (${clash.starts_at} to ${clash.ends_at})`);
  return next;
}

export function availabilityRoutes(store: ResourcePlanningStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/users/{user_id}/availabilities',
      handler: (req) => {
        const user = findUser(store, req.params.user_id);
        return {
          body: paginate(
            availabilityOf(store).items.filter((a) => a.user_id === user.id),
            req.path,
            req.query,
          ),
        };
      },
    },
    {
      method: 'POST',
      template: '/users/{user_id}/availabilities',
      handler: (req) => {
        const user = findUser(store, req.params.user_id);
        const state = availabilityOf(store);
        const at = nowStamp();
        const draft: RpAvailability = {
          id: 0,
          user_id: user.id,
          starts_at: '',
          ends_at: '',
          day0: 0,
          day1: 8,
          day2: 8,
          day3: 8,
          day4: 8,
          day5: 8,
          day6: 0,
          created_at: at,
          updated_at: at,
        };
        const block = validated(store, draft, bodyOf(req), true);
        block.id = state.nextId++;
        state.items.push(block);
        return { body: block };
      },
    },
    {
      method: 'GET',
      template: '/users/{user_id}/availabilities/{id}',
      handler: (req) => ({ body: findBlock(store, findUser(store, req.params.user_id), req.params.id) }),
    },
    {
      method: 'PUT',
      template: '/users/{user_id}/availabilities/{id}',
      handler: (req) => {
        const block = findBlock(store, findUser(store, req.params.user_id), req.params.id);
        const next = validated(store, block, bodyOf(req), false);
        Object.assign(block, next, { updated_at: nowStamp() });
        return { body: block };
      },
    },
    {
      method: 'DELETE',
      template: '/users/{user_id}/availabilities/{id}',
      handler: (req) => {
        const block = findBlock(store, findUser(store, req.params.user_id), req.params.id);
        const state = availabilityOf(store);
        state.items = state.items.filter((a) => a.id !== block.id);
        return { status: 204 };
      },
    },
  ];
}
