// What gateway instances share through Redis keeps its contract on one Redis and on a three-node
// Redis Cluster (REDIS_CLUSTER_NODES): the join index store, the response cache and persisted
// queries, the pacing budget (bucket included), the per-caller limit, webhook de-duplication and
// publish/subscribe. Two connections made as the gateway makes them (connectRedis) play two instances.
// While Redis is stopped, each use takes its per-instance fallback; when it returns, shared state resumes.
// While it hangs (stopped with SIGSTOP: the connection stays open), a command gets its timeout, the
// next fail fast, and one probe later ends the outage.
import { createHash, randomUUID } from 'node:crypto';
import type { Cluster } from 'ioredis';
import { Writable } from 'node:stream';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../../src/errors.js';
import { JoinIndex, type IndexSource } from '../../src/joins/join-index.js';
import type { IndexView } from '../../src/joins/view.js';
import { createLogger } from '../../src/observability/logger.js';
import { RedisCallerLimiter } from '../../src/security/caller-limits.js';
import { connectRedis, type RedisClient, type RedisSettings, type SharedRedis } from '../../src/shared-state/redis.js';
import { RedisJoinIndexStore } from '../../src/shared-state/redis-join-index.js';
import { RedisPacer } from '../../src/shared-state/redis-pacer.js';
import { RedisPubSub } from '../../src/shared-state/redis-pubsub.js';
import { RedisDedupeStore, RedisKeyValueCache } from '../../src/shared-state/redis-stores.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes } from '../helpers/calls.js';
import { dataOf, gql, postBody } from '../helpers/gql.js';
import { indexedItem, joinIndexStoreContract } from '../helpers/join-store-contract.js';
import { assetTruth, truthOf } from '../helpers/join-truth.js';
import { present } from '../helpers/present.js';
import { redisAvailable, redisClusterAvailable, startRedis, startRedisCluster } from '../helpers/redis.js';
import type { SpawnedProcess } from '../helpers/spawn.js';
import { startStack } from '../helpers/stack.js';

const HOUR = 3_600_000;
const LIMITS = {
  perMinute: { 'work-management': 3, 'resource-planning': 0, 'digital-asset': 0 },
  buckets: { 'attachment-post': 1 },
};
const silent = createLogger('silent');

/** Resolves on the client's next `event` (events.once would reject on the 'error' events of reconnection attempts). */
const next = (client: RedisClient, event: 'ready' | 'close'): Promise<void> =>
  new Promise((resolve) => client.once(event, () => resolve()));

/** Resolves once the connection is ready for commands. */
async function ready(client: RedisClient): Promise<void> {
  if (client.status !== 'ready') await next(client, 'ready');
}

/** Resolves once `pubsub`'s subscription to `topic` is confirmed by Redis (a publish from any instance reaches it). */
async function confirmed(pubsub: RedisPubSub, topic: string): Promise<void> {
  for (let i = 0; i < 100_000 && !pubsub.confirmedChannel(topic); i++)
    await new Promise((resolve) => setImmediate(resolve));
  expect(pubsub.confirmedChannel(topic), topic).toBe(true);
}

/** The failure a promise rejects with (null when it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error;
  }
}

interface Deployment {
  label: string;
  available: boolean;
  /** The variable that points a gateway at it. */
  variable: 'REDIS_URL' | 'REDIS_CLUSTER_NODES';
  start(): Promise<{ settings: RedisSettings; stop(): Promise<void> }>;
}

const DEPLOYMENTS: Deployment[] = [
  {
    label: 'one Redis (REDIS_URL)',
    available: redisAvailable,
    variable: 'REDIS_URL',
    start: async () => {
      const server = await startRedis();
      return { settings: { url: server.url, clusterNodes: null, commandTimeoutMs: 2000 }, stop: () => server.stop() };
    },
  },
  {
    label: 'a three-node Redis Cluster (REDIS_CLUSTER_NODES)',
    available: redisClusterAvailable,
    variable: 'REDIS_CLUSTER_NODES',
    start: async () => {
      const cluster = await startRedisCluster();
      return {
        settings: { url: null, clusterNodes: cluster.urls, commandTimeoutMs: 2000 },
        stop: () => cluster.stop(),
      };
    },
  },
];

