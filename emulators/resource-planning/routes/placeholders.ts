// Placeholder resources (`/placeholder_resources`, backends.md 2): temporary roles on projects that
// behave like users, with a required title and role, discipline and location. They have no login,
// no time entries or expense items of their own, and no tags.
import type { Route } from '../../kit/http-emulator.js';
import { paginate } from '../envelope.js';
import { badRequest } from '../errors.js';
import { findByPathId } from '../ids.js';
import { bodyOf, nowStamp, optionalString } from '../request/field-readers.js';
import type { ResourcePlanningStore } from '../store/store.js';

export interface RpPlaceholder {
  id: number;
  title: string;
  role: string | null;
  discipline: string | null;
  location: string | null;
  thumbnail: string | null;
  created_at: string;
  updated_at: string;
}

interface PlaceholderState {
  items: RpPlaceholder[];
  nextId: number;
}

const states = new WeakMap<ResourcePlanningStore, PlaceholderState>();

const DEMO: Array<[string, string, string, string]> = [
  ['Senior Designer', 'Designer', 'Design', 'Berlin'],
  ['Data Engineer', 'Engineer', 'Engineering', 'Lisbon'],
  ['Project Manager', 'Project Manager', 'Delivery', 'Remote'],
  ['QA Analyst', 'Analyst', 'Engineering', 'Warsaw'],
  ['Copywriter', 'Consultant', 'Marketing', 'London'],
  ['Solution Architect', 'Architect', 'Engineering', 'Remote'],
];

/** The placeholders of one emulator store (six demo roles, built on first use). */
export function placeholdersOf(store: ResourcePlanningStore): PlaceholderState {
  let state = states.get(store);
  if (!state) {
    const at = '2026-01-12T09:00:00Z';
    state = {
      items: DEMO.map(([title, role, discipline, location], i) => ({
        id: 700_001 + i,
        title,
        role,
        discipline,
        location,
        thumbnail: null,
        created_at: at,
        updated_at: at,
      })),
      nextId: 700_001 + DEMO.length,
    };
    states.set(store, state);
  }
  return state;
}

function find(store: ResourcePlanningStore, raw: string | undefined): RpPlaceholder {
  return findByPathId(raw, 'Placeholder resource', (id) => placeholdersOf(store).items.find((p) => p.id === id));
}

function apply(draft: RpPlaceholder, body: Record<string, unknown>): RpPlaceholder {
  const next = { ...draft };
  for (const key of ['title', 'role', 'discipline', 'location'] as const) {
    const value = optionalString(body, key);
    if (value !== undefined) next[key] = value;
  }
  if (!next.title.trim()) throw badRequest('title is required');
  const unknown = Object.keys(body).filter((k) => !['title', 'role', 'discipline', 'location'].includes(k));
  if (unknown.length) throw badRequest(`unknown attribute(s): ${unknown.join(', ')}`);
  return next;
}

export function placeholderRoutes(store: ResourcePlanningStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/placeholder_resources',
      handler: (req) => ({ body: paginate(placeholdersOf(store).items, '/api/v1/placeholder_resources', req.query) }),
    },
    {
      method: 'GET',
      template: '/placeholder_resources/{id}',
      handler: (req) => ({ body: find(store, req.params.id) }),
    },
    {
      method: 'POST',
      template: '/placeholder_resources',
      handler: (req) => {
        const state = placeholdersOf(store);
        const at = nowStamp();
        const created = apply(
          {
            id: state.nextId,
            title: '',
            role: null,
            discipline: null,
            location: null,
            thumbnail: null,
            created_at: at,
            updated_at: at,
          },
          bodyOf(req),
        );
        state.nextId++;
        state.items.push(created);
        return { status: 200, body: created };
      },
    },
    {
      method: 'PUT',
      template: '/placeholder_resources/{id}',
      handler: (req) => {
        const current = find(store, req.params.id);
        const next = apply(current, bodyOf(req));
        Object.assign(current, next, { updated_at: nowStamp() });
        return { body: current };
      },
    },
    {
      method: 'DELETE',
      template: '/placeholder_resources/{id}',
      handler: (req) => {
        const current = find(store, req.params.id);
        const state = placeholdersOf(store);
        state.items.splice(state.items.indexOf(current), 1);
        return { status: 204 };
      },
    },
  ];
}
