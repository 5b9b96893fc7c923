// The filtered event feed for non-admins, and events of one sheet or workspace.
import { describe, expect, it } from 'vitest';
import { WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';
import { walkForward } from '../helpers/walk.js';

const stack = useStack();

const user = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.user}` };

describe('filtered events', () => {
  it('gives a non-admin the events of the sheets they can see, and refuses them the admin feed', async () => {
    const admin = await graphql<any>(stack.gateway.graphqlUrl, '{ events(first: 1, since: "2026-10-01T00:00:00Z") { edges { node { id } } } }', {}, user);
    expect(admin.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { errorCode: 1004 } });

    const sheets = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 100) { edges { node { sheetId } } } }', {}, user);
    const visible = new Set(sheets.data.sheets.edges.map((e: any) => e.node.sheetId));
    const sheetId = [...visible][0] as string;
    const query = `query F($first: Int, $after: String, $ids: [ID!]) { filteredEvents(first: $first, after: $after, sheetIds: $ids, since: "2020-01-01T00:00:00Z") {
      edges { cursor node { id objectType objectId details { __typename ... on AttachmentCreateDetails { sheetId } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
    const ids = await walkForward({ url: stack.gateway.graphqlUrl, query, pick: (d) => d.filteredEvents, variables: { ids: [sheetId] }, headers: user }, 50);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const first = await graphql<any>(stack.gateway.graphqlUrl, query, { first: 100, ids: [sheetId] }, user);
    for (const edge of first.data.filteredEvents.edges) {
      const { objectType, objectId, details } = edge.node;
      // Every event is about the sheet itself or something inside it.
      expect(objectType === 'SHEET' ? objectId : (details.sheetId ?? sheetId)).toBe(sheetId);
    }
  });

  it('reads the events of one sheet through Sheet.events with one filtered call per page', async () => {
    const sheets = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 1) { edges { node { id } } } }');
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query S($id: ID!) { sheet(id: $id) { events(first: 20, since: "2020-01-01T00:00:00Z") { edges { node { eventType } } } } }', { id: sheets.data.sheets.edges[0].node.id });
    expect(result.errors).toBeUndefined();
    expect(result.data.sheet.events.edges.length).toBeGreaterThan(0);
    const calls = await upstreamCalls(stack.emulators.workManagement);
    expect(calls.filter((c) => c.template === '/filteredEvents')).toHaveLength(1);
  });

  it('refuses since together with streamPosition before any call', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ filteredEvents(first: 1, since: "2026-10-01T00:00:00Z", streamPosition: "x") { edges { node { id } } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await upstreamCalls(stack.emulators.workManagement)).toHaveLength(0);
  });
});

describe('resuming the admin feed', () => {
  it('continues exactly where a saved endCursor stopped, in a later request', async () => {
    const query = 'query E($first: Int, $after: String) { events(first: $first, after: $after, since: "2020-01-01T00:00:00Z") { edges { node { id } } pageInfo { endCursor hasNextPage } } }';
    const straight = await graphql<any>(stack.gateway.graphqlUrl, query, { first: 2500 });
    const head = await graphql<any>(stack.gateway.graphqlUrl, query, { first: 1234 });
    const saved = head.data.events.pageInfo.endCursor;
    const rest = await graphql<any>(stack.gateway.graphqlUrl, query, { first: 2500 - 1234, after: saved });
    const ids = (r: any) => r.data.events.edges.map((e: any) => e.node.id);
    expect([...ids(head), ...ids(rest)]).toEqual(ids(straight));
  });
});
