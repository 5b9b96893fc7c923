// Every list, walked to its end through the gateway with first = 1, 7 and 100 (and backwards where
// the backend allows random access), equals the full list read straight from the emulators.
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { daAll, rpAll, wmAll, wmAllTokens, wmEvents, wmGet } from '../helpers/reference.js';
import { useStack } from '../helpers/stack.js';
import { walkBackward, walkForward, type WalkOptions } from '../helpers/walk.js';

const stack = useStack();

const PAGE = '($first: Int, $after: String, $last: Int, $before: String)';
const ARGS = '(first: $first, after: $after, last: $last, before: $before)';
const SHAPE = 'edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

function walkOptions(query: string, pick: (data: any) => any, variables?: Record<string, unknown>): WalkOptions {
  return { url: stack.gateway.graphqlUrl, query, pick, variables };
}

/** Checks forward walks with 1, 7 and 100 (1 skipped for lists longer than `maxForOne`), and backward walks when asked. */
async function checkList(options: WalkOptions, expected: string[], { backwards = false, maxForOne = 400 } = {}): Promise<void> {
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
    const expected = (await wmAll(stack.emulators, '/users')).map((u) => toGlobalId('User', u.id));
    expect(expected.length).toBeGreaterThanOrEqual(300);
    await checkList(walkOptions(`query U${PAGE} { users${ARGS} { ${SHAPE} totalCount } }`, (d) => d.users), expected, { backwards: true });
  });

  it('sheets (offset pages) walk forwards and backwards', async () => {
    const expected = (await wmAll(stack.emulators, '/sheets')).map((s) => toGlobalId('Sheet', s.id));
    expect(expected.length).toBeGreaterThanOrEqual(25);
    await checkList(walkOptions(`query S${PAGE} { sheets${ARGS} { ${SHAPE} } }`, (d) => d.sheets), expected, { backwards: true });
  });

  it('rows of a small sheet and of the 2,000-row sheet walk forwards and backwards', async () => {
    const sheets = await wmAll(stack.emulators, '/sheets');
    const withCounts = await Promise.all(sheets.map(async (s) => ({ id: String(s.id), rows: (await wmGet(stack.emulators, `/sheets/${s.id}?pageSize=1&page=1`)).totalRowCount as number })));
    const big = withCounts.reduce((a, b) => (b.rows > a.rows ? b : a));
    const small = withCounts.filter((s) => s.rows >= 10).reduce((a, b) => (b.rows < a.rows ? b : a));
    expect(big.rows).toBeGreaterThanOrEqual(2000);
    for (const sheet of [small, big]) {
      const rows = (await wmGet(stack.emulators, `/sheets/${sheet.id}`)).rows as Array<{ id: string }>;
      const expected = rows.map((r) => toGlobalId('Row', sheet.id, r.id));
      const query = `query R($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { sheet(id: $id) { rows${ARGS} { ${SHAPE} totalCount } } }`;
      await checkList(walkOptions(query, (d) => d.sheet.rows, { id: sheet.id }), expected, { backwards: true });
    }
  });

  it('workspaces (token pages) walk forwards', async () => {
    const expected = (await wmAllTokens(stack.emulators, '/workspaces')).map((w) => toGlobalId('Workspace', w.id));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    await checkList(walkOptions(`query W($first: Int, $after: String) { workspaces(first: $first, after: $after) { ${SHAPE} } }`, (d) => d.workspaces), expected);
  });

  it('events (stream positions) walk forwards over a window and over the whole stream', async () => {
    const query = `query E($first: Int, $after: String, $since: DateTime, $to: DateTime) { events(first: $first, after: $after, since: $since, to: $to) { ${SHAPE} } }`;
    const all = await wmEvents(stack.emulators, '2020-01-01T00:00:00Z');
    expect(all.length).toBeGreaterThanOrEqual(5000);
    const idOf = (e: any) => toGlobalId('Event', e.eventId, new Date(e.eventTimestamp).toISOString());
    // A window for first = 1, 7 and 100; the whole stream (6,000 events) with 1, 100 and 10,000 (the stream's cap).
    const middle = new Date(all[Math.floor(all.length / 2)].eventTimestamp);
    const since = new Date(Math.floor(middle.getTime() / 3_600_000) * 3_600_000).toISOString();
    const to = new Date(middle.getTime() + 12 * 3_600_000).toISOString();
    const window = (await wmEvents(stack.emulators, since, to)).map(idOf);
    expect(window.length).toBeGreaterThan(20);
    await checkList(walkOptions(query, (d) => d.events, { since, to }), window);
    const whole = { ...walkOptions(query, (d) => d.events, { since: '2020-01-01T00:00:00Z' }), maxPages: 10_000 };
    for (const first of [1, 100, 10_000]) expect(await walkForward(whole, first)).toEqual(all.map(idOf));
  }, 180_000); // 6,000 requests with first = 1
});

