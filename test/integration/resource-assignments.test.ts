// Assignments through the graph over the service's three paths, the allocation modes, retargeting
// (delete + create, original restored when the create fails), subtasks and assignables.
import { beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { configureEmulator, graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables);
const calls = () => upstreamCalls(stack.emulators.resourcePlanning);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
async function direct(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stack.emulators.resourcePlanning.baseUrl}${path}`, {
    method,
    headers: { auth: 'rp-demo-token', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const FIELDS = 'id assignmentId startsAt endsAt allocationMode percent hoursPerDay fixedHours description note person { personId } assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } } subtasks { id description completed } subtaskCounts { completed total }';
const PROJECT = 500001;
const PERSON = 300105;

async function create(input: Record<string, unknown>): Promise<any> {
  const result = await gql(`mutation C($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ${FIELDS} } } }`, { input });
  expect(result.errors).toBeUndefined();
  return result.data.createAssignment.assignment;
}

describe('assignments', () => {
  it('creates through each of the three paths, each allocation mode with exactly its value', async () => {
    const viaAll = await create({ assignableId: toGlobalId('Project', PROJECT), personId: toGlobalId('Person', PERSON), startsAt: '2026-03-02', endsAt: '2026-03-20', allocation: { mode: 'percent', percent: 0.5 }, subtasks: [{ description: 'Kick-off' }, { description: 'Plan', completed: true }] });
    expect(viaAll).toMatchObject({ allocationMode: 'percent', percent: 0.5, hoursPerDay: null, fixedHours: null, person: { personId: String(PERSON) }, assignable: { __typename: 'Project', projectId: String(PROJECT) }, subtaskCounts: { completed: 1, total: 2 } });
    expect(viaAll.subtasks.map((s: any) => s.description)).toEqual(['Kick-off', 'Plan']);
    const viaProject = await create({ assignableId: toGlobalId('Project', PROJECT), startsAt: '2026-04-01', endsAt: '2026-04-10', allocation: { mode: 'hours_per_day', hoursPerDay: 6 }, path: 'PROJECT' });
    expect(viaProject).toMatchObject({ allocationMode: 'hours_per_day', hoursPerDay: 6, percent: null, fixedHours: null, person: null });
    const viaPerson = await create({ assignableId: toGlobalId('LeaveType', 490001), personId: toGlobalId('Person', PERSON), startsAt: '2026-05-04', endsAt: '2026-05-08', allocation: { mode: 'fixed', fixedHours: 40 }, path: 'PERSON' });
    expect(viaPerson).toMatchObject({ allocationMode: 'fixed', fixedHours: 40, percent: null, hoursPerDay: null, assignable: { __typename: 'LeaveType', leaveTypeId: '490001' } });
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['POST /assignments', 'POST /projects/{project_id}/assignments', 'POST /users/{user_id}/assignments']);
  });

  it('reads through each path: the account list, one per project, one per person', async () => {
    const made = await create({ assignableId: toGlobalId('Project', PROJECT), personId: toGlobalId('Person', PERSON), startsAt: '2026-06-01', endsAt: '2026-06-05' });
    const result = await gql(
      `query R($project: ID!, $person: ID!, $id: ID!) {
        assignments(first: 3, from: "2026-06-01", to: "2026-06-30") { edges { node { assignmentId subtaskCounts { total } } } }
        project(id: $project) { assignment(id: $id) { assignmentId } }
        person(id: $person) { assignment(id: $id) { assignmentId } other: assignment(id: "800001") { assignmentId } assignments(first: 100) { edges { node { assignmentId } } } }
      }`,
      { project: String(PROJECT), person: String(PERSON), id: made.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.assignments.edges.length).toBeGreaterThan(0);
    expect(result.data.project.assignment.assignmentId).toBe(made.assignmentId);
    expect(result.data.person.assignment.assignmentId).toBe(made.assignmentId);
    expect(result.data.person.assignments.edges.map((e: any) => e.node.assignmentId)).toContain(made.assignmentId);
    const first = (await direct('GET', '/assignments/800001')).body;
    expect(result.data.person.other === null).toBe(first.user_id !== PERSON);
    const templates = (await calls()).map((c) => c.template);
    expect(templates).toEqual(expect.arrayContaining(['/assignments', '/users/{user_id}/assignments', '/projects/{project_id}/assignments/{assignment_id}', '/users/{user_id}/assignments/{assignment_id}']));
  });

  it('updates and deletes through each path', async () => {
    const a = await create({ assignableId: toGlobalId('Project', PROJECT), personId: toGlobalId('Person', PERSON), startsAt: '2026-07-01', endsAt: '2026-07-10' });
    await resetAllLogs(stack.emulators);
    const update = (input: Record<string, unknown>) => gql(`mutation U($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { ${FIELDS} } } }`, { input: { id: a.id, ...input } });
    const u1 = await update({ allocation: { mode: 'hours_per_day', hoursPerDay: 4 }, note: 'n1' });
    expect(u1.data.updateAssignment.assignment).toMatchObject({ allocationMode: 'hours_per_day', hoursPerDay: 4, percent: null, note: 'n1' });
    const u2 = await update({ path: 'PROJECT', projectId: toGlobalId('Project', PROJECT), endsAt: '2026-07-17' });
    expect(u2.data.updateAssignment.assignment).toMatchObject({ endsAt: '2026-07-17', hoursPerDay: 4 });
    const u3 = await update({ path: 'PERSON', personId: toGlobalId('Person', PERSON), allocation: { mode: 'fixed', fixedHours: 16 } });
    expect(u3.data.updateAssignment.assignment).toMatchObject({ allocationMode: 'fixed', fixedHours: 16, hoursPerDay: null });
    const others = [
      await create({ assignableId: String(PROJECT), startsAt: '2026-08-01', endsAt: '2026-08-02' }),
      await create({ assignableId: String(PROJECT), personId: toGlobalId('Person', PERSON), startsAt: '2026-08-01', endsAt: '2026-08-02' }),
    ];
    const del = (input: Record<string, unknown>) => gql('mutation D($input: DeleteAssignmentInput!) { deleteAssignment(input: $input) { deletedAssignmentId } }', { input });
    expect((await del({ id: a.id })).data.deleteAssignment.deletedAssignmentId).toBe(a.id);
    expect((await del({ id: others[0].id, path: 'PROJECT', projectId: String(PROJECT) })).data.deleteAssignment.deletedAssignmentId).toBe(others[0].id);
    expect((await del({ id: others[1].id, path: 'PERSON', personId: String(PERSON) })).data.deleteAssignment.deletedAssignmentId).toBe(others[1].id);
    const templates = (await writes()).map((c) => `${c.method} ${c.template}`);
    expect(templates).toEqual(expect.arrayContaining([
      'PUT /assignments/{assignment_id}', 'PUT /projects/{project_id}/assignments/{assignment_id}', 'PUT /users/{user_id}/assignments/{assignment_id}',
      'DELETE /assignments/{assignment_id}', 'DELETE /projects/{project_id}/assignments/{assignment_id}', 'DELETE /users/{user_id}/assignments/{assignment_id}',
    ]));
    expect((await direct('GET', `/assignments/${a.assignmentId}`)).status).toBe(404);
  });

  it('refuses a value property that is not the mode\'s, before any call; the emulator refuses it too', async () => {
    const result = await gql('mutation { createAssignment(input: { assignableId: "500001", startsAt: "2026-03-02", endsAt: "2026-03-03", allocation: { mode: percent, percent: 0.5, hoursPerDay: 4 } }) { assignment { id } } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.allocation.hoursPerDay' });
    const missing = await gql('mutation { createAssignment(input: { assignableId: "500001", startsAt: "2026-03-02", endsAt: "2026-03-03", allocation: { mode: fixed } }) { assignment { id } } }');
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.allocation.fixedHours' });
    const path = await gql('mutation D($id: ID!) { deleteAssignment(input: { id: $id, path: PROJECT }) { deletedAssignmentId } }', { id: '800001' });
    expect(path.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.projectId' });
    expect(await calls()).toHaveLength(0);
    const atEmulator = await direct('POST', '/assignments', { assignable_id: PROJECT, starts_at: '2026-03-02', ends_at: '2026-03-03', allocation_mode: 'percent', percent: 0.5, hours_per_day: 4 });
    expect(atEmulator.status).toBe(400);
    const archived = (await direct('GET', '/projects?with_archived=true&per_page=100')).body.data.find((p: any) => p.archived);
    await resetAllLogs(stack.emulators);
    const onArchived = await gql('mutation C($id: ID!) { createAssignment(input: { assignableId: $id, startsAt: "2026-03-02", endsAt: "2026-03-03" }) { assignment { id } } }', { id: toGlobalId('Project', archived.id) });
    expect(onArchived.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.assignableId' });
    expect(await writes()).toHaveLength(0);
    expect((await direct('POST', `/projects/${archived.id}/assignments`, { starts_at: '2026-03-02', ends_at: '2026-03-03' })).status).toBe(409);
    const retargetByPut = await direct('PUT', '/assignments/800001', { assignable_id: 500002 });
    expect(retargetByPut.status).toBe(400);
    expect(retargetByPut.body.message).toMatch(/delete it and create/);
  });
});

describe('retargetAssignment', () => {
  it('moves an assignment to another project with the same properties', async () => {
    const a = await create({ assignableId: String(PROJECT), personId: String(PERSON), startsAt: '2026-09-01', endsAt: '2026-09-12', allocation: { mode: 'hours_per_day', hoursPerDay: 3 }, description: 'Move me', subtasks: [{ description: 'Keep me', completed: true }] });
    await resetAllLogs(stack.emulators);
    const result = await gql(`mutation R($id: ID!, $to: ID!) { retargetAssignment(input: { id: $id, assignableId: $to }) { assignment { ${FIELDS} } } }`, { id: a.id, to: toGlobalId('Project', 500006) });
    expect(result.errors).toBeUndefined();
    const moved = result.data.retargetAssignment.assignment;
    expect(moved).toMatchObject({ startsAt: '2026-09-01', endsAt: '2026-09-12', allocationMode: 'hours_per_day', hoursPerDay: 3, description: 'Move me', person: { personId: String(PERSON) }, assignable: { projectId: '500006' } });
    expect(moved.subtasks.map((s: any) => [s.description, s.completed])).toEqual([['Keep me', true]]);
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['DELETE /assignments/{assignment_id}', 'POST /assignments']);
    expect((await direct('GET', `/assignments/${a.assignmentId}`)).status).toBe(404);
  });

  it('restores the original when the create fails, and says so', async () => {
    const a = await create({ assignableId: String(PROJECT), personId: String(PERSON), startsAt: '2026-10-05', endsAt: '2026-10-09', allocation: { mode: 'percent', percent: 0.75 }, note: 'Original' });
    await configureEmulator(stack.emulators.resourcePlanning, { failNext: { method: 'POST', template: '/assignments', status: 500 } });
    await resetAllLogs(stack.emulators);
    const result = await gql('mutation R($id: ID!, $to: ID!) { retargetAssignment(input: { id: $id, assignableId: $to }) { assignment { id } } }', { id: a.id, to: toGlobalId('Project', 500006) });
    expect(result.data?.retargetAssignment ?? null).toBeNull();
    const error = result.errors?.[0];
    expect(error?.message).toMatch(/original was restored/);
    expect(error?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: { status: 500 } });
    const restoredId = error?.extensions?.restoredAssignmentResourceId as string;
    expect((await writes()).map((c) => `${c.method} ${c.template} ${c.status}`)).toEqual(['DELETE /assignments/{assignment_id} 204', 'POST /assignments 500', 'POST /assignments 200']);
    const restored = (await direct('GET', `/assignments/${restoredId}`)).body;
    expect(restored).toMatchObject({ assignable_id: PROJECT, user_id: PERSON, starts_at: '2026-10-05', ends_at: '2026-10-09', allocation_mode: 'percent', percent: 0.75, note: 'Original' });
    const node = await gql('query N($id: ID!) { node(id: $id) { ... on Assignment { assignmentId } } }', { id: error?.extensions?.restoredAssignmentId });
    expect(node.data.node.assignmentId).toBe(restoredId);
  });

  it('says what is lost when the restore fails too', async () => {
    const a = await create({ assignableId: String(PROJECT), personId: String(PERSON), startsAt: '2026-10-12', endsAt: '2026-10-16', allocation: { mode: 'fixed', fixedHours: 12 } });
    await configureEmulator(stack.emulators.resourcePlanning, { failNext: { method: 'POST', template: '/assignments', status: 503, times: 2 } });
    await resetAllLogs(stack.emulators);
    const result = await gql('mutation R($id: ID!, $to: ID!) { retargetAssignment(input: { id: $id, assignableId: $to }) { assignment { id } } }', { id: a.id, to: String(500006) });
    expect(result.errors?.[0]?.message).toMatch(/recreating the original failed too/);
    expect(result.errors?.[0]?.extensions?.lostAssignment).toMatchObject({ assignable_id: PROJECT, user_id: PERSON, starts_at: '2026-10-12', allocation_mode: 'fixed', fixed_hours: 12 });
    expect((await writes()).map((c) => `${c.method} ${c.status}`)).toEqual(['DELETE 204', 'POST 503', 'POST 503']);
  });

  it('refuses a move to an archived project before deleting anything', async () => {
    const a = await create({ assignableId: String(PROJECT), startsAt: '2026-11-02', endsAt: '2026-11-03' });
    const archived = (await direct('GET', '/projects?with_archived=true&per_page=100')).body.data.find((p: any) => p.archived);
    await resetAllLogs(stack.emulators);
    const result = await gql('mutation R($id: ID!, $to: ID!) { retargetAssignment(input: { id: $id, assignableId: $to }) { assignment { id } } }', { id: a.id, to: String(archived.id) });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.assignableId' });
    expect(await writes()).toHaveLength(0);
  });
});

describe('subtasks', () => {
  it('creates, lists, refetches, updates and deletes subtasks', async () => {
    const a = await create({ assignableId: String(PROJECT), startsAt: '2026-03-02', endsAt: '2026-03-06' });
    const created = await gql('mutation C($id: ID!) { createSubtask(input: { assignmentId: $id, description: "Draft" }) { subtask { id subtaskId description completed assignment { assignmentId } } } }', { id: a.id });
    expect(created.errors).toBeUndefined();
    const subtask = created.data.createSubtask.subtask;
    expect(subtask).toMatchObject({ description: 'Draft', completed: false, assignment: { assignmentId: a.assignmentId } });
    const list = await gql('query L($id: ID!) { node(id: $id) { ... on Assignment { subtaskList(first: 10) { edges { node { subtaskId } } } subtaskCounts { total completed } } } }', { id: a.id });
    expect(list.data.node.subtaskList.edges.map((e: any) => e.node.subtaskId)).toEqual([subtask.subtaskId]);
    const updated = await gql('mutation U($id: ID!) { updateSubtask(input: { id: $id, completed: true, description: "Final" }) { subtask { description completed updatedBy { personId } } } }', { id: subtask.id });
    expect(updated.data.updateSubtask.subtask).toMatchObject({ description: 'Final', completed: true, updatedBy: { personId: '300101' } });
    const node = await gql('query N($id: ID!) { node(id: $id) { ... on Subtask { description completed } } }', { id: subtask.id });
    expect(node.data.node).toEqual({ description: 'Final', completed: true });
    const empty = await gql('mutation U($id: ID!) { updateSubtask(input: { id: $id, description: " " }) { subtask { id } } }', { id: subtask.id });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.description' });
    const deleted = await gql('mutation D($id: ID!) { deleteSubtask(input: { id: $id }) { deletedSubtaskId } }', { id: subtask.id });
    expect(deleted.data.deleteSubtask.deletedSubtaskId).toBe(subtask.id);
    const gone = await gql('query N($id: ID!) { node(id: $id) { id } }', { id: subtask.id });
    expect(gone.data.node).toBeNull();
    const templates = (await calls()).map((c) => `${c.method} ${c.template}`);
    for (const m of ['POST', 'GET', 'PUT', 'DELETE']) expect(templates).toContain(`${m} /projects/{project_id}/assignments/{assignment_id}/subtasks${m === 'POST' ? '' : '/{subtask_id}'}`);
    expect(templates).toContain('GET /projects/{project_id}/assignments/{assignment_id}/subtasks');
  });
});

describe('assignables', () => {
  it('lists projects and leave types, and shows one by id (phases are not assignables)', async () => {
    const result = await gql(`{ assignables(first: 60) { edges { node { __typename ... on Project { projectId } ... on LeaveType { name } } } }
      project: assignable(id: "500001") { __typename ... on Project { name } } leave: assignable(id: "490002") { __typename ... on LeaveType { name } } }`);
    expect(result.errors).toBeUndefined();
    const types = new Set(result.data.assignables.edges.map((e: any) => e.node.__typename));
    expect(types).toEqual(new Set(['Project', 'LeaveType']));
    expect(result.data.project.__typename).toBe('Project');
    expect(result.data.leave).toEqual({ __typename: 'LeaveType', name: 'Sick' });
    const phase = (await direct('GET', '/projects?with_phases=true&per_page=100')).body.data.find((p: any) => p.parent_id !== null);
    const none = await gql('query A($id: ID!) { assignable(id: $id) { __typename } }', { id: String(phase.id) });
    expect(none.data.assignable).toBeNull();
  });
});
