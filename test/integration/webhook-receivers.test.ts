// The webhook receivers trust nothing in a callback body: a webhook id that is not one never reaches
// a lookup, an unknown id costs one paced call and then nothing, a callback signed for one scope is
// published nowhere else, and a digital-asset delivery reaches only its subscription's library, with
// every field agreeing with the subscription. Ids taken from requests stay inside their path segment.
import { createHmac } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { toGlobalId } from '../../src/relay/global-id.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { configureEmulator, graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let client: Client;
beforeAll(async () => {
  stack = await startStack({ env: { ALLOW_LOOPBACK_CALLBACKS: 'true' } });
  await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
  client = createClient({
    url: stack.gateway.graphqlUrl.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${DEMO_TOKENS.workManagement}`, 'X-Digital-Asset-Token': DEMO_TOKENS.digitalAsset },
  });
});
afterAll(async () => {
  await client?.dispose();
  await stack?.close();
});

/** Subscribes; `next` awaits the next message. */
function subscribe(query: string, variables: Record<string, unknown>): { next(): Promise<any>; stop(): void } {
  const iterator = client.iterate({ query, variables });
  return { next: async () => (await iterator.next()).value, stop: () => void iterator.return?.() };
}

/** Resolves once the gateway has a listener on `topic`: the subscription is live (no sleeping). */
async function listening(topic: string): Promise<void> {
  for (let i = 0; i < 10_000 && stack.gateway.pubsub.listenerCount(topic) === 0; i++) await new Promise((r) => setImmediate(r));
  expect(stack.gateway.pubsub.listenerCount(topic)).toBeGreaterThan(0);
}

function postWm(raw: string, signature = '00'.repeat(32)): Promise<Response> {
  return fetch(`${stack.gateway.url}/webhooks/work-management`, { method: 'POST', headers: { 'content-type': 'application/json', 'smartsheet-hmac-sha256': signature }, body: raw });
}

function signedWm(body: unknown, secret: string): Promise<Response> {
  const raw = JSON.stringify(body);
  return postWm(raw, createHmac('sha256', secret).update(raw).digest('hex'));
}

function postDa(body: unknown): Promise<Response> {
  return fetch(`${stack.gateway.url}/webhooks/digital-asset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('work-management receiver', () => {
  const callback = (webhookId: unknown) => JSON.stringify({ nonce: 'n', timestamp: '2026-11-01T10:00:00.000Z', webhookId, scope: 'sheet', scopeObjectId: 1, events: [] });

  it('calls nothing but at most one GET /webhooks/{id} for a webhookId that climbs out of its path', async () => {
    for (const webhookId of ['../users/me', '../../x']) {
      await resetAllLogs(stack.emulators);
      const response = await postWm(callback(webhookId));
      expect(response.status, webhookId).toBeGreaterThanOrEqual(400);
      expect(response.status, webhookId).toBeLessThan(500);
      const calls = await upstreamCalls(stack.emulators.workManagement);
      expect(calls.length, webhookId).toBeLessThanOrEqual(1);
      for (const call of calls) expect(`${call.method} ${call.url}`, webhookId).toMatch(/^GET \/webhooks\/\d+$/);
    }
  });

  it('refuses a malformed webhook id with 400 before any call', async () => {
    const malformed = ['12a', '-5', -5, 0, '0', '007', 1.5, '9223372036854775808', '99999999999999999999', '', ' 12', {}, [], null, true];
    await resetAllLogs(stack.emulators);
    for (const webhookId of malformed) expect((await postWm(callback(webhookId))).status, JSON.stringify(webhookId)).toBe(400);
    // The verification handshake is no way around it either.
    const challenge = await fetch(`${stack.gateway.url}/webhooks/work-management`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'smartsheet-hook-challenge': 'c-1' },
      body: JSON.stringify({ challenge: 'c-1', webhookId: '../users/me' }),
    });
    expect(challenge.status).toBe(400);
    expect(await upstreamCalls(stack.emulators.workManagement)).toEqual([]);
  });

  it('asks the service about an unknown webhook id once, then answers from memory', async () => {
    await resetAllLogs(stack.emulators);
    const unknown = '9223372036854775807';
    const first = await Promise.all([postWm(callback(unknown)), postWm(callback(unknown)), postWm(callback(unknown))]);
    expect(first.map((r) => r.status)).toEqual([401, 401, 401]);
    expect((await upstreamCalls(stack.emulators.workManagement)).map((c) => `${c.method} ${c.url} ${c.status}`)).toEqual([`GET /webhooks/${unknown} 404`]);
    await resetAllLogs(stack.emulators);
    expect((await postWm(callback(Number('4242424242')))).status).toBe(401);
    await resetAllLogs(stack.emulators);
    expect((await postWm(callback('4242424242'))).status).toBe(401);
    expect(await upstreamCalls(stack.emulators.workManagement)).toEqual([]);
  });

  it("publishes nothing on another sheet when a callback is signed with a webhook's secret for another scope", async () => {
    const sheets = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 2) { edges { node { sheetId } } } }');
    const [own, victim] = sheets.data.sheets.edges.map((e: any) => e.node.sheetId);
    expect(victim).toBeDefined();
    const create = 'mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId sharedSecret } } }';
    const hookOn = async (sheetId: string) => {
      const created = await graphql<any>(stack.gateway.graphqlUrl, create, { input: { name: `hook ${sheetId}`, callbackUrl: `${stack.gateway.url}/webhooks/work-management`, scope: 'sheet', scopeObjectId: sheetId, events: ['*.*'], version: 1 } });
      expect(created.errors).toBeUndefined();
      return created.data.createWebhook.webhook as { webhookId: string; sharedSecret: string };
    };
    // Anyone may make a webhook on a sheet of theirs and read its secret.
    const attacker = await hookOn(own);
    const legitimate = await hookOn(victim);
    const sub = subscribe('subscription S($id: ID!) { sheetChanged(sheetId: $id) { sheetId timestamp } }', { id: victim });
    await listening(TOPICS.sheet(victim));
    const body = (webhookId: string, timestamp: string) => ({ nonce: timestamp, timestamp, webhookId, scope: 'sheet', scopeObjectId: victim, events: [{ objectType: 'sheet', eventType: 'updated', id: victim, timestamp }] });

    const forged = await signedWm(body(attacker.webhookId, '2026-11-01T09:00:00.000Z'), attacker.sharedSecret);
    expect(forged.status).toBe(400);
    // Ordering barrier: the legitimate callback comes after the forged one, and is the first to arrive.
    expect((await signedWm(body(legitimate.webhookId, '2026-11-01T10:00:00.000Z'), legitimate.sharedSecret)).status).toBe(200);
    expect((await sub.next()).data.sheetChanged).toEqual({ sheetId: victim, timestamp: '2026-11-01T10:00:00.000Z' });
    sub.stop();
  });
});

