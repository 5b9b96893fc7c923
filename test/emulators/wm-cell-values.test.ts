// Document 1's cell value rules at the work-management emulator, over REST: exact numbers and the
// numeric range (1148 strict, text lenient), strict and lenient parsing per column type (1042),
// objectValue always strict, and lenient TEXT_NUMBER parsing enabling the matching format.
import { LosslessNumber } from 'lossless-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { startWorkManagementEmulator } from '../../emulators/work-management/index.js';
import type { WmAnswer, WmRow } from '../helpers/rest-shapes.js';
import { present } from '../helpers/present.js';
import { direct } from '../helpers/direct.js';
import {
  cellOf,
  columnId,
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
let issues: DemoSheet;
let plan: DemoSheet;

beforeAll(async () => {
  emulator = await startWorkManagementEmulator();
  wm = { workManagement: emulator };
  risks = await demoSheet(wm, 'Programme Risks', 'level=2&includeAll=true');
  issues = await demoSheet(wm, 'Incident Log', 'level=2&includeAll=true');
  plan = await demoSheet(wm, 'Programme Plan', 'level=2&page=1&pageSize=40');
});
afterAll(async () => {
  await emulator?.close();
});

/** Adds one row to Programme Risks with one cell written as raw JSON; returns the reply. */
const addCell = (column: string, cellJson: string, query = '') =>
  direct<WmAnswer<WmRow[]>>(
    emulator,
    'POST',
    `/sheets/${risks.id}/rows${query}`,
    `[{"cells":[{"columnId":${risks.col[column]},${cellJson}}]}]`,
  );

describe('numbers exactly as written', () => {
  const OUTSIDE = ['9007199254740993', '-9007199254740993', '9007199254740992.5'];

  it('refuses numbers outside -2^53..2^53 with 1148 under strict parsing, writing nothing', async () => {
    const before = await wmRowCount(wm, risks.id);
    for (const number of OUTSIDE) {
      const reply = await addCell('Mitigation', `"value":${number}`);
      expect(reply.status).toBe(400);
      expect(reply.body?.errorCode).toBe(1148);
    }
    expect(await wmRowCount(wm, risks.id)).toBe(before);
  });

  it('stores them as the text exactly as written under lenient parsing', async () => {
    for (const number of OUTSIDE) {
      const reply = await addCell('Mitigation', `"value":${number},"strict":false`);
      expect(reply.status).toBe(200);
      const cell = present(cellOf(resultRow(reply), columnId(risks, 'Mitigation')));
      expect(cell.value).toBe(number);
      expect(reply.text).toContain(`"value":"${number}"`);
      const read = await wmRow(wm, risks.id, String(present(resultRow(reply)).id));
      expect(cellOf(read, columnId(risks, 'Mitigation'))?.value).toBe(number);
    }
  });

  it('keeps ±2^53 as numbers in range', async () => {
    for (const number of ['9007199254740992', '-9007199254740992']) {
      const reply = await addCell('Mitigation', `"value":${number}`);
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(`"value":${number},`);
      expect(cellOf(resultRow(reply), columnId(risks, 'Mitigation'))?.value).toBeInstanceOf(LosslessNumber);
    }
  });

  it('reads formatted text beyond the range as text under lenient parsing', async () => {
    const reply = await addCell('Mitigation', '"value":"9,007,199,254,740,993","strict":false');
    expect(cellOf(resultRow(reply), columnId(risks, 'Mitigation'))?.value).toBe('9,007,199,254,740,993');
  });

  it('keeps row and column ids beyond 2^53 exact in a row update', async () => {
    const bigRow = present(
      plan.rows.find((r) => BigInt(r) > 9007199254740992n),
      'a row id beyond 2^53',
    );
    const bigColumn = present(
      Object.values(plan.col).find(
        (c) => BigInt(c) > 9007199254740992n && plan.sheet.columns.find((x) => String(x.id) === c)?.type === 'DATE',
      ),
      'a DATE column id beyond 2^53',
    );
    expect(bigRow).toBeDefined();
    expect(bigColumn).toBeDefined();
    const reply = await direct(
      emulator,
      'PUT',
      `/sheets/${plan.id}/rows`,
      `[{"id":${bigRow},"cells":[{"columnId":${bigColumn},"value":"2026-11-05"}]}]`,
    );
    expect(reply.status).toBe(200);
    expect(reply.text).toContain(`"id":${bigRow},`);
    expect(reply.text).toContain(`"columnId":${bigColumn},"value":"2026-11-05"`);
  });
});

describe('parsing per column type', () => {
  it('CHECKBOX: strict takes only booleans; lenient also "true"/"false", other text as text', async () => {
    expect((await addCell('Mitigated', '"value":"true"')).body?.errorCode).toBe(1042);
    const lenient = await addCell('Mitigated', '"value":"true","strict":false');
    expect(cellOf(resultRow(lenient), columnId(risks, 'Mitigated'))?.value).toBe(true);
    const text = await addCell('Mitigated', '"value":"maybe","strict":false');
    expect(cellOf(resultRow(text), columnId(risks, 'Mitigated'))?.value).toBe('maybe');
  });

  it('DATE: strict takes ISO YYYY-MM-DD (epoch ms only with numericDates); lenient tries locale forms', async () => {
    for (const bad of ['"11/05/2026"', '"2026-02-30"', String(Date.parse('2026-11-05T00:00:00Z'))]) {
      expect((await addCell('Raised On', `"value":${bad}`)).body?.errorCode).toBe(1042);
    }
    const epoch = await addCell('Raised On', `"value":${Date.parse('2026-11-05T00:00:00Z')}`, '?numericDates=true');
    expect(cellOf(resultRow(epoch), columnId(risks, 'Raised On'))?.value).toBe(Date.parse('2026-11-05T00:00:00Z'));
    for (const written of ['11/05/2026', 'Nov 5, 2026']) {
      const reply = await addCell('Raised On', `"value":"${written}","strict":false`);
      expect(cellOf(resultRow(reply), columnId(risks, 'Raised On'))?.value).toBe('2026-11-05');
    }
    const text = await addCell('Raised On', '"value":"after the audit","strict":false');
    expect(cellOf(resultRow(text), columnId(risks, 'Raised On'))?.value).toBe('after the audit');
  });

  it('CONTACT_LIST: strict needs an email; lenient keeps other text', async () => {
    expect((await addCell('Owner', '"value":"bob"')).body?.errorCode).toBe(1042);
    const text = await addCell('Owner', '"value":"External vendor","strict":false');
    expect(cellOf(resultRow(text), columnId(risks, 'Owner'))).toMatchObject({
      value: 'External vendor',
      displayValue: 'External vendor',
    });
  });

  it('Contact list displayValue rules 1-3 of Document 1: the given name, the email for "", the contact name when absent', async () => {
    const shown = [];
    for (const display of [',"displayValue":"The Boss"', ',"displayValue":""', '']) {
      const reply = await addCell('Owner', `"value":"ben.adler@example.com"${display}`);
      shown.push(cellOf(resultRow(reply), columnId(risks, 'Owner'))?.displayValue);
    }
    expect(shown).toEqual(['The Boss', 'ben.adler@example.com', 'Ben Adler']);
  });

  it('PICKLIST: strict needs a string among the options; a validated column refuses other values without overrideValidation', async () => {
    expect((await addCell('Category', '"value":"Not an option"')).body?.errorCode).toBe(1042);
    expect((await addCell('Category', '"value":3')).body?.errorCode).toBe(1042);
    expect((await addCell('Category', '"value":"Vendor"')).status).toBe(200);
    const notListed = await addCell('Category', '"value":"Weather","strict":false');
    expect(notListed.status).toBe(400);
    expect(notListed.body?.errorCode).toBe(1235);
    const overridden = await addCell('Category', '"value":"Weather","strict":false,"overrideValidation":true');
    expect(cellOf(resultRow(overridden), columnId(risks, 'Category'))?.value).toBe('Weather');
  });

  it('PICKLIST lenient: any text, and formatted numbers parse like TEXT_NUMBER', async () => {
    const reply = await addCell('Likelihood', '"value":"12.5%","strict":false');
    expect(cellOf(resultRow(reply), columnId(risks, 'Likelihood'))).toMatchObject({
      value: 0.125,
      displayValue: '12.5%',
    });
  });

  it('DURATION: strict needs a duration string; lenient numbers are days', async () => {
    const row = rowId(plan, 2);
    const put = (cell: string) =>
      direct<WmAnswer<WmRow[]>>(
        emulator,
        'PUT',
        `/sheets/${plan.id}/rows`,
        `[{"id":${row},"cells":[{"columnId":${plan.col.Duration},${cell}}]}]`,
      );
    expect((await put('"value":"five days"')).body?.errorCode).toBe(1042);
    expect((await put('"value":3')).body?.errorCode).toBe(1042);
    expect(cellOf(resultRow(await put('"value":"2w 3d"')), columnId(plan, 'Duration'))).toMatchObject({
      value: '2w 3d',
      displayValue: '2w 3d',
    });
    expect(cellOf(resultRow(await put('"value":3,"strict":false')), columnId(plan, 'Duration'))?.value).toBe('3d');
  });

  it('MULTI_CONTACT_LIST, MULTI_PICKLIST, PREDECESSOR: set through objectValue, always strict', async () => {
    const add = (column: string, cell: string) =>
      direct<WmAnswer<WmRow[]>>(
        emulator,
        'POST',
        `/sheets/${issues.id}/rows`,
        `[{"cells":[{"columnId":${issues.col[column]},${cell}}]}]`,
      );
    for (const strict of ['', ',"strict":false']) {
      expect((await add('Watchers', `"value":"Ada Adler"${strict}`)).body?.errorCode).toBe(1042);
      expect(
        (await add('Labels', `"objectValue":{"objectType":"MULTI_PICKLIST","values":["no such label"]}${strict}`)).body
          ?.errorCode,
      ).toBe(1042);
    }
    expect(
      (
        await add(
          'Watchers',
          '"objectValue":{"objectType":"MULTI_CONTACT","values":[{"objectType":"CONTACT","email":"not-an-email"}]}',
        )
      ).body?.errorCode,
    ).toBe(1042);
    expect(
      (await add('Labels', '"objectValue":{"objectType":"CONTACT","email":"ada.adler@example.com"}')).body?.errorCode,
    ).toBe(1131);
    const ok = await add('Labels', '"objectValue":{"objectType":"MULTI_PICKLIST","values":["bug","urgent"]}');
    expect(cellOf(resultRow(ok), columnId(issues, 'Labels'))?.value).toBe('bug, urgent');
    const unknownRow = await direct<WmAnswer<WmRow[]>>(
      emulator,
      'POST',
      `/sheets/${plan.id}/rows`,
      `[{"cells":[{"columnId":${plan.col.Predecessors},"objectValue":{"objectType":"PREDECESSOR_LIST","predecessors":[{"rowId":1234567,"type":"FS"}]}}]}]`,
    );
    expect(unknownRow.body?.errorCode).toBe(1034);
  });
});

describe('lenient TEXT_NUMBER enables the matching format', () => {
  /** Positions 11-14 of a format descriptor: currency, decimalCount, thousandsSeparator, numberFormat. */
  const numberPart = (format: string | undefined) => (format ?? '').split(',').slice(11, 15);

  it('reads currency text as a number with currency formatting; later numbers show with it, rounded to 2 decimals', async () => {
    const added = await addCell('Mitigation', '"value":"$1,234.50","strict":false', '?include=format');
    const cell = present(cellOf(resultRow(added), columnId(risks, 'Mitigation')));
    expect(cell).toMatchObject({ value: 1234.5, displayValue: '$1,234.50' });
    // 13 = USD, 2 decimals, thousands separator on, numberFormat 2 = currency (the descriptor table).
    expect(numberPart(cell.format)).toEqual(['13', '2', '1', '2']);
    const rowId = String(present(resultRow(added)).id);
    const later = await direct<WmAnswer<WmRow[]>>(
      emulator,
      'PUT',
      `/sheets/${risks.id}/rows?include=format`,
      `[{"id":${rowId},"cells":[{"columnId":${risks.col.Mitigation},"value":99.999}]}]`,
    );
    expect(cellOf(resultRow(later), columnId(risks, 'Mitigation'))).toMatchObject({
      value: 99.999,
      displayValue: '$100.00',
    });
  });

  it('reads "45%" as 0.45 shown "45%", and "1,000" as 1000 shown "1,000"', async () => {
    const percent = present(
      cellOf(
        resultRow(await addCell('Mitigation', '"value":"45%","strict":false', '?include=format')),
        columnId(risks, 'Mitigation'),
      ),
    );
    expect(percent).toMatchObject({ value: 0.45, displayValue: '45%' });
    expect(numberPart(percent.format)[3]).toBe('3');
    const grouped = present(
      cellOf(
        resultRow(await addCell('Mitigation', '"value":"1,000","strict":false', '?include=format')),
        columnId(risks, 'Mitigation'),
      ),
    );
    expect(grouped).toMatchObject({ value: 1000, displayValue: '1,000' });
    expect(numberPart(grouped.format)[2]).toBe('1');
  });

  it('takes text literally under strict parsing, with no format', async () => {
    const cell = present(
      cellOf(
        resultRow(await addCell('Mitigation', '"value":"$1,234.50"', '?include=format')),
        columnId(risks, 'Mitigation'),
      ),
    );
    expect(cell).toMatchObject({ value: '$1,234.50', displayValue: '$1,234.50' });
    expect(cell.format).toBeUndefined();
  });

  it('shows a plain number written to a blank cell of a currency column with the column format', async () => {
    const sheet = await demoSheet(wm, 'Vendor Contracts', 'level=2&includeAll=true');
    const amount = columnId(sheet, 'Amount');
    const reply = await direct<WmAnswer<WmRow[]>>(
      emulator,
      'POST',
      `/sheets/${sheet.id}/rows`,
      `[{"cells":[{"columnId":${amount},"value":2500}]}]`,
    );
    expect(cellOf(resultRow(reply), amount)).toMatchObject({ value: 2500, displayValue: '$2,500.00' });
  });
});
