// Columns through the graph: List/Get Column, insert with types, symbols and system columns, the
// Document 1's Update column rules 1-4, delete, sheet version and move; every broken rule is refused with no write.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAll, wmAllTokens, wmGet } from '../helpers/reference.js';
import type { WmColumn, WmPage, WmRecord, WmSheet } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let risks: { id: string; col: Record<string, any> };
let plan: { id: string; col: Record<string, any> };

async function sheetNamed(name: string) {
  const sheet = (await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === name)!;
  const full = await wmGet<WmSheet>(stack.emulators, `/sheets/${sheet.id}?level=2&page=1&pageSize=1`);
  return { id: String(sheet.id), col: Object.fromEntries(full.columns.map((c: any) => [c.title, { ...c, id: String(c.id) }])) };
}

beforeAll(async () => {
  stack = await startStack();
  risks = await sheetNamed('Programme Risks');
  plan = await sheetNamed('Programme Plan');
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const writes = async () => (await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method !== 'GET');
const ADD = 'mutation A($input: AddColumnsInput!) { addColumns(input: $input) { version columns { id columnId index title type symbol systemColumnType autoNumberFormat { prefix fill startingNumber } options validation } } }';
const UPDATE = 'mutation U($input: UpdateColumnInput!) { updateColumn(input: $input) { version column { columnId index title type options validation } } }';

async function expectRefused(query: string, input: Record<string, unknown>, errorCode: number) {
  const result = await graphql(stack.gateway.graphqlUrl, query, { input });
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode });
  expect(await writes()).toHaveLength(0);
}

