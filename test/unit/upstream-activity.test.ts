// Batches wait for exactly the sibling answers under way when their first key arrived.
import { describe, expect, it, vi } from 'vitest';
import { ScanOrSingleGetLoader } from '../../src/loaders/loader-kit.js';
import { UpstreamActivity } from '../../src/loaders/upstream-activity.js';

const NEVER = 60_000;

/** A promise and its resolver. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('UpstreamActivity', () => {
  it('sends a batch once the calls under way at its first key have answered, not later ones', async () => {
    const activity = new UpstreamActivity(NEVER);
    const endA = activity.begin();
    const endB = activity.begin();
    const sent = deferred();
    let sentAt = '';
    activity.afterEarlierCalls(() => sent.resolve());
    void sent.promise.then(() => (sentAt = 'sent'));
    activity.begin(); // started after the first key: a neighbour, never waited for

    endA();
    await new Promise((r) => setImmediate(r));
    expect(sentAt).toBe('');
    endB();
    await sent.promise;
    expect(sentAt).toBe('sent');
  });

  it('lets the answer add its keys before the batch is sent', async () => {
    const activity = new UpstreamActivity(NEVER);
    const end = activity.begin();
    const keys: string[] = [];
    const sent = deferred<string[]>();
    activity.afterEarlierCalls(() => sent.resolve([...keys]));
    keys.push('first');
    // The answer's continuation runs in microtasks after the call is marked answered.
    void Promise.resolve()
      .then(end)
      .then(() => keys.push('from the answer'));
    expect(await sent.promise).toEqual(['first', 'from the answer']);
  });

  it('sends a batch after the longest wait when a call never answers, and only once', () => {
    vi.useFakeTimers();
    try {
      const activity = new UpstreamActivity(1_000);
      const end = activity.begin();
      let sends = 0;
      activity.afterEarlierCalls(() => sends++);
      vi.advanceTimersByTime(999);
      expect(sends).toBe(0);
      vi.advanceTimersByTime(1);
      expect(sends).toBe(1);
      // The call answering late does not send the batch again.
      end();
      vi.runAllTimers();
      expect(sends).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ScanOrSingleGetLoader', () => {
  const people = new Map([
    [1, 'Ada'],
    [2, 'Ben'],
  ]);

  function loader(activity = new UpstreamActivity(NEVER)) {
    const calls: string[] = [];
    const scan = deferred<Map<number, string>>();
    const l = new ScanOrSingleGetLoader<number, string>(
      { batching: true, concurrency: 4, activity },
      (id) => {
        calls.push(`get ${id}`);
        return Promise.resolve(people.get(id) ?? 'unknown');
      },
      () => {
        calls.push('scan');
        return scan.promise;
      },
    );
    return { l, calls, scan };
  }

  it('answers a lone key with one get', async () => {
    const { l, calls } = loader();
    expect(await l.load(1)).toBe('Ada');
    expect(calls).toEqual(['get 1']);
  });

  it('starts the scan at the second distinct key, before the batch is sent', async () => {
    const activity = new UpstreamActivity(NEVER);
    const sibling = activity.begin(); // a sibling list still under way holds the batch back
    const { l, calls, scan } = loader(activity);
    const a = l.load(1);
    void l.load(1);
    expect(calls).toEqual([]);
    const b = l.load(2);
    expect(calls).toEqual(['scan']);
    scan.resolve(people);
    sibling();
    expect([await a, await b]).toEqual(['Ada', 'Ben']);
    expect(calls).toEqual(['scan']);
  });

  it('starts the scan when a second sibling list announces keys', () => {
    const { l, calls } = loader();
    l.expectKeys();
    expect(calls).toEqual([]);
    l.expectKeys();
    expect(calls).toEqual(['scan']);
  });
});
