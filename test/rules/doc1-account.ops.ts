// Operations of the account rows: shares, users and alternate emails, each sent over REST and
// through the graph and read back.
import { idText } from './exact-json.js';
import type { Operation } from './ops.js';
import { WM_TOKENS, type World } from './world.js';

const AS_USER = { authorization: `Bearer ${WM_TOKENS.user}` };

/** The shared asset of a type: a demo sheet, workspace, report or dashboard (sight). */
async function assetOf(world: World, assetType: string): Promise<{ assetType: string; assetId: string }> {
  if (assetType === 'sheet') return { assetType, assetId: await world.sheetId('Lessons Learned') };
  if (assetType === 'workspace') return { assetType, assetId: await world.workspaceId('Finance') };
  if (assetType === 'report' || assetType === 'sight') return { assetType, assetId: (await world.firstOfType(assetType)).id };
  return { assetType, assetId: await world.sheetId('Lessons Learned') };
}

const SHARES = 'query S($t: ShareAssetType!, $a: ID!) { shares(assetType: $t, assetId: $a, first: 500) { edges { node { id shareId email accessLevel } } } }';
const CREATE_SHARE = 'mutation C($input: CreateShareInput!) { createShare(input: $input) { shares { shareId } } }';
const UPDATE_SHARE = 'mutation U($input: UpdateShareInput!) { updateShare(input: $input) { share { shareId accessLevel } } }';

async function restShares(world: World, c: { assetType: string; assetId: string }): Promise<any[]> {
  return (await world.ok(world.wm('GET', `/shares?assetType=${c.assetType}&assetId=${c.assetId}&maxItems=1000`), 'shares')).items;
}
async function graphShares(world: World, c: { assetType: string; assetId: string }): Promise<any[]> {
  return (await world.gqlData(SHARES, { t: c.assetType, a: c.assetId })).shares.edges.map((e: any) => e.node);
}
const levelOf = (shares: any[], email: string) => ({ accessLevel: shares.find((s) => s.email === email)?.accessLevel ?? null });

const shareOps: Record<string, Operation> = {
  'share.create': {
    async prepare(world, args) {
      const asset = await assetOf(world, args.assetType ?? 'sheet');
      if (args.recipient === 'alternate') return { ...asset, email: (await world.userWithAlternate()).alternate };
      // A user the asset is not shared with yet (workspaces are shared with many demo users).
      const shared = new Set((await restShares(world, asset)).map((s) => s.email));
      let user = await world.freshUser();
      while (shared.has(user.email)) user = await world.freshUser();
      return { ...asset, email: user.email };
    },
    rest: (world, args, c) => world.wm('POST', `/shares?assetType=${c.assetType}&assetId=${c.assetId}&sendEmail=false`, [{ email: c.email, accessLevel: args.accessLevel }]),
    graph: (world, args, c) => world.gql(CREATE_SHARE, { input: { assetType: c.assetType, assetId: c.assetId, recipients: [{ email: c.email, accessLevel: args.accessLevel }], sendEmail: false } }),
    readRest: async (world, _args, c) => levelOf(await restShares(world, c), c.email),
    readGraph: async (world, _args, c) => levelOf(await graphShares(world, c), c.email),
  },
  'share.update': {
    async prepare(world, _args, side) {
      const asset = await assetOf(world, 'sheet');
      const email = (await world.freshUser()).email;
      const created = await world.ok(world.wm('POST', `/shares?assetType=sheet&assetId=${asset.assetId}&sendEmail=false`, [{ email, accessLevel: 'VIEWER' }]), 'share');
      const shareId = idText(created.result[0].id);
      const nodeId = side === 'graph' ? (await graphShares(world, asset)).find((s) => s.email === email).id : undefined;
      return { ...asset, email, shareId, nodeId };
    },
    rest: (world, args, c) => world.wm('PATCH', `/shares/${c.shareId}?assetType=${c.assetType}&assetId=${c.assetId}`, { accessLevel: args.accessLevel }),
    graph: (world, args, c) => world.gql(UPDATE_SHARE, { input: { shareId: c.nodeId, accessLevel: args.accessLevel } }),
    readRest: async (world, _args, c) => levelOf(await restShares(world, c), c.email),
    readGraph: async (world, _args, c) => levelOf(await graphShares(world, c), c.email),
  },
  'share.list': {
    prepare: async (world, args) => ({ ...(await assetOf(world, args.assetType)), assetType: args.assetType }),
    rest: (world, _args, c) => world.wm('GET', `/shares?assetType=${c.assetType}&assetId=${c.assetId}`),
    graph: (world, _args, c) => world.gql(SHARES, { t: c.assetType, a: c.assetId }),
    readRest: async (_world, _args, _c, answer) => ({ listed: Array.isArray(answer.body.items), idsAreStrings: answer.body.items.every((s: any) => typeof s.id === 'string') }),
    readGraph: async (_world, _args, _c, answer) => ({ listed: Array.isArray(answer.data.shares.edges), idsAreStrings: answer.data.shares.edges.every((e: any) => typeof e.node.shareId === 'string') }),
  },
};

