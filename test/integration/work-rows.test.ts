// Rows through the graph: Get Row, addRows/updateRows with strict and lenient parsing, contact,
// link and hyperlink rules; every rule broken is refused before any upstream write.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmRow, WmSheet } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let risks: { id: string; col: Record<string, string>; rows: string[] };
let plan: { id: string; col: Record<string, string>; rows: string[] };

async function sheetNamed(name: string) {
  const sheet = (await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === name)!;
  const full = await wmGet<WmSheet>(stack.emulators, `/sheets/${sheet.id}?level=2&page=1&pageSize=5`);
  return { id: String(sheet.id), col: Object.fromEntries(full.columns.map((c: any) => [c.title, String(c.id)])), rows: full.rows.map((r: any) => String(r.id)) };
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

const ADD = `mutation A($input: AddRowsInput!) { addRows(input: $input) { version partialSuccess failedItems { index errorCode message }
  rows { id rowId rowNumber siblingRowId cells { columnId value displayValue hyperlink { url sheetId } linkInFromCell { sheetId sheetName status }
    objectValue { __typename ... on PredecessorList { predecessors { rowId type lag { days } } } ... on MultiContactValue { contacts { email name } } ... on MultiPicklistValue { values } } } } } }`;
const UPDATE = ADD.replace('mutation A($input: AddRowsInput!) { addRows(', 'mutation U($input: UpdateRowsInput!) { updateRows(');

const writes = async () => (await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method !== 'GET');
const cellOf = (row: any, columnId: string) => row.cells.find((c: any) => c.columnId === columnId);

/** Sends a mutation that must be refused with `errorCode` before any write upstream. */
async function expectRefused(query: string, input: Record<string, unknown>, errorCode: number) {
  const result = await graphql(stack.gateway.graphqlUrl, query, { input });
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode });
  expect(await writes()).toHaveLength(0);
  return result.errors![0]!;
}

