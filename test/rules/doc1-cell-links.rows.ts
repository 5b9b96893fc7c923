// Document 1's numeric range, Cell link rules 1-4, hyperlink rules and the other cell refusals of
// the shared code table, as rows on the demo sheets "Programme Risks" and "Programme Plan".
import type { CellSpec, CellWrite } from './doc1-cells.driver.js';
import { accepted, exact, refused, type GatewayKnowledge, type RuleOutcome, type RuleRow } from './rule-types.js';

const RISKS = 'Programme Risks';
const SOURCE = { sheet: 'Lessons Learned', column: 'Risk', value: 'Linked lesson' };
const URL = 'https://docs.example.com/spec';

function row(
  id: string,
  section: string,
  quote: string,
  input: CellWrite,
  outcome: RuleOutcome,
  gateway: GatewayKnowledge = 'knows',
): RuleRow<CellWrite> {
  const columns = [...new Set(input.cells.map((c) => c.column))].join('", "');
  return {
    id,
    source: { document: 'Document 1', section, quote },
    setup: `demo sheet "${input.sheet}", column(s) "${columns}"; ${input.op === 'add' ? 'adds a row' : 'updates a row it adds first'}${input.cells.some((c) => c.linkInFromCell) ? `; adds a source row to "${SOURCE.sheet}"` : ''}`,
    input,
    outcome,
    gateway,
  };
}

const add = (cells: CellSpec[], extra: Partial<CellWrite> = {}): CellWrite => ({
  sheet: RISKS,
  op: 'add',
  cells,
  ...extra,
});
const update = (cells: CellSpec[], extra: Partial<CellWrite> = {}): CellWrite => ({
  sheet: RISKS,
  op: 'update',
  cells,
  ...extra,
});
const NUMERIC = 'Numeric range';
const LINKS = 'Cell link rules';
const HYPER = 'Hyperlink rules';