const USER_FIELDS = 'userId email status sheetCount seatType licensedSheetCreator provisionalExpirationDate seatTypeLastChangedAt isInternal';
const USER = `query U($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
const ADD_USER = 'mutation A($input: AddUserInput!) { addUser(input: $input) { user { userId } } }';
const REMOVE_USER = 'mutation R($input: RemoveUserInput!) { removeUser(input: $input) { deletedUserId } }';
const USERS = `query L($first: Int, $after: String, $seatType: [SeatType!], $planId: ID) { users(first: $first, after: $after, seatType: $seatType, planId: $planId) {
  edges { node { ${USER_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;

/** What a user read shows: the fields the rows name. */
const userView = (u: any) => ({
  status: u.status,
  seatType: u.seatType,
  sheetCount: u.sheetCount ?? null,
  licensedSheetCreator: u.licensedSheetCreator ?? null,
  hasProvisionalExpirationDate: Boolean(u.provisionalExpirationDate),
});

/** A summary of a user list: the seat types seen, and whether every user has the plan fields. */
const listView = (users: any[]) => ({
  nonEmpty: users.length > 0,
  seatTypes: [...new Set(users.map((u) => u.seatType))].sort(),
  planFields: users.every((u) => u.seatTypeLastChangedAt != null && u.isInternal != null),
});

async function restUserExists(world: World, id: string): Promise<boolean> {
  return (await world.wm('GET', `/users/${id}`)).status !== 404;
}

const userOps: Record<string, Operation> = {
  'user.add': {
    prepare: async (world, args, side, row) => ({ email: args.email === 'alternate' ? (await world.userWithAlternate()).alternate : `new.${row.id.toLowerCase()}.${side}@example.com` }),
    rest: (world, args, c) => world.wm('POST', '/users?sendEmail=false', { email: c.email, firstName: 'New', lastName: 'User', ...(args.licensedSheetCreator !== undefined ? { licensedSheetCreator: args.licensedSheetCreator } : {}) }),
    graph: (world, args, c) => world.gql(ADD_USER, { input: { email: c.email, firstName: 'New', lastName: 'User', sendEmail: false, ...(args.licensedSheetCreator !== undefined ? { licensedSheetCreator: args.licensedSheetCreator } : {}) } }),
    readRest: async (world, _args, _c, answer) => userView(await world.ok(world.wm('GET', `/users/${idText(answer.body.result.id)}`), 'user')),
    readGraph: async (world, _args, _c, answer) => userView((await world.gqlData(USER, { id: answer.data.addUser.user.userId })).user),
  },
  'user.read': {
    prepare: async (world, args) => ({ id: idText((await world.user((u) => u.status === (args.status ?? u.status) && u.seatType === (args.seatType ?? u.seatType) && !u.admin, JSON.stringify(args))).id) }),
    rest: (world, _args, c) => world.wm('GET', `/users/${c.id}`),
    graph: (world, _args, c) => world.gql(USER, { id: c.id }),
    readRest: async (_world, _args, _c, answer) => userView(answer.body),
    readGraph: async (_world, _args, _c, answer) => userView(answer.data.user),
  },
  'user.list': {
    prepare: async (world, args) => ({ planId: args.planId ? await world.mainPlanId() : undefined }),
    rest: (world, args, c) => world.wm('GET', `/users?includeAll=true${args.seatType ? `&seatType=${args.seatType}` : ''}${c.planId ? `&planId=${c.planId}` : ''}`),
    async graph(world, args, c) {
      const nodes: any[] = [];
      let after: string | null = null;
      for (;;) {
        const answer = await world.gql(USERS, { first: 100, after, seatType: args.seatType ? [args.seatType] : null, planId: c.planId ?? null });
        if (answer.errors) return answer;
        nodes.push(...answer.data.users.edges.map((e: any) => e.node));
        if (!answer.data.users.pageInfo.hasNextPage) return { data: { nodes } };
        after = answer.data.users.pageInfo.endCursor;
      }
    },
    readRest: async (_world, _args, _c, answer) => listView(answer.body.data),
    readGraph: async (_world, _args, _c, answer) => listView(answer.data.nodes),
  },
  'user.remove': {
    async prepare(world, _args, side, row) {
      const added = await world.ok(world.wm('POST', '/users?sendEmail=false', { email: `gone.${row.id.toLowerCase()}.${side}@example.com` }), 'add a user');
      return { id: idText(added.result.id), admin: idText((await world.users())[0].id) };
    },
    rest(world, args, c) {
      const query = new URLSearchParams();
      if (args.removeFromSharing !== undefined) query.set('removeFromSharing', String(args.removeFromSharing));
      if (args.transferSheets !== undefined) query.set('transferSheets', String(args.transferSheets));
      if (args.transferTo !== undefined) query.set('transferTo', args.transferTo === 'admin' ? c.admin : args.transferTo);
      return world.wm('DELETE', `/users/${c.id}?${query}`);
    },
    graph: (world, args, c) => world.gql(REMOVE_USER, { input: { userId: c.id, removeFromSharing: args.removeFromSharing, transferSheets: args.transferSheets, transferTo: args.transferTo === 'admin' ? c.admin : args.transferTo } }),
    readRest: async (world, _args, c) => ({ exists: await restUserExists(world, c.id) }),
    readGraph: async (world, _args, c) => ({ exists: (await world.gqlData(USER, { id: c.id })).user !== null }),
  },
};

const ADD_ALT = 'mutation A($input: AddAlternateEmailsInput!) { addAlternateEmails(input: $input) { alternateEmails { id email confirmed } } }';
const DELETE_ALT = 'mutation D($input: AlternateEmailInput!) { deleteAlternateEmail(input: $input) { deletedAlternateEmailId } }';
const PRIMARY = 'mutation P($input: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $input) { user { email } } }';
const ALT_LIST = 'query L($id: ID!) { user(id: $id) { alternateEmails { id email confirmed } } }';
// The list endpoint is what the graph calls for users read from a list (list items carry no alternates).
const ALT_OF_LISTED = '{ users(first: 1) { edges { node { alternateEmails { id email } } } } }';
const ALT_ONE = 'query O($user: ID!, $id: ID!) { alternateEmail(userId: $user, id: $id) { id email confirmed } }';

async function addAlternate(world: World, userId: string, email: string): Promise<string> {
  return idText((await world.ok(world.wm('POST', `/users/${userId}/alternateemails`, [{ email }]), 'add an alternate email')).result[0].id);
}
async function restAlternates(world: World, userId: string): Promise<any[]> {
  return (await world.ok(world.wm('GET', `/users/${userId}/alternateemails?maxItems=100`), 'alternate emails')).data;
}
const confirmedOf = (list: any[], email: string) => ({ listed: list.some((a) => a.email === email), confirmed: list.find((a) => a.email === email)?.confirmed ?? null });

const alternateOps: Record<string, Operation> = {
  /** An alternate-email operation by a caller who is not a System Admin. */
  'alt.byNonAdmin': {
    async prepare(world) {
      const user = await world.userWithAlternate();
      const profile = await world.ok(world.wm('GET', `/users/${user.id}`), 'profile');
      return { id: user.id, alternateId: idText(profile.alternateEmails[0].id) };
    },
    rest(world, args, c) {
      const base = `/users/${c.id}/alternateemails`;
      const as = { as: 'user' as const };
      if (args.action === 'list') return world.wm('GET', base, undefined, as);
      if (args.action === 'get') return world.wm('GET', `${base}/${c.alternateId}`, undefined, as);
      if (args.action === 'add') return world.wm('POST', base, [{ email: 'extra.address@example.org' }], as);
      if (args.action === 'delete') return world.wm('DELETE', `${base}/${c.alternateId}`, undefined, as);
      return world.wm('POST', `${base}/${c.alternateId}/makeprimary`, undefined, as);
    },
    graph(world, args, c) {
      const input = { userId: c.id, alternateEmailId: c.alternateId };
      if (args.action === 'list') return world.gql(ALT_OF_LISTED, {}, AS_USER);
      if (args.action === 'get') return world.gql(ALT_ONE, { user: c.id, id: c.alternateId }, AS_USER);
      if (args.action === 'add') return world.gql(ADD_ALT, { input: { userId: c.id, emails: ['extra.address@example.org'] } }, AS_USER);
      if (args.action === 'delete') return world.gql(DELETE_ALT, { input }, AS_USER);
      return world.gql(PRIMARY, { input }, AS_USER);
    },
  },
  'alt.add': {
    async prepare(world, args, side, row) {
      const user = await world.freshUser();
      const tag = `${row.id.toLowerCase()}.${side}`;
      const email = args.address === 'taken' ? (await world.users())[5].email : args.address === 'validated' ? `alt.${tag}@example.com` : `alt.${tag}@partner.example`;
      return { id: user.id, email };
    },
    rest: (world, _args, c) => world.wm('POST', `/users/${c.id}/alternateemails`, [{ email: c.email }]),
    graph: (world, _args, c) => world.gql(ADD_ALT, { input: { userId: c.id, emails: [c.email] } }),
    readRest: async (world, _args, c) => confirmedOf(await restAlternates(world, c.id), c.email),
    readGraph: async (world, _args, c) => confirmedOf((await world.gqlData(ALT_LIST, { id: c.id })).user.alternateEmails, c.email),
  },
  'alt.delete': {
    async prepare(world, _args, side, row) {
      const user = await world.freshUser();
      const email = `alt.${row.id.toLowerCase()}.${side}@partner.example`;
      return { id: user.id, email, alternateId: await addAlternate(world, user.id, email) };
    },
    rest: (world, _args, c) => world.wm('DELETE', `/users/${c.id}/alternateemails/${c.alternateId}`),
    graph: (world, _args, c) => world.gql(DELETE_ALT, { input: { userId: c.id, alternateEmailId: c.alternateId } }),
    readRest: async (world, _args, c) => confirmedOf(await restAlternates(world, c.id), c.email),
    readGraph: async (world, _args, c) => confirmedOf((await world.gqlData(ALT_LIST, { id: c.id })).user.alternateEmails, c.email),
  },
  /** makeprimary in one of the state table's cases: `confirmed`, `unconfirmed`, `primaryNotValidated`. */
  'alt.makePrimary': {
    async prepare(world, args, side, row) {
      const tag = `${row.id.toLowerCase()}.${side}`;
      let id: string;
      if (args.case === 'primaryNotValidated') {
        id = idText((await world.ok(world.wm('POST', '/users?sendEmail=false', { email: `p.${tag}@partner.example` }), 'add a user')).result.id);
      } else {
        id = (await world.freshUser()).id;
      }
      const alternate = args.case === 'unconfirmed' ? `alt.${tag}@partner.example` : `alt.${tag}@example.com`;
      return { id, alternate, alternateId: await addAlternate(world, id, alternate) };
    },
    rest: (world, _args, c) => world.wm('POST', `/users/${c.id}/alternateemails/${c.alternateId}/makeprimary`),
    graph: (world, _args, c) => world.gql(PRIMARY, { input: { userId: c.id, alternateEmailId: c.alternateId } }),
    readRest: async (world, _args, c) => ({ promoted: (await world.ok(world.wm('GET', `/users/${c.id}`), 'user')).email === c.alternate }),
    readGraph: async (world, _args, c) => ({ promoted: (await world.gqlData(USER, { id: c.id })).user.email === c.alternate }),
  },
};

export const accountOps: Record<string, Operation> = { ...shareOps, ...userOps, ...alternateOps };
