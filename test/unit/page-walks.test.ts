// The page walks of each pagination style over in-memory envelopes: whole results asserted, with the
// exact requests each walk made (what it passed, when it stopped).
import { describe, expect, it } from 'vitest';
import {
  collectPages,
  findInPages,
  findKeysInPages,
  walkDigitalAssetPages,
  walkEventStream,
  walkIndexPages,
  walkResourcePlanningPages,
  walkTokenPages,
} from '../../src/datasources/page-walks.js';
import type { DaPage } from '../../src/datasources/digital-asset/types.js';
import type { RpList } from '../../src/datasources/resource-planning/types.js';
import type { WmIndexResult, WmStreamResult, WmTokenResult } from '../../src/datasources/work-management/types.js';

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const PER = 3;
const lost = new Error('connection lost');

/** Records a request; a walk that does not stop fails here instead of running forever. */
function ask<A>(asked: A[], at: A): void {
  asked.push(at);
  if (asked.length > 10) throw new Error('the walk did not stop');
}

/** Page `page` (1-based) of `items`, `PER` at a time. */
const slice = (items: string[], page: number): string[] => items.slice((page - 1) * PER, page * PER);

function tokenList(items: string[], emptyWithKey = false) {
  const asked: Array<string | null> = [];
  const fetchPage = (lastKey: string | null): Promise<WmTokenResult<string>> => {
    ask(asked, lastKey);
    if (emptyWithKey) return Promise.resolve({ data: [], lastKey: 'again' });
    const start = lastKey === null ? 0 : Number(lastKey.slice(1));
    const data = items.slice(start, start + PER);
    return Promise.resolve(start + PER < items.length ? { data, lastKey: `k${start + PER}` } : { data });
  };
  return { asked, fetchPage };
}

function indexList(items: string[], totalPagesSaid = Math.ceil(items.length / PER)) {
  const asked: number[] = [];
  const fetchPage = (page: number): Promise<WmIndexResult<string>> => {
    ask(asked, page);
    // Past the end, the service answers its last page.
    const answered = Math.max(1, Math.min(page, Math.ceil(items.length / PER)));
    return Promise.resolve({
      pageNumber: answered,
      pageSize: PER,
      totalPages: totalPagesSaid,
      totalCount: items.length,
      data: slice(items, answered),
    });
  };
  return { asked, fetchPage };
}

function eventStream(pages: string[][]) {
  const asked: Array<string | null> = [];
  const fetchPage = (position: string | null): Promise<WmStreamResult<string>> => {
    ask(asked, position);
    const index = position === null ? 0 : Number(position.slice(1));
    return Promise.resolve({
      data: pages[index] ?? [],
      nextStreamPosition: `p${index + 1}`,
      moreAvailable: index + 1 < pages.length,
    });
  };
  return { asked, fetchPage };
}

function rpList(items: string[]) {
  const asked: number[] = [];
  const fetchPage = (page: number): Promise<RpList<string>> => {
    ask(asked, page);
    const next = page * PER < items.length ? `/api/v1/people?per_page=${PER}&page=${page + 1}` : null;
    return Promise.resolve({
      data: slice(items, page),
      paging: { page, per_page: PER, previous: null, self: `/api/v1/people?page=${page}`, next },
    });
  };
  return { asked, fetchPage };
}

function daList(items: string[], nextPageSaid?: number) {
  const asked: number[] = [];
  const fetchPage = (page: number): Promise<DaPage<string>> => {
    ask(asked, page);
    const totalPages = Math.max(1, Math.ceil(items.length / PER));
    const next = nextPageSaid ?? (page < totalPages ? page + 1 : null);
    return Promise.resolve({
      items: slice(items, page),
      meta: {
        current_page: page,
        next_page: next,
        prev_page: page > 1 ? page - 1 : null,
        total_pages: totalPages,
        total_count: items.length,
      },
    });
  };
  return { asked, fetchPage };
}

