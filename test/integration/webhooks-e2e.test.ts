// End to end over real sockets: a webhook registered through the graph is verified by the emulator
// against the gateway's receiver; a change made through a GraphQL mutation makes the emulator call
// the receiver, signed; the subscriber gets exactly one event.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql, startStack, type Stack } from '../helpers/stack.js';

let stack: Stack;
let client: Client;
beforeAll(async () => {
  stack = await startStack({ env: { WEBHOOK_REORDER_WINDOW_MS: '0', ALLOW_LOOPBACK_CALLBACKS: 'true' } });
  client = createClient({ url: stack.gateway.graphqlUrl.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${DEMO_TOKENS.workManagement}` } });
});
afterAll(async () => {
  await client?.dispose();
  await stack?.close();
});

async function listening(topic: string): Promise<void> {
  for (let i = 0; i < 10_000 && stack.gateway.pubsub.listenerCount(topic) === 0; i++) await new Promise((r) => setImmediate(r));
  expect(stack.gateway.pubsub.listenerCount(topic)).toBeGreaterThan(0);
}

describe('plan-level webhook to subscription', () => {
  it('delivers a seat type change made through the graph to a userSeatTypeChanged subscriber exactly once', async () => {
    const users = await graphql<any>(stack.gateway.graphqlUrl, '{ me { plans(first: 1) { edges { node { planId } } } } users(first: 40) { edges { node { userId seatType } } } }');
    expect(users.errors).toBeUndefined();
    const planId = users.data.me.plans.edges[0].node.planId;
    const viewer = users.data.users.edges.map((e: any) => e.node).find((u: any) => u.seatType === 'VIEWER');
    expect(viewer).toBeDefined();

    const created = await graphql<any>(
      stack.gateway.graphqlUrl,
      'mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id status } } }',
      { input: { name: 'Seat changes', callbackUrl: `${stack.gateway.url}/webhooks/work-management`, scope: 'plan', scopeObjectId: planId, events: ['user.seatType.updated'], version: 1 } },
    );
    expect(created.errors).toBeUndefined();
    const enabled = await graphql<any>(stack.gateway.graphqlUrl, 'mutation E($id: ID!) { updateWebhook(input: { webhookId: $id, enabled: true }) { webhook { status } } }', { id: created.data.createWebhook.webhook.id });
    // The emulator ran the verification handshake against the gateway's receiver.
    expect(enabled.data.updateWebhook.webhook.status).toBe('ENABLED');

    const iterator = client.iterate({ query: 'subscription { userSeatTypeChanged { userId planId seatType user { userId } } }' });
    const next = iterator.next();
    await listening(TOPICS.seatTypes);
    const changed = await graphql<any>(stack.gateway.graphqlUrl, 'mutation U($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { plan { seatType } } }', { input: { userId: viewer.userId, planId, seatType: 'MEMBER' } });
    expect(changed.errors).toBeUndefined();
    const event = (await next).value;
    expect(event.data.userSeatTypeChanged).toEqual({ userId: viewer.userId, planId, seatType: 'MEMBER', user: { userId: viewer.userId } });

    // The next event is the next change, not a repeat of the first.
    const second = iterator.next();
    await graphql(stack.gateway.graphqlUrl, 'mutation D($input: ChangeUserSeatInput!) { downgradeUserPlan(input: $input) { plan { seatType } } }', { input: { userId: viewer.userId, planId, seatType: 'VIEWER' } });
    expect((await second).value.data.userSeatTypeChanged.seatType).toBe('VIEWER');
    await iterator.return?.();
  });
});

describe('emulator webhook delivery', () => {
  it('retries a failing callback 14 times with backoff, then disables the webhook', async () => {
    const { createServer } = await import('node:http');
    let callbacks = 0;
    const receiver = createServer((req, res) => {
      const challenge = req.headers['smartsheet-hook-challenge'];
      if (challenge) {
        res.writeHead(200, { 'smartsheet-hook-response': String(challenge) });
        res.end();
        return;
      }
      callbacks++;
      res.writeHead(500);
      res.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    try {
      await fetch(`${stack.emulators.workManagement.controlUrl}/config`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ webhookRetry: { firstDelayMs: 1, laterDelayMs: 5 } }) });
      const port = (receiver.address() as { port: number }).port;
      const users = await graphql<any>(stack.gateway.graphqlUrl, '{ me { plans(first: 1) { edges { node { planId } } } } users(first: 40) { edges { node { userId seatType } } } }');
      const planId = users.data.me.plans.edges[0].node.planId;
      const viewer = users.data.users.edges.map((e: any) => e.node).find((u: any) => u.seatType === 'VIEWER');
      const created = await graphql<any>(stack.gateway.graphqlUrl, 'mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }', {
        input: { name: 'Failing', callbackUrl: `http://127.0.0.1:${port}/hook`, scope: 'plan', scopeObjectId: planId, events: ['*.*'], version: 1 },
      });
      const id = created.data.createWebhook.webhook.id;
      await graphql(stack.gateway.graphqlUrl, 'mutation E($id: ID!) { updateWebhook(input: { webhookId: $id, enabled: true }) { webhook { status } } }', { id });
      await graphql(stack.gateway.graphqlUrl, 'mutation U($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { plan { seatType } } }', { input: { userId: viewer.userId, planId, seatType: 'MEMBER' } });
      let status = 'ENABLED';
      for (let i = 0; i < 2000 && status === 'ENABLED'; i++) {
        const read = await graphql<any>(stack.gateway.graphqlUrl, 'query W($id: ID!) { node(id: $id) { ... on Webhook { status } } }', { id });
        status = read.data.node.status;
      }
      expect(status).toBe('DISABLED_CALLBACK_FAILED');
      expect(callbacks).toBe(15); // the first attempt and 14 retries
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('digital-asset webhook to subscription', () => {
  it('delivers asset.create then asset.update for an asset uploaded through the graph', async () => {
    await fetch(`${stack.emulators.digitalAsset.controlUrl}/config`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ allowLoopbackCallbacks: true }) });
    const sections = await graphql<any>(stack.gateway.graphqlUrl, '{ libraries(first: 5) { edges { node { libraryId sections(first: 10) { edges { node { id defaultAssetType } } } } } } }');
    const library = sections.data.libraries.edges.map((e: any) => e.node).find((l: any) => l.sections.edges.some((s: any) => s.node.defaultAssetType === 'GenericFile'));
    const section = library.sections.edges.find((s: any) => s.node.defaultAssetType === 'GenericFile').node;
    for (const eventType of ['ASSET_CREATE', 'ASSET_UPDATE']) {
      const created = await graphql<any>(stack.gateway.graphqlUrl, 'mutation W($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { id } } }', {
        input: { libraryId: library.libraryId, eventType, callbackUrl: `${stack.gateway.url}/webhooks/digital-asset` },
      });
      expect(created.errors).toBeUndefined();
    }
    const da = createClient({ url: stack.gateway.graphqlUrl.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { 'X-Digital-Asset-Token': DEMO_TOKENS.digitalAsset } });
    const iterator = da.iterate({ query: 'subscription A($id: ID!) { assetChanged(libraryId: $id) { assetId eventType asset { name } } }', variables: { id: library.libraryId } });
    const first = iterator.next();
    await listening(TOPICS.library(library.libraryId));

    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation U($input: UploadAssetInput!) { uploadAsset(input: $input) { asset { assetId } } }', variables: { input: { sectionId: section.id, file: null, name: 'Launch poster' } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob([Buffer.from('poster bytes')], { type: 'image/png' }), 'poster.png');
    const upload = (await (await fetch(stack.gateway.graphqlUrl, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form })).json()) as any;
    expect(upload.errors).toBeUndefined();
    const assetId = upload.data.uploadAsset.asset.assetId;
    const second = iterator.next();
    expect((await first).value.data.assetChanged).toEqual({ assetId, eventType: 'CREATE', asset: { name: 'Launch poster' } });
    expect((await second).value.data.assetChanged).toEqual({ assetId, eventType: 'UPDATE', asset: { name: 'Launch poster' } });
    await iterator.return?.();
    await da.dispose();
  });
});

