// Document 1's column rules as rows: the types the API cannot set, DATETIME and the system columns,
// the symbols of each type, options, and Update column rules 1-4 (on "Lessons Learned" and the
// dependency-enabled "Programme Plan").
import type { ColumnSymbol, ColumnType } from '../generated/graphql.js';
import type { ColumnBody, ColumnWrite, ScratchColumn } from './doc1-columns.driver.js';
import { accepted, matching, refused, type RuleOutcome, type RuleRow } from './rule-types.js';

const SHEET = 'Lessons Learned';
const PLAN = 'Programme Plan';
const COLUMN = 'Column';
const UPDATE = 'Update column rules';

function row(
  id: string,
  section: string,
  quote: string,
  input: ColumnWrite,
  outcome: RuleOutcome,
): RuleRow<ColumnWrite> {
  const target =
    typeof input.target === 'string'
      ? `its column "${input.target}"`
      : input.target
        ? `a scratch ${input.target.scratch.type} column it adds first`
        : 'a new column';
  return {
    id,
    source: { document: 'Document 1', section, quote },
    setup: `demo sheet "${input.sheet}"; ${input.op === 'add' ? 'inserts a new column' : `updates ${target}`}`,
    input,
    outcome,
    gateway: 'knows',
  };
}

const add = (body: ColumnBody): ColumnWrite => ({ sheet: SHEET, op: 'add', body });
const addTo = (sheet: string, body: ColumnBody): ColumnWrite => ({ sheet, op: 'add', body });
const updateScratch = (scratch: ScratchColumn, body: ColumnBody): ColumnWrite => ({
  sheet: SHEET,
  op: 'update',
  target: { scratch },
  body,
});
const updateColumn = (sheet: string, target: string, body: ColumnBody): ColumnWrite => ({
  sheet,
  op: 'update',
  target,
  body,
});

const CHECKBOX_SYMBOLS: ColumnSymbol[] = ['FLAG', 'STAR'];
const PICKLIST_SYMBOLS: ColumnSymbol[] = [
  'ARROWS_3_WAY',
  'ARROWS_4_WAY',
  'ARROWS_5_WAY',
  'DECISION_SHAPES',
  'DECISION_SYMBOLS',
  'DIRECTIONS_3_WAY',
  'DIRECTIONS_4_WAY',
  'EFFORT',
  'HARVEY_BALLS',
  'HEARTS',
  'MONEY',
  'PAIN',
  'PRIORITY',
  'PRIORITY_HML',
  'PROGRESS',
  'RYG',
  'RYGB',
  'RYGG',
  'SIGNAL',
  'SKI',
  'STAR_RATING',
  'VCR',
  'WEATHER',
];
const SETTABLE: ColumnType[] = [
  'TEXT_NUMBER',
  'CHECKBOX',
  'CONTACT_LIST',
  'DATE',
  'PICKLIST',
  'MULTI_PICKLIST',
  'MULTI_CONTACT_LIST',
];

const pad = (n: number): string => String(n).padStart(3, '0');

