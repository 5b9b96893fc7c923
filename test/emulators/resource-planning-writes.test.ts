// Document 3's write rules at the resource-planning emulator, over REST: an assignment's
// allocation_mode comes with its matching value property (three paths, create and update),
// expense items, phase deletion, the archive state table, approvals, API tokens as the reference
// documents them (a bare list, the title in the query) and the 20-token limit.
// Statuses: 400 for an invalid body, 409 for a state rule, 403 for a missing role (the README's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import {
  RESOURCE_PLANNING_ROLE_TOKENS as TOKENS,
  startResourcePlanningEmulator,
} from '../../emulators/resource-planning/index.js';
import { direct } from '../helpers/direct.js';
import { present } from '../helpers/present.js';
import type { RpPage, RpRecord } from '../helpers/rest-shapes.js';

/** An approval of `POST /approvals` (its answer lists them in `data`). */
interface Approval extends RpRecord {
  status: string;
  approvable_id: number;
}

let emulator: RunningEmulator;

const PROJECT = 500001;
const PERSON = 300105;
const LEAVE = 490001;
const DATES = { starts_at: '2026-03-02', ends_at: '2026-03-06' };

beforeAll(async () => {
  emulator = await startResourcePlanningEmulator();
});
afterAll(async () => {
  await emulator?.close();
});

