// Document 1's column rules as pure functions, shared by the gateway and the emulator: the types
// the API may set, symbols per type, system columns, and the update rules 1-4.

export const COLUMN_TYPE_VALUES = ['ABSTRACT_DATETIME', 'CHECKBOX', 'CONTACT_LIST', 'DATE', 'DATETIME', 'DURATION', 'MULTI_CONTACT_LIST', 'MULTI_PICKLIST', 'PICKLIST', 'PREDECESSOR', 'TEXT_NUMBER'];
/** Types the API cannot give a column (Document 1). */
export const API_UNSETTABLE_TYPES = new Set(['ABSTRACT_DATETIME', 'DURATION']);
/** The special calendar and Gantt columns of a dependency-enabled sheet (update rule 2). */
export const SPECIAL_GANTT_TYPES = new Set(['ABSTRACT_DATETIME', 'DURATION', 'PREDECESSOR']);
export const CHECKBOX_SYMBOLS = ['FLAG', 'STAR'];
export const PICKLIST_SYMBOLS = ['ARROWS_3_WAY', 'ARROWS_4_WAY', 'ARROWS_5_WAY', 'DECISION_SHAPES', 'DECISION_SYMBOLS', 'DIRECTIONS_3_WAY', 'DIRECTIONS_4_WAY', 'EFFORT', 'HARVEY_BALLS', 'HEARTS', 'MONEY', 'PAIN', 'PRIORITY', 'PRIORITY_HML', 'PROGRESS', 'RYG', 'RYGB', 'RYGG', 'SIGNAL', 'SKI', 'STAR_RATING', 'VCR', 'WEATHER'];
/** The column type each system column type requires. */
export const SYSTEM_COLUMN_TYPES: Record<string, string> = { AUTO_NUMBER: 'TEXT_NUMBER', CREATED_BY: 'CONTACT_LIST', CREATED_DATE: 'DATETIME', MODIFIED_BY: 'CONTACT_LIST', MODIFIED_DATE: 'DATETIME' };

export interface ColumnSpecInput {
  title?: string;
  type?: string;
  index?: number;
  primary?: boolean;
  options?: string[];
  symbol?: string;
  systemColumnType?: string;
  autoNumberFormat?: { prefix?: string; suffix?: string; fill?: string; startingNumber?: number };
  contactOptions?: Array<{ email?: string; name?: string }>;
  description?: string;
  format?: string;
  width?: number;
  validation?: boolean;
  locked?: boolean;
  hidden?: boolean;
}

export interface ExistingColumn {
  type: string;
  primary: boolean;
  systemColumnType?: string | undefined;
  dependenciesEnabled: boolean;
}

export interface ColumnRuleViolation {
  errorCode: number;
  message: string;
  field: string;
}

const fail = (errorCode: number, message: string, field: string): ColumnRuleViolation => ({ errorCode, message, field });

/**
 * Checks a column to insert (`inserting`) or the changes of an update (`existing` set). `maxIndex`
 * is the largest index the column may take.
 */
