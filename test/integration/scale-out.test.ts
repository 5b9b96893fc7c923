// Two gateway processes sharing one real redis-server act as one: a webhook received by the first
// reaches a subscriber on the second, a persisted query registered on one runs on the other, the
// pacing budget is shared, and so is the join index (one instance rebuilds a scope at a time).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllEmulators, type RunningEmulators } from '../../emulators/index.js';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql, postBody, type GraphQLResult } from '../helpers/gql.js';
import { assetTruth, metricReaches, metricValue, truthOf } from '../helpers/join-truth.js';
import { present } from '../helpers/present.js';
import { redisAvailable, startRedis } from '../helpers/redis.js';
import type { DaWebhook } from '../helpers/rest-shapes.js';
import { startGatewayProcess, type SpawnedProcess } from '../helpers/spawn.js';
import { configureEmulator, gatewayEnv } from '../helpers/stack.js';
import { subscribe, wsClient } from '../helpers/subscribe.js';

// Six calls of GET /users/me each.
const SIX_ME = graphql(`
  query ScaleOutSixMe {
    m1: me {
      email
    }
    m2: me {
      email
    }
    m3: me {
      email
    }
    m4: me {
      email
    }
    m5: me {
      email
    }
    m6: me {
      email
    }
  }
`);
const PROJECT_ASSETS = graphql(`
  query ScaleOutProjectAssets($id: ID!) {
    project(id: $id) {
      assets(first: 500) {
        edges {
          node {
            assetId: backendId
          }
        }
      }
    }
  }
`);

