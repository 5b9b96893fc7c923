// Subscriptions over real sockets fed by the webhook receivers: signatures, duplicates, ordering.
import { createHmac } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql, startStack, type Stack } from '../helpers/stack.js';

let stack: Stack;
let client: Client;
beforeAll(async () => {
  stack = await startStack({ env: { WEBHOOK_REORDER_WINDOW_MS: '150' } });
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

/** Subscribes and returns a function that awaits the next message. */
function subscribe(query: string, variables: Record<string, unknown>): { next(): Promise<any>; stop(): void } {
  const iterator = client.iterate({ query, variables });
  return { next: async () => (await iterator.next()).value, stop: () => void iterator.return?.() };
}

/** Resolves once the gateway has a listener on `topic`: the subscription is live (no sleeping). */
async function listening(topic: string): Promise<void> {
  for (let i = 0; i < 10_000 && stack.gateway.pubsub.listenerCount(topic) === 0; i++) await new Promise((r) => setImmediate(r));
  expect(stack.gateway.pubsub.listenerCount(topic)).toBeGreaterThan(0);
}

function signedPost(body: unknown, secret: string, signature?: string): Promise<Response> {
  const raw = JSON.stringify(body);
  const hmac = signature ?? createHmac('sha256', secret).update(raw).digest('hex');
  return fetch(`${stack.gateway.url}/webhooks/work-management`, { method: 'POST', headers: { 'content-type': 'application/json', 'smartsheet-hmac-sha256': hmac }, body: raw });
}

describe('work-management webhook receiver', () => {
  it('answers the verification challenge in the header and the body', async () => {
    const response = await fetch(`${stack.gateway.url}/webhooks/work-management`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'smartsheet-hook-challenge': 'abc-123' },
      body: JSON.stringify({ challenge: 'abc-123', webhookId: 1 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('smartsheet-hook-response')).toBe('abc-123');
    expect(await response.json()).toEqual({ smartsheetHookResponse: 'abc-123' });
  });

  it('publishes a signed change once, drops a duplicate and a badly signed one, and orders what arrives out of order', async () => {
    const sheets = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 1) { edges { node { sheetId rows(first: 2) { edges { node { rowId } } } } } } }');
    const sheet = sheets.data.sheets.edges[0].node;
    const [rowA, rowB] = sheet.rows.edges.map((e: any) => e.node.rowId);
    const secret = 'test-shared-secret';
    stack.gateway.webhooks.rememberSecret('9001', secret);
    const sub = subscribe('subscription S($id: ID!) { sheetChanged(sheetId: $id) { sheetId sheet { name } timestamp events { objectType eventType rowId row { rowId } } } }', { id: sheet.sheetId });
    await listening(TOPICS.sheet(sheet.sheetId));

    const callback = (nonce: string, timestamp: string, rowId: string) => ({
      nonce,
      timestamp,
      webhookId: 9001,
      scope: 'sheet',
      scopeObjectId: Number(sheet.sheetId) > Number.MAX_SAFE_INTEGER ? sheet.sheetId : Number(sheet.sheetId),
      events: [{ objectType: 'row', eventType: 'updated', id: rowId, userId: 1, timestamp }],
    });
    // A bad signature is refused and published nowhere.
    expect((await signedPost(callback('n-bad', '2026-11-01T10:00:00.000Z', rowA), secret, 'ff'.repeat(32))).status).toBe(401);
    // The later change arrives first, then the earlier one, then a duplicate of the later one.
    expect((await signedPost(callback('n-2', '2026-11-01T10:00:02.000Z', rowB), secret)).status).toBe(200);
    expect((await signedPost(callback('n-1', '2026-11-01T10:00:01.000Z', rowA), secret)).status).toBe(200);
    expect((await signedPost(callback('n-2', '2026-11-01T10:00:02.000Z', rowB), secret)).status).toBe(200);
    const first = await sub.next();
    const second = await sub.next();
    expect(first.data.sheetChanged.events[0]).toMatchObject({ objectType: 'row', eventType: 'updated', rowId: rowA, row: { rowId: rowA } });
    expect(second.data.sheetChanged.events[0].rowId).toBe(rowB);
    expect(first.data.sheetChanged.sheet.name).toBeTruthy();
    // The next message is a new change, not the duplicate nor the badly signed one.
    expect((await signedPost(callback('n-3', '2026-11-01T10:00:03.000Z', rowA), secret)).status).toBe(200);
    const third = await sub.next();
    expect(third.data.sheetChanged.timestamp).toBe('2026-11-01T10:00:03.000Z');
    sub.stop();
  });

  it('refuses a subscription to a sheet the subscriber cannot read', async () => {
    const other = createClient({ url: stack.gateway.graphqlUrl.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { Authorization: 'Bearer wm-demo-user-token' } });
    const admin = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 100) { edges { node { sheetId } } } }');
    const visible = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 100) { edges { node { sheetId } } } }', {}, { authorization: 'Bearer wm-demo-user-token' });
    const mine = new Set(visible.data.sheets.edges.map((e: any) => e.node.sheetId));
    const hidden = admin.data.sheets.edges.map((e: any) => e.node.sheetId).find((id: string) => !mine.has(id));
    const result = await other.iterate({ query: 'subscription S($id: ID!) { sheetChanged(sheetId: $id) { sheetId } }', variables: { id: hidden } }).next();
    expect(result.value.errors[0].extensions.code).toBe('FORBIDDEN');
    await other.dispose();
  });
});

describe('digital-asset webhook receiver', () => {
  it('acknowledges at once and publishes the change with the asset resolvable', async () => {
    const libraries = await graphql<any>(stack.gateway.graphqlUrl, '{ libraries(first: 1) { edges { node { libraryId sections(first: 1) { edges { node { assets(first: 1) { edges { node { assetId name } } } } } } } } } }');
    const library = libraries.data.libraries.edges[0].node;
    const asset = library.sections.edges[0].node.assets.edges[0].node;
    stack.gateway.webhooks.rememberAssetWebhook({ webhookId: 'wh-1', libraryKey: library.libraryId, eventType: 'asset.update', organizationKey: 'org' });
    const sub = subscribe('subscription A($id: ID!) { assetChanged(libraryId: $id) { assetId eventType eventTime asset { name } } }', { id: library.libraryId });
    await listening(TOPICS.library(library.libraryId));
    const post = (body: unknown) => fetch(`${stack.gateway.url}/webhooks/digital-asset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const payload = (webhookId: string, time: string) => ({ data: { webhook_id: webhookId, attributes: { key: asset.assetId, event_time: time, event_type: 'asset.update', library_key: library.libraryId, organization_key: 'org' } } });
    expect((await post(payload('unknown-webhook', '2026-11-01 10:00:00.000001'))).status).toBe(200);
    expect((await post(payload('wh-1', '2026-11-01 10:00:01.000000'))).status).toBe(200);
    expect((await post(payload('wh-1', '2026-11-01 10:00:01.000000'))).status).toBe(200);
    const message = await sub.next();
    expect(message.data.assetChanged).toEqual({ assetId: asset.assetId, eventType: 'UPDATE', eventTime: '2026-11-01T10:00:01.000Z', asset: { name: asset.name } });
    expect((await post(payload('wh-1', '2026-11-01 10:00:02.000000'))).status).toBe(200);
    expect((await sub.next()).data.assetChanged.eventTime).toBe('2026-11-01T10:00:02.000Z');
    sub.stop();
  });
});
