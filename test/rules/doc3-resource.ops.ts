// Operations of the resource-planning state-table rows: projects (archive and unarchive), phases,
// approvals and API tokens, each sent over REST and through the graph and read back.
import { idText } from './exact-json.js';
import type { Operation } from './ops.js';
import { RP_TOKENS, type RpCaller, type World } from './world.js';

const asCaller = (caller: RpCaller | undefined): Record<string, string> => (caller && caller !== 'admin' ? { 'x-resource-planning-token': RP_TOKENS[caller] } : {});

/** A project created over REST for the row. */
export async function newProject(world: World, name: string): Promise<string> {
  return idText((await world.ok(world.rp('POST', '/projects', { name, starts_at: '2026-01-05', ends_at: '2026-12-18' }), 'create a project')).id);
}

/** A person who can be assigned and charged (the first active person). */
export function personId(world: World): Promise<string> {
  return world.once('rp:person', async () => idText((await world.ok(world.rp('GET', '/users?per_page=5'), 'people')).data[1].id));
}

const listed = async (world: World, id: string): Promise<boolean> => (await world.rpAll('/projects')).some((p) => idText(p.id) === id);
const graphListed = async (world: World, id: string): Promise<boolean> => (await world.gqlData('{ projects(first: 500) { edges { node { projectId } } } }')).projects.edges.some((e: any) => e.node.projectId === id);

const PHASES = 'query P($id: ID!) { project(id: $id) { phases(first: 50) { edges { node { phaseId project { projectId } } } } } }';
const PROJECT = 'query P($id: ID!) { project(id: $id) { projectId name archived } node: project(id: $id) { __typename } }';

/** The bodies of PUT /projects/{id} for each case of the state table. */
const BODIES: Record<string, (name: string) => Record<string, unknown>> = {
  archive: () => ({ archived: true }),
  unarchive: () => ({ archived: false }),
  rename: (name) => ({ name }),
  'unarchive+rename': (name) => ({ archived: false, name }),
};

