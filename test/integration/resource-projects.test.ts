// Project and phase writes through the graph: create, update, the archive state table, delete,
// and the phase rules (parent is a project; no delete while assignments exist).
import { beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables);
const writes = async () => (await upstreamCalls(stack.emulators.resourcePlanning)).filter((c) => c.method !== 'GET');
/** A call straight to the emulator (to see its own refusals). */
async function direct(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stack.emulators.resourcePlanning.baseUrl}${path}`, {
    method,
    headers: { auth: 'rp-demo-token', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const PROJECT_FIELDS = 'id projectId name state archived startsAt endsAt ownerId projectCode client';

async function createProject(name: string): Promise<any> {
  const result = await gql(`mutation C($input: CreateProjectInput!) { createProject(input: $input) { project { ${PROJECT_FIELDS} } } }`, {
    input: { name, state: 'Tentative', startsAt: '2026-01-05', endsAt: '2026-06-30', projectCode: 'T-1', client: 'Globex', ownerId: toGlobalId('Person', 300102) },
  });
  expect(result.errors).toBeUndefined();
  return result.data.createProject.project;
}

describe('projects', () => {
  it('creates a project with its owner and reads it back with custom field values', async () => {
    const project = await createProject('Quartz Launch');
    expect(project).toMatchObject({ name: 'Quartz Launch', state: 'Tentative', archived: false, startsAt: '2026-01-05', endsAt: '2026-06-30', ownerId: '300102', client: 'Globex' });
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['POST /projects']);
    const read = await gql('query P($id: ID!) { project(id: $id) { name customFieldValues { id } } }', { id: project.id });
    expect(read.data.project).toEqual({ name: 'Quartz Launch', customFieldValues: [] });
    const calls = await upstreamCalls(stack.emulators.resourcePlanning);
    expect(calls.some((c) => c.template === '/projects/{project_id}' && c.url.includes('fields=custom_field_values'))).toBe(true);
    // The new project copied the account rates; its owner became a member with a rate of their own.
    const account = (await direct('GET', '/bill_rates?per_page=1000')).body.data;
    const rates = (await direct('GET', `/projects/${project.projectId}/bill_rates?per_page=1000`)).body.data;
    const shape = (r: any) => `${r.role_id}/${r.discipline_id}/${r.rate}`;
    expect(rates.filter((r: any) => r.user_id === null).map(shape).sort()).toEqual(account.map(shape).sort());
    expect(rates.filter((r: any) => r.user_id !== null).map((r: any) => r.user_id)).toEqual([300102]);
  });

  it('refuses a project whose end is before its start, before any call', async () => {
    const result = await gql('mutation { createProject(input: { name: "Backwards", startsAt: "2026-05-01", endsAt: "2026-04-01" }) { project { id } } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.endsAt' });
    expect(await upstreamCalls(stack.emulators.resourcePlanning)).toHaveLength(0);
  });

  it('updates a project', async () => {
    const project = await createProject('Onyx Portal');
    await resetAllLogs(stack.emulators);
    const result = await gql('mutation U($input: UpdateProjectInput!) { updateProject(input: $input) { project { name state endsAt } } }', {
      input: { id: project.id, name: 'Onyx Portal v2', state: 'Confirmed', endsAt: '2026-07-31' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateProject.project).toEqual({ name: 'Onyx Portal v2', state: 'Confirmed', endsAt: '2026-07-31' });
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['PUT /projects/{project_id}']);
  });

  it('follows the archive state table: archive once, nothing else while archived, unarchive, then update', async () => {
    const project = await createProject('Basalt Migration');
    const archived = await gql('mutation A($id: ID!) { archiveProject(input: { id: $id }) { project { archived archivedAt } } }', { id: project.id });
    expect(archived.data.archiveProject.project.archived).toBe(true);
    expect(archived.data.archiveProject.project.archivedAt).toBeTruthy();
    // Archiving acts as a delete: the project leaves the list unless archived ones are asked for.
    const lists = await gql('{ active: projects(first: 500) { edges { node { id } } } all: projects(first: 500, withArchived: true) { edges { node { id } } } }');
    expect(lists.data.active.edges.map((e: any) => e.node.id)).not.toContain(project.id);
    expect(lists.data.all.edges.map((e: any) => e.node.id)).toContain(project.id);

    await resetAllLogs(stack.emulators);
    const again = await gql('mutation A($id: ID!) { archiveProject(input: { id: $id }) { project { archived } } }', { id: project.id });
    expect(again.errors?.[0]?.message).toMatch(/already archived/);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.id' });
    const update = await gql('mutation U($id: ID!) { updateProject(input: { id: $id, name: "Renamed" }) { project { name } } }', { id: project.id });
    expect(update.errors?.[0]?.message).toMatch(/archived: unarchive it/);
    expect(await writes()).toHaveLength(0);

    // The emulator enforces the same table on its own, changing nothing.
    const numericId = project.projectId;
    expect((await direct('PUT', `/projects/${numericId}`, { archived: true })).status).toBe(409);
    expect((await direct('PUT', `/projects/${numericId}`, { name: 'Renamed' })).status).toBe(409);
    const both = await direct('PUT', `/projects/${numericId}`, { archived: false, name: 'Renamed' });
    expect(both.status).toBe(409);
    expect(both.body.message).toMatch(/before changing name/);
    expect((await direct('GET', `/projects/${numericId}`)).body).toMatchObject({ archived: true, name: 'Basalt Migration' });

    const unarchived = await gql('mutation A($id: ID!) { unarchiveProject(input: { id: $id }) { project { archived archivedAt } } }', { id: project.id });
    expect(unarchived.data.unarchiveProject.project).toEqual({ archived: false, archivedAt: null });
    const renamed = await gql('mutation U($id: ID!) { updateProject(input: { id: $id, name: "Basalt Migration II" }) { project { name } } }', { id: project.id });
    expect(renamed.data.updateProject.project.name).toBe('Basalt Migration II');
  });

  it('deletes a project', async () => {
    const project = await createProject('Short Lived');
    const deleted = await gql('mutation D($id: ID!) { deleteProject(input: { id: $id }) { deletedProjectId } }', { id: project.id });
    expect(deleted.data.deleteProject.deletedProjectId).toBe(project.id);
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toContain('DELETE /projects/{project_id}');
    const read = await gql('query P($id: ID!) { project(id: $id) { id } }', { id: project.id });
    expect(read.data.project).toBeNull();
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
    const created = await gql('mutation C($input: CreatePhaseInput!) { createPhase(input: $input) { phase { id phaseId name phaseName startsAt project { id } } } }', {
      input: { projectId: project.id, phaseName: 'Pilot', startsAt: '2026-02-01', endsAt: '2026-03-01' },
    });
    expect(created.errors).toBeUndefined();
    const phase = created.data.createPhase.phase;
    expect(phase).toMatchObject({ name: 'Garnet Rollout', phaseName: 'Pilot', startsAt: '2026-02-01', project: { id: project.id } });
    const listed = await gql('query P($id: ID!) { project(id: $id) { phases(first: 5) { edges { node { id } } } } }', { id: project.id });
    expect(listed.data.project.phases.edges.map((e: any) => e.node.id)).toEqual([phase.id]);

    const updated = await gql('mutation U($id: ID!) { updatePhase(input: { id: $id, phaseName: "Pilot wave 1", useParentBillRates: true }) { phase { phaseName useParentBillRates } } }', { id: phase.id });
    expect(updated.data.updatePhase.phase).toEqual({ phaseName: 'Pilot wave 1', useParentBillRates: true });
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['POST /projects', 'POST /projects/{project_id}/phases', 'PUT /projects/{project_id}/phases/{phase_id}']);
    // With useParentBillRates the phase shows its project's rates.
    const phaseRates = (await direct('GET', `/projects/${phase.phaseId}/bill_rates?per_page=1000`)).body.data;
    expect(phaseRates.length).toBeGreaterThan(0);
    expect(new Set(phaseRates.map((r: any) => r.assignable_id))).toEqual(new Set([Number(project.projectId)]));

    const deleted = await gql('mutation D($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId } }', { id: phase.id });
    expect(deleted.data.deletePhase.deletedPhaseId).toBe(phase.id);
    expect((await direct('GET', `/projects/${phase.phaseId}`)).status).toBe(404);
  });

  it("refuses a phase under a phase: a phase's parent is a project", async () => {
    const phaseId = (await direct('GET', '/projects?with_phases=true&per_page=200')).body.data.find((p: any) => p.parent_id !== null).id;
    await resetAllLogs(stack.emulators);
    const byGlobalId = await gql('mutation C($id: ID!) { createPhase(input: { projectId: $id, phaseName: "Nested" }) { phase { id } } }', { id: toGlobalId('Phase', phaseId) });
    expect(byGlobalId.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.projectId' });
    expect(await upstreamCalls(stack.emulators.resourcePlanning)).toHaveLength(0);
    const byRawId = await gql('mutation C($id: ID!) { createPhase(input: { projectId: $id, phaseName: "Nested" }) { phase { id } } }', { id: String(phaseId) });
    expect(byRawId.errors?.[0]?.message).toMatch(/is a phase/);
    expect(await writes()).toHaveLength(0);
    const atEmulator = await direct('POST', `/projects/${phaseId}/phases`, { phase_name: 'Nested' });
    expect(atEmulator.status).toBe(400);
    expect((await direct('PUT', `/projects/${(await direct('GET', `/projects/${phaseId}`)).body.parent_id}/phases/${phaseId}`, { parent_id: null })).status).toBe(400);
  });

  it('refuses to delete a phase with assignments, changing nothing', async () => {
    const assignments = (await direct('GET', '/assignments?with_phases=true&per_page=1000')).body.data;
    const phases = (await direct('GET', '/projects?with_phases=true&per_page=1000')).body.data.filter((p: any) => p.parent_id !== null);
    const busy = phases.find((p: any) => assignments.some((a: any) => a.assignable_id === p.id));
    await resetAllLogs(stack.emulators);
    const result = await gql('mutation D($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId } }', { id: toGlobalId('Phase', busy.id) });
    expect(result.errors?.[0]?.message).toMatch(/has assignments/);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.id' });
    expect(await writes()).toHaveLength(0);
    const atEmulator = await direct('DELETE', `/projects/${busy.parent_id}/phases/${busy.id}`);
    expect(atEmulator.status).toBe(409);
    expect((await direct('GET', `/projects/${busy.id}`)).status).toBe(200);
  });
});
