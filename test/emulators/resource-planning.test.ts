// Checks the resource-planning emulator over real HTTP: auth, the list envelope and its page
// links, demo-data counts, filters, nested `fields=` collections and the request log.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import {
  RESOURCE_PLANNING_TOKEN,
  SHEET_ID_FIELD_NAME,
  startResourcePlanningEmulator,
} from '../../emulators/resource-planning/index.js';
import { demoHumans, WORK_MANAGEMENT_USER_COUNT } from '../../emulators/demo/people.js';
import { resetLog } from '../helpers/calls.js';
import { direct, directUrl, type DirectOptions, type DirectReply } from '../helpers/direct.js';
import { nonEmpty, present } from '../helpers/present.js';
import type { EmulatorLogEntry, RpPage, RpProject, RpRecord, RpUser } from '../helpers/rest-shapes.js';

/** A nested collection of `fields=`: a page of its own. */
type Nested<T = RpRecord> = RpPage<T>;

/** A custom field value of a project or user. */
interface FieldValue extends RpRecord {
  custom_field_id: number;
  value: unknown;
}

/** A project or phase with the `fields=` extras the tests ask for. */
interface ProjectBody extends RpProject {
  project_state?: string;
  phase_name?: string;
  phase_count?: number;
  custom_field_values?: Nested<FieldValue>;
  children?: Nested<RpProject>;
}

interface Assignment extends RpRecord {
  assignable_id: number;
  user_id: number | null;
  starts_at: string;
  ends_at: string;
  allocation_mode: string;
  subtasks: Array<{ completed: boolean }>;
  subtask_counts?: { total: number; completed: number };
}

/** The error body: a message only. */
interface RpError {
  message: string;
}

let emulator: RunningEmulator;
let origin: string;
const AUTH = { auth: RESOURCE_PLANNING_TOKEN };

/** A GET with the demo token (or `options`); the body type is the test's reading of the answer (the error body by default). */
function call<TBody = RpError>(path: string, options: DirectOptions = {}): Promise<DirectReply<TBody>> {
  return direct<TBody>(emulator, 'GET', path, undefined, options);
}

/** A GET that must answer 200 (a list page by default). */
async function get<TBody = RpPage>(path: string): Promise<TBody> {
  const { status, body } = await call<TBody>(path);
  expect(status, `GET ${path}`).toBe(200);
  return body;
}

/** Walks a list by following `paging.next`, checking each page's envelope; returns every item. */
async function walk<T extends RpRecord = RpRecord>(path: string, perPage: number): Promise<T[]> {
  const sep = path.includes('?') ? '&' : '?';
  let body = await get<RpPage<T>>(`${path}${sep}per_page=${perPage}`);
  const items: T[] = [];
  let page = 1;
  for (;;) {
    expect(Object.keys(body).sort()).toEqual(['data', 'paging']);
    expect(Object.keys(body.paging).sort()).toEqual(['next', 'page', 'per_page', 'previous', 'self']);
    expect(body.paging.page).toBe(page);
    expect(body.paging.per_page).toBe(Math.min(perPage, 1000));
    expect(body.paging.self).toMatch(new RegExp(`^/api/v1/.*per_page=${Math.min(perPage, 1000)}&page=${page}$`));
    if (page === 1) expect(body.paging.previous).toBeNull();
    else expect(body.paging.previous).toMatch(new RegExp(`page=${page - 1}$`));
    expect(body.data.length).toBeLessThanOrEqual(perPage);
    items.push(...body.data);
    if (body.paging.next === null) break;
    expect(body.data.length).toBe(perPage);
    // `paging.next` is a path from the server's root, not from the API's base.
    const next = await directUrl<RpPage<T>>('GET', `${origin}${body.paging.next}`, undefined, AUTH);
    body = next.body;
    page++;
  }
  return items;
}