describe.skipIf(!redisAvailable)('several instances over Redis', () => {
  let redis: SpawnedProcess & { url: string };
  let emulators: RunningEmulators;
  const gateways: Array<SpawnedProcess & { url: string }> = [];

  beforeAll(async () => {
    redis = await startRedis();
    emulators = await startAllEmulators();
    await configureEmulator(emulators.workManagement, { rateLimits: { general: 0 } });
    for (let i = 0; i < 2; i++) {
      gateways.push(
        await startGatewayProcess({
          ...gatewayEnv(emulators),
          LOG_LEVEL: 'warn',
          REDIS_URL: redis.url,
          CURSOR_SECRET: 'shared-cursor-secret-for-the-instances',
          WORK_MANAGEMENT_RATE_LIMIT: '10',
          REQUEST_DEADLINE_MS: '1500',
          WEBHOOK_REORDER_WINDOW_MS: '50',
          // Subscriptions made at the service (not through the graph) are learnt at the next read of the list.
          WEBHOOK_LIST_REFRESH_SECONDS: '1',
          // What is shared must be: a busy machine's slow answer must not send a use to its per-instance fallback.
          REDIS_COMMAND_TIMEOUT_MS: '5000',
          SHUTDOWN_GRACE_MS: '500',
        }),
      );
    }
  });

  /** The GraphQL URL of the first or second instance. */
  const instanceUrl = (i: number): string => present(gateways[i], `instance ${i}`).url;

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    await emulators?.close();
    await redis?.stop();
  });

  it('runs on one instance a persisted query registered on the other', async () => {
    const query = '{ me { email } }';
    const persisted = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
    // The hash is of these exact bytes, so the request bodies are written by hand.
    const post = async (i: number, body: unknown): Promise<GraphQLResult<{ me: { email: string } }>> =>
      (await postBody<{ me: { email: string } }>(instanceUrl(i), body)).result;
    expect((await post(1, { extensions: { persistedQuery: persisted } })).errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    expect((await post(0, { query, extensions: { persistedQuery: persisted } })).data?.me.email).toContain('@');
    expect((await post(1, { extensions: { persistedQuery: persisted } })).data?.me.email).toContain('@');
  });

  it('delivers a webhook received by one instance to a subscriber on the other', async () => {
    const LIBRARY_ASSET = graphql(`
      query ScaleOutLibraryAsset {
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
    const libraries = present(dataOf(await gql(instanceUrl(0))(LIBRARY_ASSET)).libraries);
    const library = present(libraries.edges[0]).node;
    const section = present(present(library.sections).edges[0]).node;
    const assetId = present(present(section.assets).edges[0]).node.assetId;
    const organizationId = present(library.organization).organizationId;
    // A subscription the digital-asset service knows (created directly, as any client could).
    const created = await direct<{ data: DaWebhook }>(emulators.digitalAsset, 'POST', '/webhooks', {
      data: {
        attributes: {
          event_type: 'asset.update',
          resource_key: library.libraryId,
          resource_type: 'library',
          callback_url: 'https://hooks.example.com/workgraph',
        },
      },
    });
    expect(created.status).toBe(200);
    const webhookId = created.body.data.id;

    const client = wsClient(instanceUrl(1));
    const ASSET_CHANGED = graphql(
      `subscription ScaleOutAssetChanged($id: ID!) { assetChanged(libraryId: $id) { kind asset { id } } }`,
    );
    const subscription = subscribe(client, ASSET_CHANGED, { id: library.libraryId });
    const first = subscription.next();
    // The subscription is live once the second instance answers a callback-free health round trip
    // after subscribing; deliveries are retried here until one arrives, since a webhook sender retries too.
    const deliver = (time: string) =>
      fetch(instanceUrl(0).replace('/graphql', '/webhooks/digital-asset'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: {
            webhook_id: webhookId,
            attributes: {
              key: assetId,
              event_time: time,
              event_type: 'asset.update',
              library_key: library.libraryId,
              organization_key: organizationId,
            },
          },
        }),
      });
    let received: Awaited<typeof first> | undefined;
    for (let attempt = 0; attempt < 200 && !received; attempt++) {
      await deliver(`2026-11-01 10:00:${String(attempt % 60).padStart(2, '0')}.${String(attempt).padStart(6, '0')}`);
      received = await Promise.race([
        first,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100)),
      ]);
    }
    expect(present(received).data?.assetChanged).toEqual({
      kind: 'UPDATED',
      asset: { id: globalId('Asset', assetId) },
    });
    subscription.stop();
    await client.dispose();
  });

  it('shares one pacing budget between the instances', async () => {
    await resetAllLogs(emulators);
    // Six calls each (six aliases of `me`): 12 asked, 10 allowed per minute in total.
    // A credential no other test used, so that its budget starts empty.
    const user = { authorization: 'Bearer wm-demo-user-token' };
    const [a, b] = await Promise.all([gql(instanceUrl(0))(SIX_ME, {}, user), gql(instanceUrl(1))(SIX_ME, {}, user)]);
    const limited = [...(a.errors ?? []), ...(b.errors ?? [])].filter((e) => e.extensions?.code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(await calls(emulators.workManagement, { template: '/users/me' })).toHaveLength(10);
  });

  describe('join index in Redis', () => {
    const base = (i: number): string => instanceUrl(i).replace(/\/graphql$/, '');
    const projectAssets = async (i: number, projectId: string, token?: string): Promise<string[]> => {
      const headers: Record<string, string> = token ? { 'X-Digital-Asset-Token': token } : {};
      const result = dataOf(await gql(instanceUrl(i))(PROJECT_ASSETS, { id: projectId }, headers));
      return present(present(result.project).assets).edges.map((e) => e.node.assetId);
    };
    const scans = async (): Promise<string[]> =>
      routes(await calls(emulators.digitalAsset)).filter(
        (t) => t === 'GET /libraries' || t === 'GET /libraries/{library_id}/assets',
      );

    it('answers on one instance from the index the other built, and takes in a change delivered to the other', async () => {
      await configureEmulator(emulators.digitalAsset, { allowLoopbackCallbacks: true });
      const assets = await assetTruth(emulators);
      const named = assets.filter((a) => a.fields.project_id && a.valueIds.project_id);
      const moved = present(named[0]);
      const from = present(moved.fields.project_id);
      const to = present(present(named.find((a) => a.fields.project_id !== from)).fields.project_id);

      const built = await metricValue(base(0), 'workgraph_join_index_builds_total', { index: 'assets' });
      await resetAllLogs(emulators);
      expect(await projectAssets(0, from)).toEqual(truthOf.project(assets, from));
      expect(await scans()).not.toEqual([]);
      // The first request is answered from its scan while the scan is stored.
      expect(await metricReaches(base(0), 'workgraph_join_index_builds_total', { index: 'assets' }, built + 1)).toBe(
        built + 1,
      );
      await resetAllLogs(emulators);
      expect(await projectAssets(1, from)).toEqual(truthOf.project(assets, from));
      expect(await scans()).toEqual([]);

      const hook = await direct(emulators.digitalAsset, 'POST', '/webhooks', {
        data: {
          attributes: {
            event_type: 'asset.update',
            resource_key: moved.libraryId,
            resource_type: 'library',
            callback_url: `${base(0)}/webhooks/digital-asset`,
          },
        },
      });
      expect(hook.status).toBe(200);
      const before = await metricValue(base(0), 'workgraph_join_index_changes_total', { source: 'webhook' });
      expect(
        (
          await direct(
            emulators.digitalAsset,
            'PUT',
            `/custom_field_values/${present(moved.valueIds.project_id?.[0])}`,
            { data: { attributes: { value: to } } },
          )
        ).status,
      ).toBe(200);
      expect(
        await metricReaches(base(0), 'workgraph_join_index_changes_total', { source: 'webhook' }, before + 1),
      ).toBeGreaterThan(before);

      await resetAllLogs(emulators);
      const [fromNow, toNow] = [await projectAssets(1, from), await projectAssets(1, to)];
      const reads = routes(await calls(emulators.digitalAsset));
      expect(reads).toEqual(['GET /assets/{asset_id}']);
      const after = await assetTruth(emulators);
      expect(fromNow).toEqual(truthOf.project(after, from));
      expect(toNow).toEqual(truthOf.project(after, to));
      expect(toNow).toContain(moved.id);
    });

    it('lets one instance build a new scope while the other answers from its own scan, with the same answer', async () => {
      const key = 'da-scale-out-key';
      await configureEmulator(emulators.digitalAsset, { apiKeys: { [key]: 'all' } });
      const projectId = present(
        present((await assetTruth(emulators)).find((a) => a.fields.project_id)).fields.project_id,
      );
      const count = async (name: string, labels: Record<string, string>): Promise<number> =>
        (await metricValue(base(0), name, labels)) + (await metricValue(base(1), name, labels));
      const builds = await count('workgraph_join_index_builds_total', { index: 'assets', reason: 'cold' });
      const fallbacks = await count('workgraph_join_index_fallback_scans_total', { index: 'assets', reason: 'locked' });
      // Slow answers, so that both first requests are under way together.
      await configureEmulator(emulators.digitalAsset, { latencyMs: 250 });
      let answers: string[][];
      try {
        answers = await Promise.all([projectAssets(0, projectId, key), projectAssets(1, projectId, key)]);
      } finally {
        await configureEmulator(emulators.digitalAsset, { latencyMs: 0 });
      }
      // Stored after the answers: wait for it, on either instance.
      let stored = await count('workgraph_join_index_builds_total', { index: 'assets', reason: 'cold' });
      for (let i = 0; i < 5_000 && stored < builds + 1; i++)
        stored = await count('workgraph_join_index_builds_total', { index: 'assets', reason: 'cold' });
      expect(stored).toBe(builds + 1);
      expect(await count('workgraph_join_index_fallback_scans_total', { index: 'assets', reason: 'locked' })).toBe(
        fallbacks + 1,
      );
      expect(present(answers[0]).length).toBeGreaterThan(0);
      expect(answers[1]).toEqual(answers[0]);

      await resetAllLogs(emulators);
      expect(await Promise.all([projectAssets(0, projectId, key), projectAssets(1, projectId, key)])).toEqual(answers);
      expect(await scans()).toEqual([]);
    });
  });
});
