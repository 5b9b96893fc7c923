// The join index stores keep one contract, in process and in a real redis-server: versions replaced
// whole, changes applied atomically, forward only and to the current version, records keeping their
// place, a bounded change log, a lock with expiry. And the index itself: a scope skips the log
// entries of other scopes, rescans when that is cheaper than reading the changes, and rebuilds when
// the log no longer reaches back to it.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JoinIndex, type BuildReason, type IndexSource } from '../../src/joins/join-index.js';
import { InMemoryJoinIndexStore } from '../../src/joins/memory-store.js';
import { CHANGE_LOG_LENGTH, type IndexedItem, type JoinIndexStore } from '../../src/joins/store.js';
import { createLogger } from '../../src/observability/logger.js';
import { RedisJoinIndexStore } from '../../src/shared-state/redis-join-index.js';
import { present } from '../helpers/present.js';
import { redisAvailable, startRedis } from '../helpers/redis.js';
import type { SpawnedProcess } from '../helpers/spawn.js';

const HOUR = 3_600_000;

const item = (id: string, order: number, sheet: string | null, value: unknown = { id }): IndexedItem =>
  sheet === null ? { id, order, keys: {}, value: null } : { id, order, keys: { sheet: [sheet] }, value };
const state = (appliedSeq: number) => ({ builtAt: Date.now(), appliedSeq, containers: ['lib-1'], scanCalls: 3, extra: { fieldId: 7 } });
const ids = async (store: JoinIndexStore, scope: string, version: string, key: string): Promise<string[]> => ((await store.lookup(scope, version, 'sheet', [key])).get(key) ?? []).map((f) => f.id);

function contract(name: string, make: () => JoinIndexStore): void {
  describe(name, () => {
    it('replaces a scope whole and looks records up by key in their order, place-only records left out', async () => {
      const store = make();
      expect(await store.read('s1')).toBeNull();
      await store.replace('s1', state(0), [item('b', 2, 'S'), item('a', 1, 'S'), item('c', 3, null), item('d', 4, 'T', { big: 9007199254740993n.toString() })]);
      const read = present(await store.read('s1'));
      expect(read.state).toMatchObject({ appliedSeq: 0, containers: ['lib-1'], scanCalls: 3, size: 3, extra: { fieldId: 7 } });
      expect(read.complete).toBe(true);
      expect(await ids(store, 's1', read.state.version, 'S')).toEqual(['a', 'b']);
      expect(present((await store.lookup('s1', read.state.version, 'sheet', ['T'])).get('T')?.[0]).value).toEqual({ big: '9007199254740993' });
      expect((await store.lookup('s1', read.state.version, 'sheet', ['nothing'])).size).toBe(0);
    });

    it('applies changes to the current version only, forward only, records keeping their place', async () => {
      const store = make();
      await store.replace('s2', state(0), [item('a', 1, 'S'), item('b', 2, 'S'), item('c', 3, null)]);
      const { version } = present(await store.read('s2')).state;
      // c names S now (it keeps its place between a and b... after b), b moves to T, a is gone.
      expect(await store.apply('s2', version, 5, [{ id: 'c', item: item('c', 99, 'S') }, { id: 'b', item: item('b', 50, 'T') }, { id: 'a', item: null }, { id: 'n', item: item('n', 100, 'S') }])).toBe(true);
      expect(await ids(store, 's2', version, 'S')).toEqual(['c', 'n']);
      expect((await store.lookup('s2', version, 'sheet', ['T'])).get('T')?.map((f) => [f.id, f.order])).toEqual([['b', 2]]);
      expect((await store.read('s2'))?.state).toMatchObject({ appliedSeq: 5, size: 3 });
      // An older catch-up changes nothing.
      expect(await store.apply('s2', version, 4, [{ id: 'c', item: null }])).toBe(true);
      expect(await ids(store, 's2', version, 'S')).toEqual(['c', 'n']);
      // A replaced version takes no changes.
      await store.replace('s2', state(6), [item('z', 1, 'S')]);
      expect(await store.apply('s2', version, 9, [{ id: 'q', item: item('q', 1, 'S') }])).toBe(false);
      expect(await ids(store, 's2', present(await store.read('s2')).state.version, 'S')).toEqual(['z']);
    });

    it('keeps a bounded change log: a scope that fell behind it is told so', async () => {
      const store = make();
      const first = await store.append({ index: 'assets', container: 'lib-1', id: 'x' });
      await store.replace('s3', state(first), [item('a', 1, 'S')]);
      const second = await store.append({ index: 'assets', container: 'lib-1', id: 'y' });
      const read = present(await store.read('s3'));
      expect(second).toBe(first + 1);
      expect(read.changes.map((c) => [c.seq, c.id])).toEqual([[second, 'y']]);
      expect(read.head).toBe(second);
      expect(read.complete).toBe(true);
      for (let i = 0; i < CHANGE_LOG_LENGTH + 1; i++) await store.append({ index: 'projects', container: null, id: String(i) });
      expect((await store.read('s3'))?.complete).toBe(false);
    });

    it('lets one holder take a scope lock until it releases it or it expires', async () => {
      const store = make();
      const release = await store.lock('s4', HOUR);
      expect(release).not.toBeNull();
      expect(await store.lock('s4', HOUR)).toBeNull();
      await present(release)();
      const short = await store.lock('s4', 1);
      expect(short).not.toBeNull();
      let again: (() => Promise<void>) | null = null;
      for (let i = 0; i < 100_000 && !again; i++) again = await store.lock('s4', HOUR);
      expect(again).not.toBeNull();
    });
  });
}

contract('in-process store', () => new InMemoryJoinIndexStore(10, HOUR));

describe.skipIf(!redisAvailable)('redis store', () => {
  let server: SpawnedProcess & { url: string };
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    await redis?.quit();
    await server?.stop();
  });
  contract('contract', () => new RedisJoinIndexStore(redis, HOUR));
});

/** A backend of `records` (id -> sheet) read through the index source interface, counting its calls. */
function fakeSource(records: Map<string, string>, calls: { scans: number; reads: number }): IndexSource {
  const asItem = (id: string, order: number): IndexedItem => item(id, order, records.get(id) ?? null);
  return {
    index: 'assets',
    scan: async () => {
      calls.scans++;
      return { items: [...records.keys()].map((id, i) => asItem(id, i)), containers: ['lib-1'], scanCalls: 3, extra: {} };
    },
    reread: async (changes) => {
      calls.reads += changes.length;
      return changes.map((c) => ({ id: c.id, item: records.has(c.id) ? asItem(c.id, 1000 + c.seq) : null }));
    },
  };
}

describe('the index over a store', () => {
  const builds: BuildReason[] = [];
  const make = () =>
    new JoinIndex(
      new InMemoryJoinIndexStore(10, HOUR),
      { enabled: true, reconcileMs: HOUR, projectRefreshMs: HOUR, lockTtlMs: HOUR, idleMs: HOUR },
      { built: (_index, reason) => builds.push(reason), fellBack: () => undefined, changeNoted: () => undefined, reread: () => undefined },
      createLogger('silent'),
    );

  it('reads changed records one by one, and rescans when more changed than a scan costs', async () => {
    const index = make();
    const records = new Map([['a', 'S'], ['b', 'S'], ['c', 'T']]);
    const calls = { scans: 0, reads: 0 };
    const source = () => fakeSource(records, calls);
    const sheet = async () => (await (await index.view('scope', source(), source)).lookup('sheet', ['S'])).get('S') ?? [];
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
