// Rows through the graph: Get Row, addRows/updateRows with strict and lenient parsing, contact,
// link and hyperlink rules; every rule broken is refused before any upstream write.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type {
  AddRowInput,
  AddRowsInput,
  CellInput,
  UpdateRowsInput,
  WorkRowsAddMutation,
  WorkRowsUpdateMutation,
} from '../generated/graphql.js';
import { resetAllLogs, routes, writes } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql, type GraphQLResult } from '../helpers/gql.js';
import { ofType, present } from '../helpers/present.js';
import { demoSheet, wmGet, type DemoSheet } from '../helpers/reference.js';
import type { WmRow, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let risks: DemoSheet;
let plan: DemoSheet;

beforeAll(async () => {
  risks = await demoSheet(stack.emulators, 'Programme Risks', 'level=2&page=1&pageSize=5');
  plan = await demoSheet(stack.emulators, 'Programme Plan', 'level=2&page=1&pageSize=5');
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

graphql(`
  fragment WorkRowsWritten on Row {
    id
    backendId
    rowNumber
    sibling {
      backendId
    }
    cells {
      column {
        backendId
      }
      value
      displayValue
      hyperlink {
        url
        sheet {
          backendId
        }
      }
      linkInFromCell {
        sheet {
          backendId
        }
        sheetName
        status
      }
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
`);
const ADD = graphql(`
  mutation WorkRowsAdd($input: AddRowsInput!) {
    addRows(input: $input) {
      sheet {
        id
        version
      }
      userErrors {
        field
        code
        errorCode
        message
      }
      rows {
        ...WorkRowsWritten
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation WorkRowsUpdate($input: UpdateRowsInput!) {
    updateRows(input: $input) {
      sheet {
        id
        version
      }
      userErrors {
        field
        code
        errorCode
        message
      }
      rows {
        ...WorkRowsWritten
      }
    }
  }
`);
const READ = graphql(`
  query WorkRowsRead($s: ID!, $r: ID!) {
    sheet(id: $s) {
      row(id: $r) {
        id
        rowNumber
        cells {
          column {
            backendId
          }
          value
        }
      }
    }
  }
`);

/** A column id of a demo sheet, by title. */
const col = (sheet: DemoSheet, title: string): string => present(sheet.col[title], title);
/** A row id of a demo sheet, by position. */
const rowAt = (sheet: DemoSheet, index: number): string => present(sheet.rows[index], `row ${index}`);
/** The cell of a column in a row the graph answered; the row must have it. */
function cellOf<TCell extends { column: { backendId: string } | null }>(
  row: { cells: readonly TCell[] } | null | undefined,
  columnId: string,
): TCell {
  return present(
    present(row).cells.find((c) => c.column?.backendId === columnId),
    `cell of ${columnId}`,
  );
}
const written = async (): Promise<string[]> => routes(await writes(stack.emulators.workManagement));

/** A user error of a rows payload. */
type RowsUserError = WorkRowsAddMutation['addRows'] extends infer P
  ? P extends { userErrors: Array<infer E> }
    ? E
    : never
  : never;

/** Checks that a rows write was refused in its payload with `errorCode` (no top-level error, nothing written, no rows); the user error. */
async function expectRefused(
  request: Promise<GraphQLResult<WorkRowsAddMutation | WorkRowsUpdateMutation>>,
  errorCode: number,
): Promise<RowsUserError> {
  const result = await request;
  expect(result.errors).toBeUndefined();
  const payload = present(result.data && ('addRows' in result.data ? result.data.addRows : result.data.updateRows));
  expect({ rows: payload.rows, sheet: payload.sheet }).toEqual({ rows: null, sheet: null });
  expect(payload.userErrors).toEqual([expect.objectContaining({ code: 'INVALID', errorCode })]);
  expect(await written()).toHaveLength(0);
  return present(payload.userErrors[0]);
}
const refuseAdd = (input: AddRowsInput, errorCode: number) => expectRefused(run(ADD, { input }), errorCode);
const refuseUpdate = (input: UpdateRowsInput, errorCode: number) => expectRefused(run(UPDATE, { input }), errorCode);

describe('addRows and updateRows', () => {
  it('adds rows with strict values of every simple type, at the top, and reads one back with Get Row', async () => {
    const c = (title: string): string => col(risks, title);
    const input: AddRowsInput = {
      sheetId: risks.id,
      rows: [
        {
          toTop: true,
          cells: [
            { columnId: c('Risk'), value: 'Supplier insolvency' },
            { columnId: c('Category'), value: 'Vendor' },
            { columnId: c('Owner'), value: 'ada.adler@example.com' },
            { columnId: c('Raised On'), value: '2026-11-05' },
            { columnId: c('Mitigated'), value: true },
            { columnId: c('Mitigation'), value: 42.5 },
          ],
        },
      ],
    };
    const row = present(present(dataOf(await run(ADD, { input })).addRows).rows?.[0]);
    expect(row.rowNumber).toBe(1);
    expect(cellOf(row, c('Risk'))).toMatchObject({ value: 'Supplier insolvency', displayValue: 'Supplier insolvency' });
    expect(cellOf(row, c('Owner'))).toMatchObject({ value: 'ada.adler@example.com', displayValue: 'Ada Adler' });
    expect(cellOf(row, c('Raised On'))).toMatchObject({ value: '2026-11-05', displayValue: null });
    expect(cellOf(row, c('Mitigated'))).toMatchObject({ value: true, displayValue: null });
    expect(cellOf(row, c('Mitigation'))).toMatchObject({ value: 42.5, displayValue: '42.5' });
    expect(await written()).toEqual(['POST /sheets/{sheetId}/rows']);
    const read = present((await run(READ, { s: risks.id, r: row.backendId })).data?.sheet?.row);
    expect(read).toMatchObject({ id: globalId('Row', risks.id, row.backendId), rowNumber: 1 });
    expect(cellOf(read, c('Category')).value).toBe('Vendor');
    const missing = await run(READ, { s: risks.id, r: '1234567' });
    expect(present(missing.data?.sheet).row).toBeNull();
  });

  it('parses leniently when strict is false: formatted numbers, checkbox strings, locale dates, free text', async () => {
    const c = (title: string): string => col(risks, title);
    const cells: CellInput[] = [
      { columnId: c('Mitigation'), value: '$1,234.50', strict: false },
      { columnId: c('Mitigated'), value: 'true', strict: false },
      { columnId: c('Raised On'), value: '11/05/2026', strict: false },
      { columnId: c('Owner'), value: 'External vendor', strict: false },
      { columnId: c('Category'), value: 'Something else', strict: false, overrideValidation: true },
    ];
    const row = present(
      present(dataOf(await run(ADD, { input: { sheetId: risks.id, rows: [{ cells }] } })).addRows).rows?.[0],
    );
    expect(cellOf(row, c('Mitigation')).value).toBe(1234.5);
    expect(cellOf(row, c('Mitigated')).value).toBe(true);
    expect(cellOf(row, c('Raised On')).value).toBe('2026-11-05');
    expect(cellOf(row, c('Owner'))).toMatchObject({ value: 'External vendor', displayValue: 'External vendor' });
    expect(cellOf(row, c('Category')).value).toBe('Something else');
    await resetAllLogs(stack.emulators);
    // Column validation is not strict parsing: a validated picklist takes other values only with overrideValidation.
    await refuseAdd(
      { sheetId: risks.id, rows: [{ cells: [{ columnId: c('Category'), value: 'Something else', strict: false }] }] },
      1235,
    );
  });

  it('keeps numbers in range: 1148 in strict mode, text in lenient mode', async () => {
    const mitigation = col(risks, 'Mitigation');
    const big = 1e17;
    const error = await refuseAdd(
      { sheetId: risks.id, rows: [{ cells: [{ columnId: mitigation, value: big }] }] },
      1148,
    );
    expect(error.field).toEqual(['input', 'rows', '0', 'cells', '0', 'value']);
    const lenient = await run(ADD, {
      input: { sheetId: risks.id, rows: [{ cells: [{ columnId: mitigation, value: big, strict: false }] }] },
    });
    expect(cellOf(lenient.data?.addRows?.rows?.[0], mitigation).value).toBe('100000000000000000');
    const edge = await run(ADD, {
      input: { sheetId: risks.id, rows: [{ cells: [{ columnId: mitigation, value: -9007199254740992 }] }] },
    });
    // The gateway parses integers beyond 2^53 - 1 losslessly (as decimal text); the value is the bound itself.
    expect(Number(cellOf(edge.data?.addRows?.rows?.[0], mitigation).value)).toBe(-9007199254740992);
  });

  it('refuses strict-parse failures (1042) per column type, and the whole batch with them', async () => {
    const c = (title: string): string => col(risks, title);
    const bad: CellInput[] = [
      { columnId: c('Mitigated'), value: 'yes' },
      { columnId: c('Raised On'), value: '05/11/2026' },
      { columnId: c('Owner'), value: 'bob' },
      { columnId: c('Category'), value: 'Not an option' },
      { columnId: c('Category'), value: 3 },
    ];
    for (const cell of bad) {
      await refuseAdd(
        { sheetId: risks.id, rows: [{ cells: [{ columnId: c('Risk'), value: 'fine' }] }, { cells: [cell] }] },
        1042,
      );
    }
    await refuseAdd(
      { sheetId: plan.id, rows: [{ cells: [{ columnId: col(plan, 'Reviewers'), value: 'Ada Adler' }] }] },
      1042,
    );
    // objectValue of a kind the column does not take.
    await refuseAdd(
      {
        sheetId: plan.id,
        rows: [
          {
            cells: [
              { columnId: col(plan, 'Tags'), objectValue: { predecessors: [{ rowId: rowAt(plan, 0), type: 'FS' }] } },
            ],
          },
        ],
      },
      1131,
    );
    await refuseAdd(
      {
        sheetId: plan.id,
        rows: [{ cells: [{ columnId: col(plan, 'Tags'), objectValue: { picklistValues: ['no such tag'] } }] }],
      },
      1042,
    );
  });

  it('refuses formula with value (1163), url with a target (1112), hyperlink with a link (1109)', async () => {
    const c = (title: string): string => col(risks, title);
    await refuseAdd(
      { sheetId: risks.id, rows: [{ cells: [{ columnId: c('Mitigation'), value: 3, formula: '=1+2' }] }] },
      1163,
    );
    await refuseAdd(
      {
        sheetId: risks.id,
        rows: [
          { cells: [{ columnId: c('Risk'), value: 'x', hyperlink: { url: 'https://example.com', sheetId: plan.id } }] },
        ],
      },
      1112,
    );
    await refuseUpdate(
      {
        sheetId: risks.id,
        rows: [
          {
            id: rowAt(risks, 0),
            cells: [
              {
                columnId: c('Risk'),
                hyperlink: { url: 'https://example.com' },
                linkInFromCell: { sheetId: plan.id, rowId: rowAt(plan, 0), columnId: col(plan, 'Task Name') },
              },
            ],
          },
        ],
      },
      1109,
    );
  });

  it('applies the cell-link rules: not on new rows, value null, no mixing (1115); a valid link copies the value', async () => {
    const c = (title: string): string => col(risks, title);
    const link = { sheetId: plan.id, rowId: rowAt(plan, 0), columnId: col(plan, 'Task Name') };
    await refuseAdd({ sheetId: risks.id, rows: [{ cells: [{ columnId: c('Risk'), linkInFromCell: link }] }] }, 1032);
    await refuseUpdate(
      {
        sheetId: risks.id,
        rows: [{ id: rowAt(risks, 0), cells: [{ columnId: c('Mitigation'), value: 'x', linkInFromCell: link }] }],
      },
      1110,
    );
    await refuseUpdate(
      {
        sheetId: risks.id,
        rows: [
          {
            id: rowAt(risks, 0),
            cells: [
              { columnId: c('Mitigation'), linkInFromCell: link },
              { columnId: c('Risk'), value: 'other' },
            ],
          },
        ],
      },
      1115,
    );
    await refuseUpdate(
      {
        sheetId: risks.id,
        rows: [{ id: rowAt(risks, 0), toTop: true, cells: [{ columnId: c('Mitigation'), linkInFromCell: link }] }],
      },
      1115,
    );
    const ok = dataOf(
      await run(UPDATE, {
        input: {
          sheetId: risks.id,
          rows: [{ id: rowAt(risks, 0), cells: [{ columnId: c('Mitigation'), value: null, linkInFromCell: link }] }],
        },
      }),
    );
    const source = await wmGet<WmRow>(stack.emulators, `/sheets/${plan.id}/rows/${rowAt(plan, 0)}`);
    const cell = cellOf(present(ok.updateRows).rows?.[0], c('Mitigation'));
    expect(cell.value).toBe(present(source.cells.find((x) => String(x.columnId) === col(plan, 'Task Name'))).value);
    expect(cell.linkInFromCell).toEqual({ sheet: { backendId: plan.id }, sheetName: 'Programme Plan', status: 'OK' });
  });

  it('applies the Contact list displayValue rules 1-3 and the Hyperlink rules of Document 1', async () => {
    const [owner, risk] = [col(risks, 'Owner'), col(risks, 'Risk')];
    const rows: AddRowInput[] = [
      { cells: [{ columnId: owner, value: 'ada.adler@example.com', displayValue: 'The Boss' }] },
      { cells: [{ columnId: owner, value: 'ada.adler@example.com', displayValue: '' }] },
      { cells: [{ columnId: owner, value: 'ada.adler@example.com' }] },
      { cells: [{ columnId: risk, value: null, hyperlink: { url: 'https://example.com/x' } }] },
      { cells: [{ columnId: risk, hyperlink: { sheetId: plan.id } }] },
    ];
    const added = present(present(dataOf(await run(ADD, { input: { sheetId: risks.id, rows } })).addRows).rows);
    const columns = [owner, owner, owner, risk, risk];
    expect(added).toHaveLength(columns.length);
    const shown = added.map((r, i) => cellOf(r, present(columns[i])));
    expect(shown.map((x) => x.displayValue)).toEqual([
      'The Boss',
      'ada.adler@example.com',
      'Ada Adler',
      'https://example.com/x',
      'Programme Plan',
    ]);
    expect(shown[4]?.hyperlink?.sheet?.backendId).toBe(plan.id);
  });

  it('writes predecessors, multi-contact and multi-picklist values through objectValue', async () => {
    const c = (title: string): string => col(plan, title);
    const cells: CellInput[] = [
      { columnId: c('Task Name'), value: 'New task' },
      {
        columnId: c('Predecessors'),
        objectValue: { predecessors: [{ rowId: rowAt(plan, 1), type: 'FS', lag: { days: 2 } }] },
      },
      { columnId: c('Reviewers'), objectValue: { contacts: [{ email: 'ada.adler@example.com' }] } },
      { columnId: c('Tags'), objectValue: { picklistValues: [] } },
    ];
    const row = present(
      present(
        dataOf(await run(ADD, { input: { sheetId: plan.id, rows: [{ parentId: rowAt(plan, 0), cells }] } })).addRows,
      ).rows?.[0],
    );
    const predecessors = cellOf(row, c('Predecessors'));
    expect(ofType(predecessors.objectValue, 'PredecessorList').predecessors).toEqual([
      { row: { backendId: rowAt(plan, 1) }, type: 'FS', lag: { days: 2 } },
    ]);
    expect(predecessors.value).toBe('2FS +2d');
    expect(ofType(cellOf(row, c('Reviewers')).objectValue, 'MultiContactValue').contacts).toEqual([
      { email: 'ada.adler@example.com', name: 'Ada Adler' },
    ]);
  });

  it('refuses unknown columns (1036), more than 500 rows (1018), and moves rows with toBottom', async () => {
    await refuseAdd({ sheetId: risks.id, rows: [{ cells: [{ columnId: '123', value: 'x' }] }] }, 1036);
    const many = Array.from({ length: 501 }, () => ({ cells: [{ columnId: col(risks, 'Risk'), value: 'x' }] }));
    await refuseAdd({ sheetId: risks.id, rows: many }, 1018);
    const moved = await run(UPDATE, { input: { sheetId: risks.id, rows: [{ id: rowAt(risks, 1), toBottom: true }] } });
    const total = (await wmGet<WmSheet>(stack.emulators, `/sheets/${risks.id}?pageSize=1&page=1`)).totalRowCount;
    expect(moved.data?.updateRows?.rows?.[0]?.rowNumber).toBe(present(total));
  });

  it('reports rows only the service can refuse as user errors with allowPartialSuccess, beside the rows written; refuses the batch without it', async () => {
    const c = (title: string): string => col(plan, title);
    const rows: AddRowInput[] = [
      { cells: [{ columnId: c('Task Name'), value: 'fine' }] },
      { cells: [{ columnId: c('Predecessors'), objectValue: { predecessors: [{ rowId: '1234567', type: 'FS' }] } }] },
    ];
    const refused = await run(ADD, { input: { sheetId: plan.id, rows } });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.addRows).toMatchObject({
      rows: null,
      sheet: null,
      userErrors: [{ code: 'INVALID', errorCode: 1034, field: null }],
    });
    const before = await wmGet<WmSheet>(stack.emulators, `/sheets/${plan.id}?pageSize=1&page=1`);
    const partial = dataOf(await run(ADD, { input: { sheetId: plan.id, rows, allowPartialSuccess: true } })).addRows;
    expect(partial?.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'rows', '1'], code: 'INVALID', errorCode: 1034 }),
    ]);
    expect(partial?.rows).toHaveLength(1);
    const after = await wmGet<WmSheet>(stack.emulators, `/sheets/${plan.id}?pageSize=1&page=1`);
    expect(after.totalRowCount).toBe(present(before.totalRowCount) + 1);
    // The sheet at the version the write left it.
    expect(partial?.sheet).toEqual({ id: globalId('Sheet', plan.id), version: after.version });
  });

  it('refuses overrideValidation from a caller who is not a sheet admin, before sending', async () => {
    const input: AddRowsInput = {
      sheetId: plan.id,
      rows: [{ cells: [{ columnId: col(plan, 'Phase'), value: 'Other', strict: false, overrideValidation: true }] }],
    };
    const result = await run(ADD, { input }, { authorization: 'Bearer wm-demo-user-token' });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 1212 });
    expect(await written()).toHaveLength(0);
  });

  it('has the emulator enforce the same rules with the document error body and detail', async () => {
    interface RefusalBody {
      errorCode: number;
      refId?: unknown;
      detail?: unknown;
    }
    const post = (body: unknown, query = '', token?: string) =>
      direct<RefusalBody & { result?: WmRow[] }>(
        stack.emulators.workManagement,
        'POST',
        `/sheets/${risks.id}/rows${query}`,
        body,
        token === undefined ? {} : { token },
      );
    const strict = await post([
      { cells: [{ columnId: col(risks, 'Risk') }] },
      { cells: [{ columnId: col(risks, 'Mitigated'), value: 'yes' }] },
    ]);
    expect(strict).toMatchObject({ status: 400, body: { errorCode: 1042, detail: { index: 1 } } });
    expect(typeof strict.body.refId).toBe('string');
    expect((await post([{ cells: [{ columnId: 42, value: 'x' }] }])).body.errorCode).toBe(1036);
    // numericDates=true: epoch milliseconds are valid strict dates.
    const epoch = await post(
      [{ cells: [{ columnId: col(risks, 'Raised On'), value: Date.parse('2026-11-05T00:00:00Z') }] }],
      '?numericDates=true',
    );
    const epochRow = present(epoch.body.result?.[0]);
    expect(present(epochRow.cells.find((x) => String(x.columnId) === col(risks, 'Raised On'))).value).toBe(
      Date.parse('2026-11-05T00:00:00Z'),
    );
    // overrideValidation is for sheet admins: user 1 is an editor of Programme Plan.
    const asEditor = await direct(
      stack.emulators.workManagement,
      'POST',
      `/sheets/${plan.id}/rows`,
      [{ cells: [{ columnId: col(plan, 'Phase'), value: 'Other', strict: false, overrideValidation: true }] }],
      { token: 'wm-demo-user-token' },
    );
    expect(asEditor.status).toBe(403);
  });
});
