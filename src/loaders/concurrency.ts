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

/** A loader that reads each key with its own call, `limit` at a time; a missing object is null. */
export function singleGetLoader<K, V>(limit: number, fetch: (key: K) => Promise<V>): DataLoader<K, V | null> {
  return new DataLoader<K, V | null>((keys) => mapWithConcurrency(keys, limit, (key) => nullIfNotFound(() => fetch(key))));
}
