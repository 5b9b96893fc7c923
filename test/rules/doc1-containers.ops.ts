// Operations of the container rows: moves and copies of sheets, folders, dashboards and
// workspaces, the deprecated copy parameters, token and offset pagination, and automation rules.
import { idText } from './exact-json.js';
import type { GraphAnswer } from './harness.js';
import type { Operation } from './ops.js';
import type { World } from './world.js';

const DESTINATION_WORKSPACE = 'Operations';

async function scratchFolder(world: World, workspace: string, name: string): Promise<string> {
  const created = await world.ok(world.wm('POST', `/workspaces/${await world.workspaceId(workspace)}/folders`, { name }), 'create a folder');
  return idText(created.result.id);
}

/** The destination body of a move or copy: `destinationType` as the row gives it (absent when undefined). */
function destinationBody(args: Record<string, any>, c: { workspaceId: string; folderId: string }): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (args.destinationType !== undefined) body.destinationType = args.destinationType;
  if (args.destinationType !== 'home') body.destinationId = args.destinationType === 'folder' ? c.folderId : c.workspaceId;
  return body;
}

async function isChild(world: World, c: { workspaceId: string; folderId: string }, args: Record<string, any>, test: (child: { id: string; name: string }) => boolean): Promise<boolean> {
  const [parent, id] = args.destinationType === 'folder' ? (['folders', c.folderId] as const) : (['workspaces', c.workspaceId] as const);
  return (await world.children(parent, id)).some(test);
}

const MOVE = {
  sheet: 'mutation M($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { id } } }',
  folder: 'mutation M($input: MoveInput!) { moveFolder(input: $input) { folder { id } } }',
  sight: 'mutation M($input: MoveInput!) { moveDashboard(input: $input) { dashboard { id } } }',
} as const;
const PATHS = { sheet: 'sheets', folder: 'folders', sight: 'sights' } as const;

const moveOps: Record<string, Operation> = {
  /** Moves a sheet ("Vendor Contracts"), a scratch folder or the first dashboard; args.kind, args.destinationType. */
  move: {
    async prepare(world, args, side, row) {
      const kind = args.kind as keyof typeof PATHS;
      const tag = `${row.id} ${side}`;
      const itemId = kind === 'sheet' ? await world.sheetId('Vendor Contracts') : kind === 'folder' ? await scratchFolder(world, 'Marketing', `Moving ${tag}`) : (await world.firstOfType('sight')).id;
      return { kind, itemId, workspaceId: await world.workspaceId(DESTINATION_WORKSPACE), folderId: await scratchFolder(world, DESTINATION_WORKSPACE, `Into ${tag}`) };
    },
    rest: (world, args, c) => world.wm('POST', `/${PATHS[c.kind as keyof typeof PATHS]}/${c.itemId}/move`, destinationBody(args, c)),
    graph(world, args, c) {
      const kind = c.kind as keyof typeof MOVE;
      const input = { ...(kind === 'sheet' ? { sheetId: c.itemId } : { id: c.itemId }), ...destinationBody(args, c) };
      return world.gql(MOVE[kind], { input });
    },
    readRest: async (world, args, c) => ({ inDestination: await isChild(world, c, args, (child) => child.id === c.itemId) }),
    readGraph: async (world, args, c) => ({ inDestination: await isChild(world, c, args, (child) => child.id === c.itemId) }),
  },
  'copy.folder': {
    prepare: async (world, _args, side, row) => ({
      folder: await scratchFolder(world, 'Marketing', `Copied ${row.id} ${side}`),
      newName: `Copy of ${row.id} ${side}`,
      workspaceId: await world.workspaceId(DESTINATION_WORKSPACE),
      folderId: await scratchFolder(world, DESTINATION_WORKSPACE, `Copies ${row.id} ${side}`),
    }),
    rest: (world, args, c) => world.wm('POST', `/folders/${c.folder}/copy`, { newName: c.newName, ...destinationBody(args, c) }),
    graph: (world, args, c) => world.gql('mutation C($input: CopyFolderInput!) { copyFolder(input: $input) { folder { id } } }', { input: { folderId: c.folder, newName: c.newName, ...destinationBody(args, c) } }),
    readRest: async (world, args, c) => ({ inDestination: await isChild(world, c, args, (child) => child.name === c.newName) }),
    readGraph: async (world, args, c) => ({ inDestination: await isChild(world, c, args, (child) => child.name === c.newName) }),
  },
  'copy.workspace': {
    async prepare(world, _args, side, row) {
      const created = await world.ok(world.wm('POST', '/workspaces', { name: `Workspace ${row.id} ${side}` }), 'create a workspace');
      return { workspace: idText(created.result.id), newName: `Copy of ${row.id} ${side}`, destination: await world.workspaceId(DESTINATION_WORKSPACE) };
    },
    rest: (world, args, c) => world.wm('POST', `/workspaces/${c.workspace}/copy`, { newName: c.newName, ...(args.withDestination ? { destinationType: 'workspace', destinationId: c.destination } : {}) }),
    graph: (world, args, c) => world.gql('mutation C($input: CopyWorkspaceInput!) { copyWorkspace(input: $input) { workspace { id } } }', { input: { workspaceId: c.workspace, newName: c.newName, ...(args.withDestination ? { destinationType: 'workspace', destinationId: c.destination } : {}) } }),
    readRest: async (world, _args, c) => ({ exists: (await world.ok(world.wm('GET', '/workspaces?paginationType=token&maxItems=1000'), 'workspaces')).data.some((w: any) => w.name === c.newName) }),
    readGraph: async (world, _args, c) => ({ exists: (await world.gqlData('{ workspaces(first: 500) { edges { node { name } } } }')).workspaces.edges.some((e: any) => e.node.name === c.newName) }),
  },
  /** Creates a folder in a folder with a deprecated copy query parameter (args.param). */
  'folder.deprecatedCopyParameter': {
    prepare: async (world, _args, side, row) => ({ parent: await scratchFolder(world, 'Marketing', `Parent ${row.id} ${side}`) }),
    rest: (world, args, c) => world.wm('POST', `/folders/${c.parent}/folders?${args.param}=all`, { name: 'Child' }),
    graph: (world, args, c) => world.gql('mutation C($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } } }', { input: { folderId: c.parent, name: 'Child', [args.param]: 'all' } }),
  },
};

