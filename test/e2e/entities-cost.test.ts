// What an `_entities` batch of 100 references costs upstream, per entity type, read from the emulators'
// request logs: the minimum each backend allows (see docs/federation.md, "What `_entities` costs").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, resetAllLogs, startStack, upstreamCalls, type LoggedCall, type Stack } from '../helpers/stack.js';

let stack: Stack;
let sample: {
  sheetId: string;
  rowIds: string[];
  columnIds: string[];
  userIds: string[];
  personIds: string[];
  leaveTypeIds: string[];
  sheetIds: string[];
  assetIds: string[];
  libraryIds: string[];
  organizationIds: string[];
};

const ENTITIES = 'query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Node { id } } }';

/** Resolves the references through `_entities` on clean logs; returns the calls each backend received. */
async function resolve(representations: Array<{ __typename: string; id: string }>) {
  await resetAllLogs(stack.emulators);
  const result = await graphql<any>(stack.gateway.graphqlUrl, ENTITIES, { r: representations });
  expect(result.errors).toBeUndefined();
  expect(result.data._entities).toEqual(representations.map((r) => ({ __typename: r.__typename, id: r.id })));
  const [wm, rp, da] = await Promise.all([upstreamCalls(stack.emulators.workManagement), upstreamCalls(stack.emulators.resourcePlanning), upstreamCalls(stack.emulators.digitalAsset)]);
  return { wm, rp, da };
}
const templates = (calls: LoggedCall[]) => calls.map((c) => `${c.method} ${c.template}`);
const refs = (typename: string, ids: string[]) => ids.map((id) => ({ __typename: typename, id }));

beforeAll(async () => {
  stack = await startStack();
  const found = await graphql<any>(
    stack.gateway.graphqlUrl,
    `{ sheets(first: 50) { edges { node { id totalRowCount } } }
       users(first: 100) { edges { node { id } } }
       people(first: 100) { edges { node { id } } }
       leave: people(first: 60) { edges { node { assignments(first: 50) { edges { node { assignable { ... on LeaveType { id } } } } } } } }
       libraries(first: 1) { edges { node { sections(first: 1) { edges { node { assets(first: 5) { edges { node { id } } } } } } } } }
       allLibraries: libraries(first: 100) { edges { node { id organization { id } } } } }`,
  );
  expect(found.errors).toBeUndefined();
  const d = found.data;
  const sheets = d.sheets.edges.map((e: any) => e.node);
  const big = sheets.find((s: any) => s.totalRowCount >= 100);
  const rows = await graphql<any>(stack.gateway.graphqlUrl, 'query R($id: ID!) { sheet(id: $id) { columns { id } rows(first: 100) { edges { node { id } } } } }', { id: big.id });
  expect(rows.errors).toBeUndefined();
  const leaveIds = d.leave.edges.flatMap((p: any) => p.node.assignments.edges.map((e: any) => e.node.assignable?.id)).filter(Boolean);
  sample = {
    sheetId: big.id,
    rowIds: rows.data.sheet.rows.edges.map((e: any) => e.node.id),
    columnIds: rows.data.sheet.columns.map((c: any) => c.id),
    userIds: d.users.edges.map((e: any) => e.node.id),
    personIds: d.people.edges.map((e: any) => e.node.id),
    leaveTypeIds: [...new Set<string>(leaveIds)],
    sheetIds: sheets.slice(0, 5).map((s: any) => s.id),
    assetIds: d.libraries.edges[0].node.sections.edges[0].node.assets.edges.map((e: any) => e.node.id),
    libraryIds: d.allLibraries.edges.map((e: any) => e.node.id),
    organizationIds: [...new Set<string>(d.allLibraries.edges.map((e: any) => e.node.organization.id))],
  };
  expect(sample.rowIds).toHaveLength(100);
  expect(sample.userIds).toHaveLength(100);
  expect(sample.personIds).toHaveLength(100);
  expect(sample.leaveTypeIds.length).toBeGreaterThan(1);
  expect(sample.assetIds.length).toBeGreaterThan(1);
  expect(sample.libraryIds.length).toBeGreaterThan(1);
  expect(sample.organizationIds.length).toBeGreaterThan(1);
});
afterAll(async () => {
  await stack?.close();
});

