// Operations of the container rows: moves and copies of sheets, folders, dashboards and
// workspaces, the deprecated copy parameters, token and offset pagination, and automation rules.
import { graphql } from '../generated/index.js';
import { present } from '../helpers/present.js';
import type { WmAutomationRule, WmContainer, WmColumn, WmPage, WmResult, WmUser } from '../helpers/rest-shapes.js';
import { idText } from '../helpers/direct.js';
import type { GraphAnswer, RestAnswer } from './harness.js';
import { failed, operation } from './ops.js';
import type { World } from './world.js';

const DESTINATION_WORKSPACE = 'Operations';

async function scratchFolder(world: World, workspace: string, name: string): Promise<string> {
  const created = await world.ok(
    world.wm<WmResult>('POST', `/workspaces/${await world.workspaceId(workspace)}/folders`, { name }),
    'create a folder',
  );
  return idText(created.result.id);
}

/** Where a move or copy goes: the row's destination type as Document 1 spells it (absent when the row gives none). */
interface DestinationArgs {
  destinationType?: 'folder' | 'workspace' | 'home';
}
interface Destinations {
  workspaceId: string;
  folderId: string;
}

/** The destination body of a move or copy: `destinationType` as the row gives it (absent when undefined). */
function destinationBody(args: DestinationArgs, c: Destinations): { destinationType?: string; destinationId?: string } {
  const body: { destinationType?: string; destinationId?: string } = {};
  if (args.destinationType !== undefined) body.destinationType = args.destinationType;
  if (args.destinationType !== 'home')
    body.destinationId = args.destinationType === 'folder' ? c.folderId : c.workspaceId;
  return body;
}

/**
 * The same destination in the graph's terms (ContainerType: FOLDER, WORKSPACE): the schema requires
 * both fields and has no home folder, so a row without them is sent as written, for GraphQL to refuse.
 */
function graphDestination(
  args: DestinationArgs,
  c: Destinations,
): { destinationType?: string; destinationId?: string } {
  const body = destinationBody(args, c);
  return { ...body, ...(body.destinationType ? { destinationType: body.destinationType.toUpperCase() } : {}) };
}

async function isChild(
  world: World,
  c: Destinations,
  args: DestinationArgs,
  test: (child: { id: string; name: string }) => boolean,
): Promise<boolean> {
  const [parent, id] =
    args.destinationType === 'folder' ? (['folders', c.folderId] as const) : (['workspaces', c.workspaceId] as const);
  return (await world.children(parent, id)).some(test);
}

