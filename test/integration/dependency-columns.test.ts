// The project columns of a dependency-enabled sheet (Document 1): the API cannot update the End Date
// column at all (1080), nor the Start Date column of a row whose Predecessor is set (1155). The
// gateway refuses what the sheet's columns tell it before any write; the rest is the service's
// refusal, passed through with the same code.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import type { CellInput } from '../generated/graphql.js';
import { resetAllLogs, writes } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { demoSheet } from '../helpers/reference.js';
import type { WmRow } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalOf } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
let plan: { id: string; col: Record<string, string>; withPredecessor: string; withoutPredecessor: string };

beforeAll(async () => {
  const { id, col, sheet } = await demoSheet(
    stack.emulators,
    'Programme Plan',
    'page=1&pageSize=60&level=2&include=objectValue',
  );
  expect(sheet.dependenciesEnabled).toBe(true);
  const predecessorsOf = (row: WmRow): unknown[] => {
    const value = row.cells.find((c) => String(c.columnId) === col.Predecessors)?.objectValue as
      { predecessors?: unknown[] } | undefined;
    return value?.predecessors ?? [];
  };
  const leaf = (row: WmRow): boolean => !sheet.rows.some((r) => String(r.parentId) === String(row.id));
  const withPredecessor = present(sheet.rows.find((r) => leaf(r) && predecessorsOf(r).length > 0));
  const withoutPredecessor = present(sheet.rows.find((r) => leaf(r) && predecessorsOf(r).length === 0));
  plan = { id, col, withPredecessor: String(withPredecessor.id), withoutPredecessor: String(withoutPredecessor.id) };
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const UPDATE = graphql(`
  mutation DependencyColumnsUpdate($input: UpdateRowsInput!) {
    updateRows(input: $input) {
      rows {
        backendId
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const ADD = graphql(`
  mutation DependencyColumnsAdd($input: AddRowsInput!) {
    addRows(input: $input) {
      rows {
        backendId
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);

/** A cell of a row as the service holds it. */
async function storedCell(rowId: string, columnId: string): Promise<string> {
  const row = (await direct<WmRow>(stack.emulators.workManagement, 'GET', `/sheets/${plan.id}/rows/${rowId}`)).body;
  const value = row.cells.find((c) => String(c.columnId) === columnId)?.value ?? '';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

describe('the End Date column of a dependency-enabled sheet', () => {
  it('is never written: an update or a new row with an End Date is refused with 1080, and the row keeps its date', async () => {
    const before = await storedCell(plan.withoutPredecessor, plan.col.Finish!);
    const updated = await run(UPDATE, {
      input: {
        sheetId: plan.id,
        rows: [{ id: plan.withoutPredecessor, cells: [{ columnId: plan.col.Finish!, value: '2027-03-01' }] }],
      },
    });
    refusalOf(updated, 'updateRows', { code: 'INVALID', errorCode: 1080 });
    expect(await storedCell(plan.withoutPredecessor, plan.col.Finish!)).toBe(before);
    const added = await run(ADD, {
      input: {
        sheetId: plan.id,
        rows: [
          {
            cells: [
              { columnId: plan.col['Task Name']!, value: 'New task' },
              { columnId: plan.col.Finish!, value: '2027-03-01' },
            ],
          },
        ],
      },
    });
    refusalOf(added, 'addRows', { code: 'INVALID', errorCode: 1080 });
  });

  it('is refused before any write, since the sheet read tells the End Date column by its tag', async () => {
    const answer = await run(UPDATE, {
      input: {
        sheetId: plan.id,
        rows: [{ id: plan.withoutPredecessor, cells: [{ columnId: plan.col.Finish!, value: '2027-03-01' }] }],
      },
    });
    refusalOf(answer, 'updateRows', {
      code: 'INVALID',
      errorCode: 1080,
      field: ['input', 'rows', '0', 'cells', '0', 'columnId'],
    });
    expect(await writes(stack.emulators.workManagement)).toEqual([]);
  });
});

describe('the Start Date column of a dependency-enabled sheet', () => {
  it('is refused with 1155 before any write when the same row sets its predecessors', async () => {
    const cells: CellInput[] = [
      { columnId: plan.col['Task Name']!, value: 'Follow-up' },
      {
        columnId: plan.col.Predecessors!,
        objectValue: { predecessors: [{ rowId: plan.withoutPredecessor, type: 'FS' }] },
      },
      { columnId: plan.col.Start!, value: '2027-02-01' },
    ];
    const answer = await run(ADD, { input: { sheetId: plan.id, rows: [{ cells }] } });
    refusalOf(answer, 'addRows', {
      code: 'INVALID',
      errorCode: 1155,
      field: ['input', 'rows', '0', 'cells', '2', 'columnId'],
    });
    expect(await writes(stack.emulators.workManagement)).toEqual([]);
  });

  it("passes on the service's 1155 for a row whose predecessors are already set, and the row keeps its date", async () => {
    const before = await storedCell(plan.withPredecessor, plan.col.Start!);
    const answer = await run(UPDATE, {
      input: {
        sheetId: plan.id,
        rows: [{ id: plan.withPredecessor, cells: [{ columnId: plan.col.Start!, value: '2027-02-01' }] }],
      },
    });
    // The service's own refusal: the same code, without a field (the service names none).
    refusalOf(answer, 'updateRows', { code: 'INVALID', errorCode: 1155, field: null });
    expect(await storedCell(plan.withPredecessor, plan.col.Start!)).toBe(before);
  });

  it('is written on a row without predecessors', async () => {
    const answer = await run(UPDATE, {
      input: {
        sheetId: plan.id,
        rows: [{ id: plan.withoutPredecessor, cells: [{ columnId: plan.col.Start!, value: '2027-02-01' }] }],
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(await storedCell(plan.withoutPredecessor, plan.col.Start!)).toMatch(/^2027-02-01/);
  });
});
