// Runs one async call per key with at most `limit` in flight: the plan for backends without a multi-get.
import DataLoader from 'dataloader';
import { nullIfNotFound } from './not-found.js';
import type { UpstreamActivity } from './upstream-activity.js';

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

/** How one request's loaders run: single gets in parallel, batches after the sibling answers under way. */
export interface LoaderPlan {
  /** Single gets one loader runs in parallel. */
  concurrency: number;
  /** Schedules batches whose keys come from parallel sibling lists (see UpstreamActivity). */
  activity: UpstreamActivity;
}

/** Process-wide loader settings; the benchmark turns batching off to show what it buys. */
export const loaderSettings = { batching: process.env.LOADER_BATCHING !== 'off' };

/**
 * Creates a DataLoader; with batching off (`LOADER_BATCHING=off`, for the benchmark) every key is its
 * own call and nothing is cached, as if there were no loaders.
 */
export function newLoader<K, V, C = K>(
  batch: DataLoader.BatchLoadFn<K, V>,
  options: DataLoader.Options<K, V, C> = {},
): DataLoader<K, V, C> {
  return new DataLoader<K, V, C>(batch, loaderOptions(options));
}

/** `options` as they apply under the current loader settings. */
function loaderOptions<K, V, C>(options: DataLoader.Options<K, V, C>): DataLoader.Options<K, V, C> {
  return loaderSettings.batching ? options : { ...options, batch: false, cache: false };
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
 *
 * The scan starts as soon as it is sure to be needed, not when the batch is sent: at the second
 * distinct key, or at the second sibling list that announces (`expectKeys`) its items will ask for
 * keys. It then runs alongside the sibling answers that bring the remaining keys.
 */
export class ScanOrSingleGetLoader<K, V> extends DataLoader<K, V | null> {
  private readonly startScan: () => Promise<Map<K, V>>;
  private readonly scanStarted: () => boolean;
  private firstKey: K | undefined;
  private listsExpected = 0;

  constructor(plan: LoaderPlan, fetch: (key: K) => Promise<V>, scan: () => Promise<Map<K, V>>) {
    let scanned: Promise<Map<K, V>> | null = null;
    const startScan = (): Promise<Map<K, V>> => (scanned ??= scan());
    const getOrNull = (key: K): Promise<V | null> => nullIfNotFound(() => fetch(key));
    super(
      async (keys) => {
        // A lone key costs a single get, unless this request has scanned (or is scanning) the list already.
        if (keys.length < 2 && !scanned) return mapWithConcurrency(keys, plan.concurrency, getOrNull);
        const all = await startScan();
        return mapWithConcurrency(keys, plan.concurrency, async (key) => all.get(key) ?? getOrNull(key));
      },
      loaderOptions({ batchScheduleFn: plan.activity.afterEarlierCalls }),
    );
    this.startScan = startScan;
    this.scanStarted = () => scanned !== null;
  }

  override load(key: K): Promise<V | null> {
    if (loaderSettings.batching && !this.scanStarted()) {
      if (this.firstKey === undefined) this.firstKey = key;
      else if (this.firstKey !== key) this.warm();
    }
    return super.load(key);
  }

  /** Called by a list resolver whose items will ask for keys of this loader. */
  expectKeys(): void {
    if (loaderSettings.batching && ++this.listsExpected >= 2) this.warm();
  }

  /** Starts the scan; its failure reaches the batch that awaits it. */
  private warm(): void {
    this.startScan().catch(() => undefined);
  }
}
