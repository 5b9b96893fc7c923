// Apollo Client 4 as frontends use it: an InMemoryCache with relayStylePagination() walks root and
// nested connections to their ends with fetchMore, and the merged lists in its cache must equal the
// lists read straight from the backends; list reads and node(id:) reads must agree in that cache.
import { ApolloClient, HttpLink, InMemoryCache, gql, type TypePolicies } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { relayStylePagination } from '@apollo/client/utilities';
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { ofType, present } from '../helpers/present.js';
import { daAll, rpAll, wmAll, wmEvents, wmGet } from '../helpers/reference.js';
import type { DaAsset, RpProject, RpRecord, WmRecord, WmSheet, WmUser } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();

/** The type policies a frontend writes for this graph: one relayStylePagination() per connection field. */
const typePolicies: TypePolicies = {
  Query: {
    fields: {
      sheets: relayStylePagination(),
      users: relayStylePagination(['emails', 'seatTypes']),
      projects: relayStylePagination(['states', 'withArchived']),
      libraries: relayStylePagination(),
      events: relayStylePagination(['since', 'streamPosition', 'to', 'managedPlanId']),
    },
  },
  Sheet: { fields: { rows: relayStylePagination() } },
  Project: { fields: { assignments: relayStylePagination() } },
  Library: { fields: { sections: relayStylePagination() } },
  Section: { fields: { assets: relayStylePagination() } },
};

function newClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: stack.gateway.graphqlUrl }),
    cache: new InMemoryCache({ typePolicies }),
  });
}

/** A connection as the documents below select it: nodes with their global id and one key field. */
interface Connection<TNode extends { id: string }> {
  edges: ReadonlyArray<{ cursor: string; node: TNode }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null; endCursor?: string | null };
}

/** The variables of every walked document: the page arguments, and the document's own. */
interface PageVariables {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

interface Walk<TNode extends { id: string }> {
  /** The connection as the cache holds it after the walk (merged by relayStylePagination). */
  merged: Connection<TNode>;
  /** fetchMore calls made after the first page. */
  fetchMores: number;
}

/**
 * Reads the first page with a watched query, then calls fetchMore with `after: endCursor` (forwards)
 * or `before: startCursor` (backwards) until pageInfo says the list ends; returns what the cache merged.
 */
async function walkWithFetchMore<TData, TVariables extends PageVariables, TNode extends { id: string }>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, keyof PageVariables>,
  pick: (data: TData) => Connection<TNode> | null | undefined,
  direction: 'forward' | 'backward',
  size: number,
): Promise<Walk<TNode>> {
  const client = newClient();
  const first = direction === 'forward' ? { first: size } : { last: size };
  const pageVariables = { ...variables, ...first } as TVariables;
  const observable = client.watchQuery({ query, variables: pageVariables });
  const firstResult = new Promise<void>((resolve, reject) => {
    observable.subscribe({ next: (result) => result.dataState === 'complete' && resolve(), error: reject });
  });
  try {
    await firstResult;
    const read = (): Connection<TNode> =>
      present(
        pick(present(client.readQuery({ query, variables: pageVariables }), 'the cached query')),
        'the cached connection',
      );
    let fetchMores = 0;
    for (let guard = 0; guard < 1000; guard++) {
      const { pageInfo } = read();
      if (direction === 'forward' ? !pageInfo.hasNextPage : !pageInfo.hasPreviousPage)
        return { merged: read(), fetchMores };
      const more = direction === 'forward' ? { after: pageInfo.endCursor } : { before: pageInfo.startCursor };
      const page = await observable.fetchMore({ variables: more as Partial<TVariables> });
      expect(page.error).toBeUndefined();
      fetchMores++;
    }
    throw new Error('the walk did not end');
  } finally {
    observable.stop();
    client.stop();
  }
}

/** The checks every walk must pass: the backend's list, no repeats, a closed pageInfo, full pages. */
function expectWalkEquals<TNode extends { id: string }>(
  walk: Walk<TNode>,
  keyField: keyof TNode,
  expected: string[],
  size: number,
): void {
  const { edges, pageInfo } = walk.merged;
  expect(expected.length).toBeGreaterThan(size);
  const keys = edges.map((edge) => edge.node[keyField]);
  expect(keys).toEqual(expected);
  expect(new Set(edges.map((edge) => edge.node.id)).size).toBe(edges.length);
  expect(new Set(edges.map((edge) => edge.cursor)).size).toBe(edges.length);
  expect(pageInfo.hasNextPage).toBe(false);
  expect(pageInfo.hasPreviousPage).toBe(false);
  expect(pageInfo.startCursor).toBe(edges[0]?.cursor);
  expect(pageInfo.endCursor).toBe(edges.at(-1)?.cursor);
  expect(walk.fetchMores).toBe(Math.ceil(expected.length / size) - 1);
}