export const columnRows: Array<RuleRow<ColumnWrite>> = [
  // Types the API cannot set.
  row(
    'D1-COL-001',
    COLUMN,
    'ABSTRACT_DATETIME: the API cannot set a column to this type (insert)',
    add({ type: 'ABSTRACT_DATETIME' }),
    refused(400, 1142),
  ),
  row(
    'D1-COL-002',
    COLUMN,
    'DURATION: the API cannot set a column to this type (insert)',
    add({ type: 'DURATION' }),
    refused(400, 1142),
  ),
  row(
    'D1-COL-003',
    COLUMN,
    'ABSTRACT_DATETIME: the API cannot set a column to this type (update)',
    updateScratch({ type: 'TEXT_NUMBER' }, { type: 'ABSTRACT_DATETIME' }),
    refused(400, 1142),
  ),
  row(
    'D1-COL-004',
    COLUMN,
    'DURATION: the API cannot set a column to this type (update)',
    updateScratch({ type: 'TEXT_NUMBER' }, { type: 'DURATION' }),
    refused(400, 1142),
  ),
  row(
    'D1-COL-005',
    COLUMN,
    'DATETIME: only for system columns with CREATED_DATE or MODIFIED_DATE',
    add({ type: 'DATETIME' }),
    refused(400, 1089),
  ),
  row(
    'D1-COL-006',
    COLUMN,
    'DATETIME: not for other system column types (AUTO_NUMBER)',
    add({ type: 'DATETIME', systemColumnType: 'AUTO_NUMBER' }),
    refused(400, 1079),
  ),
  row(
    'D1-COL-007',
    COLUMN,
    'DATETIME update: only for CREATED_DATE or MODIFIED_DATE system columns',
    updateScratch({ type: 'TEXT_NUMBER' }, { type: 'DATETIME' }),
    refused(400, 1089),
  ),

  // System columns: systemColumnType with its column type.
  row(
    'D1-COL-008',
    COLUMN,
    'system column AUTO_NUMBER is TEXT_NUMBER (on a sheet without one)',
    {
      ...addTo('Steering Decisions', { type: 'TEXT_NUMBER', systemColumnType: 'AUTO_NUMBER' }),
      graphSheet: 'Onboarding Tracker',
    },
    accepted({ type: 'TEXT_NUMBER', systemColumnType: 'AUTO_NUMBER' }),
  ),
  row(
    'D1-COL-009',
    COLUMN,
    'system column CREATED_BY is CONTACT_LIST',
    { ...add({ type: 'CONTACT_LIST', systemColumnType: 'CREATED_BY' }), graphSheet: 'Onboarding Tracker' },
    accepted({ type: 'CONTACT_LIST', systemColumnType: 'CREATED_BY' }),
  ),
  row(
    'D1-COL-010',
    COLUMN,
    'system column CREATED_DATE is DATETIME',
    { ...add({ type: 'DATETIME', systemColumnType: 'CREATED_DATE' }), graphSheet: 'Onboarding Tracker' },
    accepted({ type: 'DATETIME', systemColumnType: 'CREATED_DATE' }),
  ),
  row(
    'D1-COL-011',
    COLUMN,
    'system column MODIFIED_BY is CONTACT_LIST',
    { ...add({ type: 'CONTACT_LIST', systemColumnType: 'MODIFIED_BY' }), graphSheet: 'Onboarding Tracker' },
    accepted({ type: 'CONTACT_LIST', systemColumnType: 'MODIFIED_BY' }),
  ),
  row(
    'D1-COL-012',
    COLUMN,
    'system column MODIFIED_DATE is DATETIME',
    { ...add({ type: 'DATETIME', systemColumnType: 'MODIFIED_DATE' }), graphSheet: 'Onboarding Tracker' },
    accepted({ type: 'DATETIME', systemColumnType: 'MODIFIED_DATE' }),
  ),
  row(
    'D1-COL-013',
    COLUMN,
    'system column types have their column type (AUTO_NUMBER is not DATE)',
    add({ type: 'DATE', systemColumnType: 'AUTO_NUMBER' }),
    refused(400, 1079),
  ),
  row(
    'D1-COL-014',
    COLUMN,
    'system column types have their column type (CREATED_BY is not TEXT_NUMBER)',
    add({ type: 'TEXT_NUMBER', systemColumnType: 'CREATED_BY' }),
    refused(400, 1079),
  ),

  // The types the API can set.
  ...SETTABLE.map((type, i) =>
    row(
      `D1-COL-${pad(15 + i)}`,
      COLUMN,
      `Column.type ${type} can be inserted`,
      add({ type, ...(type.includes('PICKLIST') ? { options: ['One', 'Two'] } : {}) }),
      accepted({ type }),
    ),
  ),

  // Symbols per type.
  ...CHECKBOX_SYMBOLS.map((symbol, i) =>
    row(
      `D1-COL-${pad(22 + i)}`,
      COLUMN,
      `CHECKBOX symbols: ${symbol}`,
      add({ type: 'CHECKBOX', symbol }),
      accepted({ type: 'CHECKBOX', symbol }),
    ),
  ),
  ...PICKLIST_SYMBOLS.map((symbol, i) =>
    row(
      `D1-COL-${pad(24 + i)}`,
      COLUMN,
      `PICKLIST symbols: ${symbol}`,
      add({ type: 'PICKLIST', symbol }),
      accepted({ type: 'PICKLIST', symbol }),
    ),
  ),
  row(
    'D1-COL-047',
    COLUMN,
    'CHECKBOX symbols are FLAG and STAR (not RYG)',
    add({ type: 'CHECKBOX', symbol: 'RYG' }),
    refused(400, 1058),
  ),
  row(
    'D1-COL-048',
    COLUMN,
    'PICKLIST symbols do not include FLAG',
    add({ type: 'PICKLIST', symbol: 'FLAG' }),
    refused(400, 1058),
  ),
  row(
    'D1-COL-049',
    COLUMN,
    'PICKLIST symbols do not include STAR',
    add({ type: 'PICKLIST', symbol: 'STAR' }),
    refused(400, 1058),
  ),
  row(
    'D1-COL-050',
    COLUMN,
    'symbol columns are CHECKBOX or PICKLIST columns (not TEXT_NUMBER)',
    add({ type: 'TEXT_NUMBER', symbol: 'FLAG' }),
    refused(400, 1058),
  ),
  row(
    'D1-COL-051',
    COLUMN,
    'symbol columns are CHECKBOX or PICKLIST columns (not DATE)',
    add({ type: 'DATE', symbol: 'RYG' }),
    refused(400, 1058),
  ),
  row(
    'D1-COL-052',
    COLUMN,
    'a symbol column takes its values from the symbol (options together with a symbol)',
    add({ type: 'PICKLIST', symbol: 'RYG', options: ['Red', 'Green'] }),
    refused(400, 1059),
  ),
  row(
    'D1-COL-053',
    COLUMN,
    'dropdown values belong to dropdown columns (options on TEXT_NUMBER)',
    add({ type: 'TEXT_NUMBER', options: ['a', 'b'] }),
    refused(400, 1060),
  ),
  row(
    'D1-COL-054',
    COLUMN,
    'dropdown values belong to dropdown columns (options on CHECKBOX)',
    add({ type: 'CHECKBOX', options: ['a'] }),
    refused(400, 1060),
  ),

  // Document 1, Update column rules 1-4.
  row(
    'D1-COL-055',
    UPDATE,
    'rule 1: the type of a Primary column cannot change',
    updateColumn(SHEET, 'Risk', { type: 'DATE' }),
    refused(400, 1057),
  ),
  row(
    'D1-COL-056',
    UPDATE,
    'rule 2: while dependencies are enabled, the calendar column type (Start) cannot change',
    updateColumn(PLAN, 'Start', { type: 'DATE' }),
    refused(400, 1085),
  ),
  row(
    'D1-COL-057',
    UPDATE,
    'rule 2: while dependencies are enabled, the calendar column type (Finish) cannot change',
    updateColumn(PLAN, 'Finish', { type: 'DATE' }),
    refused(400, 1085),
  ),
  row(
    'D1-COL-058',
    UPDATE,
    'rule 2: while dependencies are enabled, the Gantt column type (Duration) cannot change',
    updateColumn(PLAN, 'Duration', { type: 'TEXT_NUMBER' }),
    refused(400, 1085),
  ),
  row(
    'D1-COL-059',
    UPDATE,
    'rule 2: while dependencies are enabled, the Gantt column type (Predecessors) cannot change',
    updateColumn(PLAN, 'Predecessors', { type: 'TEXT_NUMBER' }),
    refused(400, 1085),
  ),
  row(
    'D1-COL-060',
    UPDATE,
    'rule 3: changing the type converts every cell of the column (text to checkbox)',
    updateScratch({ type: 'TEXT_NUMBER', cell: 'true' }, { type: 'CHECKBOX' }),
    accepted({ type: 'CHECKBOX', cell: true }),
  ),
  row(
    'D1-COL-061',
    UPDATE,
    'rule 3: changing the type converts every cell of the column (text to date)',
    updateScratch({ type: 'TEXT_NUMBER', cell: '2026-11-05' }, { type: 'DATE' }),
    accepted({ type: 'DATE', cell: '2026-11-05' }),
  ),
  row(
    'D1-COL-062',
    UPDATE,
    'rule 3: changing the type clears column validation',
    updateScratch({ type: 'PICKLIST', options: ['a', 'b'], validation: true, cell: 'a' }, { type: 'TEXT_NUMBER' }),
    accepted({ type: 'TEXT_NUMBER', validation: false, cell: 'a' }),
  ),
  row(
    'D1-COL-063',
    UPDATE,
    'rule 4: type is optional when renaming',
    updateScratch({ type: 'PICKLIST', options: ['a', 'b'] }, { title: 'Renamed' }),
    accepted({ type: 'PICKLIST', title: matching(/^Renamed /), options: ['a', 'b'] }),
  ),
  row(
    'D1-COL-064',
    UPDATE,
    'rule 4: type is optional when moving',
    updateScratch({ type: 'DATE' }, { index: 2 }),
    accepted({ type: 'DATE' }),
  ),
  row(
    'D1-COL-065',
    UPDATE,
    'rule 4: type is required when changing dropdown values',
    updateScratch({ type: 'PICKLIST', options: ['a', 'b'] }, { options: ['a', 'b', 'c'] }),
    refused(400, 1090),
  ),
  row(
    'D1-COL-066',
    UPDATE,
    'rule 4: dropdown values change when type is given',
    updateScratch({ type: 'PICKLIST', options: ['a', 'b'] }, { type: 'PICKLIST', options: ['a', 'b', 'c'] }),
    accepted({ type: 'PICKLIST', options: ['a', 'b', 'c'] }),
  ),
  row(
    'D1-COL-067',
    UPDATE,
    'rule 4: type is required when changing the symbol',
    updateScratch({ type: 'CHECKBOX' }, { symbol: 'STAR' }),
    refused(400, 1090),
  ),
  row(
    'D1-COL-068',
    UPDATE,
    'rule 4: type is required when changing type (TEXT_NUMBER to PICKLIST with options)',
    updateScratch({ type: 'TEXT_NUMBER' }, { type: 'PICKLIST', options: ['x', 'y'] }),
    accepted({ type: 'PICKLIST', options: ['x', 'y'] }),
  ),
];
