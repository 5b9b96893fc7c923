// The circuit breaker with an injected clock: it opens after a run of failures, lets one probe
// through after the cooldown, and a probe that ends without an answer lets the next call probe.
import { describe, expect, it } from 'vitest';
import { CircuitBreakers } from '../../src/datasources/circuit-breaker.js';
import { UpstreamError } from '../../src/errors.js';

const BACKEND = 'resource-planning';

function setup(): { breakers: CircuitBreakers; clock: { now: number } } {
  const clock = { now: 1_000_000 };
  return { breakers: new CircuitBreakers({ failureThreshold: 3, cooldownMs: 10_000 }, () => clock.now), clock };
}

/** The error `admit` throws, or null when it admits the call. */
function refusal(breakers: CircuitBreakers): UpstreamError | null {
  try {
    breakers.admit(BACKEND);
    return null;
  } catch (error) {
    return error as UpstreamError;
  }
}

/** Opens the breaker with three failed calls. */
function open(breakers: CircuitBreakers): void {
  for (let i = 0; i < 3; i++) breakers.admit(BACKEND).failure();
}

describe('circuit breaker', () => {
  it('opens after the threshold of consecutive failures and refuses without calling, saying when to retry', () => {
    const { breakers, clock } = setup();
    breakers.admit(BACKEND).failure();
    breakers.admit(BACKEND).failure();
    expect(breakers.state(BACKEND)).toBe('closed');
    breakers.admit(BACKEND).failure();
    expect(breakers.state(BACKEND)).toBe('open');
    clock.now += 4_000;
    const error = refusal(breakers);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error?.failure).toBe('circuit-open');
    expect(error?.retryAfterSeconds).toBe(6);
  });

  it('counts only consecutive failures: an answer in between starts the count again', () => {
    const { breakers } = setup();
    breakers.admit(BACKEND).failure();
    breakers.admit(BACKEND).failure();
    breakers.admit(BACKEND).success();
    breakers.admit(BACKEND).failure();
    breakers.admit(BACKEND).failure();
    expect(breakers.state(BACKEND)).toBe('closed');
  });

  it('lets exactly one probe through after the cooldown; its answer closes the breaker', () => {
    const { breakers, clock } = setup();
    open(breakers);
    clock.now += 10_000;
    expect(breakers.state(BACKEND)).toBe('half-open');
    const probe = breakers.admit(BACKEND);
    expect(refusal(breakers)?.failure).toBe('circuit-open');
    probe.success();
    expect(breakers.state(BACKEND)).toBe('closed');
    expect(refusal(breakers)).toBeNull();
  });

  it('reopens for a whole cooldown when the probe fails', () => {
    const { breakers, clock } = setup();
    open(breakers);
    clock.now += 10_000;
    breakers.admit(BACKEND).failure();
    expect(breakers.state(BACKEND)).toBe('open');
    clock.now += 9_999;
    expect(refusal(breakers)?.failure).toBe('circuit-open');
    clock.now += 1;
    expect(refusal(breakers)).toBeNull();
  });

  it('lets the next call probe when the probe is dropped before it was sent', () => {
    const { breakers, clock } = setup();
    open(breakers);
    clock.now += 10_000;
    // Pacing refused it, or its deadline passed, or its caller gave up: no answer to judge by.
    breakers.admit(BACKEND).release();
    expect(breakers.state(BACKEND)).toBe('half-open');
    const next = breakers.admit(BACKEND);
    next.success();
    expect(breakers.state(BACKEND)).toBe('closed');
  });

  it('settles a permit once: a release after an answer, or a second answer, changes nothing', () => {
    const { breakers, clock } = setup();
    open(breakers);
    clock.now += 10_000;
    const probe = breakers.admit(BACKEND);
    probe.failure();
    probe.release();
    probe.success();
    expect(breakers.state(BACKEND)).toBe('open');
    expect(refusal(breakers)?.failure).toBe('circuit-open');
  });

  it('keeps the probe of a later call when an earlier, stale probe is released', () => {
    const { breakers, clock } = setup();
    open(breakers);
    clock.now += 10_000;
    const first = breakers.admit(BACKEND);
    first.release();
    const second = breakers.admit(BACKEND);
    first.release();
    // The second probe is still the only one in flight.
    expect(refusal(breakers)?.failure).toBe('circuit-open');
    second.success();
    expect(breakers.state(BACKEND)).toBe('closed');
  });

  it('keeps the backends apart', () => {
    const { breakers } = setup();
    open(breakers);
    expect(breakers.state(BACKEND)).toBe('open');
    expect(breakers.state('work-management')).toBe('closed');
    expect(() => breakers.admit('work-management')).not.toThrow();
  });
});
