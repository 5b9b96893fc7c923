// Connections over resource-planning lists: one list page per connection page, or a list read whole
// once per field (one without pages upstream, or one the gateway filters or merges).
import type { GatewayContext } from '../../context.js';
import { RP_MAX_PAGE_SIZE } from '../../datasources/resource-planning/api.js';
import type { RpList } from '../../datasources/resource-planning/types.js';
import { randomAccessConnection, type Connection, type ConnectionArgs } from '../../relay/connection.js';
import { connectionContext, fromRpList, fromWholeList } from '../connections.js';

/** A connection over one resource-planning list, page by page. */
export function rpConnection<T>(
  ctx: GatewayContext,
  list: string,
  args: ConnectionArgs,
  binding: Record<string, unknown>,
  fetch: (page: number, perPage: number) => Promise<RpList<T>>,
): Promise<Connection<T>> {
  return randomAccessConnection(args, connectionContext(ctx, list, binding), {
    maxPageSize: RP_MAX_PAGE_SIZE,
    fetchPage: async (page, perPage) => fromRpList(await fetch(page, perPage)),
  });
}

/** A connection over a list read whole, once (`load` runs at most once per field). */
export function wholeListConnection<T>(
  ctx: GatewayContext,
  list: string,
  args: ConnectionArgs,
  binding: Record<string, unknown>,
  load: () => Promise<readonly T[]>,
): Promise<Connection<T> & { totalCount: number }> {
  let items: Promise<readonly T[]> | undefined;
  // A whole list always knows its length: every page's total is the list's.
  return randomAccessConnection(args, connectionContext(ctx, list, binding), {
    maxPageSize: RP_MAX_PAGE_SIZE,
    fetchPage: async (page, perPage) => fromWholeList(await (items ??= load()), page, perPage),
  }) as Promise<Connection<T> & { totalCount: number }>;
}