describe('digital-asset receiver', () => {
  interface Library {
    libraryId: string;
    assetId: string;
  }
  let a: Library;
  let b: Library;
  let hookA: string;

  beforeAll(async () => {
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ libraries(first: 2) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId } } } } } } } } } }');
    const libraries = result.data.libraries.edges.map((e: any) => ({ libraryId: e.node.libraryId, assetId: e.node.sections.edges[0].node.assets.edges[0].node.assetId }));
    expect(libraries).toHaveLength(2);
    [a, b] = libraries as [Library, Library];
    const create = async (libraryId: string) => {
      const created = await graphql<any>(stack.gateway.graphqlUrl, 'mutation W($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId } } }', {
        input: { libraryId, eventType: 'ASSET_UPDATE', callbackUrl: `${stack.gateway.url}/webhooks/digital-asset` },
      });
      expect(created.errors).toBeUndefined();
      return created.data.createAssetWebhook.webhook.webhookId as string;
    };
    hookA = await create(a.libraryId);
    await create(b.libraryId);
  });

  /** Renames an asset at the service: the service delivers asset.update to the library's subscriptions. */
  async function renameAtService(assetId: string): Promise<void> {
    const response = await fetch(`${stack.emulators.digitalAsset.baseUrl}/assets/${assetId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_TOKENS.digitalAsset}` },
      body: JSON.stringify({ data: { attributes: { name: `renamed ${assetId}` } } }),
    });
    expect(response.status).toBe(200);
  }

  const delivery = (webhookId: string, attributes: Record<string, unknown>) => ({
    data: { webhook_id: webhookId, attributes: { key: 'forged-asset-00001', event_time: '2020-01-01 00:00:00.000000', event_type: 'asset.update', library_key: a.libraryId, organization_key: 'forged-org-000001', ...attributes } },
  });

  it("reaches no subscriber of another library, nor any with a field that disagrees with the subscription", async () => {
    const query = 'subscription A($id: ID!) { assetChanged(libraryId: $id) { assetId eventType } }';
    const subA = subscribe(query, { id: a.libraryId });
    const subB = subscribe(query, { id: b.libraryId });
    await listening(TOPICS.library(a.libraryId));
    await listening(TOPICS.library(b.libraryId));
    const organization = (await graphql<any>(stack.gateway.graphqlUrl, 'query L($id: ID!) { library(id: $id) { organization { organizationId } } }', { id: a.libraryId })).data.library.organization.organizationId;
    const forgeries = [
      // A's subscription naming library B.
      delivery(hookA, { library_key: b.libraryId, key: 'forged-asset-00002', organization_key: organization }),
      // Fields of A's subscription that disagree with it.
      delivery(hookA, { event_type: 'asset.delete', key: 'forged-asset-00003', organization_key: organization }),
      delivery(hookA, { event_time: '2020-01-01T00:00:00Z', key: 'forged-asset-00004', organization_key: organization }),
      delivery(hookA, { event_time: '2020-02-30 00:00:00.000000', key: 'forged-asset-00005', organization_key: organization }),
      delivery(hookA, { key: '../x', organization_key: organization }),
      delivery(hookA, { key: 'forged-asset-00006' }),
    ];
    for (const forged of forgeries) expect((await postDa(forged)).status).toBe(200);
    // Ordering barrier: real deliveries made after the forged ones are the first each subscriber gets.
    await renameAtService(b.assetId);
    expect((await subB.next()).data.assetChanged).toEqual({ assetId: b.assetId, eventType: 'UPDATE' });
    await renameAtService(a.assetId);
    expect((await subA.next()).data.assetChanged).toEqual({ assetId: a.assetId, eventType: 'UPDATE' });
    subA.stop();
    subB.stop();
  });

  it('asks the service about an unknown subscription once, then answers from memory', async () => {
    const sub = subscribe('subscription A($id: ID!) { assetChanged(libraryId: $id) { assetId } }', { id: b.libraryId });
    await listening(TOPICS.library(b.libraryId));
    await resetAllLogs(stack.emulators);
    const unknown = 'nosuch-hook00-00000';
    expect((await postDa(delivery(unknown, {}))).status).toBe(200);
    const lookups = async () => (await upstreamCalls(stack.emulators.digitalAsset)).filter((c) => c.url === `/webhooks/${unknown}`);
    for (let i = 0; i < 10_000 && (await lookups()).length === 0; i++) await new Promise((r) => setImmediate(r));
    expect((await postDa(delivery(unknown, {}))).status).toBe(200);
    // Barrier: a real delivery after the second one has been published.
    await renameAtService(b.assetId);
    expect((await sub.next()).data.assetChanged.assetId).toBe(b.assetId);
    expect((await lookups()).map((c) => `${c.method} ${c.status}`)).toEqual(['GET 404']);
    sub.stop();
  });
});