describe('addRows and updateRows', () => {
  it('adds rows with strict values of every simple type, at the top, and reads one back with Get Row', async () => {
    const c = risks.col;
    const input = {
      sheetId: risks.id,
      rows: [{
        toTop: true,
        cells: [
          { columnId: c.Risk!, value: 'Supplier insolvency' },
          { columnId: c.Category!, value: 'Vendor' },
          { columnId: c.Owner!, value: 'ada.adler@example.com' },
          { columnId: c['Raised On']!, value: '2026-11-05' },
          { columnId: c.Mitigated!, value: true },
          { columnId: c.Mitigation!, value: 42.5 },
        ],
      }],
    };
    const result = await graphql(stack.gateway.graphqlUrl, ADD, { input });
    expect(result.errors).toBeUndefined();
    const row = result.data.addRows.rows[0];
    expect(row.rowNumber).toBe(1);
    expect(cellOf(row, c.Risk!)).toMatchObject({ value: 'Supplier insolvency', displayValue: 'Supplier insolvency' });
    expect(cellOf(row, c.Owner!)).toMatchObject({ value: 'ada.adler@example.com', displayValue: 'Ada Adler' });
    expect(cellOf(row, c['Raised On']!)).toMatchObject({ value: '2026-11-05', displayValue: null });
    expect(cellOf(row, c.Mitigated!)).toMatchObject({ value: true, displayValue: null });
    expect(cellOf(row, c.Mitigation!)).toMatchObject({ value: 42.5, displayValue: '42.5' });
    expect((await writes()).map((w) => `${w.method} ${w.template}`)).toEqual(['POST /sheets/{sheetId}/rows']);
    const read = await graphql(stack.gateway.graphqlUrl, 'query R($s: ID!, $r: ID!) { sheet(id: $s) { row(id: $r) { id rowNumber cells { columnId value } } } }', { s: risks.id, r: row.rowId });
    expect(read.data.sheet.row).toMatchObject({ id: toGlobalId('Row', risks.id, row.rowId), rowNumber: 1 });
    expect(cellOf(read.data.sheet.row, c.Category!).value).toBe('Vendor');
    const missing = await graphql(stack.gateway.graphqlUrl, 'query R($s: ID!) { sheet(id: $s) { row(id: "1234567") { id } } }', { s: risks.id });
    expect(missing.data.sheet.row).toBeNull();
  });

  it('parses leniently when strict is false: formatted numbers, checkbox strings, locale dates, free text', async () => {
    const c = risks.col;
    const cells = [
      { columnId: c.Mitigation!, value: '$1,234.50', strict: false },
      { columnId: c.Mitigated!, value: 'true', strict: false },
      { columnId: c['Raised On']!, value: '11/05/2026', strict: false },
      { columnId: c.Owner!, value: 'External vendor', strict: false },
      { columnId: c.Category!, value: 'Something else', strict: false, overrideValidation: true },
    ];
    const result = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: risks.id, rows: [{ cells }] } });
    expect(result.errors).toBeUndefined();
    const row = result.data.addRows.rows[0];
    expect(cellOf(row, c.Mitigation!).value).toBe(1234.5);
    expect(cellOf(row, c.Mitigated!).value).toBe(true);
    expect(cellOf(row, c['Raised On']!).value).toBe('2026-11-05');
    expect(cellOf(row, c.Owner!)).toMatchObject({ value: 'External vendor', displayValue: 'External vendor' });
    expect(cellOf(row, c.Category!).value).toBe('Something else');
    await resetAllLogs(stack.emulators);
    // Column validation is not strict parsing: a validated picklist takes other values only with overrideValidation.
    await expectRefused(ADD, { sheetId: risks.id, rows: [{ cells: [{ columnId: c.Category!, value: 'Something else', strict: false }] }] }, 1235);
  });

  it('keeps numbers in range: 1148 in strict mode, text in lenient mode', async () => {
    const c = risks.col;
    const big = 1e17;
    const error = await expectRefused(ADD, { sheetId: risks.id, rows: [{ cells: [{ columnId: c.Mitigation!, value: big }] }] }, 1148);
    expect(error.extensions!.field).toBe('input.rows.0.cells.0.value');
    const lenient = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: risks.id, rows: [{ cells: [{ columnId: c.Mitigation!, value: big, strict: false }] }] } });
    expect(cellOf(lenient.data.addRows.rows[0], c.Mitigation!).value).toBe('100000000000000000');
    const edge = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: risks.id, rows: [{ cells: [{ columnId: c.Mitigation!, value: -9007199254740992 }] }] } });
    // The gateway parses integers beyond 2^53 - 1 losslessly (as decimal text); the value is the bound itself.
    expect(Number(cellOf(edge.data.addRows.rows[0], c.Mitigation!).value)).toBe(-9007199254740992);
  });

  it('refuses strict-parse failures (1042) per column type, and the whole batch with them', async () => {
    const c = risks.col;
    const bad = [
      { columnId: c.Mitigated!, value: 'yes' },
      { columnId: c['Raised On']!, value: '05/11/2026' },
      { columnId: c.Owner!, value: 'bob' },
      { columnId: c.Category!, value: 'Not an option' },
      { columnId: c.Category!, value: 3 },
    ];
    for (const cell of bad) {
      await expectRefused(ADD, { sheetId: risks.id, rows: [{ cells: [{ columnId: c.Risk!, value: 'fine' }] }, { cells: [cell] }] }, 1042);
    }
    await expectRefused(ADD, { sheetId: plan.id, rows: [{ cells: [{ columnId: plan.col.Reviewers!, value: 'Ada Adler' }] }] }, 1042);
    // objectValue of a kind the column does not take.
    await expectRefused(ADD, { sheetId: plan.id, rows: [{ cells: [{ columnId: plan.col.Tags!, objectValue: { predecessors: [{ rowId: plan.rows[0]!, type: 'FS' }] } }] }] }, 1131);
    await expectRefused(ADD, { sheetId: plan.id, rows: [{ cells: [{ columnId: plan.col.Tags!, objectValue: { picklistValues: ['no such tag'] } }] }] }, 1042);
  });

  it('refuses formula with value (1163), url with a target (1112), hyperlink with a link (1109)', async () => {
    const c = risks.col;
    await expectRefused(ADD, { sheetId: risks.id, rows: [{ cells: [{ columnId: c.Mitigation!, value: 3, formula: '=1+2' }] }] }, 1163);
    await expectRefused(ADD, { sheetId: risks.id, rows: [{ cells: [{ columnId: c.Risk!, value: 'x', hyperlink: { url: 'https://example.com', sheetId: plan.id } }] }] }, 1112);
    await expectRefused(UPDATE, { sheetId: risks.id, rows: [{ id: risks.rows[0]!, cells: [{ columnId: c.Risk!, hyperlink: { url: 'https://example.com' }, linkInFromCell: { sheetId: plan.id, rowId: plan.rows[0]!, columnId: plan.col['Task Name']! } }] }] }, 1109);
  });

  it('applies the cell-link rules: not on new rows, value null, no mixing (1115); a valid link copies the value', async () => {
    const c = risks.col;
    const link = { sheetId: plan.id, rowId: plan.rows[0]!, columnId: plan.col['Task Name']! };
    await expectRefused(ADD, { sheetId: risks.id, rows: [{ cells: [{ columnId: c.Risk!, linkInFromCell: link }] }] }, 1032);
    await expectRefused(UPDATE, { sheetId: risks.id, rows: [{ id: risks.rows[0]!, cells: [{ columnId: c.Mitigation!, value: 'x', linkInFromCell: link }] }] }, 1110);
    await expectRefused(UPDATE, { sheetId: risks.id, rows: [{ id: risks.rows[0]!, cells: [{ columnId: c.Mitigation!, linkInFromCell: link }, { columnId: c.Risk!, value: 'other' }] }] }, 1115);
    await expectRefused(UPDATE, { sheetId: risks.id, rows: [{ id: risks.rows[0]!, toTop: true, cells: [{ columnId: c.Mitigation!, linkInFromCell: link }] }] }, 1115);
    const ok = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: risks.id, rows: [{ id: risks.rows[0]!, cells: [{ columnId: c.Mitigation!, value: null, linkInFromCell: link }] }] } });
    expect(ok.errors).toBeUndefined();
    const source = await wmGet<WmRow>(stack.emulators, `/sheets/${plan.id}/rows/${plan.rows[0]}`);
    const cell = cellOf(ok.data.updateRows.rows[0], c.Mitigation!);
    expect(cell.value).toBe(source.cells.find((x) => String(x.columnId) === plan.col['Task Name'])!.value);
    expect(cell.linkInFromCell).toEqual({ sheetId: plan.id, sheetName: 'Programme Plan', status: 'OK' });
  });

  it('applies the Contact list displayValue rules 1-3 and the Hyperlink rules of Document 1', async () => {
    const c = risks.col;
    const rows = [
      { cells: [{ columnId: c.Owner!, value: 'ada.adler@example.com', displayValue: 'The Boss' }] },
      { cells: [{ columnId: c.Owner!, value: 'ada.adler@example.com', displayValue: '' }] },
      { cells: [{ columnId: c.Owner!, value: 'ada.adler@example.com' }] },
      { cells: [{ columnId: c.Risk!, value: null, hyperlink: { url: 'https://example.com/x' } }] },
      { cells: [{ columnId: c.Risk!, hyperlink: { sheetId: plan.id } }] },
    ];
    const result = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: risks.id, rows } });
    expect(result.errors).toBeUndefined();
    const written = [c.Owner!, c.Owner!, c.Owner!, c.Risk!, c.Risk!];
    const shown = result.data.addRows.rows.map((r: any, i: number) => cellOf(r, written[i]!));
    expect(shown.map((x: any) => x.displayValue)).toEqual(['The Boss', 'ada.adler@example.com', 'Ada Adler', 'https://example.com/x', 'Programme Plan']);
    expect(shown[4].hyperlink.sheetId).toBe(plan.id);
  });

  it('writes predecessors, multi-contact and multi-picklist values through objectValue', async () => {
    const c = plan.col;
    const cells = [
      { columnId: c['Task Name']!, value: 'New task' },
      { columnId: c.Predecessors!, objectValue: { predecessors: [{ rowId: plan.rows[1]!, type: 'FS', lag: { days: 2 } }] } },
      { columnId: c.Reviewers!, objectValue: { contacts: [{ email: 'ada.adler@example.com' }] } },
      { columnId: c.Tags!, objectValue: { picklistValues: [] } },
    ];
    const result = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: plan.id, rows: [{ parentId: plan.rows[0]!, cells }] } });
    expect(result.errors).toBeUndefined();
    const row = result.data.addRows.rows[0];
    expect(cellOf(row, c.Predecessors!).objectValue.predecessors).toEqual([{ rowId: plan.rows[1], type: 'FS', lag: { days: 2 } }]);
    expect(cellOf(row, c.Predecessors!).value).toBe('2FS +2d');
    expect(cellOf(row, c.Reviewers!).objectValue.contacts).toEqual([{ email: 'ada.adler@example.com', name: 'Ada Adler' }]);
  });

  it('refuses unknown columns (1036), more than 500 rows (1018), and moves rows with toBottom', async () => {
    await expectRefused(ADD, { sheetId: risks.id, rows: [{ cells: [{ columnId: '123', value: 'x' }] }] }, 1036);
    const many = Array.from({ length: 501 }, () => ({ cells: [{ columnId: risks.col.Risk!, value: 'x' }] }));
    await expectRefused(ADD, { sheetId: risks.id, rows: many }, 1018);
    const moved = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: risks.id, rows: [{ id: risks.rows[1]!, toBottom: true }] } });
    const total = (await wmGet<WmSheet>(stack.emulators, `/sheets/${risks.id}?pageSize=1&page=1`)).totalRowCount;
    expect(moved.data.updateRows.rows[0].rowNumber).toBe(total);
  });

  it('reports rows only the service can refuse as PARTIAL_SUCCESS with allowPartialSuccess, and refuses the batch without it', async () => {
    const c = plan.col;
    const rows = [
      { cells: [{ columnId: c['Task Name']!, value: 'fine' }] },
      { cells: [{ columnId: c.Predecessors!, objectValue: { predecessors: [{ rowId: '1234567', type: 'FS' }] } }] },
    ];
    const refused = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: plan.id, rows } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { status: 400, errorCode: 1034 } });
    const before = (await wmGet<WmSheet>(stack.emulators, `/sheets/${plan.id}?pageSize=1&page=1`)).totalRowCount;
    const partial = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: plan.id, rows, allowPartialSuccess: true } });
    expect(partial.data.addRows).toMatchObject({ partialSuccess: true, failedItems: [{ index: 1, errorCode: 1034 }] });
    expect(partial.data.addRows.rows).toHaveLength(1);
    expect((await wmGet<WmSheet>(stack.emulators, `/sheets/${plan.id}?pageSize=1&page=1`)).totalRowCount).toBe(before! + 1);
  });

  it('refuses overrideValidation from a caller who is not a sheet admin, before sending', async () => {
    const input = { sheetId: plan.id, rows: [{ cells: [{ columnId: plan.col.Phase!, value: 'Other', strict: false, overrideValidation: true }] }] };
    const result = await graphql(stack.gateway.graphqlUrl, ADD, { input }, { authorization: 'Bearer wm-demo-user-token' });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 1212 });
    expect(await writes()).toHaveLength(0);
  });

  it('has the emulator enforce the same rules with the document error body and detail', async () => {
    const post = async (body: unknown) => {
      const response = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${risks.id}/rows`, { method: 'POST', headers: { authorization: 'Bearer wm-demo-admin-token', 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as any };
    };
    const strict = await post([{ cells: [{ columnId: risks.col.Risk }] }, { cells: [{ columnId: risks.col.Mitigated, value: 'yes' }] }]);
    expect(strict).toMatchObject({ status: 400, body: { errorCode: 1042, detail: { index: 1 } } });
    expect(typeof strict.body.refId).toBe('string');
    expect((await post([{ cells: [{ columnId: 42, value: 'x' }] }])).body.errorCode).toBe(1036);
    // numericDates=true: epoch milliseconds are valid strict dates.
    const epoch = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${risks.id}/rows?numericDates=true`, { method: 'POST', headers: { authorization: 'Bearer wm-demo-admin-token', 'content-type': 'application/json' }, body: JSON.stringify([{ cells: [{ columnId: risks.col['Raised On'], value: Date.parse('2026-11-05T00:00:00Z') }] }]) });
    expect(((await epoch.json()) as any).result[0].cells.find((x: any) => String(x.columnId) === risks.col['Raised On']).value).toBe(Date.parse('2026-11-05T00:00:00Z'));
    // overrideValidation is for sheet admins: user 1 is an editor of Programme Plan.
    const asEditor = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${plan.id}/rows`, { method: 'POST', headers: { authorization: 'Bearer wm-demo-user-token', 'content-type': 'application/json' }, body: JSON.stringify([{ cells: [{ columnId: plan.col.Phase, value: 'Other', strict: false, overrideValidation: true }] }]) });
    expect(asEditor.status).toBe(403);
  });
});