const ids = (items: Array<{ id: unknown }>): string[] => items.map((item) => String(item.id));

describe('Apollo Client walks root connections with fetchMore', () => {
  const sheetsQuery = graphql(`
    query ApolloClientSheets($first: Int, $after: String, $last: Int, $before: String) {
      sheets(first: $first, after: $after, last: $last, before: $before) {
        edges {
          cursor
          node {
            id
            backendId
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  `);
  const usersQuery = graphql(`
    query ApolloClientUsers($first: Int, $after: String, $last: Int, $before: String) {
      users(first: $first, after: $after, last: $last, before: $before) {
        edges {
          cursor
          node {
            id
            backendId
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  `);
  const librariesQuery = graphql(`
    query ApolloClientLibraries($first: Int, $after: String, $last: Int, $before: String) {
      libraries(first: $first, after: $after, last: $last, before: $before) {
        edges {
          cursor
          node {
            id
            libraryId: backendId
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  `);

  it('sheets, forwards and backwards', async () => {
    const expected = ids(await wmAll<WmSheet>(stack.emulators, '/sheets'));
    expectWalkEquals(await walkWithFetchMore(sheetsQuery, {}, (d) => d.sheets, 'forward', 7), 'backendId', expected, 7);
    expectWalkEquals(
      await walkWithFetchMore(sheetsQuery, {}, (d) => d.sheets, 'backward', 7),
      'backendId',
      expected,
      7,
    );
  });

  it('users, forwards and backwards', async () => {
    const expected = ids(await wmAll<WmUser>(stack.emulators, '/users'));
    expectWalkEquals(await walkWithFetchMore(usersQuery, {}, (d) => d.users, 'forward', 45), 'backendId', expected, 45);
    expectWalkEquals(
      await walkWithFetchMore(usersQuery, {}, (d) => d.users, 'backward', 45),
      'backendId',
      expected,
      45,
    );
  });

  it('projects, forwards (the backend has no total, so no backward walk from the end)', async () => {
    const query = graphql(`
      query ApolloClientProjects($first: Int, $after: String) {
        projects(first: $first, after: $after) {
          edges {
            cursor
            node {
              id
              projectId: backendId
            }
          }
          pageInfo {
            hasNextPage
            hasPreviousPage
            startCursor
            endCursor
          }
        }
      }
    `);
    const expected = ids(await rpAll<RpProject>(stack.emulators, '/projects'));
    expectWalkEquals(await walkWithFetchMore(query, {}, (d) => d.projects, 'forward', 9), 'projectId', expected, 9);
  });

  it('libraries, forwards and backwards', async () => {
    const expected = ids(await daAll(stack.emulators, '/libraries'));
    expectWalkEquals(
      await walkWithFetchMore(librariesQuery, {}, (d) => d.libraries, 'forward', 2),
      'libraryId',
      expected,
      2,
    );
    expectWalkEquals(
      await walkWithFetchMore(librariesQuery, {}, (d) => d.libraries, 'backward', 2),
      'libraryId',
      expected,
      2,
    );
  });

  it('events of a one-day window, forwards (the stream is forward-only)', async () => {
    const query = graphql(`
      query ApolloClientEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {
        events(first: $first, after: $after, since: $since, to: $to) {
          edges {
            cursor
            node {
              id
              backendId
            }
          }
          pageInfo {
            hasNextPage
            hasPreviousPage
            startCursor
            endCursor
          }
        }
      }
    `);
    const window = { since: '2026-10-01T00:00:00Z', to: '2026-10-02T00:00:00Z' };
    const expected = (await wmEvents(stack.emulators, window.since, window.to)).map((event) => String(event.eventId));
    expectWalkEquals(await walkWithFetchMore(query, window, (d) => d.events, 'forward', 15), 'backendId', expected, 15);
  });
});

