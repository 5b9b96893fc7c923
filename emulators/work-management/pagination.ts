// The two list envelopes of the work-management API: offset IndexResult (`page`, `pageSize`,
// `includeAll`) and token pages (`maxItems`, opaque `lastKey`, absent on the last page).
import type { WmErrors } from './errors.js';
import type { QueryReader } from './params.js';

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
  return { pageNumber: page, pageSize, totalPages, totalCount: items.length, data: items.slice((page - 1) * pageSize, page * pageSize) };
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

/** Token paging over a stable list; a garbled or unknown lastKey is a 400 1018. */
export function tokenPage<T>(items: T[], idOf: (item: T) => bigint, query: QueryReader, errors: WmErrors): TokenPage<T> {
  const maxItems = query.int('maxItems', 100);
  const lastKey = query.string('lastKey');
  let start = 0;
  if (lastKey !== undefined) {
    const lastId = decodeLastKey(lastKey);
    const index = lastId === undefined ? -1 : items.findIndex((item) => idOf(item) === lastId);
    if (index < 0) throw errors.badParam('lastKey', lastKey);
    start = index + 1;
  }
  const data = items.slice(start, start + maxItems);
  const page: TokenPage<T> = { data };
  if (start + maxItems < items.length && data.length > 0) page.lastKey = encodeLastKey(idOf(data[data.length - 1]!));
  return page;
}
