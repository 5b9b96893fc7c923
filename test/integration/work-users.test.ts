// Users through the graph: seat filters, a plan's members, sheetCount, add/remove/deactivate/reactivate,
// plans and seat tiers, and the token endpoint; every refused rule leaves the emulator unwritten and
// comes back as the payload's userErrors.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { RequestAccessTokenInput } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, writes as writesOf } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { ExactId, WmPage, WmUser } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let users: WmUser[];
beforeAll(async () => {
  users = await wmAll<WmUser>(stack.emulators, '/users');
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const calls = () => callsOf(stack.emulators.workManagement);
const writes = () => writesOf(stack.emulators.workManagement);
/** The demo user at that index of the account's list. */
const user = (index: number): WmUser => present(users[index], `user ${index}`);
const plansOf = async (userId: string) =>
  (await wmGet<WmPage<{ planId: ExactId }>>(stack.emulators, `/users/${userId}/plans`)).data;

const MEMBERS = graphql(`
  query WorkUsersPlanMembers($p: ID!, $seats: [SeatType!]) {
    plan(id: $p) {
      id
      backendId
      members(first: 100, seatTypes: $seats) {
        totalCount
        edges {
          node {
            id
            seatType
            isInternal
            isProvisional
            seatTypeLastChangedAt
            user {
              email
              seatType
            }
            plan {
              id
            }
          }
        }
      }
    }
  }
`);
const ADD = graphql(`
  mutation WorkUsersAdd($i: AddUserInput!) {
    addUser(input: $i) {
      user {
        email
        status
        licensedSheetCreator
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const REMOVE = graphql(`
  mutation WorkUsersRemove($i: RemoveUserInput!) {
    removeUser(input: $i) {
      deletedUserId
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const DEACTIVATE = graphql(`
  mutation WorkUsersDeactivate($i: UserStatusChangeInput!) {
    deactivateUser(input: $i) {
      user {
        status
        sheetCount
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const UPGRADE = graphql(`
  mutation WorkUsersUpgrade($i: ChangeUserSeatInput!) {
    upgradeUserPlan(input: $i) {
      planMembership {
        id
        plan {
          backendId
        }
        seatType
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const REMOVE_FROM_PLAN = graphql(`
  mutation WorkUsersRemoveFromPlan($i: RemoveUserFromPlanInput!) {
    removeUserFromPlan(input: $i) {
      deletedPlanMembershipId
      userErrors {
        code
      }
    }
  }
`);
const TOKEN = graphql(`
  mutation WorkUsersToken($i: RequestAccessTokenInput!) {
    requestAccessToken(input: $i) {
      accessToken
      tokenType
      refreshToken
      expiresIn
      expiresAt
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);

describe('listing users', () => {
  it("lists a plan's members, each with the seat on that plan, and the user's own main-plan seat apart", async () => {
    const [, legacy] = (await plansOf(String(user(2).id))).map((p) => String(p.planId));
    const planId = present(legacy, 'the legacy plan');
    const plan = present(dataOf(await run(MEMBERS, { p: globalId('Plan', planId), seats: ['VIEWER'] })).plan);
    expect(plan).toMatchObject({ id: globalId('Plan', planId), backendId: planId });
    const result = present(plan.members);
    const nodes = result.edges.map((e) => e.node);
    // Every fifth user from index 2 is on the legacy plan, as a VIEWER.
    const members = users.filter((_u, i) => i % 5 === 2);
    expect(result.totalCount).toBe(members.length);
    expect(nodes.length).toBe(result.totalCount);
    for (const n of nonEmpty(nodes)) {
      const member = present(
        members.find((u) => u.email === n.user?.email),
        `member ${n.user?.email}`,
      );
      expect(n.id).toBe(globalId('PlanMembership', String(member.id), planId));
      expect(n.plan.id).toBe(globalId('Plan', planId));
      expect(n.seatType).toBe('VIEWER');
      expect(n.isProvisional).toBe(false);
      expect(typeof n.isInternal).toBe('boolean');
      expect(n.seatTypeLastChangedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      // The user's own seatType is the main plan's, whatever list brought the user.
      expect(n.user?.seatType).toBe(member.seatType);
    }
    expect((await calls()).some((c) => c.url.includes(`planId=${planId}`) && c.url.includes('seatType=VIEWER'))).toBe(
      true,
    );
    // The members' users come from one read by email, not one read per member.
    expect((await calls()).filter((c) => c.template === '/users/{userId}')).toHaveLength(0);
    const unknown = await run(MEMBERS, { p: '999999999' });
    expect(unknown.data?.plan).toBeNull();
  });

  it('filters users by their seat type on the main plan, with the total of the filtered list', async () => {
    const FILTERED = graphql(`
      query WorkUsersFiltered($seats: [SeatType!]) {
        users(first: 320, seatTypes: $seats) {
          totalCount
          edges {
            node {
              email
              seatType
            }
          }
        }
      }
    `);
    const result = present(dataOf(await run(FILTERED, { seats: ['GUEST'] })).users);
    expect(result.totalCount).toBe(users.filter((u) => u.seatType === 'GUEST').length);
    expect(nonEmpty(result.edges).every((e) => e.node.seatType === 'GUEST')).toBe(true);
  });

  it('gives sheetCount -1 for active users only, and the seat type enum', async () => {
    const ALL = graphql(`query WorkUsersAll { users(first: 320) { edges { node { status sheetCount seatType } } } }`);
    const result = await run(ALL);
    const nodes = present(result.data?.users).edges.map((e) => e.node);
    expect(nodes.filter((n) => n.status === 'ACTIVE').every((n) => n.sheetCount === -1)).toBe(true);
    expect(nodes.filter((n) => n.status !== 'ACTIVE').every((n) => n.sheetCount === null)).toBe(true);
    expect(nodes.some((n) => n.status !== 'ACTIVE')).toBe(true);
    expect(new Set(nodes.map((n) => n.seatType))).toEqual(new Set(['VIEWER', 'GUEST', 'PROVISIONAL_MEMBER', 'MEMBER']));
    const ME = graphql(`query WorkUsersMe { me { email provisionalExpirationDate } }`);
    const me = await run(ME);
    expect(me.data?.me?.email).toBe(user(0).email);
  });
});

describe('adding and removing users', () => {
  it('adds a user; licensedSheetCreator becomes true on the user-model plan', async () => {
    const result = dataOf(
      await run(ADD, {
        i: {
          email: 'new.person@example.com',
          firstName: 'New',
          lastName: 'Person',
          licensedSheetCreator: false,
          sendEmail: false,
        },
      }),
    );
    expect(result.addUser?.user).toEqual({
      email: 'new.person@example.com',
      status: 'PENDING',
      licensedSheetCreator: true,
    });
    expect((await writes()).map((c) => c.template)).toEqual(['/users']);
  });

  it('refuses an alternate address of an existing user before sending; the emulator refuses it too', async () => {
    const alternates =
      user(0).alternateEmails ?? (await wmGet<WmUser>(stack.emulators, `/users/${user(0).id}`)).alternateEmails;
    const alternate = present(alternates?.[0], 'an alternate address of user 0').email;
    const result = await run(ADD, { i: { email: alternate } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.addUser).toEqual({
      user: null,
      userErrors: [{ field: ['input', 'email'], code: 'INVALID', errorCode: 1159 }],
    });
    expect(await writes()).toHaveLength(0);
    const refused = await direct<{ errorCode: number }>(stack.emulators.workManagement, 'POST', '/users', {
      email: alternate,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(1159);
  });

  it('refuses transferSheets without transferTo before sending', async () => {
    const result = await run(REMOVE, { i: { userId: String(user(30).id), transferSheets: true } });
    expect(dataOf(result).removeUser).toEqual({
      deletedUserId: null,
      userErrors: [{ field: ['input', 'transferTo'], code: 'INVALID', errorCode: 1009 }],
    });
    expect(await calls()).toHaveLength(0);
  });

  it('removes a user with query parameters, transferring owned items', async () => {
    const id = String(user(4).id);
    const refused = await run(REMOVE, { i: { userId: id } });
    expect(dataOf(refused).removeUser).toEqual({
      deletedUserId: null,
      userErrors: [{ field: null, code: 'INVALID', errorCode: 1018 }],
    });
    const result = dataOf(
      await run(REMOVE, {
        i: { userId: id, removeFromSharing: true, transferSheets: true, transferTo: String(user(0).id) },
      }),
    );
    expect(result.removeUser).toEqual({ deletedUserId: globalId('User', id), userErrors: [] });
    const deletes = (await writes()).filter((c) => c.method === 'DELETE');
    expect(present(deletes.at(-1)).url).toBe(
      `/users/${id}?removeFromSharing=true&transferSheets=true&transferTo=${user(0).id}`,
    );
    const READ = graphql(`query WorkUsersRead($id: ID!) { user(id: $id) { email } }`);
    const gone = await run(READ, { id });
    expect(gone.data?.user).toBeNull();
    const WORKSPACES = graphql(
      `query WorkUsersWorkspaces { workspaces(first: 20) { edges { node { name accessLevel } } } }`,
    );
    const workspaces = present(dataOf(await run(WORKSPACES)).workspaces).edges;
    expect(
      present(
        workspaces.find((e) => e.node.name === 'Engineering'),
        'the Engineering workspace',
      ).node.accessLevel,
    ).toBe('OWNER');
  });

  it('deactivates and reactivates a user; sheetCount follows the status', async () => {
    const id = String(user(20).id);
    const off = await run(DEACTIVATE, { i: { userId: id } });
    expect(off.data?.deactivateUser?.user).toEqual({ status: 'DEACTIVATED', sheetCount: null });
    // The service's 403 1188 refuses the user's state, not the caller: a refusal of the input.
    const again = await run(DEACTIVATE, { i: { userId: id } });
    expect(dataOf(again).deactivateUser).toEqual({ user: null, userErrors: [{ code: 'CONFLICT', errorCode: 1188 }] });
    const REACTIVATE = graphql(`
      mutation WorkUsersReactivate($i: UserStatusChangeInput!) {
        reactivateUser(input: $i) {
          user {
            status
            sheetCount
          }
        }
      }
    `);
    const on = await run(REACTIVATE, { i: { userId: globalId('User', id) } });
    expect(on.data?.reactivateUser?.user).toEqual({ status: 'ACTIVE', sheetCount: -1 });
    expect((await writes()).map((c) => c.url)).toEqual([
      `/users/${id}/deactivate`,
      `/users/${id}/deactivate`,
      `/users/${id}/reactivate`,
    ]);
    // A caller who may not do it at all (403 1004) is a top-level error.
    const forbidden = await run(DEACTIVATE, { i: { userId: id } }, { authorization: 'Bearer wm-demo-user-token' });
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { errorCode: 1004 } });
    expect(forbidden.data?.deactivateUser).toBeNull();
  });
});

describe('plans and seat tiers', () => {
  it('lists plans, upgrades and downgrades, and removes a user from a plan for good', async () => {
    const id = String(user(7).id);
    const PLANS = graphql(`
      query WorkUsersPlans($id: ID!) {
        user(id: $id) {
          plans(first: 10) {
            edges {
              node {
                id
                plan {
                  id
                  backendId
                }
                seatType
                seatTypeLastChangedAt
              }
            }
          }
        }
      }
    `);
    const plans = async () => present(present(dataOf(await run(PLANS, { id })).user).plans).edges.map((e) => e.node);
    const before = await plans();
    expect(before).toHaveLength(2);
    const [main, legacyPlan] = [present(before[0]), present(before[1])];
    const legacy = legacyPlan.plan.backendId;
    expect(legacyPlan.id).toBe(globalId('PlanMembership', id, legacy));
    expect(legacyPlan.seatType).toBe('VIEWER');
    const up = await run(UPGRADE, { i: { userId: id, planId: legacyPlan.plan.id } });
    expect(dataOf(up).upgradeUserPlan).toEqual({
      planMembership: { id: legacyPlan.id, plan: { backendId: legacy }, seatType: 'MEMBER' },
      userErrors: [],
    });
    const DOWNGRADE = graphql(`
      mutation WorkUsersDowngrade($i: ChangeUserSeatInput!) {
        downgradeUserPlan(input: $i) {
          planMembership {
            seatType
          }
          user {
            seatType
          }
          userErrors {
            code
          }
        }
      }
    `);
    const down = await run(DOWNGRADE, { i: { userId: id, planId: legacy, seatType: 'PROVISIONAL_MEMBER' } });
    expect(dataOf(down).downgradeUserPlan).toEqual({
      planMembership: { seatType: 'PROVISIONAL_MEMBER' },
      user: { seatType: user(7).seatType },
      userErrors: [],
    });
    const wrongWay = await run(UPGRADE, { i: { userId: id, planId: legacy, seatType: 'VIEWER' } });
    expect(dataOf(wrongWay).upgradeUserPlan).toEqual({
      planMembership: null,
      userErrors: [{ field: null, code: 'INVALID', errorCode: 1018 }],
    });
    await resetAllLogs(stack.emulators);
    const guest = await run(UPGRADE, { i: { userId: id, planId: legacy, seatType: 'GUEST' } });
    expect(dataOf(guest).upgradeUserPlan?.userErrors).toEqual([
      { field: ['input', 'seatType'], code: 'INVALID', errorCode: 1018 },
    ]);
    expect(await calls()).toHaveLength(0);
    const removed = await run(REMOVE_FROM_PLAN, { i: { userId: id, planId: legacy } });
    expect(dataOf(removed).removeUserFromPlan).toEqual({ deletedPlanMembershipId: legacyPlan.id, userErrors: [] });
    expect((await plans()).map((p) => p.id)).toEqual([main.id]);
    const twice = await run(REMOVE_FROM_PLAN, { i: { userId: id, planId: legacy } });
    expect(dataOf(twice).removeUserFromPlan?.userErrors).toEqual([{ code: 'NOT_FOUND' }]);
  });
});

describe('access tokens', () => {
  const token = (i: RequestAccessTokenInput) => run(TOKEN, { i });

  it('exchanges a code with the hash computed from the secret, then refreshes', async () => {
    const first = present(
      dataOf(
        await token({
          grantType: 'AUTHORIZATION_CODE',
          clientId: 'wm-demo-client',
          code: 'wm-demo-code-1',
          clientSecret: 'wm-demo-app-secret',
        }),
      ).requestAccessToken,
    );
    expect(first).toMatchObject({ tokenType: 'bearer', expiresIn: 604799, userErrors: [] });
    const [call] = await writes();
    expect(present(call).url).toMatch(
      /^\/token\?grant_type=authorization_code&client_id=wm-demo-client&hash=[0-9a-f]{64}&code=wm-demo-code-1$/,
    );
    expect(present(call).url).not.toContain('wm-demo-app-secret');
    const refreshed = await token({
      grantType: 'REFRESH_TOKEN',
      clientId: 'wm-demo-client',
      refreshToken: first.refreshToken,
      clientSecret: 'wm-demo-app-secret',
    });
    expect(refreshed.data?.requestAccessToken?.accessToken).not.toBe(first.accessToken);
    const reused = await token({
      grantType: 'AUTHORIZATION_CODE',
      clientId: 'wm-demo-client',
      code: 'wm-demo-code-1',
      clientSecret: 'wm-demo-app-secret',
    });
    expect(reused.errors).toBeUndefined();
    expect(reused.data?.requestAccessToken).toMatchObject({
      accessToken: null,
      userErrors: [{ field: null, code: 'INVALID' }],
    });
  });

  it('refuses a grant without its code, or with both hash and secret, before sending', async () => {
    const missing = await token({ grantType: 'REFRESH_TOKEN', clientId: 'wm-demo-client', clientSecret: 's' });
    expect(dataOf(missing).requestAccessToken?.userErrors).toEqual([
      { field: ['input', 'refreshToken'], code: 'INVALID', errorCode: 1009 },
    ]);
    const both = await token({
      grantType: 'AUTHORIZATION_CODE',
      clientId: 'wm-demo-client',
      code: 'wm-demo-code-2',
      clientSecret: 's',
      hash: 'abc',
    });
    expect(dataOf(both).requestAccessToken?.userErrors).toEqual([
      { field: ['input', 'clientSecret'], code: 'INVALID', errorCode: null },
    ]);
    expect(await calls()).toHaveLength(0);
  });
});
