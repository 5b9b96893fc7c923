// The upstream retry policy (cockatiel's, with our waits) on an injected clock: which failures are
// tried again, how often, how long it waits, and that it never waits past the request's deadline.
import type { IRetryBackoffContext } from 'cockatiel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryableFailure, retryBackoff, retryPolicy, withRetries } from '../../src/datasources/retry-policy.js';
import { UpstreamError } from '../../src/errors.js';

const NOW = 1_000_000;
const clock = (): number => NOW;
const unavailable = new UpstreamError('resource-planning', 503, 'Service Unavailable');
const refused = new UpstreamError('resource-planning', 404, 'Not Found');

/** An attempt that fails with `failures` in turn, then answers 'done'; counts its calls. */
function attempts(...failures: Error[]): { calls: () => number; run: () => Promise<string> } {
  let calls = 0;
  return {
    calls: () => calls,
    run: () => {
      const failure = failures[calls++];
      return failure ? Promise.reject(failure) : Promise.resolve('done');
    },
  };
}

/** The context a retry policy hands its backoff after `failure`. */
const afterFailure = (failure: Error, attempt = 1): IRetryBackoffContext<unknown> => ({
  attempt,
  signal: new AbortController().signal,
  result: { error: failure },
});

/** The waits a backoff chain gives for `count` failures without a hint. */
function waits(count: number): number[] {
  const out: number[] = [];
  let backoff = retryBackoff(Number.POSITIVE_INFINITY, clock).next(
    afterFailure(new RetryableFailure(unavailable, undefined)),
  );
  for (let i = 0; i < count; i++) {
    out.push(backoff.duration);
    backoff = backoff.next(afterFailure(new RetryableFailure(unavailable, undefined), i + 2));
  }
  return out;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('retry policy', () => {
  it('tries a retryable failure again up to `retries` times, then throws the upstream error it wraps', async () => {
    const attempt = attempts(
      new RetryableFailure(unavailable, 0),
      new RetryableFailure(unavailable, 0),
      new RetryableFailure(unavailable, 0),
    );
    await expect(withRetries(retryPolicy(2, NOW + 60_000, clock), attempt.run)).rejects.toBe(unavailable);
    expect(attempt.calls()).toBe(3);
  });

  it('answers the first attempt that succeeds', async () => {
    const attempt = attempts(new RetryableFailure(unavailable, 0), new RetryableFailure(unavailable, 0));
    expect(await withRetries(retryPolicy(2, NOW + 60_000, clock), attempt.run)).toBe('done');
    expect(attempt.calls()).toBe(3);
  });

  it('never tries again a failure the attempt did not mark retryable', async () => {
    const attempt = attempts(refused);
    await expect(withRetries(retryPolicy(2, NOW + 60_000, clock), attempt.run)).rejects.toBe(refused);
    expect(attempt.calls()).toBe(1);
  });

  it('tries nothing again with no retries configured', async () => {
    const attempt = attempts(new RetryableFailure(unavailable, 0));
    await expect(withRetries(retryPolicy(0, NOW + 60_000, clock), attempt.run)).rejects.toBe(unavailable);
    expect(attempt.calls()).toBe(1);
  });

  it('gives up at once with the failure when the backend asks for a wait that ends past the deadline', async () => {
    const rateLimited = new UpstreamError('work-management', 429, 'Rate limit exceeded', 4003, null, 'http', 30);
    const attempt = attempts(new RetryableFailure(rateLimited, 30_000));
    await expect(withRetries(retryPolicy(2, NOW + 20_000, clock), attempt.run)).rejects.toBe(rateLimited);
    expect(attempt.calls()).toBe(1);
  });
});

describe('retry backoff', () => {
  it('waits what the backend asked for (Retry-After, X-RateLimit-Reset) when it asked', () => {
    expect(
      retryBackoff(NOW + 60_000, clock).next(afterFailure(new RetryableFailure(unavailable, 1_234))).duration,
    ).toBe(1_234);
  });

  it('without a hint waits 100 ms doubling up to 2 s, each wait drawn between half and all of it', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(waits(7)).toEqual([50, 100, 200, 400, 800, 1000, 1000]);
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    expect(waits(7)).toEqual([99, 199, 399, 799, 1599, 1999, 1999]);
  });

  it('does not take a wait that ends exactly at the deadline: it throws the upstream failure instead', () => {
    const backoff = retryBackoff(NOW + 500, clock);
    expect(() => backoff.next(afterFailure(new RetryableFailure(unavailable, 500)))).toThrow(unavailable);
    expect(backoff.next(afterFailure(new RetryableFailure(unavailable, 499))).duration).toBe(499);
  });
});
