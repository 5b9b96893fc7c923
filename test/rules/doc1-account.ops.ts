// Operations of the account rows: shares, users and alternate emails, each sent over REST and
// through the graph and read back. The rows speak the documents' terms (`assetType` values, ids);
// the graph side names the same things in the graph's (ShareTargetType, global ids).
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type {
  AccountRulePlanMembersQuery,
  AccountRuleUsersQuery,
  SharingAccessLevel,
  ShareTargetType,
} from '../generated/graphql.js';
import { present } from '../helpers/present.js';
import type { WmAlternateEmail, WmPage, WmResult, WmShare, WmUser } from '../helpers/rest-shapes.js';
import { idText, type Exactly } from '../helpers/direct.js';
import type { GraphAnswer } from './harness.js';
import { failed, operation } from './ops.js';
import { WM_TOKENS, type World } from './world.js';

const AS_USER = { authorization: `Bearer ${WM_TOKENS.user}` };

interface SharedAsset {
  assetType: string;
  assetId: string;
}

/** The shared asset of a type: a demo sheet, workspace, report or dashboard (sight). */
async function assetOf(world: World, assetType: string): Promise<SharedAsset> {
  if (assetType === 'sheet') return { assetType, assetId: await world.sheetId('Lessons Learned') };
  if (assetType === 'workspace') return { assetType, assetId: await world.workspaceId('Finance') };
  if (assetType === 'report' || assetType === 'sight')
    return { assetType, assetId: (await world.firstOfType(assetType)).id };
  return { assetType, assetId: await world.sheetId('Lessons Learned') };
}

