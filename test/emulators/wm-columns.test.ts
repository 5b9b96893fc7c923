// Document 1's column rules at the work-management emulator, over REST, with the codes of the
// shared table: types the API cannot set, DATETIME for system columns only, symbols and options
// per type, system column types, Document 1's Update column rules 1-4, unique titles and deletions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { startWorkManagementEmulator } from '../../emulators/work-management/index.js';
import type { WmAnswer, WmColumn, WmSheet } from '../helpers/rest-shapes.js';
import { nonEmpty, present } from '../helpers/present.js';
import { direct, DEMO_CREDENTIALS } from '../helpers/direct.js';
import { cellOf, columnId, refusal, rowId, demoSheet, type DemoSheet, wmRow } from '../helpers/reference.js';

let emulator: RunningEmulator;
let wm: { workManagement: RunningEmulator };
let risks: DemoSheet;
let issues: DemoSheet;
let plan: DemoSheet;

beforeAll(async () => {
  emulator = await startWorkManagementEmulator();
  wm = { workManagement: emulator };
  risks = await demoSheet(wm, 'Programme Risks', 'level=2&includeAll=true');
  issues = await demoSheet(wm, 'Incident Log', 'level=2&page=1&pageSize=1');
  plan = await demoSheet(wm, 'Programme Plan', 'level=2&page=1&pageSize=1');
});
afterAll(async () => {
  await emulator?.close();
});

const insert = (sheet: DemoSheet, columns: object[], token?: string) =>
  direct<WmAnswer<WmColumn[]>>(emulator, 'POST', `/sheets/${sheet.id}/columns`, JSON.stringify(columns), { token });
const change = (sheet: DemoSheet, column: string, body: object) =>
  direct<WmAnswer<WmColumn>>(emulator, 'PUT', `/sheets/${sheet.id}/columns/${column}`, JSON.stringify(body));

describe('insert columns', () => {
  it('refuses the types the API cannot set (1142) and DATETIME outside CREATED_DATE/MODIFIED_DATE (1089)', async () => {
    expect(refusal(await insert(risks, [{ title: 'Span', type: 'DURATION', index: 1 }]))).toEqual([400, 1142]);
    expect(refusal(await insert(risks, [{ title: 'When', type: 'ABSTRACT_DATETIME', index: 1 }]))).toEqual([400, 1142]);
    expect(refusal(await insert(risks, [{ title: 'Stamp', type: 'DATETIME', index: 1 }]))).toEqual([400, 1089]);
  });

  it('checks symbols per type (1058), options with a symbol (1059) and options on a type without them (1060)', async () => {
    expect(refusal(await insert(risks, [{ title: 'Star', type: 'CHECKBOX', index: 1, symbol: 'RYG' }]))).toEqual([
      400, 1058,
    ]);
    expect(refusal(await insert(risks, [{ title: 'Flagged', type: 'TEXT_NUMBER', index: 1, symbol: 'FLAG' }]))).toEqual(
      [400, 1058],
    );
    expect(
      refusal(
        await insert(risks, [
          { title: 'Trend', type: 'PICKLIST', index: 1, symbol: 'ARROWS_3_WAY', options: ['Up', 'Down'] },
        ]),
      ),
    ).toEqual([400, 1059]);
    expect(
      refusal(await insert(risks, [{ title: 'Size', type: 'TEXT_NUMBER', index: 1, options: ['S', 'M'] }])),
    ).toEqual([400, 1060]);
  });

  it('checks system column types: the matching type (1079), one of each per sheet (1077)', async () => {
    expect(
      refusal(await insert(risks, [{ title: 'Who', type: 'TEXT_NUMBER', index: 1, systemColumnType: 'CREATED_BY' }])),
    ).toEqual([400, 1079]);
    expect(
      refusal(
        await insert(issues, [
          { title: 'Created again', type: 'DATETIME', index: 1, systemColumnType: 'CREATED_DATE' },
        ]),
      ),
    ).toEqual([400, 1077]);
  });

  it('needs unique titles (1056, 1133), dependencies for PREDECESSOR (1143), validation where the type has it (1210)', async () => {
    expect(refusal(await insert(risks, [{ title: 'risk', type: 'TEXT_NUMBER', index: 1 }]))).toEqual([400, 1056]);
    expect(
      refusal(
        await insert(risks, [
          { title: 'Twin', type: 'TEXT_NUMBER', index: 1 },
          { title: 'Twin', type: 'DATE', index: 1 },
        ]),
      ),
    ).toEqual([400, 1133]);
    expect(refusal(await insert(risks, [{ title: 'After', type: 'PREDECESSOR', index: 1 }]))).toEqual([400, 1143]);
    expect(
      refusal(await insert(risks, [{ title: 'Checked', type: 'TEXT_NUMBER', index: 1, validation: true }])),
    ).toEqual([400, 1210]);
  });

  it('inserts valid columns and fills a new AUTO_NUMBER system column for every row', async () => {
    const reply = await insert(issues, [
      {
        title: 'Number',
        type: 'TEXT_NUMBER',
        index: 1,
        systemColumnType: 'AUTO_NUMBER',
        autoNumberFormat: { prefix: 'RSK-', fill: '0000', startingNumber: 10 },
      },
      { title: 'Trend', type: 'PICKLIST', index: 2, symbol: 'ARROWS_3_WAY' },
    ]);
    expect(reply.status).toBe(200);
    const added = present(reply.body?.result);
    const number = String(present(added[0]).id);
    // The first row gets the starting number, with the prefix and the zero fill.
    const row = await wmRow(wm, issues.id, rowId(issues, 0));
    expect(cellOf(row, number)?.value).toBe('RSK-0010');
    expect(added[1]).toMatchObject({ type: 'PICKLIST', symbol: 'ARROWS_3_WAY' });
  });

  it('is for sheet owners and admins only (403 1004)', async () => {
    expect(
      refusal(
        await insert(plan, [{ title: 'Mine', type: 'TEXT_NUMBER', index: 1 }], DEMO_CREDENTIALS.workManagement.user),
      ),
    ).toEqual([403, 1004]);
  });
});

