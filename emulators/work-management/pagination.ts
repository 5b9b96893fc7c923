// The list envelopes of the work-management API: offset IndexResult (`page`, `pageSize`,
// `includeAll`), token pages (`maxItems`, opaque `lastKey`, absent on the last page), and the row
// pages of Get Sheet.
import type { WmErrors } from './errors.js';
import type { QueryReader } from './request/params.js';

export interface IndexResult<T> {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
  data: T[];
}

/** Offset paging; a page past the last answers the last page, as the service's paging notes say. */
export function offsetPage<T>(items: T[], query: QueryReader): IndexResult<T> {
  const pageSize = query.int('pageSize', 100);
  const requested = query.int('page', 1);
  if (query.bool('includeAll')) {
    return { pageNumber: 1, pageSize: items.length, totalPages: 1, totalCount: items.length, data: items };
  }
  const totalPages = Math.ceil(items.length / pageSize);
  const page = Math.max(1, Math.min(requested, totalPages));
  return {
    pageNumber: page,
    pageSize,
    totalPages,
    totalCount: items.length,
    data: items.slice((page - 1) * pageSize, page * pageSize),
  };
}

export interface TokenPage<T> {
  data: T[];
  lastKey?: string;
}

/** `lastKey` is base64url of `{"lastId":<id of the last item returned>}`. */
export function encodeLastKey(id: bigint): string {
  return Buffer.from(`{"lastId":${id}}`, 'utf8').toString('base64url');
}

export function decodeLastKey(key: string): bigint | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(key)) return undefined;
  const buffer = Buffer.from(key, 'base64url');
  if (buffer.toString('base64url') !== key) return undefined;
  const match = /^\{"lastId":(\d{1,19})\}$/.exec(buffer.toString('utf8'));
  return match ? BigInt(match[1]!) : undefined;
}

/**
 * Token paging over a stable list, each item of the page rendered with `render`; a garbled or
 * unknown lastKey is a 400 1018.
 */
export function tokenPage<T, R = T>(
  items: T[],
  idOf: (item: T) => bigint,
  query: QueryReader,
  errors: WmErrors,
  render: (item: T) => R = (item) => item as unknown as R,
): TokenPage<R> {
  const maxItems = query.int('maxItems', 100);
  const lastKey = query.string('lastKey');
  let start = 0;
  if (lastKey !== undefined) {
    const lastId = decodeLastKey(lastKey);
    const index = lastId === undefined ? -1 : items.findIndex((item) => idOf(item) === lastId);
    if (index < 0) throw errors.badParam('lastKey', lastKey);
    start = index + 1;
  }
  const slice = items.slice(start, start + maxItems);
  const page: TokenPage<R> = { data: slice.map(render) };
  if (start + maxItems < items.length && slice.length > 0) page.lastKey = encodeLastKey(idOf(slice[slice.length - 1]!));
  return page;
}

/**
 * The lists served both ways (GET /workspaces, GET /sights): token pages with
 * `paginationType=token` (or when `lastKey` or `maxItems` is given), else the deprecated offset
 * pages; any other paginationType is a 400 1018.
 */
export function tokenOrOffsetPage<T, R>(
  items: T[],
  idOf: (item: T) => bigint,
  query: QueryReader,
  errors: WmErrors,
  render: (item: T) => R,
): TokenPage<R> | IndexResult<R> {
  const paginationType = query.string('paginationType');
  if (paginationType !== undefined && paginationType !== 'token')
    throw errors.badParam('paginationType', paginationType);
  if (paginationType === 'token' || query.has('lastKey') || query.has('maxItems'))
    return tokenPage(items, idOf, query, errors, render);
  return offsetPage(items.map(render), query);
}

/**
 * Get Sheet's row paging: `page` and `pageSize` select rows when either is given; unlike the index
 * lists, a page past the end is empty.
 */
export function sheetRowsPage<T>(rows: T[], query: QueryReader): T[] {
  if (!query.has('page') && !query.has('pageSize')) return rows;
  const pageSize = query.int('pageSize', 100);
  const page = query.int('page', 1);
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
