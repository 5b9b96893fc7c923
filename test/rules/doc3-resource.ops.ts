// Operations of the resource-planning state-table rows: projects (archive and unarchive), phases,
// approvals and API tokens, each sent over REST and through the graph and read back.
import { graphql } from '../generated/index.js';
import type { ApprovalStatus } from '../generated/graphql.js';
import { present } from '../helpers/present.js';
import type { RpApiToken, RpApproval, RpExpenseItem, RpPage, RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { idText, type ExactId } from '../helpers/direct.js';
import type { GraphAnswer } from './harness.js';
import { operation } from './ops.js';
import { RP_TOKENS, type RpCaller, type World } from './world.js';

const asCaller = (caller: RpCaller | undefined): Record<string, string> =>
  caller && caller !== 'admin' ? { 'x-resource-planning-token': RP_TOKENS[caller] } : {};

/** A project created over REST for the row. */
export async function newProject(world: World, name: string): Promise<string> {
  return idText(
    (
      await world.ok(
        world.rp<RpProject>('POST', '/projects', { name, starts_at: '2026-01-05', ends_at: '2026-12-18' }),
        'create a project',
      )
    ).id,
  );
}

/** A person who can be assigned and charged (the first active person). */
export function personId(world: World): Promise<string> {
  return world.once('rp:person', async () =>
    idText(
      present(
        (await world.ok(world.rp<RpPage<RpRecord>>('GET', '/users?per_page=5'), 'people')).data[1],
        'a second person',
      ).id,
    ),
  );
}

const PROJECT_IDS = graphql(
  `query ResourceRuleProjectIds { projects(first: 500) { edges { node { projectId: backendId } } } }`,
);
const PHASES = graphql(`
  query ResourceRulePhases($id: ID!) {
    project(id: $id) {
      phases(first: 50) {
        edges {
          node {
            phaseId: backendId
            project {
              projectId: backendId
            }
          }
        }
      }
    }
  }
`);
const PROJECT = graphql(`
  query ResourceRuleProject($id: ID!) {
    project(id: $id) {
      projectId: backendId
      name
      archived
    }
    node: project(id: $id) {
      __typename
    }
  }
`);
const CREATE_PROJECT = graphql(`
  mutation ResourceRuleCreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      project {
        projectId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const CREATE_PHASE = graphql(`
  mutation ResourceRuleCreatePhase($input: CreatePhaseInput!) {
    createPhase(input: $input) {
      phase {
        phaseId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const ARCHIVE = graphql(`
  mutation ResourceRuleArchiveProject($input: ProjectIdInput!) {
    archiveProject(input: $input) {
      project {
        projectId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const UNARCHIVE = graphql(`
  mutation ResourceRuleUnarchiveProject($input: ProjectIdInput!) {
    unarchiveProject(input: $input) {
      project {
        projectId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const UPDATE_PROJECT = graphql(`
  mutation ResourceRuleUpdateProject($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      project {
        projectId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const DELETE_PHASE = graphql(`
  mutation ResourceRuleDeletePhase($input: DeletePhaseInput!) {
    deletePhase(input: $input) {
      deletedPhaseId
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);

const listed = async (world: World, id: string): Promise<boolean> =>
  (await world.rpAll('/projects')).some((p) => idText(p.id) === id);
const graphListed = async (world: World, id: string): Promise<boolean> =>
  (present((await world.gqlData(PROJECT_IDS)).projects, 'projects').edges ?? []).some((e) => e?.node?.projectId === id);

/** The phases of a project through the graph. */
async function graphPhases(
  world: World,
  projectId: string,
): Promise<Array<{ phaseId: string; project?: { projectId: string } | null }>> {
  const phases = present(
    present((await world.gqlData(PHASES, { id: projectId })).project, 'the project').phases,
    'its phases',
  );
  return (phases.edges ?? []).map((e) => present(e?.node, 'a phase'));
}

/** The bodies of PUT /projects/{id} for each case of the state table. */
const BODIES = {
  archive: () => ({ archived: true }),
  unarchive: () => ({ archived: false }),
  rename: (name: string) => ({ name }),
  'unarchive+rename': (name: string) => ({ archived: false, name }),
} as const;

const projectOps = {
  'project.create': operation()({
    prepare: (_world, _args, side, row) => ({ name: `Project ${row.id} ${side}` }),
    rest: (world, _args, c) => world.rp<RpProject>('POST', '/projects', { name: c.name }),
    graph: (world, _args, c) => world.gql(CREATE_PROJECT, { input: { name: c.name } }),
    readRest: async (world, _args, _c, answer) => ({
      isProject:
        (await world.ok(world.rp<RpProject>('GET', `/projects/${idText(answer.body.id)}`), 'project')).parent_id ===
        null,
    }),
    readGraph: async (world, _args, _c, data) => ({
      isProject:
        present(
          (await world.gqlData(PROJECT, { id: present(data.createProject?.project, 'the new project').projectId }))
            .node,
          'the project',
        ).__typename === 'Project',
    }),
  }),
  'phase.create': operation()({
    prepare: async (world, _args, side, row) => ({ projectId: await newProject(world, `Project ${row.id} ${side}`) }),
    rest: (world, _args, c) => world.rp<RpProject>('POST', `/projects/${c.projectId}/phases`, { phase_name: 'Design' }),
    graph: (world, _args, c) => world.gql(CREATE_PHASE, { input: { projectId: c.projectId, name: 'Design' } }),
    readRest: async (world, _args, c, answer) => ({
      parentIsTheProject:
        idText(
          (await world.ok(world.rp<RpProject>('GET', `/projects/${idText(answer.body.id)}`), 'phase')).parent_id,
        ) === c.projectId,
    }),
    async readGraph(world, _args, c, data) {
      const phaseId = present(data.createPhase?.phase, 'the new phase').phaseId;
      return {
        parentIsTheProject: (await graphPhases(world, c.projectId)).some(
          (p) => p.phaseId === phaseId && p.project?.projectId === c.projectId,
        ),
      };
    },
  }),
  /** PUT /projects/{id} from a state (args.state: active, archived, unarchived) with a body (args.body). */
  'project.state': operation<{ state: 'active' | 'archived' | 'unarchived'; body: keyof typeof BODIES }>()({
    async prepare(world, args, side, row) {
      const id = await newProject(world, `Project ${row.id} ${side}`);
      if (args.state !== 'active') await world.ok(world.rp('PUT', `/projects/${id}`, { archived: true }), 'archive');
      if (args.state === 'unarchived')
        await world.ok(world.rp('PUT', `/projects/${id}`, { archived: false }), 'unarchive');
      return { id, name: `Renamed ${row.id} ${side}` };
    },
    rest: (world, args, c) => world.rp('PUT', `/projects/${c.id}`, BODIES[args.body](c.name)),
    // Unarchiving and renaming at once is a body UpdateProjectInput cannot hold (it has no `archived`).
    async graph(world, args, c): Promise<GraphAnswer<unknown>> {
      if (args.body === 'archive') return world.gql(ARCHIVE, { input: { id: c.id } });
      if (args.body === 'unarchive') return world.gql(UNARCHIVE, { input: { id: c.id } });
      if (args.body === 'rename') return world.gql(UPDATE_PROJECT, { input: { id: c.id, name: c.name } });
      return world.gqlAsWritten(UPDATE_PROJECT, { input: { id: c.id, name: c.name, archived: false } });
    },
    async readRest(world, _args, c) {
      const project = await world.ok(world.rp<RpProject>('GET', `/projects/${c.id}`), 'project');
      return { archived: project.archived, listed: await listed(world, c.id), renamed: project.name === c.name };
    },
    async readGraph(world, _args, c) {
      const project = present((await world.gqlData(PROJECT, { id: c.id })).project, 'the project');
      return { archived: project.archived, listed: await graphListed(world, c.id), renamed: project.name === c.name };
    },
  }),
  /** Deletes a new phase, with or without an assignment on it (args.withAssignment). */
  'phase.delete': operation<{ withAssignment?: boolean }>()({
    async prepare(world, args, side, row) {
      const projectId = await newProject(world, `Project ${row.id} ${side}`);
      const phaseId = idText(
        (await world.ok(world.rp<RpProject>('POST', `/projects/${projectId}/phases`, { phase_name: 'Build' }), 'phase'))
          .id,
      );
      if (args.withAssignment)
        await world.ok(
          world.rp('POST', '/assignments', {
            assignable_id: Number(phaseId),
            user_id: Number(await personId(world)),
            starts_at: '2026-02-02',
            ends_at: '2026-02-27',
          }),
          'assignment',
        );
      return { projectId, phaseId };
    },
    rest: (world, _args, c) => world.rp('DELETE', `/projects/${c.projectId}/phases/${c.phaseId}`),
    graph: (world, _args, c) => world.gql(DELETE_PHASE, { input: { id: c.phaseId } }),
    readRest: async (world, _args, c) => ({ exists: (await world.rp('GET', `/projects/${c.phaseId}`)).status !== 404 }),
    readGraph: async (world, _args, c) => ({
      exists: (await graphPhases(world, c.projectId)).some((p) => p.phaseId === c.phaseId),
    }),
  }),
};

/** An expense item on a new project, over REST, moved through the approval states to `state`. */
interface ExpenseRef {
  id: string;
  updatedAt: string;
  approvalId?: string;
}

/** An expense item on a new project, over REST; `submit` and `approve` move it through the approval states. */
async function expenseItem(world: World, name: string, state: 'new' | 'pending' | 'approved'): Promise<ExpenseRef> {
  const projectId = await newProject(world, name);
  const user = await personId(world);
  const item = await world.ok(
    world.rp<RpExpenseItem>('POST', `/users/${user}/expense_items`, {
      date: '2026-03-02',
      amount: 120.5,
      project_id: Number(projectId),
    }),
    'expense item',
  );
  const ref = { id: idText(item.id), updatedAt: item.updated_at };
  if (state === 'new') return ref;
  const submitted = await world.ok(
    world.rp<{ data: Array<{ id: ExactId }> }>('POST', '/approvals', {
      status: 'pending',
      approvables: [{ id: Number(ref.id), type: 'ExpenseItem', updated_at: ref.updatedAt }],
    }),
    'submit',
  );
  const approvalId = idText(present(submitted.data[0], 'the approval').id);
  if (state === 'approved')
    await world.ok(
      world.rp('POST', '/approvals', {
        status: 'approved',
        approvables: [{ id: Number(ref.id), type: 'ExpenseItem', updated_at: ref.updatedAt }],
      }),
      'approve',
    );
  return { ...ref, approvalId };
}

const APPROVALS = graphql(`
  query ResourceRuleApprovals {
    approvals(first: 500) {
      edges {
        node {
          approvalId: backendId
          expenseItem {
            approvableId: backendId
          }
          timeEntryBackendId
          status
        }
      }
    }
  }
`);
const SUBMIT = graphql(`
  mutation ResourceRuleSubmitForApproval($input: ApprovablesInput!) {
    submitForApproval(input: $input) {
      approvals {
        approvalId: backendId
        status
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const APPROVE = graphql(`
  mutation ResourceRuleApprove($input: ApprovablesInput!) {
    approve(input: $input) {
      approvals {
        approvalId: backendId
        status
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const DELETE_APPROVAL = graphql(`
  mutation ResourceRuleDeleteApproval($input: DeleteApprovalInput!) {
    deleteApproval(input: $input) {
      deletedApprovalId
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);

const approvalOf = async (world: World, itemId: string): Promise<RpApproval | undefined> =>
  (await world.rpAll<RpApproval>('/approvals')).find(
    (a) => idText(a.approvable_id) === itemId && a.approvable_type === 'ExpenseItem',
  );
const graphApprovalOf = async (world: World, itemId: string): Promise<{ status: string | null } | undefined> => {
  // The graph's approval of the item: the one the service files under the item's id.
  const filed = await approvalOf(world, itemId);
  if (!filed) return undefined;
  return (present((await world.gqlData(APPROVALS)).approvals, 'approvals').edges ?? [])
    .map((e) => present(e?.node, 'an approval'))
    .find((a) => a.approvalId === idText(filed.id));
};

const approvalOps = {
  /** POST /approvals for an expense item by a caller (args.as), to submit (`pending`) or approve (`approved`). */
  'approval.post': operation<{ status: ApprovalStatus; as: RpCaller }>()({
    prepare: async (world, args, side, row) =>
      expenseItem(world, `Project ${row.id} ${side}`, args.status === 'APPROVED' ? 'pending' : 'new'),
    rest: (world, args, c) =>
      world.rp(
        'POST',
        '/approvals',
        {
          status: args.status.toLowerCase(),
          approvables: [{ id: Number(c.id), type: 'ExpenseItem', updated_at: c.updatedAt }],
        },
        { as: args.as },
      ),
    async graph(world, args, c): Promise<GraphAnswer<unknown>> {
      const input = { approvables: [{ type: 'EXPENSE_ITEM' as const, id: c.id, updatedAt: c.updatedAt }] };
      if (args.status === 'APPROVED') return world.gql(APPROVE, { input }, asCaller(args.as));
      return world.gql(SUBMIT, { input }, asCaller(args.as));
    },
    readRest: async (world, _args, c) => ({ status: (await approvalOf(world, c.id))?.status ?? null }),
    readGraph: async (world, _args, c) => ({
      status: (await graphApprovalOf(world, c.id))?.status?.toLowerCase() ?? null,
    }),
  }),
  /** DELETE /approvals/{id} of a pending or approved approval (args.state). */
  'approval.delete': operation<{ state: 'pending' | 'approved' }>()({
    prepare: async (world, args, side, row) => expenseItem(world, `Project ${row.id} ${side}`, args.state),
    rest: (world, _args, c) => world.rp('DELETE', `/approvals/${c.approvalId}`),
    graph: (world, _args, c) => world.gql(DELETE_APPROVAL, { input: { id: present(c.approvalId, 'the approval') } }),
    readRest: async (world, _args, c) => ({ exists: (await approvalOf(world, c.id)) !== undefined }),
    readGraph: async (world, _args, c) => ({ exists: (await graphApprovalOf(world, c.id)) !== undefined }),
  }),
};

const TOKENS = graphql(`
  query ResourceRuleApiTokens {
    apiTokens(first: 100) {
      edges {
        node {
          apiTokenId: backendId
          title
        }
      }
    }
  }
`);
const RENEW_TOKEN = graphql(`
  mutation ResourceRuleRenewApiToken($input: ApiTokenIdInput!) {
    renewApiToken(input: $input) {
      apiToken {
        apiTokenId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const CREATE_TOKEN = graphql(`
  mutation ResourceRuleCreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      apiToken {
        apiTokenId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);

/** A token as both sides list it. */
interface ListedToken {
  id: ExactId | string;
  title: string | null;
}

/** The token list: a bare array, without pages (the reference's sample). */
const restTokens = (world: World): Promise<RpApiToken[]> =>
  world.ok(world.rp<RpApiToken[]>('GET', '/api_tokens'), 'the tokens');
/** A token created over REST, its title in the query (where the reference puts it). */
const restToken = (world: World, title: string) =>
  world.rp<RpApiToken>('POST', `/api_tokens?title=${encodeURIComponent(title)}`);
const graphTokens = async (world: World): Promise<ListedToken[]> =>
  (present((await world.gqlData(TOKENS)).apiTokens, 'the tokens').edges ?? [])
    .map((e) => present(e?.node, 'a token'))
    .map((t) => ({ id: t.apiTokenId, title: t.title }));

const renewed = (tokens: ListedToken[], c: { id: string; title: string }): Record<string, unknown> => ({
  oldDeleted: !tokens.some((t) => idText(t.id) === c.id),
  newCreatedWithTitle: tokens.some((t) => idText(t.id) !== c.id && t.title === c.title),
});

const tokenOps = {
  'token.list': operation()({
    rest: (world) => world.rp<RpApiToken[]>('GET', '/api_tokens'),
    graph: (world) => world.gql(TOKENS),
    readRest: (_world, _args, _c, answer) => ({ firstTitle: present(answer.body[0], 'a token').title }),
    readGraph: (_world, _args, _c, data) => ({
      firstTitle: present(present(data.apiTokens, 'the tokens').edges?.[0]?.node, 'a token').title,
    }),
  }),
  'token.renew': operation()({
    prepare: async (world, _args, side, row) => {
      const title = `Token ${row.id} ${side}`;
      return { title, id: idText((await world.ok(restToken(world, title), 'token')).id) };
    },
    rest: (world, _args, c) => world.rp('POST', `/api_tokens/renew/${c.id}`),
    graph: (world, _args, c) => world.gql(RENEW_TOKEN, { input: { id: c.id } }),
    readRest: async (world, _args, c) => renewed(await restTokens(world), c),
    readGraph: async (world, _args, c) => renewed(await graphTokens(world), c),
  }),
  /** Creates tokens up to the organization's 20 over REST, then one more (the row's). */
  'token.create21st': operation()({
    async prepare(world) {
      const count = (await restTokens(world)).length;
      for (let i = count; i < 20; i++) await world.ok(restToken(world, `Filler ${i}`), 'token');
    },
    rest: (world) => restToken(world, 'One too many'),
    graph: (world) => world.gql(CREATE_TOKEN, { input: { title: 'One too many' } }),
  }),
};

export const resourceStateOps = { ...projectOps, ...approvalOps, ...tokenOps };
