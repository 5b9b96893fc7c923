// Walks a backend list page by page, one request at a time, in each of the backends' pagination
// styles. A walk is an async iterator of pages (the items of each answer): leaving the loop stops it,
// so a search reads no page after the one that holds what it looks for.
import type { DaPage } from './digital-asset/types.js';
import type { RpList } from './resource-planning/types.js';
import type { WmIndexResult, WmStreamResult, WmTokenResult } from './work-management/types.js';

/** The items of every page a walk reads; the walk was cut short when the loop left early. */
export type PageWalk<T> = AsyncGenerator<T[], void, undefined>;

/**
 * Work-management token pages: `fetchPage(null)` first, then the `lastKey` of each answer, until an
 * answer has no `lastKey` (the last page) or no items.
 *
 * @example for await (const sights of walkTokenPages((lastKey) => api.listSights(lastKey, 1000))) { ... }
 */
export async function* walkTokenPages<T>(
  fetchPage: (lastKey: string | null) => Promise<WmTokenResult<T>>,
): PageWalk<T> {
  let lastKey: string | null = null;
  for (;;) {
    const page: WmTokenResult<T> = await fetchPage(lastKey);
    yield page.data;
    lastKey = page.lastKey ?? null;
    if (!lastKey || page.data.length === 0) return;
  }
}

/**
 * Work-management offset pages (IndexResult): pages 1, 2, ... until `totalPages` is reached or a
 * page has no items. The service answers a page past the end with its last page: a page numbered
 * otherwise than asked also ends the walk, and its items (already read) are not yielded again.
 */
export async function* walkIndexPages<T>(fetchPage: (page: number) => Promise<WmIndexResult<T>>): PageWalk<T> {
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    if (result.pageNumber !== page) return;
    yield result.data;
    if (result.data.length === 0 || page >= result.totalPages) return;
  }
}

/**
 * The work-management event stream: `fetchPage(null)` reads the first page (from the caller's
 * `since` or position), then each answer's `nextStreamPosition`, while `moreAvailable` says so. An
 * empty page does not end the stream: a window of the stream may hold nothing the caller sees.
 */
export async function* walkEventStream<T>(
  fetchPage: (streamPosition: string | null) => Promise<WmStreamResult<T>>,
): PageWalk<T> {
  let position: string | null = null;
  for (;;) {
    const page: WmStreamResult<T> = await fetchPage(position);
    yield page.data;
    if (!page.moreAvailable) return;
    position = page.nextStreamPosition;
  }
}

/** Resource-planning list envelopes: pages 1, 2, ... until `paging.next` is null or a page has no items. */
export async function* walkResourcePlanningPages<T>(fetchPage: (page: number) => Promise<RpList<T>>): PageWalk<T> {
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    yield result.data;
    if (!result.paging.next || result.data.length === 0) return;
  }
}

/** Digital-asset list envelopes: pages 1, 2, ... until `meta.next_page` is null or a page has no items. */
export async function* walkDigitalAssetPages<T>(fetchPage: (page: number) => Promise<DaPage<T>>): PageWalk<T> {
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    yield result.items;
    if (!result.meta.next_page || result.items.length === 0) return;
  }
}

/** Every item of a walk, and the number of pages (upstream calls) it read. */
export async function collectPages<T>(walk: AsyncIterable<T[]>): Promise<{ items: T[]; calls: number }> {
  const items: T[] = [];
  let calls = 0;
  for await (const page of walk) {
    calls++;
    items.push(...page);
  }
  return { items, calls };
}

/** The first item of a walk that `match` accepts (null when none does); no page after its own is read. */
export async function findInPages<T>(walk: AsyncIterable<T[]>, match: (item: T) => boolean): Promise<T | null> {
  for await (const page of walk) {
    const found = page.find(match);
    if (found !== undefined) return found;
  }
  return null;
}

/** The items of a walk whose key is among `keys`, by key; no page is read after every key is found. */
export async function findKeysInPages<K, T>(
  walk: AsyncIterable<T[]>,
  keys: readonly K[],
  keyOf: (item: T) => K,
): Promise<Map<K, T>> {
  const missing = new Set(keys);
  const found = new Map<K, T>();
  if (missing.size === 0) return found;
  for await (const page of walk) {
    for (const item of page) {
      const key = keyOf(item);
      if (missing.delete(key)) found.set(key, item);
    }
    if (missing.size === 0) break;
  }
  return found;
}