describe('assignments: allocation_mode with its matching value property', () => {
  const paths = [`/assignments`, `/projects/${PROJECT}/assignments`, `/users/${PERSON}/assignments`];
  const body = (allocation: object) => ({ assignable_id: PROJECT, user_id: PERSON, ...DATES, ...allocation });
  const count = async (): Promise<number> =>
    (await direct<RpPage>(emulator, 'GET', `/users/${PERSON}/assignments?per_page=1000`)).body.data.length;

  it('refuses a mode without its value, and a value of another mode, on every create path (400), creating nothing', async () => {
    const before = await count();
    const refused = [
      { allocation_mode: 'percent' },
      { allocation_mode: 'hours_per_day' },
      { allocation_mode: 'fixed' },
      { allocation_mode: 'percent', percent: null },
      { allocation_mode: 'percent', percent: 0.5, hours_per_day: 4 },
      { allocation_mode: 'fixed', hours_per_day: 4 },
      { hours_per_day: 4 },
    ];
    for (const path of paths) {
      for (const allocation of refused)
        expect(
          (await direct<RpRecord>(emulator, 'POST', path, body(allocation))).status,
          `${path} ${JSON.stringify(allocation)}`,
        ).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('creates with each mode and exactly its value on every path', async () => {
    const modes = [
      { allocation_mode: 'percent', percent: 0.5 },
      { allocation_mode: 'hours_per_day', hours_per_day: 6 },
      { allocation_mode: 'fixed', fixed_hours: 16 },
    ];
    for (const path of paths) {
      for (const allocation of modes) {
        const reply = await direct<RpRecord>(emulator, 'POST', path, body(allocation));
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject(allocation);
      }
    }
  });

  it('refuses the same on every update path, leaving the assignment as it was', async () => {
    const created = (
      await direct<RpRecord>(
        emulator,
        'POST',
        '/assignments',
        body({ allocation_mode: 'hours_per_day', hours_per_day: 3 }),
      )
    ).body;
    const at = [
      `/assignments/${created.id}`,
      `/projects/${PROJECT}/assignments/${created.id}`,
      `/users/${PERSON}/assignments/${created.id}`,
    ];
    for (const path of at) {
      for (const allocation of [
        { allocation_mode: 'percent' },
        { allocation_mode: 'fixed' },
        { percent: 0.5 },
        { allocation_mode: 'hours_per_day', fixed_hours: 8 },
      ]) {
        expect(
          (await direct<RpRecord>(emulator, 'PUT', path, allocation)).status,
          `${path} ${JSON.stringify(allocation)}`,
        ).toBe(400);
      }
    }
    expect((await direct<RpRecord>(emulator, 'GET', `/assignments/${created.id}`)).body).toMatchObject({
      allocation_mode: 'hours_per_day',
      hours_per_day: 3,
    });
    const switched = await direct<RpRecord>(emulator, 'PUT', present(at[2]), {
      allocation_mode: 'fixed',
      fixed_hours: 12,
    });
    expect(switched.body).toMatchObject({ allocation_mode: 'fixed', fixed_hours: 12 });
    expect(switched.body.hours_per_day).toBeUndefined();
  });
});

describe('expense items, phases and the archive state table', () => {
  it('needs date and amount, and exactly one of project_id, leave_type_id, assignable_id', async () => {
    const path = `/users/${PERSON}/expense_items`;
    for (const bad of [
      { amount: 10, project_id: PROJECT },
      { date: '2026-03-02', project_id: PROJECT },
      { date: '2026-03-02', amount: 10 },
      { date: '2026-03-02', amount: 10, project_id: PROJECT, leave_type_id: LEAVE },
    ]) {
      expect((await direct<RpRecord>(emulator, 'POST', path, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await direct<RpRecord>(emulator, 'POST', path, { date: '2026-03-02', amount: 10, assignable_id: LEAVE })).body,
    ).toMatchObject({
      assignable_id: LEAVE,
      assignable_type: 'LeaveType',
    });
  });

  it('deletes a phase only while it has no assignments (409)', async () => {
    const phase = (await direct<RpRecord>(emulator, 'POST', `/projects/${PROJECT}/phases`, { phase_name: 'Pilot' }))
      .body;
    const assignment = (
      await direct<RpRecord>(emulator, 'POST', `/projects/${PROJECT}/assignments`, {
        assignable_id: phase.id,
        ...DATES,
      })
    ).body;
    expect((await direct<RpRecord>(emulator, 'DELETE', `/projects/${PROJECT}/phases/${phase.id}`)).status).toBe(409);
    expect((await direct<RpRecord>(emulator, 'DELETE', `/assignments/${assignment.id}`)).status).toBe(204);
    expect((await direct<RpRecord>(emulator, 'DELETE', `/projects/${PROJECT}/phases/${phase.id}`)).status).toBe(204);
  });

  it('archives an active project once; changes nothing else until it is unarchived alone', async () => {
    const project = (await direct<RpRecord>(emulator, 'POST', '/projects', { name: 'State table', ...DATES })).body;
    const put = (body: object) => direct<RpRecord>(emulator, 'PUT', `/projects/${project.id}`, body);
    expect((await put({ archived: true })).body.archived).toBe(true);
    expect((await put({ archived: true })).status).toBe(409);
    expect((await put({ name: 'Renamed' })).status).toBe(409);
    expect((await put({ archived: false, name: 'Renamed' })).status).toBe(409);
    expect((await put({ archived: false })).body.archived).toBe(false);
    expect((await put({ name: 'Renamed' })).body.name).toBe('Renamed');
  });
});

describe('approvals and API tokens', () => {
  it('lets API users submit but not approve; deletes pending approvals only', async () => {
    const item = (
      await direct<RpRecord>(emulator, 'POST', `/users/${PERSON}/expense_items`, {
        date: '2026-03-03',
        amount: 42,
        project_id: PROJECT,
      })
    ).body;
    const ref = { approvables: [{ id: item.id, type: 'ExpenseItem', updated_at: item.updated_at }] };
    const submitted = await direct<{ data: Approval[] }>(
      emulator,
      'POST',
      '/approvals',
      { status: 'pending', ...ref },
      { token: TOKENS.apiUser },
    );
    expect(submitted.body.data[0]).toMatchObject({ status: 'pending', approvable_id: item.id });
    expect(
      (
        await direct<RpRecord>(
          emulator,
          'POST',
          '/approvals',
          { status: 'approved', ...ref },
          { token: TOKENS.apiUser },
        )
      ).status,
    ).toBe(403);
    const approved = await direct<{ data: Approval[] }>(
      emulator,
      'POST',
      '/approvals',
      { status: 'approved', ...ref },
      { token: TOKENS.portfolioEditor },
    );
    const approval = present(approved.body.data[0]);
    expect(approval.status).toBe('approved');
    expect((await direct<RpRecord>(emulator, 'DELETE', `/approvals/${approval.id}`)).status).toBe(409);
  });

  it('lists API tokens as a bare array of {id, title, token}, the title given as a query parameter', async () => {
    const listed = await direct<RpRecord[]>(emulator, 'GET', '/api_tokens');
    expect(present(listed.body[0])).toEqual({ id: 1, title: 'primary', token: TOKENS.administrator });
    expect(Object.keys((await direct<RpRecord>(emulator, 'POST', '/api_tokens?title=Build')).body).sort()).toEqual([
      'id',
      'title',
      'token',
    ]);
    // Untitled when the query has none (a title in the body is not where the reference puts it).
    expect((await direct<RpRecord>(emulator, 'POST', '/api_tokens', { title: 'ignored' })).body.title).toBeNull();
    expect((await direct<RpRecord>(emulator, 'POST', '/api_tokens?title=primary')).status).toBe(400);
    const id = present((await direct<RpRecord[]>(emulator, 'GET', '/api_tokens')).body.at(-1)).id;
    expect((await direct<RpRecord>(emulator, 'PUT', `/api_tokens/${id}?title=Renamed`)).body.title).toBe('Renamed');
    expect((await direct<RpRecord>(emulator, 'PUT', `/api_tokens/${id}`, { title: 'in the body' })).status).toBe(400);
  });

  it('holds at most 20 API tokens; renewing one at the limit still works', async () => {
    const listed = (await direct<RpRecord[]>(emulator, 'GET', '/api_tokens')).body.length;
    for (let i = listed; i < 20; i++)
      expect((await direct<RpRecord>(emulator, 'POST', `/api_tokens?title=t${i}`)).status).toBe(200);
    expect((await direct<RpRecord>(emulator, 'POST', '/api_tokens?title=one%20too%20many')).status).toBe(422);
    const last = present((await direct<RpRecord[]>(emulator, 'GET', '/api_tokens')).body.at(-1));
    expect((await direct<RpRecord>(emulator, 'POST', `/api_tokens/renew/${last.id}`)).status).toBe(200);
    expect((await direct<RpRecord[]>(emulator, 'GET', '/api_tokens')).body).toHaveLength(20);
  });
});