const SHARES = graphql(`
  query AccountRuleShares($t: ShareTargetType, $a: ID!) {
    shares(targetType: $t, targetId: $a, first: 500) {
      edges {
        node {
          id
          backendId
          grantee {
            ... on User {
              email
            }
          }
          accessLevel
        }
      }
    }
  }
`);
const CREATE_SHARE = graphql(`
  mutation AccountRuleCreateShare($input: CreateShareInput!) {
    createShare(input: $input) {
      shares {
        backendId
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const UPDATE_SHARE = graphql(`
  mutation AccountRuleUpdateShare($input: UpdateShareInput!) {
    updateShare(input: $input) {
      share {
        backendId
        accessLevel
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);

/** The graph's name of each `assetType` of the /shares endpoints (Document 1); another value is sent as written. */
const TARGET_TYPES: Readonly<Record<string, ShareTargetType>> = {
  sheet: 'SHEET',
  report: 'REPORT',
  workspace: 'WORKSPACE',
  sight: 'DASHBOARD',
  collection: 'COLLECTION',
  file: 'FILE',
};
const targetTypeOf = (assetType: string): ShareTargetType => TARGET_TYPES[assetType] ?? (assetType as ShareTargetType);

/** A share as both sides list it. */
interface ListedShare {
  id: string;
  email?: string | null;
  accessLevel: string | null;
}

async function restShares(world: World, c: SharedAsset): Promise<WmShare[]> {
  return (
    await world.ok(
      world.wm<{ items: WmShare[] }>('GET', `/shares?assetType=${c.assetType}&assetId=${c.assetId}&maxItems=1000`),
      'shares',
    )
  ).items;
}
/** The shares of an asset through the graph. */
async function graphShares(world: World, c: SharedAsset): Promise<ListedShare[]> {
  const shares =
    present((await world.gqlData(SHARES, { t: targetTypeOf(c.assetType), a: c.assetId })).shares, 'shares').edges ?? [];
  return shares
    .map((e) => present(e?.node, 'a share'))
    .map((s) => ({
      id: s.id,
      email: s.grantee && 'email' in s.grantee ? s.grantee.email : null,
      accessLevel: s.accessLevel ?? null,
    }));
}
const levelOf = (shares: ListedShare[], email: string): Record<string, unknown> => ({
  accessLevel: shares.find((s) => s.email === email)?.accessLevel ?? null,
});

/** An asset the rows share: a sheet unless the row names another type. */
const sharedAsset = async (world: World, assetType: string | undefined): Promise<SharedAsset> =>
  assetOf(world, assetType ?? 'sheet');

const shareOps = {
  'share.create': operation<{ assetType?: string; accessLevel: SharingAccessLevel; recipient?: 'alternate' }>()({
    userErrors: () => true,
    async prepare(world, args) {
      const asset = await sharedAsset(world, args.assetType);
      if (args.recipient === 'alternate') return { ...asset, email: (await world.userWithAlternate()).alternate };
      // A user the asset is not shared with yet (workspaces are shared with many demo users).
      const shared = new Set((await restShares(world, asset)).map((s) => s.email));
      let user = await world.freshUser();
      while (shared.has(user.email)) user = await world.freshUser();
      return { ...asset, email: user.email };
    },
    rest: (world, args, c) =>
      world.wm('POST', `/shares?assetType=${c.assetType}&assetId=${c.assetId}&sendEmail=false`, [
        { email: c.email, accessLevel: args.accessLevel },
      ]),
    graph: (world, args, c) =>
      world.gql(CREATE_SHARE, {
        input: {
          targetType: targetTypeOf(c.assetType),
          targetId: c.assetId,
          recipients: [{ email: c.email, accessLevel: args.accessLevel }],
          sendEmail: false,
        },
      }),
    readRest: async (world, _args, c) => levelOf(await restShares(world, c), c.email),
    readGraph: async (world, _args, c) => levelOf(await graphShares(world, c), c.email),
  }),
  'share.update': operation<{ accessLevel: SharingAccessLevel }>()({
    userErrors: () => true,
    async prepare(world, _args, side) {
      const asset = await sharedAsset(world, 'sheet');
      const email = (await world.freshUser()).email;
      const created = await world.ok(
        world.wm<WmResult<Array<{ id: string }>>>(
          'POST',
          `/shares?assetType=sheet&assetId=${asset.assetId}&sendEmail=false`,
          [{ email, accessLevel: 'VIEWER' }],
        ),
        'share',
      );
      const shareId = idText(present(created.result[0], 'the new share').id);
      const nodeId =
        side === 'graph'
          ? present(
              (await graphShares(world, asset)).find((s) => s.email === email),
              'the new share through the graph',
            ).id
          : '';
      return { ...asset, email, shareId, nodeId };
    },
    rest: (world, args, c) =>
      world.wm('PATCH', `/shares/${c.shareId}?assetType=${c.assetType}&assetId=${c.assetId}`, {
        accessLevel: args.accessLevel,
      }),
    graph: (world, args, c) => world.gql(UPDATE_SHARE, { input: { shareId: c.nodeId, accessLevel: args.accessLevel } }),
    readRest: async (world, _args, c) => levelOf(await restShares(world, c), c.email),
    readGraph: async (world, _args, c) => levelOf(await graphShares(world, c), c.email),
  }),
  /** Lists the shares of an asset; the type may be one the query does not take (its rows say so). */
  'share.list': operation<{ assetType: string }>()({
    prepare: async (world, args) => ({ ...(await assetOf(world, args.assetType)), assetType: args.assetType }),
    rest: (world, _args, c) =>
      world.wm<{ items: WmShare[] }>('GET', `/shares?assetType=${c.assetType}&assetId=${c.assetId}`),
    graph: (world, _args, c) => world.gqlAsWritten(SHARES, { t: targetTypeOf(c.assetType), a: c.assetId }),
    readRest: (_world, _args, _c, answer) => ({
      listed: Array.isArray(answer.body.items),
      idsAreStrings: answer.body.items.every((s) => typeof s.id === 'string'),
    }),
    readGraph: (_world, _args, _c, data) => ({
      listed: Array.isArray(data.shares?.edges),
      idsAreStrings: (data.shares?.edges ?? []).every((e) => typeof e?.node?.backendId === 'string'),
    }),
  }),
};

const USER = graphql(`
  query AccountRuleUser($id: ID!) {
    user(id: $id) {
      backendId
      email
      status
      sheetCount
      seatType
      licensedSheetCreator
      provisionalExpirationDate
    }
  }
`);
const ADD_USER = graphql(`
  mutation AccountRuleAddUser($input: AddUserInput!) {
    addUser(input: $input) {
      user {
        backendId
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const REMOVE_USER = graphql(`
  mutation AccountRuleRemoveUser($input: RemoveUserInput!) {
    removeUser(input: $input) {
      deletedUserId
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const USERS = graphql(`
  query AccountRuleUsers($first: Int, $after: String, $seatTypes: [SeatType!]) {
    users(first: $first, after: $after, seatTypes: $seatTypes) {
      edges {
        node {
          backendId
          email
          status
          sheetCount
          seatType
          licensedSheetCreator
          provisionalExpirationDate
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
// A plan's members, each with the seat fields of that plan (the service's `GET /users?planId=`).
const PLAN_MEMBERS = graphql(`
  query AccountRulePlanMembers($plan: ID!, $first: Int, $after: String) {
    plan(id: $plan) {
      members(first: $first, after: $after) {
        edges {
          node {
            seatType
            seatTypeLastChangedAt
            isInternal
            provisionalExpirationDate
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

/** The fields of a user the rows name, as both sides show them. */
interface UserFields {
  status?: unknown;
  seatType?: unknown;
  sheetCount?: unknown;
  licensedSheetCreator?: unknown;
  provisionalExpirationDate?: unknown;
  seatTypeLastChangedAt?: unknown;
  isInternal?: unknown;
}

/** What a user read shows: the fields the rows name. */
const userView = (u: UserFields): Record<string, unknown> => ({
  status: u.status,
  seatType: u.seatType,
  sheetCount: u.sheetCount ?? null,
  licensedSheetCreator: u.licensedSheetCreator ?? null,
  hasProvisionalExpirationDate: Boolean(u.provisionalExpirationDate),
});

/** A summary of a user list: the seat types seen, and whether every user has the plan fields. */
const listView = (users: UserFields[]): Record<string, unknown> => ({
  nonEmpty: users.length > 0,
  seatTypes: [...new Set(users.map((u) => u.seatType))].sort(),
  planFields: users.every((u) => u.seatTypeLastChangedAt != null && u.isInternal != null),
});

async function restUserExists(world: World, id: string): Promise<boolean> {
  return (await world.wm('GET', `/users/${id}`)).status !== 404;
}

const userOps = {
  'user.add': operation<{ email: 'alternate' | 'new'; licensedSheetCreator?: boolean }>()({
    userErrors: () => true,
    prepare: async (world, args, side, row) => ({
      email:
        args.email === 'alternate'
          ? (await world.userWithAlternate()).alternate
          : `new.${row.id.toLowerCase()}.${side}@example.com`,
    }),
    rest: (world, args, c) =>
      world.wm<WmResult>('POST', '/users?sendEmail=false', {
        email: c.email,
        firstName: 'New',
        lastName: 'User',
        ...(args.licensedSheetCreator !== undefined ? { licensedSheetCreator: args.licensedSheetCreator } : {}),
      }),
    graph: (world, args, c) =>
      world.gql(ADD_USER, {
        input: {
          email: c.email,
          firstName: 'New',
          lastName: 'User',
          sendEmail: false,
          ...(args.licensedSheetCreator !== undefined ? { licensedSheetCreator: args.licensedSheetCreator } : {}),
        },
      }),
    readRest: async (world, _args, _c, answer) =>
      userView(await world.ok(world.wm<WmUser>('GET', `/users/${idText(answer.body.result.id)}`), 'user')),
    readGraph: async (world, _args, _c, data) =>
      userView(
        present(
          (await world.gqlData(USER, { id: present(data.addUser?.user, 'the added user').backendId })).user,
          'the added user read back',
        ),
      ),
  }),
  'user.read': operation<{ status?: string; seatType?: string }>()({
    prepare: async (world, args) => ({
      id: idText(
        (
          await world.user(
            (u) => u.status === (args.status ?? u.status) && u.seatType === (args.seatType ?? u.seatType) && !u.admin,
            JSON.stringify(args),
          )
        ).id,
      ),
    }),
    rest: (world, _args, c) => world.wm<WmUser>('GET', `/users/${c.id}`),
    graph: (world, _args, c) => world.gql(USER, { id: c.id }),
    readRest: (_world, _args, _c, answer) => userView(answer.body),
    readGraph: (_world, _args, _c, data) => userView(present(data.user, 'the user')),
  }),
  /**
   * Every user, or those of a seat type (which may be one the graph's enumeration lacks), or the
   * members of the main plan with that plan's seat fields (through the graph: the plan's members).
   */
  'user.list': operation<{ seatType?: string; planId?: true }>()({
    prepare: async (world, args) => ({ planId: args.planId ? await world.mainPlanId() : undefined }),
    rest: (world, args, c) =>
      world.wm<WmPage<WmUser>>(
        'GET',
        `/users?includeAll=true${args.seatType ? `&seatType=${args.seatType}` : ''}${c.planId ? `&planId=${c.planId}` : ''}`,
      ),
    async graph(world, args, c): Promise<GraphAnswer<{ nodes: UserFields[] }>> {
      const nodes: UserFields[] = [];
      let after: string | null = null;
      for (;;) {
        if (c.planId) {
          const answer: GraphAnswer<Exactly<AccountRulePlanMembersQuery>> = await world.gqlAsWritten(PLAN_MEMBERS, {
            plan: globalId('Plan', c.planId),
            first: 100,
            after,
          });
          if (answer.errors) return failed(answer);
          const members = present(present(answer.data?.plan, 'the plan').members, 'a page of members');
          nodes.push(...(members.edges ?? []).map((e) => present(e?.node, 'a member')));
          if (!members.pageInfo.hasNextPage) return { data: { nodes } };
          after = members.pageInfo.endCursor ?? null;
          continue;
        }
        const answer: GraphAnswer<Exactly<AccountRuleUsersQuery>> = await world.gqlAsWritten(USERS, {
          first: 100,
          after,
          seatTypes: args.seatType ? [args.seatType] : null,
        });
        if (answer.errors) return failed(answer);
        const users = present(answer.data?.users, 'a page of users');
        nodes.push(...(users.edges ?? []).map((e) => present(e?.node, 'a user')));
        if (!users.pageInfo.hasNextPage) return { data: { nodes } };
        after = users.pageInfo.endCursor ?? null;
      }
    },
    readRest: (_world, _args, _c, answer) => listView(answer.body.data),
    readGraph: (_world, _args, _c, data) => listView(data.nodes),
  }),
  'user.remove': operation<{ removeFromSharing?: boolean; transferSheets?: boolean; transferTo?: string }>()({
    userErrors: () => true,
    async prepare(world, _args, side, row) {
      const added = await world.ok(
        world.wm<WmResult>('POST', '/users?sendEmail=false', {
          email: `gone.${row.id.toLowerCase()}.${side}@example.com`,
        }),
        'add a user',
      );
      return { id: idText(added.result.id), admin: idText(present((await world.users())[0], 'the admin').id) };
    },
    rest(world, args, c) {
      const query = new URLSearchParams();
      if (args.removeFromSharing !== undefined) query.set('removeFromSharing', String(args.removeFromSharing));
      if (args.transferSheets !== undefined) query.set('transferSheets', String(args.transferSheets));
      if (args.transferTo !== undefined)
        query.set('transferTo', args.transferTo === 'admin' ? c.admin : args.transferTo);
      return world.wm('DELETE', `/users/${c.id}?${query}`);
    },
    graph: (world, args, c) =>
      world.gql(REMOVE_USER, {
        input: {
          userId: c.id,
          removeFromSharing: args.removeFromSharing,
          transferSheets: args.transferSheets,
          transferTo: args.transferTo === 'admin' ? c.admin : args.transferTo,
        },
      }),
    readRest: async (world, _args, c) => ({ exists: await restUserExists(world, c.id) }),
    readGraph: async (world, _args, c) => ({ exists: (await world.gqlData(USER, { id: c.id })).user !== null }),
  }),
};

const ADD_ALT = graphql(`
  mutation AccountRuleAddAlternateEmails($input: AddAlternateEmailsInput!) {
    addAlternateEmails(input: $input) {
      alternateEmails {
        id
        email
        confirmed
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const DELETE_ALT = graphql(`
  mutation AccountRuleRemoveAlternateEmail($input: AlternateEmailInput!) {
    removeAlternateEmail(input: $input) {
      deletedAlternateEmailId
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const PRIMARY = graphql(`
  mutation AccountRuleMakeAlternateEmailPrimary($input: AlternateEmailInput!) {
    makeAlternateEmailPrimary(input: $input) {
      user {
        email
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const ALT_LIST = graphql(`
  query AccountRuleAlternateEmails($id: ID!) {
    user(id: $id) {
      alternateEmails {
        id
        email
        confirmed
      }
    }
  }
`);
// The list endpoint is what the graph calls for users read from a list (list items carry no alternates).
const ALT_OF_LISTED = graphql(`
  query AccountRuleAlternateEmailsOfListed {
    users(first: 1) {
      edges {
        node {
          alternateEmails {
            id
            email
          }
        }
      }
    }
  }
`);
const ALT_ONE = graphql(`query AccountRuleAlternateEmail($id: ID!) { alternateEmail(id: $id) { id email confirmed } }`);

async function addAlternate(world: World, userId: string, email: string): Promise<string> {
  const added = await world.ok(
    world.wm<WmResult<WmAlternateEmail[]>>('POST', `/users/${userId}/alternateemails`, [{ email }]),
    'add an alternate email',
  );
  return idText(present(added.result[0], 'the added alternate email').id);
}
async function restAlternates(world: World, userId: string): Promise<WmAlternateEmail[]> {
  return (
    await world.ok(
      world.wm<WmPage<WmAlternateEmail>>('GET', `/users/${userId}/alternateemails?maxItems=100`),
      'alternate emails',
    )
  ).data;
}
const confirmedOf = (
  list: Array<{ email: string; confirmed: boolean | null }>,
  email: string,
): Record<string, unknown> => ({
  listed: list.some((a) => a.email === email),
  confirmed: list.find((a) => a.email === email)?.confirmed ?? null,
});
const graphAlternates = async (
  world: World,
  userId: string,
): Promise<Array<{ email: string; confirmed: boolean | null }>> =>
  present(
    present((await world.gqlData(ALT_LIST, { id: userId })).user, 'the user').alternateEmails,
    'the alternate emails',
  );

const alternateOps = {
  /** An alternate-email operation by a caller who is not a System Admin. */
  'alt.byNonAdmin': operation<{ action: string }>()({
    async prepare(world) {
      const user = await world.userWithAlternate();
      const profile = await world.ok(world.wm<WmUser>('GET', `/users/${user.id}`), 'profile');
      return { id: user.id, alternateId: idText(present(profile.alternateEmails?.[0], 'an alternate email').id) };
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
    // A refused row: the answer's errors are what the harness reads, whatever the operation.
    async graph(world, args, c): Promise<GraphAnswer<unknown>> {
      const input = { userId: c.id, alternateEmailId: c.alternateId };
      if (args.action === 'list') return world.gql(ALT_OF_LISTED, {}, AS_USER);
      if (args.action === 'get')
        return world.gql(ALT_ONE, { id: globalId('AlternateEmail', c.id, c.alternateId) }, AS_USER);
      if (args.action === 'add')
        return world.gql(ADD_ALT, { input: { userId: c.id, emails: ['extra.address@example.org'] } }, AS_USER);
      if (args.action === 'delete') return world.gql(DELETE_ALT, { input }, AS_USER);
      return world.gql(PRIMARY, { input }, AS_USER);
    },
  }),
  'alt.add': operation<{ address: 'taken' | 'validated' | 'unvalidated' }>()({
    userErrors: () => true,
    async prepare(world, args, side, row) {
      const user = await world.freshUser();
      const tag = `${row.id.toLowerCase()}.${side}`;
      const email =
        args.address === 'taken'
          ? present((await world.users())[5], 'a sixth demo user').email
          : args.address === 'validated'
            ? `alt.${tag}@example.com`
            : `alt.${tag}@partner.example`;
      return { id: user.id, email };
    },
    rest: (world, _args, c) => world.wm('POST', `/users/${c.id}/alternateemails`, [{ email: c.email }]),
    graph: (world, _args, c) => world.gql(ADD_ALT, { input: { userId: c.id, emails: [c.email] } }),
    readRest: async (world, _args, c) => confirmedOf(await restAlternates(world, c.id), c.email),
    readGraph: async (world, _args, c) => confirmedOf(await graphAlternates(world, c.id), c.email),
  }),
  'alt.delete': operation()({
    userErrors: () => true,
    async prepare(world, _args, side, row) {
      const user = await world.freshUser();
      const email = `alt.${row.id.toLowerCase()}.${side}@partner.example`;
      return { id: user.id, email, alternateId: await addAlternate(world, user.id, email) };
    },
    rest: (world, _args, c) => world.wm('DELETE', `/users/${c.id}/alternateemails/${c.alternateId}`),
    graph: (world, _args, c) => world.gql(DELETE_ALT, { input: { userId: c.id, alternateEmailId: c.alternateId } }),
    readRest: async (world, _args, c) => confirmedOf(await restAlternates(world, c.id), c.email),
    readGraph: async (world, _args, c) => confirmedOf(await graphAlternates(world, c.id), c.email),
  }),
  /** makeprimary in one of the state table's cases: `confirmed`, `unconfirmed`, `primaryNotValidated`. */
  'alt.makePrimary': operation<{ case: 'confirmed' | 'unconfirmed' | 'primaryNotValidated' }>()({
    userErrors: () => true,
    async prepare(world, args, side, row) {
      const tag = `${row.id.toLowerCase()}.${side}`;
      let id: string;
      if (args.case === 'primaryNotValidated') {
        id = idText(
          (
            await world.ok(
              world.wm<WmResult>('POST', '/users?sendEmail=false', { email: `p.${tag}@partner.example` }),
              'add a user',
            )
          ).result.id,
        );
      } else {
        id = (await world.freshUser()).id;
      }
      const alternate = args.case === 'unconfirmed' ? `alt.${tag}@partner.example` : `alt.${tag}@example.com`;
      return { id, alternate, alternateId: await addAlternate(world, id, alternate) };
    },
    rest: (world, _args, c) => world.wm('POST', `/users/${c.id}/alternateemails/${c.alternateId}/makeprimary`),
    graph: (world, _args, c) => world.gql(PRIMARY, { input: { userId: c.id, alternateEmailId: c.alternateId } }),
    readRest: async (world, _args, c) => ({
      promoted: (await world.ok(world.wm<WmUser>('GET', `/users/${c.id}`), 'user')).email === c.alternate,
    }),
    readGraph: async (world, _args, c) => ({
      promoted: present((await world.gqlData(USER, { id: c.id })).user, 'the user').email === c.alternate,
    }),
  }),
};

export const accountOps = { ...shareOps, ...userOps, ...alternateOps };
