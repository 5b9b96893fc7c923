// The state gateway instances can share (pacing, persisted queries, the response cache, pub/sub,
// webhook de-duplication, caller limits): in Redis when one is configured, else in this process.
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { Registry } from 'prom-client';
import type { GatewayConfig } from '../config.js';
import { pacingLimits } from '../datasources/index.js';
import type { RequestPacer } from '../datasources/pacing.js';
import type { Logger } from '../observability/logger.js';
import { MemoryCallerLimiter, RedisCallerLimiter, type CallerLimiter } from '../security/caller-limits.js';
import type { RedisState } from '../shared-state/redis-health.js';
import { connectRedis, type SharedRedis } from '../shared-state/redis.js';
import { RedisPacer } from '../shared-state/redis-pacer.js';
import { RedisPubSub } from '../shared-state/redis-pubsub.js';
import { RedisDedupeStore, RedisKeyValueCache } from '../shared-state/redis-stores.js';
import { InMemoryPubSub, type PubSub } from '../subscriptions/pubsub.js';
import type { DedupeStore } from '../webhooks/delivery-gate.js';

/** Persisted queries kept in this process: at most this many bytes. */
const MEMORY_PERSISTED_QUERIES_BYTES = 16 * 1024 * 1024;

/** Where each kind of shared state lives, chosen once at start. */
export interface SharedState {
  /** The Redis connections, or null when this instance keeps everything to itself. */
  readonly redis: SharedRedis | null;
  /** Paces upstream calls across instances; undefined paces this instance alone. */
  readonly pacer: RequestPacer | undefined;
  /** Automatic persisted queries. */
  readonly persistedQueries: KeyValueCache<string>;
  /** Where the response cache keeps its entries; undefined keeps Apollo's in-memory default. */
  readonly responseCache: KeyValueCache<string> | undefined;
  readonly pubsub: PubSub;
  /** Remembers the webhook callbacks already published; undefined: the delivery gates remember in memory. */
  readonly dedupe: DedupeStore | undefined;
  /** Callers' request rate (`CALLER_RATE_LIMIT`), or null when unlimited. */
  readonly callerLimiter: CallerLimiter | null;
  /** Registers the shared state's own metrics (Redis health). */
  reportTo(registry: Registry): void;
  /** What /readyz tells of the shared state (Redis away does not make the instance unready). */
  readiness(): { redis?: RedisState };
  /** Waits a moment for Redis at start, so that the first requests count in the shared state. */
  waitUntilReady(logger: Logger): Promise<void>;
  close(): Promise<void>;
}

/** Connects Redis when `REDIS_URL` or `REDIS_CLUSTER_NODES` is set; `pubsub` replaces the chosen pub/sub. */
export function createSharedState(config: GatewayConfig, logger: Logger, pubsub?: PubSub): SharedState {
  const { clusterNodes, commandTimeoutMs } = config.resilience.redis;
  return config.redisUrl || clusterNodes
    ? redisState(connectRedis({ url: config.redisUrl, clusterNodes, commandTimeoutMs }, logger), config, pubsub)
    : memoryState(config, pubsub);
}

/**
 * Every instance shares caches, persisted queries, pub/sub, pacing, limits and de-duplication; each use
 * falls back to this instance while Redis is away (docs/reliability.md).
 */
function redisState(redis: SharedRedis, config: GatewayConfig, pubsub?: PubSub): SharedState {
  const rate = config.security.callerRateLimit;
  const shared = pubsub ?? new RedisPubSub(redis.main, redis.subscriber, redis.health);
  return {
    redis,
    pacer: new RedisPacer(redis.main, pacingLimits(config), redis.health),
    persistedQueries: new RedisKeyValueCache(redis.main, 'apq', redis.health),
    responseCache: new RedisKeyValueCache(redis.main, 'responses', redis.health),
    pubsub: shared,
    dedupe: new RedisDedupeStore(redis.main, redis.health),
    callerLimiter: rate > 0 ? new RedisCallerLimiter(redis.main, rate, redis.health) : null,
    reportTo: (registry) => redis.health.reportTo(registry),
    readiness: () => ({ redis: redis.health.state() }),
    waitUntilReady: async (logger) => {
      if (!(await redis.ready()))
        logger.warn("Redis not ready at start: serving on this instance's fallbacks until it answers");
    },
    close: async () => {
      await shared.close();
      await redis.close();
    },
  };
}

/** One instance alone: everything in this process. */
function memoryState(config: GatewayConfig, pubsub?: PubSub): SharedState {
  const rate = config.security.callerRateLimit;
  const local = pubsub ?? new InMemoryPubSub();
  return {
    redis: null,
    pacer: undefined,
    persistedQueries: new InMemoryLRUCache<string>({ maxSize: MEMORY_PERSISTED_QUERIES_BYTES }),
    responseCache: undefined,
    pubsub: local,
    dedupe: undefined,
    callerLimiter: rate > 0 ? new MemoryCallerLimiter(rate) : null,
    reportTo: () => undefined,
    readiness: () => ({}),
    waitUntilReady: () => Promise.resolve(),
    close: () => local.close(),
  };
}
