// Webhooks through the graph: create (sheet and plan scope with an event filter), list newest first,
// get, and enabling, which runs the verification handshake against a small local callback server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmPage, WmRecord, WmSheet, WmUser } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

type Mode = 'header' | 'body' | 'wrong' | 'error';
let stack: Stack;
let sheetId: string;
let planId: string;
let callback: http.Server;
let callbackUrl: string;
const received: Array<{ path: string; challengeHeader: string | undefined; body: any }> = [];

beforeAll(async () => {
  stack = await startStack({ env: { ALLOW_LOOPBACK_CALLBACKS: 'true' } });
  sheetId = String((await wmAll<WmSheet>(stack.emulators, '/sheets'))[0]!.id);
  const users = await wmAll<WmUser>(stack.emulators, '/users');
  planId = String((await wmGet<WmPage<WmRecord>>(stack.emulators, `/users/${users[0]!.id}/plans`)).data[0]!.planId);
  // The callback answers according to the last path segment: header, body, wrong or error.
  callback = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const challenge = req.headers['smartsheet-hook-challenge'] as string | undefined;
      const body = raw ? JSON.parse(raw) : null;
      received.push({ path: req.url ?? '', challengeHeader: challenge, body });
      const mode = (req.url ?? '').split('/').pop() as Mode;
      if (mode === 'error') return void res.writeHead(500).end();
      if (mode === 'header') return void res.writeHead(200, { 'smartsheet-hook-response': challenge ?? '' }).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ smartsheetHookResponse: mode === 'body' ? body.challenge : 'not-the-challenge' }));
    });
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => callback?.close(resolve));
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
  received.length = 0;
});

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables, headers);
const calls = () => upstreamCalls(stack.emulators.workManagement);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const FIELDS = 'id webhookId name callbackUrl scope scopeObjectId events version enabled status disabledDetails sharedSecret createdAt';
const CREATE = `mutation C($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { ${FIELDS} } } }`;
const UPDATE = `mutation U($i: UpdateWebhookInput!) { updateWebhook(input: $i) { webhook { ${FIELDS} stats { lastCallbackAttempt } } } }`;
const sheetHook = (mode: Mode, name = `hook ${mode}`) => gql(CREATE, { i: { name, callbackUrl: `${callbackUrl}/${mode}`, scope: 'sheet', scopeObjectId: sheetId, events: ['*.*'] } });

