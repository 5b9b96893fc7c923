// Document 1's cell and row rules at the work-management emulator, over REST, with the codes of
// the shared table: formulas, values with objectValue, cell links (Document 1, Cell link rules 1-4), hyperlinks, system
// columns, overrideValidation, the dependency sheet's End Date and Start Date, and batches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { startWorkManagementEmulator } from '../../emulators/work-management/index.js';
import type { WmAnswer, WmRow } from '../helpers/rest-shapes.js';
import { present } from '../helpers/present.js';
import { direct, DEMO_CREDENTIALS } from '../helpers/direct.js';
import {
  cellOf,
  columnId,
  refusal,
  resultRow,
  rowId,
  demoSheet,
  type DemoSheet,
  wmRow,
  wmRowCount,
} from '../helpers/reference.js';

let emulator: RunningEmulator;
let wm: { workManagement: RunningEmulator };
let risks: DemoSheet;
let plan: DemoSheet;
let planRows: WmRow[];

beforeAll(async () => {
  emulator = await startWorkManagementEmulator();
  wm = { workManagement: emulator };
  risks = await demoSheet(wm, 'Programme Risks', 'level=2&includeAll=true');
  const full = await demoSheet(wm, 'Programme Plan', 'level=2&include=objectValue&page=1&pageSize=60');
  plan = full;
  planRows = full.sheet.rows;
});
afterAll(async () => {
  await emulator?.close();
});

const rowsBody = (rows: object[]) => JSON.stringify(rows);
const add = (sheet: DemoSheet, rows: object[], query = '') =>
  direct<WmAnswer<WmRow[]>>(emulator, 'POST', `/sheets/${sheet.id}/rows${query}`, rowsBody(rows));
const update = (sheet: DemoSheet, rows: object[], query = '', token?: string) =>
  direct<WmAnswer<WmRow[]>>(emulator, 'PUT', `/sheets/${sheet.id}/rows${query}`, rowsBody(rows), { token });

