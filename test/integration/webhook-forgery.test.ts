// Forged webhook callbacks cost nothing: callbacks naming a hundred distinct unknown ids cost at most
// one read of the webhook list per WEBHOOK_LIST_REFRESH_SECONDS, never a read per id, for
// work-management webhooks and digital-asset subscriptions alike. A subscription made at the
// service, outside the graph, is still learnt at the next read, and its deliveries reach subscribers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { globalId } from '../helpers/global-id.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes, type LoggedCall } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { postAssetDelivery, postWorkManagementCallback } from '../helpers/receivers.js';
import type { DaWebhook } from '../helpers/rest-shapes.js';
import { configureEmulator, useStack } from '../helpers/stack.js';
import { listening, subscribe, wsClient } from '../helpers/subscribe.js';

const REFRESH_SECONDS = 2;
const FORGED = 100;

const stack = useStack({
  env: { ALLOW_LOOPBACK_CALLBACKS: 'true', WEBHOOK_LIST_REFRESH_SECONDS: String(REFRESH_SECONDS) },
});
const client = wsClient(stack, { 'X-Digital-Asset-Token': DEMO_TOKENS.digitalAsset });
beforeAll(async () => {
  await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
});
afterAll(() => client.dispose());

/** `METHOD template` of the calls an emulator answered. */
const webhookReads = async (logged: Promise<LoggedCall[]>): Promise<string[]> => routes(await logged);

/** The most list reads allowed over `elapsedMs`: one at once, then one per interval. */
const allowedReads = (elapsedMs: number): number => 1 + Math.floor(elapsedMs / (REFRESH_SECONDS * 1000));

describe('forged webhook callbacks', () => {
  it(`cost one read of the work-management webhook list for ${FORGED} distinct unknown ids, and nothing per id`, async () => {
    await resetAllLogs(stack.emulators);
    const startedAt = Date.now();
    const forged = (n: number): string =>
      JSON.stringify({
        nonce: `n${n}`,
        timestamp: '2026-11-01T10:00:00.000Z',
        webhookId: String(7_000_000_000_000 + n),
        scope: 'sheet',
        scopeObjectId: 1,
        events: [],
      });
    const answers = await Promise.all(
      Array.from({ length: FORGED }, (_, n) => postWorkManagementCallback(stack.gateway, forged(n))),
    );
    const elapsed = Date.now() - startedAt;
    // Refused (401) when the read told, or to be retried (503) when no read was allowed: never accepted.
    for (const answer of answers) expect([401, 503]).toContain(answer.status);
    const reads = await webhookReads(calls(stack.emulators.workManagement));
    console.info(`${FORGED} forged work-management webhook ids: ${reads.length} upstream call(s) in ${elapsed} ms`);
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads.length).toBeLessThanOrEqual(allowedReads(elapsed));
    expect(new Set(reads)).toEqual(new Set(['GET /webhooks']));
  });

  it(`cost at most one read of the digital-asset subscription list per interval for ${FORGED} distinct unknown ids, and a subscription made at the service is learnt at the next`, async () => {
    const LIBRARY_ASSET = graphql(`
      query WebhookForgeryLibraryAsset {
        libraries(first: 1) {
          edges {
            node {
              libraryId: backendId
              organization {
                organizationId: backendId
              }
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
    const library = present(present(dataOf(await gql(stack)(LIBRARY_ASSET)).libraries).edges[0]).node;
    const assetId = present(present(present(present(library.sections).edges[0]).node.assets).edges[0]).node.assetId;
    const organizationId = present(library.organization).organizationId;
    const ASSET_CHANGED = graphql(
      `subscription WebhookForgeryAssetChanged($id: ID!) { assetChanged(libraryId: $id) { asset { id } } }`,
    );
    const sub = subscribe(client, ASSET_CHANGED, { id: library.libraryId });
    await listening(stack.gateway, TOPICS.library(library.libraryId));
    await resetAllLogs(stack.emulators);
    const startedAt = Date.now();

    // Forged deliveries for the very library subscribed to, each naming a subscription nobody made.
    const forged = (n: number) => ({
      data: {
        webhook_id: `forged-hook-${String(n).padStart(5, '0')}`,
        attributes: {
          key: `forged-asset-${String(n).padStart(5, '0')}`,
          event_time: '2026-11-01 10:00:00.000000',
          event_type: 'asset.update',
          library_key: library.libraryId,
          organization_key: organizationId,
        },
      },
    });
    const acknowledged = await Promise.all(
      Array.from({ length: FORGED }, (_, n) => postAssetDelivery(stack.gateway, forged(n))),
    );
    for (const answer of acknowledged) expect(answer.status).toBe(200);
    // The gateway's calls on webhooks (the test's own POST made at the service is left out).
    const lists = (): Promise<string[]> =>
      webhookReads(
        calls(
          stack.emulators.digitalAsset,
          (c) => c.method === 'GET' && (c.template?.startsWith('/webhooks') ?? false),
        ),
      );
    for (let i = 0; i < 10_000 && (await lists()).length === 0; i++)
      await new Promise((resolve) => setImmediate(resolve));
    expect(await lists()).toEqual(['GET /webhooks']);

    // Made at the service after that read: its first delivery waits for the next one.
    const created = await direct<{ data: DaWebhook }>(stack.emulators.digitalAsset, 'POST', '/webhooks', {
      data: {
        attributes: {
          event_type: 'asset.update',
          resource_key: library.libraryId,
          resource_type: 'library',
          callback_url: `${stack.gateway.url}/webhooks/digital-asset`,
        },
      },
    });
    expect(created.status).toBe(200);
    expect(
      (
        await direct(stack.emulators.digitalAsset, 'PUT', `/assets/${assetId}`, {
          data: { attributes: { name: `renamed ${assetId}` } },
        })
      ).status,
    ).toBe(200);
    // The first event is the real one: no forged delivery was published.
    expect((await sub.next()).data?.assetChanged).toEqual({ asset: { id: globalId('Asset', assetId) } });
    const elapsed = Date.now() - startedAt;
    const reads = await lists();
    console.info(
      `${FORGED} forged digital-asset subscription ids and one made at the service: ${reads.length} upstream call(s) in ${elapsed} ms`,
    );
    expect(reads.length).toBeLessThanOrEqual(allowedReads(elapsed));
    expect(new Set(reads)).toEqual(new Set(['GET /webhooks']));
    sub.stop();
  });
});
