// References in sheet content are objects of the graph: a row's parent and sibling, a cell's
// hyperlink target, incoming cell link and predecessors. Each is answered from the content alone when
// only its identity is selected, and read through the loaders otherwise; inputs take global ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, ofType, present } from '../helpers/present.js';
import { demoSheet, wmAll, wmGet, type DemoSheet } from '../helpers/reference.js';
import type { ExactId, WmRow, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { globalId, globalIdParts } from '../helpers/global-id.js';

const stack = useStack();
const run = gql(stack);

/** A sheet with indented rows, as REST reads its first page. */
let nested: { id: string; rows: Array<WmRow & { siblingId?: string | number }> };
let plan: DemoSheet;
let risks: DemoSheet;

beforeAll(async () => {
  for (const sheet of await wmAll<WmSheet>(stack.emulators, '/sheets')) {
    const read = await wmGet<WmSheet>(stack.emulators, `/sheets/${sheet.id}?page=1&pageSize=100`);
    if (read.rows.some((r) => r.parentId !== undefined)) {
      nested = { id: String(sheet.id), rows: read.rows };
      break;
    }
  }
  expect(nested).toBeDefined();
  plan = await demoSheet(stack.emulators, 'Programme Plan', 'level=2&page=1&pageSize=5');
  risks = await demoSheet(stack.emulators, 'Programme Risks', 'level=2&page=1&pageSize=5');
});

const ADD = graphql(`mutation RefsAdd($input: AddRowsInput!) { addRows(input: $input) { rows { id } } }`);
const CELL_TARGETS = graphql(`
  query RefsCellTargets($id: ID!) {
    node(id: $id) {
      __typename
      ... on Row {
        cells {
          column {
            title
          }
          hyperlink {
            url
            sheet {
              id
              name
            }
            dashboard {
              id
            }
            reportId
          }
          linkInFromCell {
            sheetName
            sheet {
              id
              name
            }
            row {
              id
              rowNumber
            }
            column {
              id
              title
            }
          }
          objectValue {
            __typename
            ... on PredecessorList {
              predecessors {
                row {
                  id
                  rowNumber
                }
                type
              }
            }
          }
        }
      }
    }
  }
`);

describe('a row’s parent and sibling', () => {
  it('are Rows, answered from the sheet read alone when only their ids are selected', async () => {
    await resetAllLogs(stack.emulators);
    const HIERARCHY = graphql(`
      query RefsHierarchy($id: ID!) {
        sheet(id: $id) {
          rows(first: 100) {
            edges {
              node {
                id
                parent {
                  id
                  backendId
                }
                sibling {
                  id
                }
              }
            }
          }
        }
      }
    `);
    const rows = present(present(dataOf(await run(HIERARCHY, { id: nested.id })).sheet).rows).edges.map((e) => e.node);
    const rowId = (id: ExactId | string | undefined): string | null =>
      id === undefined ? null : globalId('Row', nested.id, String(id));
    expect(rows).toEqual(
      nonEmpty(nested.rows).map((r) => ({
        id: rowId(r.id),
        parent: r.parentId === undefined ? null : { id: rowId(r.parentId), backendId: String(r.parentId) },
        sibling: r.siblingId === undefined ? null : { id: rowId(r.siblingId) },
      })),
    );
    expect(rows.some((r) => r.sibling !== null)).toBe(true);
    expect(routes(await calls(stack.emulators.workManagement))).toEqual(['GET /sheets/{sheetId}']);
  });

  it('read their fields through the rows loader: one call for every parent of the page', async () => {
    await resetAllLogs(stack.emulators);
    const PARENT_NUMBERS = graphql(`
      query RefsParentNumbers($id: ID!) {
        sheet(id: $id) {
          rows(first: 100) {
            edges {
              node {
                rowNumber
                parent {
                  rowNumber
                }
              }
            }
          }
        }
      }
    `);
    const rows = present(present(dataOf(await run(PARENT_NUMBERS, { id: nested.id })).sheet).rows).edges.map(
      (e) => e.node,
    );
    const numberOf = new Map(nested.rows.map((r) => [String(r.id), r.rowNumber]));
    expect(rows).toEqual(
      nonEmpty(nested.rows).map((r) => ({
        rowNumber: r.rowNumber,
        parent: r.parentId === undefined ? null : { rowNumber: numberOf.get(String(r.parentId)) },
      })),
    );
    expect(routes(await calls(stack.emulators.workManagement))).toEqual([
      'GET /sheets/{sheetId}',
      'GET /sheets/{sheetId}',
    ]);
  });
});

describe('a cell’s targets', () => {
  it('lead to the hyperlinked sheet, the cell-link source and the predecessor rows, written with global ids', async () => {
    const [planRow, planTask] = [present(plan.rows[0]), present(plan.col['Task Name'])];
    const planId = globalId('Sheet', plan.id);
    // Written with the global ids the graph hands out: the sheet, its row and its column.
    const added = present(
      dataOf(
        await run(ADD, {
          input: {
            sheetId: globalId('Sheet', risks.id),
            rows: [
              {
                cells: [
                  {
                    columnId: globalId('Column', risks.id, present(risks.col['Risk'])),
                    value: null,
                    hyperlink: { sheetId: planId },
                  },
                ],
              },
            ],
          },
        }),
      ).addRows?.rows?.[0],
    ).id;
    const UPDATE = graphql(
      `mutation RefsUpdate($input: UpdateRowsInput!) { updateRows(input: $input) { rows { id } } }`,
    );
    dataOf(
      await run(UPDATE, {
        input: {
          sheetId: risks.id,
          rows: [
            {
              id: added,
              cells: [
                {
                  columnId: present(risks.col['Mitigation']),
                  value: null,
                  linkInFromCell: {
                    sheetId: planId,
                    rowId: globalId('Row', plan.id, planRow),
                    columnId: globalId('Column', plan.id, planTask),
                  },
                },
              ],
            },
          ],
        },
      }),
    );
    const predecessorOf = present(plan.rows[1]);
    const withPredecessor = present(
      dataOf(
        await run(ADD, {
          input: {
            sheetId: plan.id,
            rows: [
              {
                cells: [
                  { columnId: present(plan.col['Task Name']), value: 'After' },
                  {
                    columnId: present(plan.col['Predecessors']),
                    objectValue: { predecessors: [{ rowId: globalId('Row', plan.id, predecessorOf), type: 'FS' }] },
                  },
                ],
              },
            ],
          },
        }),
      ).addRows?.rows?.[0],
    ).id;

    const source = await wmGet<WmRow>(stack.emulators, `/sheets/${plan.id}/rows/${planRow}`);
    const cells = ofType(dataOf(await run(CELL_TARGETS, { id: added })).node, 'Row').cells;
    const byTitle = (title: string) =>
      present(
        cells.find((c) => c.column?.title === title),
        title,
      );
    // The service gives a sheet link the sheet's URL too.
    const written = await wmGet<{ cells: Array<{ columnId: string | number; hyperlink?: { url?: string } }> }>(
      stack.emulators,
      `/sheets/${risks.id}/rows/${globalIdParts(added)?.parts[1]}`,
    );
    const url = written.cells.find((c) => String(c.columnId) === risks.col['Risk'])?.hyperlink?.url ?? null;
    expect(byTitle('Risk').hyperlink).toEqual({
      url,
      sheet: { id: planId, name: 'Programme Plan' },
      dashboard: null,
      reportId: null,
    });
    expect(byTitle('Mitigation').linkInFromCell).toEqual({
      sheetName: 'Programme Plan',
      sheet: { id: planId, name: 'Programme Plan' },
      row: { id: globalId('Row', plan.id, planRow), rowNumber: source.rowNumber },
      column: { id: globalId('Column', plan.id, planTask), title: 'Task Name' },
    });
    const predecessors = ofType(dataOf(await run(CELL_TARGETS, { id: withPredecessor })).node, 'Row').cells.find(
      (c) => c.column?.title === 'Predecessors',
    )?.objectValue;
    const numbered = await wmGet<WmRow>(stack.emulators, `/sheets/${plan.id}/rows/${predecessorOf}`);
    expect(ofType(predecessors, 'PredecessorList').predecessors).toEqual([
      { row: { id: globalId('Row', plan.id, predecessorOf), rowNumber: numbered.rowNumber }, type: 'FS' },
    ]);
  });
});
