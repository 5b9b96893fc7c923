// The filtered event feed for non-admins, and events of one sheet or workspace.
import { describe, expect, it } from 'vitest';
import { WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { FilteredEventsPageQuery } from '../generated/graphql.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';
import { walkForward } from '../helpers/walk.js';

const stack = useStack();
const run = gql(stack);

const user = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.user}` };

const FILTERED = graphql(`
  query FilteredEventsPage($first: Int, $after: String, $ids: [ID!]) {
    filteredEvents(
      first: $first
      after: $after
      sheetIds: $ids
      since: "2020-01-01T00:00:00Z"
    ) {
      edges {
        cursor
        node {
          id
          objectType
          object {
            ... on Sheet {
              id
            }
          }
          details {
            __typename
            ... on AttachmentCreateDetails {
              sheetId
            }
          }
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

describe('filtered events', () => {
  it('gives a non-admin the events of the sheets they can see, and refuses them the admin feed', async () => {
    const admin = await run(
      graphql(`
        query FilteredAdminFeed {
          events(first: 1, since: "2026-10-01T00:00:00Z") {
            edges {
              node {
                id
              }
            }
          }
        }
      `),
      {},
      user,
    );
    expect(admin.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { errorCode: 1004 } });

    const sheets = dataOf(
      await run(
        graphql(`query FilteredVisibleSheets { sheets(first: 100) { edges { node { backendId } } } }`),
        {},
        user,
      ),
    );
    const sheetId = present(sheets.sheets?.edges[0]).node.backendId;
    const ids = await walkForward(
      {
        target: stack,
        document: FILTERED,
        pick: (d) => d.filteredEvents,
        variables: { ids: [sheetId] },
        headers: user,
      },
      50,
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const first = present(dataOf(await run(FILTERED, { first: 100, ids: [sheetId] }, user)).filteredEvents);
    const sheetOf = (
      details: NonNullable<FilteredEventsPageQuery['filteredEvents']>['edges'][number]['node']['details'],
    ): string | null => (details.__typename === 'AttachmentCreateDetails' ? details.sheetId : null);
    for (const edge of nonEmpty(first.edges)) {
      const { objectType, object, details } = edge.node;
      // Every event is about the sheet itself or something inside it.
      const about =
        objectType === 'SHEET'
          ? object && 'id' in object
            ? object.id
            : null
          : globalId('Sheet', sheetOf(details) ?? sheetId);
      expect(about).toBe(globalId('Sheet', sheetId));
    }
  });

  it('reads the events of one sheet through Sheet.events with one filtered call per page', async () => {
    const sheets = dataOf(
      await run(graphql(`query FilteredFirstSheet { sheets(first: 1) { edges { node { id } } } }`)),
    );
    await resetAllLogs(stack.emulators);
    const result = dataOf(
      await run(
        graphql(`
          query FilteredSheetEvents($id: ID!) {
            sheet(id: $id) {
              events(first: 20, since: "2020-01-01T00:00:00Z") {
                edges {
                  node {
                    eventType
                  }
                }
              }
            }
          }
        `),
        {
          id: present(sheets.sheets?.edges[0]).node.id,
        },
      ),
    );
    expect(result.sheet?.events?.edges.length).toBeGreaterThan(0);
    expect(await calls(stack.emulators.workManagement, { template: '/filteredEvents' })).toHaveLength(1);
  });

  it('refuses since together with streamPosition before any call', async () => {
    await resetAllLogs(stack.emulators);
    const result = await run(
      graphql(`
        query FilteredSinceAndPosition {
          filteredEvents(first: 1, since: "2026-10-01T00:00:00Z", streamPosition: "x") {
            edges {
              node {
                id
              }
            }
          }
        }
      `),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await calls(stack.emulators.workManagement)).toHaveLength(0);
  });
});

describe('resuming the admin feed', () => {
  it('continues exactly where a saved endCursor stopped, in a later request', async () => {
    const EVENTS = graphql(`
      query FilteredAdminPage($first: Int, $after: String) {
        events(first: $first, after: $after, since: "2020-01-01T00:00:00Z") {
          edges {
            node {
              id
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    `);
    const straight = present(dataOf(await run(EVENTS, { first: 2500 })).events);
    const head = present(dataOf(await run(EVENTS, { first: 1234 })).events);
    const rest = present(dataOf(await run(EVENTS, { first: 2500 - 1234, after: head.pageInfo.endCursor })).events);
    const ids = (page: typeof straight): string[] => page.edges.map((e) => e.node.id);
    expect([...ids(head), ...ids(rest)]).toEqual(ids(straight));
  });
});
