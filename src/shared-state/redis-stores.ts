// Key-value state in Redis that every instance shares, each with its fallback when Redis cannot be
// used: the response cache and persisted queries miss, webhook de-duplication remembers in process.
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { InMemoryDedupeStore, type DedupeStore } from '../webhooks/delivery-gate.js';
import type { RedisClient } from './redis-health.js';
import { UNGUARDED, withFallback, type SharedStateGate } from './unavailable.js';

export const PREFIX = 'workgraph:';

/** Apollo's key-value cache interface over Redis (string values, TTL in seconds); a miss while Redis is away. */
export class RedisKeyValueCache implements KeyValueCache<string> {
  constructor(
    private readonly redis: RedisClient,
    private readonly namespace: 'responses' | 'apq',
    private readonly gate: SharedStateGate = UNGUARDED,
  ) {}

  private get use(): 'response-cache' | 'persisted-queries' {
    return this.namespace === 'responses' ? 'response-cache' : 'persisted-queries';
  }

  async get(key: string): Promise<string | undefined> {
    const value = await withFallback(
      this.gate,
      this.use,
      () => this.redis.get(`${PREFIX}${this.namespace}:${key}`),
      () => null,
    );
    return value ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const full = `${PREFIX}${this.namespace}:${key}`;
    const write = (): Promise<unknown> =>
      options?.ttl
        ? this.redis.set(full, value, 'EX', Math.max(1, Math.ceil(options.ttl)))
        : this.redis.set(full, value);
    // Not kept: the next request misses, as it would have without a cache.
    await withFallback(this.gate, this.use, write, () => undefined);
  }

  async delete(key: string): Promise<boolean> {
    return withFallback(
      this.gate,
      this.use,
      async () => (await this.redis.del(`${PREFIX}${this.namespace}:${key}`)) > 0,
      () => false,
    );
  }
}

/** Remembers delivery keys for a day, shared by every instance (SET NX); in process while Redis is away. */
export class RedisDedupeStore implements DedupeStore {
  /** What this instance saw, so that it still drops repeats while Redis is away. */
  private readonly local = new InMemoryDedupeStore();

  constructor(
    private readonly redis: RedisClient,
    private readonly gate: SharedStateGate = UNGUARDED,
  ) {}

  async firstTime(key: string): Promise<boolean> {
    const first = await withFallback(
      this.gate,
      'dedupe',
      async () => (await this.redis.set(`${PREFIX}seen:${key}`, '1', 'PX', 86_400_000, 'NX')) === 'OK',
      () => null,
    );
    const firstHere = await this.local.firstTime(key);
    return first ?? firstHere;
  }
}
