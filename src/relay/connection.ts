// Relay connections over the backends' pagination styles: random-access lists (offset pages with
// or without a total) and forward-only token lists (work-management tokens, the event stream).
import { badUserInput } from '../graphql-errors.js';
import type { CursorCodec, CursorPosition } from './cursor.js';
import { pagesOfWindow, planPageWindow } from './page-window.js';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

/**
 * An edge whose cursor is encoded (and signed) when first read: most queries read a page's nodes
 * and its end cursor, not every edge's cursor. A class, so that a page's hundreds of edges share one
 * shape and one getter (an object literal with a getter is a new closure and a slow object each).
 */
class LazyEdge<T> implements Edge<T> {
  private encoded: string | undefined;

  constructor(
    readonly node: T,
    private readonly encode: (position: CursorPosition) => string,
    private readonly position: CursorPosition,
  ) {}

  get cursor(): string {
    return (this.encoded ??= this.encode(this.position));
  }
}

/** Page info whose cursors are those of the first and last edges, read (and so encoded) only when asked. */
function pageInfoOf<T>(edges: Array<Edge<T>>, hasNextPage: boolean, hasPreviousPage: boolean): PageInfo {
  return {
    hasNextPage,
    hasPreviousPage,
    get startCursor() {
      return edges[0]?.cursor ?? null;
    },
    get endCursor() {
      return edges[edges.length - 1]?.cursor ?? null;
    },
  };
}

export interface Connection<T> {
  edges: Array<Edge<T>>;
  pageInfo: PageInfo;
  totalCount: number | null;
}

/** Everything a connection builder needs besides the fetch function. */
export interface ConnectionContext {
  codec: CursorCodec;
  /** List name plus shaping arguments, from `listBinding`. */
  binding: string;
  /** Largest `first`/`last` accepted. */
  maxFirst: number;
  /** Page size used when the caller gives neither `first` nor `last`. */
  defaultFirst: number;
}

/** Checks `first`/`last` and returns the count asked for. */
export function requestedCount(args: ConnectionArgs, ctx: ConnectionContext): { count: number; backwards: boolean } {
  const { first, last } = args;
  if (first != null && last != null) throw badUserInput('Pass either "first" or "last", not both', 'first');
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value == null) continue;
    if (!Number.isInteger(value) || value < 0) throw badUserInput(`"${name}" must be a non-negative integer`, name);
    if (value > ctx.maxFirst) throw badUserInput(`"${name}" may be at most ${ctx.maxFirst}`, name);
  }
  if (last != null) return { count: last, backwards: true };
  return { count: first ?? ctx.defaultFirst, backwards: false };
}

/** One page of a page-numbered backend list. */
export interface NumberedPage<T> {
  items: T[];
  /** Total item count, when the backend reports it. */
  total: number | null;
  /** Whether a page follows, when the backend reports it. */
  hasNext: boolean | null;
}

export interface RandomAccessSource<T> {
  /** Fetches page `page` (1-based) of size `pageSize`. */
  fetchPage(page: number, pageSize: number): Promise<NumberedPage<T>>;
  maxPageSize: number;
}

function offsetOf(codec: CursorCodec, binding: string, cursor: string, argument: string): number {
  const position: CursorPosition = codec.decode(cursor, binding, argument);
  if (!('o' in position))
    throw badUserInput(`Invalid cursor in "${argument}": the cursor belongs to another list`, argument);
  return position.o;
}

/** Fetches items [offset, offset + count) through as few page requests as the window planner finds. */
async function fetchRange<T>(source: RandomAccessSource<T>, offset: number, count: number): Promise<NumberedPage<T>> {
  const window = planPageWindow(offset, count, source.maxPageSize);
  const results = await Promise.all(pagesOfWindow(window).map((page) => source.fetchPage(page, window.pageSize)));
  const all = results.flatMap((r) => r.items);
  const skip = offset - (window.firstPage - 1) * window.pageSize;
  const lastResult = results[results.length - 1];
  const endsOnPageEnd = skip + count === window.pageSize * (window.lastPage - window.firstPage + 1);
  return {
    items: all.slice(skip, skip + count),
    total: results.find((r) => r.total !== null)?.total ?? null,
    // The backend's own "next page" flag answers for the item after the range only when the range ends a page.
    hasNext: endsOnPageEnd && lastResult ? lastResult.hasNext : null,
  };
}

/**
 * A connection over a random-access list: `first/after` and `last/before` both work.
 * Spends one request in the common case; `last` without `before` on a list with a total costs one more.
 */