describe('creating and reading webhooks', () => {
  it('creates sheet and plan webhooks, disabled and not verified', async () => {
    const sheet = await sheetHook('header', 'sheet hook');
    expect(sheet.errors).toBeUndefined();
    expect(sheet.data.createWebhook.webhook).toMatchObject({ scope: 'sheet', scopeObjectId: sheetId, events: ['*.*'], version: 1, enabled: false, status: 'NEW_NOT_VERIFIED' });
    expect(sheet.data.createWebhook.webhook.sharedSecret).toMatch(/^[0-9a-f]{32}$/);
    const plan = await gql(CREATE, { i: { name: 'seat changes', callbackUrl: `${callbackUrl}/body`, scope: 'plan', scopeObjectId: planId, events: ['user.seatType.updated'] } });
    expect(plan.data.createWebhook.webhook).toMatchObject({ scope: 'plan', scopeObjectId: planId, events: ['user.seatType.updated'], status: 'NEW_NOT_VERIFIED' });
    expect((await writes()).map((c) => c.template)).toEqual(['/webhooks', '/webhooks']);
    const notAdmin = await gql(CREATE, { i: { name: 'x', callbackUrl: `${callbackUrl}/body`, scope: 'plan', scopeObjectId: planId, events: ['*.*'] } }, { authorization: 'Bearer wm-demo-user-token' });
    expect(notAdmin.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { errorCode: 1004 } });
  });

  it('refuses event filters the scope does not allow, bad versions and empty filters before sending', async () => {
    const base = { name: 'bad', callbackUrl: `${callbackUrl}/header`, scope: 'sheet', scopeObjectId: sheetId };
    const filter = await gql(CREATE, { i: { ...base, events: ['user.seatType.updated'] } });
    expect(filter.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.events', errorCode: 1031 });
    const empty = await gql(CREATE, { i: { ...base, events: [] } });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.events', errorCode: 1012 });
    const version = await gql(CREATE, { i: { ...base, events: ['*.*'], version: 2 } });
    expect(version.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.version' });
    expect(await calls()).toHaveLength(0);
    const direct = await fetch(`${stack.emulators.workManagement.baseUrl}/webhooks`, { method: 'POST', headers: { authorization: 'Bearer wm-demo-admin-token', 'content-type': 'application/json' }, body: JSON.stringify({ ...base, scopeObjectId: Number(sheetId), events: ['user.seatType.updated'], version: 1 }) });
    expect(direct.status).toBe(400);
    expect((await direct.json()).errorCode).toBe(1031);
  });

  it('lists webhooks newest first in token pages and reads one by id', async () => {
    await sheetHook('wrong', 'list one');
    await sheetHook('wrong', 'list two');
    const first = await gql('{ webhooks(first: 1) { edges { node { id name } } pageInfo { hasNextPage endCursor } } }');
    expect(first.data.webhooks.edges[0].node.name).toBe('list two');
    const rest = await gql('query W($after: String) { webhooks(first: 100, after: $after) { edges { node { name } } pageInfo { hasNextPage } } }', { after: first.data.webhooks.pageInfo.endCursor });
    expect(rest.data.webhooks.edges[0].node.name).toBe('list one');
    expect(rest.data.webhooks.pageInfo.hasNextPage).toBe(false);
    const id = first.data.webhooks.edges[0].node.id;
    const one = await gql('query W($id: ID!) { webhook(id: $id) { name } node(id: $id) { ... on Webhook { name } } missing: webhook(id: "1") { name } }', { id });
    expect(one.data).toEqual({ webhook: { name: 'list two' }, node: { name: 'list two' }, missing: null });
    const tooBig = await fetch(`${stack.emulators.workManagement.baseUrl}/webhooks?maxItems=10001`, { headers: { authorization: 'Bearer wm-demo-admin-token' } });
    expect((await tooBig.json()).errorCode).toBe(1018);
  });
});

describe('enabling webhooks (verification handshake)', () => {
  it('enables a webhook whose callback echoes the challenge in the header', async () => {
    const hook = (await sheetHook('header')).data.createWebhook.webhook;
    const result = await gql(UPDATE, { i: { webhookId: hook.id, enabled: true } });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateWebhook.webhook).toMatchObject({ enabled: true, status: 'ENABLED' });
    expect(received).toHaveLength(1);
    expect(received[0]!.challengeHeader).toMatch(/^[0-9a-f]{32}$/);
    expect(received[0]!.body).toEqual({ challenge: received[0]!.challengeHeader, webhookId: Number(hook.webhookId) });
  });

  it('enables a webhook whose callback echoes the challenge in the JSON body', async () => {
    const hook = (await sheetHook('body')).data.createWebhook.webhook;
    const result = await gql(UPDATE, { i: { webhookId: hook.webhookId, enabled: true } });
    expect(result.data.updateWebhook.webhook).toMatchObject({ enabled: true, status: 'ENABLED' });
    const disabled = await gql(UPDATE, { i: { webhookId: hook.id, enabled: false } });
    expect(disabled.data.updateWebhook.webhook).toMatchObject({ enabled: false, status: 'DISABLED_BY_OWNER' });
  });

  it('marks verification failed when the callback answers wrongly or with an error', async () => {
    for (const mode of ['wrong', 'error'] as const) {
      const hook = (await sheetHook(mode)).data.createWebhook.webhook;
      const result = await gql(UPDATE, { i: { webhookId: toGlobalId('Webhook', hook.webhookId), enabled: true } });
      expect(result.data.updateWebhook.webhook).toMatchObject({ enabled: false, status: 'DISABLED_VERIFICATION_FAILED' });
      expect(result.data.updateWebhook.webhook.disabledDetails).toBeTruthy();
      expect(result.data.updateWebhook.webhook.stats.lastCallbackAttempt).toBeTruthy();
    }
    expect(received.map((r) => r.path)).toEqual(['/hooks/wrong', '/hooks/error']);
  });

  it('refuses a plan event filter on a sheet webhook with no write', async () => {
    const hook = (await sheetHook('header')).data.createWebhook.webhook;
    await resetAllLogs(stack.emulators);
    const result = await gql(UPDATE, { i: { webhookId: hook.id, events: ['user.seatType.updated'] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.events' });
    expect(await writes()).toHaveLength(0);
  });
});
