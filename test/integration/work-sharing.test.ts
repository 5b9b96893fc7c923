// Sharing through /shares: list (token pages, `items` envelope), get, create (batch checked first:
// no OWNER (403 1026), no alternate address (1159)), update (never OWNER) and delete, with the emulator enforcing too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmShare, WmSheet, WmUser } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let users: any[];
let sheetId: string;
beforeAll(async () => {
  stack = await startStack();
  users = await wmAll<WmUser>(stack.emulators, '/users');
  sheetId = String((await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Plan')!.id);
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
const direct = (method: string, path: string, body?: unknown) =>
  fetch(`${stack.emulators.workManagement.baseUrl}${path}`, { method, headers: { authorization: 'Bearer wm-demo-admin-token', 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
const SHARES = 'query S($t: ShareAssetType!, $a: ID!, $first: Int, $after: String) { shares(assetType: $t, assetId: $a, first: $first, after: $after) { edges { cursor node { id shareId userId email accessLevel scope type } } pageInfo { hasNextPage endCursor } } }';
const CREATE = 'mutation C($i: CreateShareInput!) { createShare(input: $i) { shares { id email accessLevel scope createdAt } } }';
const UPDATE = 'mutation U($i: UpdateShareInput!) { updateShare(input: $i) { share { id accessLevel } } }';

describe('listing and reading shares', () => {
  it('lists the shares of a sheet page by page, reading the `items` envelope', async () => {
    const raw = await wmGet<{ items: WmShare[]; data?: unknown }>(stack.emulators, `/shares?assetType=sheet&assetId=${sheetId}`);
    expect(raw.items.length).toBeGreaterThan(0);
    expect(raw.data).toBeUndefined();
    const seen: any[] = [];
    let after: string | null = null;
    do {
      const page: any = await gql(SHARES, { t: 'sheet', a: toGlobalId('Sheet', sheetId), first: 1, after });
      expect(page.errors).toBeUndefined();
      seen.push(...page.data.shares.edges.map((e: any) => e.node));
      after = page.data.shares.pageInfo.hasNextPage ? page.data.shares.pageInfo.endCursor : null;
    } while (after);
    expect(seen.map((s) => s.shareId)).toEqual(raw.items.map((s: any) => s.id));
    expect(seen.find((s) => s.userId === String(users[1].id))).toMatchObject({ email: users[1].email, accessLevel: 'EDITOR', scope: 'ITEM', type: 'USER' });
    if (raw.items.length > 1) expect((await calls()).some((c) => c.url.includes('lastKey='))).toBe(true);
  });

  it('reads a share and a workspace share by global id; a missing one is null', async () => {
    const list = await gql(SHARES, { t: 'sheet', a: sheetId, first: 1 });
    const share = list.data.shares.edges[0].node;
    const one = await gql('query S($id: ID!) { share(id: $id) { shareId email assetType assetId } node(id: $id) { ... on Share { accessLevel } } }', { id: share.id });
    expect(one.data.share).toEqual({ shareId: share.shareId, email: share.email, assetType: 'sheet', assetId: sheetId });
    expect(one.data.node.accessLevel).toBe(share.accessLevel);
    const missing = await gql('query S($id: ID!) { share(id: $id) { shareId } }', { id: toGlobalId('Share', 'sheet', sheetId, 'dTE') });
    expect(missing.data.share).toBeNull();
    const workspaces = await gql('{ workspaces(first: 1) { edges { node { id } } } }');
    const ws = await gql(SHARES, { t: 'workspace', a: workspaces.data.workspaces.edges[0].node.id, first: 3 });
    expect(ws.data.shares.edges.every((e: any) => e.node.scope === 'WORKSPACE')).toBe(true);
  });
});

describe('changing shares', () => {
  it('creates, updates and deletes a share; the shared user then sees the sheet', async () => {
    const existing = new Set((await wmGet<{ items: WmShare[] }>(stack.emulators, `/shares?assetType=sheet&assetId=${sheetId}&maxItems=1000`)).items.map((s) => String(s.userId)));
    const target = users.slice(40).find((u) => u.status === 'ACTIVE' && !existing.has(String(u.id)))!;
    const created = await gql(CREATE, { i: { assetType: 'sheet', assetId: sheetId, recipients: [{ email: target.email, accessLevel: 'EDITOR' }], subject: 'Plan', message: 'Please review' } });
    expect(created.errors).toBeUndefined();
    const share = created.data.createShare.shares[0];
    expect(share).toMatchObject({ email: target.email, accessLevel: 'EDITOR', scope: 'ITEM' });
    const posted = (await writes())[0]!;
    expect(posted.url).toBe(`/shares?assetType=sheet&assetId=${sheetId}&sendEmail=false`);

    const assumed = await gql('query S($id: ID!) { sheet(id: $id) { accessLevel } }', { id: sheetId }, { 'assume-user': target.email });
    expect(assumed.data.sheet.accessLevel).toBe('EDITOR');

    const updated = await gql(UPDATE, { i: { shareId: share.id, accessLevel: 'VIEWER' } });
    expect(updated.data.updateShare.share).toEqual({ id: share.id, accessLevel: 'VIEWER' });
    const deleted = await gql('mutation D($i: DeleteShareInput!) { deleteShare(input: $i) { deletedShareId } }', { i: { shareId: share.id } });
    expect(deleted.data.deleteShare.deletedShareId).toBe(share.id);
    expect((await gql('query S($id: ID!) { share(id: $id) { id } }', { id: share.id })).data.share).toBeNull();
    expect((await writes()).map((c) => c.method)).toEqual(['POST', 'PATCH', 'DELETE']);
  });

  it('refuses OWNER on update and create before sending; the emulator refuses it too', async () => {
    const list = await gql(SHARES, { t: 'sheet', a: sheetId, first: 1 });
    const share = list.data.shares.edges[0].node;
    await resetAllLogs(stack.emulators);
    const update = await gql(UPDATE, { i: { shareId: share.id, accessLevel: 'OWNER' } });
    expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 1026, field: 'input.accessLevel' });
    const create = await gql(CREATE, { i: { assetType: 'sheet', assetId: sheetId, recipients: [{ email: users[50].email, accessLevel: 'OWNER' }] } });
    expect(create.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 1026, field: 'input.recipients.0.accessLevel' });
    expect(await calls()).toHaveLength(0);
    const refused = await direct('PATCH', `/shares/${share.shareId}?assetType=sheet&assetId=${sheetId}`, { accessLevel: 'OWNER' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).errorCode).toBe(1026);
    expect((await wmGet<WmShare>(stack.emulators, `/shares/${share.shareId}?assetType=sheet&assetId=${sheetId}`)).accessLevel).toBe(share.accessLevel);
  });

  it('refuses an alternate address before sending, and the emulator refuses it too', async () => {
    const owner = users[61];
    const setup = await direct('POST', `/users/${owner.id}/alternateemails`, [{ email: 'sixty.one@partner.example' }]);
    expect(setup.status).toBe(200);
    await resetAllLogs(stack.emulators);
    const result = await gql(CREATE, { i: { assetType: 'sheet', assetId: sheetId, recipients: [{ email: users[62].email, accessLevel: 'VIEWER' }, { email: 'sixty.one@partner.example', accessLevel: 'VIEWER' }] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1159, field: 'input.recipients.1.email' });
    expect(await writes()).toHaveLength(0);
    const refused = await direct('POST', `/shares?assetType=sheet&assetId=${sheetId}`, [{ email: 'sixty.one@partner.example', accessLevel: 'VIEWER' }]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errorCode).toBe(1159);
  });

  it('passes the service refusal through when the caller may not share', async () => {
    const result = await gql(CREATE, { i: { assetType: 'sheet', assetId: sheetId, recipients: [{ email: users[70].email, accessLevel: 'VIEWER' }] } }, { authorization: 'Bearer wm-demo-user-token' });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { status: 403, errorCode: 1004 } });
  });
});
