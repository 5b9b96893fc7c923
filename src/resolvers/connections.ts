// The resolvers' connection helpers: one per backend and pagination style, each knowing its
// backend's envelope and largest page, with optional loader priming; and the page adapters they use.
import type { GatewayContext } from '../context.js';
import { DA_MAX_PAGE_SIZE } from '../datasources/digital-asset/api.js';
import type { DaPage } from '../datasources/digital-asset/types.js';
import { RP_MAX_PAGE_SIZE } from '../datasources/resource-planning/api.js';
import type { RpList } from '../datasources/resource-planning/types.js';
import { WM_MAX_PAGE_SIZE } from '../datasources/work-management/api.js';
import type { WmIndexResult, WmTokenResult } from '../datasources/work-management/types.js';
import {
  countedConnection,
  randomAccessConnection,
  tokenConnection,
  type Connection,
  type ConnectionArgs,
  type ConnectionContext,
  type CountedConnection,
  type NumberedPage,
  type RandomAccessSource,
  type TokenPage,
} from '../relay/connection.js';
import { listBinding } from '../relay/cursor.js';

/** Which list a connection pages: its name and the arguments that shape it (its cursors are bound to both). */
export interface ListName {
  /** The list's name, unique in the graph (`people`, `project.phases`). */
  list: string;
  /** Filters and parent ids that shape the list (not the paging arguments). */
  shape?: Record<string, unknown>;
}

/**
 * A backend list: how to read the page at `position` (a page number, or a token: null for the first
 * page), and what becomes of each record. Without `item` the records are the connection's nodes;
 * `prime` tells a loader about each record read, so that a later `load` of it costs no call.
 */
export interface BackendList<Page, R, T, Position = number> extends ListName {
  fetch: (position: Position, pageSize: number) => Promise<Page>;
  item?: (record: R) => T;
  prime?: (record: R) => void;
}

/**
 * The connection context for list `list` shaped by `args` (filters, parent id; not paging args);
 * `maxFirst` overrides the configured cap for lists whose backend pages are larger (the event stream).
 */
export function connectionContext(
  ctx: GatewayContext,
  list: string,
  args: Record<string, unknown> = {},
  maxFirst = ctx.relay.maxFirst,
): ConnectionContext {
  return {
    codec: ctx.relay.codec,
    binding: listBinding(list, args),
    maxFirst,
    defaultFirst: Math.min(ctx.relay.defaultFirst, maxFirst),
  };
}

/** The records of one page as nodes, each told to the loader first. */
function itemsOf<R, T>(source: { item?: (record: R) => T; prime?: (record: R) => void }, records: readonly R[]): T[] {
  // Without `item`, T is R (its default): the records are the nodes.
  const item = source.item ?? ((record: R) => record as unknown as T);
  return records.map((record) => {
    source.prime?.(record);
    return item(record);
  });
}

/** Reads `source`'s page at a position, turns it into a page through `toPage`, and its records into nodes. */
function pagesOf<Page, R, T, Position, P extends { items: readonly R[] }>(
  source: BackendList<Page, R, T, Position>,
  toPage: (position: Position, page: Page) => P,
): (position: Position, pageSize: number) => Promise<Omit<P, 'items'> & { items: T[] }> {
  return async (position, pageSize) => {
    const page = toPage(position, await source.fetch(position, pageSize));
    return { ...page, items: itemsOf(source, page.items) };
  };
}

/**
 * A connection over a work-management page-numbered list (an IndexResult: `page`, `pageSize`,
 * `totalCount`): `first/after` and `last/before`, and `totalCount` always known.
 */
export function workManagementPagedConnection<R, T = R>(
  ctx: GatewayContext,
  args: ConnectionArgs,
  source: BackendList<WmIndexResult<R>, R, T>,
): Promise<CountedConnection<T>> {
  return countedConnection(args, connectionContext(ctx, source.list, source.shape), {
    maxPageSize: WM_MAX_PAGE_SIZE,
    fetchPage: pagesOf(source, fromIndexResult),
  });
}

/**
 * A connection over a work-management token-paged list (`lastKey`): `first/after` only; pages of up
 * to `maxPageSize` (the service's largest by default).
 */
export function workManagementTokenConnection<R, T = R>(
  ctx: GatewayContext,
  args: ConnectionArgs,
  source: BackendList<WmTokenResult<R>, R, T, string | null> & { maxPageSize?: number },
): Promise<Connection<T>> {
  return forwardConnection(ctx, args, source, {
    maxPageSize: source.maxPageSize ?? WM_MAX_PAGE_SIZE,
    fetchPage: pagesOf(source, (_token, page) => fromTokenResult(page)),
  });
}