export function checkColumnSpec(spec: ColumnSpecInput, options: { inserting: boolean; columnCount: number; existing?: ExistingColumn }): ColumnRuleViolation | null {
  const { inserting, existing } = options;
  if (inserting) {
    if (typeof spec.title !== 'string' || spec.title.trim() === '') return fail(1012, 'Required object attribute(s) are missing from your request: column.title.', 'title');
    if (spec.type === undefined) return fail(1012, 'Required object attribute(s) are missing from your request: column.type.', 'type');
    if (spec.index === undefined) return fail(1012, 'Required object attribute(s) are missing from your request: column.index.', 'index');
    if (spec.primary === true) return fail(1032, 'The attribute(s) column.primary are not allowed for this operation.', 'primary');
  } else if (spec.title !== undefined && (typeof spec.title !== 'string' || spec.title.trim() === '')) {
    return fail(1031, 'The column title cannot be empty.', 'title');
  }
  if (spec.index !== undefined && (!Number.isInteger(spec.index) || spec.index < 0 || spec.index > options.columnCount)) {
    return fail(1031, `column.index must be between 0 and ${options.columnCount}.`, 'index');
  }
  if (spec.type !== undefined && !COLUMN_TYPE_VALUES.includes(spec.type)) return fail(1031, `Unknown column type ${spec.type}.`, 'type');
  const changesType = spec.type !== undefined && (!existing || spec.type !== existing.type);
  // Rule 4: type is required when changing dropdown values (options, contact options).
  if (existing && spec.type === undefined && (spec.options !== undefined || spec.contactOptions !== undefined)) {
    return fail(1012, 'column.type is required when changing the type or the dropdown values of a column.', 'type');
  }
  if (existing && changesType) {
    if (existing.primary) return fail(1031, 'The type of the primary column cannot be changed.', 'type');
    if (existing.dependenciesEnabled && SPECIAL_GANTT_TYPES.has(existing.type)) {
      return fail(1031, 'While dependencies are enabled, the type of the calendar and Gantt columns cannot be changed.', 'type');
    }
    if (existing.systemColumnType) return fail(1031, 'The type of a system column cannot be changed.', 'type');
  }
  if (changesType && API_UNSETTABLE_TYPES.has(spec.type!)) return fail(1031, `The API cannot set a column to type ${spec.type}.`, 'type');
  const type = spec.type ?? existing?.type ?? 'TEXT_NUMBER';
  const system = spec.systemColumnType ?? existing?.systemColumnType;
  if (spec.systemColumnType !== undefined) {
    if (!existing && SYSTEM_COLUMN_TYPES[spec.systemColumnType] === undefined) return fail(1031, `Unknown systemColumnType ${spec.systemColumnType}.`, 'systemColumnType');
    if (existing && spec.systemColumnType !== existing.systemColumnType) return fail(1031, 'The systemColumnType of a column cannot be changed.', 'systemColumnType');
    if (SYSTEM_COLUMN_TYPES[spec.systemColumnType] !== type) return fail(1031, `A ${spec.systemColumnType} column must be of type ${SYSTEM_COLUMN_TYPES[spec.systemColumnType]}.`, 'type');
  }
  if (changesType && type === 'DATETIME' && !(system === 'CREATED_DATE' || system === 'MODIFIED_DATE')) {
    return fail(1031, 'DATETIME is only for CREATED_DATE and MODIFIED_DATE system columns.', 'type');
  }
  if (spec.autoNumberFormat !== undefined && system !== 'AUTO_NUMBER') return fail(1032, 'autoNumberFormat is only allowed on AUTO_NUMBER columns.', 'autoNumberFormat');
  if (spec.symbol !== undefined && spec.symbol !== null) {
    const allowed = type === 'CHECKBOX' ? CHECKBOX_SYMBOLS : type === 'PICKLIST' ? PICKLIST_SYMBOLS : [];
    if (!allowed.includes(spec.symbol)) return fail(1031, `Symbol ${spec.symbol} is not valid for a ${type} column.`, 'symbol');
  }
  if (spec.options !== undefined && !['PICKLIST', 'MULTI_PICKLIST'].includes(type)) return fail(1032, 'options are only allowed on PICKLIST and MULTI_PICKLIST columns.', 'options');
  if (spec.contactOptions !== undefined) {
    if (!['CONTACT_LIST', 'MULTI_CONTACT_LIST'].includes(type)) return fail(1032, 'contactOptions are only allowed on contact columns.', 'contactOptions');
    for (const [i, c] of spec.contactOptions.entries()) {
      if (typeof c?.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email)) return fail(1031, 'Each contact option needs a valid email address.', `contactOptions.${i}.email`);
    }
  }
  if (spec.width !== undefined && (!Number.isInteger(spec.width) || spec.width <= 0)) return fail(1031, 'column.width must be a positive integer.', 'width');
  return null;
}
