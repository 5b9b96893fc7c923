// The contract every join index store keeps, in process and in Redis (one Redis or a Redis Cluster):
// versions replaced whole, changes applied atomically, forward only and to the current version,
// records keeping their place, a bounded change log, a lock with expiry.
import { describe, expect, it } from 'vitest';
import { CHANGE_LOG_LENGTH, type IndexedItem, type JoinIndexStore } from '../../src/joins/store.js';
import { present } from './present.js';

const HOUR = 3_600_000;

/** A record naming `sheet` (null: a place-only record). */
export const indexedItem = (id: string, order: number, sheet: string | null, value: unknown = { id }): IndexedItem =>
  sheet === null ? { id, order, keys: {}, value: null } : { id, order, keys: { sheet: [sheet] }, value };
const item = indexedItem;
const state = (appliedSeq: number) => ({
  builtAt: Date.now(),
  appliedSeq,
  containers: ['lib-1'],
  scanCalls: 3,
  extra: { fieldId: 7 },
});
const ids = async (store: JoinIndexStore, scope: string, version: string, key: string): Promise<string[]> =>
  ((await store.lookup(scope, version, 'sheet', [key])).get(key) ?? []).map((f) => f.id);

/** Runs the store contract on stores made by `make` (each test uses scopes of its own). */
export function joinIndexStoreContract(name: string, make: () => JoinIndexStore): void {
  describe(name, () => {
    it('replaces a scope whole and looks records up by key in their order, place-only records left out', async () => {
      const store = make();
      expect(await store.read('s1')).toBeNull();
      await store.replace('s1', state(0), [
        item('b', 2, 'S'),
        item('a', 1, 'S'),
        item('c', 3, null),
        item('d', 4, 'T', { big: 9007199254740993n.toString() }),
      ]);
      const read = present(await store.read('s1'));
      expect(read.state).toMatchObject({
        appliedSeq: 0,
        containers: ['lib-1'],
        scanCalls: 3,
        size: 3,
        extra: { fieldId: 7 },
      });
      expect(read.complete).toBe(true);
      expect(await ids(store, 's1', read.state.version, 'S')).toEqual(['a', 'b']);
      expect(present((await store.lookup('s1', read.state.version, 'sheet', ['T'])).get('T')?.[0]).value).toEqual({
        big: '9007199254740993',
      });
      expect((await store.lookup('s1', read.state.version, 'sheet', ['nothing'])).size).toBe(0);
    });

    it('applies changes to the current version only, forward only, records keeping their place', async () => {
      const store = make();
      await store.replace('s2', state(0), [item('a', 1, 'S'), item('b', 2, 'S'), item('c', 3, null)]);
      const { version } = present(await store.read('s2')).state;
      // c names S now (it keeps its place between a and b... after b), b moves to T, a is gone.
      expect(
        await store.apply('s2', version, 5, [
          { id: 'c', item: item('c', 99, 'S') },
          { id: 'b', item: item('b', 50, 'T') },
          { id: 'a', item: null },
          { id: 'n', item: item('n', 100, 'S') },
        ]),
      ).toBe(true);
      expect(await ids(store, 's2', version, 'S')).toEqual(['c', 'n']);
      expect((await store.lookup('s2', version, 'sheet', ['T'])).get('T')?.map((f) => [f.id, f.order])).toEqual([
        ['b', 2],
      ]);
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
      // Appended a thousand at a time, as many instances' webhooks would.
      for (let start = 0; start <= CHANGE_LOG_LENGTH; start += 1000) {
        const batch = Array.from({ length: Math.min(1000, CHANGE_LOG_LENGTH + 1 - start) }, (_, i) =>
          store.append({ index: 'projects', container: null, id: String(start + i) }),
        );
        await Promise.all(batch);
      }
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