const projectOps: Record<string, Operation> = {
  'project.create': {
    prepare: async (_world, _args, side, row) => ({ name: `Project ${row.id} ${side}` }),
    rest: (world, _args, c) => world.rp('POST', '/projects', { name: c.name }),
    graph: (world, _args, c) => world.gql('mutation C($input: CreateProjectInput!) { createProject(input: $input) { project { projectId } } }', { input: { name: c.name } }),
    readRest: async (world, _args, _c, answer) => ({ isProject: (await world.ok(world.rp('GET', `/projects/${idText(answer.body.id)}`), 'project')).parent_id === null }),
    readGraph: async (world, _args, _c, answer) => ({ isProject: (await world.gqlData(PROJECT, { id: answer.data.createProject.project.projectId })).node.__typename === 'Project' }),
  },
  'phase.create': {
    prepare: async (world, _args, side, row) => ({ projectId: await newProject(world, `Project ${row.id} ${side}`) }),
    rest: (world, _args, c) => world.rp('POST', `/projects/${c.projectId}/phases`, { phase_name: 'Design' }),
    graph: (world, _args, c) => world.gql('mutation C($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId } } }', { input: { projectId: c.projectId, phaseName: 'Design' } }),
    readRest: async (world, _args, c, answer) => ({ parentIsTheProject: idText((await world.ok(world.rp('GET', `/projects/${idText(answer.body.id)}`), 'phase')).parent_id) === c.projectId }),
    async readGraph(world, _args, c, answer) {
      const phases = (await world.gqlData(PHASES, { id: c.projectId })).project.phases.edges.map((e: any) => e.node);
      return { parentIsTheProject: phases.some((p: any) => p.phaseId === answer.data.createPhase.phase.phaseId && p.project.projectId === c.projectId) };
    },
  },
  /** PUT /projects/{id} from a state (args.state: active, archived, unarchived) with a body (args.body). */
  'project.state': {
    async prepare(world, args, side, row) {
      const id = await newProject(world, `Project ${row.id} ${side}`);
      if (args.state !== 'active') await world.ok(world.rp('PUT', `/projects/${id}`, { archived: true }), 'archive');
      if (args.state === 'unarchived') await world.ok(world.rp('PUT', `/projects/${id}`, { archived: false }), 'unarchive');
      return { id, name: `Renamed ${row.id} ${side}` };
    },
    rest: (world, args, c) => world.rp('PUT', `/projects/${c.id}`, BODIES[args.body]!(c.name)),
    graph(world, args, c) {
      if (args.body === 'archive') return world.gql('mutation A($input: ProjectIdInput!) { archiveProject(input: $input) { project { projectId } } }', { input: { id: c.id } });
      if (args.body === 'unarchive') return world.gql('mutation A($input: ProjectIdInput!) { unarchiveProject(input: $input) { project { projectId } } }', { input: { id: c.id } });
      const input = args.body === 'rename' ? { id: c.id, name: c.name } : { id: c.id, name: c.name, archived: false };
      return world.gql('mutation U($input: UpdateProjectInput!) { updateProject(input: $input) { project { projectId } } }', { input });
    },
    async readRest(world, _args, c) {
      const project = await world.ok(world.rp('GET', `/projects/${c.id}`), 'project');
      return { archived: project.archived, listed: await listed(world, c.id), renamed: project.name === c.name };
    },
    async readGraph(world, _args, c) {
      const project = (await world.gqlData(PROJECT, { id: c.id })).project;
      return { archived: project.archived, listed: await graphListed(world, c.id), renamed: project.name === c.name };
    },
  },
  /** Deletes a new phase, with or without an assignment on it (args.withAssignment). */
  'phase.delete': {
    async prepare(world, args, side, row) {
      const projectId = await newProject(world, `Project ${row.id} ${side}`);
      const phaseId = idText((await world.ok(world.rp('POST', `/projects/${projectId}/phases`, { phase_name: 'Build' }), 'phase')).id);
      if (args.withAssignment) await world.ok(world.rp('POST', '/assignments', { assignable_id: Number(phaseId), user_id: Number(await personId(world)), starts_at: '2026-02-02', ends_at: '2026-02-27' }), 'assignment');
      return { projectId, phaseId };
    },
    rest: (world, _args, c) => world.rp('DELETE', `/projects/${c.projectId}/phases/${c.phaseId}`),
    graph: (world, _args, c) => world.gql('mutation D($input: DeletePhaseInput!) { deletePhase(input: $input) { deletedPhaseId } }', { input: { id: c.phaseId } }),
    readRest: async (world, _args, c) => ({ exists: (await world.rp('GET', `/projects/${c.phaseId}`)).status !== 404 }),
    readGraph: async (world, _args, c) => ({ exists: (await world.gqlData(PHASES, { id: c.projectId })).project.phases.edges.some((e: any) => e.node.phaseId === c.phaseId) }),
  },
};

/** An expense item on a new project, over REST; `submit` and `approve` move it through the approval states. */
async function expenseItem(world: World, name: string, state: 'new' | 'pending' | 'approved'): Promise<{ id: string; updatedAt: string; approvalId?: string }> {
  const projectId = await newProject(world, name);
  const user = await personId(world);
  const item = await world.ok(world.rp('POST', `/users/${user}/expense_items`, { date: '2026-03-02', amount: 120.5, project_id: Number(projectId) }), 'expense item');
  const ref = { id: idText(item.id), updatedAt: item.updated_at as string };
  if (state === 'new') return ref;
  const submitted = await world.ok(world.rp('POST', '/approvals', { status: 'pending', approvables: [{ id: Number(ref.id), type: 'ExpenseItem', updated_at: ref.updatedAt }] }), 'submit');
  const approvalId = idText(submitted.data[0].id);
  if (state === 'approved') await world.ok(world.rp('POST', '/approvals', { status: 'approved', approvables: [{ id: Number(ref.id), type: 'ExpenseItem', updated_at: ref.updatedAt }] }), 'approve');
  return { ...ref, approvalId };
}

const approvalOf = async (world: World, itemId: string): Promise<any> => (await world.rpAll('/approvals')).find((a) => idText(a.approvable_id) === itemId && a.approvable_type === 'ExpenseItem');
const APPROVALS = '{ approvals(first: 500) { edges { node { approvalId approvableId status } } } }';
const graphApprovalOf = async (world: World, itemId: string): Promise<any> => (await world.gqlData(APPROVALS)).approvals.edges.map((e: any) => e.node).find((a: any) => a.approvableId === itemId);

