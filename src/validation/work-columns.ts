// Document 1's column rules as pure functions, which the gateway checks before sending: the types the
// API may set, symbols per type, system columns, and Document 1's Update column rules 1-4, each
// with the vendor's code. The values are the schema's enums.
import { ColumnSymbol, ColumnType, SystemColumnType } from '../generated/resolvers-types.js';

const COLUMN_TYPE_VALUES: readonly string[] = Object.values(ColumnType);
/** Types the API cannot give a column (Document 1). */
export const API_UNSETTABLE_TYPES: ReadonlySet<string> = new Set([ColumnType.AbstractDatetime, ColumnType.Duration]);
/** The special calendar and Gantt columns of a dependency-enabled sheet (Document 1, Update column rules, rule 2). */
export const SPECIAL_GANTT_TYPES: ReadonlySet<string> = new Set([
  ColumnType.AbstractDatetime,
  ColumnType.Duration,
  ColumnType.Predecessor,
]);
const CHECKBOX_SYMBOLS: readonly string[] = [ColumnSymbol.Flag, ColumnSymbol.Star];
/** Every other symbol of the schema is a dropdown (PICKLIST) symbol. */
const PICKLIST_SYMBOLS: readonly string[] = Object.values(ColumnSymbol).filter(
  (symbol) => !CHECKBOX_SYMBOLS.includes(symbol),
);
/** Types that take dropdown values (`options`), and those that take contact options. */
const OPTION_TYPES: ReadonlySet<string> = new Set([ColumnType.Picklist, ColumnType.MultiPicklist]);
const CONTACT_OPTION_TYPES: ReadonlySet<string> = new Set([ColumnType.ContactList, ColumnType.MultiContactList]);
/** Types that have column validation. */
const VALIDATION_TYPES: ReadonlySet<string> = new Set([
  ColumnType.Picklist,
  ColumnType.MultiPicklist,
  ColumnType.ContactList,
  ColumnType.MultiContactList,
  ColumnType.Date,
]);
/** The column type each system column type requires. */
const SYSTEM_COLUMN_TYPES: Readonly<Record<string, string>> = {
  [SystemColumnType.AutoNumber]: ColumnType.TextNumber,
  [SystemColumnType.CreatedBy]: ColumnType.ContactList,
  [SystemColumnType.CreatedDate]: ColumnType.Datetime,
  [SystemColumnType.ModifiedBy]: ColumnType.ContactList,
  [SystemColumnType.ModifiedDate]: ColumnType.Datetime,
};

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

const fail = (errorCode: number, message: string, field: string): ColumnRuleViolation => ({
  errorCode,
  message,
  field,
});

type ColumnCheckOptions = {
  inserting: boolean;
  columnCount: number;
  existing?: ExistingColumn;
  dependenciesEnabled?: boolean;
};

/**
 * Checks a column to insert (`inserting`) or the changes of an update (`existing` set), in the order
 * the service checks them. `columnCount` bounds the index; `dependenciesEnabled` is the sheet's.
 */
export function checkColumnSpec(spec: ColumnSpecInput, options: ColumnCheckOptions): ColumnRuleViolation | null {
  const { existing } = options;
  const changesType = spec.type !== undefined && (!existing || spec.type !== existing.type);
  const type = spec.type ?? existing?.type ?? 'TEXT_NUMBER';
  const system = spec.systemColumnType ?? existing?.systemColumnType;
  return (
    checkRequired(spec, options.inserting) ??
    checkAttributeShapes(spec, options.columnCount) ??
    checkTypeChange(spec, existing, changesType) ??
    checkTypeFit(type, system, changesType, options) ??
    checkTypeAttributes(spec, type, system)
  );
}

/** An insert names a title, a type and an index, and is never primary; an update keeps a title. */
function checkRequired(spec: ColumnSpecInput, inserting: boolean): ColumnRuleViolation | null {
  if (inserting) {
    if (typeof spec.title !== 'string' || spec.title.trim() === '')
      return fail(1012, 'Required object attribute(s) are missing from your request: column.title.', 'title');
    if (spec.type === undefined)
      return fail(1012, 'Required object attribute(s) are missing from your request: column.type.', 'type');
    if (spec.index === undefined)
      return fail(1012, 'Required object attribute(s) are missing from your request: column.index.', 'index');
    if (spec.primary === true)
      return fail(1032, 'The attribute(s) column.primary are not allowed for this operation.', 'primary');
  } else if (spec.title !== undefined && (typeof spec.title !== 'string' || spec.title.trim() === '')) {
    return fail(1031, 'The column title cannot be empty.', 'title');
  }
  return null;
}

