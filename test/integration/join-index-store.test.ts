// The join index stores keep one contract (test/helpers/join-store-contract.ts); the in-process
// store runs it here, the Redis store in shared-state.test.ts. And the index itself: a scope skips
// the log entries of other scopes, rescans when that is cheaper than reading the changes, and
// rebuilds when the log no longer reaches back to it.
import { describe, expect, it } from 'vitest';
import { JoinIndex, type BuildReason, type IndexSource } from '../../src/joins/join-index.js';
import { InMemoryJoinIndexStore } from '../../src/joins/memory-store.js';
import { CHANGE_LOG_LENGTH, type IndexedItem } from '../../src/joins/store.js';
import { createLogger } from '../../src/observability/logger.js';
import { indexedItem as item, joinIndexStoreContract } from '../helpers/join-store-contract.js';

const HOUR = 3_600_000;

joinIndexStoreContract('in-process store', () => new InMemoryJoinIndexStore(10, HOUR));

/** A backend of `records` (id -> sheet) read through the index source interface, counting its calls. */
function fakeSource(records: Map<string, string>, calls: { scans: number; reads: number }): IndexSource {
  const asItem = (id: string, order: number): IndexedItem => item(id, order, records.get(id) ?? null);
  return {
    index: 'assets',
    scan: () => {
      calls.scans++;
      return Promise.resolve({
        items: [...records.keys()].map((id, i) => asItem(id, i)),
        containers: ['lib-1'],
        scanCalls: 3,
        extra: {},
      });
    },
    reread: (changes) => {
      calls.reads += changes.length;
      return Promise.resolve(
        changes.map((c) => ({ id: c.id, item: records.has(c.id) ? asItem(c.id, 1000 + c.seq) : null })),
      );
    },
  };
}

describe('the index over a store', () => {
  const builds: BuildReason[] = [];
  const make = () =>
    new JoinIndex(
      new InMemoryJoinIndexStore(10, HOUR),
      { enabled: true, reconcileMs: HOUR, projectRefreshMs: HOUR, lockTtlMs: HOUR, idleMs: HOUR },
      {
        built: (_index, reason) => builds.push(reason),
        fellBack: () => undefined,
        changeNoted: () => undefined,
        reread: () => undefined,
      },
      createLogger('silent'),
    );

  it('reads changed records one by one, and rescans when more changed than a scan costs', async () => {
    const index = make();
    const records = new Map([
      ['a', 'S'],
      ['b', 'S'],
      ['c', 'T'],
    ]);
    const calls = { scans: 0, reads: 0 };
    const source = () => fakeSource(records, calls);
    const sheet = async () =>
      (await (await index.view('scope', source(), source)).lookup('sheet', ['S'])).get('S') ?? [];
    builds.length = 0;
    expect(await sheet()).toHaveLength(2);
    records.set('c', 'S');
    await index.noteChange({ index: 'assets', container: 'lib-1', id: 'c' }, 'webhook');
    // The fake source's records hold their id as their value.
    expect(await sheet()).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(calls).toEqual({ scans: 1, reads: 1 });
    for (const id of ['a', 'b', 'c', 'd']) await index.noteChange({ index: 'assets', container: 'lib-1', id }, 'graph');
    records.delete('a');
    await sheet();
    expect(calls).toEqual({ scans: 2, reads: 1 });
    // The rescan became the index: the next request reads it (after it is stored), with nothing to catch up.
    expect(await sheet()).toEqual([{ id: 'b' }, { id: 'c' }]);
    expect(calls).toEqual({ scans: 2, reads: 1 });
    expect(builds).toEqual(['cold', 'changes']);
  });

  it("skips other containers' changes, so that a quiet scope never falls behind the log", async () => {
    const index = make();
    const calls = { scans: 0, reads: 0 };
    const source = () => fakeSource(new Map([['a', 'S']]), calls);
    await index.view('quiet', source(), source);
    for (let i = 0; i < CHANGE_LOG_LENGTH + 500; i++) {
      await index.noteChange({ index: 'assets', container: 'another-library', id: String(i) }, 'webhook');
      if (i % 500 === 0) await index.view('quiet', source(), source);
    }
    await index.view('quiet', source(), source);
    expect(calls).toEqual({ scans: 1, reads: 0 });
  });
});
