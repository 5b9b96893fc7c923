// Get Sheet asks for cell detail (include=objectValue,format) only when the query selects a cell or
// a column: the same rows and creators either way, and cells keep their object values when asked.
// Each request has its own read plan: concurrent requests for one sheet keep their own shape and pages.
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nodesOf, nonEmpty, present } from '../helpers/present.js';
import { demoSheet } from '../helpers/reference.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

/** The `include` parameter of every Get Sheet the work-management emulator received since its log was cleared. */
async function sheetIncludes(): Promise<Array<string | null>> {
  const reads = await calls(stack.emulators.workManagement, { method: 'GET', template: '/sheets/{sheetId}' });
  return nonEmpty(reads).map((call) => new URL(call.url, 'http://emulator').searchParams.get('include'));
}

/** Each Get Sheet the work-management emulator received since its log was cleared: `include page/pageSize`. */
async function sheetReads(): Promise<string[]> {
  const reads = await calls(stack.emulators.workManagement, { method: 'GET', template: '/sheets/{sheetId}' });
  return nonEmpty(reads).map((call) => {
    const query = new URL(call.url, 'http://emulator').searchParams;
    return `${query.get('include')} ${query.get('page')}/${query.get('pageSize')}`;
  });
}

const IDS_AFTER = graphql(`
  query ReadPlanIdsAfter($id: ID!, $after: String) {
    sheet(id: $id) {
      id
      rows(first: 5, after: $after) {
        edges {
          node {
            rowNumber
          }
        }
        pageInfo {
          endCursor
        }
      }
    }
  }
`);

describe('Get Sheet and cell detail', () => {
  it('reads rows and their creators without objectValue or format, and answers as the full read does', async () => {
    const plan = await demoSheet(stack.emulators, 'Programme Plan');
    await resetAllLogs(stack.emulators);
    const CREATORS = graphql(`
      query ReadShapeCreators($id: ID!) {
        sheet(id: $id) {
          name
          rows(first: 50) {
            edges {
              node {
                rowNumber
                createdBy {
                  email
                }
              }
            }
          }
        }
      }
    `);
    const lean = present(dataOf(await run(CREATORS, { id: plan.id })).sheet);
    expect(await sheetIncludes()).toEqual(['writerInfo,ownerInfo']);

    await resetAllLogs(stack.emulators);
    const CREATORS_AND_CELLS = graphql(`
      query ReadShapeCreatorsAndCells($id: ID!) {
        sheet(id: $id) {
          name
          rows(first: 50) {
            edges {
              node {
                rowNumber
                createdBy {
                  email
                }
                cells {
                  columnType
                  objectValue {
                    __typename
                  }
                }
              }
            }
          }
        }
      }
    `);
    const full = present(dataOf(await run(CREATORS_AND_CELLS, { id: plan.id })).sheet);
    expect(await sheetIncludes()).toEqual(['objectValue,writerInfo,format,ownerInfo']);

    const creators = (
      rows: Array<{ node: { rowNumber?: number | null; createdBy?: { email?: string | null } | null } }>,
    ) => rows.map((e) => [e.node.rowNumber, e.node.createdBy?.email]);
    expect(creators(nonEmpty(present(lean.rows).edges))).toEqual(creators(present(full.rows).edges));
    expect(lean.name).toBe(full.name);
    // Document 1: multi-contact and multi-picklist cells carry their values in objectValue.
    const kinds = new Set(present(full.rows).edges.flatMap((e) => e.node.cells.map((c) => c.objectValue?.__typename)));
    expect(kinds).toContain('MultiContactValue');
    expect(kinds).toContain('MultiPicklistValue');
  });

  it('keeps the full read for a column reached through node(id:)', async () => {
    const plan = await demoSheet(stack.emulators, 'Programme Plan');
    const COLUMN_IDS = graphql(`
      query ReadShapeColumnIds($id: ID!) {
        sheet(id: $id) {
          columns(first: 100) {
            edges {
              node {
                id
                title
              }
            }
          }
        }
      }
    `);
    const columns = nodesOf(present(dataOf(await run(COLUMN_IDS, { id: plan.id })).sheet).columns);
    const tags = present(columns.find((c) => c.title === 'Tags'));
    await resetAllLogs(stack.emulators);
    const COLUMN_BY_NODE = graphql(
      `query ReadShapeColumnNode($id: ID!) { node(id: $id) { ... on Column { title type } } }`,
    );
    const column = dataOf(await run(COLUMN_BY_NODE, { id: tags.id })).node;
    expect(column).toEqual({ title: 'Tags', type: 'MULTI_PICKLIST' });
    expect(new Set(await sheetIncludes())).toEqual(new Set(['objectValue,writerInfo,format,ownerInfo']));
  });

  it('gives each of three concurrent requests for one sheet its own read shape and rows page, one read each', async () => {
    const plan = await demoSheet(stack.emulators, 'Programme Plan');
    const firstPage = present(dataOf(await run(IDS_AFTER, { id: plan.id })).sheet);
    const after = present(present(firstPage.rows).pageInfo.endCursor);
    await resetAllLogs(stack.emulators);

    const LEAN_FIRST_SEVEN = graphql(`
      query ReadPlanLeanFirstSeven($id: ID!) {
        sheet(id: $id) {
          name
          rows(first: 7) {
            edges {
              node {
                rowNumber
              }
            }
          }
        }
      }
    `);
    const CELLS_FIRST_THREE = graphql(`
          query ReadPlanCellsFirstThree($id: ID!) {
            sheet(id: $id) {
              name
              rows(first: 3) {
                edges {
                  node {
                    rowNumber
                    cells {
                      objectValue {
                        __typename
                      }
                    }
                  }
                }
              }
            }
          }
        `);
    const [lean, cells, later] = await Promise.all([
      run(LEAN_FIRST_SEVEN, { id: plan.id }),
      run(CELLS_FIRST_THREE, { id: plan.id }),
      run(IDS_AFTER, { id: plan.id, after }),
    ]);
    // One Get Sheet per request, each in its own request's shape and window (the documents' page numbers).
    expect((await sheetReads()).sort()).toEqual(
      ['writerInfo,ownerInfo 1/7', 'objectValue,writerInfo,format,ownerInfo 1/3', 'writerInfo,ownerInfo 2/5'].sort(),
    );
    const rowNumbers = (rows: { edges: Array<{ node: { rowNumber?: number | null } }> }) =>
      rows.edges.map((e) => e.node.rowNumber);
    expect(rowNumbers(present(present(dataOf(lean).sheet).rows))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rowNumbers(present(present(dataOf(later).sheet).rows))).toEqual([6, 7, 8, 9, 10]);
    const cellRows = present(present(dataOf(cells).sheet).rows).edges;
    expect(rowNumbers({ edges: cellRows })).toEqual([1, 2, 3]);
    // The full read kept its cells (a read without cell detail leaves them out).
    expect(cellRows.every((e) => e.node.cells.length > 0)).toBe(true);
  });
});