describe('cell rules', () => {
  it('refuses a formula with a value (1163) and a formula without "=" (1162); evaluates a lone formula', async () => {
    const c = risks.col;
    expect(refusal(await add(risks, [{ cells: [{ columnId: c.Mitigation, formula: '=1+2', value: 3 }] }]))).toEqual([
      400, 1163,
    ]);
    expect(refusal(await add(risks, [{ cells: [{ columnId: c.Mitigation, formula: '1+2' }] }]))).toEqual([400, 1162]);
    const ok = await add(risks, [{ cells: [{ columnId: c.Mitigation, formula: '=1+2' }] }]);
    expect(cellOf(resultRow(ok), columnId(risks, 'Mitigation'))).toMatchObject({ value: 3, formula: '=1+2' });
  });

  it('refuses value and objectValue together (1130)', async () => {
    const reply = await add(risks, [{ cells: [{ columnId: risks.col.Mitigation, value: 'x', objectValue: 'y' }] }]);
    expect(refusal(reply)).toEqual([400, 1130]);
  });

  it('refuses a value in a system column (1046)', async () => {
    expect(refusal(await add(risks, [{ cells: [{ columnId: risks.col.Ref, value: 'R-999' }] }]))).toEqual([400, 1046]);
  });

  it('refuses unknown (1036), repeated (1037) and missing (1012) column ids', async () => {
    expect(refusal(await add(risks, [{ cells: [{ columnId: 42, value: 'x' }] }]))).toEqual([400, 1036]);
    const twice = [
      { columnId: risks.col.Risk, value: 'a' },
      { columnId: risks.col.Risk, value: 'b' },
    ];
    expect(refusal(await add(risks, [{ cells: twice }]))).toEqual([400, 1037]);
    expect(refusal(await add(risks, [{ cells: [{ value: 'x' }] }]))).toEqual([400, 1012]);
  });

  it('applies the hyperlink rules (1112, 1111, 1117, 1113, 1114) and shows a null value as the URL or the target name', async () => {
    const c = risks.col.Risk;
    const cases: Array<[object, number, number]> = [
      [{ value: 'x', hyperlink: { url: 'https://example.com', sheetId: plan.id } }, 400, 1112],
      [{ value: 'x', hyperlink: { sheetId: plan.id, reportId: plan.id } }, 400, 1111],
      [{ value: 'x', hyperlink: {} }, 400, 1117],
      [{ value: 42, hyperlink: { url: 'https://example.com' } }, 400, 1113],
      [{ value: 'x', hyperlink: { sheetId: 1234567 } }, 404, 1114],
    ];
    for (const [cell, status, code] of cases)
      expect(refusal(await add(risks, [{ cells: [{ columnId: c, ...cell }] }]))).toEqual([status, code]);
    const shown = await add(risks, [
      { cells: [{ columnId: c, value: null, hyperlink: { url: 'https://example.com/x' } }] },
      { cells: [{ columnId: c, hyperlink: { sheetId: plan.id } }] },
    ]);
    expect(present(shown.body?.result).map((r) => cellOf(r, columnId(risks, 'Risk'))?.value)).toEqual([
      'https://example.com/x',
      'Programme Plan',
    ]);
  });

  it('applies the cell-link rules: 1109 with a hyperlink, 1032 on a new row, 1110 with a value, 1115 when mixed, 1116 to its own sheet', async () => {
    const link = { sheetId: plan.id, rowId: plan.rows[0], columnId: plan.col['Task Name'] };
    const row = risks.rows[0];
    const c = risks.col;
    expect(
      refusal(
        await update(risks, [
          {
            id: row,
            cells: [{ columnId: c.Mitigation, hyperlink: { url: 'https://example.com' }, linkInFromCell: link }],
          },
        ]),
      ),
    ).toEqual([400, 1109]);
    expect(refusal(await add(risks, [{ cells: [{ columnId: c.Mitigation, linkInFromCell: link }] }]))).toEqual([
      400, 1032,
    ]);
    expect(
      refusal(
        await update(risks, [{ id: row, cells: [{ columnId: c.Mitigation, value: 'x', linkInFromCell: link }] }]),
      ),
    ).toEqual([400, 1110]);
    expect(
      refusal(
        await update(risks, [
          {
            id: row,
            cells: [
              { columnId: c.Mitigation, linkInFromCell: link },
              { columnId: c.Risk, value: 'other' },
            ],
          },
        ]),
      ),
    ).toEqual([400, 1115]);
    expect(
      refusal(
        await update(risks, [{ id: row, toTop: true, cells: [{ columnId: c.Mitigation, linkInFromCell: link }] }]),
      ),
    ).toEqual([400, 1115]);
    const own = { sheetId: risks.id, rowId: risks.rows[1], columnId: c.Risk };
    expect(
      refusal(await update(risks, [{ id: row, cells: [{ columnId: c.Mitigation, linkInFromCell: own }] }])),
    ).toEqual([400, 1116]);
    const linked = await update(risks, [
      { id: row, cells: [{ columnId: c.Mitigation, value: null, linkInFromCell: link }] },
    ]);
    expect(cellOf(resultRow(linked), c.Mitigation!)).toMatchObject({
      value: present(cellOf(planRows[0], columnId(plan, 'Task Name'))).value,
      linkInFromCell: { status: 'OK', sheetName: 'Programme Plan' },
    });
  });

  it('restricts overrideValidation to sheet admins (403 1212)', async () => {
    // User 1 edits Programme Plan; Phase is a validated dropdown.
    const cell = { columnId: plan.col.Phase, value: 'Other', strict: false, overrideValidation: true };
    expect(
      refusal(await update(plan, [{ id: plan.rows[2], cells: [cell] }], '', DEMO_CREDENTIALS.workManagement.user)),
    ).toEqual([403, 1212]);
    const asAdmin = await update(plan, [{ id: plan.rows[2], cells: [cell] }]);
    expect(cellOf(resultRow(asAdmin), columnId(plan, 'Phase'))?.value).toBe('Other');
  });
});