const MOVE_SHEET = graphql(`
  mutation ContainerRuleMoveSheet($input: MoveSheetInput!) {
    moveSheet(input: $input) {
      sheet {
        id
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const MOVE_FOLDER = graphql(`
  mutation ContainerRuleMoveFolder($input: MoveInput!) {
    moveFolder(input: $input) {
      folder {
        id
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const MOVE_DASHBOARD = graphql(`
  mutation ContainerRuleMoveDashboard($input: MoveInput!) {
    moveDashboard(input: $input) {
      dashboard {
        id
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const COPY_FOLDER = graphql(`
  mutation ContainerRuleCopyFolder($input: CopyFolderInput!) {
    copyFolder(input: $input) {
      folder {
        id
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const COPY_WORKSPACE = graphql(`
  mutation ContainerRuleCopyWorkspace($input: CopyWorkspaceInput!) {
    copyWorkspace(input: $input) {
      workspace {
        id
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const WORKSPACE_NAMES = graphql(
  `query ContainerRuleWorkspaceNames { workspaces(first: 500) { edges { node { name } } } }`,
);
const CREATE_FOLDER = graphql(`
  mutation ContainerRuleCreateFolder($input: CreateFolderInput!) {
    createFolder(input: $input) {
      folder {
        id
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const PATHS = { sheet: 'sheets', folder: 'folders', sight: 'sights' } as const;

const moveOps = {
  /** Moves a sheet ("Vendor Contracts"), a scratch folder or the first dashboard; args.kind, args.destinationType. */
  move: operation<DestinationArgs & { kind: keyof typeof PATHS }>()({
    // Every move answers refusals of its input in its payload's userErrors.
    userErrors: () => true,
    async prepare(world, args, side, row) {
      const tag = `${row.id} ${side}`;
      const itemId =
        args.kind === 'sheet'
          ? await world.sheetId('Vendor Contracts')
          : args.kind === 'folder'
            ? await scratchFolder(world, 'Marketing', `Moving ${tag}`)
            : (await world.firstOfType('sight')).id;
      return {
        kind: args.kind,
        itemId,
        workspaceId: await world.workspaceId(DESTINATION_WORKSPACE),
        folderId: await scratchFolder(world, DESTINATION_WORKSPACE, `Into ${tag}`),
      };
    },
    rest: (world, args, c) => world.wm('POST', `/${PATHS[c.kind]}/${c.itemId}/move`, destinationBody(args, c)),
    async graph(world, args, c): Promise<GraphAnswer<unknown>> {
      // The destination type is the graph's ContainerType; the input types require it (rows without one, or `home`, are refused by GraphQL).
      if (c.kind === 'sheet')
        return world.gqlAsWritten(MOVE_SHEET, { input: { sheetId: c.itemId, ...graphDestination(args, c) } });
      const input = { id: c.itemId, ...graphDestination(args, c) };
      return c.kind === 'folder'
        ? world.gqlAsWritten(MOVE_FOLDER, { input })
        : world.gqlAsWritten(MOVE_DASHBOARD, { input });
    },
    readRest: async (world, args, c) => ({
      inDestination: await isChild(world, c, args, (child) => child.id === c.itemId),
    }),
    readGraph: async (world, args, c) => ({
      inDestination: await isChild(world, c, args, (child) => child.id === c.itemId),
    }),
  }),
  'copy.folder': operation<DestinationArgs>()({
    userErrors: () => true,
    prepare: async (world, _args, side, row) => ({
      folder: await scratchFolder(world, 'Marketing', `Copied ${row.id} ${side}`),
      newName: `Copy of ${row.id} ${side}`,
      workspaceId: await world.workspaceId(DESTINATION_WORKSPACE),
      folderId: await scratchFolder(world, DESTINATION_WORKSPACE, `Copies ${row.id} ${side}`),
    }),
    rest: (world, args, c) =>
      world.wm('POST', `/folders/${c.folder}/copy`, { newName: c.newName, ...destinationBody(args, c) }),
    graph: (world, args, c) =>
      world.gqlAsWritten(COPY_FOLDER, {
        input: { folderId: c.folder, newName: c.newName, ...graphDestination(args, c) },
      }),
    readRest: async (world, args, c) => ({
      inDestination: await isChild(world, c, args, (child) => child.name === c.newName),
    }),
    readGraph: async (world, args, c) => ({
      inDestination: await isChild(world, c, args, (child) => child.name === c.newName),
    }),
  }),
  /** Copies a workspace, with destination properties when the row asks (the graph's input has none). */
  'copy.workspace': operation<{ withDestination?: boolean }>()({
    async prepare(world, _args, side, row) {
      const created = await world.ok(
        world.wm<WmResult>('POST', '/workspaces', { name: `Workspace ${row.id} ${side}` }),
        'create a workspace',
      );
      return {
        workspace: idText(created.result.id),
        newName: `Copy of ${row.id} ${side}`,
        destination: await world.workspaceId(DESTINATION_WORKSPACE),
      };
    },
    rest: (world, args, c) =>
      world.wm('POST', `/workspaces/${c.workspace}/copy`, {
        newName: c.newName,
        ...(args.withDestination ? { destinationType: 'workspace', destinationId: c.destination } : {}),
      }),
    graph: (world, args, c) =>
      world.gqlAsWritten(COPY_WORKSPACE, {
        input: {
          workspaceId: c.workspace,
          newName: c.newName,
          ...(args.withDestination ? { destinationType: 'workspace', destinationId: c.destination } : {}),
        },
      }),
    readRest: async (world, _args, c) => ({
      exists: (
        await world.ok(
          world.wm<WmPage<WmContainer>>('GET', '/workspaces?paginationType=token&maxItems=1000'),
          'workspaces',
        )
      ).data.some((w) => w.name === c.newName),
    }),
    readGraph: async (world, _args, c) => ({
      exists: (present((await world.gqlData(WORKSPACE_NAMES)).workspaces, 'workspaces').edges ?? []).some(
        (e) => e?.node?.name === c.newName,
      ),
    }),
  }),
  /** Creates a folder in a folder with a deprecated copy query parameter (args.param), which the graph's input lacks. */
  'folder.deprecatedCopyParameter': operation<{ param: 'include' | 'skipRemap' }>()({
    prepare: async (world, _args, side, row) => ({
      parent: await scratchFolder(world, 'Marketing', `Parent ${row.id} ${side}`),
    }),
    rest: (world, args, c) => world.wm('POST', `/folders/${c.parent}/folders?${args.param}=all`, { name: 'Child' }),
    graph: (world, args, c) =>
      world.gqlAsWritten(CREATE_FOLDER, {
        input: { parentType: 'FOLDER', parentId: c.parent, name: 'Child', [args.param]: 'all' },
      }),
  }),
};

/** The lists read in two token pages of two items: `workspaces`, `sights` or `children` (of "Programme Office"). */
type TokenList = 'workspaces' | 'sights' | 'children';
const TOKEN_PATHS = {
  workspaces: () => '/workspaces',
  sights: () => '/sights',
  children: async (world: World) => `/workspaces/${await world.workspaceId('Programme Office')}/children`,
} as const;
const WORKSPACE_PAGE = graphql(`
  query ContainerRuleWorkspacePage($after: String) {
    list: workspaces(first: 2, after: $after) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const DASHBOARD_PAGE = graphql(`
  query ContainerRuleDashboardPage($after: String) {
    list: dashboards(first: 2, after: $after) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const CHILDREN_PAGE = graphql(`
  query ContainerRuleChildrenPage($id: ID!, $after: String) {
    workspace(id: $id) {
      list: children(first: 2, after: $after) {
        edges {
          node {
            ... on Node {
              id
            }
            ... on OtherContainerChild {
              backendId
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** A page of a connection: the ids on it, and where the next one starts. */
interface TokenPage {
  ids: string[];
  hasNextPage: boolean;
  endCursor: string | null;
}
/** What the page queries select. */
interface PageConnection {
  /** Items that are not nodes (reports, templates) carry only their work-management id. */
  edges?: Array<{ node?: { id?: string; backendId?: string } | null } | null> | null;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

function pageOf<TData>(
  answer: GraphAnswer<TData>,
  connection: (data: TData) => PageConnection | null | undefined,
): GraphAnswer<TokenPage> {
  if (answer.errors) return failed(answer);
  const page = present(connection(present(answer.data, 'a page')), 'the connection');
  return {
    data: {
      ids: (page.edges ?? []).map((e) => present(e?.node?.id ?? e?.node?.backendId, 'an item id')),
      hasNextPage: page.pageInfo.hasNextPage,
      endCursor: page.pageInfo.endCursor ?? null,
    },
  };
}

async function tokenPage(world: World, list: TokenList, after: string | null): Promise<GraphAnswer<TokenPage>> {
  if (list === 'workspaces') return pageOf(await world.gql(WORKSPACE_PAGE, { after }), (data) => data.list);
  if (list === 'sights') return pageOf(await world.gql(DASHBOARD_PAGE, { after }), (data) => data.list);
  return pageOf(
    await world.gql(CHILDREN_PAGE, { id: await world.workspaceId('Programme Office'), after }),
    (data) => data.workspace?.list,
  );
}

const disjoint = (a: string[], b: string[]): boolean => a.length > 0 && b.length > 0 && a.every((x) => !b.includes(x));

const USERS_FIRST_PAGE = graphql(
  `query ContainerRuleUsersFirstPage { users(first: 5) { totalCount pageInfo { endCursor } } }`,
);
const USERS_NEXT_PAGE = graphql(`
  query ContainerRuleUsersNextPage($after: String) {
    users(first: 5, after: $after) {
      totalCount
      edges {
        node {
          id
        }
      }
    }
  }
`);

const pageOps = {
  'page.token': operation<{ list: TokenList }>()({
    async rest(world, args): Promise<RestAnswer<{ first: WmPage<WmContainer>; second?: WmPage<WmContainer> }>> {
      const path = await TOKEN_PATHS[args.list](world);
      const first = await world.wm<WmPage<WmContainer>>('GET', `${path}?paginationType=token&maxItems=2`);
      if (first.status >= 300 || !first.body.lastKey) return { status: first.status, body: { first: first.body } };
      const second = await world.wm<WmPage<WmContainer>>(
        'GET',
        `${path}?paginationType=token&maxItems=2&lastKey=${encodeURIComponent(first.body.lastKey)}`,
      );
      return { status: second.status, body: { first: first.body, second: second.body } };
    },
    async graph(world, args): Promise<GraphAnswer<{ first: TokenPage; second: TokenPage }>> {
      const first = await tokenPage(world, args.list, null);
      if (first.errors) return failed(first);
      const second = await tokenPage(world, args.list, present(first.data, 'the first page').endCursor);
      return second.errors
        ? failed(second)
        : { data: { first: present(first.data, 'the first page'), second: present(second.data, 'the second page') } };
    },
    readRest: (_world, _args, _c, answer) => ({
      firstHasMore: Boolean(answer.body.first.lastKey),
      pagesDisjoint: disjoint(
        answer.body.first.data.map((i) => idText(i.id)),
        (answer.body.second?.data ?? []).map((i) => idText(i.id)),
      ),
    }),
    readGraph: (_world, _args, _c, data) => ({
      firstHasMore: data.first.hasNextPage,
      pagesDisjoint: disjoint(data.first.ids, data.second.ids),
    }),
  }),
  /** The second offset page of five users. */
  'page.offset': operation()({
    rest: (world) => world.wm<WmPage<WmUser>>('GET', '/users?page=2&pageSize=5'),
    async graph(world) {
      const first = await world.gql(USERS_FIRST_PAGE);
      if (first.errors) return failed(first);
      return world.gql(USERS_NEXT_PAGE, { after: present(first.data?.users, 'the first page').pageInfo.endCursor });
    },
    readRest: (_world, _args, _c, answer) => ({
      items: answer.body.data.length,
      pageNumber: answer.body.pageNumber,
      pageSize: answer.body.pageSize,
      hasTotals: (answer.body.totalCount ?? 0) > 0 && (answer.body.totalPages ?? 0) > 0,
    }),
    readGraph: (_world, _args, _c, data) => {
      const users = present(data.users, 'the second page');
      return { items: users.edges?.length, hasTotals: Number(users.totalCount) > 0 };
    },
  }),
};

const AUTOMATION_SHEET = 'Acme RAID Log';
const RULES = graphql(`
  query ContainerRuleAutomationRules($id: ID!) {
    sheet(id: $id) {
      automationRules(first: 100) {
        edges {
          node {
            backendId
            name
            enabled
            disabledReason
            action {
              type
            }
          }
        }
      }
    }
  }
`);
const UPDATE_RULE = graphql(`
  mutation ContainerRuleUpdateAutomationRule($input: UpdateAutomationRuleInput!) {
    updateAutomationRule(input: $input) {
      automationRule {
        name
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const OTHER_TYPE: Record<string, string> = {
  NOTIFICATION_ACTION: 'UPDATE_REQUEST_ACTION',
  UPDATE_REQUEST_ACTION: 'APPROVAL_REQUEST_ACTION',
  APPROVAL_REQUEST_ACTION: 'NOTIFICATION_ACTION',
};

/** The fields of an automation rule both sides show. */
interface RuleFields {
  name?: string | null;
  enabled?: boolean | null;
  disabledReason?: string | null;
  action?: { type?: string | null } | null;
}

/** The automation rules of a sheet through the graph. */
async function graphRules(world: World, sheetId: string): Promise<GraphAnswer<RuleFields[]>> {
  const answer = await world.gql(RULES, { id: sheetId });
  if (answer.errors) return failed(answer);
  return {
    data: (present(present(answer.data?.sheet, 'the sheet').automationRules, 'its rules').edges ?? []).map((e) =>
      present(e?.node, 'a rule'),
    ),
  };
}

interface SurveyArgs {
  skip: string;
  actionTypes: string[];
  disabledReasons: string[];
}

/** What the rules of every sheet but `skip` show: action types and disabled reasons outside the row's enumerations. */
function survey(rules: RuleFields[], args: SurveyArgs): Record<string, unknown> {
  return {
    rules: rules.length > 0,
    sawDisabled: rules.some((r) => r.enabled === false),
    unknownActionTypes: rules
      .map((r) => r.action?.type)
      .filter((t) => typeof t !== 'string' || !args.actionTypes.includes(t)),
    unknownDisabledReasons: rules
      .filter((r) => r.enabled === false)
      .map((r) => r.disabledReason)
      .filter((t) => typeof t !== 'string' || !args.disabledReasons.includes(t)),
  };
}

/** The action of a rule update: the rule's type, another type, or none (args.actionType). */
const actionOf = (actionType: 'absent' | 'other' | 'same', type: string): { type?: string } =>
  actionType === 'absent' ? {} : { type: actionType === 'other' ? OTHER_TYPE[type] : type };

const automationOps = {
  /** Renames the first rule of "Acme RAID Log" with action.type the same, another, or absent (which the graph's input cannot be). */
  'automation.update': operation<{ actionType: 'absent' | 'other' | 'same' }>()({
    userErrors: () => true,
    async prepare(world, _args, side, row) {
      const sheetId = await world.sheetId(AUTOMATION_SHEET);
      const rule = present(
        (await world.ok(world.wm<WmPage<WmAutomationRule>>('GET', `/sheets/${sheetId}/automationrules`), 'rules'))
          .data[0],
        'the first rule',
      );
      return {
        sheetId,
        ruleId: idText(rule.id),
        type: present(rule.action?.type, 'its action type'),
        name: `Rule ${row.id} ${side}`,
      };
    },
    rest: (world, args, c) =>
      world.wm('PUT', `/sheets/${c.sheetId}/automationrules/${c.ruleId}`, {
        name: c.name,
        action: actionOf(args.actionType, c.type),
      }),
    graph: (world, args, c) =>
      world.gqlAsWritten(UPDATE_RULE, {
        input: {
          sheetId: c.sheetId,
          automationRuleId: c.ruleId,
          name: c.name,
          action: actionOf(args.actionType, c.type),
        },
      }),
    readRest: async (world, _args, c) => ({
      renamed:
        (await world.ok(world.wm<WmAutomationRule>('GET', `/sheets/${c.sheetId}/automationrules/${c.ruleId}`), 'rule'))
          .name === c.name,
    }),
    readGraph: async (world, _args, c) => ({
      renamed: present((await graphRules(world, c.sheetId)).data, 'the rules').some((r) => r.name === c.name),
    }),
  }),
  'automation.list': operation<{ sheet: string }>()({
    prepare: async (world, args) => ({ sheetId: await world.sheetId(args.sheet) }),
    rest: (world, _args, c) => world.wm('GET', `/sheets/${c.sheetId}/automationrules`),
    graph: (world, _args, c) => world.gql(RULES, { id: c.sheetId }),
  }),
  /** Every rule of every demo sheet but the one holding a multistep workflow (args.skip). */
  'automation.survey': operation<SurveyArgs>()({
    async rest(world, args): Promise<RestAnswer<WmAutomationRule[]>> {
      const rules: WmAutomationRule[] = [];
      for (const sheet of await world.sheets()) {
        if (sheet.name === args.skip) continue;
        rules.push(
          ...(
            await world.ok(
              world.wm<WmPage<WmAutomationRule>>('GET', `/sheets/${sheet.id}/automationrules?includeAll=true`),
              'rules',
            )
          ).data,
        );
      }
      return { status: 200, body: rules };
    },
    async graph(world, args): Promise<GraphAnswer<RuleFields[]>> {
      const rules: RuleFields[] = [];
      for (const sheet of await world.sheets()) {
        if (sheet.name === args.skip) continue;
        const answer = await graphRules(world, sheet.id);
        if (answer.errors) return answer;
        rules.push(...present(answer.data, 'the rules'));
      }
      return { data: rules };
    },
    readRest: (_world, args, _c, answer) => survey(answer.body, args),
    readGraph: (_world, args, _c, data) => survey(data, args),
  }),
};

const COLUMN = graphql(`
  query ContainerRuleColumnType($sheet: ID!, $column: ID!) {
    sheet(id: $sheet) {
      column(id: $column) {
        type
      }
    }
  }
`);

const columnReadOps = {
  /** Get Column of a demo column (args.sheet, args.column) with `level` args.level (absent: no level). */
  'column.read': operation<{ sheet: string; column: string; level?: number }>()({
    prepare: async (world, args) => ({
      sheetId: await world.sheetId(args.sheet),
      columnId: await world.columnId(args.sheet, args.column),
    }),
    rest: (world, args, c) =>
      world.wm<WmColumn>(
        'GET',
        `/sheets/${c.sheetId}/columns/${c.columnId}${args.level === undefined ? '' : `?level=${args.level}`}`,
      ),
    graph: (world, _args, c) => world.gql(COLUMN, { sheet: c.sheetId, column: c.columnId }),
    readRest: (_world, _args, _c, answer) => ({ type: answer.body.type }),
    readGraph: (_world, _args, _c, data) => ({
      type: present(present(data.sheet, 'the sheet').column, 'the column').type,
    }),
  }),
};

export const containerOps = { ...moveOps, ...pageOps, ...automationOps, ...columnReadOps };
