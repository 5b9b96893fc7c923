// A single read of an object that does not exist is null (docs/errors.md), whatever fields are
// selected, and finding that out costs at most one upstream call. Every root single read is covered:
// the list of them comes from the running gateway's introspection.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { allCalls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { wmAll } from '../helpers/reference.js';
import type { WmSheet, WmUser } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
const runText = gqlText(stack);
let sheetId: string;
let userId: string;

beforeAll(async () => {
  sheetId = String(present((await wmAll<WmSheet>(stack.emulators, '/sheets'))[0]).id);
  userId = String(present((await wmAll<WmUser>(stack.emulators, '/users'))[0]).id);
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

async function allUpstreamCalls(): Promise<number> {
  return (await allCalls(stack.emulators)).length;
}

/** Arguments naming an object that does not exist, per root single read (ids no demo object has). */
const MISSING: Record<string, () => string> = {
  user: () => 'id: "1"',
  sheet: () => 'id: "1"',
  workspace: () => 'id: "1"',
  folder: () => 'id: "1"',
  webhook: () => 'id: "1"',
  plan: () => 'id: "1"',
  share: () => `id: "${globalId('Share', 'sheet', sheetId, 'NO_SUCH_SHARE')}"`,
  alternateEmail: () => `id: "${globalId('AlternateEmail', userId, '1')}"`,
  attachment: () => `id: "1", sheetId: "${sheetId}"`,
  discussion: () => `id: "1", sheetId: "${sheetId}"`,
  person: () => 'id: "987654"',
  project: () => 'id: "987654"',
  assignable: () => 'id: "987654"',
  billRate: () => 'id: "987654"',
  budgetItem: () => 'id: "987654"',
  placeholder: () => 'id: "987654"',
  customField: () => 'id: "987654"',
  discipline: () => 'id: "987654"',
  leaveType: () => 'id: "987654"',
  organization: () => 'id: "no-such-organization"',
  library: () => 'id: "no-such-library"',
  collection: () => 'id: "no-such-collection"',
  asset: () => 'id: "no-such-asset"',
};

const ROOT_FIELDS = graphql(`
  query SingleReadsRootFields {
    __schema {
      queryType {
        fields {
          name
          args {
            name
          }
          type {
            kind
            name
            ofType {
              kind
            }
          }
        }
      }
      types {
        name
        interfaces {
          name
        }
      }
    }
  }
`);

describe('single reads of objects that do not exist', () => {
  let singleReads: Array<{ name: string; isNode: boolean }>;

  beforeAll(async () => {
    const schema = dataOf(await run(ROOT_FIELDS)).__schema;
    const nodeTypes = new Set(
      schema.types.filter((t) => (t.interfaces ?? []).some((i) => i.name === 'Node')).map((t) => t.name),
    );
    // Root fields that read one object by id: an `id` argument and a nullable, non-list object result.
    singleReads = (schema.queryType.fields ?? [])
      .filter(
        (f) =>
          f.name !== 'node' &&
          f.args.some((a) => a.name === 'id') &&
          ['OBJECT', 'INTERFACE', 'UNION'].includes(f.type.kind),
      )
      .map((f) => ({ name: f.name, isNode: nodeTypes.has(f.type.name ?? '') }));
  });

  it('has a missing id for every root single read', () => {
    expect(singleReads.length).toBeGreaterThan(15);
    expect(singleReads.map((f) => f.name).sort()).toEqual(Object.keys(MISSING).sort());
  });

  it('answers null, with no error and at most one upstream call, whether only __typename or the id is selected', async () => {
    for (const field of nonEmpty(singleReads)) {
      for (const selection of ['__typename', field.isNode ? '... on Node { id }' : '__typename']) {
        await resetAllLogs(stack.emulators);
        const missing = present(MISSING[field.name], field.name);
        const answer = await runText(`{ x: ${field.name}(${missing()}) { ${selection} } }`);
        expect(answer, `${field.name} { ${selection} }`).toEqual({ data: { x: null } });
        expect(await allUpstreamCalls(), `${field.name} { ${selection} }`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('answers null for a sheet whatever is selected: its ids, its rows, a later page of its rows, its events', async () => {
    const SHEET_ROWS = graphql(`
      query SingleReadsSheetRowsCursor($id: ID!) {
        sheet(id: $id) {
          rows(first: 1) {
            pageInfo {
              endCursor
            }
          }
        }
      }
    `);
    const existing = present(dataOf(await run(SHEET_ROWS, { id: sheetId })).sheet);
    const after = present(existing.rows?.pageInfo.endCursor);
    const selections = [
      'id backendId',
      'backendId rows(first: 5) { totalCount edges { node { backendId } } }',
      `rows(first: 5, after: "${after}") { edges { node { backendId } } }`,
      '... on Sheet { id } rows(last: 2) { totalCount }',
      'id events(first: 1, since: "2026-01-01T00:00:00Z") { edges { node { backendId } } }',
    ];
    for (const selection of selections) {
      await resetAllLogs(stack.emulators);
      const answer = await runText(`{ sheet(id: "1") { ${selection} } }`);
      expect(answer, selection).toEqual({ data: { sheet: null } });
      expect(await allUpstreamCalls(), selection).toBeLessThanOrEqual(1);
    }
  });

  it('still reads an existing sheet whose rows alone are selected with one call per rows page', async () => {
    const SHEET_TWO_ROWS = graphql(`
      query SingleReadsSheetTwoRows($id: ID!) {
        sheet(id: $id) {
          id
          rows(first: 2) {
            totalCount
            edges {
              node {
                backendId
              }
            }
          }
        }
      }
    `);
    const rows = present(present(dataOf(await run(SHEET_TWO_ROWS, { id: sheetId })).sheet).rows);
    expect(rows.edges).toHaveLength(2);
    expect(rows.totalCount).toBeGreaterThan(2);
    expect(await allUpstreamCalls()).toBe(1);
  });
});
