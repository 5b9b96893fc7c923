// The pacing budget shared by every instance: sliding one-minute windows in Redis sorted sets,
// checked and taken atomically. While Redis is away each instance paces on its own, with the same
// limits (then per instance) and the windows of its own recent calls.
import { Pacer, waitForSlot, type PacingLimits, type RequestPacer } from '../datasources/pacing.js';
import type { BackendName } from '../errors.js';
import type { RedisClient } from './redis-health.js';
import { PREFIX } from './redis-stores.js';
import { SharedStateUnavailable, UNGUARDED, type SharedStateGate } from './unavailable.js';

/** Takes a slot in every window of KEYS (limits in ARGV[3..]) at once, or answers the wait in ms. */
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
  private readonly local: Pacer;
  private readonly shared = { waiting: 0 };
  private sequence = 0;

  constructor(
    private readonly redis: RedisClient,
    private readonly limits: PacingLimits,
    private readonly gate: SharedStateGate = UNGUARDED,
  ) {
    this.local = new Pacer(limits);
  }

  get waiting(): number {
    return this.shared.waiting + this.local.waiting;
  }

  async acquire(backend: BackendName, credentialKey: string, latestStart: number, bucket?: string): Promise<void> {
    // One hash tag per backend and credential: both windows are in one slot of a Redis Cluster.
    const window = `${PREFIX}pace:{${backend}:${credentialKey}}`;
    const keys = [window];
    const limits = [this.limits.perMinute[backend] ?? 0];
    if (bucket) {
      keys.push(`${window}:${bucket}`);
      limits.push(this.limits.buckets[bucket] ?? 0);
    }
    if (limits.every((l) => l <= 0)) return;
    try {
      await waitForSlot(backend, latestStart, this.shared, async () => {
        const now = Date.now();
        const member = `${now}:${process.pid}:${this.sequence++}:${Math.random()}`;
        const wait = Number(
          await this.gate.run('pacer', () => this.redis.eval(TAKE_SLOT, keys.length, ...keys, now, member, ...limits)),
        );
        if (wait <= 0) this.local.note(backend, credentialKey, bucket);
        return wait;
      });
    } catch (error) {
      if (!(error instanceof SharedStateUnavailable)) throw error;
      await this.local.acquire(backend, credentialKey, latestStart, bucket);
    }
  }
}
