// Search through the graph: everything (with and without favorite flags) and one sheet, compared
// with the service's own answers.
import { describe, expect, it } from 'vitest';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmId, WmSheet } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();

const ITEMS = 'totalCount items { text objectType objectId parentObjectType parentObjectId parentObjectName contextData favorite parentObjectFavorite }';

describe('search', () => {
  it('searches everything; favorite flags only with includeFavorites', async () => {
    const plain = await graphql(stack.gateway.graphqlUrl, `{ search(query: "programme") { ${ITEMS} } }`);
    expect(plain.errors).toBeUndefined();
    const upstream = await wmGet<{ totalCount: number; results: Array<{ objectId: WmId; objectType: string }> }>(stack.emulators, '/search?query=programme');
    expect(plain.data.search.totalCount).toBe(upstream.totalCount);
    expect(plain.data.search.items.map((i: any) => i.objectId)).toEqual(upstream.results.map((r: any) => String(r.objectId)));
    expect(new Set(plain.data.search.items.map((i: any) => i.objectType))).toEqual(new Set(upstream.results.map((r: any) => r.objectType)));
    expect(plain.data.search.items.map((i: any) => i.objectType)).toEqual(expect.arrayContaining(['workspace', 'sheet', 'report', 'sight']));
    expect(plain.data.search.items.every((i: any) => i.favorite === null)).toBe(true);

    await resetAllLogs(stack.emulators);
    const flagged = await graphql(stack.gateway.graphqlUrl, `{ search(query: "risk", includeFavorites: true) { ${ITEMS} } }`);
    expect((await upstreamCalls(stack.emulators.workManagement)).map((c) => c.url)).toEqual(['/search?query=risk&include=favoriteFlag']);
    const items = flagged.data.search.items;
    expect(items.every((i: any) => typeof i.favorite === 'boolean')).toBe(true);
    expect(items.filter((i: any) => i.objectType === 'sheet' && i.favorite).map((i: any) => i.text)).toEqual(['Programme Risks']);
    expect(items.some((i: any) => i.objectType === 'row' && i.parentObjectName?.startsWith('Programme') && i.parentObjectFavorite === true)).toBe(true);
    expect(items.some((i: any) => i.objectType === 'row')).toBe(true);
    expect(items.filter((i: any) => i.objectType === 'row').every((i: any) => typeof i.parentObjectFavorite === 'boolean' && i.parentObjectType === 'sheet')).toBe(true);
  });

  it('searches one sheet`s rows', async () => {
    const sheet = (await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Plan')!;
    const result = await graphql(stack.gateway.graphqlUrl, `query S($id: ID!) { sheet(id: $id) { search(query: "risk log") { ${ITEMS} } } }`, { id: String(sheet.id) });
    expect(result.errors).toBeUndefined();
    const found = result.data.sheet.search;
    expect(found.totalCount).toBeGreaterThan(0);
    for (const item of found.items) {
      expect(item).toMatchObject({ objectType: 'row', parentObjectId: String(sheet.id), parentObjectName: 'Programme Plan' });
      expect(item.text.toLowerCase()).toContain('risk log');
      expect(item.contextData[0]).toMatch(/^Row \d+/);
    }
    const missing = await graphql(stack.gateway.graphqlUrl, '{ search(query: " ") { totalCount } }');
    expect(missing.errors?.[0]?.extensions).toMatchObject({ upstream: { errorCode: 1009 } });
  });
});
