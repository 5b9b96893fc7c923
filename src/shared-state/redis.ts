// State that several gateway instances share through Redis: a key-value cache (responses, persisted
// queries), publish/subscribe for subscriptions, the pacing budget and webhook de-duplication.
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { waitForSlot, type RequestPacer } from '../datasources/pacing.js';
import type { BackendName } from '../errors.js';
import { InMemoryPubSub, type PubSub } from '../subscriptions/pubsub.js';
import type { DedupeStore } from '../webhooks/delivery-gate.js';

const PREFIX = 'workgraph:';

/** Apollo's key-value cache interface over Redis (string values, TTL in seconds). */
export class RedisKeyValueCache implements KeyValueCache<string> {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(`${PREFIX}${this.namespace}:${key}`)) ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const full = `${PREFIX}${this.namespace}:${key}`;
    if (options?.ttl) await this.redis.set(full, value, 'EX', Math.max(1, Math.ceil(options.ttl)));
    else await this.redis.set(full, value);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(`${PREFIX}${this.namespace}:${key}`)) > 0;
  }
}

/** Publishes through Redis channels; each instance fans messages out to its own subscribers. */
export class RedisPubSub implements PubSub {
  private readonly local = new InMemoryPubSub();
  /** Channels whose Redis subscription is confirmed. */
  private readonly ready = new Set<string>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      void this.local.publish(channel.slice(PREFIX.length), JSON.parse(message) as unknown);
    });
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    await this.publisher.publish(`${PREFIX}${topic}`, JSON.stringify(payload));
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    const channel = `${PREFIX}${topic}`;
    if (!this.ready.has(topic) && !this.pending.has(topic)) {
      this.pending.set(
        topic,
        this.subscriber.subscribe(channel).then(() => {
          this.ready.add(topic);
          this.pending.delete(topic);
        }),
      );
    }
    const iterator = this.local.subscribe(topic);
    const stop = iterator.return?.bind(iterator);
    iterator.return = async (value?: unknown) => {
      const result = (await stop?.(value)) ?? { value: undefined, done: true as const };
      if (this.local.listenerCount(topic) === 0 && this.ready.has(topic)) {
        this.ready.delete(topic);
        await this.subscriber.unsubscribe(channel);
      }
      return result;
    };
    return iterator;
  }

  /** Local subscribers, counted only once Redis delivers their channel (so a publish reaches them). */
  listenerCount(topic: string): number {
    return this.ready.has(topic) ? this.local.listenerCount(topic) : 0;
  }

  async close(): Promise<void> {
    await this.local.close();
  }
}

/**
 * Sliding one-minute windows in Redis sorted sets, checked and taken atomically for the backend
 * window and the optional bucket window, so every instance spends one shared budget.
 */
const TAKE_SLOT = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[i + 2])
  if limit > 0 then
    redis.call('ZREMRANGEBYSCORE', key, 0, now - 60000)
    if redis.call('ZCARD', key) >= limit then
      local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
      local w = tonumber(oldest[2]) + 60000 - now
      if w > wait then wait = w end
    end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if tonumber(ARGV[i + 2]) > 0 then
    redis.call('ZADD', key, now, ARGV[2])
    redis.call('PEXPIRE', key, 60000)
  end
end
return 0
`;

export class RedisPacer implements RequestPacer {
  waiting = 0;
  private sequence = 0;

  constructor(
    private readonly redis: Redis,
    private readonly perMinute: Record<BackendName, number>,
    private readonly buckets: Record<string, number>,
  ) {}

  async acquire(backend: BackendName, credentialKey: string, deadline: number, bucket?: string): Promise<void> {
    const keys = [`${PREFIX}pace:${backend}:${credentialKey}`];
    const limits = [this.perMinute[backend] ?? 0];
    if (bucket) {
      keys.push(`${PREFIX}pace:${backend}:${credentialKey}:${bucket}`);
      limits.push(this.buckets[bucket] ?? 0);
    }
    if (limits.every((l) => l <= 0)) return;
    await waitForSlot(backend, deadline, this, async () => {
      const now = Date.now();
      const member = `${now}:${process.pid}:${this.sequence++}:${Math.random()}`;
      return Number(await this.redis.eval(TAKE_SLOT, keys.length, ...keys, now, member, ...limits));
    });
  }
}

/** Remembers delivery keys for a day, shared by every instance (SET NX). */
export class RedisDedupeStore implements DedupeStore {
  constructor(private readonly redis: Redis) {}

  async firstTime(key: string): Promise<boolean> {
    return (await this.redis.set(`${PREFIX}seen:${key}`, '1', 'PX', 86_400_000, 'NX')) === 'OK';
  }
}

/** The Redis connections of one gateway instance. */
export interface RedisConnections {
  main: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

export function connectRedis(url: string): RedisConnections {
  // ioredis is loaded here, when a connection is made: a single instance never spends its ~9 MB resident.
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  const main = new RedisClient(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const subscriber = main.duplicate();
  return {
    main,
    subscriber,
    close: async () => {
      await Promise.allSettled([main.quit(), subscriber.quit()]);
    },
  };
}
