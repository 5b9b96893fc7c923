// Sheets through the graph: every column type typed, cells with value/displayValue/objectValue as
// the service sends them, and 64-bit ids kept exact end to end.
import { describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nodesOf, nonEmpty, ofType, present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

const ALL_TYPES = [
  'ABSTRACT_DATETIME',
  'CHECKBOX',
  'CONTACT_LIST',
  'DATE',
  'DATETIME',
  'DURATION',
  'MULTI_CONTACT_LIST',
  'MULTI_PICKLIST',
  'PICKLIST',
  'PREDECESSOR',
  'TEXT_NUMBER',
];

async function bigSheetId(): Promise<string> {
  const sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
  const counts = await Promise.all(
    sheets.map(async (s) => ({
      id: String(s.id),
      rows: present((await wmGet<WmSheet>(stack.emulators, `/sheets/${s.id}?pageSize=1&page=1`)).totalRowCount),
    })),
  );
  return counts.reduce((a, b) => (b.rows > a.rows ? b : a)).id;
}

describe('sheets', () => {
  it('types every column of the big sheet, including system columns and symbols', async () => {
    const id = await bigSheetId();
    const COLUMNS = graphql(`
      query SheetsColumns($id: ID!) {
        sheet(id: $id) {
          totalRowCount
          columns(first: 100) {
            edges {
              node {
                title
                type
                primary
                symbol
                systemColumnType
                autoNumberFormat {
                  prefix
                  fill
                }
              }
            }
          }
        }
      }
    `);
    const sheet = present(dataOf(await run(COLUMNS, { id })).sheet);
    const columns = nodesOf(sheet.columns);
    expect(new Set(columns.map((c) => c.type))).toEqual(new Set(ALL_TYPES));
    expect(columns.filter((c) => c.primary)).toHaveLength(1);
    expect(columns.map((c) => c.systemColumnType)).toEqual(
      expect.arrayContaining(['AUTO_NUMBER', 'CREATED_DATE', 'MODIFIED_DATE', 'CREATED_BY', 'MODIFIED_BY']),
    );
    expect(columns.some((c) => c.symbol)).toBe(true);
    expect(sheet.totalRowCount).toBeGreaterThanOrEqual(2000);
  });

  it('names the creator and last editor of each row', async () => {
    const id = await bigSheetId();
    const AUTHORS = graphql(`
      query SheetsRowAuthors($id: ID!) {
        sheet(id: $id) {
          rows(first: 5) {
            edges {
              node {
                createdBy {
                  email
                }
                modifiedBy {
                  email
                }
              }
            }
          }
        }
      }
    `);
    const sheet = present(dataOf(await run(AUTHORS, { id })).sheet);
    for (const { node } of nonEmpty(sheet.rows?.edges)) {
      expect(node.createdBy?.email).toMatch(/@/);
      expect(node.modifiedBy?.email).toMatch(/@/);
    }
  });

  it('returns cells as the service sends them: value, displayValue and typed objectValue', async () => {
    const id = await bigSheetId();
    const CELLS = graphql(`
      query SheetsCells($id: ID!) {
        sheet(id: $id) {
          rows(first: 60) {
            edges {
              node {
                cells {
                  columnType
                  value
                  displayValue
                  objectValue {
                    __typename
                    ... on PredecessorList {
                      predecessors {
                        row {
                          backendId
                        }
                        type
                        lag {
                          days
                        }
                      }
                    }
                    ... on MultiContactValue {
                      contacts {
                        email
                        name
                      }
                    }
                    ... on MultiPicklistValue {
                      values
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    const sheet = present(dataOf(await run(CELLS, { id })).sheet);
    const cells = present(sheet.rows).edges.flatMap((e) => e.node.cells);
    const filled = (t: string): typeof cells => cells.filter((c) => c.columnType === t && c.value !== null);
    expect(
      filled('PREDECESSOR').some(
        (c) => c.objectValue?.__typename === 'PredecessorList' && c.objectValue.predecessors.length > 0,
      ),
    ).toBe(true);
    expect(
      filled('MULTI_CONTACT_LIST').some(
        (c) => c.objectValue?.__typename === 'MultiContactValue' && c.objectValue.contacts[0]?.email,
      ),
    ).toBe(true);
    expect(
      filled('MULTI_PICKLIST').some(
        (c) => c.objectValue?.__typename === 'MultiPicklistValue' && c.objectValue.values.length > 0,
      ),
    ).toBe(true);
    for (const cell of nonEmpty(filled('CONTACT_LIST'))) expect(cell.displayValue).toBeTruthy();
    for (const cell of nonEmpty(filled('CHECKBOX'))) expect(cell.displayValue).toBeNull();
    for (const cell of nonEmpty(filled('DATE'))) expect(cell.displayValue).toBeNull();
    expect(filled('CHECKBOX').some((c) => typeof c.value === 'boolean')).toBe(true);
    expect(filled('TEXT_NUMBER').some((c) => typeof c.value === 'number')).toBe(true);
  });

  it('keeps ids beyond 2^53 exact, from the upstream JSON through global ids and back', async () => {
    const raw = (await direct(stack.emulators.workManagement, 'GET', '/users?includeAll=true')).text;
    const big = [...raw.matchAll(/"id":(\d{16,19})/g)].map((m) => present(m[1])).filter((id) => BigInt(id) > 2n ** 53n);
    const id = present(nonEmpty(big)[0]);
    const USER = graphql(`query SheetsBigUser($id: ID!) { user(id: $id) { id backendId } }`);
    const user = dataOf(await run(USER, { id })).user;
    expect(user).toEqual({ id: globalId('User', id), backendId: id });
    const USER_NODE = graphql(
      `query SheetsBigUserNode($id: ID!) { node(id: $id) { __typename ... on User { backendId } } }`,
    );
    const again = dataOf(await run(USER_NODE, { id: present(user).id })).node;
    expect(ofType(again, 'User').backendId).toBe(id);
  });

  it('refetches a row by its global id in one sheet read', async () => {
    const id = await bigSheetId();
    const ROWS = graphql(`
      query SheetsFirstRows($id: ID!) {
        sheet(id: $id) {
          rows(first: 3, after: null) {
            edges {
              node {
                id
                rowNumber
              }
            }
          }
        }
      }
    `);
    const rows = present(present(dataOf(await run(ROWS, { id })).sheet).rows).edges.map((e) => e.node);
    const ROW_NODES = graphql(`
      query SheetsRowNodes($ids: [ID!]!) {
        nodes(ids: $ids) {
          __typename
          ... on Row {
            id
            rowNumber
            sheet {
              id
            }
          }
        }
      }
    `);
    const nodes = dataOf(await run(ROW_NODES, { ids: rows.map((r) => r.id) })).nodes;
    expect(nodes.map((n) => ofType(n, 'Row')).map((row) => ({ id: row.id, rowNumber: row.rowNumber }))).toEqual(rows);
  });
});
