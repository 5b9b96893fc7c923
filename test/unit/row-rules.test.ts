// The row and cell rules the gateway checks before a write, each with the code of the shared table
// (the vendor's error code list): one input per rule, and the code that rule must carry.
import { describe, expect, it } from 'vitest';
import type { ColumnInfo, RowInput } from '../../src/validation/cell-values.js';
import { checkRows } from '../../src/validation/work-cells.js';

const columns = new Map<string, ColumnInfo>(
  [
    { id: '1', type: 'TEXT_NUMBER', primary: true },
    { id: '2', type: 'PICKLIST', options: ['Red', 'Green'], validation: true },
    { id: '3', type: 'TEXT_NUMBER', systemColumnType: 'AUTO_NUMBER' },
    { id: '4', type: 'MULTI_PICKLIST', options: ['A'] },
    { id: '5', type: 'ABSTRACT_DATETIME', tags: ['GANTT_START_DATE'] },
    { id: '6', type: 'ABSTRACT_DATETIME', tags: ['GANTT_END_DATE'] },
    { id: '7', type: 'PREDECESSOR', tags: ['GANTT_PREDECESSOR'] },
  ].map((c) => [c.id, c]),
);
const project = { dependenciesEnabled: true };
const link = { sheetId: 11, rowId: 12, columnId: 13 };

/** The code a single updated row is refused with (null when accepted). */
const codeOf = (row: Omit<RowInput, 'id'>, sheet = project, adding = false): number | null =>
  checkRows([{ id: 99, ...row }], columns, adding, sheet)?.errorCode ?? null;

describe('row and cell rules', () => {
  it('gives each rule of the shared table its code', () => {
    const cases: Array<[string, Omit<RowInput, 'id'>, number]> = [
      [
        'the same columnId twice in one row',
        {
          cells: [
            { columnId: 1, value: 'a' },
            { columnId: 1, value: 'b' },
          ],
        },
        1037,
      ],
      ['unknown columnId', { cells: [{ columnId: 42, value: 'a' }] }, 1036],
      ['a value written to a system column', { cells: [{ columnId: 3, value: 'x' }] }, 1046],
      ['cell.value together with linkInFromCell', { cells: [{ columnId: 1, value: 'x', linkInFromCell: link }] }, 1110],
      [
        'hyperlink and linkInFromCell both set',
        { cells: [{ columnId: 1, hyperlink: { url: 'https://a.example' }, linkInFromCell: link }] },
        1109,
      ],
      [
        'hyperlink with both sheetId and reportId',
        { cells: [{ columnId: 1, hyperlink: { sheetId: 1, reportId: 2 } }] },
        1111,
      ],
      [
        'hyperlink.url with a sheetId',
        { cells: [{ columnId: 1, hyperlink: { url: 'https://a.example', sheetId: 1 } }] },
        1112,
      ],
      ['hyperlink with no target', { cells: [{ columnId: 1, hyperlink: {} }] }, 1117],
      [
        'hyperlink with a value that is not a string',
        { cells: [{ columnId: 1, value: 3, hyperlink: { url: 'https://a.example' } }] },
        1113,
      ],
      [
        'value and objectValue both set',
        { cells: [{ columnId: 4, value: 'A', objectValue: { objectType: 'MULTI_PICKLIST', values: ['A'] } }] },
        1130,
      ],
      [
        'objectValue of a kind the column does not take',
        { cells: [{ columnId: 4, objectValue: { objectType: 'PREDECESSOR_LIST', predecessors: [] } }] },
        1131,
      ],
      ['a formula that does not start with =', { cells: [{ columnId: 1, formula: 'SUM(1)' }] }, 1162],
      ['a formula with a value', { cells: [{ columnId: 1, formula: '=1', value: 1 }] }, 1163],
      ['a value outside the validated options', { cells: [{ columnId: 2, value: 'Blue', strict: false }] }, 1235],
      ['toTop with toBottom', { toTop: true, toBottom: true, cells: [] }, 1062],
      ['above without a sibling', { above: true, cells: [] }, 1062],
      [
        'a cell-link update mixed with another update',
        {
          cells: [
            { columnId: 1, linkInFromCell: link },
            { columnId: 2, value: 'Red' },
          ],
        },
        1115,
      ],
      ['the End Date column', { cells: [{ columnId: 6, value: '2027-01-01' }] }, 1080],
      [
        'the Start Date of a row whose predecessors the same write sets',
        {
          cells: [
            { columnId: 7, objectValue: { objectType: 'PREDECESSOR_LIST', predecessors: [{ rowId: 5, type: 'FS' }] } },
            { columnId: 5, value: '2027-01-01' },
          ],
        },
        1155,
      ],
      ['strict parsing failure', { cells: [{ columnId: 2, value: 'Blue' }] }, 1042],
      [
        'a plain value in a multi-picklist column, even leniently',
        { cells: [{ columnId: 4, value: 'A', strict: false }] },
        1042,
      ],
    ];
    for (const [rule, row, code] of cases) expect(codeOf(row), rule).toBe(code);
    expect(
      checkRows([{ cells: [{ columnId: 1, linkInFromCell: link }] }], columns, true)?.errorCode,
      'linkInFromCell on a new row',
    ).toBe(1032);
  });

  it('accepts what the rules allow', () => {
    expect(codeOf({ cells: [{ columnId: 5, value: '2027-01-01' }] })).toBeNull();
    expect(
      codeOf({
        cells: [
          { columnId: 7, objectValue: { objectType: 'PREDECESSOR_LIST', predecessors: [] } },
          { columnId: 5, value: '2027-01-01' },
        ],
      }),
    ).toBeNull();
    expect(codeOf({ cells: [{ columnId: 1, value: null, hyperlink: { url: 'https://a.example' } }] })).toBeNull();
    expect(codeOf({ cells: [{ columnId: 2, value: 'Blue', strict: false, overrideValidation: true }] })).toBeNull();
  });

  it('leaves the project columns alone on a sheet without dependencies', () => {
    expect(codeOf({ cells: [{ columnId: 6, value: '2027-01-01' }] }, { dependenciesEnabled: false })).toBeNull();
  });
});
