// Project and phase writes through the graph: create, update, the archive state table, delete,
// and the phase rules (parent is a project; no delete while assignments exist).
import { beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls as callsOf, resetAllLogs, routes, writes as writesOf } from '../helpers/calls.js';
import { direct as directTo } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const calls = () => callsOf(stack.emulators.resourcePlanning);
const writes = async () => routes(await writesOf(stack.emulators.resourcePlanning));
/** A call straight to the emulator (to see its own refusals); a refusal's body carries a message. */
const direct = <TBody = { message: string }>(method: string, path: string, body?: unknown) =>
  directTo<TBody>(stack.emulators.resourcePlanning, method, path, body);

const CREATE = graphql(`
  mutation ProjectWritesCreate($input: CreateProjectInput!) {
    createProject(input: $input) {
      project {
        id
        projectId: backendId
        name
        state
        archived
        startsAt
        endsAt
        owner {
          ownerId: backendId
        }
        projectCode
        client
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
  mutation ProjectWritesUpdate($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      project {
        name
        state
        endsAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const ARCHIVE = graphql(`
  mutation ProjectWritesArchive($id: ID!) {
    archiveProject(input: {id: $id}) {
      project {
        archived
        archivedAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const CREATE_PHASE = graphql(`
  mutation ProjectWritesCreatePhase($input: CreatePhaseInput!) {
    createPhase(input: $input) {
      phase {
        id
        phaseId: backendId
        name
        startsAt
        project {
          id
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
const DELETE_PHASE = graphql(`
  mutation ProjectWritesDeletePhase($id: ID!) {
    deletePhase(input: {id: $id}) {
      deletedPhaseId
      userErrors {
        field
        code
        message
      }
    }
  }
`);

async function createProject(name: string) {
  const result = await run(CREATE, {
    input: {
      name,
      state: 'TENTATIVE',
      startsAt: '2026-01-05',
      endsAt: '2026-06-30',
      projectCode: 'T-1',
      client: 'Globex',
      ownerId: globalId('Person', 300102),
    },
  });
  return present(present(dataOf(result).createProject).project);
}

describe('projects', () => {
  it('creates a project with its owner and reads it back with custom field values', async () => {
    const project = await createProject('Quartz Launch');
    expect(project).toMatchObject({
      name: 'Quartz Launch',
      state: 'TENTATIVE',
      archived: false,
      startsAt: '2026-01-05',
      endsAt: '2026-06-30',
      owner: { ownerId: '300102' },
      client: 'Globex',
    });
    expect(await writes()).toEqual(['POST /projects']);
    const READ = graphql(`query ProjectWritesRead($id: ID!) { project(id: $id) { name customFieldValues { id } } }`);
    const read = await run(READ, { id: project.id });
    expect(read.data?.project).toEqual({ name: 'Quartz Launch', customFieldValues: [] });
    expect(
      (await calls()).some(
        (c) => c.template === '/projects/{project_id}' && c.url.includes('fields=custom_field_values'),
      ),
    ).toBe(true);
    // The new project copied the account rates; its owner became a member with a rate of their own.
    const account = await rpAll<RpRecord>(stack.emulators, '/bill_rates');
    const rates = await rpAll<RpRecord>(stack.emulators, `/projects/${project.projectId}/bill_rates`);
    const shape = (r: RpRecord): string => `${String(r.role_id)}/${String(r.discipline_id)}/${String(r.rate)}`;
    expect(
      rates
        .filter((r) => r.user_id === null)
        .map(shape)
        .sort(),
    ).toEqual(account.map(shape).sort());
    expect(rates.filter((r) => r.user_id !== null).map((r) => r.user_id)).toEqual([300102]);
  });

  it('refuses a project whose end is before its start, before any call', async () => {
    const result = await run(CREATE, { input: { name: 'Backwards', startsAt: '2026-05-01', endsAt: '2026-04-01' } });
    refusalIn(result, { code: 'INVALID', field: ['input', 'endsAt'] });
    expect(await calls()).toHaveLength(0);
  });

  it('updates a project', async () => {
    const project = await createProject('Onyx Portal');
    await resetAllLogs(stack.emulators);
    const result = dataOf(
      await run(UPDATE, {
        input: { id: project.id, name: 'Onyx Portal v2', state: 'CONFIRMED', endsAt: '2026-07-31' },
      }),
    );
    expect(result.updateProject?.project).toEqual({ name: 'Onyx Portal v2', state: 'CONFIRMED', endsAt: '2026-07-31' });
    expect(await writes()).toEqual(['PUT /projects/{project_id}']);
  });

  it('follows the archive state table: archive once, nothing else while archived, unarchive, then update', async () => {
    const project = await createProject('Basalt Migration');
    const archived = present((await run(ARCHIVE, { id: project.id })).data?.archiveProject?.project);
    expect(archived.archived).toBe(true);
    expect(archived.archivedAt).toBeTruthy();
    const LISTS = graphql(`
      query ProjectWritesLists {
        active: projects(first: 500) {
          edges {
            node {
              id
            }
          }
        }
        all: projects(first: 500, withArchived: true) {
          edges {
            node {
              id
            }
          }
        }
      }
    `);
    // Archiving acts as a delete: the project leaves the list unless archived ones are asked for.
    const lists = dataOf(await run(LISTS));
    expect(present(lists.active).edges.map((e) => e.node.id)).not.toContain(project.id);
    expect(present(lists.all).edges.map((e) => e.node.id)).toContain(project.id);

    await resetAllLogs(stack.emulators);
    const again = await run(ARCHIVE, { id: project.id });
    expect(refusalIn(again, {}).message).toMatch(/already archived/);
    refusalIn(again, { code: 'CONFLICT', field: ['input', 'id'] });
    const update = await run(UPDATE, { input: { id: project.id, name: 'Renamed' } });
    expect(refusalIn(update, {}).message).toMatch(/archived: unarchive it/);
    expect(await writes()).toHaveLength(0);

    // The emulator enforces the same table on its own, changing nothing.
    const numericId = project.projectId;
    expect((await direct('PUT', `/projects/${numericId}`, { archived: true })).status).toBe(409);
    expect((await direct('PUT', `/projects/${numericId}`, { name: 'Renamed' })).status).toBe(409);
    const both = await direct('PUT', `/projects/${numericId}`, { archived: false, name: 'Renamed' });
    expect(both.status).toBe(409);
    expect(both.body.message).toMatch(/before changing name/);
    expect((await direct<RpProject>('GET', `/projects/${numericId}`)).body).toMatchObject({
      archived: true,
      name: 'Basalt Migration',
    });

    const UNARCHIVE = graphql(`
      mutation ProjectWritesUnarchive($id: ID!) {
        unarchiveProject(input: {id: $id}) {
          project {
            archived
            archivedAt
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const unarchived = await run(UNARCHIVE, { id: project.id });
    expect(unarchived.data?.unarchiveProject?.project).toEqual({ archived: false, archivedAt: null });
    const renamed = await run(UPDATE, { input: { id: project.id, name: 'Basalt Migration II' } });
    expect(renamed.data?.updateProject?.project?.name).toBe('Basalt Migration II');
  });

  it('deletes a project', async () => {
    const project = await createProject('Short Lived');
    const DELETE = graphql(`
      mutation ProjectWritesDelete($id: ID!) {
        deleteProject(input: {id: $id}) {
          deletedProjectId
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const deleted = await run(DELETE, { id: project.id });
    expect(deleted.data?.deleteProject?.deletedProjectId).toBe(project.id);
    expect(await writes()).toContain('DELETE /projects/{project_id}');
    const READ_ID = graphql(`query ProjectWritesReadId($id: ID!) { project(id: $id) { id } }`);
    const read = await run(READ_ID, { id: project.id });
    expect(read.data?.project).toBeNull();
  });

  it('keeps parent_id null for projects at the emulator', async () => {
    const created = await direct('POST', '/projects', { name: 'Child?', parent_id: 500001 });
    expect(created.status).toBe(400);
    expect(created.body.message).toMatch(/parent_id must be null/);
    expect((await direct('PUT', '/projects/500001', { parent_id: 500002 })).status).toBe(400);
  });
});

describe('phases', () => {
  it('creates, lists, updates and deletes a phase of a project', async () => {
    const project = await createProject('Garnet Rollout');
    const created = await run(CREATE_PHASE, {
      input: { projectId: project.id, name: 'Pilot', startsAt: '2026-02-01', endsAt: '2026-03-01' },
    });
    const phase = present(present(dataOf(created).createPhase).phase);
    expect(phase).toMatchObject({ name: 'Pilot', startsAt: '2026-02-01', project: { id: project.id } });
    const PHASES = graphql(`
      query ProjectWritesPhases($id: ID!) {
        project(id: $id) {
          phases(first: 5) {
            edges {
              node {
                id
              }
            }
          }
        }
      }
    `);
    const listed = await run(PHASES, { id: project.id });
    expect(listed.data?.project?.phases?.edges.map((e) => e.node.id)).toEqual([phase.id]);

    const UPDATE_PHASE = graphql(`
      mutation ProjectWritesUpdatePhase($input: UpdatePhaseInput!) {
        updatePhase(input: $input) {
          phase {
            name
            useParentBillRates
          }
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const updated = await run(UPDATE_PHASE, {
      input: { id: phase.id, name: 'Pilot wave 1', useParentBillRates: true },
    });
    expect(updated.data?.updatePhase?.phase).toEqual({ name: 'Pilot wave 1', useParentBillRates: true });
    expect(await writes()).toEqual([
      'POST /projects',
      'POST /projects/{project_id}/phases',
      'PUT /projects/{project_id}/phases/{phase_id}',
    ]);
    // With useParentBillRates the phase shows its project's rates.
    const phaseRates = await rpAll<RpRecord>(stack.emulators, `/projects/${phase.phaseId}/bill_rates`);
    expect(phaseRates.length).toBeGreaterThan(0);
    expect(new Set(phaseRates.map((r) => r.assignable_id))).toEqual(new Set([Number(project.projectId)]));

    const deleted = await run(DELETE_PHASE, { id: phase.id });
    expect(deleted.data?.deletePhase?.deletedPhaseId).toBe(phase.id);
    expect((await direct('GET', `/projects/${phase.phaseId}`)).status).toBe(404);
  });

  it("refuses a phase under a phase: a phase's parent is a project", async () => {
    const nested = present(
      (await rpAll<RpProject>(stack.emulators, '/projects?with_phases=true')).find((p) => p.parent_id !== null),
      'a phase',
    );
    const phaseId = nested.id;
    await resetAllLogs(stack.emulators);
    const byGlobalId = await run(CREATE_PHASE, { input: { projectId: globalId('Phase', phaseId), name: 'Nested' } });
    refusalIn(byGlobalId, { code: 'INVALID', field: ['input', 'projectId'] });
    expect(await calls()).toHaveLength(0);
    const byRawId = await run(CREATE_PHASE, { input: { projectId: String(phaseId), name: 'Nested' } });
    expect(refusalIn(byRawId, {}).message).toMatch(/is a phase/);
    expect(await writes()).toHaveLength(0);
    const atEmulator = await direct('POST', `/projects/${phaseId}/phases`, { phase_name: 'Nested' });
    expect(atEmulator.status).toBe(400);
    const parentId = present(
      (await direct<RpProject>('GET', `/projects/${phaseId}`)).body.parent_id,
      "the phase's project",
    );
    expect((await direct('PUT', `/projects/${parentId}/phases/${phaseId}`, { parent_id: null })).status).toBe(400);
  });

  it('refuses to delete a phase with assignments, changing nothing', async () => {
    const assignments = await rpAll<RpRecord>(stack.emulators, '/assignments?with_phases=true');
    const phases = (await rpAll<RpProject>(stack.emulators, '/projects?with_phases=true')).filter(
      (p) => p.parent_id !== null,
    );
    const busy = present(
      phases.find((p) => assignments.some((a) => a.assignable_id === p.id)),
      'a phase with assignments',
    );
    await resetAllLogs(stack.emulators);
    const result = await run(DELETE_PHASE, { id: globalId('Phase', busy.id) });
    expect(refusalIn(result, {}).message).toMatch(/has assignments/);
    refusalIn(result, { code: 'CONFLICT', field: ['input', 'id'] });
    expect(await writes()).toHaveLength(0);
    const atEmulator = await direct('DELETE', `/projects/${String(busy.parent_id)}/phases/${busy.id}`);
    expect(atEmulator.status).toBe(409);
    expect((await direct('GET', `/projects/${busy.id}`)).status).toBe(200);
  });
});
