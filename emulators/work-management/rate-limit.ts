// Per-token request budgets of the work-management service: a general limit on every request and
// the document's 30 per minute for attachment posting and cell history. Over budget: 429 / 4003.
import { EmulatorHttpError } from '../kit/http-emulator.js';
import type { WmErrors } from './errors.js';

export type RateBucket = 'general' | 'attachment-post' | 'cell-history';

/** Requests per minute and token. General: not in the documents; 300 is the widely reported figure. */
export const DEFAULT_RATE_LIMITS: Record<RateBucket, number> = {
  general: 300,
  'attachment-post': 30,
  'cell-history': 30,
};

const WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly limits: Record<RateBucket, number>;
  /** token -> bucket -> timestamps of the requests in the current window. */
  private readonly seen = new Map<string, Map<RateBucket, number[]>>();

  constructor(
    private readonly errors: WmErrors,
    limits: Partial<Record<RateBucket, number>> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...limits };
  }

  /** Changes a bucket's limit (requests per minute and token); 0 turns it off. A new budget starts a new window. */
  setLimit(bucket: RateBucket, perMinute: number): void {
    this.limits[bucket] = perMinute;
    for (const buckets of this.seen.values()) buckets.delete(bucket);
  }

  /** Records one request of `token` in `bucket`, or throws 429 with Retry-After when the budget is spent. */
  take(token: string, bucket: RateBucket): void {
    const limit = this.limits[bucket];
    if (!limit) return;
    const now = this.now();
    const buckets = this.seen.get(token) ?? new Map<RateBucket, number[]>();
    this.seen.set(token, buckets);
    const times = (buckets.get(bucket) ?? []).filter((t) => now - t < WINDOW_MS);
    buckets.set(bucket, times);
    if (times.length >= limit) {
      const retryAfterMs = WINDOW_MS - (now - (times[0] as number));
      const resetSeconds = Math.ceil((now + retryAfterMs) / 1000);
      throw new EmulatorHttpError(429, this.errors.body(4003, 'Rate limit exceeded.'), {
        'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(resetSeconds),
      });
    }
    times.push(now);
  }
}