describe('ids taken from requests', () => {
  it('stay inside their path segment: nothing outside /webhooks/ is called, and dot segments are refused', async () => {
    await resetAllLogs(stack.emulators);
    const climbing = await graphql<any>(stack.gateway.graphqlUrl, 'query W($id: ID!) { webhook(id: $id) { webhookId } }', { id: toGlobalId('Webhook', '../users/me') });
    expect(climbing.data.webhook).toBeNull();
    const calls = await upstreamCalls(stack.emulators.workManagement);
    expect(calls.map((c) => `${c.method} ${c.url} ${c.status}`)).toEqual(['GET /webhooks/..%2Fusers%2Fme 404']);

    await resetAllLogs(stack.emulators);
    const dots = await graphql<any>(stack.gateway.graphqlUrl, 'query W($id: ID!) { webhook(id: $id) { webhookId } }', { id: toGlobalId('Webhook', '..') });
    expect(dots.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const library = await graphql<any>(stack.gateway.graphqlUrl, 'query L($id: ID!) { library(id: $id) { libraryId } }', { id: toGlobalId('Library', '..') });
    expect(library.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await upstreamCalls(stack.emulators.workManagement)).toEqual([]);
    expect(await upstreamCalls(stack.emulators.digitalAsset)).toEqual([]);
  });
});