export const cellLinkRows: Array<RuleRow<CellWrite>> = [
  // The numeric range and the three numbers of the shared decisions.
  row(
    'D1-NUM-001',
    NUMERIC,
    'outside -9007199254740992..9007199254740992 strict parsing fails with error 1148',
    add([{ column: 'Mitigation', value: exact('9007199254740993') }]),
    refused(400, 1148),
  ),
  row(
    'D1-NUM-002',
    NUMERIC,
    'strict parsing fails with 1148 below the lower bound',
    add([{ column: 'Mitigation', value: exact('-9007199254740993') }]),
    refused(400, 1148),
  ),
  row(
    'D1-NUM-003',
    NUMERIC,
    'strict parsing fails with 1148 just above the bound (fraction)',
    add([{ column: 'Mitigation', value: exact('9007199254740992.5') }]),
    refused(400, 1148),
  ),
  row(
    'D1-NUM-004',
    NUMERIC,
    'lenient parsing silently converts the value to text',
    add([{ column: 'Mitigation', value: exact('9007199254740993'), strict: false }]),
    accepted({ value: '9007199254740993', displayValue: '9007199254740993' }),
  ),
  row(
    'D1-NUM-005',
    NUMERIC,
    'lenient parsing converts to text below the lower bound',
    add([{ column: 'Mitigation', value: exact('-9007199254740993'), strict: false }]),
    accepted({ value: '-9007199254740993', displayValue: '-9007199254740993' }),
  ),
  row(
    'D1-NUM-006',
    NUMERIC,
    'lenient parsing converts to text just above the bound',
    add([{ column: 'Mitigation', value: exact('9007199254740992.5'), strict: false }]),
    accepted({ value: '9007199254740992.5', displayValue: '9007199254740992.5' }),
  ),
  row(
    'D1-NUM-007',
    NUMERIC,
    'numeric range supported up to 9007199254740992',
    add([{ column: 'Mitigation', value: exact('9007199254740992') }]),
    accepted({ value: exact('9007199254740992'), displayValue: '9007199254740992' }),
  ),
  row(
    'D1-NUM-008',
    NUMERIC,
    'numeric range supported down to -9007199254740992',
    add([{ column: 'Mitigation', value: exact('-9007199254740992') }]),
    accepted({ value: exact('-9007199254740992'), displayValue: '-9007199254740992' }),
  ),
  row(
    'D1-NUM-009',
    NUMERIC,
    'numbers inside the range are numbers',
    add([{ column: 'Mitigation', value: 9007199254740 }]),
    accepted({ value: 9007199254740 }),
  ),

  // Cell links.
  row(
    'D1-LINK-001',
    LINKS,
    'rule 1: mixing link updates with other updates fails with error 1115',
    update([
      { column: 'Mitigation', linkInFromCell: SOURCE },
      { column: 'Risk', value: 'Also renamed' },
    ]),
    refused(400, 1115),
  ),
  row(
    'D1-LINK-002',
    LINKS,
    'rule 1: an update that contains only link updates',
    update([{ column: 'Mitigation', linkInFromCell: SOURCE }]),
    accepted({ value: 'Linked lesson', linkedFrom: 'Lessons Learned' }),
  ),
  row(
    'D1-LINK-003',
    LINKS,
    'rule 2: linkInFromCell is not allowed when posting a new row',
    add([{ column: 'Mitigation', linkInFromCell: SOURCE }]),
    refused(400, 1032),
  ),
  row(
    'D1-LINK-004',
    LINKS,
    'rule 3: when creating a cell link, cell.value must be null',
    update([{ column: 'Mitigation', value: 'x', linkInFromCell: SOURCE }]),
    refused(400, 1110),
  ),
  row(
    'D1-LINK-005',
    LINKS,
    'rule 4: hyperlink and linkInFromCell are never both non-null',
    update([{ column: 'Mitigation', hyperlink: { url: URL }, linkInFromCell: SOURCE }]),
    refused(400, 1109),
  ),

  // Hyperlinks.
  row(
    'D1-HYPER-001',
    HYPER,
    'value null: the value becomes the URL for a URL link',
    add([{ column: 'Mitigation', value: null, hyperlink: { url: URL } }]),
    accepted({ value: URL, hyperlinkUrl: URL }),
  ),
  row(
    'D1-HYPER-002',
    HYPER,
    'value null: the value becomes the sheet name for an internal link',
    add([{ column: 'Mitigation', value: null, hyperlink: { sheet: 'Lessons Learned' } }]),
    accepted({ value: 'Lessons Learned', hyperlinkSheet: 'Lessons Learned' }),
  ),
  row(
    'D1-HYPER-003',
    HYPER,
    'cell.value may be a string',
    add([{ column: 'Mitigation', value: 'The spec', hyperlink: { url: URL } }]),
    accepted({ value: 'The spec', hyperlinkUrl: URL }),
  ),
  row(
    'D1-HYPER-004',
    HYPER,
    'any operation that writes cell data can set a hyperlink (row update)',
    update([{ column: 'Mitigation', value: 'Updated spec', hyperlink: { url: URL } }]),
    accepted({ value: 'Updated spec', hyperlinkUrl: URL }),
  ),
  row(
    'D1-HYPER-005',
    HYPER,
    'a hyperlink has one target: sheetId and reportId together (1111)',
    add([{ column: 'Mitigation', hyperlink: { sheet: 'Lessons Learned', alsoReportId: true } }]),
    refused(400, 1111),
  ),
  row(
    'D1-HYPER-006',
    HYPER,
    'a URL link or an internal link: url with sheetId (1112)',
    add([{ column: 'Mitigation', hyperlink: { url: URL, sheet: 'Lessons Learned' } }]),
    refused(400, 1112),
  ),
  row(
    'D1-HYPER-007',
    HYPER,
    'a hyperlink needs a URL or a dashboard, report or sheet (1117)',
    add([{ column: 'Mitigation', value: 'Nowhere', hyperlink: { empty: true } }]),
    refused(400, 1117),
  ),
  row(
    'D1-HYPER-008',
    HYPER,
    'cell.value may be a string or null (a number is refused, 1113)',
    add([{ column: 'Mitigation', value: 5, hyperlink: { url: URL } }]),
    refused(400, 1113),
  ),

  // Other cell refusals of the shared code table.
  row(
    'D1-CELLX-001',
    'Cell',
    'objectValue carries multi-contact details: not together with value (1130)',
    {
      sheet: 'Programme Plan',
      op: 'add',
      cells: [{ column: 'Reviewers', value: 'Ada', objectValue: { contacts: ['ada.adler@example.com'] } }],
    },
    refused(400, 1130),
  ),
  row(
    'D1-CELLX-002',
    'Cell',
    'one cell per column in a row (the same columnId twice, 1037)',
    add([
      { column: 'Mitigation', value: 'a' },
      { column: 'Mitigation', value: 'b' },
    ]),
    refused(400, 1037),
  ),
  row(
    'D1-CELLX-003',
    'Cell',
    'cells name columns of the sheet (unknown columnId, 1036)',
    add([{ column: '#unknown', value: 'a' }]),
    refused(400, 1036),
  ),
  row(
    'D1-CELLX-004',
    'Column',
    'system columns: values filled by the service, not changeable by users (AUTO_NUMBER)',
    add([{ column: 'Ref', value: 'RSK-999' }]),
    refused(400, 1046),
  ),
  row(
    'D1-CELLX-005',
    'Column',
    'system columns: not changeable by users (CREATED_DATE)',
    { sheet: 'Programme Plan', op: 'add', cells: [{ column: 'Created', value: '2026-01-01T00:00:00Z' }] },
    refused(400, 1046),
  ),
  row(
    'D1-CELLX-006',
    'Column',
    'system columns: not changeable by users (MODIFIED_BY)',
    { sheet: 'Programme Plan', op: 'add', cells: [{ column: 'Modified By', value: 'ada.adler@example.com' }] },
    refused(400, 1046),
  ),
];
