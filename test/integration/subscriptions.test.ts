// Subscriptions over real sockets fed by the webhook receivers: signatures, duplicates, ordering.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { globalId, globalIdParts } from '../helpers/global-id.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql } from '../generated/index.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { present } from '../helpers/present.js';
import { postAssetDelivery, postSignedCallback, postWorkManagementCallback } from '../helpers/receivers.js';
import { useStack } from '../helpers/stack.js';
import { listening, subscribe, wsClient } from '../helpers/subscribe.js';

const stack = useStack({ env: { WEBHOOK_REORDER_WINDOW_MS: '150' } });
const run = gql(stack);
const client = wsClient(stack, {
  Authorization: `Bearer ${DEMO_TOKENS.workManagement}`,
  'X-Digital-Asset-Token': DEMO_TOKENS.digitalAsset,
});
afterAll(() => client.dispose());

const SHEET_IDS = graphql(`query SubscriptionsSheetIds { sheets(first: 100) { edges { node { id } } } }`);
const LIBRARY_ASSET = graphql(`
  query SubscriptionsLibraryAsset {
    libraries(first: 1) {
      edges {
        node {
          id
          sections(first: 1) {
            edges {
              node {
                assets(first: 2) {
                  edges {
                    node {
                      id
                      name
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);
const ASSET_CHANGED = graphql(`
  subscription SubscriptionsAssetChanged($id: ID!) {
    assetChanged(libraryId: $id) {
      id
      kind
      eventTime
      asset {
        id
        name
      }
      deletedAssetId
      library {
        id
      }
    }
  }
`);
const CHANGE_NODE = graphql(`
  query SubscriptionsChangeNode($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on SheetChangeEvent {
        kind
        objectType
        row {
          id
        }
      }
      ... on AssetChange {
        kind
        eventTime
        asset {
          id
        }
      }
    }
  }
