// Availabilities of the resource-planning emulator: time blocks on a user that deviate from the
// normal work week (hours per weekday, day0 = Sunday). They never change assignments.
import type { ResourcePlanningStore } from './store.js';

export interface RpAvailability {
  id: number;
  user_id: number;
  starts_at: string;
  ends_at: string;
  day0: number;
  day1: number;
  day2: number;
  day3: number;
  day4: number;
  day5: number;
  day6: number;
  created_at: string;
  updated_at: string;
}

export const DAY_KEYS = ['day0', 'day1', 'day2', 'day3', 'day4', 'day5', 'day6'] as const;

export interface AvailabilityState {
  items: RpAvailability[];
  nextId: number;
}

const cache = new WeakMap<ResourcePlanningStore, AvailabilityState>();

function build(store: ResourcePlanningStore): AvailabilityState {
  const state: AvailabilityState = { items: [], nextId: 1_400_001 };
  // Every fifth active person works part-time for a while; every seventh has a 4-day week.
  store.users.forEach((user, k) => {
    if (user.archived) return;
    const at = user.created_at;
    if (k % 5 === 0) {
      state.items.push({
        id: state.nextId++,
        user_id: user.id,
        starts_at: '2026-01-05',
        ends_at: '2026-03-27',
        day0: 0,
        day1: 4,
        day2: 4,
        day3: 4,
        day4: 4,
        day5: 4,
        day6: 0,
        created_at: at,
        updated_at: at,
      });
    }
    if (k % 7 === 0) {
      state.items.push({
        id: state.nextId++,
        user_id: user.id,
        starts_at: '2026-06-01',
        ends_at: '2026-08-28',
        day0: 0,
        day1: 8,
        day2: 8,
        day3: 8,
        day4: 8,
        day5: 0,
        day6: 0,
        created_at: at,
        updated_at: at,
      });
    }
  });
  return state;
}

/** The availabilities of one emulator store (built on first use). */
export function availabilityOf(store: ResourcePlanningStore): AvailabilityState {
  let state = cache.get(store);
  if (!state) {
    state = build(store);
    cache.set(store, state);
  }
  return state;
}
