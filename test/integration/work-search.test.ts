// Search through the graph: everything (with and without favorite flags) and one sheet, compared
// with the service's own answers; each hit's object and holding object as objects of the graph.
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { ExactId, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { globalId } from '../helpers/global-id.js';

const stack = useStack();
const run = gql(stack);

/** A hit as the service answers it. */
interface UpstreamHit {
  text: string;
  objectType: string;
  objectId: ExactId;
  parentObjectType?: string;
  parentObjectId?: ExactId;
}

/** The search kinds as the service spells them (Document 1: `sight` is a dashboard), in the graph's enum. */
const KINDS: Record<string, string> = {
  sheet: 'SHEET',
  row: 'ROW',
  workspace: 'WORKSPACE',
  folder: 'FOLDER',
  report: 'REPORT',
  sight: 'DASHBOARD',
  template: 'TEMPLATE',
};
/** The graph type of each kind the graph serves. */
const TYPES: Record<string, string> = { sheet: 'Sheet', workspace: 'Workspace', folder: 'Folder', sight: 'Dashboard' };

/** What a hit's object (or holding object) is in the graph: a Node by its global id, or the kind and id of one the graph does not serve. */
function objectOf(kind: string, id: ExactId | undefined, hit?: UpstreamHit): Record<string, unknown> {
  if (kind === 'row') return { __typename: 'Row', id: globalId('Row', String(hit?.parentObjectId), String(id)) };
  const type = TYPES[kind];
  return type
    ? { __typename: type, id: globalId(type, String(id)) }
    : { __typename: 'OtherSearchObject', objectType: KINDS[kind], backendId: String(id) };
}

graphql(`
  fragment WorkSearchItems on SearchResult {
    totalCount
    items {
      text
      objectType
      object {
        __typename
        ... on Node {
          id
        }
        ... on OtherSearchObject {
          objectType
          backendId
        }
      }
      parentObjectType
      parentObject {
        __typename
        ... on Node {
          id
        }
      }
      parentObjectName
      contextData
      favorite
      parentObjectFavorite
    }
  }
`);
const SEARCH = graphql(`
  query WorkSearchEverything($query: String!, $favorites: Boolean) {
    search(query: $query, includeFavorites: $favorites) {
      ...WorkSearchItems
    }
  }
`);

describe('search', () => {
  it('searches everything; favorite flags only with includeFavorites', async () => {
    const plain = present(dataOf(await run(SEARCH, { query: 'programme' })).search);
    const upstream = await wmGet<{ totalCount: number; results: UpstreamHit[] }>(
      stack.emulators,
      '/search?query=programme',
    );
    expect(plain.totalCount).toBe(upstream.totalCount);
    expect(plain.items.map((i) => i.object)).toEqual(
      upstream.results.map((r) => objectOf(r.objectType, r.objectId, r)),
    );
    expect(plain.items.map((i) => i.parentObject)).toEqual(
      upstream.results.map((r) => (r.parentObjectType ? objectOf(r.parentObjectType, r.parentObjectId) : null)),
    );
    expect(plain.items.map((i) => i.objectType)).toEqual(upstream.results.map((r) => KINDS[r.objectType]));
    expect(plain.items.map((i) => i.objectType)).toEqual(
      expect.arrayContaining(['WORKSPACE', 'SHEET', 'REPORT', 'DASHBOARD']),
    );
    expect(plain.items.every((i) => i.favorite === null)).toBe(true);

    await resetAllLogs(stack.emulators);
    const flagged = await run(SEARCH, { query: 'risk', favorites: true });
    expect((await calls(stack.emulators.workManagement)).map((c) => c.url)).toEqual([
      '/search?query=risk&include=favoriteFlag',
    ]);
    const items = present(flagged.data?.search).items;
    expect(items.every((i) => typeof i.favorite === 'boolean')).toBe(true);
    expect(items.filter((i) => i.objectType === 'SHEET' && i.favorite).map((i) => i.text)).toEqual(['Programme Risks']);
    expect(
      items.some(
        (i) => i.objectType === 'ROW' && i.parentObjectName?.startsWith('Programme') && i.parentObjectFavorite === true,
      ),
    ).toBe(true);
    expect(items.some((i) => i.objectType === 'ROW')).toBe(true);
    expect(
      items
        .filter((i) => i.objectType === 'ROW')
        .every((i) => typeof i.parentObjectFavorite === 'boolean' && i.parentObjectType === 'SHEET'),
    ).toBe(true);
  });

  it('answers the objects’ ids from the hits alone, and reads them through the loaders when more is asked', async () => {
    await resetAllLogs(stack.emulators);
    dataOf(await run(SEARCH, { query: 'programme' }));
    expect((await calls(stack.emulators.workManagement)).map((c) => c.template)).toEqual(['/search']);
    const upstream = await wmGet<{ results: UpstreamHit[] }>(stack.emulators, '/search?query=programme');
    const SEARCH_NAMES = graphql(`
      query WorkSearchNames($query: String!) {
        search(query: $query) {
          items {
            object {
              __typename
              ... on Sheet {
                name
              }
              ... on Workspace {
                name
              }
              ... on Row {
                sheet {
                  name
                }
              }
            }
          }
        }
      }
    `);
    const named = present(dataOf(await run(SEARCH_NAMES, { query: 'programme' })).search).items.map((i) => i.object);
    const sheets = upstream.results.flatMap((r, i) => (r.objectType === 'sheet' ? [[r.text, named[i]]] : []));
    for (const [text, object] of nonEmpty(sheets)) expect(object).toEqual({ __typename: 'Sheet', name: text });
  });

  it('searches one sheet`s rows', async () => {
    const sheet = present(
      (await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Plan'),
      'the Programme Plan sheet',
    );
    const SHEET_SEARCH = graphql(`
      query WorkSearchSheet($id: ID!, $query: String!) {
        sheet(id: $id) {
          search(query: $query) {
            ...WorkSearchItems
          }
        }
      }
    `);
    const found = present(
      present(dataOf(await run(SHEET_SEARCH, { id: String(sheet.id), query: 'risk log' })).sheet).search,
    );
    expect(found.totalCount).toBeGreaterThan(0);
    for (const item of nonEmpty(found.items)) {
      expect(item).toMatchObject({
        objectType: 'ROW',
        parentObject: { __typename: 'Sheet', id: globalId('Sheet', String(sheet.id)) },
        parentObjectName: 'Programme Plan',
      });
      expect(item.object).toMatchObject({ __typename: 'Row' });
      expect(present(item.text).toLowerCase()).toContain('risk log');
      expect(item.contextData?.[0]).toMatch(/^Row \d+/);
    }
    const missing = await run(SEARCH, { query: ' ' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ upstream: { errorCode: 1009 } });
  });
});
