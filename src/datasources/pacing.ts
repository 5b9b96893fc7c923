// Keeps the gateway under each backend's per-token request limit: a sliding one-minute window per
// backend, credential and bucket. A call that would exceed it waits for a free slot while the
// request's deadline allows, instead of provoking a storm of 429s; when the slot frees too late it
// is refused at once, without waiting.
import { UpstreamError, type BackendName } from '../errors.js';

const WINDOW_MS = 60_000;
/** Most (backend, credential, bucket) windows kept; the least recently used are forgotten. */
const MAX_WINDOWS = 10_000;

/** Time and waiting, passed in so that tests run the pacer without real waits. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface PacingLimits {
  /** Requests per minute and credential for each backend; 0 means no pacing. */
  perMinute: Record<BackendName, number>;
  /** Requests per minute and credential for named buckets, such as attachment posting. */
  buckets: Record<string, number>;
}

/** Takes request slots within per-minute budgets; in memory for one process, or shared (Redis, with this one as its fallback). */
export interface RequestPacer {
  /**
   * Takes one slot, waiting for it when the budget is spent; `latestStart` (epoch ms) is the last
   * moment the call may start, so a slot that frees later is refused at once with RATE_LIMITED.
   */
  acquire(backend: BackendName, credentialKey: string, latestStart: number, bucket?: string): Promise<void>;
  /** Requests waiting for a slot right now (a metric). */
  readonly waiting: number;
}

/** Throws the RATE_LIMITED failure for a call that cannot get a slot before its deadline. */
export function budgetSpent(backend: BackendName, waitMs: number): UpstreamError {
  return new UpstreamError(
    backend,
    429,
    `the gateway's request budget for this credential is spent; retry in ${Math.ceil(waitMs / 1000)} s`,
    null,
    null,
    'http',
    Math.ceil(waitMs / 1000),
  );
}

/**
 * The wait loop every pacer shares: `tryTake` takes a slot and answers 0, or answers how long until
 * one frees up; the loop waits only when the slot frees by `latestStart`, and otherwise throws
 * RATE_LIMITED at once. Waiters are counted in `counter`.
 */
export async function waitForSlot(
  backend: BackendName,
  latestStart: number,
  counter: { waiting: number },
  tryTake: () => number | Promise<number>,
  clock: Clock = SYSTEM_CLOCK,
): Promise<void> {
  for (;;) {
    const wait = await tryTake();
    if (wait <= 0) return;
    if (clock.now() + wait > latestStart) throw budgetSpent(backend, wait);
    counter.waiting++;
    try {
      await clock.sleep(wait);
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
    private readonly clock: Clock = SYSTEM_CLOCK,
  ) {}

  /** Requests waiting for a slot right now (a metric). */
  waiting = 0;

  /**
   * Takes one slot for `credentialKey` on `backend` (and on `bucket`, when given), waiting when it
   * frees by `latestStart`; throws RATE_LIMITED with the seconds to wait when it does not.
   */
  async acquire(backend: BackendName, credentialKey: string, latestStart: number, bucket?: string): Promise<void> {
    const keys: Array<[string, number]> = [[`${backend}|${credentialKey}`, this.limits.perMinute[backend] ?? 0]];
    if (bucket) keys.push([`${backend}|${credentialKey}|${bucket}`, this.limits.buckets[bucket] ?? 0]);
    await waitForSlot(
      backend,
      latestStart,
      this,
      () => {
        const now = this.clock.now();
        const wait = Math.max(0, ...keys.map(([key, limit]) => this.waitFor(key, limit, now)));
        if (wait === 0) for (const [key, limit] of keys) if (limit > 0) this.window(key, now).push(now);
        return wait;
      },
      this.clock,
    );
  }

  /**
   * Records a slot taken elsewhere (in the shared budget), so that this process's windows hold its
   * own recent calls when it has to pace on its own.
   */
  note(backend: BackendName, credentialKey: string, bucket?: string): void {
    const now = this.clock.now();
    if ((this.limits.perMinute[backend] ?? 0) > 0) this.window(`${backend}|${credentialKey}`, now).push(now);
    if (bucket && (this.limits.buckets[bucket] ?? 0) > 0)
      this.window(`${backend}|${credentialKey}|${bucket}`, now).push(now);
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