/** Walks with a small and the maximum page size; both must yield each id exactly once, the same set. */
async function walkBoth<T extends RpRecord = RpRecord>(path: string): Promise<T[]> {
  const small = await walk<T>(path, 7);
  const big = await walk<T>(path, 1000);
  const ids = small.map((i) => i.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(big.map((i) => i.id));
  return big;
}

beforeAll(async () => {
  emulator = await startResourcePlanningEmulator();
  origin = new URL(emulator.baseUrl).origin;
});

afterAll(async () => {
  await emulator?.close();
});

describe('resource-planning emulator: auth and errors', () => {
  it('answers 401 with {message} without a token or with an unknown one', async () => {
    const cases: DirectOptions[] = [{ token: null }, { token: 'wrong' }];
    for (const options of cases) {
      const { status, body } = await call('/users', options);
      expect(status).toBe(401);
      expect(Object.keys(body)).toEqual(['message']);
      expect(typeof body.message).toBe('string');
    }
  });

  it('accepts the token as ?auth= too', async () => {
    const { status, body } = await call<RpPage>(`/users?auth=${RESOURCE_PLANNING_TOKEN}&per_page=1`, { token: null });
    expect(status).toBe(200);
    expect(body.paging.next).toBe(`/api/v1/users?auth=${RESOURCE_PLANNING_TOKEN}&per_page=1&page=2`);
  });

  it('answers 404 {message} for unknown records and paths', async () => {
    for (const path of ['/users/1', '/users/abc', '/projects/1', '/assignments/1', '/leave_types/1', '/nothing-here']) {
      const { status, body } = await call(path);
      expect(status, path).toBe(404);
      expect(Object.keys(body)).toEqual(['message']);
    }
  });

  it('validates paging: clamps per_page to 1000, rejects garbage, serves empty pages past the end', async () => {
    expect((await get('/users?per_page=5000')).paging.per_page).toBe(1000);
    for (const bad of ['per_page=0', 'per_page=-3', 'per_page=abc', 'page=0', 'page=x']) {
      const { status, body } = await call(`/users?${bad}`);
      expect(status, bad).toBe(400);
      expect(typeof body.message).toBe('string');
    }
    const past = await get('/users?per_page=100&page=9');
    expect(past.data).toEqual([]);
    expect(past.paging.next).toBeNull();
    expect(past.paging.previous).toBe('/api/v1/users?per_page=100&page=8');
  });

  it('uses the default page size 20 and keeps other query parameters in page links', async () => {
    const body = await get('/projects?with_phases=true');
    expect(body.data).toHaveLength(20);
    expect(body.paging).toEqual({
      page: 1,
      per_page: 20,
      previous: null,
      self: '/api/v1/projects?with_phases=true&per_page=20&page=1',
      next: '/api/v1/projects?with_phases=true&per_page=20&page=2',
    });
  });
});

describe('resource-planning emulator: people', () => {
  it('lists 160 people (archived hidden by default), 140 sharing an email with a work-management user', async () => {
    const active = await walkBoth<RpUser>('/users');
    const all = await walkBoth<RpUser>('/users?with_archived=true');
    expect(active.length).toBeGreaterThanOrEqual(150);
    expect(all).toHaveLength(160);
    expect(active.every((u) => u.archived === false)).toBe(true);
    const wmEmails = new Set(
      demoHumans()
        .slice(0, WORK_MANAGEMENT_USER_COUNT)
        .map((h) => h.email),
    );
    expect(all.filter((u) => wmEmails.has(u.email)).length).toBeGreaterThanOrEqual(140);
    expect(active.filter((u) => wmEmails.has(u.email)).length).toBeGreaterThanOrEqual(140);
    for (const key of [
      'id',
      'first_name',
      'last_name',
      'display_name',
      'email',
      'user_type_id',
      'billable',
      'hire_date',
      'termination_date',
      'archived',
      'discipline',
      'role',
      'location',
      'license_type',
      'thumbnail',
      'created_at',
      'updated_at',
    ]) {
      expect(all[0]).toHaveProperty(key);
    }
    expect(Number.isInteger(all[0]?.id)).toBe(true);
  });

  it('nests paginated custom_field_values, assignments and tags with fields=', async () => {
    type NestedKey = 'custom_field_values' | 'assignments' | 'tags';
    const body = await get<RpPage<RpUser & Record<NestedKey, Nested>>>(
      '/users?per_page=5&fields=custom_field_values,assignments,tags',
    );
    for (const user of nonEmpty(body.data)) {
      for (const key of ['custom_field_values', 'assignments', 'tags'] as const) {
        expect(Object.keys(user[key]).sort()).toEqual(['data', 'paging']);
        expect(user[key].paging.self).toMatch(new RegExp(`^/api/v1/users/${user.id}/${key}\\?`));
      }
      const direct = await walk(`/users/${user.id}/assignments?with_phases=true`, 1000);
      expect(user.assignments.data.map((a) => a.id)).toEqual(direct.slice(0, 20).map((a) => a.id));
    }
    const plain = await get('/users?per_page=1');
    expect(plain.data[0]).not.toHaveProperty('assignments');
  });

  it('shows one user by id, archived ones included', async () => {
    const all = await walk<RpUser>('/users?with_archived=true', 1000);
    const archived = present(all.find((u) => u.archived));
    expect((await get<RpUser>(`/users/${archived.id}`)).email).toBe(archived.email);
  });
});

describe('resource-planning emulator: projects and phases', () => {
  it('lists >= 40 projects, phases only with with_phases, archived only with with_archived', async () => {
    const projects = await walkBoth<ProjectBody>('/projects');
    const withArchived = await walkBoth<ProjectBody>('/projects?with_archived=true');
    const withPhases = await walkBoth<ProjectBody>('/projects?with_phases=true&with_archived=true');
    expect(projects.every((p) => p.parent_id === null && !p.archived)).toBe(true);
    expect(withArchived.length).toBeGreaterThanOrEqual(40);
    expect(withArchived.some((p) => p.archived)).toBe(true);
    const phases = withPhases.filter((p) => p.parent_id !== null);
    expect(phases.length).toBeGreaterThan(0);
    const topIds = new Set(withArchived.map((p) => p.id));
    for (const phase of phases) {
      expect(topIds.has(present(phase.parent_id))).toBe(true);
      expect(typeof phase.phase_name).toBe('string');
    }
    for (const key of [
      'id',
      'name',
      'parent_id',
      'project_state',
      'owner_id',
      'client',
      'starts_at',
      'ends_at',
      'archived',
      'timeentry_lockout',
      'use_parent_bill_rates',
      'type',
    ]) {
      expect(withArchived[0]).toHaveProperty(key);
    }
  });

  it('filters by project_state and rejects other filter fields', async () => {
    const confirmedOrTentative = await walk<ProjectBody>(
      '/projects?filter_field=project_state&filter_list=Confirmed,Tentative',
      1000,
    );
    const internal = await walk<ProjectBody>('/projects?filter_field=project_state&filter_list=Internal', 1000);
    const all = await walk('/projects', 1000);
    expect(confirmedOrTentative.every((p) => p.project_state !== 'Internal')).toBe(true);
    expect(internal.every((p) => p.project_state === 'Internal')).toBe(true);
    expect(confirmedOrTentative.length + internal.length).toBe(all.length);
    expect((await call('/projects?filter_field=name&filter_list=x')).status).toBe(400);
  });

  it('serves phases per project, a phase by id, and fields=custom_field_values,phase_count,children', async () => {
    const all = await walk<ProjectBody>('/projects?with_archived=true&fields=phase_count,custom_field_values', 1000);
    const withPhases = present(all.find((p) => (p.phase_count ?? 0) > 0));
    const phases = await walkBoth<ProjectBody>(`/projects/${withPhases.id}/phases`);
    expect(phases).toHaveLength(present(withPhases.phase_count));
    expect(phases.every((p) => p.parent_id === withPhases.id)).toBe(true);
    const phase = await get<ProjectBody>(`/projects/${present(phases[0]).id}?fields=custom_field_values`);
    expect(phase.parent_id).toBe(withPhases.id);
    expect(phase.custom_field_values?.data).toEqual([]);
    const shown = await get<ProjectBody>(`/projects/${withPhases.id}?fields=children,custom_field_values`);
    expect(shown.children?.data.map((p) => p.id)).toEqual(phases.map((p) => p.id));
    expect(shown.custom_field_values?.data.length).toBeGreaterThan(0);
    // Without wired sheet ids there is no "Sheet ID" value yet.
    const fields = await walk('/custom_fields?namespace=assignables', 1000);
    const sheetField = present(fields.find((f) => f.name === SHEET_ID_FIELD_NAME));
    expect(
      all.flatMap((p) => present(p.custom_field_values).data).some((v) => v.custom_field_id === sheetField.id),
    ).toBe(false);
  });

  it('stores a work-management sheet id in "Sheet ID" for about half the projects when given', async () => {
    const wired = await startResourcePlanningEmulator({ sheetIds: ['4583173393803140', '8950126392617732'] });
    try {
      const fields = (await direct<RpPage>(wired, 'GET', '/custom_fields')).body;
      const sheetField = present(fields.data.find((f) => f.name === SHEET_ID_FIELD_NAME));
      const projects = (
        await direct<RpPage<ProjectBody>>(
          wired,
          'GET',
          '/projects?with_archived=true&per_page=1000&fields=custom_field_values',
        )
      ).body;
      const sheetValue = (p: ProjectBody): FieldValue | undefined =>
        present(p.custom_field_values).data.find((v) => v.custom_field_id === sheetField.id);
      const withSheet = projects.data.filter((p) => sheetValue(p) !== undefined);
      expect(withSheet.length).toBe(Math.ceil(projects.data.length / 2));
      const value = present(sheetValue(present(withSheet[0]))).value;
      expect(['4583173393803140', '8950126392617732']).toContain(value);
    } finally {
      await wired.close();
    }
  });
});

describe('resource-planning emulator: assignments and leave types', () => {
  it('lists >= 400 assignments on projects, phases and leave types', async () => {
    const all = await walkBoth<Assignment>('/assignments?with_phases=true');
    expect(all.length).toBeGreaterThanOrEqual(400);
    const projects = await walk<ProjectBody>('/projects?with_phases=true&with_archived=true', 1000);
    const leaveTypes = await walkBoth('/leave_types');
    expect(leaveTypes.length).toBeGreaterThan(0);
    const projectIds = new Set(projects.filter((p) => p.parent_id === null).map((p) => p.id));
    const phaseIds = new Set(projects.filter((p) => p.parent_id !== null).map((p) => p.id));
    const leaveIds = new Set(leaveTypes.map((l) => l.id));
    expect(
      all.every(
        (a) => projectIds.has(a.assignable_id) || phaseIds.has(a.assignable_id) || leaveIds.has(a.assignable_id),
      ),
    ).toBe(true);
    expect(all.some((a) => phaseIds.has(a.assignable_id))).toBe(true);
    expect(all.some((a) => leaveIds.has(a.assignable_id))).toBe(true);
    expect(all.some((a) => a.user_id === null)).toBe(true);
    const valueKey = { percent: 'percent', hours_per_day: 'hours_per_day', fixed: 'fixed_hours' } as const;
    for (const a of nonEmpty(all)) {
      expect(a.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.ends_at >= a.starts_at).toBe(true);
      const key = valueKey[a.allocation_mode as keyof typeof valueKey];
      expect(typeof a[key]).toBe('number');
      expect(Object.values(valueKey).filter((k) => k in a)).toEqual([key]);
      expect(Array.isArray(a.subtasks)).toBe(true);
    }
    // Without with_phases the lists leave phase assignments out, as the real API does.
    const withoutPhases = await walk<Assignment>('/assignments', 1000);
    expect(withoutPhases.every((a) => !phaseIds.has(a.assignable_id))).toBe(true);
    expect(withoutPhases.length).toBe(all.filter((a) => !phaseIds.has(a.assignable_id)).length);
  });

  it('filters by from/to overlap and adds subtask_counts', async () => {
    const all = await walk<Assignment>('/assignments?with_phases=true', 1000);
    const window = await walk<Assignment>(
      '/assignments?with_phases=true&from=2025-06-01&to=2025-06-30&fields=subtask_counts',
      1000,
    );
    expect(window.map((a) => a.id)).toEqual(
      all.filter((a) => a.ends_at >= '2025-06-01' && a.starts_at <= '2025-06-30').map((a) => a.id),
    );
    for (const a of nonEmpty(window)) {
      expect(a.subtask_counts).toEqual({
        total: a.subtasks.length,
        completed: a.subtasks.filter((s) => s.completed).length,
      });
    }
    expect((await call('/assignments?from=June')).status).toBe(400);
  });

  it('serves assignments per project and per user, consistent with the full list', async () => {
    const all = await walk<Assignment>('/assignments?with_phases=true', 1000);
    const withUser = present(all.find((a) => a.user_id !== null));
    const ofUser = await walkBoth<Assignment>(`/users/${withUser.user_id}/assignments?with_phases=true`);
    expect(ofUser.map((a) => a.id)).toEqual(all.filter((a) => a.user_id === withUser.user_id).map((a) => a.id));
    const project = present(
      (await walk<ProjectBody>('/projects?with_archived=true&fields=phase_count', 1000)).find(
        (p) => (p.phase_count ?? 0) > 0,
      ),
    );
    const phases = await walk(`/projects/${project.id}/phases`, 1000);
    const scope = new Set([project.id, ...phases.map((p) => p.id)]);
    const own = await walk<Assignment>(`/projects/${project.id}/assignments`, 1000);
    const deep = await walkBoth<Assignment>(`/projects/${project.id}/assignments?with_phases=true`);
    expect(own.every((a) => a.assignable_id === project.id)).toBe(true);
    expect(deep.map((a) => a.id)).toEqual(all.filter((a) => scope.has(a.assignable_id)).map((a) => a.id));
    expect((await get<Assignment>(`/assignments/${withUser.id}`)).id).toBe(withUser.id);
    expect((await get<Assignment>(`/users/${withUser.user_id}/assignments/${withUser.id}`)).id).toBe(withUser.id);
  });

  it('shows a leave type by id', async () => {
    const [first] = await walk('/leave_types', 1000);
    expect(await get<RpRecord>(`/leave_types/${present(first).id}`)).toEqual(first);
  });
});

describe('resource-planning emulator: request log', () => {
  it('records route templates at the control endpoint', async () => {
    await resetLog(emulator);
    await get('/users/300101');
    await get('/projects/500001/assignments');
    await call('/users', { token: null });
    const { requests } = (await directUrl<{ requests: EmulatorLogEntry[] }>('GET', `${emulator.controlUrl}/requests`))
      .body;
    expect(requests.map((r) => [r.method, r.template, r.status])).toEqual([
      ['GET', '/users/{user_id}', 200],
      ['GET', '/projects/{project_id}/assignments', 200],
      ['GET', '/users', 401],
    ]);
    expect(requests[0]?.backend).toBe('resource-planning');
  });
});
