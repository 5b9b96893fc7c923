// Runs one async call per key with at most `limit` in flight: the plan for backends without a multi-get.
import DataLoader from 'dataloader';
import { nullIfNotFound } from './not-found.js';

/** Maps `keys` through `fn`, `limit` at a time, keeping order; failures become Error values. */
export async function mapWithConcurrency<K, V>(keys: readonly K[], limit: number, fn: (key: K) => Promise<V>): Promise<Array<V | Error>> {
  const results = new Array<V | Error>(keys.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < keys.length) {
      const index = next++;
      try {
        results[index] = await fn(keys[index] as K);
      } catch (error) {
        results[index] = error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, keys.length) }, worker));
  return results;
}

/** Splits a list into chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Schedules a batch a few milliseconds later instead of at the end of the tick: keys that arrive from
 * parallel upstream answers (one list per project, per section...) then share one call.
 */
export const gatherBriefly = (callback: () => void): void => {
  setTimeout(callback, GATHER_MS);
};

/** How long a batch waits for more keys: about the spread of parallel answers of one backend. */
const GATHER_MS = 8;

/** Process-wide loader settings; the benchmark turns batching off to show what it buys. */
export const loaderSettings = { batching: process.env.LOADER_BATCHING !== 'off' };

/**
 * Creates a DataLoader; with batching off (`LOADER_BATCHING=off`, for the benchmark) every key is its
 * own call and nothing is cached, as if there were no loaders.
 */
export function newLoader<K, V, C = K>(batch: DataLoader.BatchLoadFn<K, V>, options: DataLoader.Options<K, V, C> = {}): DataLoader<K, V, C> {
  return new DataLoader<K, V, C>(batch, loaderSettings.batching ? options : { ...options, batch: false, cache: false });
}

/** A loader that reads each key with its own call, `limit` at a time; a missing object is null. */
export function singleGetLoader<K, V>(limit: number, fetch: (key: K) => Promise<V>): DataLoader<K, V | null> {
  return newLoader<K, V | null>((keys) => mapWithConcurrency(keys, limit, (key) => nullIfNotFound(() => fetch(key))));
}

/**
 * For lists the backend serves whole in a page or two: a batch of two or more keys is answered from
 * one scan of the list (`scan`, run at most once per request), a single key with one get. Keys the
 * scan does not hold (archived or hidden from the list) fall back to single gets, so answers are the
 * same as `singleGetLoader`'s, only cheaper. Cost of a batch of k >= 2: the scan's pages plus one get per miss.
 */
export function scanOrSingleGetLoader<K, V>(limit: number, fetch: (key: K) => Promise<V>, scan: () => Promise<Map<K, V>>): DataLoader<K, V | null> {
  let scanned: Promise<Map<K, V>> | null = null;
  return newLoader<K, V | null>(
    async (keys) => {
      // A lone key costs a single get, unless this request has scanned (or is scanning) the list already.
      if (keys.length < 2 && !scanned) return mapWithConcurrency(keys, limit, (key) => nullIfNotFound(() => fetch(key)));
      const all = await (scanned ??= scan());
      return mapWithConcurrency(keys, limit, async (key) => all.get(key) ?? nullIfNotFound(() => fetch(key)));
    },
    // Keys come from sibling lists answering a few milliseconds apart: gather them so one scan serves all.
    { batchScheduleFn: gatherBriefly },
  );
}
