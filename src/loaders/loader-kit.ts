// The loader kit: the plan one request's loaders run by, and the loader kinds they are made of
// (a plain DataLoader, single gets `concurrency` at a time, a scan of the list or single gets).
import DataLoader from 'dataloader';
import { mapWithConcurrency } from '../concurrency.js';
import { nullIfNotFound } from './not-found.js';
import type { UpstreamActivity } from './upstream-activity.js';

/** How one request's loaders run: batching on or off, single gets in parallel, batches after the sibling answers under way. */
export interface LoaderPlan {
  /**
   * Whether loaders batch and cache (LOADER_BATCHING); off (for the benchmark), every key is its own
   * call and nothing is cached, as if there were no loaders.
   */
  batching: boolean;
  /** Single gets one loader runs in parallel. */
  concurrency: number;
  /** Schedules batches whose keys come from parallel sibling lists (see UpstreamActivity). */
  activity: UpstreamActivity;
}

/** Creates a DataLoader that batches and caches as `plan` says. */
export function newLoader<K, V, C = K>(
  plan: LoaderPlan,
  batch: DataLoader.BatchLoadFn<K, V>,
  options: DataLoader.Options<K, V, C> = {},
): DataLoader<K, V, C> {
  return new DataLoader<K, V, C>(batch, loaderOptions(plan, options));
}

/** `options` as they apply under the plan's batching setting. */
function loaderOptions<K, V, C>(plan: LoaderPlan, options: DataLoader.Options<K, V, C>): DataLoader.Options<K, V, C> {
  return plan.batching ? options : { ...options, batch: false, cache: false };
}

/** A loader that reads each key with its own call, `plan.concurrency` at a time; a missing object is null. */
export function singleGetLoader<K, V>(plan: LoaderPlan, fetch: (key: K) => Promise<V>): DataLoader<K, V | null> {
  return newLoader<K, V | null>(plan, (keys) =>
    mapWithConcurrency(keys, plan.concurrency, (key) => nullIfNotFound(() => fetch(key))),
  );
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
  private readonly batching: boolean;
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
      loaderOptions(plan, { batchScheduleFn: plan.activity.afterEarlierCalls }),
    );
    this.startScan = startScan;
    this.scanStarted = () => scanned !== null;
    this.batching = plan.batching;
  }

  override load(key: K): Promise<V | null> {
    if (this.batching && !this.scanStarted()) {
      if (this.firstKey === undefined) this.firstKey = key;
      else if (this.firstKey !== key) this.warm();
    }
    return super.load(key);
  }

  /** Called by a list resolver whose items will ask for keys of this loader. */
  expectKeys(): void {
    if (this.batching && ++this.listsExpected >= 2) this.warm();
  }

  /** Starts the scan; its failure reaches the batch that awaits it. */
  private warm(): void {
    this.startScan().catch(() => undefined);
  }
}
