// Document 1's cell parsing table (strict and lenient, every column type) and its displayValue
// rules, as rows: one cell written into a new row of "Programme Plan", then read back.
import type { CellSpec, CellWrite } from './doc1-cells.driver.js';
import { accepted, matching, refused, type GatewayKnowledge, type RuleOutcome, type RuleRow } from './rule-types.js';

const PLAN = 'Programme Plan';
const PARSING = 'Cell value parsing';
const TYPES = 'Cell value types and displayValue';

/** A row writing one cell into a new row of Programme Plan. */
function cell(
  id: string,
  section: string,
  quote: string,
  spec: CellSpec,
  outcome: RuleOutcome,
  gateway: GatewayKnowledge = 'knows',
  extra: Partial<CellWrite> = {},
): RuleRow<CellWrite> {
  const input: CellWrite = { sheet: PLAN, op: 'add', cells: [spec], ...extra };
  return {
    id,
    source: { document: 'Document 1', section, quote },
    setup: `demo sheet "${input.sheet}", column "${spec.column}"; ${input.op === 'add' ? 'adds a row' : 'updates a row it adds first'}`,
    input,
    outcome,
    gateway,
  };
}

const NO_DISPLAY = { displayValue: null };

export const cellParsingRows: Array<RuleRow<CellWrite>> = [
  // TEXT_NUMBER
  cell(
    'D1-CELL-001',
    PARSING,
    'TEXT_NUMBER strict: all numbers and text valid and taken literally',
    { column: 'Notes', value: 'Hello' },
    accepted({ value: 'Hello', displayValue: 'Hello' }),
  ),
  cell(
    'D1-CELL-002',
    PARSING,
    'TEXT_NUMBER strict: all numbers valid',
    { column: 'Notes', value: 42.5 },
    accepted({ value: 42.5, displayValue: '42.5' }),
  ),
  cell(
    'D1-CELL-003',
    PARSING,
    'TEXT_NUMBER strict: formatted text taken literally',
    { column: 'Notes', value: '$1,234.50' },
    accepted({ value: '$1,234.50', displayValue: '$1,234.50' }),
  ),
  cell(
    'D1-CELL-004',
    PARSING,
    'TEXT_NUMBER lenient: currency strings parsed to numbers, format enabled',
    { column: 'Notes', value: '$1,234.50', strict: false },
    accepted({ value: 1234.5, displayValue: '$1,234.50' }),
  ),
  cell(
    'D1-CELL-005',
    PARSING,
    'TEXT_NUMBER lenient: percentage strings parsed to numbers',
    { column: 'Notes', value: '45%', strict: false },
    accepted({ value: 0.45, displayValue: '45%' }),
  ),
  cell(
    'D1-CELL-006',
    PARSING,
    'TEXT_NUMBER lenient: decimal strings parsed to numbers',
    { column: 'Notes', value: '1,000.25', strict: false },
    accepted({ value: 1000.25, displayValue: '1,000.25' }),
  ),
  cell(
    'D1-CELL-007',
    PARSING,
    'TEXT_NUMBER lenient: other text stays text',
    { column: 'Notes', value: 'Call the vendor', strict: false },
    accepted({ value: 'Call the vendor', displayValue: 'Call the vendor' }),
  ),
  cell(
    'D1-CELL-008',
    TYPES,
    'currency-formatted TEXT_NUMBER: numeric value, displayValue with currency formatting',
    { column: 'Budget', value: 1234.5 },
    accepted({ value: 1234.5, displayValue: '$1,234.50' }),
  ),
  cell(
    'D1-CELL-009',
    TYPES,
    'currency formatting and rounding',
    { column: 'Budget', value: 1234.567 },
    accepted({ value: 1234.567, displayValue: '$1,234.57' }),
  ),
  cell(
    'D1-CELL-010',
    TYPES,
    'TEXT_NUMBER displayValue: numbers with formatting applied (percent)',
    { column: '% Complete', value: 0.3 },
    accepted({ value: 0.3, displayValue: '30%' }),
  ),

  // PICKLIST
  cell(
    'D1-CELL-011',
    PARSING,
    'PICKLIST strict: a string that is one of the options',
    { column: 'Status', value: 'Red' },
    accepted({ value: 'Red', displayValue: 'Red' }),
  ),
  cell(
    'D1-CELL-012',
    PARSING,
    'PICKLIST strict: value must be one of the picklist options',
    { column: 'Status', value: 'Purple' },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-013',
    PARSING,
    'PICKLIST strict: value must be a string',
    { column: 'Status', value: 3 },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-014',
    PARSING,
    'PICKLIST lenient: any text is valid',
    { column: 'Status', value: 'Purple', strict: false },
    accepted({ value: 'Purple', displayValue: 'Purple' }),
  ),
  cell(
    'D1-CELL-015',
    PARSING,
    'PICKLIST lenient: any number is valid',
    { column: 'Status', value: 7, strict: false },
    accepted({ value: 7, displayValue: '7' }),
  ),
  cell(
    'D1-CELL-016',
    PARSING,
    'PICKLIST lenient: formatted numbers parse like TEXT_NUMBER',
    { column: 'Status', value: '$1,200.00', strict: false },
    accepted({ value: 1200 }),
  ),
  cell(
    'D1-CELL-017',
    PARSING,
    'PICKLIST strict on a validated dropdown: one of the options',
    { column: 'Phase', value: 'Discovery' },
    accepted({ value: 'Discovery', displayValue: 'Discovery' }),
  ),
  cell(
    'D1-CELL-018',
    'Cell',
    'overrideValidation does not override strict parsing',
    { column: 'Phase', value: 'Nonexistent', overrideValidation: true },
    refused(400, 1042),
  ),

  // CHECKBOX
  cell(
    'D1-CELL-019',
    PARSING,
    'CHECKBOX strict: only boolean true or false (true)',
    { column: 'Done', value: true },
    accepted({ value: true, ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-020',
    PARSING,
    'CHECKBOX strict: only boolean true or false (false)',
    { column: 'Done', value: false },
    accepted({ value: false, ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-021',
    PARSING,
    'CHECKBOX strict: the string "true" is not a boolean',
    { column: 'Done', value: 'true' },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-022',
    PARSING,
    'CHECKBOX strict: only boolean true or false',
    { column: 'Done', value: 'yes' },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-023',
    PARSING,
    'CHECKBOX strict: a number is not a boolean',
    { column: 'Done', value: 1 },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-024',
    PARSING,
    'CHECKBOX lenient: the string "true" is treated as strict',
    { column: 'Done', value: 'true', strict: false },
    accepted({ value: true, ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-025',
    PARSING,
    'CHECKBOX lenient: the string "false" is treated as strict',
    { column: 'Done', value: 'false', strict: false },
    accepted({ value: false, ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-026',
    PARSING,
    'CHECKBOX lenient: everything else saved as text',
    { column: 'Done', value: 'maybe', strict: false },
    accepted({ value: 'maybe', ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-027',
    TYPES,
    'CHECKBOX (flag symbol): boolean, no displayValue',
    { column: 'Flag', value: true },
    accepted({ value: true, ...NO_DISPLAY }),
  ),

  // CONTACT_LIST
  cell(
    'D1-CELL-028',
    PARSING,
    'CONTACT_LIST strict: a valid email address; the contact name is displayed',
    { column: 'Assigned To', value: 'ada.adler@example.com' },
    accepted({ value: 'ada.adler@example.com', displayValue: 'Ada Adler' }),
  ),
  cell(
    'D1-CELL-029',
    PARSING,
    'CONTACT_LIST strict: must be a valid email address',
    { column: 'Assigned To', value: 'Ada Adler' },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-030',
    PARSING,
    'CONTACT_LIST lenient: otherwise saved as text (displayValue same as value)',
    { column: 'Assigned To', value: 'External vendor', strict: false },
    accepted({ value: 'External vendor', displayValue: 'External vendor' }),
  ),
  cell(
    'D1-CELL-031',
    PARSING,
    'CONTACT_LIST lenient: a valid email address is treated as strict',
    { column: 'Assigned To', value: 'ben.adler@example.com', strict: false },
    accepted({ value: 'ben.adler@example.com', displayValue: 'Ben Adler' }),
  ),
  cell(
    'D1-CELL-032',
    'Contact list displayValue',
    'rule 1: non-null and non-empty: the cell shows the given value',
    { column: 'Assigned To', value: 'ada.adler@example.com', displayValue: 'Project Sponsor' },
    accepted({ value: 'ada.adler@example.com', displayValue: 'Project Sponsor' }),
  ),
  cell(
    'D1-CELL-033',
    'Contact list displayValue',
    'rule 2: empty string: the cell shows the email address',
    { column: 'Assigned To', value: 'ada.adler@example.com', displayValue: '' },
    accepted({ value: 'ada.adler@example.com', displayValue: 'ada.adler@example.com' }),
  ),
  cell(
    'D1-CELL-034',
    'Contact list displayValue',
    "rule 3: null: the service fills in the contact's name",
    { column: 'Assigned To', value: 'ada.adler@example.com', displayValue: null },
    accepted({ value: 'ada.adler@example.com', displayValue: 'Ada Adler' }),
  ),
  cell(
    'D1-CELL-035',
    TYPES,
    'CONTACT_LIST displayValue: the contact name if any, else the email address',
    { column: 'Assigned To', value: 'someone@partner.example' },
    accepted({ value: 'someone@partner.example', displayValue: 'someone@partner.example' }),
  ),

  // DATE
  cell(
    'D1-CELL-036',
    PARSING,
    'DATE strict: a string holding a valid ISO 8601 date (YYYY-MM-DD); no displayValue',
    { column: 'Due Date', value: '2026-11-05' },
    accepted({ value: '2026-11-05', ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-037',
    PARSING,
    'DATE strict: only ISO 8601 (YYYY-MM-DD)',
    { column: 'Due Date', value: '11/05/2026' },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-038',
    PARSING,
    'DATE strict: a valid date',
    { column: 'Due Date', value: '2026-02-30' },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-039',
    PARSING,
    'DATE strict: epoch time only with numericDates=true',
    { column: 'Due Date', value: 1762300800000 },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-040',
    PARSING,
    'DATE lenient: locale date formats are stored as dates',
    { column: 'Due Date', value: '11/05/2026', strict: false },
    accepted({ value: '2026-11-05', ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-041',
    PARSING,
    'DATE lenient: several locale date formats',
    { column: 'Due Date', value: 'Nov 5, 2026', strict: false },
    accepted({ value: '2026-11-05', ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-042',
    PARSING,
    'DATE lenient: all others as text',
    { column: 'Due Date', value: 'after launch', strict: false },
    accepted({ value: 'after launch', ...NO_DISPLAY }),
  ),

  // ABSTRACT_DATETIME
  cell(
    'D1-CELL-043',
    PARSING,
    'ABSTRACT_DATETIME strict: a valid ISO 8601 date; no displayValue',
    { column: 'Start', value: '2026-11-05' },
    accepted({ value: matching(/^2026-11-05/), ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-044',
    PARSING,
    'ABSTRACT_DATETIME strict: only ISO 8601',
    { column: 'Start', value: '5 Nov 2026' },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-045',
    PARSING,
    'ABSTRACT_DATETIME lenient: locale date formats stored as dates',
    { column: 'Start', value: '5 Nov 2026', strict: false },
    accepted({ value: matching(/^2026-11-05/), ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-046',
    PARSING,
    'ABSTRACT_DATETIME lenient: all others as text',
    { column: 'Start', value: 'when ready', strict: false },
    accepted({ value: 'when ready', ...NO_DISPLAY }),
  ),
  cell(
    'D1-CELL-047',
    'Column',
    'the API cannot update the End Date column at all',
    { column: 'Finish', value: '2026-11-05' },
    refused(400, 1080),
  ),
  cell(
    'D1-CELL-048',
    'Column',
    'cannot update the Start Date column when Predecessor is set for the row',
    { column: 'Start', value: '2026-11-05' },
    refused(400, 1155),
    'backend',
    { op: 'update', rowHasPredecessor: true },
  ),

  // DURATION
  cell(
    'D1-CELL-049',
    PARSING,
    'DURATION strict: valid duration strings; displayValue same as value',
    { column: 'Duration', value: '5d' },
    accepted({ value: '5d', displayValue: '5d' }),
  ),
  cell(
    'D1-CELL-050',
    PARSING,
    'DURATION strict: only valid duration strings (not numbers)',
    { column: 'Duration', value: 3 },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-051',
    PARSING,
    'DURATION strict: only valid duration strings',
    { column: 'Duration', value: 'five days' },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-052',
    PARSING,
    'DURATION lenient: numbers are durations in days',
    { column: 'Duration', value: 3, strict: false },
    accepted({ value: '3d', displayValue: '3d' }),
  ),
  cell(
    'D1-CELL-053',
    PARSING,
    'DURATION lenient: anything else is text',
    { column: 'Duration', value: 'a while', strict: false },
    accepted({ value: 'a while', displayValue: 'a while' }),
  ),

  // MULTI_CONTACT_LIST, MULTI_PICKLIST, PREDECESSOR: objectValue, always strict
  cell(
    'D1-CELL-054',
    PARSING,
    'MULTI_CONTACT_LIST set through objectValue; displayValue same as value',
    { column: 'Reviewers', objectValue: { contacts: ['ada.adler@example.com', 'ben.adler@example.com'] } },
    accepted({ value: 'Ada Adler, Ben Adler', displayValue: 'Ada Adler, Ben Adler' }),
  ),
  cell(
    'D1-CELL-055',
    PARSING,
    'MULTI_CONTACT_LIST objectValue is always strict (emails)',
    { column: 'Reviewers', objectValue: { contacts: ['not-an-email'] } },
    refused(400, 1042),
    'typed',
  ),
  cell(
    'D1-CELL-056',
    PARSING,
    'objectValue is always strict, also with strict false',
    { column: 'Reviewers', strict: false, objectValue: { contacts: ['not-an-email'] } },
    refused(400, 1042),
    'typed',
  ),
  cell(
    'D1-CELL-057',
    PARSING,
    'objectValue must be of the column type (picklist items in a contact column)',
    { column: 'Reviewers', objectValue: { picklist: ['Data'] } },
    refused(400, 1131),
  ),
  cell(
    'D1-CELL-058',
    PARSING,
    'MULTI_PICKLIST set through objectValue; displayValue same as value',
    { column: 'Tags', objectValue: { picklist: ['Data', 'UX'] } },
    accepted({ value: 'Data, UX', displayValue: 'Data, UX' }),
  ),
  cell(
    'D1-CELL-059',
    PARSING,
    'MULTI_PICKLIST objectValue is always strict (options only)',
    { column: 'Tags', objectValue: { picklist: ['Nope'] } },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-060',
    PARSING,
    'MULTI_PICKLIST objectValue strict also with strict false',
    { column: 'Tags', strict: false, objectValue: { picklist: ['Nope'] } },
    refused(400, 1042),
  ),
  cell(
    'D1-CELL-061',
    PARSING,
    'PREDECESSOR set through objectValue (a PredecessorList); displayValue same as value',
    { column: 'Predecessors', objectValue: { predecessorTypes: ['FS'] } },
    accepted({ value: '1FS', displayValue: '1FS' }),
  ),
  cell(
    'D1-CELL-062',
    PARSING,
    'PREDECESSOR objectValue must be of the column type (contacts)',
    { column: 'Predecessors', objectValue: { contacts: ['ada.adler@example.com'] } },
    refused(400, 1131),
  ),
];
