// Glue between resolvers and the relay module: the connection context of a list, and page
// adapters for each backend's envelope.
import type { GatewayContext } from '../context.js';
import type { DaPage } from '../datasources/digital-asset/types.js';
import type { RpList } from '../datasources/resource-planning/types.js';
import type { WmIndexResult, WmTokenResult } from '../datasources/work-management/types.js';
import type { ConnectionContext, NumberedPage, TokenPage } from '../relay/connection.js';
import { listBinding } from '../relay/cursor.js';

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

/** One page of a list read whole (a short list without pages upstream, or one the gateway filters): its length is known. */
export function fromWholeList<T>(items: readonly T[], page: number, pageSize: number): NumberedPage<T> {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, hasNext: null };
}

/** A digital-asset page as a numbered page. */
export function fromDaPage<T>(result: DaPage<T>): NumberedPage<T> {
  return { items: result.items, total: result.meta.total_count, hasNext: result.meta.next_page !== null };
}

/**
 * A list read whole with its parent (a sheet's columns, a discussion's thread) as numbered pages,
 * each a slice of it: paging it costs no call beyond the one read `load` shares.
 */
export function pageOfList<T>(
  load: () => Promise<readonly T[]>,
): (page: number, pageSize: number) => Promise<NumberedPage<T>> {
  return async (page, pageSize) => {
    const items = await load();
    return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, hasNext: null };
  };
}