/** A fetcher that answers page 1 with `first`, then fails. */
function failingAfterFirst<P>(first: P): { asked: unknown[]; fetchPage: (at: unknown) => Promise<P> } {
  const asked: unknown[] = [];
  return {
    asked,
    fetchPage: (at: unknown) => {
      ask(asked, at);
      return asked.length > 1 ? Promise.reject(lost) : Promise.resolve(first);
    },
  };
}

describe('walkTokenPages', () => {
  it("reads every page, passing each answer's lastKey, and stops on the page without one", async () => {
    const list = tokenList(letters);
    expect(await collectPages(walkTokenPages(list.fetchPage))).toEqual({ items: letters, calls: 3 });
    expect(list.asked).toEqual([null, 'k3', 'k6']);
  });

  it('reads one page of a list that fits in it', async () => {
    const list = tokenList(['a', 'b']);
    expect(await collectPages(walkTokenPages(list.fetchPage))).toEqual({ items: ['a', 'b'], calls: 1 });
    expect(list.asked).toEqual([null]);
  });

  it('stops on an empty page even when it carries a lastKey', async () => {
    const list = tokenList(letters, true);
    expect(await collectPages(walkTokenPages(list.fetchPage))).toEqual({ items: [], calls: 1 });
    expect(list.asked).toEqual([null]);
  });

  it('propagates a failed page and reads nothing after it', async () => {
    const list = failingAfterFirst<WmTokenResult<string>>({ data: ['a'], lastKey: 'k1' });
    await expect(collectPages(walkTokenPages(list.fetchPage))).rejects.toBe(lost);
    expect(list.asked).toEqual([null, 'k1']);
  });
});