describe('_entities: 100 references at the minimum upstream cost', () => {
  it('Event: 100 events within a page of the stream are one forward read from the earliest hour', async () => {
    const events = await graphql<any>(stack.gateway.graphqlUrl, '{ events(first: 100, since: "2026-10-10T00:00:00Z") { edges { node { id } } } }');
    const ids = events.data.events.edges.map((e: any) => e.node.id);
    expect(ids).toHaveLength(100);
    const { wm } = await resolve(refs('Event', ids));
    expect(templates(wm)).toEqual(['GET /events']);
  });

  it('Row: 100 rows of one sheet are one sheet read with rowIds', async () => {
    const { wm, rp, da } = await resolve(refs('Row', sample.rowIds));
    expect(templates(wm)).toEqual(['GET /sheets/{sheetId}']);
    expect(wm[0]!.url).toContain('rowIds=');
    expect(rp.length + da.length).toBe(0);
  });

  it('Column: all columns of a sheet are one sheet read', async () => {
    const { wm } = await resolve(refs('Column', sample.columnIds));
    expect(templates(wm)).toEqual(['GET /sheets/{sheetId}']);
  });

  it('Person: 100 people are one scan of the people list (one page of up to 1000)', async () => {
    const { wm, rp, da } = await resolve(refs('Person', sample.personIds));
    expect(templates(rp)).toEqual(['GET /users']);
    expect(rp[0]!.url).toContain('per_page=1000');
    expect(wm.length + da.length).toBe(0);
  });

  it('LeaveType: any number of leave types are one scan of the leave-type list', async () => {
    const { rp } = await resolve(refs('LeaveType', sample.leaveTypeIds));
    expect(templates(rp)).toEqual(['GET /leave_types']);
  });

  it('Organization and Library: one scan of each list (pages of 3000), however many references', async () => {
    const { da } = await resolve([...refs('Library', sample.libraryIds), ...refs('Organization', sample.organizationIds)]);
    expect(templates(da).sort()).toEqual(['GET /libraries', 'GET /organizations']);
    expect(da.every((c) => c.url.includes('per=3000'))).toBe(true);
  });

  it('one reference costs one single get, not a scan', async () => {
    const { rp } = await resolve(refs('Person', sample.personIds.slice(0, 1)));
    expect(templates(rp)).toEqual(['GET /users/{user_id}']);
  });

  it('User: 100 users are 100 profile reads (the list lacks the profile fields, and there is no multi-get)', async () => {
    const { wm } = await resolve(refs('User', [...sample.userIds, ...sample.userIds.slice(0, 10)]));
    expect(templates(wm)).toEqual(sample.userIds.map(() => 'GET /users/{userId}'));
    expect(new Set(wm.map((c) => c.url)).size).toBe(100);
  });

  it('Sheet and Asset: one get per distinct id (no multi-get, lists lack the fields)', async () => {
    const { wm, da } = await resolve([...refs('Sheet', sample.sheetIds), ...refs('Asset', sample.assetIds), ...refs('Asset', sample.assetIds)]);
    expect(wm).toHaveLength(sample.sheetIds.length);
    expect(da).toHaveLength(sample.assetIds.length);
  });

  it('a mixed batch of 100 costs the sum of its types minimums, once per type', async () => {
    const mixed = [...refs('Row', sample.rowIds.slice(0, 40)), ...refs('Column', sample.columnIds.slice(0, 5)), ...refs('Person', sample.personIds.slice(0, 40)), ...refs('LeaveType', sample.leaveTypeIds.slice(0, 2))];
    const filler = refs('Person', sample.personIds.slice(40, 40 + (100 - mixed.length)));
    const { wm, rp, da } = await resolve([...mixed, ...filler]);
    // Rows: one read with rowIds; columns: one read of the sheet's metadata.
    expect(templates(wm)).toEqual(['GET /sheets/{sheetId}', 'GET /sheets/{sheetId}']);
    expect(templates(rp).sort()).toEqual(['GET /leave_types', 'GET /users']);
    expect(da).toHaveLength(0);
  });
});