describe('batches', () => {
  it('refuses the whole batch when one row is refused, naming its index; allowPartialSuccess writes the others', async () => {
    const before = await wmRowCount(wm, risks.id);
    const rows = [
      { cells: [{ columnId: risks.col.Risk, value: 'fine' }] },
      { cells: [{ columnId: risks.col.Mitigated, value: 'yes' }] },
    ];
    const refused = await add(risks, rows);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 1042, detail: { index: 1 } });
    expect(await wmRowCount(wm, risks.id)).toBe(before);
    const partial = await add(risks, rows, '?allowPartialSuccess=true');
    expect(partial.body).toMatchObject({
      message: 'PARTIAL_SUCCESS',
      resultCode: 3,
      failedItems: [{ index: 1, error: { errorCode: 1042 } }],
    });
    expect(partial.body?.result).toHaveLength(1);
    expect(await wmRowCount(wm, risks.id)).toBe(before + 1);
  });

  it('refuses a batch whose later row fails while the cells are written, leaving the earlier rows as they were', async () => {
    const row = rowId(risks, 3);
    const before = cellOf(await wmRow(wm, risks.id, row), columnId(risks, 'Mitigation'));
    const rows = [
      { id: row, cells: [{ columnId: risks.col.Mitigation, value: 'changed' }] },
      {
        id: risks.rows[4],
        cells: [
          {
            columnId: risks.col.Mitigation,
            linkInFromCell: { sheetId: plan.id, rowId: 1234567, columnId: plan.col['Task Name'] },
          },
        ],
      },
    ];
    expect(refusal(await update(risks, rows))).toEqual([400, 1034]);
    expect(cellOf(await wmRow(wm, risks.id, row), columnId(risks, 'Mitigation'))).toEqual(before);
  });
});

describe('dependency-enabled sheet: Start Date and End Date', () => {
  /** Task rows (not phases or workstreams) with and without predecessors. */
  const withPredecessors = (): WmRow =>
    present(
      planRows.find(
        (r) =>
          r.parentId !== undefined &&
          (cellOf(r, columnId(plan, 'Predecessors'))?.objectValue?.predecessors?.length ?? 0) > 0,
      ),
    );
  const withoutPredecessors = (): WmRow =>
    present(
      planRows.find(
        (r, i) =>
          i > 1 &&
          r.parentId !== undefined &&
          cellOf(r, columnId(plan, 'Predecessors'))?.value === undefined &&
          !planRows.some((x) => String(x.parentId) === String(r.id)),
      ),
    );

  it('refuses any write to the End Date column (1080), on update and on add', async () => {
    const row = String(withoutPredecessors().id);
    expect(
      refusal(await update(plan, [{ id: row, cells: [{ columnId: plan.col.Finish, value: '2026-12-01' }] }])),
    ).toEqual([400, 1080]);
    expect(
      refusal(
        await add(plan, [
          {
            cells: [
              { columnId: plan.col['Task Name'], value: 'New' },
              { columnId: plan.col.Finish, value: '2026-12-01' },
            ],
          },
        ]),
      ),
    ).toEqual([400, 1080]);
  });

  it('refuses the Start Date of a row whose Predecessor is set (1155), or set in the same write', async () => {
    const start = { columnId: plan.col.Start, value: '2026-12-01' };
    expect(refusal(await update(plan, [{ id: String(withPredecessors().id), cells: [start] }]))).toEqual([400, 1155]);
    const free = String(withoutPredecessors().id);
    const predecessor = {
      columnId: plan.col.Predecessors,
      objectValue: { objectType: 'PREDECESSOR_LIST', predecessors: [{ rowId: plan.rows[2], type: 'FS' }] },
    };
    expect(refusal(await update(plan, [{ id: free, cells: [start, predecessor] }]))).toEqual([400, 1155]);
    expect(refusal(await add(plan, [{ cells: [start, predecessor] }]))).toEqual([400, 1155]);
    const written = await update(plan, [{ id: free, cells: [start] }]);
    expect(written.status).toBe(200);
    expect(cellOf(resultRow(written), columnId(plan, 'Start'))?.value).toMatch(/^2026-12-01/);
  });

  it('writes nothing of a batch in which one row writes the End Date', async () => {
    const free = String(withoutPredecessors().id);
    const before = cellOf(await wmRow(wm, plan.id, free), columnId(plan, 'Notes'));
    const rows = [
      { id: free, cells: [{ columnId: plan.col.Notes, value: 'not kept' }] },
      { id: plan.rows[3], cells: [{ columnId: plan.col.Finish, value: '2026-12-01' }] },
    ];
    const reply = await update(plan, rows);
    expect(reply.body).toMatchObject({ errorCode: 1080, detail: { index: 1 } });
    expect(cellOf(await wmRow(wm, plan.id, free), columnId(plan, 'Notes'))).toEqual(before);
  });
});
