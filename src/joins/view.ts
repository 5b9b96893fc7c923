// What a request reads a join index through: records by join key, in index order, whether they come
// from the shared index or from a scan made for this request alone.
import type { FoundItem, IndexState, IndexedItem, JoinIndexStore } from './store.js';

export interface IndexView {
  /** The records naming each key in `dimension` (keys naming nothing are absent). */
  lookup(dimension: string, keys: string[]): Promise<Map<string, unknown[]>>;
  /** What the scan learnt besides the records (the project index: the sheet field's id). */
  extra: Record<string, unknown>;
  /** Whether the answer comes from an index built before this request (false: from a scan). */
  warm: boolean;
}

const values = (found: FoundItem[]): unknown[] => found.map((f) => f.value);

/** A view over the records of one scan, grouped by key on first use. */
export function scanView(items: IndexedItem[], extra: Record<string, unknown>): IndexView {
  const dimensions = new Map<string, Map<string, FoundItem[]>>();
  const grouped = (dimension: string): Map<string, FoundItem[]> => {
    let byKey = dimensions.get(dimension);
    if (byKey) return byKey;
    byKey = new Map();
    for (const item of items) {
      for (const key of item.keys[dimension] ?? []) {
        const list = byKey.get(key);
        if (list) list.push(item);
        else byKey.set(key, [item]);
      }
    }
    for (const list of byKey.values()) list.sort((a, b) => a.order - b.order);
    dimensions.set(dimension, byKey);
    return byKey;
  };
  return {
    extra,
    warm: false,
    // eslint-disable-next-line @typescript-eslint/require-await -- answered from memory, async as the stored views' lookups are: a failure is a rejection
    lookup: async (dimension, keys) => {
      const byKey = grouped(dimension);
      const found = new Map<string, unknown[]>();
      for (const key of keys) {
        const list = byKey.get(key);
        if (list) found.set(key, values(list));
      }
      return found;
    },
  };
}

/**
 * A view over the stored index of a scope, as of `state`; when the store fails during a lookup, the
 * view answers from `fallback` (a scan made for this request, once) from then on.
 */
export function storedView(
  store: JoinIndexStore,
  scope: string,
  state: IndexState,
  fallback: () => Promise<IndexView>,
): IndexView {
  let scanned: Promise<IndexView> | null = null;
  return {
    extra: state.extra,
    warm: true,
    lookup: async (dimension, keys) => {
      if (!scanned) {
        try {
          const found = await store.lookup(scope, state.version, dimension, keys);
          return new Map([...found].map(([key, list]) => [key, values(list)]));
        } catch {
          scanned ??= fallback();
        }
      }
      return (await scanned).lookup(dimension, keys);
    },
  };
}
