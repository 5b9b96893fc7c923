// The pacer with an injected clock (no real waiting): a call waits for a slot of the sliding
// one-minute window only when the slot frees in time, and is refused at once otherwise.
import { describe, expect, it } from 'vitest';
import { Pacer, type Clock } from '../../src/datasources/pacing.js';
import { UpstreamError } from '../../src/errors.js';
import { errorCodeOf } from '../../src/graphql-errors.js';

/** A clock whose sleeps return at once, moving its time on by what was slept. */
function fakeClock(start = 5_000_000): Clock & { slept: number[]; time: number } {
  const clock = {
    time: start,
    slept: [] as number[],
    now: () => clock.time,
    sleep: (ms: number): Promise<void> => {
      clock.slept.push(ms);
      clock.time += ms;
      return Promise.resolve();
    },
  };
  return clock;
}

const LIMITS = {
  perMinute: { 'work-management': 3, 'resource-planning': 0, 'digital-asset': 0 },
  buckets: { 'attachment-post': 1 },
};
const FAR = Number.POSITIVE_INFINITY;

async function refusal(promise: Promise<void>): Promise<UpstreamError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error as UpstreamError;
  }
}

describe('pacer', () => {
  it('takes slots without waiting while the budget lasts, per credential', async () => {
    const clock = fakeClock();
    const pacer = new Pacer(LIMITS, clock);
    for (let i = 0; i < 3; i++) await pacer.acquire('work-management', 'alice', FAR);
    await pacer.acquire('work-management', 'bob', FAR);
    await pacer.acquire('resource-planning', 'alice', FAR);
    expect(clock.slept).toEqual([]);
  });

  it('waits until the oldest slot of the window frees when that is in time', async () => {
    const clock = fakeClock();
    const pacer = new Pacer(LIMITS, clock);
    await pacer.acquire('work-management', 'alice', FAR);
    clock.time += 20_000;
    await pacer.acquire('work-management', 'alice', FAR);
    await pacer.acquire('work-management', 'alice', FAR);
    await pacer.acquire('work-management', 'alice', clock.time + 40_000);
    expect(clock.slept).toEqual([40_000]);
  });

  it('refuses at once with RATE_LIMITED and the seconds to wait when the slot frees after the last start', async () => {
    const clock = fakeClock();
    const pacer = new Pacer(LIMITS, clock);
    for (let i = 0; i < 3; i++) await pacer.acquire('work-management', 'alice', FAR);
    clock.time += 1_500;
    const error = await refusal(pacer.acquire('work-management', 'alice', clock.time + 58_499));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(errorCodeOf(error as UpstreamError)).toBe('RATE_LIMITED');
    expect(error?.retryAfterSeconds).toBe(59);
    expect(clock.slept).toEqual([]);
    expect(pacer.waiting).toBe(0);
  });

  it('keeps a named bucket on top of the backend budget', async () => {
    const clock = fakeClock();
    const pacer = new Pacer(LIMITS, clock);
    await pacer.acquire('work-management', 'alice', FAR, 'attachment-post');
    const error = await refusal(pacer.acquire('work-management', 'alice', clock.time + 1_000, 'attachment-post'));
    expect(error?.retryAfterSeconds).toBe(60);
    // The bucket's refusal took no slot of the backend budget: two remain.
    await pacer.acquire('work-management', 'alice', FAR);
    await pacer.acquire('work-management', 'alice', FAR);
    expect(clock.slept).toEqual([]);
  });
});