`);

/** The backend's own id inside a global id (its last part). */
const backendIdOf = (globalId: string): string => present(present(globalIdParts(globalId), globalId).parts.at(-1));

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
    const FIRST_SHEET = graphql(`
      query SubscriptionsFirstSheet {
        sheets(first: 1) {
          edges {
            node {
              id
              rows(first: 2) {
                edges {
                  node {
                    id
                  }
                }
              }
            }
          }
        }
      }
    `);
    const sheet = present(present(dataOf(await run(FIRST_SHEET)).sheets).edges[0]).node;
    const sheetId = backendIdOf(sheet.id);
    const rows = present(sheet.rows).edges.map((e) => backendIdOf(e.node.id));
    const [rowA, rowB] = [present(rows[0]), present(rows[1])];
    const secret = 'test-shared-secret';
    stack.gateway.webhooks.rememberSecret('9001', secret);
    const SHEET_CHANGED = graphql(`
      subscription SubscriptionsSheetChanged($id: ID!) {
        sheetChanged(sheetId: $id) {
          sheet {
            id
            name
          }
          webhook {
            id
          }
          timestamp
          events {
            id
            objectType
            kind
            object {
              __typename
              ... on Row {
                id
              }
            }
            deletedObjectId
            row {
              id
            }
            user {
              backendId
            }
          }
        }
      }
    `);
    const sub = subscribe(client, SHEET_CHANGED, { id: sheet.id });
    await listening(stack.gateway, TOPICS.sheet(sheetId));

    const callback = (nonce: string, timestamp: string, rowId: string): Record<string, unknown> => ({
      nonce,
      timestamp,
      webhookId: 9001,
      scope: 'sheet',
      scopeObjectId: Number(sheetId) > Number.MAX_SAFE_INTEGER ? sheetId : Number(sheetId),
      events: [{ objectType: 'row', eventType: 'updated', id: rowId, userId: 1, timestamp }],
    });
    // A bad signature is refused and published nowhere.
    const badlySigned = JSON.stringify(callback('n-bad', '2026-11-01T10:00:00.000Z', rowA));
    expect((await postWorkManagementCallback(stack.gateway, badlySigned, 'ff'.repeat(32))).status).toBe(401);
    // The later change arrives first, then the earlier one, then a duplicate of the later one.
    expect(
      (await postSignedCallback(stack.gateway, callback('n-2', '2026-11-01T10:00:02.000Z', rowB), secret)).status,
    ).toBe(200);
    expect(
      (await postSignedCallback(stack.gateway, callback('n-1', '2026-11-01T10:00:01.000Z', rowA), secret)).status,
    ).toBe(200);
    expect(
      (await postSignedCallback(stack.gateway, callback('n-2', '2026-11-01T10:00:02.000Z', rowB), secret)).status,
    ).toBe(200);
    const first = present((await sub.next()).data).sheetChanged;
    const second = present((await sub.next()).data).sheetChanged;
    const rowAId = globalId('Row', sheetId, rowA);
    // The change names the row as an object, and has an id of its own (not the row's).
    expect(first.events[0]).toMatchObject({
      objectType: 'ROW',
      kind: 'UPDATED',
      object: { __typename: 'Row', id: rowAId },
      deletedObjectId: null,
      row: { id: rowAId },
    });
    expect(first.events[0]?.id).not.toBe(rowAId);
    expect(second.events[0]?.row?.id).toBe(globalId('Row', sheetId, rowB));
    expect(first.sheet).toMatchObject({ id: sheet.id, name: match.any(String) });
    // The webhook that reported it is not one the service knows: null, not an error.
    expect(first.webhook).toBeNull();
    // The change is a Node: node(id:) and _entities give it back from its id alone.
    const changeId = present(first.events[0]).id;
    const refetched = dataOf(await run(CHANGE_NODE, { id: changeId })).node;
    expect(refetched).toEqual({
      __typename: 'SheetChangeEvent',
      id: changeId,
      kind: 'UPDATED',
      objectType: 'ROW',
      row: { id: rowAId },
    });
    const entities = dataOf(
      await gqlText(stack)<{ _entities: unknown[] }>(
        'query($r: [_Any!]!) { _entities(representations: $r) { ... on SheetChangeEvent { id kind } } }',
        { r: [{ __typename: 'SheetChangeEvent', id: changeId }] },
      ),
    );
    expect(entities._entities).toEqual([{ id: changeId, kind: 'UPDATED' }]);
    // The next message is a new change, not the duplicate nor the badly signed one.
    expect(
      (await postSignedCallback(stack.gateway, callback('n-3', '2026-11-01T10:00:03.000Z', rowA), secret)).status,
    ).toBe(200);
    const third = present((await sub.next()).data).sheetChanged;
    expect(third.timestamp).toBe('2026-11-01T10:00:03.000Z');
    sub.stop();
  });

  it('refuses a subscription to a sheet the subscriber cannot read', async () => {
    const other = wsClient(stack, { Authorization: 'Bearer wm-demo-user-token' });
    const admin = present(dataOf(await run(SHEET_IDS)).sheets).edges.map((e) => e.node.id);
    const mine = new Set(
      present(dataOf(await run(SHEET_IDS, {}, { authorization: 'Bearer wm-demo-user-token' })).sheets).edges.map(
        (e) => e.node.id,
      ),
    );
    const hidden = present(
      admin.find((id) => !mine.has(id)),
      'a sheet the demo user cannot read',
    );
    const SHEET_ID_CHANGED = graphql(
      `subscription SubscriptionsSheetIdChanged($id: ID!) { sheetChanged(sheetId: $id) { sheet { id } } }`,
    );
    const result = await subscribe(other, SHEET_ID_CHANGED, { id: hidden }).next();
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await other.dispose();
  });
});

describe('digital-asset webhook receiver', () => {
  it('acknowledges at once and publishes the change with the asset resolvable', async () => {
    const library = present(present(dataOf(await run(LIBRARY_ASSET)).libraries).edges[0]).node;
    const libraryId = backendIdOf(library.id);
    const section = present(present(library.sections).edges[0]).node;
    const asset = present(present(section.assets).edges[0]).node;
    const assetId = backendIdOf(asset.id);
    stack.gateway.webhooks.rememberAssetWebhook({
      webhookId: 'wh-1',
      libraryKey: libraryId,
      eventType: 'asset.update',
      organizationKey: 'org',
    });
    const sub = subscribe(client, ASSET_CHANGED, { id: library.id });
    await listening(stack.gateway, TOPICS.library(libraryId));
    const payload = (webhookId: string, time: string): Record<string, unknown> => ({
      data: {
        webhook_id: webhookId,
        attributes: {
          key: assetId,
          event_time: time,
          event_type: 'asset.update',
          library_key: libraryId,
          organization_key: 'org',
        },
      },
    });
    expect(
      (await postAssetDelivery(stack.gateway, payload('unknown-webhook', '2026-11-01 10:00:00.000001'))).status,
    ).toBe(200);
    expect((await postAssetDelivery(stack.gateway, payload('wh-1', '2026-11-01 10:00:01.000000'))).status).toBe(200);
    expect((await postAssetDelivery(stack.gateway, payload('wh-1', '2026-11-01 10:00:01.000000'))).status).toBe(200);
    const message = await sub.next();
    expect(message.data?.assetChanged).toEqual({
      id: globalId('AssetChange', libraryId, assetId, 'asset.update', '2026-11-01T10:00:01.000Z'),
      kind: 'UPDATED',
      eventTime: '2026-11-01T10:00:01.000Z',
      asset: { id: asset.id, name: asset.name },
      deletedAssetId: null,
      library: { id: library.id },
    });
    const changeId = present(message.data?.assetChanged).id;
    expect(dataOf(await run(CHANGE_NODE, { id: changeId })).node).toEqual({
      __typename: 'AssetChange',
      id: changeId,
      kind: 'UPDATED',
      eventTime: '2026-11-01T10:00:01.000Z',
      asset: { id: asset.id },
    });
    expect((await postAssetDelivery(stack.gateway, payload('wh-1', '2026-11-01 10:00:02.000000'))).status).toBe(200);
    expect((await sub.next()).data?.assetChanged.eventTime).toBe('2026-11-01T10:00:02.000Z');
    sub.stop();
  });

  it('publishes two deliveries 800 µs apart within one millisecond in event_time order, not arrival order', async () => {
    const library = present(present(dataOf(await run(LIBRARY_ASSET)).libraries).edges[0]).node;
    const libraryId = backendIdOf(library.id);
    const [first, second] = present(present(present(library.sections).edges[0]).node.assets).edges.map((e) =>
      backendIdOf(e.node.id),
    );
    stack.gateway.webhooks.rememberAssetWebhook({
      webhookId: 'wh-order',
      libraryKey: libraryId,
      eventType: 'asset.update',
      organizationKey: 'org',
    });
    const sub = subscribe(client, ASSET_CHANGED, { id: library.id });
    await listening(stack.gateway, TOPICS.library(libraryId));
    const delivery = (key: string, time: string): Record<string, unknown> => ({
      data: {
        webhook_id: 'wh-order',
        attributes: {
          key,
          event_time: time,
          event_type: 'asset.update',
          library_key: libraryId,
          organization_key: 'org',
        },
      },
    });
    // Document 3: event_time has six fractional digits. The later change arrives first.
    expect(
      (await postAssetDelivery(stack.gateway, delivery(present(second), '2026-11-01 10:00:05.000900'))).status,
    ).toBe(200);
    expect(
      (await postAssetDelivery(stack.gateway, delivery(present(first), '2026-11-01 10:00:05.000100'))).status,
    ).toBe(200);
    expect((await sub.next()).data?.assetChanged.asset?.id).toBe(globalId('Asset', present(first)));
    expect((await sub.next()).data?.assetChanged.asset?.id).toBe(globalId('Asset', present(second)));
    sub.stop();
  });
});