export async function randomAccessConnection<T>(
  args: ConnectionArgs,
  ctx: ConnectionContext,
  source: RandomAccessSource<T>,
): Promise<Connection<T>> {
  const { count, backwards } = requestedCount(args, ctx);
  let start = args.after != null ? offsetOf(ctx.codec, ctx.binding, args.after, 'after') + 1 : 0;
  let end = args.before != null ? offsetOf(ctx.codec, ctx.binding, args.before, 'before') : null;
  let total: number | null = null;
  if (backwards && end === null) {
    const probe = await source.fetchPage(1, 1);
    if (probe.total === null)
      throw badUserInput('"last" needs "before" on this list: the backend does not report its length', 'last');
    total = probe.total;
    end = total;
  }
  if (end !== null && end < start) end = start;
  if (backwards && end !== null) start = Math.max(start, end - count);
  const want = end !== null ? Math.min(count, end - start) : count;
  let fetched: NumberedPage<T> = want > 0 ? await fetchRange(source, start, want) : { items: [], total, hasNext: null };
  total = fetched.total ?? total;
  const reached = start + fetched.items.length;
  let hasMoreAfter: boolean;
  if (end !== null && reached < end) hasMoreAfter = true;
  else if (args.before != null)
    hasMoreAfter = true; // the `before` item itself follows
  else if (total !== null) hasMoreAfter = reached < total;
  else if (fetched.items.length < want) hasMoreAfter = false;
  else if (fetched.hasNext !== null) hasMoreAfter = fetched.hasNext;
  else {
    // No total and no flag: look one item further.
    const lookahead = await fetchRange(source, start, want + 1);
    fetched = { ...lookahead, items: lookahead.items.slice(0, want) };
    total = lookahead.total ?? total;
    hasMoreAfter = lookahead.items.length > want;
  }
  const encode = ctx.codec.encoder(ctx.binding);
  const edges = fetched.items.map((node, i) => new LazyEdge(node, encode, { o: start + i }));
  return { edges, totalCount: total, pageInfo: pageInfoOf(edges, hasMoreAfter, start > 0) };
}

/** A connection whose `totalCount` is always a number. */
export type CountedConnection<T> = Connection<T> & { totalCount: number };

/**
 * A connection over a random-access list whose backend always reports its length, so that
 * `totalCount` is never null: a window that reads no page (`first: 0`, crossed cursors) reads one
 * item to learn it. A backend that leaves the length out fails the list.
 */
export async function countedConnection<T>(
  args: ConnectionArgs,
  ctx: ConnectionContext,
  source: RandomAccessSource<T>,
): Promise<CountedConnection<T>> {
  const connection = await randomAccessConnection(args, ctx, source);
  const totalCount = connection.totalCount ?? (await source.fetchPage(1, 1)).total;
  if (totalCount === null) throw new Error('the backend did not report the length of a list it always reports');
  return { edges: connection.edges, pageInfo: connection.pageInfo, totalCount };
}

/** One page of a token-paginated (forward-only) backend list. */
export interface TokenPage<T> {
  items: T[];
  /** Token of the following page, or null on the last page. */
  nextToken: string | null;
}

export interface TokenSource<T> {
  /** Fetches the page that starts at `token` (null: the first page) with at most `pageSize` items. */
  fetchPage(token: string | null, pageSize: number): Promise<TokenPage<T>>;
  maxPageSize: number;
}

/**
 * A connection over a forward-only list: `first/after` only. A cursor remembers the page it came
 * from and its index there; the last item of a page points at the next page's token instead, so
 * walking a list costs one request per page.
 */
export async function tokenConnection<T>(
  args: ConnectionArgs,
  ctx: ConnectionContext,
  source: TokenSource<T>,
): Promise<Connection<T>> {
  if (args.last != null || args.before != null)
    throw badUserInput(
      'This list can only be paged forwards: use "first" and "after"',
      args.last != null ? 'last' : 'before',
    );
  const { count } = requestedCount(args, ctx);
  let token: string | null = null;
  let skip = 0;
  let pageSize = Math.min(Math.max(count, 1), source.maxPageSize);
  if (args.after != null) {
    const position = ctx.codec.decode(args.after, ctx.binding, 'after');
    if (!('k' in position))
      throw badUserInput('Invalid cursor in "after": the cursor belongs to another list', 'after');
    token = position.k;
    skip = position.i + 1;
    if (position.i >= 0) pageSize = position.s;
  }
  const encode = ctx.codec.encoder(ctx.binding);
  const edges: Array<Edge<T>> = [];
  let hasNextPage = false;
  for (;;) {
    const page = await source.fetchPage(token, pageSize);
    let index = skip;
    for (; index < page.items.length && edges.length < count; index++) {
      const isLastOfPage = index === page.items.length - 1;
      const position: CursorPosition =
        isLastOfPage && page.nextToken !== null
          ? { k: page.nextToken, s: pageSize, i: -1 }
          : { k: token, s: pageSize, i: index };
      edges.push(new LazyEdge(page.items[index] as T, encode, position));
    }
    if (edges.length >= count) {
      hasNextPage = index < page.items.length || page.nextToken !== null;
      break;
    }
    if (page.nextToken === null) break;
    token = page.nextToken;
    skip = 0;
    pageSize = Math.min(Math.max(count - edges.length, 1), source.maxPageSize);
  }
  return { edges, totalCount: null, pageInfo: pageInfoOf(edges, hasNextPage, args.after != null) };
}