describe('Apollo Client walks nested connections with fetchMore', () => {
  it('Sheet.rows of a sheet with a few hundred rows, forwards and backwards', async () => {
    const sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
    const counts = await Promise.all(
      sheets.map(async (s) => ({
        id: String(s.id),
        rows: (await wmGet<WmSheet>(stack.emulators, `/sheets/${s.id}?pageSize=1&page=1`)).totalRowCount as number,
      })),
    );
    const sheet = present(counts.filter((s) => s.rows >= 100 && s.rows <= 400)[0], 'a sheet of 100 to 400 rows');
    const expected = ids((await wmGet<WmSheet>(stack.emulators, `/sheets/${sheet.id}`)).rows);
    const query = graphql(`
      query ApolloClientSheetRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
        sheet(id: $id) {
          id
          rows(first: $first, after: $after, last: $last, before: $before) {
            edges {
              cursor
              node {
                id
                backendId
              }
            }
            pageInfo {
              hasNextPage
              hasPreviousPage
              startCursor
              endCursor
            }
          }
        }
      }
    `);
    expectWalkEquals(
      await walkWithFetchMore(query, { id: sheet.id }, (d) => d.sheet?.rows, 'forward', 40),
      'backendId',
      expected,
      40,
    );
    expectWalkEquals(
      await walkWithFetchMore(query, { id: sheet.id }, (d) => d.sheet?.rows, 'backward', 40),
      'backendId',
      expected,
      40,
    );
  });

  it('Project.assignments, forwards', async () => {
    const project = present((await rpAll<RpProject>(stack.emulators, '/projects'))[0]);
    const expected = ids(
      await rpAll<RpRecord>(stack.emulators, `/projects/${project.id}/assignments?with_phases=true`),
    );
    const query = graphql(`
      query ApolloClientProjectAssignments($id: ID!, $first: Int, $after: String) {
        project(id: $id) {
          id
          assignments(first: $first, after: $after) {
            edges {
              cursor
              node {
                id
                assignmentId: backendId
              }
            }
            pageInfo {
              hasNextPage
              hasPreviousPage
              startCursor
              endCursor
            }
          }
        }
      }
    `);
    expectWalkEquals(
      await walkWithFetchMore(query, { id: String(project.id) }, (d) => d.project?.assignments, 'forward', 5),
      'assignmentId',
      expected,
      5,
    );
  });

  it('Library.sections and Section.assets, forwards and backwards', async () => {
    const library = present((await daAll(stack.emulators, '/libraries'))[0]);
    const sections = ids(await daAll(stack.emulators, `/libraries/${library.id}/sections`));
    const sectionsQuery = graphql(`
      query ApolloClientLibrarySections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
        library(id: $id) {
          id
          sections(first: $first, after: $after, last: $last, before: $before) {
            edges {
              cursor
              node {
                id
                sectionId: backendId
              }
            }
            pageInfo {
              hasNextPage
              hasPreviousPage
              startCursor
              endCursor
            }
          }
        }
      }
    `);
    expectWalkEquals(
      await walkWithFetchMore(sectionsQuery, { id: library.id }, (d) => d.library?.sections, 'forward', 1),
      'sectionId',
      sections,
      1,
    );
    expectWalkEquals(
      await walkWithFetchMore(sectionsQuery, { id: library.id }, (d) => d.library?.sections, 'backward', 1),
      'sectionId',
      sections,
      1,
    );

    const sectionId = present(sections[0]);
    const assets = ids(await daAll<DaAsset>(stack.emulators, `/sections/${sectionId}/assets`));
    // The section is reached through node(id:) with its global id, as a refetching client would.
    const sectionIdQuery = graphql(`
      query ApolloClientFirstSectionOfLibrary($id: ID!) {
        library(id: $id) {
          sections(first: 1) {
            edges {
              node {
                id
              }
            }
          }
        }
      }
    `);
    const sectionNode = (await newClient().query({ query: sectionIdQuery, variables: { id: library.id } })).data;
    const globalId = present(sectionNode?.library?.sections?.edges[0]).node.id;
    const assetsQuery = graphql(`
      query ApolloClientSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
        node(id: $id) {
          __typename
          id
          ... on Section {
            assets(first: $first, after: $after, last: $last, before: $before) {
              edges {
                cursor
                node {
                  id
                  assetId: backendId
                }
              }
              pageInfo {
                hasNextPage
                hasPreviousPage
                startCursor
                endCursor
              }
            }
          }
        }
      }
    `);
    expectWalkEquals(
      await walkWithFetchMore(assetsQuery, { id: globalId }, (d) => ofType(d.node, 'Section').assets, 'forward', 4),
      'assetId',
      assets,
      4,
    );
    expectWalkEquals(
      await walkWithFetchMore(assetsQuery, { id: globalId }, (d) => ofType(d.node, 'Section').assets, 'backward', 4),
      'assetId',
      assets,
      4,
    );
  });
});

