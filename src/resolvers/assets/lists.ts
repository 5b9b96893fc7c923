// Connections over the digital-asset lists. Every page of the service reports the list's length
// (`meta.total_count`), and a list read whole knows it too: `totalCount` always has a value.
import { DA_MAX_PAGE_SIZE } from '../../datasources/digital-asset/api.js';
import type { DaPage } from '../../datasources/digital-asset/types.js';
import {
  randomAccessConnection,
  type Connection,
  type ConnectionArgs,
  type ConnectionContext,
  type RandomAccessSource,
} from '../../relay/connection.js';
import { fromDaPage } from '../connections.js';

/** A connection whose list length is known. */
export type CountedConnection<T> = Connection<T> & { totalCount: number };

/** A connection that reads no page (`first: 0`) learns the length from the smallest page. */
async function counted<T>(
  args: ConnectionArgs,
  ctx: ConnectionContext,
  source: RandomAccessSource<T>,
): Promise<CountedConnection<T>> {
  const connection = await randomAccessConnection(args, ctx, source);
  return { ...connection, totalCount: connection.totalCount ?? (await source.fetchPage(1, 1)).total ?? 0 };
}

/** A connection over a paged digital-asset list (`page`, `per`), in pages of up to the service's largest. */
export function daListConnection<T>(
  args: ConnectionArgs,
  ctx: ConnectionContext,
  fetchPage: (page: number, per: number) => Promise<DaPage<T>>,
): Promise<CountedConnection<T>> {
  return counted(args, ctx, {
    maxPageSize: DA_MAX_PAGE_SIZE,
    fetchPage: async (page, per) => fromDaPage(await fetchPage(page, per)),
  });
}

/** A connection over a list the service answers whole (or the gateway holds whole): read once, windowed here. */
export function wholeListConnection<T>(
  args: ConnectionArgs,
  ctx: ConnectionContext,
  load: () => Promise<T[]>,
): Promise<CountedConnection<T>> {
  let all: Promise<T[]> | undefined;
  return counted(args, ctx, {
    maxPageSize: DA_MAX_PAGE_SIZE,
    fetchPage: async (page, size) => {
      const items = await (all ??= load());
      return { items: items.slice((page - 1) * size, page * size), total: items.length, hasNext: null };
    },
  });
}
