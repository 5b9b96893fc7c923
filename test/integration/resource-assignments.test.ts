// Assignments through the graph over the service's three paths, the allocation modes, retargeting
// (delete + create, original restored when the create fails), subtasks and assignables.
import { beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type {
  AssignmentsFieldsFragment,
  CreateAssignmentInput,
  DeleteAssignmentInput,
  UpdateAssignmentInput,
} from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, routes, writes as writesOf } from '../helpers/calls.js';
import { direct as directTo } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { ofType, present } from '../helpers/present.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { configureEmulator, useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

graphql(`
  fragment AssignmentsFields on Assignment {
    id
    assignmentId: backendId
    startsAt
    endsAt
    allocationMode
    percent
    hoursPerDay
    fixedHours
    description
    note
    person {
      personId: backendId
    }
    assignable {
      __typename
      ... on Project {
        projectId: backendId
      }
      ... on Phase {
        phaseId: backendId
      }
      ... on LeaveType {
        leaveTypeId: backendId
      }
    }
    subtasks(first: 100) {
      edges {
        node {
          id
          description
          completed
        }
      }
    }
    subtaskCounts {
      completed
      total
    }
  }
`);
const CREATE = graphql(`
  mutation AssignmentsCreate($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      assignment {
        ...AssignmentsFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation AssignmentsUpdate($input: UpdateAssignmentInput!) {
    updateAssignment(input: $input) {
      assignment {
        ...AssignmentsFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const RETARGET = graphql(`
  mutation AssignmentsRetarget($input: RetargetAssignmentInput!) {
    retargetAssignment(input: $input) {
      assignment {
        ...AssignmentsFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const UPDATE_SUBTASK = graphql(`
  mutation AssignmentsUpdateSubtask($input: UpdateSubtaskInput!) {
    updateSubtask(input: $input) {
      subtask {
        description
        completed
        updatedBy {
          personId: backendId
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const SUBTASK_NODE = graphql(`
  query AssignmentsSubtaskNode($id: ID!) {
    node(id: $id) {
      ... on Subtask {
        description
        completed
      }
    }
  }
`);

const calls = () => callsOf(stack.emulators.resourcePlanning);
const writes = () => writesOf(stack.emulators.resourcePlanning);
/** REST straight to the resource-planning emulator. */
const direct = <T = RpRecord>(method: string, path: string, body?: unknown) =>
  directTo<T>(stack.emulators.resourcePlanning, method, path, body);
/** A project that is archived, read over REST. */
const archivedProject = async (): Promise<RpProject> =>
  present(
    (await direct<{ data: RpProject[] }>('GET', '/projects?with_archived=true&per_page=100')).body.data.find(
      (p) => p.archived,
    ),
  );

const PROJECT = 500001;
const PERSON = 300105;

async function create(input: CreateAssignmentInput): Promise<AssignmentsFieldsFragment> {
  return present(present(dataOf(await run(CREATE, { input })).createAssignment).assignment);
}

describe('assignments', () => {
  it('creates each on the list it lives on (its project, its person for leave, the account for leave without a person), each allocation mode with exactly its value', async () => {
    const viaAll = await create({
      assignableId: globalId('Project', PROJECT),
      personId: globalId('Person', PERSON),
      startsAt: '2026-03-02',
      endsAt: '2026-03-20',
      allocation: { mode: 'PERCENT', percent: 0.5 },
      subtasks: [{ description: 'Kick-off' }, { description: 'Plan', completed: true }],
    });
    expect(viaAll).toMatchObject({
      allocationMode: 'PERCENT',
      percent: 0.5,
      hoursPerDay: null,
      fixedHours: null,
      person: { personId: String(PERSON) },
      assignable: { __typename: 'Project', projectId: String(PROJECT) },
      subtaskCounts: { completed: 1, total: 2 },
    });
    expect(present(viaAll.subtasks).edges.map((e) => e.node.description)).toEqual(['Kick-off', 'Plan']);
    const viaProject = await create({
      assignableId: globalId('Project', PROJECT),
      startsAt: '2026-04-01',
      endsAt: '2026-04-10',
      allocation: { mode: 'HOURS_PER_DAY', hoursPerDay: 6 },
    });
    expect(viaProject).toMatchObject({
      allocationMode: 'HOURS_PER_DAY',
      hoursPerDay: 6,
      percent: null,
      fixedHours: null,
      person: null,
    });
    const viaPerson = await create({
      assignableId: globalId('LeaveType', 490001),
      personId: globalId('Person', PERSON),
      startsAt: '2026-05-04',
      endsAt: '2026-05-08',
      allocation: { mode: 'FIXED', fixedHours: 40 },
    });
    const viaAccount = await create({
      assignableId: globalId('LeaveType', 490001),
      startsAt: '2026-05-11',
      endsAt: '2026-05-12',
    });
    expect(viaAccount).toMatchObject({ person: null, assignable: { __typename: 'LeaveType', leaveTypeId: '490001' } });
    expect(viaPerson).toMatchObject({
      allocationMode: 'FIXED',
      fixedHours: 40,
      percent: null,
      hoursPerDay: null,
      assignable: { __typename: 'LeaveType', leaveTypeId: '490001' },
    });
    expect(routes(await writes())).toEqual([
      'POST /projects/{project_id}/assignments',
      'POST /projects/{project_id}/assignments',
      'POST /users/{user_id}/assignments',
      'POST /assignments',
    ]);
  });

  it('reads through each path: the account list, one per project, one per person', async () => {
    const made = await create({
      assignableId: globalId('Project', PROJECT),
      personId: globalId('Person', PERSON),
      startsAt: '2026-06-01',
      endsAt: '2026-06-05',
    });
    const READ_PATHS = graphql(`
      query AssignmentsReadPaths($project: ID!, $person: ID!, $id: ID!, $other: ID!, $from: Date, $to: Date) {
        assignments(first: 3, from: $from, to: $to) {
          edges {
            node {
              assignmentId: backendId
              subtaskCounts {
                total
              }
            }
          }
        }
        project(id: $project) {
          assignment(id: $id) {
            assignmentId: backendId
          }
        }
        person(id: $person) {
          assignment(id: $id) {
            assignmentId: backendId
          }
          other: assignment(id: $other) {
            assignmentId: backendId
          }
          assignments(first: 100) {
            edges {
              node {
                assignmentId: backendId
              }
            }
          }
        }
      }
    `);
    const data = dataOf(
      await run(READ_PATHS, {
        project: String(PROJECT),
        person: String(PERSON),
        id: made.id,
        other: '800001',
        from: '2026-06-01',
        to: '2026-06-30',
      }),
    );
    expect(data.assignments?.edges.length).toBeGreaterThan(0);
    expect(data.project?.assignment?.assignmentId).toBe(made.assignmentId);
    const person = present(data.person);
    expect(person.assignment?.assignmentId).toBe(made.assignmentId);
    expect(person.assignments?.edges.map((e) => e.node.assignmentId)).toContain(made.assignmentId);
    const first = (await direct('GET', '/assignments/800001')).body;
    expect(person.other === null).toBe(first.user_id !== PERSON);
    const templates = (await calls()).map((c) => c.template);
    expect(templates).toEqual(
      expect.arrayContaining([
        '/assignments',
        '/users/{user_id}/assignments',
        '/projects/{project_id}/assignments/{assignment_id}',
        '/users/{user_id}/assignments/{assignment_id}',
      ]),
    );
  });

  it('updates and deletes each on the list it lives on', async () => {
    const a = await create({
      assignableId: globalId('Project', PROJECT),
      personId: globalId('Person', PERSON),
      startsAt: '2026-07-01',
      endsAt: '2026-07-10',
    });
    await resetAllLogs(stack.emulators);
    const update = async (input: Omit<UpdateAssignmentInput, 'id'>) =>
      present(dataOf(await run(UPDATE, { input: { id: a.id, ...input } })).updateAssignment).assignment;
    const u1 = await update({ allocation: { mode: 'HOURS_PER_DAY', hoursPerDay: 4 }, note: 'n1' });
    expect(u1).toMatchObject({ allocationMode: 'HOURS_PER_DAY', hoursPerDay: 4, percent: null, note: 'n1' });
    const u2 = await update({ endsAt: '2026-07-17' });
    expect(u2).toMatchObject({ endsAt: '2026-07-17', hoursPerDay: 4 });
    const u3 = await update({ allocation: { mode: 'FIXED', fixedHours: 16 } });
    expect(u3).toMatchObject({ allocationMode: 'FIXED', fixedHours: 16, hoursPerDay: null });
    const onPerson = await create({
      assignableId: globalId('LeaveType', 490001),
      personId: globalId('Person', PERSON),
      startsAt: '2026-08-01',
      endsAt: '2026-08-02',
    });
    const onAccount = await create({
      assignableId: globalId('LeaveType', 490001),
      startsAt: '2026-08-03',
      endsAt: '2026-08-04',
    });
    const leave = async (input: Omit<UpdateAssignmentInput, 'id'> & { id: string }) =>
      present(dataOf(await run(UPDATE, { input })).updateAssignment).assignment;
    await leave({ id: onPerson.id, note: 'leave' });
    await leave({ id: onAccount.id, note: 'leave' });
    const DELETE = graphql(`
      mutation AssignmentsDelete($input: DeleteAssignmentInput!) {
        deleteAssignment(input: $input) {
          deletedAssignmentId
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const del = async (input: DeleteAssignmentInput) =>
      present(dataOf(await run(DELETE, { input })).deleteAssignment).deletedAssignmentId;
    expect(await del({ id: a.id })).toBe(a.id);
    expect(await del({ id: onAccount.id })).toBe(onAccount.id);
    expect(await del({ id: onPerson.id })).toBe(onPerson.id);
    const templates = routes(await writes());
    expect(templates).toEqual(
      expect.arrayContaining([
        'PUT /assignments/{assignment_id}',
        'PUT /projects/{project_id}/assignments/{assignment_id}',
        'PUT /users/{user_id}/assignments/{assignment_id}',
        'DELETE /assignments/{assignment_id}',
        'DELETE /projects/{project_id}/assignments/{assignment_id}',
        'DELETE /users/{user_id}/assignments/{assignment_id}',
      ]),
    );
    expect((await direct('GET', `/assignments/${a.assignmentId}`)).status).toBe(404);
  });

  it("refuses a value property that is not the mode's, before any call; the emulator refuses it too", async () => {
    const result = await run(CREATE, {
      input: {
        assignableId: '500001',
        startsAt: '2026-03-02',
        endsAt: '2026-03-03',
        allocation: { mode: 'PERCENT', percent: 0.5, hoursPerDay: 4 },
      },
    });
    refusalIn(result, { code: 'INVALID', field: ['input', 'allocation', 'hoursPerDay'] });
    const missing = await run(CREATE, {
      input: { assignableId: '500001', startsAt: '2026-03-02', endsAt: '2026-03-03', allocation: { mode: 'FIXED' } },
    });
    refusalIn(missing, { code: 'INVALID', field: ['input', 'allocation', 'fixedHours'] });
    expect(await calls()).toHaveLength(0);
    const atEmulator = await direct('POST', '/assignments', {
      assignable_id: PROJECT,
      starts_at: '2026-03-02',
      ends_at: '2026-03-03',
      allocation_mode: 'percent',
      percent: 0.5,
      hours_per_day: 4,
    });
    expect(atEmulator.status).toBe(400);
    const archived = await archivedProject();
    await resetAllLogs(stack.emulators);
    const onArchived = await run(CREATE, {
      input: { assignableId: globalId('Project', archived.id), startsAt: '2026-03-02', endsAt: '2026-03-03' },
    });
    refusalIn(onArchived, { code: 'INVALID', field: ['input', 'assignableId'] });
    expect(await writes()).toHaveLength(0);
    expect(
      (await direct('POST', `/projects/${archived.id}/assignments`, { starts_at: '2026-03-02', ends_at: '2026-03-03' }))
        .status,
    ).toBe(409);
    const retargetByPut = await direct<{ message: string }>('PUT', '/assignments/800001', { assignable_id: 500002 });
    expect(retargetByPut.status).toBe(400);
    expect(retargetByPut.body.message).toMatch(/delete it and create/);
  });
});

describe('retargetAssignment', () => {
  it('moves an assignment to another project with the same properties', async () => {
    const a = await create({
      assignableId: String(PROJECT),
      personId: String(PERSON),
      startsAt: '2026-09-01',
      endsAt: '2026-09-12',
      allocation: { mode: 'HOURS_PER_DAY', hoursPerDay: 3 },
      description: 'Move me',
      subtasks: [{ description: 'Keep me', completed: true }],
    });
    await resetAllLogs(stack.emulators);
    const moved = present(
      present(
        dataOf(await run(RETARGET, { input: { id: a.id, assignableId: globalId('Project', 500006) } }))
          .retargetAssignment,
      ).assignment,
    );
    expect(moved).toMatchObject({
      startsAt: '2026-09-01',
      endsAt: '2026-09-12',
      allocationMode: 'HOURS_PER_DAY',
      hoursPerDay: 3,
      description: 'Move me',
      person: { personId: String(PERSON) },
      assignable: { projectId: '500006' },
    });
    expect(present(moved.subtasks).edges.map((e) => [e.node.description, e.node.completed])).toEqual([
      ['Keep me', true],
    ]);
    expect(routes(await writes())).toEqual([
      'DELETE /projects/{project_id}/assignments/{assignment_id}',
      'POST /projects/{project_id}/assignments',
    ]);
    expect((await direct('GET', `/assignments/${a.assignmentId}`)).status).toBe(404);
  });

  it('restores the original when the create fails, and says so', async () => {
    const a = await create({
      assignableId: String(PROJECT),
      personId: String(PERSON),
      startsAt: '2026-10-05',
      endsAt: '2026-10-09',
      allocation: { mode: 'PERCENT', percent: 0.75 },
      note: 'Original',
    });
    await configureEmulator(stack.emulators.resourcePlanning, {
      failNext: { method: 'POST', template: '/projects/{project_id}/assignments', status: 500 },
    });
    await resetAllLogs(stack.emulators);
    const result = await run(RETARGET, { input: { id: a.id, assignableId: globalId('Project', 500006) } });
    expect(result.data?.retargetAssignment ?? null).toBeNull();
    const error = result.errors?.[0];
    expect(error?.message).toMatch(/original was restored/);
    expect(error?.extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      upstream: { status: 500 },
      restoredAssignmentBackendId: match.any(String),
      restoredAssignmentId: match.any(String),
    });
    const restoredId = String(error?.extensions?.restoredAssignmentBackendId);
    expect((await writes()).map((c) => `${c.method} ${c.template} ${c.status}`)).toEqual([
      'DELETE /projects/{project_id}/assignments/{assignment_id} 204',
      'POST /projects/{project_id}/assignments 500',
      'POST /projects/{project_id}/assignments 200',
    ]);
    const restored = (await direct('GET', `/assignments/${restoredId}`)).body;
    expect(restored).toMatchObject({
      assignable_id: PROJECT,
      user_id: PERSON,
      starts_at: '2026-10-05',
      ends_at: '2026-10-09',
      allocation_mode: 'percent',
      percent: 0.75,
      note: 'Original',
    });
    const NODE = graphql(`
      query AssignmentsNode($id: ID!) {
        node(id: $id) {
          __typename
          ... on Assignment {
            assignmentId: backendId
          }
        }
      }
    `);
    const node = dataOf(await run(NODE, { id: String(error?.extensions?.restoredAssignmentId) })).node;
    expect(ofType(node, 'Assignment').assignmentId).toBe(restoredId);
  });

  it('says what is lost when the restore fails too', async () => {
    const a = await create({
      assignableId: String(PROJECT),
      personId: String(PERSON),
      startsAt: '2026-10-12',
      endsAt: '2026-10-16',
      allocation: { mode: 'FIXED', fixedHours: 12 },
    });
    await configureEmulator(stack.emulators.resourcePlanning, {
      failNext: { method: 'POST', template: '/projects/{project_id}/assignments', status: 503, times: 2 },
    });
    await resetAllLogs(stack.emulators);
    const result = await run(RETARGET, { input: { id: a.id, assignableId: String(500006) } });
    expect(result.errors?.[0]?.message).toMatch(/recreating the original failed too/);
    expect(result.errors?.[0]?.extensions?.lostAssignment).toMatchObject({
      assignable_id: PROJECT,
      user_id: PERSON,
      starts_at: '2026-10-12',
      allocation_mode: 'fixed',
      fixed_hours: 12,
    });
    expect((await writes()).map((c) => `${c.method} ${c.status}`)).toEqual(['DELETE 204', 'POST 503', 'POST 503']);
  });

  it('refuses a move to an archived project before deleting anything', async () => {
    const a = await create({ assignableId: String(PROJECT), startsAt: '2026-11-02', endsAt: '2026-11-03' });
    const archived = await archivedProject();
    await resetAllLogs(stack.emulators);
    const result = await run(RETARGET, { input: { id: a.id, assignableId: String(archived.id) } });
    refusalIn(result, { code: 'INVALID', field: ['input', 'assignableId'] });
    expect(await writes()).toHaveLength(0);
  });
});

describe('subtasks', () => {
  it('creates, lists, refetches, updates and deletes subtasks', async () => {
    const a = await create({ assignableId: String(PROJECT), startsAt: '2026-03-02', endsAt: '2026-03-06' });
    const CREATE_SUBTASK = graphql(`
      mutation AssignmentsCreateSubtask($input: CreateSubtaskInput!) {
        createSubtask(input: $input) {
          subtask {
            id
            subtaskId: backendId
            description
            completed
            assignment {
              assignmentId: backendId
            }
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const subtask = present(
      present(dataOf(await run(CREATE_SUBTASK, { input: { assignmentId: a.id, description: 'Draft' } })).createSubtask)
        .subtask,
    );
    expect(subtask).toMatchObject({
      description: 'Draft',
      completed: false,
      assignment: { assignmentId: a.assignmentId },
    });
    const SUBTASK_LIST = graphql(`
      query AssignmentsSubtaskList($id: ID!) {
        node(id: $id) {
          __typename
          ... on Assignment {
            subtasks(first: 10) {
              edges {
                node {
                  subtaskId: backendId
                }
              }
            }
            subtaskCounts {
              total
              completed
            }
          }
        }
      }
    `);
    const list = ofType(dataOf(await run(SUBTASK_LIST, { id: a.id })).node, 'Assignment');
    expect(list.subtasks?.edges.map((e) => e.node.subtaskId)).toEqual([subtask.subtaskId]);
    const updated = dataOf(
      await run(UPDATE_SUBTASK, { input: { id: subtask.id, completed: true, description: 'Final' } }),
    );
    expect(updated.updateSubtask?.subtask).toMatchObject({
      description: 'Final',
      completed: true,
      updatedBy: { personId: '300101' },
    });
    expect(dataOf(await run(SUBTASK_NODE, { id: subtask.id })).node).toEqual({ description: 'Final', completed: true });
    const empty = await run(UPDATE_SUBTASK, { input: { id: subtask.id, description: ' ' } });
    refusalIn(empty, { code: 'INVALID', field: ['input', 'description'] });
    const DELETE_SUBTASK = graphql(`
      mutation AssignmentsDeleteSubtask($input: DeleteSubtaskInput!) {
        deleteSubtask(input: $input) {
          deletedSubtaskId
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const deleted = dataOf(await run(DELETE_SUBTASK, { input: { id: subtask.id } }));
    expect(deleted.deleteSubtask?.deletedSubtaskId).toBe(subtask.id);
    expect(dataOf(await run(SUBTASK_NODE, { id: subtask.id })).node).toBeNull();
    const templates = routes(await calls());
    for (const m of ['POST', 'GET', 'PUT', 'DELETE'])
      expect(templates).toContain(
        `${m} /projects/{project_id}/assignments/{assignment_id}/subtasks${m === 'POST' ? '' : '/{subtask_id}'}`,
      );
    expect(templates).toContain('GET /projects/{project_id}/assignments/{assignment_id}/subtasks');
  });
});

describe('assignables', () => {
  it('lists projects and leave types, and shows one by id (phases are not assignables)', async () => {
    const ASSIGNABLES = graphql(`
      query AssignmentsAssignables($project: ID!, $leave: ID!) {
        assignables(first: 60) {
          edges {
            node {
              __typename
              ... on Project {
                projectId: backendId
              }
              ... on LeaveType {
                name
              }
            }
          }
        }
        project: assignable(id: $project) {
          __typename
          ... on Project {
            name
          }
        }
        leave: assignable(id: $leave) {
          __typename
          ... on LeaveType {
            name
          }
        }
      }
    `);
    const data = dataOf(await run(ASSIGNABLES, { project: '500001', leave: '490002' }));
    const types = new Set(data.assignables?.edges.map((e) => e.node.__typename));
    expect(types).toEqual(new Set(['Project', 'LeaveType']));
    expect(data.project?.__typename).toBe('Project');
    expect(data.leave).toEqual({ __typename: 'LeaveType', name: 'Sick' });
    const phase = present(
      (await direct<{ data: RpProject[] }>('GET', '/projects?with_phases=true&per_page=100')).body.data.find(
        (p) => p.parent_id !== null,
      ),
    );
    const ASSIGNABLE = graphql(`query AssignmentsAssignable($id: ID!) { assignable(id: $id) { __typename } }`);
    expect(dataOf(await run(ASSIGNABLE, { id: String(phase.id) })).assignable).toBeNull();
  });
});
