// When a failed upstream attempt is tried again (cockatiel's retry policy): only failures the attempt
// marked retryable, at most `retries` more times, after the backend's own wait or a jittered
// exponential backoff, and never when that wait would end past the request's deadline.
import {
  ExponentialBackoff,
  halfJitterGenerator,
  handleType,
  retry,
  type IBackoffFactory,
  type IRetryBackoffContext,
  type RetryPolicy,
} from 'cockatiel';
import type { UpstreamError } from '../errors.js';

/** A failed attempt that may be tried again; `hintMs` is the wait the backend asked for, if it did. */
export class RetryableFailure extends Error {
  constructor(
    readonly failure: UpstreamError,
    readonly hintMs: number | undefined,
  ) {
    super(failure.message);
    this.name = 'RetryableFailure';
  }
}

type RetryContext = IRetryBackoffContext<unknown>;

/** 100 ms doubling, capped at 2 s; each wait drawn between half and all of it. */
const EXPONENTIAL: IBackoffFactory<RetryContext> = new ExponentialBackoff({
  initialDelay: 100,
  maxDelay: 2000,
  exponent: 2,
  generator: halfJitterGenerator,
});

/**
 * The waits between attempts: the failure's own hint (Retry-After, X-RateLimit-Reset) when it has
 * one, else the next exponential step. A wait that would end at or after `deadline` is not taken:
 * the policy gives up at once with the failure itself (thrown from here, it ends the retry loop).
 */
export function retryBackoff(
  deadline: number,
  now: () => number = Date.now,
  steps: IBackoffFactory<RetryContext> = EXPONENTIAL,
): IBackoffFactory<RetryContext> {
  return {
    next(context) {
      const step = steps.next(context);
      const failed = 'error' in context.result ? context.result.error : null;
      const hint = failed instanceof RetryableFailure ? failed.hintMs : undefined;
      const duration = hint ?? step.duration;
      // Only thrown failures are retried (handleType), so there is always one here.
      if (now() + duration >= deadline) throw failed instanceof RetryableFailure ? failed.failure : (failed as Error);
      return { duration, next: (later) => retryBackoff(deadline, now, step).next(later) };
    },
  };
}

/** The retry policy of one client: `retries` extra attempts of RetryableFailures, all inside `deadline` (epoch ms). */
export function retryPolicy(retries: number, deadline: number, now: () => number = Date.now): RetryPolicy {
  return retry(handleType(RetryableFailure), { maxAttempts: retries, backoff: retryBackoff(deadline, now) });
}

/** Runs `attempt` under `policy`; a failure it gave up on is thrown as the upstream error it wraps. */
export async function withRetries<T>(policy: RetryPolicy, attempt: () => Promise<T>): Promise<T> {
  try {
    return await policy.execute(attempt);
  } catch (error) {
    throw error instanceof RetryableFailure ? error.failure : error;
  }
}
