// Per-caller request limits: a sliding one-minute window per caller, in memory for one process or in
// Redis (shared by every instance) when REDIS_URL is set; while Redis is away, per instance.
import { createHash } from 'node:crypto';
import type { RedisClient } from '../shared-state/redis-health.js';
import { UNGUARDED, withFallback, type SharedStateGate } from '../shared-state/unavailable.js';

const WINDOW_MS = 60_000;

export interface CallerLimiter {
  /** Takes one request from the caller's window: 0 when it may go on, else the milliseconds until it may. */
  take(callerId: string): Promise<number>;
}

/** One process's windows (timestamps of the last minute's requests per caller). */
export class MemoryCallerLimiter implements CallerLimiter {
  private readonly windows = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(callerId: string): Promise<number> {
    const now = this.now();
    this.sweep(now);
    const recent = (this.windows.get(callerId) ?? []).filter((at) => at > now - WINDOW_MS);
    if (recent.length >= this.perMinute) {
      this.windows.set(callerId, recent);
      return Promise.resolve((recent[0] as number) + WINDOW_MS - now);
    }
    recent.push(now);
    this.windows.set(callerId, recent);
    return Promise.resolve(0);
  }

  /** Records a request counted elsewhere (the shared window), so that this window holds the caller's recent requests here. */
  note(callerId: string): void {
    const now = this.now();
    this.sweep(now);
    const recent = (this.windows.get(callerId) ?? []).filter((at) => at > now - WINDOW_MS);
    recent.push(now);
    this.windows.set(callerId, recent);
  }

  /** Forgets callers quiet for a minute, at most once a minute, so many one-off addresses do not pile up. */
  private sweep(now: number): void {
    if (now - this.lastSweep < WINDOW_MS) return;
    this.lastSweep = now;
    for (const [id, times] of this.windows) if ((times.at(-1) ?? 0) <= now - WINDOW_MS) this.windows.delete(id);
  }
}

/** Checks and takes a slot atomically; answers the wait in ms (0: taken). */
const TAKE = `
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], 0, now - ${WINDOW_MS})
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + ${WINDOW_MS} - now
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ${WINDOW_MS})
return 0
`;

/**
 * The same windows in Redis sorted sets, so a caller's limit holds across every instance; while
 * Redis is away, each instance holds the caller to the limit on its own.
 */
export class RedisCallerLimiter implements CallerLimiter {
  private sequence = 0;
  private readonly local: MemoryCallerLimiter;

  constructor(
    private readonly redis: RedisClient,
    private readonly perMinute: number,
    private readonly gate: SharedStateGate = UNGUARDED,
  ) {
    this.local = new MemoryCallerLimiter(perMinute);
  }

  async take(callerId: string): Promise<number> {
    // Hashed: caller ids come from requests, keys should not.
    const key = `workgraph:caller:${createHash('sha256').update(callerId).digest('base64url').slice(0, 22)}`;
    const now = Date.now();
    const member = `${now}:${process.pid}:${this.sequence++}:${Math.random()}`;
    const wait = await withFallback(
      this.gate,
      'caller-limit',
      async () => Math.max(0, Number(await this.redis.eval(TAKE, 1, key, now, this.perMinute, member))),
      () => null,
    );
    if (wait === null) return this.local.take(callerId);
    if (wait === 0) this.local.note(callerId);
    return wait;
  }
}
