// Subscriptions over real sockets fed by the webhook receivers: signatures, duplicates, ordering.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql } from '../generated/index.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { postAssetDelivery, postSignedCallback, postWorkManagementCallback } from '../helpers/receivers.js';
import { useStack } from '../helpers/stack.js';
import { listening, subscribe, wsClient } from '../helpers/subscribe.js';

const stack = useStack({ env: { WEBHOOK_REORDER_WINDOW_MS: '150' } });
const run = gql(stack);
const client = wsClient(stack, { Authorization: `Bearer ${DEMO_TOKENS.workManagement}`, 'X-Digital-Asset-Token': DEMO_TOKENS.digitalAsset });
afterAll(() => client.dispose());

const FIRST_SHEET = graphql(`query SubscriptionsFirstSheet { sheets(first: 1) { edges { node { backendId rows(first: 2) { edges { node { backendId } } } } } } }`);
const SHEET_CHANGED = graphql(`subscription SubscriptionsSheetChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId sheet { name } timestamp events { objectType eventType rowId row { backendId } } } }`);
const SHEET_IDS = graphql(`query SubscriptionsSheetIds { sheets(first: 100) { edges { node { backendId } } } }`);
const SHEET_ID_CHANGED = graphql(`subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheetId } }`);
const LIBRARY_ASSET = graphql(`query SubscriptionsLibraryAsset { libraries(first: 1) { edges { node { libraryId: backendId sections(first: 1) { edges { node { assets(first: 2) { edges { node { assetId: backendId name } } } } } } } } } }`);
const ASSET_CHANGED = graphql(`subscription SubscriptionsAssetChanged($id: ID!) { assetChanged(libraryId: $id) { assetId eventType eventTime asset { name } } }`);

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
    const sheet = present(present(dataOf(await run(FIRST_SHEET)).sheets).edges[0]).node;
    const rows = present(sheet.rows).edges.map((e) => e.node.backendId);
    const [rowA, rowB] = [present(rows[0]), present(rows[1])];
    const secret = 'test-shared-secret';
    stack.gateway.webhooks.rememberSecret('9001', secret);
    const sub = subscribe(client, SHEET_CHANGED, { id: sheet.backendId });
    await listening(stack.gateway, TOPICS.sheet(sheet.backendId));

    const callback = (nonce: string, timestamp: string, rowId: string): Record<string, unknown> => ({
      nonce,
      timestamp,
      webhookId: 9001,
      scope: 'sheet',
      scopeObjectId: Number(sheet.backendId) > Number.MAX_SAFE_INTEGER ? sheet.backendId : Number(sheet.backendId),
      events: [{ objectType: 'row', eventType: 'updated', id: rowId, userId: 1, timestamp }],
    });
    // A bad signature is refused and published nowhere.
    const badlySigned = JSON.stringify(callback('n-bad', '2026-11-01T10:00:00.000Z', rowA));
    expect((await postWorkManagementCallback(stack.gateway, badlySigned, 'ff'.repeat(32))).status).toBe(401);
    // The later change arrives first, then the earlier one, then a duplicate of the later one.
    expect((await postSignedCallback(stack.gateway, callback('n-2', '2026-11-01T10:00:02.000Z', rowB), secret)).status).toBe(200);
    expect((await postSignedCallback(stack.gateway, callback('n-1', '2026-11-01T10:00:01.000Z', rowA), secret)).status).toBe(200);
    expect((await postSignedCallback(stack.gateway, callback('n-2', '2026-11-01T10:00:02.000Z', rowB), secret)).status).toBe(200);
    const first = present((await sub.next()).data).sheetChanged;
    const second = present((await sub.next()).data).sheetChanged;
    expect(first.events[0]).toMatchObject({ objectType: 'row', eventType: 'updated', rowId: rowA, row: { backendId: rowA } });
    expect(second.events[0]?.rowId).toBe(rowB);
    expect(first.sheet?.name).toBeTruthy();
    // The next message is a new change, not the duplicate nor the badly signed one.
    expect((await postSignedCallback(stack.gateway, callback('n-3', '2026-11-01T10:00:03.000Z', rowA), secret)).status).toBe(200);
    const third = present((await sub.next()).data).sheetChanged;
    expect(third.timestamp).toBe('2026-11-01T10:00:03.000Z');
    sub.stop();
  });

  it('refuses a subscription to a sheet the subscriber cannot read', async () => {
    const other = wsClient(stack, { Authorization: 'Bearer wm-demo-user-token' });
    const admin = present(dataOf(await run(SHEET_IDS)).sheets).edges.map((e) => e.node.backendId);
    const mine = new Set(present(dataOf(await run(SHEET_IDS, {}, { authorization: 'Bearer wm-demo-user-token' })).sheets).edges.map((e) => e.node.backendId));
    const hidden = present(admin.find((id) => !mine.has(id)), 'a sheet the demo user cannot read');
    const result = await subscribe(other, SHEET_ID_CHANGED, { id: hidden }).next();
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await other.dispose();
  });
});