/** Two token pages of two items of a list: `workspaces`, `sights` or `children` (of "Programme Office"). */
const TOKEN_PATHS = {
  workspaces: async () => '/workspaces',
  sights: async () => '/sights',
  children: async (world: World) => `/workspaces/${await world.workspaceId('Programme Office')}/children`,
} as const;
const TOKEN_QUERIES = {
  workspaces: 'query P($after: String) { list: workspaces(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }',
  sights: 'query P($after: String) { list: dashboards(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }',
  children: 'query P($id: ID!, $after: String) { workspace(id: $id) { list: children(first: 2, after: $after) { edges { node { ... on Node { id } } } pageInfo { hasNextPage endCursor } } } }',
} as const;

const disjoint = (a: string[], b: string[]): boolean => a.length > 0 && b.length > 0 && a.every((x) => !b.includes(x));

const pageOps: Record<string, Operation> = {
  'page.token': {
    async rest(world, args) {
      const path = await TOKEN_PATHS[args.list as keyof typeof TOKEN_PATHS](world);
      const first = await world.wm('GET', `${path}?paginationType=token&maxItems=2`);
      if (first.status >= 300 || !first.body.lastKey) return first;
      const second = await world.wm('GET', `${path}?paginationType=token&maxItems=2&lastKey=${encodeURIComponent(first.body.lastKey)}`);
      return { status: second.status, body: { first: first.body, second: second.body } };
    },
    async graph(world, args) {
      const query = TOKEN_QUERIES[args.list as keyof typeof TOKEN_QUERIES];
      const id = args.list === 'children' ? await world.workspaceId('Programme Office') : undefined;
      const pick = (answer: GraphAnswer) => (args.list === 'children' ? answer.data?.workspace?.list : answer.data?.list);
      const first = await world.gql(query, { id, after: null });
      if (first.errors) return first;
      const second = await world.gql(query, { id, after: pick(first).pageInfo.endCursor });
      return second.errors ? second : { data: { first: pick(first), second: pick(second) } };
    },
    readRest: async (_world, _args, _c, answer) => ({
      firstHasMore: Boolean(answer.body.first.lastKey),
      pagesDisjoint: disjoint(answer.body.first.data.map((i: any) => idText(i.id)), answer.body.second.data.map((i: any) => idText(i.id))),
    }),
    readGraph: async (_world, _args, _c, answer) => ({
      firstHasMore: answer.data.first.pageInfo.hasNextPage,
      pagesDisjoint: disjoint(answer.data.first.edges.map((e: any) => e.node.id), answer.data.second.edges.map((e: any) => e.node.id)),
    }),
  },
  /** The second offset page of five users. */
  'page.offset': {
    rest: (world) => world.wm('GET', '/users?page=2&pageSize=5'),
    async graph(world) {
      const first = await world.gql('{ users(first: 5) { totalCount pageInfo { endCursor } } }');
      if (first.errors) return first;
      return world.gql('query U($after: String) { users(first: 5, after: $after) { totalCount edges { node { id } } } }', { after: first.data.users.pageInfo.endCursor });
    },
    readRest: async (_world, _args, _c, answer) => ({ items: answer.body.data.length, pageNumber: answer.body.pageNumber, pageSize: answer.body.pageSize, hasTotals: answer.body.totalCount > 0 && answer.body.totalPages > 0 }),
    readGraph: async (_world, _args, _c, answer) => ({ items: answer.data.users.edges.length, hasTotals: answer.data.users.totalCount > 0 }),
  },
};

