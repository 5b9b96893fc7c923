// The webhook receivers trust nothing in a callback body: a webhook id that is not one never reaches
// a lookup, an unknown id costs one read of the webhook list and then nothing, a callback signed for one scope is
// published nowhere else, and a digital-asset delivery reaches only its subscription's library, with
// every field agreeing with the subscription. Ids taken from requests stay inside their path segment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { globalId } from '../helpers/global-id.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes, type LoggedCall } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { postAssetDelivery, postSignedCallback, postWorkManagementCallback } from '../helpers/receivers.js';
import { configureEmulator, useStack } from '../helpers/stack.js';
import { listening, subscribe, wsClient } from '../helpers/subscribe.js';

const stack = useStack({ env: { ALLOW_LOOPBACK_CALLBACKS: 'true' } });
const run = gql(stack);
const client = wsClient(stack, {
  Authorization: `Bearer ${DEMO_TOKENS.workManagement}`,
  'X-Digital-Asset-Token': DEMO_TOKENS.digitalAsset,
});
beforeAll(async () => {
  await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
});
afterAll(() => client.dispose());

const LIBRARY_ASSETS = graphql(`
  query WebhookReceiversLibraryAssets {
    libraries(first: 2) {
      edges {
        node {
          libraryId: backendId
          sections(first: 1) {
            edges {
              node {
                assets(first: 1) {
                  edges {
                    node {
                      assetId: backendId
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
const CREATE_ASSET_WEBHOOK = graphql(`
  mutation WebhookReceiversCreateAssetWebhook($input: CreateAssetWebhookInput!) {
    createAssetWebhook(input: $input) {
      webhook {
        webhookId: backendId
      }
    }
  }
`);
const ASSET_CHANGED = graphql(`
  subscription WebhookReceiversAssetChanged($id: ID!) {
    assetChanged(libraryId: $id) {
      kind
      asset {
        id
      }
    }
  }
`);
const WEBHOOK = graphql(`query WebhookReceiversWebhook($id: ID!) { webhook(id: $id) { backendId } }`);

const postWm = (raw: string): Promise<Response> => postWorkManagementCallback(stack.gateway, raw);

describe('work-management receiver', () => {
  const callback = (webhookId: unknown) =>
    JSON.stringify({
      nonce: 'n',
      timestamp: '2026-11-01T10:00:00.000Z',
      webhookId,
      scope: 'sheet',
      scopeObjectId: 1,
      events: [],
    });

  it('calls nothing but at most one read of the webhook list for a webhookId that climbs out of its path', async () => {
    for (const webhookId of ['../users/me', '../../x']) {
      await resetAllLogs(stack.emulators);
      const response = await postWm(callback(webhookId));
      expect(response.status, webhookId).toBeGreaterThanOrEqual(400);
      expect(response.status, webhookId).toBeLessThan(500);
      const logged = await calls(stack.emulators.workManagement);
      expect(logged.length, webhookId).toBeLessThanOrEqual(1);
      for (const call of logged) expect(`${call.method} ${call.template}`, webhookId).toBe('GET /webhooks');
    }
  });

  it('refuses a malformed webhook id with 400 before any call', async () => {
    const malformed = [
      '12a',
      '-5',
      -5,
      0,
      '0',
      '007',
      1.5,
      '9223372036854775808',
      '99999999999999999999',
      '',
      ' 12',
      {},
      [],
      null,
      true,
    ];
    await resetAllLogs(stack.emulators);
    for (const webhookId of malformed)
      expect((await postWm(callback(webhookId))).status, JSON.stringify(webhookId)).toBe(400);
    // The verification handshake is no way around it either.
    const challenge = await fetch(`${stack.gateway.url}/webhooks/work-management`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'smartsheet-hook-challenge': 'c-1' },
      body: JSON.stringify({ challenge: 'c-1', webhookId: '../users/me' }),
    });
    expect(challenge.status).toBe(400);
    expect(await calls(stack.emulators.workManagement)).toEqual([]);
  });

  it('reads the webhook list once for an unknown webhook id, then answers from memory', async () => {
    await resetAllLogs(stack.emulators);
    const unknown = '9223372036854775807';
    const first = await Promise.all([postWm(callback(unknown)), postWm(callback(unknown)), postWm(callback(unknown))]);
    expect(first.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(routes(await calls(stack.emulators.workManagement))).toEqual(['GET /webhooks']);
    await resetAllLogs(stack.emulators);
    expect((await postWm(callback(unknown))).status).toBe(401);
    // Another id within the interval: not known yet, so the service is asked to retry later.
    expect((await postWm(callback('4242424242'))).status).toBe(503);
    expect(await calls(stack.emulators.workManagement)).toEqual([]);
  });

  it("publishes nothing on another sheet when a callback is signed with a webhook's secret for another scope", async () => {
    const SHEET_IDS = graphql(`query WebhookReceiversSheetIds { sheets(first: 2) { edges { node { backendId } } } }`);
    const sheetIds = present(dataOf(await run(SHEET_IDS)).sheets).edges.map((e) => e.node.backendId);
    const [own, victim] = [present(sheetIds[0]), present(sheetIds[1])];
    const CREATE_WEBHOOK = graphql(`
      mutation WebhookReceiversCreateWebhook($input: CreateWebhookInput!) {
        createWebhook(input: $input) {
          webhook {
            backendId
            sharedSecret
          }
        }
      }
    `);
    const hookOn = async (sheetId: string): Promise<{ webhookId: string; sharedSecret: string }> => {
      const created = dataOf(
        await run(CREATE_WEBHOOK, {
          input: {
            name: `hook ${sheetId}`,
            callbackUrl: `${stack.gateway.url}/webhooks/work-management`,
            scope: 'SHEET',
            scopeObjectId: sheetId,
            events: ['*.*'],
            version: 1,
          },
        }),
      );
      const webhook = present(created.createWebhook?.webhook);
      return {
        webhookId: webhook.backendId,
        sharedSecret: present(webhook.sharedSecret, 'the creator reads the shared secret'),
      };
    };
    // Anyone may make a webhook on a sheet of theirs and read its secret.
    const attacker = await hookOn(own);
    const legitimate = await hookOn(victim);
    const SHEET_CHANGED = graphql(`
      subscription WebhookReceiversSheetChanged($id: ID!) {
        sheetChanged(sheetId: $id) {
          sheet {
            id
          }
          timestamp
        }
      }
    `);
    const sub = subscribe(client, SHEET_CHANGED, { id: victim });
    await listening(stack.gateway, TOPICS.sheet(victim));
    const body = (webhookId: string, timestamp: string) => ({
      nonce: timestamp,
      timestamp,
      webhookId,
      scope: 'sheet',
      scopeObjectId: victim,
      events: [{ objectType: 'sheet', eventType: 'updated', id: victim, timestamp }],
    });

    const forged = await postSignedCallback(
      stack.gateway,
      body(attacker.webhookId, '2026-11-01T09:00:00.000Z'),
      attacker.sharedSecret,
    );
    expect(forged.status).toBe(400);
    // Ordering barrier: the legitimate callback comes after the forged one, and is the first to arrive.
    expect(
      (
        await postSignedCallback(
          stack.gateway,
          body(legitimate.webhookId, '2026-11-01T10:00:00.000Z'),
          legitimate.sharedSecret,
        )
      ).status,
    ).toBe(200);
    expect((await sub.next()).data?.sheetChanged).toEqual({
      sheet: { id: globalId('Sheet', victim) },
      timestamp: '2026-11-01T10:00:00.000Z',
    });
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
    const libraries = present(dataOf(await run(LIBRARY_ASSETS)).libraries).edges.map(({ node }): Library => {
      const section = present(present(node.sections).edges[0]).node;
      return { libraryId: node.libraryId, assetId: present(present(section.assets).edges[0]).node.assetId };
    });
    expect(libraries).toHaveLength(2);
    [a, b] = [present(libraries[0]), present(libraries[1])];
    const create = async (libraryId: string): Promise<string> => {
      const created = dataOf(
        await run(CREATE_ASSET_WEBHOOK, {
          input: { libraryId, changeKind: 'UPDATED', callbackUrl: `${stack.gateway.url}/webhooks/digital-asset` },
        }),
      );
      return present(present(created.createAssetWebhook).webhook).webhookId;
    };
    hookA = await create(a.libraryId);
    await create(b.libraryId);
  });

  /** Renames an asset at the service: the service delivers asset.update to the library's subscriptions. */
  async function renameAtService(assetId: string): Promise<void> {
    const reply = await direct(stack.emulators.digitalAsset, 'PUT', `/assets/${assetId}`, {
      data: { attributes: { name: `renamed ${assetId}` } },
    });
    expect(reply.status).toBe(200);
  }

  const delivery = (webhookId: string, attributes: Record<string, unknown>): Record<string, unknown> => ({
    data: {
      webhook_id: webhookId,
      attributes: {
        key: 'forged-asset-00001',
        event_time: '2020-01-01 00:00:00.000000',
        event_type: 'asset.update',
        library_key: a.libraryId,
        organization_key: 'forged-org-000001',
        ...attributes,
      },
    },
  });

  it('reaches no subscriber of another library, nor any with a field that disagrees with the subscription', async () => {
    const subA = subscribe(client, ASSET_CHANGED, { id: a.libraryId });
    const subB = subscribe(client, ASSET_CHANGED, { id: b.libraryId });
    await listening(stack.gateway, TOPICS.library(a.libraryId));
    await listening(stack.gateway, TOPICS.library(b.libraryId));
    const LIBRARY_ORGANIZATION = graphql(`
      query WebhookReceiversLibraryOrganization($id: ID!) {
        library(id: $id) {
          organization {
            organizationId: backendId
          }
        }
      }
    `);
    const organization = present(
      present(dataOf(await run(LIBRARY_ORGANIZATION, { id: a.libraryId })).library).organization,
    ).organizationId;
    const forgeries = [
      // A's subscription naming library B.
      delivery(hookA, { library_key: b.libraryId, key: 'forged-asset-00002', organization_key: organization }),
      // Fields of A's subscription that disagree with it.
      delivery(hookA, { event_type: 'asset.delete', key: 'forged-asset-00003', organization_key: organization }),
      delivery(hookA, {
        event_time: '2020-01-01T00:00:00Z',
        key: 'forged-asset-00004',
        organization_key: organization,
      }),
      delivery(hookA, {
        event_time: '2020-02-30 00:00:00.000000',
        key: 'forged-asset-00005',
        organization_key: organization,
      }),
      delivery(hookA, { key: '../x', organization_key: organization }),
      delivery(hookA, { key: 'forged-asset-00006' }),
    ];
    for (const forged of forgeries) expect((await postAssetDelivery(stack.gateway, forged)).status).toBe(200);
    // Ordering barrier: real deliveries made after the forged ones are the first each subscriber gets.
    await renameAtService(b.assetId);
    expect((await subB.next()).data?.assetChanged).toEqual({
      kind: 'UPDATED',
      asset: { id: globalId('Asset', b.assetId) },
    });
    await renameAtService(a.assetId);
    expect((await subA.next()).data?.assetChanged).toEqual({
      kind: 'UPDATED',
      asset: { id: globalId('Asset', a.assetId) },
    });
    subA.stop();
    subB.stop();
  });

  it('reads the subscription list once for an unknown subscription, then answers from memory', async () => {
    const ASSET_ID_CHANGED = graphql(`
      subscription WebhookReceiversAssetIdChanged($id: ID!) {
        assetChanged(libraryId: $id) {
          asset {
            id
          }
        }
      }
    `);
    const sub = subscribe(client, ASSET_ID_CHANGED, { id: b.libraryId });
    await listening(stack.gateway, TOPICS.library(b.libraryId));
    await resetAllLogs(stack.emulators);
    const unknown = 'nosuch-hook00-00000';
    expect((await postAssetDelivery(stack.gateway, delivery(unknown, {}))).status).toBe(200);
    const lookups = async (): Promise<LoggedCall[]> =>
      (await calls(stack.emulators.digitalAsset)).filter((c) => c.template?.startsWith('/webhooks') ?? false);
    for (let i = 0; i < 10_000 && (await lookups()).length === 0; i++) await new Promise((r) => setImmediate(r));
    expect((await postAssetDelivery(stack.gateway, delivery(unknown, {}))).status).toBe(200);
    // Barrier: a real delivery after the second one has been published.
    await renameAtService(b.assetId);
    expect((await sub.next()).data?.assetChanged.asset?.id).toBe(globalId('Asset', b.assetId));
    expect(routes(await lookups())).toEqual(['GET /webhooks']);
    sub.stop();
  });
});

describe('ids taken from requests', () => {
  it('stay inside their path segment: nothing outside /webhooks/ is called, and dot segments are refused', async () => {
    await resetAllLogs(stack.emulators);
    const climbing = dataOf(await run(WEBHOOK, { id: globalId('Webhook', '../users/me') }));
    expect(climbing.webhook).toBeNull();
    expect((await calls(stack.emulators.workManagement)).map((c) => `${c.method} ${c.url} ${c.status}`)).toEqual([
      'GET /webhooks/..%2Fusers%2Fme 404',
    ]);

    await resetAllLogs(stack.emulators);
    const dots = await run(WEBHOOK, { id: globalId('Webhook', '..') });
    expect(dots.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const LIBRARY = graphql(`query WebhookReceiversLibrary($id: ID!) { library(id: $id) { libraryId: backendId } }`);
    const library = await run(LIBRARY, { id: globalId('Library', '..') });
    expect(library.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await calls(stack.emulators.workManagement)).toEqual([]);
    expect(await calls(stack.emulators.digitalAsset)).toEqual([]);
  });
});
