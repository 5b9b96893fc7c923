// Users through the graph: plan and seat filters, sheetCount, add/remove/deactivate/reactivate,
// plans and seat tiers, and the token endpoint; every refused rule leaves the emulator unwritten.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmRecord, WmUser } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let users: any[];
beforeAll(async () => {
  stack = await startStack();
  users = await wmAll<WmUser>(stack.emulators, '/users');
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables, headers);
const calls = () => upstreamCalls(stack.emulators.workManagement);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const plansOf = async (userId: string) => (await wmGet<WmRecord>(stack.emulators, `/users/${userId}/plans`)).data as any[];

describe('listing users', () => {
  it('filters by plan and seat type and adds the plan seat fields', async () => {
    const [, legacy] = (await plansOf(String(users[2].id))).map((p) => String(p.planId));
    const result = await gql('query U($p: ID) { users(first: 100, planId: $p, seatType: [VIEWER]) { totalCount edges { node { email seatType isInternal isProvisional seatTypeLastChangedAt } } } }', { p: legacy });
    expect(result.errors).toBeUndefined();
    const nodes = result.data.users.edges.map((e: any) => e.node);
    // Every fifth user from index 2 is on the legacy plan, as a VIEWER.
    expect(result.data.users.totalCount).toBe(users.filter((_u, i) => i % 5 === 2).length);
    expect(nodes.length).toBe(result.data.users.totalCount);
    for (const n of nodes) {
      expect(n.seatType).toBe('VIEWER');
      expect(n.isProvisional).toBe(false);
      expect(typeof n.isInternal).toBe('boolean');
      expect(n.seatTypeLastChangedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect((await calls()).some((c) => c.url.includes(`planId=${legacy}`) && c.url.includes('seatType=VIEWER'))).toBe(true);
  });

  it('gives sheetCount -1 for active users only, and the seat type enum', async () => {
    const result = await gql('{ users(first: 320) { edges { node { status sheetCount seatType } } } }');
    const nodes = result.data.users.edges.map((e: any) => e.node);
    expect(nodes.filter((n: any) => n.status === 'ACTIVE').every((n: any) => n.sheetCount === -1)).toBe(true);
    expect(nodes.filter((n: any) => n.status !== 'ACTIVE').every((n: any) => n.sheetCount === null)).toBe(true);
    expect(nodes.some((n: any) => n.status !== 'ACTIVE')).toBe(true);
    expect(new Set(nodes.map((n: any) => n.seatType))).toEqual(new Set(['VIEWER', 'GUEST', 'PROVISIONAL_MEMBER', 'MEMBER']));
    const me = await gql('{ me { email provisionalExpirationDate } }');
    expect(me.data.me.email).toBe(users[0].email);
  });
});

describe('adding and removing users', () => {
  it('adds a user; licensedSheetCreator becomes true on the user-model plan', async () => {
    const result = await gql('mutation A($i: AddUserInput!) { addUser(input: $i) { user { email status licensedSheetCreator } } }', {
      i: { email: 'new.person@example.com', firstName: 'New', lastName: 'Person', licensedSheetCreator: false, sendEmail: false },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.addUser.user).toEqual({ email: 'new.person@example.com', status: 'PENDING', licensedSheetCreator: true });
    expect((await writes()).map((c) => c.template)).toEqual(['/users']);
  });

  it('refuses an alternate address of an existing user before sending; the emulator refuses it too', async () => {
    const alternate = users[0].alternateEmails?.[0]?.email ?? (await wmGet<WmUser>(stack.emulators, `/users/${users[0]!.id}`)).alternateEmails![0]!.email;
    const result = await gql('mutation A($i: AddUserInput!) { addUser(input: $i) { user { email } } }', { i: { email: alternate } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.email' });
    expect(await writes()).toHaveLength(0);
    const direct = await fetch(`${stack.emulators.workManagement.baseUrl}/users`, { method: 'POST', headers: { authorization: 'Bearer wm-demo-admin-token', 'content-type': 'application/json' }, body: JSON.stringify({ email: alternate }) });
    expect(direct.status).toBe(400);
    expect((await direct.json()).errorCode).toBe(1159);
  });

  it('refuses transferSheets without transferTo before sending', async () => {
    const result = await gql('mutation R($i: RemoveUserInput!) { removeUser(input: $i) { deletedUserId } }', { i: { userId: String(users[30].id), transferSheets: true } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.transferTo' });
    expect(await calls()).toHaveLength(0);
  });

  it('removes a user with query parameters, transferring owned items', async () => {
    const owner = users[4];
    const id = String(owner.id);
    const refused = await gql('mutation R($i: RemoveUserInput!) { removeUser(input: $i) { deletedUserId } }', { i: { userId: id } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { status: 400, errorCode: 1018 } });
    const result = await gql('mutation R($i: RemoveUserInput!) { removeUser(input: $i) { deletedUserId } }', { i: { userId: id, removeFromSharing: true, transferSheets: true, transferTo: String(users[0].id) } });
    expect(result.errors).toBeUndefined();
    expect(result.data.removeUser.deletedUserId).toBe(toGlobalId('User', id));
    const deletes = (await writes()).filter((c) => c.method === 'DELETE');
    expect(deletes.at(-1)!.url).toBe(`/users/${id}?removeFromSharing=true&transferSheets=true&transferTo=${users[0].id}`);
    const gone = await gql('query U($id: ID!) { user(id: $id) { email } }', { id });
    expect(gone.data.user).toBeNull();
    const workspaces = await gql('{ workspaces(first: 20) { edges { node { name accessLevel } } } }');
    expect(workspaces.data.workspaces.edges.find((e: any) => e.node.name === 'Engineering').node.accessLevel).toBe('OWNER');
  });

  it('deactivates and reactivates a user; sheetCount follows the status', async () => {
    const id = String(users[20].id);
    const q = 'mutation D($i: UserStatusChangeInput!) { deactivateUser(input: $i) { user { status sheetCount } } }';
    const off = await gql(q, { i: { userId: id } });
    expect(off.data.deactivateUser.user).toEqual({ status: 'DEACTIVATED', sheetCount: null });
    const again = await gql(q, { i: { userId: id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { errorCode: 1188 } });
    const on = await gql('mutation R($i: UserStatusChangeInput!) { reactivateUser(input: $i) { user { status sheetCount } } }', { i: { userId: toGlobalId('User', id) } });
    expect(on.data.reactivateUser.user).toEqual({ status: 'ACTIVE', sheetCount: -1 });
    expect((await writes()).map((c) => c.url)).toEqual([`/users/${id}/deactivate`, `/users/${id}/deactivate`, `/users/${id}/reactivate`]);
    const forbidden = await gql(q, { i: { userId: id } }, { authorization: 'Bearer wm-demo-user-token' });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('plans and seat tiers', () => {
  it('lists plans, upgrades and downgrades, and removes a user from a plan for good', async () => {
    const user = users[7];
    const id = String(user.id);
    const plansQuery = 'query P($id: ID!) { user(id: $id) { plans(first: 10) { edges { node { planId seatType seatTypeLastChangedAt } } } } }';
    const before = (await gql(plansQuery, { id })).data.user.plans.edges.map((e: any) => e.node);
    expect(before).toHaveLength(2);
    const legacy = before[1].planId;
    expect(before[1].seatType).toBe('VIEWER');
    const up = await gql('mutation U($i: ChangeUserSeatInput!) { upgradeUserPlan(input: $i) { plan { planId seatType } } }', { i: { userId: id, planId: legacy } });
    expect(up.data.upgradeUserPlan.plan).toEqual({ planId: legacy, seatType: 'MEMBER' });
    const down = await gql('mutation D($i: ChangeUserSeatInput!) { downgradeUserPlan(input: $i) { plan { seatType } } }', { i: { userId: id, planId: legacy, seatType: 'PROVISIONAL_MEMBER' } });
    expect(down.data.downgradeUserPlan.plan.seatType).toBe('PROVISIONAL_MEMBER');
    const wrongWay = await gql('mutation U($i: ChangeUserSeatInput!) { upgradeUserPlan(input: $i) { plan { seatType } } }', { i: { userId: id, planId: legacy, seatType: 'VIEWER' } });
    expect(wrongWay.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { errorCode: 1018 } });
    await resetAllLogs(stack.emulators);
    const guest = await gql('mutation U($i: ChangeUserSeatInput!) { upgradeUserPlan(input: $i) { plan { seatType } } }', { i: { userId: id, planId: legacy, seatType: 'GUEST' } });
    expect(guest.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.seatType' });
    expect(await calls()).toHaveLength(0);
    const removed = await gql('mutation R($i: RemoveUserFromPlanInput!) { removeUserFromPlan(input: $i) { userId removedPlanId } }', { i: { userId: id, planId: legacy } });
    expect(removed.data.removeUserFromPlan).toEqual({ userId: toGlobalId('User', id), removedPlanId: legacy });
    const after = (await gql(plansQuery, { id })).data.user.plans.edges.map((e: any) => e.node.planId);
    expect(after).toEqual([before[0].planId]);
    const twice = await gql('mutation R($i: RemoveUserFromPlanInput!) { removeUserFromPlan(input: $i) { userId } }', { i: { userId: id, planId: legacy } });
    expect(twice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('access tokens', () => {
  const q = 'mutation T($i: RequestAccessTokenInput!) { requestAccessToken(input: $i) { accessToken tokenType refreshToken expiresIn expiresAt } }';

  it('exchanges a code with the hash computed from the secret, then refreshes', async () => {
    const first = await gql(q, { i: { grantType: 'authorization_code', clientId: 'wm-demo-client', code: 'wm-demo-code-1', clientSecret: 'wm-demo-app-secret' } });
    expect(first.errors).toBeUndefined();
    expect(first.data.requestAccessToken).toMatchObject({ tokenType: 'bearer', expiresIn: 604799 });
    const [call] = await writes();
    expect(call!.url).toMatch(/^\/token\?grant_type=authorization_code&client_id=wm-demo-client&hash=[0-9a-f]{64}&code=wm-demo-code-1$/);
    expect(call!.url).not.toContain('wm-demo-app-secret');
    const refreshed = await gql(q, { i: { grantType: 'refresh_token', clientId: 'wm-demo-client', refreshToken: first.data.requestAccessToken.refreshToken, clientSecret: 'wm-demo-app-secret' } });
    expect(refreshed.data.requestAccessToken.accessToken).not.toBe(first.data.requestAccessToken.accessToken);
    const reused = await gql(q, { i: { grantType: 'authorization_code', clientId: 'wm-demo-client', code: 'wm-demo-code-1', clientSecret: 'wm-demo-app-secret' } });
    expect(reused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { status: 400 } });
  });

  it('refuses a grant without its code, or with both hash and secret, before sending', async () => {
    const missing = await gql(q, { i: { grantType: 'refresh_token', clientId: 'wm-demo-client', clientSecret: 's' } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.refreshToken' });
    const both = await gql(q, { i: { grantType: 'authorization_code', clientId: 'wm-demo-client', code: 'wm-demo-code-2', clientSecret: 's', hash: 'abc' } });
    expect(both.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.hash' });
    expect(await calls()).toHaveLength(0);
  });
});