const AUTOMATION_SHEET = 'Acme RAID Log';
const RULES = 'query R($id: ID!) { sheet(id: $id) { automationRules(first: 100) { edges { node { automationRuleId name enabled disabledReason action { type } } } } } }';
const UPDATE_RULE = 'mutation U($input: UpdateAutomationRuleInput!) { updateAutomationRule(input: $input) { automationRule { name } } }';
const OTHER_TYPE: Record<string, string> = { NOTIFICATION_ACTION: 'UPDATE_REQUEST_ACTION', UPDATE_REQUEST_ACTION: 'APPROVAL_REQUEST_ACTION', APPROVAL_REQUEST_ACTION: 'NOTIFICATION_ACTION' };

/** What the rules of every sheet but `skip` show: action types and disabled reasons outside the row's enumerations. */
function survey(rules: any[], args: Record<string, any>): Record<string, unknown> {
  return {
    rules: rules.length > 0,
    sawDisabled: rules.some((r) => r.enabled === false),
    unknownActionTypes: rules.map((r) => r.action?.type).filter((t) => !args.actionTypes.includes(t)),
    unknownDisabledReasons: rules.filter((r) => r.enabled === false).map((r) => r.disabledReason).filter((t) => !args.disabledReasons.includes(t)),
  };
}

const automationOps: Record<string, Operation> = {
  /** Renames the first rule of "Acme RAID Log" with action.type the same, another, or absent (args.actionType). */
  'automation.update': {
    async prepare(world, _args, side, row) {
      const sheetId = await world.sheetId(AUTOMATION_SHEET);
      const rule = (await world.ok(world.wm('GET', `/sheets/${sheetId}/automationrules`), 'rules')).data[0];
      return { sheetId, ruleId: idText(rule.id), type: rule.action.type, name: `Rule ${row.id} ${side}` };
    },
    rest: (world, args, c) => world.wm('PUT', `/sheets/${c.sheetId}/automationrules/${c.ruleId}`, { name: c.name, action: args.actionType === 'absent' ? {} : { type: args.actionType === 'other' ? OTHER_TYPE[c.type] : c.type } }),
    graph: (world, args, c) => world.gql(UPDATE_RULE, { input: { sheetId: c.sheetId, automationRuleId: c.ruleId, name: c.name, action: args.actionType === 'absent' ? {} : { type: args.actionType === 'other' ? OTHER_TYPE[c.type] : c.type } } }),
    readRest: async (world, _args, c) => ({ renamed: (await world.ok(world.wm('GET', `/sheets/${c.sheetId}/automationrules/${c.ruleId}`), 'rule')).name === c.name }),
    readGraph: async (world, _args, c) => ({ renamed: (await world.gqlData(RULES, { id: c.sheetId })).sheet.automationRules.edges.some((e: any) => e.node.name === c.name) }),
  },
  'automation.list': {
    prepare: async (world, args) => ({ sheetId: await world.sheetId(args.sheet) }),
    rest: (world, _args, c) => world.wm('GET', `/sheets/${c.sheetId}/automationrules`),
    graph: (world, _args, c) => world.gql(RULES, { id: c.sheetId }),
  },
  /** Every rule of every demo sheet but the one holding a multistep workflow (args.skip). */
  'automation.survey': {
    async rest(world, args) {
      const rules: any[] = [];
      for (const sheet of await world.sheets()) {
        if (sheet.name === args.skip) continue;
        rules.push(...(await world.ok(world.wm('GET', `/sheets/${sheet.id}/automationrules?includeAll=true`), 'rules')).data);
      }
      return { status: 200, body: rules };
    },
    async graph(world, args) {
      const rules: any[] = [];
      for (const sheet of await world.sheets()) {
        if (sheet.name === args.skip) continue;
        const answer = await world.gql(RULES, { id: sheet.id });
        if (answer.errors) return answer;
        rules.push(...answer.data.sheet.automationRules.edges.map((e: any) => e.node));
      }
      return { data: rules };
    },
    readRest: async (_world, args, _c, answer) => survey(answer.body, args),
    readGraph: async (_world, args, _c, answer) => survey(answer.data, args),
  },
};

const COLUMN = 'query C($sheet: ID!, $column: ID!) { sheet(id: $sheet) { column(id: $column) { type } } }';

const columnReadOps: Record<string, Operation> = {
  /** Get Column of a demo column (args.sheet, args.column) with `level` args.level (absent: no level). */
  'column.read': {
    prepare: async (world, args) => ({ sheetId: await world.sheetId(args.sheet), columnId: await world.columnId(args.sheet, args.column) }),
    rest: (world, args, c) => world.wm('GET', `/sheets/${c.sheetId}/columns/${c.columnId}${args.level === undefined ? '' : `?level=${args.level}`}`),
    graph: (world, _args, c) => world.gql(COLUMN, { sheet: c.sheetId, column: c.columnId }),
    readRest: async (_world, _args, _c, answer) => ({ type: answer.body.type }),
    readGraph: async (_world, _args, _c, answer) => ({ type: answer.data.sheet.column.type }),
  },
};

export const containerOps: Record<string, Operation> = { ...moveOps, ...pageOps, ...automationOps, ...columnReadOps };