describe('update columns', () => {
  it('Update column rules, rule 1: the primary column keeps its type (1057); rule 2: so do the project columns while dependencies are on (1085)', async () => {
    expect(refusal(await change(plan, columnId(plan, 'Task Name'), { type: 'DATE' }))).toEqual([400, 1057]);
    for (const title of ['Start', 'Finish', 'Duration', 'Predecessors'])
      expect(refusal(await change(plan, columnId(plan, title), { type: 'TEXT_NUMBER' }))).toEqual([400, 1085]);
  });

  it('refuses a type the API cannot set (1142) or DATETIME for a user column (1089)', async () => {
    expect(refusal(await change(plan, columnId(plan, 'Notes'), { type: 'DURATION' }))).toEqual([400, 1142]);
    expect(refusal(await change(plan, columnId(plan, 'Notes'), { type: 'DATETIME' }))).toEqual([400, 1089]);
  });

  it('Update column rules, rule 4: dropdown values and symbols need the type (1090); renames and moves do not', async () => {
    expect(refusal(await change(plan, columnId(plan, 'Status'), { options: ['A', 'B'] }))).toEqual([400, 1090]);
    expect(refusal(await change(plan, columnId(plan, 'Status'), { symbol: 'RYGB' }))).toEqual([400, 1090]);
    const renamed = await change(risks, columnId(risks, 'Mitigation'), { title: 'Response', index: 3 });
    expect(renamed.body?.result).toMatchObject({ title: 'Response', index: 3 });
    expect(refusal(await change(risks, columnId(risks, 'Impact'), { title: 'RESPONSE' }))).toEqual([400, 1056]);
  });

  it('Update column rules, rule 3: a type change converts every cell of the column and clears its validation', async () => {
    const category = columnId(risks, 'Category');
    const before = (await demoSheet(wm, 'Programme Risks', 'level=2&includeAll=true')).sheet;
    expect(before.columns.find((c) => String(c.id) === category)?.validation).toBe(true);
    const values = before.rows.map((r) => cellOf(r, category)?.value).filter((v: unknown) => v !== undefined);
    expect(values.length).toBeGreaterThan(0);
    const reply = await change(risks, category, { type: 'TEXT_NUMBER' });
    const changed = present(reply.body?.result);
    expect(changed).toMatchObject({ type: 'TEXT_NUMBER', validation: false });
    expect(changed.options).toBeUndefined();
    const after = present((await direct<WmSheet>(emulator, 'GET', `/sheets/${risks.id}?include=columnType`)).body);
    const cells = after.rows.map((r) => present(cellOf(r, category))).filter((c) => c.value !== undefined);
    expect(cells.map((c) => c.value)).toEqual(values);
    for (const cell of nonEmpty(cells)) expect(cell.columnType).toBe('TEXT_NUMBER');
  });
});

describe('delete columns', () => {
  it('never deletes the primary column (1065), nor a project column while dependencies are on (1098)', async () => {
    expect(refusal(await direct(emulator, 'DELETE', `/sheets/${risks.id}/columns/${risks.col.Risk}`))).toEqual([
      400, 1065,
    ]);
    expect(refusal(await direct(emulator, 'DELETE', `/sheets/${plan.id}/columns/${plan.col.Predecessors}`))).toEqual([
      400, 1098,
    ]);
    expect((await direct(emulator, 'DELETE', `/sheets/${risks.id}/columns/${risks.col.Mitigated}`)).status).toBe(200);
  });
});