describe('walkIndexPages', () => {
  it('reads pages 1 to totalPages and stops there', async () => {
    const list = indexList(letters);
    expect(await collectPages(walkIndexPages(list.fetchPage))).toEqual({ items: letters, calls: 3 });
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('stops on an empty page', async () => {
    const list = indexList([], 0);
    expect(await collectPages(walkIndexPages(list.fetchPage))).toEqual({ items: [], calls: 1 });
    expect(list.asked).toEqual([1]);
  });

  it('stops without repeating items when the service answers its last page for a page past the end', async () => {
    // totalPages claims more pages than there are: page 4 comes back as page 3.
    const list = indexList(letters, 5);
    expect(await collectPages(walkIndexPages(list.fetchPage))).toEqual({ items: letters, calls: 3 });
    expect(list.asked).toEqual([1, 2, 3, 4]);
  });

  it('propagates a failed page and reads nothing after it', async () => {
    const list = failingAfterFirst<WmIndexResult<string>>({
      pageNumber: 1,
      pageSize: 1,
      totalPages: 5,
      totalCount: 5,
      data: ['a'],
    });
    await expect(collectPages(walkIndexPages(list.fetchPage))).rejects.toBe(lost);
    expect(list.asked).toEqual([1, 2]);
  });
});

describe('walkEventStream', () => {
  it("reads from the caller's start, then each nextStreamPosition, while moreAvailable says so", async () => {
    const stream = eventStream([['a', 'b'], ['c'], ['d', 'e']]);
    expect(await collectPages(walkEventStream(stream.fetchPage))).toEqual({
      items: ['a', 'b', 'c', 'd', 'e'],
      calls: 3,
    });
    expect(stream.asked).toEqual([null, 'p1', 'p2']);
  });

  it('goes on past an empty page while more is available, and stops on the last page', async () => {
    const stream = eventStream([['a'], [], ['b']]);
    expect(await collectPages(walkEventStream(stream.fetchPage))).toEqual({ items: ['a', 'b'], calls: 3 });
    expect(stream.asked).toEqual([null, 'p1', 'p2']);
  });

  it('propagates a failed page and reads nothing after it', async () => {
    const stream = failingAfterFirst<WmStreamResult<string>>({
      data: ['a'],
      nextStreamPosition: 'p1',
      moreAvailable: true,
    });
    await expect(collectPages(walkEventStream(stream.fetchPage))).rejects.toBe(lost);
    expect(stream.asked).toEqual([null, 'p1']);
  });
});

describe('walkResourcePlanningPages', () => {
  it('reads pages 1, 2, ... until paging.next is null', async () => {
    const list = rpList(letters);
    expect(await collectPages(walkResourcePlanningPages(list.fetchPage))).toEqual({ items: letters, calls: 3 });
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('stops on an empty page even when paging.next names another', async () => {
    const asked: number[] = [];
    const fetchPage = (page: number): Promise<RpList<string>> => {
      ask(asked, page);
      return Promise.resolve({
        data: [],
        paging: { page, per_page: PER, previous: null, self: '/api/v1/people', next: '/api/v1/people?page=2' },
      });
    };
    expect(await collectPages(walkResourcePlanningPages(fetchPage))).toEqual({ items: [], calls: 1 });
    expect(asked).toEqual([1]);
  });

  it('propagates a failed page and reads nothing after it', async () => {
    const list = failingAfterFirst<RpList<string>>({
      data: ['a'],
      paging: { page: 1, per_page: 1, previous: null, self: '/x', next: '/x?page=2' },
    });
    await expect(collectPages(walkResourcePlanningPages(list.fetchPage))).rejects.toBe(lost);
    expect(list.asked).toEqual([1, 2]);
  });
});

describe('walkDigitalAssetPages', () => {
  it('reads pages 1, 2, ... until meta.next_page is null', async () => {
    const list = daList(letters);
    expect(await collectPages(walkDigitalAssetPages(list.fetchPage))).toEqual({ items: letters, calls: 3 });
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('stops on an empty page even when meta.next_page names another', async () => {
    const list = daList([], 2);
    expect(await collectPages(walkDigitalAssetPages(list.fetchPage))).toEqual({ items: [], calls: 1 });
    expect(list.asked).toEqual([1]);
  });

  it('propagates a failed page and reads nothing after it', async () => {
    const list = failingAfterFirst<DaPage<string>>({
      items: ['a'],
      meta: { current_page: 1, next_page: 2, prev_page: null, total_pages: 2, total_count: 2 },
    });
    await expect(collectPages(walkDigitalAssetPages(list.fetchPage))).rejects.toBe(lost);
    expect(list.asked).toEqual([1, 2]);
  });
});

describe('findInPages', () => {
  it('returns the first match and reads no page after the one that holds it', async () => {
    const list = rpList(letters);
    expect(await findInPages(walkResourcePlanningPages(list.fetchPage), (item) => item === 'd' || item === 'g')).toBe(
      'd',
    );
    expect(list.asked).toEqual([1, 2]);
  });

  it('returns null after reading the whole list when nothing matches', async () => {
    const list = tokenList(letters);
    expect(await findInPages(walkTokenPages(list.fetchPage), (item) => item === 'z')).toBeNull();
    expect(list.asked).toEqual([null, 'k3', 'k6']);
  });
});

describe('findKeysInPages', () => {
  it('finds every key asked for and reads no page after the one that holds the last of them', async () => {
    const list = daList(letters);
    expect(await findKeysInPages(walkDigitalAssetPages(list.fetchPage), ['b', 'e', 'b'], (item) => item)).toEqual(
      new Map([
        ['b', 'b'],
        ['e', 'e'],
      ]),
    );
    expect(list.asked).toEqual([1, 2]);
  });

  it('reads the whole list when a key is not in it, and answers the keys it found', async () => {
    const list = daList(letters);
    expect(await findKeysInPages(walkDigitalAssetPages(list.fetchPage), ['a', 'z'], (item) => item)).toEqual(
      new Map([['a', 'a']]),
    );
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('reads nothing when no key is asked for', async () => {
    const list = daList(letters);
    expect(await findKeysInPages(walkDigitalAssetPages(list.fetchPage), [], (item) => item)).toEqual(new Map());
    expect(list.asked).toEqual([]);
  });
});
