// The project columns of a dependency-enabled sheet (Document 1): the API cannot update the End Date
// column at all (1080), nor the Start Date column of a row whose Predecessor is set (1155). The
// gateway refuses what the sheet's columns tell it before any write; the rest is the service's
// refusal, passed through with the same code.
import { parse as parseLossless } from 'lossless-json';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
let plan: { id: string; col: Record<string, string>; withPredecessor: string; withoutPredecessor: string };

beforeAll(async () => {
  const sheet = (await wmAll(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Plan');
  const full = await wmGet(stack.emulators, `/sheets/${sheet.id}?page=1&pageSize=60&level=2&include=objectValue`);
  expect(full.dependenciesEnabled).toBe(true);
  const col = Object.fromEntries(full.columns.map((c: any) => [c.title, String(c.id)])) as Record<string, string>;
  const predecessorsOf = (row: any) => row.cells.find((c: any) => String(c.columnId) === col.Predecessors)?.objectValue?.predecessors ?? [];
  const leaf = (row: any) => !full.rows.some((r: any) => String(r.parentId) === String(row.id));
  const withPredecessor = full.rows.find((r: any) => leaf(r) && predecessorsOf(r).length > 0);
  const withoutPredecessor = full.rows.find((r: any) => leaf(r) && predecessorsOf(r).length === 0);
  expect(withPredecessor && withoutPredecessor).toBeTruthy();
  plan = { id: String(sheet.id), col, withPredecessor: String(withPredecessor.id), withoutPredecessor: String(withoutPredecessor.id) };
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const UPDATE = 'mutation U($input: UpdateRowsInput!) { updateRows(input: $input) { rows { rowId } } }';
const ADD = 'mutation A($input: AddRowsInput!) { addRows(input: $input) { rows { rowId } } }';
const writes = async () => (await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method !== 'GET');

/** A cell of a row as the service holds it. */
async function storedCell(rowId: string, columnId: string): Promise<unknown> {
  const response = await fetch(`${stack.emulators.workManagement.baseUrl}/sheets/${plan.id}/rows/${rowId}`, { headers: { authorization: `Bearer ${DEMO_TOKENS.workManagement}` } });
  const row = parseLossless(await response.text()) as { cells: Array<{ columnId: unknown; value?: unknown }> };
  return String(row.cells.find((c) => String(c.columnId) === columnId)?.value ?? '');
}

describe('the End Date column of a dependency-enabled sheet', () => {
  it('is never written: an update or a new row with an End Date is refused with 1080, and the row keeps its date', async () => {
    const before = await storedCell(plan.withoutPredecessor, plan.col.Finish!);
    const updated = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: plan.id, rows: [{ id: plan.withoutPredecessor, cells: [{ columnId: plan.col.Finish!, value: '2027-03-01' }] }] } });
    expect(updated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1080 });
    expect(await storedCell(plan.withoutPredecessor, plan.col.Finish!)).toBe(before);
    const added = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: plan.id, rows: [{ cells: [{ columnId: plan.col['Task Name']!, value: 'New task' }, { columnId: plan.col.Finish!, value: '2027-03-01' }] }] } });
    expect(added.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1080 });
  });

  it('is refused before any write, since the sheet read tells the End Date column by its tag', async () => {
    const answer = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: plan.id, rows: [{ id: plan.withoutPredecessor, cells: [{ columnId: plan.col.Finish!, value: '2027-03-01' }] }] } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1080, field: 'input.rows.0.cells.0.columnId' });
    expect(await writes()).toEqual([]);
  });
});

describe('the Start Date column of a dependency-enabled sheet', () => {
  it('is refused with 1155 before any write when the same row sets its predecessors', async () => {
    const cells = [
      { columnId: plan.col['Task Name']!, value: 'Follow-up' },
      { columnId: plan.col.Predecessors!, objectValue: { predecessors: [{ rowId: plan.withoutPredecessor, type: 'FS' }] } },
      { columnId: plan.col.Start!, value: '2027-02-01' },
    ];
    const answer = await graphql(stack.gateway.graphqlUrl, ADD, { input: { sheetId: plan.id, rows: [{ cells }] } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1155, field: 'input.rows.0.cells.2.columnId' });
    expect(await writes()).toEqual([]);
  });

  it("passes on the service's 1155 for a row whose predecessors are already set, and the row keeps its date", async () => {
    const before = await storedCell(plan.withPredecessor, plan.col.Start!);
    const answer = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: plan.id, rows: [{ id: plan.withPredecessor, cells: [{ columnId: plan.col.Start!, value: '2027-02-01' }] }] } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 1155, upstream: { status: 400, errorCode: 1155 } });
    expect(await storedCell(plan.withPredecessor, plan.col.Start!)).toBe(before);
  });

  it('is written on a row without predecessors', async () => {
    const answer = await graphql(stack.gateway.graphqlUrl, UPDATE, { input: { sheetId: plan.id, rows: [{ id: plan.withoutPredecessor, cells: [{ columnId: plan.col.Start!, value: '2027-02-01' }] }] } });
    expect(answer.errors).toBeUndefined();
    expect(await storedCell(plan.withoutPredecessor, plan.col.Start!)).toMatch(/^2027-02-01/);
  });
});
