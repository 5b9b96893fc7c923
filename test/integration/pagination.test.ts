// Every list, walked to its end through the gateway with first = 1, 7 and 100 (and backwards where
// the backend allows random access), equals the full list read straight from the emulators.
import { describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { PagedSectionAssetsQuery } from '../generated/graphql.js';
import { gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { daAll, rpAll, wmAll, wmAllTokens, wmEvents, wmGet } from '../helpers/reference.js';
import type {
  DaAsset,
  RpProject,
  RpRecord,
  RpUser,
  WmEvent,
  WmRecord,
  WmSheet,
  WmUser,
} from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { walkBackward, walkForward, type BackwardPage, type ForwardPage, type WalkOptions } from '../helpers/walk.js';

const stack = useStack();

const EVENTS = graphql(`
  query PagedEvents($first: Int, $after: String, $since: DateTime, $to: DateTime) {
    events(first: $first, after: $after, since: $since, to: $to) {
      edges {
        cursor
        node {
          id
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
const PEOPLE = graphql(`
  query PagedPeople($first: Int, $after: String) {
    people(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
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

type Walk<TData, TVariables> = WalkOptions<TData, TVariables, ForwardPage & BackwardPage>;

/** Checks forward walks with 1, 7 and 100 (1 skipped for lists longer than `maxForOne`), and backward walks when asked. */
async function checkList<TData, TVariables>(
  options: Walk<TData, TVariables>,
  expected: string[],
  { backwards = false, maxForOne = 400 } = {},
): Promise<void> {
  expect(new Set(expected).size).toBe(expected.length);
  for (const first of [1, 7, 100]) {
    if (first === 1 && expected.length > maxForOne) continue;
    expect(await walkForward(options, first)).toEqual(expected);
  }
  if (backwards) {
    for (const last of [7, 100]) expect(await walkBackward(options, last)).toEqual(expected);
  }
}

describe('work-management lists', () => {
  it('users (offset pages) walk forwards and backwards', async () => {
    const expected = (await wmAll<WmUser>(stack.emulators, '/users')).map((u) => globalId('User', u.id));
    expect(expected.length).toBeGreaterThanOrEqual(300);
    // The list with every page argument it takes, and what a walk reads of a page.
    const USERS = graphql(`
      query PagedUsers($first: Int, $after: String, $last: Int, $before: String) {
        users(first: $first, after: $after, last: $last, before: $before) {
          edges {
            cursor
            node {
              id
            }
          }
          pageInfo {
            hasNextPage
            hasPreviousPage
            startCursor
            endCursor
          }
          totalCount
        }
      }
    `);
    await checkList({ target: stack, document: USERS, pick: (d) => d.users }, expected, { backwards: true });
  });

  it('sheets (offset pages) walk forwards and backwards', async () => {
    const expected = (await wmAll<WmSheet>(stack.emulators, '/sheets')).map((s) => globalId('Sheet', s.id));
    expect(expected.length).toBeGreaterThanOrEqual(25);
    const SHEETS = graphql(`
      query PagedSheets($first: Int, $after: String, $last: Int, $before: String) {
        sheets(first: $first, after: $after, last: $last, before: $before) {
          edges {
            cursor
            node {
              id
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
    await checkList({ target: stack, document: SHEETS, pick: (d) => d.sheets }, expected, { backwards: true });
  });

  it('rows of a small sheet and of the 2,000-row sheet walk forwards and backwards', async () => {
    const sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
    const withCounts = await Promise.all(
      sheets.map(async (s) => ({
        id: String(s.id),
        rows: present((await wmGet<WmSheet>(stack.emulators, `/sheets/${s.id}?pageSize=1&page=1`)).totalRowCount),
      })),
    );
    const big = withCounts.reduce((a, b) => (b.rows > a.rows ? b : a));
    const small = withCounts.filter((s) => s.rows >= 10).reduce((a, b) => (b.rows < a.rows ? b : a));
    expect(big.rows).toBeGreaterThanOrEqual(2000);
    const ROWS = graphql(`
      query PagedRows($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
        sheet(id: $id) {
          rows(first: $first, after: $after, last: $last, before: $before) {
            edges {
              cursor
              node {
                id
              }
            }
            pageInfo {
              hasNextPage
              hasPreviousPage
              startCursor
              endCursor
            }
            totalCount
          }
        }
      }
    `);
    for (const sheet of [small, big]) {
      const rows = (await wmGet<WmSheet>(stack.emulators, `/sheets/${sheet.id}`)).rows;
      const expected = rows.map((r) => globalId('Row', sheet.id, r.id));
      await checkList(
        { target: stack, document: ROWS, pick: (d) => d.sheet?.rows, variables: { id: sheet.id } },
        expected,
        { backwards: true },
      );
    }
  });

  it('workspaces (token pages) walk forwards', async () => {
    const expected = (await wmAllTokens<WmRecord>(stack.emulators, '/workspaces')).map((w) =>
      globalId('Workspace', w.id),
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const WORKSPACES = graphql(`
      query PagedWorkspaces($first: Int, $after: String) {
        workspaces(first: $first, after: $after) {
          edges {
            cursor
            node {
              id
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
    await checkList({ target: stack, document: WORKSPACES, pick: (d) => d.workspaces }, expected);
  });

  it('events (stream positions) walk forwards over a window and over the whole stream', async () => {
    const all = await wmEvents(stack.emulators, '2020-01-01T00:00:00Z');
    expect(all.length).toBeGreaterThanOrEqual(5000);
    const idOf = (e: WmEvent): string => globalId('Event', e.eventId, new Date(e.eventTimestamp).toISOString());
    // A window for first = 1, 7 and 100; the whole stream (6,000 events) with 1, 100 and 10,000 (the stream's cap).
    const middle = new Date(present(all[Math.floor(all.length / 2)]).eventTimestamp);
    const since = new Date(Math.floor(middle.getTime() / 3_600_000) * 3_600_000).toISOString();
    const to = new Date(middle.getTime() + 12 * 3_600_000).toISOString();
    const window = (await wmEvents(stack.emulators, since, to)).map(idOf);
    expect(window.length).toBeGreaterThan(20);
    await checkList({ target: stack, document: EVENTS, pick: (d) => d.events, variables: { since, to } }, window);
    const whole = {
      target: stack,
      document: EVENTS,
      pick: (d: { events: ForwardPage | null }) => d.events,
      variables: { since: '2020-01-01T00:00:00Z' },
      maxPages: 10_000,
    };
    for (const first of [1, 100, 10_000]) expect(await walkForward(whole, first)).toEqual(all.map(idOf));
  }, 180_000); // 6,000 requests with first = 1
});

describe('resource-planning lists', () => {
  it('people walk forwards, and backwards from a cursor', async () => {
    const expected = (await rpAll<RpUser>(stack.emulators, '/users')).map((p) => globalId('Person', p.id));
    expect(expected.length).toBeGreaterThanOrEqual(150);
    await checkList({ target: stack, document: PEOPLE, pick: (d) => d.people }, expected);
  });

  it('projects, their phases and assignments walk forwards', async () => {
    const projects = await rpAll<RpProject>(stack.emulators, '/projects');
    expect(projects.length).toBeGreaterThanOrEqual(40);
    const PROJECTS = graphql(`
      query PagedProjects($first: Int, $after: String) {
        projects(first: $first, after: $after) {
          edges {
            cursor
            node {
              id
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
    await checkList(
      { target: stack, document: PROJECTS, pick: (d) => d.projects },
      projects.map((p) => globalId('Project', p.id)),
    );
    const busiest = present(projects[0]);
    const phases = (await rpAll<RpRecord>(stack.emulators, `/projects/${busiest.id}/phases`)).map((p) =>
      globalId('Phase', p.id),
    );
    const PHASES = graphql(`
      query PagedPhases($id: ID!, $first: Int, $after: String) {
        project(id: $id) {
          phases(first: $first, after: $after) {
            edges {
              cursor
              node {
                id
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
    await checkList(
      { target: stack, document: PHASES, pick: (d) => d.project?.phases, variables: { id: String(busiest.id) } },
      phases,
    );
    const assignments = (
      await rpAll<RpRecord>(stack.emulators, `/projects/${busiest.id}/assignments?with_phases=true`)
    ).map((a) => globalId('Assignment', a.id));
    expect(assignments.length).toBeGreaterThan(0);
    const PROJECT_ASSIGNMENTS = graphql(`
      query PagedProjectAssignments($id: ID!, $first: Int, $after: String) {
        project(id: $id) {
          assignments(first: $first, after: $after) {
            edges {
              cursor
              node {
                id
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
    await checkList(
      {
        target: stack,
        document: PROJECT_ASSIGNMENTS,
        pick: (d) => d.project?.assignments,
        variables: { id: String(busiest.id) },
      },
      assignments,
    );
  });

  it("a person's assignments walk forwards", async () => {
    const person = present((await rpAll<RpUser>(stack.emulators, '/users'))[3]);
    const expected = (await rpAll<RpRecord>(stack.emulators, `/users/${person.id}/assignments?with_phases=true`)).map(
      (a) => globalId('Assignment', a.id),
    );
    const PERSON_ASSIGNMENTS = graphql(`
      query PagedPersonAssignments($id: ID!, $first: Int, $after: String) {
        person(id: $id) {
          assignments(first: $first, after: $after) {
            edges {
              cursor
              node {
                id
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
    await checkList(
      {
        target: stack,
        document: PERSON_ASSIGNMENTS,
        pick: (d) => d.person?.assignments,
        variables: { id: String(person.id) },
      },
      expected,
    );
  });

  it('people are walked forwards only: last/before are not arguments where the service cannot serve them', async () => {
    const expected = (await rpAll<RpUser>(stack.emulators, '/users')).map((p) => globalId('Person', p.id));
    expect(await walkForward({ target: stack, document: PEOPLE, pick: (d) => d.people }, 100)).toEqual(expected);
    const refused = await gqlText(stack)('query PagedPeopleLastAlone { people(last: 10) { edges { node { id } } } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('digital-asset lists', () => {
  it("libraries, their sections and a section's assets walk forwards and backwards", async () => {
    const libraries = await daAll(stack.emulators, '/libraries');
    expect(libraries.length).toBeGreaterThanOrEqual(4);
    const LIBRARIES = graphql(`
      query PagedLibraries($first: Int, $after: String, $last: Int, $before: String) {
        libraries(first: $first, after: $after, last: $last, before: $before) {
          edges {
            cursor
            node {
              id
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
    await checkList(
      { target: stack, document: LIBRARIES, pick: (d) => d.libraries },
      libraries.map((l) => globalId('Library', l.id)),
      { backwards: true },
    );
    const library = present(libraries[0]);
    const sections = await daAll(stack.emulators, `/libraries/${library.id}/sections`);
    const SECTIONS = graphql(`
      query PagedSections($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
        library(id: $id) {
          sections(first: $first, after: $after, last: $last, before: $before) {
            edges {
              cursor
              node {
                id
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
    await checkList(
      { target: stack, document: SECTIONS, pick: (d) => d.library?.sections, variables: { id: library.id } },
      sections.map((s) => globalId('Section', s.id)),
      { backwards: true },
    );
    const section = present(sections[0]);
    const assets = await daAll<DaAsset>(stack.emulators, `/sections/${section.id}/assets`);
    expect(assets.length).toBeGreaterThan(7);
    const pick = (d: PagedSectionAssetsQuery) => (d.node && 'assets' in d.node ? d.node.assets : null);
    const SECTION_ASSETS = graphql(`
      query PagedSectionAssets($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
        node(id: $id) {
          ... on Section {
            assets(first: $first, after: $after, last: $last, before: $before) {
              edges {
                cursor
                node {
                  id
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
    await checkList(
      { target: stack, document: SECTION_ASSETS, pick, variables: { id: globalId('Section', section.id) } },
      assets.map((a) => globalId('Asset', a.id)),
      { backwards: true },
    );
  });
});
