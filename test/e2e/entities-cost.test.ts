// What an `_entities` batch of 100 references costs upstream, per entity type, read from the emulators'
// request logs: the minimum each backend allows (see docs/federation.md, "What `_entities` costs").
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes } from '../helpers/calls.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { nodesOf, present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
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

// `_entities` comes from the subgraph library, not schema/: a text document, its answer this shape.
const ENTITIES = 'query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Node { id } } }';
interface EntitiesData {
  _entities: Array<{ __typename: string; id: string } | null>;
}

/** Resolves the references through `_entities` on clean logs; returns the calls each backend received. */
async function resolve(representations: Array<{ __typename: string; id: string }>) {
  await resetAllLogs(stack.emulators);
  const data = dataOf(await gqlText(stack)<EntitiesData>(ENTITIES, { r: representations }));
  expect(data._entities).toEqual(representations.map((r) => ({ __typename: r.__typename, id: r.id })));
  const [wm, rp, da] = await Promise.all([
    calls(stack.emulators.workManagement),
    calls(stack.emulators.resourcePlanning),
    calls(stack.emulators.digitalAsset),
  ]);
  return { wm, rp, da };
}
const refs = (typename: string, ids: string[]) => ids.map((id) => ({ __typename: typename, id }));

beforeAll(async () => {
  const d = dataOf(
    await run(
      graphql(`
        query EntitiesCostSample {
          sheets(first: 50) {
            edges {
              node {
                id
                totalRowCount
              }
            }
          }
          users(first: 100) {
            edges {
              node {
                id
              }
            }
          }
          people(first: 100) {
            edges {
              node {
                id
              }
            }
          }
          leave: people(first: 60) {
            edges {
              node {
                assignments(first: 50) {
                  edges {
                    node {
                      assignable {
                        ... on LeaveType {
                          id
                        }
                      }
                    }
                  }
                }
              }
            }
          }
          libraries(first: 1) {
            edges {
              node {
                sections(first: 1) {
                  edges {
                    node {
                      assets(first: 5) {
                        edges {
                          node {
                            id
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
          allLibraries: libraries(first: 100) {
            edges {
              node {
                id
                organization {
                  id
                }
              }
            }
          }
        }
      `),
    ),
  );
  const sheets = present(d.sheets).edges.map((e) => e.node);
  const big = present(sheets.find((s) => (s.totalRowCount ?? 0) >= 100));
  const rows = present(
    dataOf(
      await run(
        graphql(`
          query EntitiesCostRows($id: ID!) {
            sheet(id: $id) {
              columns(first: 100) {
                edges {
                  node {
                    id
                  }
                }
              }
              rows(first: 100) {
                edges {
                  node {
                    id
                  }
                }
              }
            }
          }
        `),
        { id: big.id },
      ),
    ).sheet,
  );
  const leaveIds = present(d.leave).edges.flatMap((p) =>
    (p.node.assignments?.edges ?? []).flatMap((e) =>
      e.node.assignable && 'id' in e.node.assignable ? [e.node.assignable.id] : [],
    ),
  );
  const allLibraries = present(d.allLibraries).edges.map((e) => e.node);
  sample = {
    sheetId: big.id,
    rowIds: present(rows.rows).edges.map((e) => e.node.id),
    columnIds: nodesOf(rows.columns).map((c) => c.id),
    userIds: present(d.users).edges.map((e) => e.node.id),
    personIds: present(d.people).edges.map((e) => e.node.id),
    leaveTypeIds: [...new Set(leaveIds)],
    sheetIds: sheets.slice(0, 5).map((s) => s.id),
    assetIds: present(present(present(d.libraries?.edges[0]).node.sections?.edges[0]).node.assets).edges.map(
      (e) => e.node.id,
    ),
    libraryIds: allLibraries.map((l) => l.id),
    organizationIds: [...new Set(allLibraries.map((l) => present(l.organization).id))],
  };
  expect(sample.rowIds).toHaveLength(100);
  expect(sample.userIds).toHaveLength(100);
  expect(sample.personIds).toHaveLength(100);
  expect(sample.leaveTypeIds.length).toBeGreaterThan(1);
  expect(sample.assetIds.length).toBeGreaterThan(1);
  expect(sample.libraryIds.length).toBeGreaterThan(1);
  expect(sample.organizationIds.length).toBeGreaterThan(1);
});

