// What gateway instances share through Redis keeps its contract on one Redis and on a three-node
// Redis Cluster (REDIS_CLUSTER_NODES): the join index store, the response cache and persisted
// queries, the pacing budget (bucket included), the per-caller limit, webhook de-duplication and
// publish/subscribe. Two connections made as the gateway makes them (connectRedis) play two instances.
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../src/errors.js';
import { createLogger } from '../../src/observability/logger.js';
import { RedisCallerLimiter } from '../../src/security/caller-limits.js';
import { connectRedis, type RedisClient, type RedisSettings, type SharedRedis } from '../../src/shared-state/redis.js';
import { RedisJoinIndexStore } from '../../src/shared-state/redis-join-index.js';
import { RedisPacer } from '../../src/shared-state/redis-pacer.js';
import { RedisPubSub } from '../../src/shared-state/redis-pubsub.js';
import { RedisDedupeStore, RedisKeyValueCache } from '../../src/shared-state/redis-stores.js';
import { joinIndexStoreContract } from '../helpers/join-store-contract.js';
import { redisAvailable, redisClusterAvailable, startRedis, startRedisCluster } from '../helpers/redis.js';

const HOUR = 3_600_000;
const LIMITS = { perMinute: { 'work-management': 3, 'resource-planning': 0, 'digital-asset': 0 }, buckets: { 'attachment-post': 1 } };
const silent = createLogger('silent');

/** Resolves once the connection is ready for commands. */
export async function ready(client: RedisClient): Promise<void> {
  if (client.status !== 'ready') await once(client, 'ready');
}

/** Resolves once `pubsub`'s subscription to `topic` is confirmed by Redis (a publish from any instance reaches it). */
async function confirmed(pubsub: RedisPubSub, topic: string): Promise<void> {
  for (let i = 0; i < 100_000 && !pubsub.confirmedChannel(topic); i++) await new Promise((resolve) => setImmediate(resolve));
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
  start(): Promise<{ settings: RedisSettings; stop(): Promise<void> }>;
}

const DEPLOYMENTS: Deployment[] = [
  {
    label: 'one Redis (REDIS_URL)',
    available: redisAvailable,
    start: async () => {
      const server = await startRedis();
      return { settings: { url: server.url, clusterNodes: null, commandTimeoutMs: 2000 }, stop: () => server.stop() };
    },
  },
  {
    label: 'a three-node Redis Cluster (REDIS_CLUSTER_NODES)',
    available: redisClusterAvailable,
    start: async () => {
      const cluster = await startRedisCluster();
      return { settings: { url: null, clusterNodes: cluster.urls, commandTimeoutMs: 2000 }, stop: () => cluster.stop() };
    },
  },
];

for (const deployment of DEPLOYMENTS) {
  describe.skipIf(!deployment.available)(deployment.label, () => {
    let stop: () => Promise<void>;
    /** Two instances' connections. */
    let a: SharedRedis;
    let b: SharedRedis;

    beforeAll(async () => {
      const started = await deployment.start();
      stop = started.stop;
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
      expect(await failure(pacerB.acquire('work-management', credential, now(), 'attachment-post'))).toMatchObject({ status: 429 });
      await pacerB.acquire('work-management', credential, now() + HOUR);
      await pacerA.acquire('work-management', credential, now() + HOUR);
      const refused = await failure(pacerB.acquire('work-management', credential, now()));
      expect(refused).toBeInstanceOf(UpstreamError);
      expect(refused).toMatchObject({ status: 429 });
    });

    it('holds a caller to one limit across instances', async () => {
      const caller = randomUUID();
      const [limiterA, limiterB] = [new RedisCallerLimiter(a.main, 2, a.health), new RedisCallerLimiter(b.main, 2, b.health)];
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

    it("delivers what one instance publishes to the other's subscribers, and to its own, once each", async () => {
      const [pubsubA, pubsubB] = [new RedisPubSub(a.main, a.subscriber, a.health), new RedisPubSub(b.main, b.subscriber, b.health)];
      const topic = `sheet:${randomUUID()}`;
      const onB = pubsubB.subscribe(topic);
      const onA = pubsubA.subscribe(topic);
      await confirmed(pubsubB, topic);
      await confirmed(pubsubA, topic);
      await pubsubA.publish(topic, { n: 1 });
      await pubsubB.publish(topic, { n: 2 });
      expect([(await onB.next()).value, (await onB.next()).value]).toEqual([{ n: 1 }, { n: 2 }]);
      expect([(await onA.next()).value, (await onA.next()).value]).toEqual([{ n: 1 }, { n: 2 }]);
      await onA.return?.();
      await onB.return?.();
      await pubsubA.close();
      await pubsubB.close();
    });
  });
}