for (const deployment of DEPLOYMENTS) {
  describe.skipIf(!deployment.available)(deployment.label, () => {
    let stop: () => Promise<void>;
    let settings: RedisSettings;
    /** Two instances' connections. */
    let a: SharedRedis;
    let b: SharedRedis;

    beforeAll(async () => {
      const started = await deployment.start();
      stop = () => started.stop();
      settings = started.settings;
      a = connectRedis(started.settings, silent);
      b = connectRedis(started.settings, silent);
      await Promise.all([a.main, a.subscriber, b.main, b.subscriber].map(ready));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await stop?.();
    });

    joinIndexStoreContract('join index store', () => new RedisJoinIndexStore(a.main, HOUR, a.health));

    it('keeps response-cache and persisted-query entries that every instance reads, with their time to live', async () => {
      const key = randomUUID();
      for (const namespace of ['responses', 'apq'] as const) {
        await new RedisKeyValueCache(a.main, namespace, a.health).set(key, `value of ${namespace}`, { ttl: 60 });
        const other = new RedisKeyValueCache(b.main, namespace, b.health);
        expect(await other.get(key)).toBe(`value of ${namespace}`);
        const ttl = await b.main.pttl(`workgraph:${namespace}:${key}`);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
        expect(await other.delete(key)).toBe(true);
        expect(await new RedisKeyValueCache(a.main, namespace, a.health).get(key)).toBeUndefined();
      }
    });

    it('shares one pacing budget between instances, a bucket and its backend window taken together', async () => {
      const credential = randomUUID();
      const [pacerA, pacerB] = [new RedisPacer(a.main, LIMITS, a.health), new RedisPacer(b.main, LIMITS, b.health)];
      const now = (): number => Date.now();
      await pacerA.acquire('work-management', credential, now() + HOUR, 'attachment-post');
      // The bucket (1 a minute) is spent for both instances; its refusal takes no backend slot.
      expect(await failure(pacerB.acquire('work-management', credential, now(), 'attachment-post'))).toMatchObject({
        status: 429,
      });
      await pacerB.acquire('work-management', credential, now() + HOUR);
      await pacerA.acquire('work-management', credential, now() + HOUR);
      const refused = await failure(pacerB.acquire('work-management', credential, now()));
      expect(refused).toBeInstanceOf(UpstreamError);
      expect(refused).toMatchObject({ status: 429 });
    });

    it('holds a caller to one limit across instances', async () => {
      const caller = randomUUID();
      const [limiterA, limiterB] = [
        new RedisCallerLimiter(a.main, 2, a.health),
        new RedisCallerLimiter(b.main, 2, b.health),
      ];
      expect(await limiterA.take(caller)).toBe(0);
      expect(await limiterB.take(caller)).toBe(0);
      expect(await limiterA.take(caller)).toBeGreaterThan(0);
      expect(await limiterB.take(caller)).toBeGreaterThan(0);
    });

    it('drops a webhook delivery another instance saw', async () => {
      const key = `wm:${randomUUID()}`;
      expect(await new RedisDedupeStore(a.main, a.health).firstTime(key)).toBe(true);
      expect(await new RedisDedupeStore(b.main, b.health).firstTime(key)).toBe(false);
    });

    // One Redis serves the gateways of scale-out.test.ts; here, a gateway on the cluster.
    it.runIf(deployment.variable === 'REDIS_CLUSTER_NODES')(
      'serves a gateway pointed at it: persisted queries, the response cache and the join index kept there',
      async () => {
        const stack = await startStack({
          env: { REDIS_CLUSTER_NODES: (settings.clusterNodes ?? []).join(','), RESPONSE_CACHE_TTL_SECONDS: '60' },
        });
        const PROJECT_ASSETS = graphql(`
          query SharedStateProjectAssets($id: ID!) {
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
        try {
          const keys = async (): Promise<number> =>
            (await Promise.all((a.main as Cluster).nodes('master').map((node) => node.dbsize()))).reduce(
              (sum, n) => sum + n,
              0,
            );
          const before = await keys();
          const query = '{ me { email } }';
          const persisted = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
          expect(
            (
              await postBody<{ me: { email: string } }>(stack.gateway.graphqlUrl, {
                query,
                extensions: { persistedQuery: persisted },
              })
            ).result.data?.me.email,
          ).toContain('@');
          expect(
            (
              await postBody<{ me: { email: string } }>(stack.gateway.graphqlUrl, {
                extensions: { persistedQuery: persisted },
              })
            ).result.data?.me.email,
          ).toContain('@');
          // The persisted query and the cached response at least.
          expect(await keys()).toBeGreaterThanOrEqual(before + 2);

          const assets = await assetTruth(stack.emulators);
          const projectId = present(present(assets.find((asset) => asset.fields.project_id)).fields.project_id);
          const projectAssets = async (): Promise<string[]> =>
            present(present(dataOf(await gql(stack)(PROJECT_ASSETS, { id: projectId })).project).assets).edges.map(
              (e) => e.node.assetId,
            );
          expect(await projectAssets()).toEqual(truthOf.project(assets, projectId));
          await resetAllLogs(stack.emulators);
          // Answered from the index the first request stored in the cluster: no scan.
          expect(await projectAssets()).toEqual(truthOf.project(assets, projectId));
          expect(
            routes(await calls(stack.emulators.digitalAsset)).filter((route) => route.startsWith('GET /libraries')),
          ).toEqual([]);
          expect(await (await fetch(`${stack.gateway.url}/readyz`)).json()).toMatchObject({ redis: 'up' });
        } finally {
          await stack.close();
        }
      },
    );

    it("delivers what one instance publishes to the other's subscribers, and to its own, once each", async () => {
      const [pubsubA, pubsubB] = [
        new RedisPubSub(a.main, a.subscriber, a.health),
        new RedisPubSub(b.main, b.subscriber, b.health),
      ];
      const topic = `sheet:${randomUUID()}`;
      const onB = pubsubB.subscribe(topic);
      const onA = pubsubA.subscribe(topic);
      await confirmed(pubsubB, topic);
      await confirmed(pubsubA, topic);
      await pubsubA.publish(topic, { n: 1 });
      await pubsubB.publish(topic, { n: 2 });
      // A cluster orders messages per publishing node only: each subscriber gets both, in either order.
      expect([(await onB.next()).value, (await onB.next()).value]).toEqual(
        expect.arrayContaining([{ n: 1 }, { n: 2 }]),
      );
      expect([(await onA.next()).value, (await onA.next()).value]).toEqual(
        expect.arrayContaining([{ n: 1 }, { n: 2 }]),
      );
      await onA.return?.();
      await onB.return?.();
      await pubsubA.close();
      await pubsubB.close();
    });
  });
}

/** A backend whose records (id -> sheet) are read through the index source interface, counting whole scans. */
function countedSource(records: Map<string, string>, calls: { scans: number }): IndexSource {
  return {
    index: 'assets',
    scan: () => {
      calls.scans++;
      return Promise.resolve({
        items: [...records].map(([id, sheet], i) => indexedItem(id, i, sheet)),
        containers: ['lib-1'],
        scanCalls: 3,
        extra: {},
      });
    },
    reread: (changes) =>
      Promise.resolve(
        changes.map((c) => ({
          id: c.id,
          item: records.has(c.id) ? indexedItem(c.id, 1000 + c.seq, records.get(c.id) ?? null) : null,
        })),
      ),
  };
}

describe.skipIf(!redisAvailable)('while Redis is away', () => {
  let server: SpawnedProcess & { url: string; port: number };
  let a: SharedRedis;
  let b: SharedRedis;
  const registry = new Registry();
  const logged: string[] = [];
  const logger = createLogger(
    'warn',
    new Writable({ write: (chunk: Buffer, _encoding, done) => (logged.push(chunk.toString()), done()) }),
  );
  const unhandled = vi.spyOn(console, 'error');
  const credential = randomUUID();
  const caller = randomUUID();
  let pacer: RedisPacer;
  let limiter: RedisCallerLimiter;
  let dedupe: RedisDedupeStore;
  let pubsub: RedisPubSub;
  let subscription: AsyncIterableIterator<unknown>;
  let index: JoinIndex;
  let warm: IndexView;
  const records = new Map([
    ['a', 'S'],
    ['b', 'S'],
    ['c', 'T'],
  ]);
  const scans = { scans: 0 };
  const source = (): IndexSource => countedSource(records, scans);
  const lines = (text: string): number => logged.filter((line) => line.includes(text)).length;

  beforeAll(async () => {
    server = await startRedis();
    // A stopped Redis is noticed when its connection closes, whatever the timeout.
    const settings = { url: server.url, clusterNodes: null, commandTimeoutMs: 2000 };
    a = connectRedis(settings, logger);
    b = connectRedis(settings, silent);
    await Promise.all([a.main, a.subscriber, b.main, b.subscriber].map(ready));
    a.health.reportTo(registry);
    pacer = new RedisPacer(a.main, LIMITS, a.health);
    limiter = new RedisCallerLimiter(a.main, 2, a.health);
    dedupe = new RedisDedupeStore(a.main, a.health);
    pubsub = new RedisPubSub(a.main, a.subscriber, a.health);
    index = new JoinIndex(
      new RedisJoinIndexStore(a.main, HOUR, a.health),
      { enabled: true, reconcileMs: HOUR, projectRefreshMs: HOUR, lockTtlMs: HOUR, idleMs: HOUR },
      { built: () => undefined, fellBack: () => undefined, changeNoted: () => undefined, reread: () => undefined },
      logger,
    );
    // Before the outage: a call paced, a request of the caller, a delivery seen, a channel confirmed, an index built.
    await pacer.acquire('work-management', credential, Date.now() + HOUR);
    expect(await limiter.take(caller)).toBe(0);
    expect(await dedupe.firstTime('seen-before')).toBe(true);
    subscription = pubsub.subscribe('sheet:1');
    await confirmed(pubsub, 'sheet:1');
    await index.view('scope', source(), source);
    warm = await index.view('scope', source(), source);
    expect(warm.warm).toBe(true);
    expect(scans.scans).toBe(1);

    const closed = next(a.main, 'close');
    await server.stop();
    await closed;
  });
  afterAll(async () => {
    unhandled.mockRestore();
    await subscription?.return?.();
    await pubsub?.close();
    await a?.close();
    await b?.close();
    await server?.stop();
  });

  it('misses in the response cache and persisted queries, keeping nothing, without an error', async () => {
    for (const namespace of ['responses', 'apq'] as const) {
      const cache = new RedisKeyValueCache(a.main, namespace, a.health);
      await cache.set('k', 'v', { ttl: 60 });
      expect(await cache.get('k')).toBeUndefined();
      expect(await cache.delete('k')).toBe(false);
    }
  });

  it('paces per instance, counting the calls this instance made before', async () => {
    // Three a minute: one taken before the outage, two more now, then refused at once.
    await pacer.acquire('work-management', credential, Date.now() + HOUR);
    await pacer.acquire('work-management', credential, Date.now() + HOUR);
    expect(await failure(pacer.acquire('work-management', credential, Date.now()))).toMatchObject({ status: 429 });
  });

  it('holds a caller to the limit per instance, counting the requests made before', async () => {
    expect(await limiter.take(caller)).toBe(0);
    expect(await limiter.take(caller)).toBeGreaterThan(0);
  });

  it('drops repeats of the deliveries this instance saw, before and during the outage', async () => {
    expect(await dedupe.firstTime('seen-before')).toBe(false);
    expect(await dedupe.firstTime('seen-during')).toBe(true);
    expect(await dedupe.firstTime('seen-during')).toBe(false);
  });

  it('delivers what this instance publishes to its own subscribers, once each', async () => {
    await pubsub.publish('sheet:1', { n: 1 });
    await pubsub.publish('sheet:1', { n: 2 });
    expect([(await subscription.next()).value, (await subscription.next()).value]).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('answers joins from a scan: a view read before the outage, and a new one', async () => {
    expect(await warm.lookup('sheet', ['S', 'T'])).toEqual(
      new Map([
        ['S', [{ id: 'a' }, { id: 'b' }]],
        ['T', [{ id: 'c' }]],
      ]),
    );
    expect(scans.scans).toBe(2);
    const cold = await index.view('scope', source(), source);
    expect(cold.warm).toBe(false);
    expect(await cold.lookup('sheet', ['T'])).toEqual(new Map([['T', [{ id: 'c' }]]]));
    expect(scans.scans).toBe(3);
  });

  it('logs the outage once, counts the fallbacks, and leaves no ioredis error unhandled', async () => {
    expect(lines('Redis unavailable')).toBe(1);
    expect(lines('join index')).toBe(0);
    expect(a.health.state()).toBe('degraded');
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/^workgraph_redis_up 0$/m);
    expect(metrics).toMatch(/^workgraph_redis_outages_total 1$/m);
    for (const use of [
      'response-cache',
      'persisted-queries',
      'pacer',
      'caller-limit',
      'dedupe',
      'pubsub',
      'join-index',
    ]) {
      expect(
        Number(new RegExp(`^workgraph_redis_fallbacks_total\\{use="${use}"\\} (\\d+)$`, 'm').exec(metrics)?.[1] ?? 0),
        use,
      ).toBeGreaterThan(0);
    }
    expect(unhandled.mock.calls.filter((args) => String(args[0]).includes('[ioredis]'))).toEqual([]);
  });

  it('is back on shared state once Redis returns', async () => {
    const back = next(a.main, 'ready');
    server = await startRedis(server.port);
    await back;
    await ready(b.main);
    expect(await dedupe.firstTime('seen-after')).toBe(true);
    expect(await new RedisDedupeStore(b.main, b.health).firstTime('seen-after')).toBe(false);
    expect(a.health.state()).toBe('up');
    expect(lines('Redis available again')).toBe(1);
    expect(lines('Redis unavailable')).toBe(1);
  });
});

describe.skipIf(!redisAvailable)('while Redis hangs', () => {
  let server: SpawnedProcess & { url: string; port: number };
  let redis: SharedRedis;
  const logged: string[] = [];
  const logger = createLogger(
    'warn',
    new Writable({ write: (chunk: Buffer, _encoding, done) => (logged.push(chunk.toString()), done()) }),
  );
  const lines = (text: string): number => logged.filter((line) => line.includes(text)).length;

  beforeAll(async () => {
    server = await startRedis();
    redis = connectRedis({ url: server.url, clusterNodes: null, commandTimeoutMs: 300 }, logger);
    await ready(redis.main);
  });
  afterAll(async () => {
    vi.useRealTimers();
    server?.signal('SIGCONT');
    await redis?.close();
    await server?.stop();
  });

  it('gives a command its timeout, then fails fast on the open connection, and lets one probe through later', async () => {
    const cache = new RedisKeyValueCache(redis.main, 'responses', redis.health);
    await cache.set('k', 'v');
    // Stopped, not gone: the connection stays open and nothing answers.
    server.signal('SIGSTOP');
    expect(await cache.get('k')).toBeUndefined();
    expect(redis.health.state()).toBe('degraded');
    expect(lines('Redis unavailable')).toBe(1);
    // Within the probe delay, commands are not sent at all: the fallback answers at once.
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await cache.get('k')).toBeUndefined();
    server.signal('SIGCONT');
    expect(await cache.get('k')).toBeUndefined();
    // Past the probe delay, the next command probes, and its answer ends the outage.
    vi.setSystemTime(Date.now() + 1000);
    expect(await cache.get('k')).toBe('v');
    expect(redis.health.state()).toBe('up');
    expect(lines('Redis available again')).toBe(1);
    expect(lines('Redis unavailable')).toBe(1);
    vi.useRealTimers();
  });
});