describe('_entities: 100 references at the minimum upstream cost', () => {
  it('Event: 100 events within a page of the stream are one forward read from the earliest hour', async () => {
    const events = dataOf(
      await run(
        graphql(`
          query EntitiesCostEvents {
            events(first: 100, since: "2026-10-10T00:00:00Z") {
              edges {
                node {
                  id
                }
              }
            }
          }
        `),
      ),
    );
    const ids = present(events.events).edges.map((e) => e.node.id);
    expect(ids).toHaveLength(100);
    const { wm } = await resolve(refs('Event', ids));
    expect(routes(wm)).toEqual(['GET /events']);
  });

  it('Row: 100 rows of one sheet are one sheet read with rowIds', async () => {
    const { wm, rp, da } = await resolve(refs('Row', sample.rowIds));
    expect(routes(wm)).toEqual(['GET /sheets/{sheetId}']);
    expect(wm[0]!.url).toContain('rowIds=');
    expect(rp.length + da.length).toBe(0);
  });

  it('Column: all columns of a sheet are one sheet read', async () => {
    const { wm } = await resolve(refs('Column', sample.columnIds));
    expect(routes(wm)).toEqual(['GET /sheets/{sheetId}']);
  });

  it('Person: 100 people are one scan of the people list (one page of up to 1000)', async () => {
    const { wm, rp, da } = await resolve(refs('Person', sample.personIds));
    expect(routes(rp)).toEqual(['GET /users']);
    expect(rp[0]!.url).toContain('per_page=1000');
    expect(wm.length + da.length).toBe(0);
  });

  it('LeaveType: any number of leave types are one scan of the leave-type list', async () => {
    const { rp } = await resolve(refs('LeaveType', sample.leaveTypeIds));
    expect(routes(rp)).toEqual(['GET /leave_types']);
  });

  it('Organization and Library: one scan of each list (pages of 3000), however many references', async () => {
    const { da } = await resolve([
      ...refs('Library', sample.libraryIds),
      ...refs('Organization', sample.organizationIds),
    ]);
    expect(routes(da).sort()).toEqual(['GET /libraries', 'GET /organizations']);
    expect(da.every((c) => c.url.includes('per=3000'))).toBe(true);
  });

  it('one reference costs one single get, not a scan', async () => {
    const { rp } = await resolve(refs('Person', sample.personIds.slice(0, 1)));
    expect(routes(rp)).toEqual(['GET /users/{user_id}']);
  });

  it('User: 100 users are 100 profile reads (the list lacks the profile fields, and there is no multi-get)', async () => {
    const { wm } = await resolve(refs('User', [...sample.userIds, ...sample.userIds.slice(0, 10)]));
    expect(routes(wm)).toEqual(sample.userIds.map(() => 'GET /users/{userId}'));
    expect(new Set(wm.map((c) => c.url)).size).toBe(100);
  });

  it('Sheet and Asset: one get per distinct id (no multi-get, lists lack the fields)', async () => {
    const { wm, da } = await resolve([
      ...refs('Sheet', sample.sheetIds),
      ...refs('Asset', sample.assetIds),
      ...refs('Asset', sample.assetIds),
    ]);
    expect(wm).toHaveLength(sample.sheetIds.length);
    expect(da).toHaveLength(sample.assetIds.length);
  });

  it('a mixed batch of 100 costs the sum of its types minimums, once per type', async () => {
    const mixed = [
      ...refs('Row', sample.rowIds.slice(0, 40)),
      ...refs('Column', sample.columnIds.slice(0, 5)),
      ...refs('Person', sample.personIds.slice(0, 40)),
      ...refs('LeaveType', sample.leaveTypeIds.slice(0, 2)),
    ];
    const filler = refs('Person', sample.personIds.slice(40, 40 + (100 - mixed.length)));
    const { wm, rp, da } = await resolve([...mixed, ...filler]);
    // Rows: one read with rowIds; columns: one read of the sheet's metadata.
    expect(routes(wm)).toEqual(['GET /sheets/{sheetId}', 'GET /sheets/{sheetId}']);
    expect(routes(rp).sort()).toEqual(['GET /leave_types', 'GET /users']);
    expect(da).toHaveLength(0);
  });
});