/** Each attribute given has its documented form: index in range, known types, positive width, contact emails. */
function checkAttributeShapes(spec: ColumnSpecInput, columnCount: number): ColumnRuleViolation | null {
  if (spec.index !== undefined && (!Number.isInteger(spec.index) || spec.index < 0 || spec.index > columnCount)) {
    return fail(1031, `column.index must be between 0 and ${columnCount}.`, 'index');
  }
  if (spec.type !== undefined && !COLUMN_TYPE_VALUES.includes(spec.type))
    return fail(1031, `Unknown column type ${spec.type}.`, 'type');
  if (spec.systemColumnType !== undefined && SYSTEM_COLUMN_TYPES[spec.systemColumnType] === undefined)
    return fail(1031, `Unknown systemColumnType ${spec.systemColumnType}.`, 'systemColumnType');
  if (spec.width !== undefined && (!Number.isInteger(spec.width) || spec.width <= 0))
    return fail(1031, 'column.width must be a positive integer.', 'width');
  for (const [i, c] of (spec.contactOptions ?? []).entries()) {
    if (typeof c?.email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email))
      return fail(1031, 'Each contact option needs a valid email address.', `contactOptions.${i}.email`);
  }
  return null;
}

/** Document 1, Update column rules 1, 2 and 4, and the types only project sheets set (1142). */
function checkTypeChange(
  spec: ColumnSpecInput,
  existing: ExistingColumn | undefined,
  changesType: boolean,
): ColumnRuleViolation | null {
  // Rule 4: type is required when changing dropdown values, symbols or the system type.
  if (existing && spec.type === undefined) {
    const needsType = (['options', 'contactOptions', 'symbol', 'systemColumnType'] as const).find(
      (k) => spec[k] !== undefined,
    );
    if (needsType)
      return fail(1090, 'Column.type is required when changing symbol, systemColumnType or options.', 'type');
  }
  if (existing && changesType) {
    // Rules 1 and 2.
    if (existing.primary)
      return fail(
        1057,
        'Primary columns must be of type TEXT_NUMBER: the type of the primary column cannot be changed.',
        'type',
      );
    if (existing.dependenciesEnabled && SPECIAL_GANTT_TYPES.has(existing.type)) {
      return fail(1085, "To change this column's type you must first disable Dependencies for this sheet.", 'type');
    }
  }
  if (changesType && spec.type !== undefined && API_UNSETTABLE_TYPES.has(spec.type))
    return fail(
      1142,
      `Column type ${spec.type} is reserved for project sheets and may not be manually set on a column.`,
      'type',
    );
  return null;
}

/** The resulting type fits the system column type, DATETIME is a system type's, PREDECESSOR needs dependencies. */
function checkTypeFit(
  type: string,
  system: string | undefined,
  changesType: boolean,
  options: ColumnCheckOptions,
): ColumnRuleViolation | null {
  if (system !== undefined && SYSTEM_COLUMN_TYPES[system] !== undefined && SYSTEM_COLUMN_TYPES[system] !== type) {
    return fail(1079, `Column type ${type} is not supported for system column type ${system}.`, 'type');
  }
  if (changesType && type === 'DATETIME' && !(system === 'CREATED_DATE' || system === 'MODIFIED_DATE')) {
    return fail(
      1089,
      'The type specified is only used with System Columns: DATETIME is only for CREATED_DATE and MODIFIED_DATE.',
      'type',
    );
  }
  const existing = options.existing;
  if (
    changesType &&
    type === 'PREDECESSOR' &&
    (existing ? !existing.dependenciesEnabled : options.dependenciesEnabled === false)
  ) {
    return fail(1143, 'To set a PREDECESSOR column, you must first enable dependencies on the sheet.', 'type');
  }
  return null;
}

/** Symbols, options, contact options, auto-numbering and validation only on the types that take them. */
function checkTypeAttributes(
  spec: ColumnSpecInput,
  type: string,
  system: string | undefined,
): ColumnRuleViolation | null {
  if (spec.symbol !== undefined && spec.symbol !== null) {
    const allowed = type === 'CHECKBOX' ? CHECKBOX_SYMBOLS : type === 'PICKLIST' ? PICKLIST_SYMBOLS : [];
    if (!allowed.includes(spec.symbol))
      return fail(1058, `Column type of ${type} does not support symbol of type ${spec.symbol}.`, 'symbol');
    if (spec.options !== undefined)
      return fail(1059, 'Column options are not allowed when a symbol is specified.', 'options');
  }
  if (spec.options !== undefined && !OPTION_TYPES.has(type))
    return fail(1060, `Column options are not allowed for column type ${type}.`, 'options');
  if (spec.contactOptions !== undefined && !CONTACT_OPTION_TYPES.has(type))
    return fail(1060, `Contact options are not allowed for column type ${type}.`, 'contactOptions');
  if (spec.autoNumberFormat !== undefined && system !== 'AUTO_NUMBER')
    return fail(
      1083,
      `Auto number formatting cannot be added to a column of type ${system ?? type}.`,
      'autoNumberFormat',
    );
  if (spec.validation === true && !VALIDATION_TYPES.has(type))
    return fail(1210, `Column validation is not supported for column type '${type}'.`, 'validation');
  return null;
}