/**
 * A connection over a forward-only walk whose pages the caller reads (the event stream): `first/after`
 * only. `maxFirst` raises the configured cap on `first` where the backend's pages are larger.
 */
export function forwardConnection<T>(
  ctx: GatewayContext,
  args: ConnectionArgs,
  name: ListName & { maxFirst?: number },
  source: { maxPageSize: number; fetchPage: (token: string | null, pageSize: number) => Promise<TokenPage<T>> },
): Promise<Connection<T>> {
  return tokenConnection(args, connectionContext(ctx, name.list, name.shape, name.maxFirst), source);
}

/**
 * A connection over a resource-planning list (`page`, `per_page`, `paging.next`): `first/after`
 * and `last/before`; no `totalCount`, which the service does not report.
 */
export function resourcePlanningConnection<R, T = R>(
  ctx: GatewayContext,
  args: ConnectionArgs,
  source: BackendList<RpList<R>, R, T>,
): Promise<Connection<T>> {
  return randomAccessConnection(args, connectionContext(ctx, source.list, source.shape), {
    maxPageSize: RP_MAX_PAGE_SIZE,
    fetchPage: pagesOf(source, (_page, list) => fromRpList(list)),
  });
}

/**
 * A connection over a digital-asset list (`page`, `per`, `meta.total_count`): every page reports the
 * list's length, so `totalCount` always has a value.
 */
export function digitalAssetConnection<R, T = R>(
  ctx: GatewayContext,
  args: ConnectionArgs,
  source: BackendList<DaPage<R>, R, T>,
): Promise<CountedConnection<T>> {
  return countedConnection(args, connectionContext(ctx, source.list, source.shape), {
    maxPageSize: DA_MAX_PAGE_SIZE,
    fetchPage: pagesOf(source, (_page, answer) => fromDaPage(answer)),
  });
}

/**
 * A connection over a list read whole, of any backend (one without pages upstream, one the gateway
 * filters or merges, a list read with its parent): `load` runs at most once per field, every page is
 * a slice of its answer, and `totalCount` is its length.
 */
export function wholeListConnection<T>(
  ctx: GatewayContext,
  args: ConnectionArgs,
  name: ListName,
  load: () => Promise<readonly T[]>,
): Promise<CountedConnection<T>> {
  let items: Promise<readonly T[]> | undefined;
  // Any window is one slice of the list: a page as large as the largest window reads it.
  return countedConnection(args, connectionContext(ctx, name.list, name.shape), {
    maxPageSize: ctx.relay.maxFirst,
    fetchPage: async (page, pageSize) => fromWholeList(await (items ??= load()), page, pageSize),
  });
}

/**
 * A connection over a page-numbered source of the caller's own (a sheet's rows, read with the sheet):
 * for lists whose pages are not one of the backends' list envelopes.
 */
export function numberedConnection<T>(
  ctx: GatewayContext,
  args: ConnectionArgs,
  name: ListName,
  source: RandomAccessSource<T>,
): Promise<CountedConnection<T>> {
  return countedConnection(args, connectionContext(ctx, name.list, name.shape), source);
}

/**
 * A work-management IndexResult as a numbered page. The service answers a page past the end with
 * the last page, so a page whose number differs from the one asked for is empty.
 */
export function fromIndexResult<T>(requestedPage: number, result: WmIndexResult<T>): NumberedPage<T> {
  const beyond = result.pageNumber !== requestedPage;
  return { items: beyond ? [] : result.data, total: result.totalCount, hasNext: null };
}

/** A work-management token page as a connection's token page (`lastKey` absent or null on the last page). */
export function fromTokenResult<T>(result: WmTokenResult<T>): TokenPage<T> {
  return { items: result.data, nextToken: result.lastKey ?? null };
}

/** A resource-planning list envelope as a numbered page (no total; `paging.next` tells if more follow). */
export function fromRpList<T>(result: RpList<T>): NumberedPage<T> {
  return { items: result.data, total: null, hasNext: result.paging.next !== null };
}

/** One page of a list read whole: its length is known. */
export function fromWholeList<T>(items: readonly T[], page: number, pageSize: number): NumberedPage<T> {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, hasNext: null };
}

/** A digital-asset page as a numbered page. */
export function fromDaPage<T>(result: DaPage<T>): NumberedPage<T> {
  return { items: result.items, total: result.meta.total_count, hasNext: result.meta.next_page !== null };
}