describe('digital-asset webhook receiver', () => {
  it('acknowledges at once and publishes the change with the asset resolvable', async () => {
    const library = present(present(dataOf(await run(LIBRARY_ASSET)).libraries).edges[0]).node;
    const section = present(present(library.sections).edges[0]).node;
    const asset = present(present(section.assets).edges[0]).node;
    stack.gateway.webhooks.rememberAssetWebhook({ webhookId: 'wh-1', libraryKey: library.libraryId, eventType: 'asset.update', organizationKey: 'org' });
    const sub = subscribe(client, ASSET_CHANGED, { id: library.libraryId });
    await listening(stack.gateway, TOPICS.library(library.libraryId));
    const payload = (webhookId: string, time: string): Record<string, unknown> => ({
      data: { webhook_id: webhookId, attributes: { key: asset.assetId, event_time: time, event_type: 'asset.update', library_key: library.libraryId, organization_key: 'org' } },
    });
    expect((await postAssetDelivery(stack.gateway, payload('unknown-webhook', '2026-11-01 10:00:00.000001'))).status).toBe(200);
    expect((await postAssetDelivery(stack.gateway, payload('wh-1', '2026-11-01 10:00:01.000000'))).status).toBe(200);
    expect((await postAssetDelivery(stack.gateway, payload('wh-1', '2026-11-01 10:00:01.000000'))).status).toBe(200);
    const message = await sub.next();
    expect(message.data?.assetChanged).toEqual({ assetId: asset.assetId, eventType: 'UPDATE', eventTime: '2026-11-01T10:00:01.000Z', asset: { name: asset.name } });
    expect((await postAssetDelivery(stack.gateway, payload('wh-1', '2026-11-01 10:00:02.000000'))).status).toBe(200);
    expect((await sub.next()).data?.assetChanged.eventTime).toBe('2026-11-01T10:00:02.000Z');
    sub.stop();
  });

  it('publishes two deliveries 800 µs apart within one millisecond in event_time order, not arrival order', async () => {
    const library = present(present(dataOf(await run(LIBRARY_ASSET)).libraries).edges[0]).node;
    const [first, second] = present(present(present(library.sections).edges[0]).node.assets).edges.map((e) => e.node.assetId);
    stack.gateway.webhooks.rememberAssetWebhook({ webhookId: 'wh-order', libraryKey: library.libraryId, eventType: 'asset.update', organizationKey: 'org' });
    const sub = subscribe(client, ASSET_CHANGED, { id: library.libraryId });
    await listening(stack.gateway, TOPICS.library(library.libraryId));
    const delivery = (key: string, time: string): Record<string, unknown> => ({
      data: { webhook_id: 'wh-order', attributes: { key, event_time: time, event_type: 'asset.update', library_key: library.libraryId, organization_key: 'org' } },
    });
    // Document 3: event_time has six fractional digits. The later change arrives first.
    expect((await postAssetDelivery(stack.gateway, delivery(present(second), '2026-11-01 10:00:05.000900'))).status).toBe(200);
    expect((await postAssetDelivery(stack.gateway, delivery(present(first), '2026-11-01 10:00:05.000100'))).status).toBe(200);
    expect((await sub.next()).data?.assetChanged.assetId).toBe(first);
    expect((await sub.next()).data?.assetChanged.assetId).toBe(second);
    sub.stop();
  });
});