describe('sheet webhook to subscription', () => {
  it('delivers a row changed by a GraphQL mutation to a sheetChanged subscriber exactly once', async () => {
    const sheets = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 30) { edges { node { sheetId columns { columnId type primary } rows(first: 1) { edges { node { rowId } } } } } } }');
    const sheet = sheets.data.sheets.edges.map((e: any) => e.node).find((s: any) => s.rows.edges.length > 0 && s.columns.some((c: any) => c.primary && c.type === 'TEXT_NUMBER'));
    const column = sheet.columns.find((c: any) => c.primary).columnId;
    const rowId = sheet.rows.edges[0].node.rowId;
    const created = await graphql<any>(stack.gateway.graphqlUrl, 'mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }', {
      input: { name: 'Sheet changes', callbackUrl: `${stack.gateway.url}/webhooks/work-management`, scope: 'sheet', scopeObjectId: sheet.sheetId, events: ['*.*'], version: 1 },
    });
    expect(created.errors).toBeUndefined();
    const enabled = await graphql<any>(stack.gateway.graphqlUrl, 'mutation E($id: ID!) { updateWebhook(input: { webhookId: $id, enabled: true }) { webhook { status } } }', { id: created.data.createWebhook.webhook.id });
    expect(enabled.data.updateWebhook.webhook.status).toBe('ENABLED');

    const iterator = client.iterate({ query: 'subscription S($id: ID!) { sheetChanged(sheetId: $id) { sheetId events { objectType eventType rowId columnId row { rowId cells { columnId value } } } } }', variables: { id: sheet.sheetId } });
    const first = iterator.next();
    await listening(TOPICS.sheet(sheet.sheetId));
    const update = (value: string) =>
      graphql<any>(stack.gateway.graphqlUrl, 'mutation U($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }', {
        input: { sheetId: sheet.sheetId, rows: [{ id: rowId, cells: [{ columnId: column, value }] }] },
      });
    expect((await update('Changed through the graph')).errors).toBeUndefined();
    const change = (await first).value.data.sheetChanged;
    expect(change.sheetId).toBe(sheet.sheetId);
    expect(change.events.map((e: any) => `${e.objectType}:${e.eventType}`)).toEqual(['row:updated', 'cell:updated']);
    expect(change.events[1]).toMatchObject({ rowId, columnId: column });
    expect(change.events[0].row.cells.find((c: any) => c.columnId === column).value).toBe('Changed through the graph');
    // The next message is the next change: the first was delivered once.
    const second = iterator.next();
    await update('Changed again');
    expect((await second).value.data.sheetChanged.events[0].row.cells.find((c: any) => c.columnId === column).value).toBe('Changed again');
    await iterator.return?.();
  });
});