describe('list reads and node(id:) reads agree in the normalized cache', () => {
  /**
   * Reads `fields` of one object by node(id:), then a list holding the same object with the same
   * fields; the cache record must still hold the detail values, and they must be the backend's.
   */
  async function readDetailThenList(
    typeName: string,
    id: string,
    fields: string[],
    listQuery: string,
  ): Promise<{ detail: Record<string, unknown>; record: Record<string, unknown> }> {
    const client = newClient();
    try {
      // The selections are built from the field lists: documents as text, read through a small shape.
      const detailQuery = gql(
        `query ApolloClientDetail($id: ID!) { node(id: $id) { id ... on ${typeName} { ${fields.join(' ')} } } }`,
      );
      const detail = present(
        (
          await client.query<{ node: ({ id: string } & Record<string, unknown>) | null }>({
            query: detailQuery,
            variables: { id },
          })
        ).data,
      );
      const node = present(detail.node);
      expect(node.id).toBe(id);
      const list = (await client.query<unknown>({ query: gql(listQuery), fetchPolicy: 'network-only' })).data;
      expect(JSON.stringify(list)).toContain(id);
      const cacheId = present(client.cache.identify({ __typename: typeName, id }), 'the cache id');
      const record = present(
        (client.cache.extract() as Record<string, Record<string, unknown> | undefined>)[cacheId],
        'the cache record',
      );
      return { detail: node, record };
    } finally {
      client.stop();
    }
  }

  const pickFields = (source: Record<string, unknown>, fields: string[]): Record<string, unknown> =>
    Object.fromEntries(fields.map((f) => [f, source[f]]));

  it('User: locale, timeZone, title, department, company, phones and role survive a users list read', async () => {
    const fields = ['locale', 'timeZone', 'title', 'department', 'company', 'workPhone', 'mobilePhone', 'role'];
    const users = await wmAll<WmUser>(stack.emulators, '/users');
    const user = present(users[0]);
    const profile = await wmGet<WmUser>(stack.emulators, `/users/${user.id}`);
    expect(profile.locale).toEqual(expect.any(String));
    const { detail, record } = await readDetailThenList(
      'User',
      await globalIdOf('User', user.id),
      fields,
      `{ users(first: 10) { edges { node { id ${fields.join(' ')} } } } }`,
    );
    expect(pickFields(detail, fields)).toEqual(pickFields({ ...profile }, fields));
    expect(pickFields(record, fields)).toEqual(pickFields(detail, fields));
  });

  it('Sheet: version, ganttEnabled, dependenciesEnabled, readOnly and favorite survive a sheets list read', async () => {
    const fields = ['version', 'ganttEnabled', 'dependenciesEnabled', 'readOnly', 'favorite'];
    const sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
    const first = present(sheets[0]);
    const sheet = await wmGet<WmSheet>(stack.emulators, `/sheets/${first.id}?pageSize=1&page=1`);
    expect(sheet.version).toEqual(expect.any(Number));
    const { detail, record } = await readDetailThenList(
      'Sheet',
      await globalIdOf('Sheet', first.id),
      fields,
      `{ sheets(first: 10) { edges { node { id ${fields.join(' ')} } } } }`,
    );
    expect(pickFields(detail, fields)).toEqual(pickFields({ ...sheet }, fields));
    expect(pickFields(record, fields)).toEqual(pickFields(detail, fields));
  });

  it('Workspace: createdAt and modifiedAt survive a workspaces list read', async () => {
    const fields = ['createdAt', 'modifiedAt'];
    const workspaces = await wmAll<WmRecord>(stack.emulators, '/workspaces');
    const workspace = present(workspaces[0]);
    const metadata = await wmGet<WmRecord & { createdAt: string; modifiedAt: string }>(
      stack.emulators,
      `/workspaces/${workspace.id}/metadata`,
    );
    const { detail, record } = await readDetailThenList(
      'Workspace',
      await globalIdOf('Workspace', workspace.id),
      fields,
      `{ workspaces(first: 10) { edges { node { id ${fields.join(' ')} } } } }`,
    );
    for (const field of fields) expect(Date.parse(detail[field] as string)).toBe(Date.parse(metadata[field] as string));
    expect(pickFields(record, fields)).toEqual(pickFields(detail, fields));
  });
});

/** The global id of a work-management object, as the graph gives it (read by its backend id). */
async function globalIdOf(typeName: 'User' | 'Sheet' | 'Workspace', backendId: unknown): Promise<string> {
  const field = typeName.toLowerCase();
  const client = newClient();
  try {
    const query = gql(`query ApolloClientGlobalId($id: ID!) { ${field}(id: $id) { id } }`);
    const data = present(
      (await client.query<Record<string, { id: string } | null>>({ query, variables: { id: String(backendId) } })).data,
    );
    return present(data[field], field).id;
  } finally {
    client.stop();
  }
}
