// Concurrency helpers with no knowledge of loaders or joins: both run keyed upstream reads through them.

/** Maps `keys` through `fn`, `limit` at a time, keeping order; failures become Error values. */
export async function mapWithConcurrency<K, V>(
  keys: readonly K[],
  limit: number,
  fn: (key: K) => Promise<V>,
): Promise<Array<V | Error>> {
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