const approvalOps: Record<string, Operation> = {
  /** POST /approvals for an expense item by a caller (args.as), to submit (`pending`) or approve (`approved`). */
  'approval.post': {
    prepare: async (world, args, side, row) => expenseItem(world, `Project ${row.id} ${side}`, args.status === 'approved' ? 'pending' : 'new'),
    rest: (world, args, c) => world.rp('POST', '/approvals', { status: args.status, approvables: [{ id: Number(c.id), type: 'ExpenseItem', updated_at: c.updatedAt }] }, { as: args.as }),
    graph: (world, args, c) =>
      world.gql(`mutation A($input: ApprovablesInput!) { ${args.status === 'approved' ? 'approve' : 'submitForApproval'}(input: $input) { approvals { approvalId status } } }`, { input: { approvables: [{ type: 'ExpenseItem', id: c.id, updatedAt: c.updatedAt }] } }, asCaller(args.as)),
    readRest: async (world, _args, c) => ({ status: (await approvalOf(world, c.id))?.status ?? null }),
    readGraph: async (world, _args, c) => ({ status: (await graphApprovalOf(world, c.id))?.status ?? null }),
  },
  /** DELETE /approvals/{id} of a pending or approved approval (args.state). */
  'approval.delete': {
    prepare: async (world, args, side, row) => expenseItem(world, `Project ${row.id} ${side}`, args.state),
    rest: (world, _args, c) => world.rp('DELETE', `/approvals/${c.approvalId}`),
    graph: (world, _args, c) => world.gql('mutation D($input: DeleteApprovalInput!) { deleteApproval(input: $input) { deletedApprovalId } }', { input: { id: c.approvalId } }),
    readRest: async (world, _args, c) => ({ exists: (await approvalOf(world, c.id)) !== undefined }),
    readGraph: async (world, _args, c) => ({ exists: (await graphApprovalOf(world, c.id)) !== undefined }),
  },
};

const TOKENS = '{ apiTokens(first: 100) { edges { node { apiTokenId title } } } }';
const restTokens = async (world: World): Promise<any[]> => world.rpAll('/api_tokens');
const graphTokens = async (world: World): Promise<any[]> => (await world.gqlData(TOKENS)).apiTokens.edges.map((e: any) => ({ id: e.node.apiTokenId, title: e.node.title }));

const tokenOps: Record<string, Operation> = {
  'token.list': {
    rest: (world) => world.rp('GET', '/api_tokens'),
    graph: (world) => world.gql(TOKENS),
    readRest: async (_world, _args, _c, answer) => ({ firstTitle: answer.body.data[0].title }),
    readGraph: async (_world, _args, _c, answer) => ({ firstTitle: answer.data.apiTokens.edges[0].node.title }),
  },
  'token.renew': {
    prepare: async (world, _args, side, row) => {
      const title = `Token ${row.id} ${side}`;
      return { title, id: idText((await world.ok(world.rp('POST', '/api_tokens', { title }), 'token')).id) };
    },
    rest: (world, _args, c) => world.rp('POST', `/api_tokens/renew/${c.id}`),
    graph: (world, _args, c) => world.gql('mutation R($input: ApiTokenIdInput!) { renewApiToken(input: $input) { apiToken { apiTokenId } } }', { input: { id: c.id } }),
    readRest: async (world, _args, c) => renewed(await restTokens(world), c),
    readGraph: async (world, _args, c) => renewed(await graphTokens(world), c),
  },
  /** Creates tokens up to the organization's 20 over REST, then one more (the row's). */
  'token.create21st': {
    async prepare(world) {
      const count = (await restTokens(world)).length;
      for (let i = count; i < 20; i++) await world.ok(world.rp('POST', '/api_tokens', { title: `Filler ${i}` }), 'token');
      return {};
    },
    rest: (world) => world.rp('POST', '/api_tokens', { title: 'One too many' }),
    graph: (world) => world.gql('mutation C($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { apiTokenId } } }', { input: { title: 'One too many' } }),
  },
};

const renewed = (tokens: any[], c: { id: string; title: string }) => ({
  oldDeleted: !tokens.some((t) => idText(t.id) === c.id),
  newCreatedWithTitle: tokens.some((t) => idText(t.id) !== c.id && t.title === c.title),
});

export const resourceStateOps: Record<string, Operation> = { ...projectOps, ...approvalOps, ...tokenOps };