describe('columns', () => {
  it('lists columns as a connection (List Columns) and reads one (Get Column) and the sheet version', async () => {
    const result = await graphql(stack.gateway.graphqlUrl, `query S($id: ID!, $c: ID!) { sheet(id: $id) { currentVersion
      columnConnection(first: 3) { totalCount edges { node { title } } pageInfo { hasNextPage endCursor } }
      column(id: $c) { id title type options } } }`, { id: plan.id, c: plan.col.Status.id });
    expect(result.errors).toBeUndefined();
    const sheet = result.data.sheet;
    expect(sheet.currentVersion).toBe((await wmGet<WmRecord>(stack.emulators, `/sheets/${plan.id}/version`)).version);
    expect(sheet.columnConnection.totalCount).toBe(22);
    expect(sheet.columnConnection.edges.map((e: any) => e.node.title)).toEqual(['Task Name', 'Task ID', 'Status']);
    expect(sheet.column).toEqual({ id: toGlobalId('Column', plan.id, plan.col.Status.id), title: 'Status', type: 'PICKLIST', options: ['Red', 'Yellow', 'Green'] });
    const calls = (await upstreamCalls(stack.emulators.workManagement)).map((c) => c.template);
    expect(calls).toEqual(expect.arrayContaining(['/sheets/{sheetId}/version', '/sheets/{sheetId}/columns', '/sheets/{sheetId}/columns/{columnId}']));
  });

  it('inserts columns: an AUTO_NUMBER system column with its format, a symbol checkbox and a picklist', async () => {
    // A sheet without an AUTO_NUMBER column (one of each system column type per sheet); a symbol takes no options.
    const decisions = await sheetNamed('Steering Decisions');
    const input = {
      sheetId: decisions.id,
      columns: [
        { title: 'Number', type: 'TEXT_NUMBER', index: 1, systemColumnType: 'AUTO_NUMBER', autoNumberFormat: { prefix: 'RSK-', fill: '0000', startingNumber: 10 } },
        { title: 'Watch', type: 'CHECKBOX', index: 2, symbol: 'STAR' },
        { title: 'Trend', type: 'PICKLIST', index: 3, symbol: 'ARROWS_3_WAY' },
      ],
    };
    const result = await graphql(stack.gateway.graphqlUrl, ADD, { input });
    expect(result.errors).toBeUndefined();
    const [auto, watch, trend] = result.data.addColumns.columns;
    expect(auto).toMatchObject({ title: 'Number', systemColumnType: 'AUTO_NUMBER', autoNumberFormat: { prefix: 'RSK-', fill: '0000', startingNumber: 10 } });
    expect(watch).toMatchObject({ type: 'CHECKBOX', symbol: 'STAR' });
    expect(trend).toMatchObject({ type: 'PICKLIST', symbol: 'ARROWS_3_WAY' });
    const sheet = await wmGet<WmSheet>(stack.emulators, `/sheets/${decisions.id}?page=1&pageSize=2`);
    expect(sheet.rows[1]!.cells.find((c) => String(c.columnId) === auto.columnId)!.value).toBe('RSK-0011');
  });

  it('refuses column types the API cannot set, wrong symbols, system-type mismatches and duplicate titles', async () => {
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'Span', type: 'DURATION', index: 1 }] }, 1142);
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'When', type: 'ABSTRACT_DATETIME', index: 1 }] }, 1142);
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'Stamp', type: 'DATETIME', index: 1 }] }, 1089);
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'Star', type: 'CHECKBOX', index: 1, symbol: 'RYG' }] }, 1058);
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'Who', type: 'TEXT_NUMBER', index: 1, systemColumnType: 'CREATED_BY' }] }, 1079);
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'Risk', type: 'TEXT_NUMBER', index: 1 }] }, 1056);
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'Trend', type: 'PICKLIST', index: 1, symbol: 'ARROWS_3_WAY', options: ['Up', 'Down'] }] }, 1059);
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'Size', type: 'TEXT_NUMBER', index: 1, options: ['S', 'M'] }] }, 1060);
    await expectRefused(ADD, { sheetId: risks.id, columns: [{ title: 'Far', type: 'TEXT_NUMBER', index: 99 }] }, 1031);
  });

  it('applies Update column rules 1, 2 and 4 before sending anything', async () => {
    await expectRefused(UPDATE, { sheetId: plan.id, columnId: plan.col['Task Name'].id, type: 'DATE' }, 1057);
    await expectRefused(UPDATE, { sheetId: plan.id, columnId: plan.col.Duration.id, type: 'TEXT_NUMBER' }, 1085);
    await expectRefused(UPDATE, { sheetId: plan.id, columnId: plan.col.Predecessors.id, type: 'TEXT_NUMBER' }, 1085);
    await expectRefused(UPDATE, { sheetId: plan.id, columnId: plan.col.Status.id, options: ['A', 'B'] }, 1090);
    await expectRefused(UPDATE, { sheetId: plan.id, columnId: plan.col.Notes.id, type: 'DURATION' }, 1142);
  });

  it('Update column rules, rule 3: a type change converts every cell and clears validation; renames and moves need no type', async () => {
    const category = risks.col.Category;
    expect(category.validation).toBe(true);
    const result = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: risks.id, columnId: category.id, type: 'TEXT_NUMBER' } });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateColumn.column).toMatchObject({ type: 'TEXT_NUMBER', validation: false, options: null });
    const sheet = await wmGet<WmSheet>(stack.emulators, `/sheets/${risks.id}?include=columnType`);
    const cells = sheet.rows.map((r: any) => r.cells.find((c: any) => String(c.columnId) === category.id)).filter((c: any) => c.value !== undefined);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.columnType).toBe('TEXT_NUMBER');
    const moved = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: risks.id, columnId: category.id, title: 'Kind', index: 5 } });
    expect(moved.data.updateColumn.column).toMatchObject({ title: 'Kind', index: 5 });
    const contact = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: risks.id, columnId: risks.col.Mitigation.id, type: 'PICKLIST', options: ['A', 'B'] } });
    expect(contact.data.updateColumn.column).toMatchObject({ type: 'PICKLIST', options: ['A', 'B'], validation: false });
  });

  it('deletes a column (never the primary one) and moves a sheet (destinationType required, destinationId needed)', async () => {
    const DELETE = 'mutation D($input: DeleteColumnInput!) { deleteColumn(input: $input) { deletedColumnId version } }';
    await expectRefused(DELETE, { sheetId: risks.id, columnId: risks.col.Risk.id }, 1065);
    await expectRefused(DELETE, { sheetId: plan.id, columnId: plan.col.Duration.id }, 1098);
    const deleted = await graphql(stack.gateway.graphqlUrl, DELETE, { input: { sheetId: risks.id, columnId: risks.col.Mitigated.id } });
    expect(deleted.data.deleteColumn.deletedColumnId).toBe(toGlobalId('Column', risks.id, risks.col.Mitigated.id));
    expect((await wmGet<WmPage<WmColumn>>(stack.emulators, `/sheets/${risks.id}/columns?includeAll=true`)).data.map((c) => c.title)).not.toContain('Mitigated');

    const MOVE = 'mutation M($input: MoveSheetInput!) { moveSheet(input: $input) { sheet { sheetId name } } }';
    const missingType = await graphql(stack.gateway.graphqlUrl, MOVE, { input: { sheetId: risks.id, destinationId: '1' } });
    expect(missingType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await resetAllLogs(stack.emulators);
    await expectRefused(MOVE, { sheetId: risks.id, destinationType: 'folder' }, 1012);
    const workspaces = await wmAllTokens<WmRecord>(stack.emulators, '/workspaces');
    const finance = workspaces.find((w) => w.name === 'Finance')!;
    const moved = await graphql(stack.gateway.graphqlUrl, MOVE, { input: { sheetId: risks.id, destinationType: 'workspace', destinationId: String(finance.id) } });
    expect(moved.errors).toBeUndefined();
    expect(moved.data.moveSheet.sheet).toEqual({ sheetId: risks.id, name: 'Programme Risks' });
    const children = await wmAllTokens<WmRecord>(stack.emulators, `/workspaces/${finance.id}/children`);
    expect(children.map((c) => String(c.id))).toContain(risks.id);
  });
});
