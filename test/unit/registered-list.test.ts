// The list of registered webhooks, read as a whole at most once per interval whatever the ids that
// callbacks name: on fake timers, so that intervals pass without waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisteredList } from '../../src/webhooks/registered-list.js';

const INTERVAL = 30_000;
const HOUR = 3_600_000;

interface Hook {
  secret: string;
}

/** A list over `registered` (id -> secret) that counts its reads; `fail` makes the next reads fail. */
function listOf(registered: Map<string, string>, maxWaiting = 1000) {
  const reads = { count: 0, fail: false };
  const list = new RegisteredList<Hook>({
    readAll: () => {
      reads.count++;
      if (reads.fail) return Promise.reject(new Error('the service is down'));
      return Promise.resolve(new Map([...registered].map(([id, secret]) => [id, { secret }])));
    },
    refreshMs: INTERVAL,
    maxAgeMs: HOUR,
    max: 100,
    maxWaiting,
  });
  return { list, reads };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registered webhook list', () => {
  it('reads the list once for a hundred distinct unknown ids arriving together, and answers them after the next read', async () => {
    const { list, reads } = listOf(new Map([['1', 's1']]));
    const lookups = Array.from({ length: 100 }, (_, i) => list.lookup(`forged-${i}`, true));
    await vi.advanceTimersByTimeAsync(0);
    expect(reads.count).toBe(1);
    // Those that came during the first read wait for the next one, due one interval after it.
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect((await Promise.all(lookups)).map((l) => l.status)).toEqual(Array(100).fill('unknown'));
    expect(reads.count).toBe(2);
  });

  it('answers an id not known yet as unavailable without waiting, and costs no read within the interval', async () => {
    const { list, reads } = listOf(new Map());
    expect(await list.lookup('a', false)).toEqual({ status: 'unknown' });
    expect(await list.lookup('b', false)).toEqual({ status: 'unavailable' });
    expect(await list.lookup('a', false)).toEqual({ status: 'unknown' });
    expect(reads.count).toBe(1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await list.lookup('b', false)).toEqual({ status: 'unknown' });
    expect(reads.count).toBe(2);
  });

  it('knows a webhook made elsewhere once the next read lists it', async () => {
    const registered = new Map<string, string>();
    const { list } = listOf(registered);
    expect(await list.lookup('x', false)).toEqual({ status: 'unknown' });
    registered.set('new', 'secret');
    const waiting = list.lookup('new', true);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await waiting).toEqual({ status: 'known', value: { secret: 'secret' } });
  });

  it('answers webhooks made through the graph at once, without a read', async () => {
    const { list, reads } = listOf(new Map());
    list.remember('made', { secret: 'm' });
    expect(await list.lookup('made', false)).toEqual({ status: 'known', value: { secret: 'm' } });
    expect(reads.count).toBe(0);
  });

  it('reads the list again before trusting a known id once the list is an hour old', async () => {
    const registered = new Map([['1', 'old']]);
    const { list, reads } = listOf(registered);
    expect(await list.lookup('1', false)).toEqual({ status: 'known', value: { secret: 'old' } });
    registered.set('1', 'reset');
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(await list.lookup('1', false)).toEqual({ status: 'known', value: { secret: 'old' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(await list.lookup('1', false)).toEqual({ status: 'known', value: { secret: 'reset' } });
    expect(reads.count).toBe(2);
  });

  it('lets at most maxWaiting lookups wait; the others are unavailable at once', async () => {
    const { list } = listOf(new Map(), 2);
    await list.lookup('first', false);
    const waiting = [list.lookup('a', true), list.lookup('b', true)];
    expect(await list.lookup('c', true)).toEqual({ status: 'unavailable' });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect((await Promise.all(waiting)).map((l) => l.status)).toEqual(['unknown', 'unknown']);
  });

  it('answers unavailable when the list cannot be read, and reads it no sooner for that', async () => {
    const { list, reads } = listOf(new Map([['1', 's']]));
    reads.fail = true;
    expect(await list.lookup('1', false)).toEqual({ status: 'unavailable' });
    expect(await list.lookup('1', false)).toEqual({ status: 'unavailable' });
    expect(reads.count).toBe(1);
    reads.fail = false;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await list.lookup('1', false)).toEqual({ status: 'known', value: { secret: 's' } });
  });
});
