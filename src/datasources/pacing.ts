// Keeps the gateway under each backend's per-token request limit: a sliding one-minute window per
// backend, credential and bucket. A call that would exceed it waits for a free slot while the
// request's deadline allows, instead of provoking a storm of 429s; past the deadline it is refused.
import { UpstreamError, type BackendName } from '../errors.js';

const WINDOW_MS = 60_000;
/** Most (backend, credential, bucket) windows kept; the least recently used are forgotten. */
const MAX_WINDOWS = 10_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface PacingLimits {
  /** Requests per minute and credential for each backend; 0 means no pacing. */
  perMinute: Record<BackendName, number>;
  /** Requests per minute and credential for named buckets, such as attachment posting. */
  buckets: Record<string, number>;
}

/** Takes request slots within per-minute budgets; in memory for one process, or shared (Redis). */
export interface RequestPacer {
  acquire(backend: BackendName, credentialKey: string, deadline: number, bucket?: string): Promise<void>;
  /** Requests waiting for a slot right now (a metric). */
  readonly waiting: number;
}

/** Throws the RATE_LIMITED failure for a call that cannot get a slot before its deadline. */
export function budgetSpent(backend: BackendName, waitMs: number): UpstreamError {
  return new UpstreamError(backend, 429, `the gateway's request budget for this credential is spent; retry in ${Math.ceil(waitMs / 1000)} s`, null, null, 'http', Math.ceil(waitMs / 1000));
}

/**
 * The wait loop every pacer shares: `tryTake` takes a slot and answers 0, or answers how long until
 * one frees up; the loop waits while the deadline allows, counting the waiters in `counter`.
 */
export async function waitForSlot(backend: BackendName, deadline: number, counter: { waiting: number }, tryTake: () => number | Promise<number>): Promise<void> {
  for (;;) {
    const wait = await tryTake();
    if (wait <= 0) return;
    if (Date.now() + wait > deadline) throw budgetSpent(backend, wait);
    counter.waiting++;
    try {
      await sleep(wait);
    } finally {
      counter.waiting--;
    }
  }
}

export class Pacer implements RequestPacer {
  /** key -> send times (ms) within the last minute, oldest first; Map order is recency of use. */
  private readonly windows = new Map<string, number[]>();

  constructor(
    private readonly limits: PacingLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Requests waiting for a slot right now (a metric). */
  waiting = 0;

  /**
   * Takes one slot for `credentialKey` on `backend` (and on `bucket`, when given), waiting as long as
   * `deadline` allows; throws RATE_LIMITED with the seconds to wait when it cannot.
   */
  async acquire(backend: BackendName, credentialKey: string, deadline: number, bucket?: string): Promise<void> {
    const keys: Array<[string, number]> = [[`${backend}|${credentialKey}`, this.limits.perMinute[backend] ?? 0]];
    if (bucket) keys.push([`${backend}|${credentialKey}|${bucket}`, this.limits.buckets[bucket] ?? 0]);
    await waitForSlot(backend, deadline, this, () => {
      const now = this.now();
      const wait = Math.max(0, ...keys.map(([key, limit]) => this.waitFor(key, limit, now)));
      if (wait === 0) for (const [key, limit] of keys) if (limit > 0) this.window(key, now).push(now);
      return wait;
    });
  }

  private waitFor(key: string, limit: number, now: number): number {
    if (limit <= 0) return 0;
    const times = this.window(key, now);
    return times.length < limit ? 0 : (times[0] as number) + WINDOW_MS - now;
  }

  private window(key: string, now: number): number[] {
    let times = this.windows.get(key);
    if (times) {
      this.windows.delete(key);
    } else {
      times = [];
      if (this.windows.size >= MAX_WINDOWS) this.windows.delete(this.windows.keys().next().value as string);
    }
    this.windows.set(key, times);
    while (times.length > 0 && (times[0] as number) <= now - WINDOW_MS) times.shift();
    return times;
  }
}
