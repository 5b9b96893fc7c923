// Relay connection builders over in-memory page sources: whole connections asserted, and the
// number of page reads counted.
import { describe, expect, it } from 'vitest';
import {
  countedConnection,
  randomAccessConnection,
  tokenConnection,
  type Connection,
  type ConnectionArgs,
  type ConnectionContext,
  type NumberedPage,
} from '../../src/relay/connection.js';
import { CursorCodec, listBinding } from '../../src/relay/cursor.js';
import { match } from '../helpers/matchers.js';

const items = Array.from({ length: 23 }, (_, i) => `item${i}`);
const ctx: ConnectionContext = {
  codec: new CursorCodec('unit-test-secret-0123456789'),
  binding: listBinding('letters'),
  maxFirst: 50,
  defaultFirst: 10,
};

function numberedSource(withTotal: boolean) {
  const reads: Array<[number, number]> = [];
  return {
    reads,
    source: {
      maxPageSize: 10,
      fetchPage: (page: number, size: number): Promise<NumberedPage<string>> => {
        reads.push([page, size]);
        const slice = items.slice((page - 1) * size, page * size);
        return Promise.resolve({
          items: slice,
          total: withTotal ? items.length : null,
          hasNext: page * size < items.length,
        });
      },
    },
  };
}

function tokenSource() {
  const reads: Array<[string | null, number]> = [];
  return {
    reads,
    source: {
      maxPageSize: 10,
      fetchPage: (token: string | null, size: number) => {
        reads.push([token, size]);
        const start = token === null ? 0 : Number(token);
        const end = Math.min(start + size, items.length);
        return Promise.resolve({ items: items.slice(start, end), nextToken: end < items.length ? String(end) : null });
      },
    },
  };
}

async function walkForward(
  build: (args: ConnectionArgs) => Promise<{
    edges: Array<{ node: string; cursor: string }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  }>,
  first: number,
): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const page = await build({ first, after });
    seen.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor;
  }
  throw new Error('did not end');
}