describe('resource-planning lists', () => {
  it('people walk forwards, and backwards from a cursor', async () => {
    const expected = (await rpAll(stack.emulators, '/users')).map((p) => toGlobalId('Person', p.id));
    expect(expected.length).toBeGreaterThanOrEqual(150);
    await checkList(walkOptions(`query P${PAGE} { people${ARGS} { ${SHAPE} } }`, (d) => d.people), expected);
  });

  it('projects, their phases and assignments walk forwards', async () => {
    const projects = await rpAll(stack.emulators, '/projects');
    expect(projects.length).toBeGreaterThanOrEqual(40);
    await checkList(walkOptions(`query P${PAGE} { projects${ARGS} { ${SHAPE} } }`, (d) => d.projects), projects.map((p) => toGlobalId('Project', p.id)));
    const busiest = projects[0];
    const phases = (await rpAll(stack.emulators, `/projects/${busiest.id}/phases`)).map((p) => toGlobalId('Phase', p.id));
    await checkList(walkOptions(`query Ph($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) { phases${ARGS} { ${SHAPE} } } }`, (d) => d.project.phases, { id: String(busiest.id) }), phases);
    const assignments = (await rpAll(stack.emulators, `/projects/${busiest.id}/assignments?with_phases=true`)).map((a) => toGlobalId('Assignment', a.id));
    expect(assignments.length).toBeGreaterThan(0);
    await checkList(walkOptions(`query A($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { project(id: $id) { assignments${ARGS} { ${SHAPE} } } }`, (d) => d.project.assignments, { id: String(busiest.id) }), assignments);
  });

  it('a person\'s assignments walk forwards', async () => {
    const people = await rpAll(stack.emulators, '/users');
    const person = people[3];
    const expected = (await rpAll(stack.emulators, `/users/${person.id}/assignments?with_phases=true`)).map((a) => toGlobalId('Assignment', a.id));
    await checkList(walkOptions(`query A($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { person(id: $id) { assignments${ARGS} { ${SHAPE} } } }`, (d) => d.person.assignments, { id: String(person.id) }), expected);
  });

  it('last/before walks backwards from a cursor; last alone is refused because the backend has no total', async () => {
    const expected = (await rpAll(stack.emulators, '/users')).map((p) => toGlobalId('Person', p.id));
    const forward = await walkForward(walkOptions(`query P${PAGE} { people${ARGS} { ${SHAPE} } }`, (d) => d.people), 100);
    expect(forward).toEqual(expected);
    const { graphql } = await import('../helpers/stack.js');
    const end = await graphql(stack.gateway.graphqlUrl, `{ people(first: 60) { pageInfo { endCursor } } }`);
    const back = await graphql(stack.gateway.graphqlUrl, `query B($before: String) { people(last: 10, before: $before) { edges { node { id } } pageInfo { hasPreviousPage } } }`, { before: (end.data as any).people.pageInfo.endCursor });
    expect((back.data as any).people.edges.map((e: any) => e.node.id)).toEqual(expected.slice(49, 59));
    const refused = await graphql(stack.gateway.graphqlUrl, `{ people(last: 10) { edges { node { id } } } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('digital-asset lists', () => {
  it('libraries, their sections and a section\'s assets walk forwards and backwards', async () => {
    const libraries = await daAll(stack.emulators, '/libraries');
    expect(libraries.length).toBeGreaterThanOrEqual(4);
    await checkList(walkOptions(`query L${PAGE} { libraries${ARGS} { ${SHAPE} } }`, (d) => d.libraries), libraries.map((l) => toGlobalId('Library', l.id)), { backwards: true });
    const library = libraries[0];
    const sections = await daAll(stack.emulators, `/libraries/${library.id}/sections`);
    await checkList(
      walkOptions(`query S($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { library(id: $id) { sections${ARGS} { ${SHAPE} } } }`, (d) => d.library.sections, { id: library.id }),
      sections.map((s) => toGlobalId('Section', s.id)),
      { backwards: true },
    );
    const section = sections[0];
    const assets = await daAll(stack.emulators, `/sections/${section.id}/assets`);
    expect(assets.length).toBeGreaterThan(7);
    const query = `query A($id: ID!, $first: Int, $after: String, $last: Int, $before: String) { node(id: $id) { ... on Section { assets${ARGS} { ${SHAPE} } } } }`;
    await checkList(walkOptions(query, (d) => d.node.assets, { id: toGlobalId('Section', section.id) }), assets.map((a) => toGlobalId('Asset', a.id)), { backwards: true });
  });
});
