// Bill rates through the graph: account defaults (read-only), project and phase rates with the copy
// rules (projects copy the account's, members get rates matched by role and discipline, a phase uses
// its parent's or has its own copy), and updateProjectBillRate with its refusals.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addUserRatesToProject, accountRates, copyAccountRatesToProject, ratesForProject, removeProjectRates } from '../../emulators/resource-planning/rates-store.js';
import { buildResourcePlanningData } from '../../emulators/resource-planning/data.js';
import { ResourcePlanningStore } from '../../emulators/resource-planning/store.js';
import { toGlobalId } from '../../src/relay/global-id.js';
import { rpAll } from '../helpers/reference.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let projects: any[];
beforeAll(async () => {
  stack = await startStack();
  projects = await rpAll<RpProject>(stack.emulators, '/projects?with_phases=true&with_archived=true');
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables);
const calls = () => upstreamCalls(stack.emulators.resourcePlanning);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const RATE = 'id billRateId rate level roleId person { personId } discipline { name } project { projectId } phase { phaseId }';
const nodes = (connection: any) => connection.edges.map((e: any) => e.node);

/** The best non-person rate for a role and discipline, as the service matches them. */
function expectedRate(rates: any[], roleId: string | null, discipline: string | null): number | undefined {
  const score = (r: any) => (r.roleId ? 2 : 0) + (r.discipline ? 1 : 0);
  const fits = rates.filter((r) => !r.person && (!r.roleId || r.roleId === roleId) && (!r.discipline || r.discipline.name === discipline));
  return fits.sort((a, b) => score(b) - score(a))[0]?.rate;
}

describe('reads', () => {
  it('lists the account rates, resolving disciplines, and reads any rate by id', async () => {
    const result = await gql(`{ billRates(first: 100) { edges { node { ${RATE} } } pageInfo { hasNextPage } } }`);
    expect(result.errors).toBeUndefined();
    const rates = nodes(result.data.billRates);
    const direct = await rpAll<RpRecord>(stack.emulators, '/bill_rates');
    expect(rates.map((r: any) => r.billRateId)).toEqual(direct.map((r) => String(r.id)));
    expect(rates.every((r: any) => r.level === 'ACCOUNT' && r.project === null && r.person === null)).toBe(true);
    expect(rates.filter((r: any) => r.discipline).map((r: any) => r.discipline.name)).toEqual(['Delivery', 'Design', 'Engineering', 'Finance', 'Marketing', 'Operations']);
    const one = await gql('query R($id: ID!) { billRate(id: $id) { rate level } missing: billRate(id: "999") { rate } }', { id: rates[0].id });
    expect(one.data).toEqual({ billRate: { rate: rates[0].rate, level: 'ACCOUNT' }, missing: null });
    expect((await calls()).filter((c) => c.template === '/bill_rates/{bill_rate_id}')).toHaveLength(2);
  });

  it("a project's rates copy the account's, and each member's rate matches role and discipline", async () => {
    const result = await gql(`query P($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { ${RATE} } } } } billRates(first: 100) { edges { node { ${RATE} } } } }`, { id: '500001' });
    expect(result.errors).toBeUndefined();
    const rates = nodes(result.data.project.billRates);
    const account = nodes(result.data.billRates);
    const copies = rates.filter((r: any) => !r.person);
    const shape = (r: any) => `${r.rate}/${r.roleId}/${r.discipline?.name ?? null}`;
    expect(copies.map(shape)).toEqual(account.map(shape));
    expect(copies.every((r: any) => r.level === 'PROJECT' && r.project.projectId === '500001')).toBe(true);
    expect(new Set(copies.map((r: any) => r.billRateId)).size).toBe(copies.length);
    const personal = rates.filter((r: any) => r.person);
    expect(personal.length).toBeGreaterThan(0);
    for (const rate of personal) expect(rate.rate).toBe(expectedRate(copies, rate.roleId, rate.discipline?.name ?? null));
    const one = await gql(`query P($id: ID!, $rate: ID!, $foreign: ID!) { project(id: $id) { billRate(id: $rate) { billRateId } other: billRate(id: $foreign) { billRateId } } }`, {
      id: '500001',
      rate: copies[0].id,
      foreign: account[0].id,
    });
    expect(one.data.project).toEqual({ billRate: { billRateId: copies[0].billRateId }, other: null });
    expect((await calls()).filter((c) => c.template === '/projects/{project_id}/bill_rates/{bill_rate_id}').map((c) => c.status)).toEqual([200, 404]);
  });

  it('a phase shows its parent\'s rates when it uses them, and its own copy otherwise', async () => {
    const sharing = projects.find((p) => p.parent_id !== null && p.use_parent_bill_rates && !p.archived);
    const own = projects.find((p) => p.parent_id !== null && !p.use_parent_bill_rates && !p.archived);
    const query = `query P($id: ID!) { node(id: $id) { ... on Phase { useParentBillRates billRates(first: 500) { edges { node { ${RATE} } } } project { billRates(first: 500) { edges { node { ${RATE} } } } } } } }`;
    const a = await gql(query, { id: toGlobalId('Phase', sharing.id) });
    expect(a.data.node.useParentBillRates).toBe(true);
    expect(nodes(a.data.node.billRates).map((r: any) => r.billRateId)).toEqual(nodes(a.data.node.project.billRates).map((r: any) => r.billRateId));
    const b = await gql(query, { id: toGlobalId('Phase', own.id) });
    const phaseRates = nodes(b.data.node.billRates);
    const parentRates = nodes(b.data.node.project.billRates);
    expect(phaseRates.every((r: any) => r.level === 'PHASE' && r.phase.phaseId === String(own.id) && r.project.projectId === String(own.parent_id))).toBe(true);
    expect(phaseRates.map((r: any) => `${r.rate}/${r.roleId}/${r.person?.personId}`)).toEqual(parentRates.map((r: any) => `${r.rate}/${r.roleId}/${r.person?.personId}`));
    expect(phaseRates.some((r: any) => parentRates.some((p: any) => p.billRateId === r.billRateId))).toBe(false);
  });
});

describe('copy rules on projects created through the graph', () => {
  it('a new project has the account rates and a rate for its owner, matched by role and discipline', async () => {
    const created = await gql('mutation C($input: CreateProjectInput!) { createProject(input: $input) { project { projectId } } }', {
      input: { name: 'Rate Check', startsAt: '2027-01-04', endsAt: '2027-03-26', ownerId: toGlobalId('Person', 300105) },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data.createProject.project.projectId;
    const result = await gql(`query P($id: ID!) { project(id: $id) { billRates(first: 100) { edges { node { ${RATE} } } } } billRates(first: 100) { edges { node { ${RATE} } } } }`, { id });
    const rates = nodes(result.data.project.billRates);
    const shape = (r: any) => `${r.rate}/${r.roleId}/${r.discipline?.name ?? null}`;
    const copies = rates.filter((r: any) => !r.person);
    expect(copies.map(shape)).toEqual(nodes(result.data.billRates).map(shape));
    const owner = rates.filter((r: any) => r.person);
    expect(owner.map((r: any) => r.person.personId)).toEqual(['300105']);
    expect(owner[0].rate).toBe(expectedRate(copies, owner[0].roleId, owner[0].discipline?.name ?? null));
  });
});

describe('updateProjectBillRate', () => {
  const update = (input: Record<string, unknown>) => gql('mutation U($input: UpdateProjectBillRateInput!) { updateProjectBillRate(input: $input) { billRate { billRateId rate level } } }', { input });

  it('changes a project rate only: the account default and the phases\' copies keep theirs', async () => {
    const project = projects.find((p) => p.parent_id === null && !p.archived && projects.some((x) => x.parent_id === p.id && !x.use_parent_bill_rates));
    const phase = projects.find((p) => p.parent_id === project.id && !p.use_parent_bill_rates);
    const [rates, phaseRates, account] = await Promise.all([rpAll<RpRecord>(stack.emulators, `/projects/${project.id}/bill_rates`), rpAll<RpRecord>(stack.emulators, `/projects/${phase.id}/bill_rates`), rpAll<RpRecord>(stack.emulators, '/bill_rates')]);
    const target = rates.find((r) => r.user_id === null && r.role_id === null && r.discipline_id === null)!;
    await resetAllLogs(stack.emulators);
    const result = await update({ projectId: toGlobalId('Project', project.id), billRateId: String(target.id), rate: 155.5 });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateProjectBillRate.billRate).toEqual({ billRateId: String(target.id), rate: 155.5, level: 'PROJECT' });
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['PUT /projects/{project_id}/bill_rates/{bill_rate_id}']);
    expect((await rpAll<RpRecord>(stack.emulators, '/bill_rates')).map((r) => r.rate)).toEqual(account.map((r) => r.rate));
    expect((await rpAll<RpRecord>(stack.emulators, `/projects/${phase.id}/bill_rates`)).map((r) => r.rate)).toEqual(phaseRates.map((r) => r.rate));
  });

  it('refuses a phase that uses its parent\'s rates, before any write', async () => {
    const phase = projects.find((p) => p.parent_id !== null && p.use_parent_bill_rates && !p.archived);
    const rate = (await rpAll<RpRecord>(stack.emulators, `/projects/${phase.id}/bill_rates`))[0]!;
    await resetAllLogs(stack.emulators);
    const result = await update({ projectId: toGlobalId('Phase', phase.id), billRateId: String(rate.id), rate: 1 });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.projectId' });
    expect(result.errors?.[0]?.message).toMatch(/uses its project's bill rates/);
    expect(await writes()).toHaveLength(0);
    expect((await rpAll<RpRecord>(stack.emulators, `/projects/${phase.id}/bill_rates`))[0]!.rate).toBe(rate.rate);
  });

  it('refuses an archived project and a negative rate before any write', async () => {
    const archived = projects.find((p) => p.parent_id === null && p.archived);
    const rate = (await rpAll<RpRecord>(stack.emulators, `/projects/${archived.id}/bill_rates`))[0]!;
    await resetAllLogs(stack.emulators);
    const a = await update({ projectId: String(archived.id), billRateId: String(rate.id), rate: 99 });
    expect(a.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.projectId' });
    const b = await update({ projectId: '500001', billRateId: String(rate.id), rate: -5 });
    expect(b.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.rate' });
    expect(await writes()).toHaveLength(0);
    expect((await calls()).filter((c) => c.template !== '/projects/{project_id}')).toHaveLength(0);
  });

  it('account rates cannot be changed: the graph has no such mutation and a project path refuses them', async () => {
    const schema = await gql('{ __type(name: "Mutation") { fields { name } } }');
    const names = schema.data.__type.fields.map((f: any) => f.name).filter((n: string) => /billrate/i.test(n));
    expect(names).toEqual(['updateProjectBillRate']);
    const account = (await rpAll<RpRecord>(stack.emulators, '/bill_rates'))[0]!;
    await resetAllLogs(stack.emulators);
    const result = await update({ projectId: '500001', billRateId: String(account.id), rate: 1 });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { status: 404 } });
    expect((await rpAll<RpRecord>(stack.emulators, '/bill_rates'))[0]!.rate).toBe(account.rate);
  });
});

describe('copy rules the project and assignment writes call (emulator module)', () => {
  it('a new project copies the account rates; a joining user gets one matched rate per rate holder', () => {
    const store = new ResourcePlanningStore(buildResourcePlanningData());
    const project = store.projects.find((p) => p.parent_id === null && store.phases(p.id).some((ph) => !ph.use_parent_bill_rates))!;
    removeProjectRates(store, project.id);
    for (const phase of store.phases(project.id)) removeProjectRates(store, phase.id);
    const copied = copyAccountRatesToProject(store, project.id);
    expect(copied.map((r) => [r.rate, r.role_id, r.discipline_id])).toEqual(accountRates(store).map((r) => [r.rate, r.role_id, r.discipline_id]));
    expect(copyAccountRatesToProject(store, project.id)).toHaveLength(0);
    const ownPhases = store.phases(project.id).filter((p) => !p.use_parent_bill_rates);
    for (const phase of ownPhases) expect(copyAccountRatesToProject(store, phase.id)).toHaveLength(copied.length);
    const user = store.users.find((u) => !ratesForProject(store, project.id).some((r) => r.user_id === u.id))!;
    const created = addUserRatesToProject(store, project.id, user.id);
    expect(created.map((r) => r.assignable_id)).toEqual([project.id, ...ownPhases.map((p) => p.id)]);
    const discipline = created[0]!.discipline_id;
    const disciplineRate = copied.find((r) => r.discipline_id === discipline && r.role_id === null)!.rate;
    const roleRate = copied.find((r) => r.role_id !== null && r.role_id === created[0]!.role_id)?.rate;
    expect(created[0]!.rate).toBe(roleRate ?? disciplineRate);
    expect(addUserRatesToProject(store, project.id, user.id)).toHaveLength(0);
  });
});