describe('randomAccessConnection', () => {
  for (const withTotal of [true, false]) {
    for (const first of [1, 7, 10, 50]) {
      it(`walks the whole list with first=${first} (${withTotal ? 'with' : 'without'} total): no duplicate, no gap`, async () => {
        const { source } = numberedSource(withTotal);
        expect(await walkForward((args) => randomAccessConnection(args, ctx, source), first)).toEqual(items);
      });
    }
  }

  it('returns the whole first page as a connection object', async () => {
    const { source, reads } = numberedSource(true);
    const page = await randomAccessConnection({ first: 2 }, ctx, source);
    // An edge as GraphQL reads it: its node and cursor (the cursor is a getter, encoded when read).
    const edges = page.edges.map((edge) => ({ node: edge.node, cursor: edge.cursor }));
    expect({ ...page, edges }).toEqual({
      edges: [
        { node: 'item0', cursor: match.any(String) },
        { node: 'item1', cursor: match.any(String) },
      ],
      totalCount: 23,
      pageInfo: {
        hasNextPage: true,
        hasPreviousPage: false,
        startCursor: page.edges[0]?.cursor,
        endCursor: page.edges[1]?.cursor,
      },
    });
    expect(reads).toEqual([[1, 2]]);
  });

  it('walks backwards with last/before to the start: no duplicate, no gap', async () => {
    const { source } = numberedSource(true);
    const seen: string[] = [];
    let before: string | null = null;
    for (;;) {
      const page: Connection<string> = await randomAccessConnection({ last: 7, before }, ctx, source);
      seen.unshift(...page.edges.map((e) => e.node));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(seen).toEqual(items);
  });

  it('returns no elements when the cursors cross', async () => {
    const { source } = numberedSource(true);
    const first = await randomAccessConnection({ first: 5 }, ctx, source);
    const page = await randomAccessConnection(
      { first: 5, after: first.edges[3]?.cursor, before: first.edges[1]?.cursor },
      ctx,
      source,
    );
    expect(page.edges).toEqual([]);
  });

  it('refuses last without before when the backend reports no total', async () => {
    const { source } = numberedSource(false);
    await expect(randomAccessConnection({ last: 3 }, ctx, source)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses first above the cap, negative counts, and first with last', async () => {
    const { source, reads } = numberedSource(true);
    for (const args of [{ first: 51 }, { first: -1 }, { first: 1, last: 1 }]) {
      await expect(randomAccessConnection(args, ctx, source)).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(reads).toEqual([]);
  });
});

describe('countedConnection', () => {
  it('gives the total of a window that reads no page from one read of one item', async () => {
    const { source, reads } = numberedSource(true);
    const page = await countedConnection({ first: 0 }, ctx, source);
    expect(page).toEqual({
      edges: [],
      totalCount: 23,
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
    expect(reads).toEqual([[1, 1]]);
  });

  it('costs no more than randomAccessConnection when the window reads a page', async () => {
    const { source, reads } = numberedSource(true);
    expect((await countedConnection({ first: 5 }, ctx, source)).totalCount).toBe(23);
    expect(reads).toEqual([[1, 5]]);
  });

  it('fails a list whose backend leaves its length out', async () => {
    const { source } = numberedSource(false);
    await expect(countedConnection({ first: 5 }, ctx, source)).rejects.toThrow(/length/);
  });
});

describe('tokenConnection', () => {
  for (const first of [1, 7, 10, 50]) {
    it(`walks the whole list with first=${first}: no duplicate, no gap`, async () => {
      const { source } = tokenSource();
      expect(await walkForward((args) => tokenConnection(args, ctx, source), first)).toEqual(items);
    });
  }

  it('costs one page read per page when walking with first equal to the page size', async () => {
    const { source, reads } = tokenSource();
    await walkForward((args) => tokenConnection(args, ctx, source), 10);
    expect(reads).toEqual([
      [null, 10],
      ['10', 10],
      ['20', 10],
    ]);
  });

  it('refuses backward paging', async () => {
    const { source } = tokenSource();
    await expect(tokenConnection({ last: 2 }, ctx, source)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a cursor of a random-access list', async () => {
    const { source } = tokenSource();
    const foreign = ctx.codec.encode(ctx.binding, { o: 3 });
    await expect(tokenConnection({ first: 2, after: foreign }, ctx, source)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('edge cursors', () => {
  // Cursors handed out earlier must keep working: these are the signed cursors the codec has always made.
  it('keep their format, whether encoded with the page or when first read', async () => {
    const random = await randomAccessConnection(
      { first: 1, after: ctx.codec.encode(ctx.binding, { o: 2 }) },
      ctx,
      numberedSource(true).source,
    );
    expect(random.edges[0]?.cursor).toBe('c1.eyJiIjoicUlVN3dkMWpGZ210c0dnZiIsInAiOnsibyI6M319.YZYzbg9DHFw15Q8sL9zQyJ');
    const token = await tokenConnection({ first: 5 }, ctx, tokenSource().source);
    expect(token.edges.slice(3).map((e) => e.cursor)).toEqual([
      'c1.eyJiIjoicUlVN3dkMWpGZ210c0dnZiIsInAiOnsiayI6bnVsbCwicyI6NSwiaSI6M319.4FgkRZAifCHsDze1qWjA8K',
      'c1.eyJiIjoicUlVN3dkMWpGZ210c0dnZiIsInAiOnsiayI6IjUiLCJzIjo1LCJpIjotMX19.nLlz3lAx8R47_kM7WShJg0',
    ]);
    expect(token.pageInfo.endCursor).toBe(token.edges[4]?.cursor);
    expect(ctx.codec.encode(ctx.binding, { k: null, s: 5, i: 3 })).toBe(token.edges[3]?.cursor);
  });
});
