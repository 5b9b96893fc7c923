// The Redis connections of one gateway instance, to one Redis (`REDIS_URL`) or a Redis Cluster
// (`REDIS_CLUSTER_NODES`), set up so that Redis helps and never blocks: no offline queue, no retries
// of a command, a short timeout per command, quick reconnection, errors observed (docs/reliability.md).
import { createRequire } from 'node:module';
import type { ClusterOptions, RedisOptions } from 'ioredis';
import type { Logger } from '../observability/logger.js';
import { RedisHealth, type RedisClient } from './redis-health.js';

export type { RedisClient } from './redis-health.js';

/** Where Redis is and how long a command may take. */
export interface RedisSettings {
  /** One Redis (`REDIS_URL`). */
  url: string | null;
  /** Seed nodes of a Redis Cluster (`REDIS_CLUSTER_NODES`). */
  clusterNodes: string[] | null;
  commandTimeoutMs: number;
}

/** The Redis connections of one gateway instance. */
export interface SharedRedis {
  /** Commands (cache, persisted queries, pacing, limits, de-duplication, join index, publishing), through `health`. */
  main: RedisClient;
  /** Subscriptions only: a connection in subscriber mode takes no other commands. */
  subscriber: RedisClient;
  /** Whether `main` answers; the gate of every command on the request path. */
  health: RedisHealth;
  /** Resolves once `main` is ready, or `false` after the connect timeout (the instance then starts on its fallbacks). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Longest a command may stay unanswered in the client (a guard against a pile-up while Redis hangs):
 * callers give up much sooner (`REDIS_COMMAND_TIMEOUT_MS`, through RedisHealth), a rebuild's bulk writes later.
 */
export const REDIS_CLIENT_TIMEOUT_MS = 30_000;
/** Longest wait between two reconnection attempts: the gateway is back on shared state soon after Redis is. */
const RECONNECT_MAX_MS = 250;

const reconnectDelay = (attempt: number): number => Math.min(attempt * 50, RECONNECT_MAX_MS);

/** Options of every connection: a command fails at once when there is no connection, and is never sent twice. */
function connectionOptions(commandTimeoutMs: number): RedisOptions {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // Subscriptions are renewed by the pub/sub on each 'ready', where it knows which ones it wants.
    autoResubscribe: false,
    commandTimeout: Math.max(REDIS_CLIENT_TIMEOUT_MS, commandTimeoutMs),
    connectTimeout: Math.max(1000, commandTimeoutMs * 4),
    retryStrategy: reconnectDelay,
  };
}

/** Cluster seed nodes and the credentials and TLS they share, from `redis://[user:password@]host:port` URLs. */
function clusterSeeds(
  nodes: string[],
  commandTimeoutMs: number,
): { seeds: Array<{ host: string; port: number }>; options: ClusterOptions } {
  const urls = nodes.map((node) => new URL(node));
  const first = urls[0] as URL;
  const redisOptions: RedisOptions = {
    ...connectionOptions(commandTimeoutMs),
    ...(first.username ? { username: decodeURIComponent(first.username) } : {}),
    ...(first.password ? { password: decodeURIComponent(first.password) } : {}),
    ...(first.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  return {
    seeds: urls.map((url) => ({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) })),
    options: {
      enableOfflineQueue: false,
      clusterRetryStrategy: reconnectDelay,
      slotsRefreshTimeout: Math.max(1000, commandTimeoutMs * 4),
      retryDelayOnClusterDown: 50,
      retryDelayOnFailover: 50,
      retryDelayOnTryAgain: 50,
      redisOptions,
    },
  };
}

export function connectRedis(settings: RedisSettings, logger: Logger): SharedRedis {
  // ioredis is loaded here, when a connection is made: a single instance never spends its ~9 MB resident.
  const { Redis, Cluster } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  let main: RedisClient;
  if (settings.clusterNodes) {
    const { seeds, options } = clusterSeeds(settings.clusterNodes, settings.commandTimeoutMs);
    main = new Cluster(seeds, options);
  } else if (settings.url) {
    main = new Redis(settings.url, connectionOptions(settings.commandTimeoutMs));
  } else {
    throw new Error('connectRedis needs REDIS_URL or REDIS_CLUSTER_NODES');
  }
  const health = new RedisHealth(main, settings.commandTimeoutMs, logger);
  const subscriber = main.duplicate();
  // The outage is reported once, by `health` on the main connection.
  subscriber.on('error', () => undefined);
  const connectTimeoutMs = Math.max(1000, settings.commandTimeoutMs * 4);
  return {
    main,
    subscriber,
    health,
    ready: () => whenReady(main, connectTimeoutMs),
    close: async () => {
      health.closed();
      await Promise.allSettled([main.quit(), subscriber.quit()]);
      main.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Whether the connection becomes ready within `timeoutMs`: a first request then counts in the shared state, not beside it. */
function whenReady(client: RedisClient, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean): void => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = (): void => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    timer.unref();
    client.once('ready', onReady);
  });
}
