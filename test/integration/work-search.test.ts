// Search through the graph: everything (with and without favorite flags) and one sheet, compared
// with the service's own answers.
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmId, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

graphql(`fragment WorkSearchItems on SearchResult { totalCount items { text objectType objectId parentObjectType parentObjectId parentObjectName contextData favorite parentObjectFavorite } }`);
const SEARCH = graphql(`query WorkSearchEverything($query: String!, $favorites: Boolean) { search(query: $query, includeFavorites: $favorites) { ...WorkSearchItems } }`);
const SHEET_SEARCH = graphql(`query WorkSearchSheet($id: ID!, $query: String!) { sheet(id: $id) { search(query: $query) { ...WorkSearchItems } } }`);

describe('search', () => {
  it('searches everything; favorite flags only with includeFavorites', async () => {
    const plain = present(dataOf(await run(SEARCH, { query: 'programme' })).search);
    const upstream = await wmGet<{ totalCount: number; results: Array<{ objectId: WmId; objectType: string }> }>(stack.emulators, '/search?query=programme');
    expect(plain.totalCount).toBe(upstream.totalCount);
    expect(plain.items.map((i) => i.objectId)).toEqual(upstream.results.map((r) => String(r.objectId)));
    expect(new Set(plain.items.map((i) => i.objectType))).toEqual(new Set(upstream.results.map((r) => r.objectType)));
    expect(plain.items.map((i) => i.objectType)).toEqual(expect.arrayContaining(['workspace', 'sheet', 'report', 'sight']));
    expect(plain.items.every((i) => i.favorite === null)).toBe(true);

    await resetAllLogs(stack.emulators);
    const flagged = await run(SEARCH, { query: 'risk', favorites: true });
    expect((await calls(stack.emulators.workManagement)).map((c) => c.url)).toEqual(['/search?query=risk&include=favoriteFlag']);
    const items = present(flagged.data?.search).items;
    expect(items.every((i) => typeof i.favorite === 'boolean')).toBe(true);
    expect(items.filter((i) => i.objectType === 'sheet' && i.favorite).map((i) => i.text)).toEqual(['Programme Risks']);
    expect(items.some((i) => i.objectType === 'row' && i.parentObjectName?.startsWith('Programme') && i.parentObjectFavorite === true)).toBe(true);
    expect(items.some((i) => i.objectType === 'row')).toBe(true);
    expect(items.filter((i) => i.objectType === 'row').every((i) => typeof i.parentObjectFavorite === 'boolean' && i.parentObjectType === 'sheet')).toBe(true);
  });

  it('searches one sheet`s rows', async () => {
    const sheet = present((await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Plan'), 'the Programme Plan sheet');
    const found = present(present(dataOf(await run(SHEET_SEARCH, { id: String(sheet.id), query: 'risk log' })).sheet).search);
    expect(found.totalCount).toBeGreaterThan(0);
    for (const item of nonEmpty(found.items)) {
      expect(item).toMatchObject({ objectType: 'row', parentObjectId: String(sheet.id), parentObjectName: 'Programme Plan' });
      expect(present(item.text).toLowerCase()).toContain('risk log');
      expect(item.contextData?.[0]).toMatch(/^Row \d+/);
    }
    const missing = await run(SEARCH, { query: ' ' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ upstream: { errorCode: 1009 } });
  });
});
