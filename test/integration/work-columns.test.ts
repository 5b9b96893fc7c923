// Columns through the graph: the sheet's columns and Get Column, insert with types, symbols and system columns, the
// Document 1's Update column rules 1-4, delete, sheet version and move; every broken rule is refused with no write.
import { print } from 'graphql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { AddColumnsInput } from '../generated/graphql.js';
import { calls, resetAllLogs, writes } from '../helpers/calls.js';
import { dataOf, gql, gqlText, type GraphQLResult } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { wmAll, wmAllTokens, wmGet } from '../helpers/reference.js';
import type { WmCell, WmColumn, WmPage, WmRecord, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

/** A column as the full sheet read gives it, its id as decimal text. */
type ColumnRead = Omit<WmColumn, 'id'> & { id: string };
interface SheetColumns {
  id: string;
  /** The columns by title. */
  col: Record<string, ColumnRead>;
}
let risks: SheetColumns;
let plan: SheetColumns;

async function sheetNamed(name: string): Promise<SheetColumns> {
  const sheet = present(
    (await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === name),
    name,
  );
  const full = await wmGet<{ columns: Array<WmColumn & { validation?: boolean }> }>(
    stack.emulators,
    `/sheets/${sheet.id}?level=2&page=1&pageSize=1`,
  );
  return {
    id: String(sheet.id),
    col: Object.fromEntries(full.columns.map((c) => [c.title, { ...c, id: String(c.id) }])),
  };
}

/** The column of that title, which the demo sheet has. */
const column = (sheet: SheetColumns, title: string): ColumnRead => present(sheet.col[title], title);

beforeAll(async () => {
  risks = await sheetNamed('Programme Risks');
  plan = await sheetNamed('Programme Plan');
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const ADD = graphql(`
  mutation WorkColumnsAdd($input: AddColumnsInput!) {
    addColumns(input: $input) {
      sheet {
        version
      }
      userErrors {
        field
        code
        errorCode
      }
      columns {
        id
        backendId
        index
        title
        type
        symbol
        systemColumnType
        autoNumberFormat {
          prefix
          fill
          startingNumber
        }
        options
        validation
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation WorkColumnsUpdate($input: UpdateColumnInput!) {
    updateColumn(input: $input) {
      sheet {
        version
      }
      userErrors {
        field
        code
        errorCode
      }
      column {
        backendId
        index
        title
        type
        options
        validation
      }
    }
  }
`);
const DELETE = graphql(`
  mutation WorkColumnsDelete($input: DeleteColumnInput!) {
    deleteColumn(input: $input) {
      deletedColumnId
      sheet {
        id
        version
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const MOVE = graphql(`
  mutation WorkColumnsMoveSheet($input: MoveSheetInput!) {
    moveSheet(input: $input) {
      sheet {
        backendId
        name
        workspace {
          name
        }
      }
      userErrors {
        code
      }
    }
  }
`);

/** The request is refused with the document's error code, and nothing is written upstream. */
async function expectRefused(request: Promise<GraphQLResult<unknown>>, errorCode: number): Promise<void> {
  const result = await request;
  expect(result.errors).toBeUndefined();
  const payloads = Object.values((result.data ?? {}) as Record<string, { userErrors?: unknown[] } | null>);
  expect(payloads.map((payload) => payload?.userErrors)).toEqual([
    [expect.objectContaining({ code: 'INVALID', errorCode })],
  ]);
  expect(await writes(stack.emulators.workManagement)).toHaveLength(0);
}

describe('columns', () => {
  it('pages the columns from the sheet read and reads one (Get Column) and the sheet version', async () => {
    const status = column(plan, 'Status');
    const COLUMNS = graphql(`
      query WorkColumnsRead($id: ID!, $c: ID!) {
        sheet(id: $id) {
          currentVersion
          columns(first: 3) {
            totalCount
            edges {
              node {
                title
              }
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
          column(id: $c) {
            id
            title
            type
            options
          }
        }
      }
    `);
    const sheet = present(dataOf(await run(COLUMNS, { id: plan.id, c: status.id })).sheet);
    expect(sheet.currentVersion).toBe((await wmGet<WmRecord>(stack.emulators, `/sheets/${plan.id}/version`)).version);
    expect(sheet.columns?.totalCount).toBe(22);
    expect(sheet.columns?.edges.map((e) => e.node.title)).toEqual(['Task Name', 'Task ID', 'Status']);
    expect(sheet.column).toEqual({
      id: globalId('Column', plan.id, status.id),
      title: 'Status',
      type: 'PICKLIST',
      options: ['Red', 'Yellow', 'Green'],
    });
    const templates = (await calls(stack.emulators.workManagement)).map((c) => c.template);
    // The columns come with the sheet's read: List Columns is not called, whichever page is asked.
    expect(templates).toEqual(
      expect.arrayContaining([
        '/sheets/{sheetId}',
        '/sheets/{sheetId}/version',
        '/sheets/{sheetId}/columns/{columnId}',
      ]),
    );
    expect(templates).not.toContain('/sheets/{sheetId}/columns');
    await resetAllLogs(stack.emulators);
    const COLUMNS_AFTER = graphql(`
      query WorkColumnsAfter($id: ID!, $after: String) {
        sheet(id: $id) {
          columns(first: 20, after: $after) {
            edges {
              node {
                title
              }
            }
            pageInfo {
              hasNextPage
            }
          }
        }
      }
    `);
    const next = present(
      dataOf(await run(COLUMNS_AFTER, { id: plan.id, after: present(sheet.columns?.pageInfo.endCursor) })).sheet
        ?.columns,
    );
    expect(next.edges.map((e) => e.node.title)).toEqual(Object.keys(plan.col).slice(3, 23));
    expect(next.pageInfo.hasNextPage).toBe(false);
    expect((await calls(stack.emulators.workManagement)).map((c) => c.template)).toEqual(['/sheets/{sheetId}']);
  });

  it('inserts columns: an AUTO_NUMBER system column with its format, a symbol checkbox and a picklist', async () => {
    // A sheet without an AUTO_NUMBER column (one of each system column type per sheet); a symbol takes no options.
    const decisions = await sheetNamed('Steering Decisions');
    const input: AddColumnsInput = {
      sheetId: decisions.id,
      columns: [
        {
          title: 'Number',
          type: 'TEXT_NUMBER',
          index: 1,
          systemColumnType: 'AUTO_NUMBER',
          autoNumberFormat: { prefix: 'RSK-', fill: '0000', startingNumber: 10 },
        },
        { title: 'Watch', type: 'CHECKBOX', index: 2, symbol: 'STAR' },
        { title: 'Trend', type: 'PICKLIST', index: 3, symbol: 'ARROWS_3_WAY' },
      ],
    };
    const columns = present(present(dataOf(await run(ADD, { input })).addColumns).columns);
    const [auto, watch, trend] = [present(columns[0]), columns[1], columns[2]];
    expect(auto).toMatchObject({
      title: 'Number',
      systemColumnType: 'AUTO_NUMBER',
      autoNumberFormat: { prefix: 'RSK-', fill: '0000', startingNumber: 10 },
    });
    expect(watch).toMatchObject({ type: 'CHECKBOX', symbol: 'STAR' });
    expect(trend).toMatchObject({ type: 'PICKLIST', symbol: 'ARROWS_3_WAY' });
    const sheet = await wmGet<WmSheet>(stack.emulators, `/sheets/${decisions.id}?page=1&pageSize=2`);
    expect(present(sheet.rows[1]).cells.find((c) => String(c.columnId) === auto.backendId)?.value).toBe('RSK-0011');
  });

  it('refuses column types the API cannot set, wrong symbols, system-type mismatches and duplicate titles', async () => {
    await expectRefused(
      run(ADD, { input: { sheetId: risks.id, columns: [{ title: 'Span', type: 'DURATION', index: 1 }] } }),
      1142,
    );
    await expectRefused(
      run(ADD, { input: { sheetId: risks.id, columns: [{ title: 'When', type: 'ABSTRACT_DATETIME', index: 1 }] } }),
      1142,
    );
    await expectRefused(
      run(ADD, { input: { sheetId: risks.id, columns: [{ title: 'Stamp', type: 'DATETIME', index: 1 }] } }),
      1089,
    );
    await expectRefused(
      run(ADD, {
        input: { sheetId: risks.id, columns: [{ title: 'Star', type: 'CHECKBOX', index: 1, symbol: 'RYG' }] },
      }),
      1058,
    );
    await expectRefused(
      run(ADD, {
        input: {
          sheetId: risks.id,
          columns: [{ title: 'Who', type: 'TEXT_NUMBER', index: 1, systemColumnType: 'CREATED_BY' }],
        },
      }),
      1079,
    );
    await expectRefused(
      run(ADD, { input: { sheetId: risks.id, columns: [{ title: 'Risk', type: 'TEXT_NUMBER', index: 1 }] } }),
      1056,
    );
    await expectRefused(
      run(ADD, {
        input: {
          sheetId: risks.id,
          columns: [{ title: 'Trend', type: 'PICKLIST', index: 1, symbol: 'ARROWS_3_WAY', options: ['Up', 'Down'] }],
        },
      }),
      1059,
    );
    await expectRefused(
      run(ADD, {
        input: { sheetId: risks.id, columns: [{ title: 'Size', type: 'TEXT_NUMBER', index: 1, options: ['S', 'M'] }] },
      }),
      1060,
    );
    await expectRefused(
      run(ADD, { input: { sheetId: risks.id, columns: [{ title: 'Far', type: 'TEXT_NUMBER', index: 99 }] } }),
      1031,
    );
  });

  it('applies Update column rules 1, 2 and 4 before sending anything', async () => {
    await expectRefused(
      run(UPDATE, { input: { sheetId: plan.id, columnId: column(plan, 'Task Name').id, type: 'DATE' } }),
      1057,
    );
    await expectRefused(
      run(UPDATE, { input: { sheetId: plan.id, columnId: column(plan, 'Duration').id, type: 'TEXT_NUMBER' } }),
      1085,
    );
    await expectRefused(
      run(UPDATE, { input: { sheetId: plan.id, columnId: column(plan, 'Predecessors').id, type: 'TEXT_NUMBER' } }),
      1085,
    );
    await expectRefused(
      run(UPDATE, { input: { sheetId: plan.id, columnId: column(plan, 'Status').id, options: ['A', 'B'] } }),
      1090,
    );
    await expectRefused(
      run(UPDATE, { input: { sheetId: plan.id, columnId: column(plan, 'Notes').id, type: 'DURATION' } }),
      1142,
    );
  });

  it('Update column rules, rule 3: a type change converts every cell and clears validation; renames and moves need no type', async () => {
    const category = column(risks, 'Category');
    expect(category.validation).toBe(true);
    const result = dataOf(
      await run(UPDATE, { input: { sheetId: risks.id, columnId: category.id, type: 'TEXT_NUMBER' } }),
    );
    expect(result.updateColumn?.column).toMatchObject({ type: 'TEXT_NUMBER', validation: false, options: null });
    const sheet = await wmGet<{ rows: Array<{ cells: Array<WmCell & { columnType?: string }> }> }>(
      stack.emulators,
      `/sheets/${risks.id}?include=columnType`,
    );
    const cells = sheet.rows
      .map((r) => r.cells.find((c) => String(c.columnId) === category.id))
      .filter((c) => c !== undefined && c.value !== undefined);
    for (const cell of nonEmpty(cells)) expect(cell?.columnType).toBe('TEXT_NUMBER');
    const moved = await run(UPDATE, { input: { sheetId: risks.id, columnId: category.id, title: 'Kind', index: 5 } });
    expect(moved.data?.updateColumn?.column).toMatchObject({ title: 'Kind', index: 5 });
    const contact = await run(UPDATE, {
      input: { sheetId: risks.id, columnId: column(risks, 'Mitigation').id, type: 'PICKLIST', options: ['A', 'B'] },
    });
    expect(contact.data?.updateColumn?.column).toMatchObject({
      type: 'PICKLIST',
      options: ['A', 'B'],
      validation: false,
    });
  });

  it('deletes a column (never the primary one) and moves a sheet (destinationType required, destinationId needed)', async () => {
    await expectRefused(run(DELETE, { input: { sheetId: risks.id, columnId: column(risks, 'Risk').id } }), 1065);
    await expectRefused(run(DELETE, { input: { sheetId: plan.id, columnId: column(plan, 'Duration').id } }), 1098);
    const deleted = await run(DELETE, { input: { sheetId: risks.id, columnId: column(risks, 'Mitigated').id } });
    const version = (await wmGet<WmRecord>(stack.emulators, `/sheets/${risks.id}/version`)).version;
    expect(deleted.data?.deleteColumn).toEqual({
      deletedColumnId: globalId('Column', risks.id, column(risks, 'Mitigated').id),
      sheet: { id: globalId('Sheet', risks.id), version },
      userErrors: [],
    });
    expect(
      (await wmGet<WmPage<WmColumn>>(stack.emulators, `/sheets/${risks.id}/columns?includeAll=true`)).data.map(
        (c) => c.title,
      ),
    ).not.toContain('Mitigated');

    // The destination's type and id are required by the input type: GraphQL refuses a move without them.
    await resetAllLogs(stack.emulators);
    for (const input of [
      { sheetId: risks.id, destinationId: '1' },
      { sheetId: risks.id, destinationType: 'FOLDER' },
    ]) {
      const refused = await gqlText(stack)(print(MOVE), { input });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await calls(stack.emulators.workManagement)).toEqual([]);
    const workspaces = await wmAllTokens<WmRecord>(stack.emulators, '/workspaces');
    const finance = present(workspaces.find((w) => w.name === 'Finance'));
    const moved = dataOf(
      await run(MOVE, {
        input: { sheetId: risks.id, destinationType: 'WORKSPACE', destinationId: String(finance.id) },
      }),
    );
    expect(moved.moveSheet).toEqual({
      sheet: { backendId: risks.id, name: 'Programme Risks', workspace: { name: 'Finance' } },
      userErrors: [],
    });
    const children = await wmAllTokens<WmRecord>(stack.emulators, `/workspaces/${finance.id}/children`);
    expect(children.map((c) => String(c.id))).toContain(risks.id);
  });
});
