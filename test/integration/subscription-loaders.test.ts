// A subscription reads every event with the loaders of that event: a field resolved through a
// request loader (an attachment's download URL, one GET of the attachment) answers on each event,
// also when the event comes after the deadline of the request that delivered the one before.
import { createHmac } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql, startStack, type Stack } from '../helpers/stack.js';

/** Short, so that waiting for a deadline to pass is quick. */
const DEADLINE_MS = 2500;
const SECRET = 'renewed-loaders-secret';
const WEBHOOK_ID = 9101;

let stack: Stack;
let client: Client;
beforeAll(async () => {
  stack = await startStack({ env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS), WEBHOOK_REORDER_WINDOW_MS: '50' } });
  client = createClient({
    url: stack.gateway.graphqlUrl.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${DEMO_TOKENS.workManagement}` },
  });
});
afterAll(async () => {
  await client?.dispose();
  await stack?.close();
});

/** Attaches a small text file to the sheet, straight at the work-management emulator (a simple upload). */
async function attachFile(sheetId: string, name: string): Promise<string> {
  const body = Buffer.from(`contents of ${name}`);
  const response = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${sheetId}/attachments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${DEMO_TOKENS.workManagement}`,
      'content-type': 'text/plain',
      'content-disposition': `attachment; filename="${name}"`,
      'content-length': String(body.length),
    },
    body,
  });
  expect(response.status).toBe(200);
  return String(((await response.json()) as { result: { id: number | string } }).result.id);
}

/** Posts a signed sheet callback saying that an attachment was created. */
async function attachmentCreated(sheetId: string, attachmentId: string, nonce: string): Promise<void> {
  const raw = JSON.stringify({
    nonce,
    timestamp: new Date().toISOString(),
    webhookId: WEBHOOK_ID,
    scope: 'sheet',
    scopeObjectId: sheetId,
    events: [{ objectType: 'attachment', eventType: 'created', id: attachmentId, userId: 1, timestamp: new Date().toISOString() }],
  });
  const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
  const response = await fetch(`${stack.gateway.url}/webhooks/work-management`, { method: 'POST', headers: { 'content-type': 'application/json', 'smartsheet-hmac-sha256': signature }, body: raw });
  expect(response.status).toBe(200);
}

/**
 * Returns once a request's deadline has passed after this call: a query whose upstream read never
 * answers fails with UPSTREAM_TIMEOUT when its own deadline passes, and it started after the last event.
 */
async function outlastOneDeadline(): Promise<void> {
  const faults = (rules: unknown[]) =>
    fetch(`${stack.emulators.workManagement.controlUrl}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });
  await faults([{ method: 'GET', template: '/sheets', timeout: 1 }]);
  try {
    const stalled = await graphql(stack.gateway.graphqlUrl, '{ sheets(first: 1) { edges { node { id } } } }');
    expect(stalled.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
  } finally {
    await faults([]);
  }
}

describe('subscription events and request loaders', () => {
  it('resolves a loader-backed field on an event that comes after the previous request\'s deadline', async () => {
    const sheets = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 1) { edges { node { sheetId } } } }');
    const sheetId: string = sheets.data.sheets.edges[0].node.sheetId;
    stack.gateway.webhooks.rememberSecret(String(WEBHOOK_ID), SECRET);
    const first = await attachFile(sheetId, 'renewal-first.txt');

    const iterator = client.iterate<any>({
      query: 'subscription S($id: ID!) { sheetChanged(sheetId: $id) { events { id } sheet { attachments(first: 100) { edges { node { attachmentId name url } } } } } }',
      variables: { id: sheetId },
    });
    for (let i = 0; i < 10_000 && stack.gateway.pubsub.listenerCount(TOPICS.sheet(sheetId)) === 0; i++) await new Promise((r) => setImmediate(r));
    expect(stack.gateway.pubsub.listenerCount(TOPICS.sheet(sheetId))).toBeGreaterThan(0);
    const attachment = (message: any, id: string) => message.data.sheetChanged.sheet.attachments.edges.map((e: any) => e.node).find((n: any) => n.attachmentId === id);

    await attachmentCreated(sheetId, first, 'renewal-1');
    const one = (await iterator.next()).value;
    expect(one.errors).toBeUndefined();
    expect(one.data.sheetChanged.events).toEqual([{ id: first }]);
    expect(attachment(one, first)).toMatchObject({ name: 'renewal-first.txt', url: expect.stringMatching(/^https?:\/\/.+renewal-first\.txt/) });

    await outlastOneDeadline();
    const second = await attachFile(sheetId, 'renewal-second.txt');
    await attachmentCreated(sheetId, second, 'renewal-2');
    const two = (await iterator.next()).value;
    expect(two.errors).toBeUndefined();
    expect(two.data.sheetChanged.events).toEqual([{ id: second }]);
    expect(attachment(two, second)).toMatchObject({ name: 'renewal-second.txt', url: expect.stringMatching(/^https?:\/\/.+renewal-second\.txt/) });
    expect(attachment(two, first)).toMatchObject({ name: 'renewal-first.txt', url: expect.stringMatching(/renewal-first\.txt/) });
    await iterator.return?.();
  });
});