describe('digital-asset webhook delivery', () => {
  it('retries a failing callback 15 times with growing waits, then makes the subscription inactive', async () => {
    const { createServer } = await import('node:http');
    let calls = 0;
    const receiver = createServer((_req, res) => {
      calls++;
      res.writeHead(503);
      res.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    try {
      const control = (settings: unknown) => fetch(`${stack.emulators.digitalAsset.controlUrl}/config`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) });
      await control({ allowLoopbackCallbacks: true, webhookRetry: { firstDelayMs: 1, maxDelayMs: 4 } });
      const da = { authorization: `Bearer ${DEMO_TOKENS.digitalAsset}`, 'content-type': 'application/json' };
      const library = ((await (await fetch(`${stack.emulators.digitalAsset.baseUrl}/libraries?per=1`, { headers: da })).json()) as any).data[0].id as string;
      const asset = ((await (await fetch(`${stack.emulators.digitalAsset.baseUrl}/libraries/${library}/assets?per=1`, { headers: da })).json()) as any).data[0].id as string;
      const port = (receiver.address() as { port: number }).port;
      const created = await fetch(`${stack.emulators.digitalAsset.baseUrl}/webhooks`, {
        method: 'POST',
        headers: da,
        body: JSON.stringify({ data: { attributes: { event_type: 'asset.update', resource_key: library, resource_type: 'library', callback_url: `http://127.0.0.1:${port}/hook` } } }),
      });
      const webhookId = ((await created.json()) as any).data.id as string;
      await fetch(`${stack.emulators.digitalAsset.baseUrl}/assets/${asset}`, { method: 'PUT', headers: da, body: JSON.stringify({ data: { attributes: { description: 'changed' } } }) });
      let active = true;
      for (let i = 0; i < 5000 && active; i++) {
        const hook = (await (await fetch(`${stack.emulators.digitalAsset.baseUrl}/webhooks/${webhookId}`, { headers: da })).json()) as any;
        active = hook.data.attributes.active;
      }
      expect(active).toBe(false);
      expect(calls).toBe(16); // the first delivery and 15 retries
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
