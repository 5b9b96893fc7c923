// Document 1's column rules for insert, update and delete: the types the API cannot set (1142),
// DATETIME only for system columns (1089), symbols per type (1058), options (1059, 1060),
// system column types (1079, 1077, 1134), Document 1's Update column rules 1-4 (1057, 1085, 1090), unique titles
// (1056, 1133), column validation per type (1210), and the columns that cannot be deleted (1065, 1098).
import {
  COLUMN_TYPES,
  SYSTEM_COLUMN_TYPES,
  type ColumnType,
  type StoredColumn,
  type StoredSheet,
  type SystemColumnType,
} from '../model.js';
import { refuse, type Refusal } from './refusal.js';

/** Types only the service sets (dependency-enabled project sheets). */
const SERVICE_ONLY_TYPES = new Set<ColumnType>(['ABSTRACT_DATETIME', 'DURATION']);
const SYMBOLS: Partial<Record<ColumnType, readonly string[]>> = {
  CHECKBOX: ['FLAG', 'STAR'],
  PICKLIST: [
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
  ],
};
const OPTION_TYPES = new Set<ColumnType>(['PICKLIST', 'MULTI_PICKLIST']);
const CONTACT_TYPES = new Set<ColumnType>(['CONTACT_LIST', 'MULTI_CONTACT_LIST']);
/** Types that offer column validation (restrict to list values, or to dates). */
const VALIDATION_TYPES = new Set<ColumnType>([
  'PICKLIST',
  'MULTI_PICKLIST',
  'CONTACT_LIST',
  'MULTI_CONTACT_LIST',
  'DATE',
]);

/** A column of an insert or update body, as the client wrote it. */
export interface ColumnSpec {
  title?: unknown;
  type?: unknown;
  index?: unknown;
  primary?: unknown;
  options?: unknown;
  symbol?: unknown;
  systemColumnType?: unknown;
  autoNumberFormat?: unknown;
  contactOptions?: unknown;
  description?: unknown;
  format?: unknown;
  width?: unknown;
  validation?: unknown;
}

const given = (v: unknown): boolean => v !== undefined && v !== null;
const missing = (name: string): Refusal =>
  refuse(1012, `A required object attribute is missing from your request: column.${name}.`);
const invalid = (name: string, value: unknown): Refusal =>
  refuse(1031, `The value ${JSON.stringify(value)} was not valid for the attribute column.${name}.`);

/** Whether the column is one of the dependency settings' columns (Start, End, Duration, Predecessors). */
export function isProjectColumn(sheet: StoredSheet, column: StoredColumn): boolean {
  const p = sheet.dependenciesEnabled ? sheet.projectColumns : undefined;
  return p !== undefined && [p.startDate, p.endDate, p.duration, p.predecessors].includes(column.id);
}

/** Shapes of the attributes both insert and update take. */
function checkShapes(spec: ColumnSpec, columnCount: number): Refusal | undefined {
  if (given(spec.title) && (typeof spec.title !== 'string' || spec.title.trim() === ''))
    return invalid('title', spec.title);
  if (given(spec.type) && !(COLUMN_TYPES as readonly string[]).includes(String(spec.type)))
    return invalid('type', spec.type);
  if (
    given(spec.index) &&
    (typeof spec.index !== 'number' || !Number.isInteger(spec.index) || spec.index < 0 || spec.index > columnCount)
  )
    return invalid('index', spec.index);
  if (given(spec.width) && (typeof spec.width !== 'number' || !Number.isInteger(spec.width) || spec.width < 1))
    return invalid('width', spec.width);
  if (given(spec.options) && (!Array.isArray(spec.options) || spec.options.some((o) => typeof o !== 'string')))
    return invalid('options', spec.options);
  if (
    given(spec.contactOptions) &&
    (!Array.isArray(spec.contactOptions) ||
      spec.contactOptions.some(
        (c) => typeof c !== 'object' || c === null || typeof (c as { email?: unknown }).email !== 'string',
      ))
  )
    return invalid('contactOptions', spec.contactOptions);
  if (given(spec.systemColumnType) && !(String(spec.systemColumnType) in SYSTEM_COLUMN_TYPES))
    return invalid('systemColumnType', spec.systemColumnType);
  if (given(spec.validation) && typeof spec.validation !== 'boolean') return invalid('validation', spec.validation);
  for (const key of ['description', 'format', 'symbol'] as const)
    if (given(spec[key]) && typeof spec[key] !== 'string') return invalid(key, spec[key]);
  return undefined;
}

/**
 * The type rules for a column that will have `type`, `systemColumnType`, `symbol` and options as
 * given (`changing`: the type is new, so the service-only types are refused).
 */
function checkTypeRules(
  spec: ColumnSpec,
  type: ColumnType,
  systemType: SystemColumnType | undefined,
  changing: boolean,
  sheet: StoredSheet,
): Refusal | undefined {
  if (changing && SERVICE_ONLY_TYPES.has(type))
    return refuse(1142, `Column type ${type} is reserved for project sheets and may not be manually set on a column.`);
  if (systemType && SYSTEM_COLUMN_TYPES[systemType] !== type)
    return refuse(1079, `Column type ${type} is not supported for system column type ${systemType}.`);
  if (type === 'DATETIME' && (systemType === undefined || SYSTEM_COLUMN_TYPES[systemType] !== 'DATETIME'))
    return refuse(1089, 'The type specified is only used with System Columns.');
  if (changing && type === 'PREDECESSOR' && !sheet.dependenciesEnabled)
    return refuse(1143, 'To set PREDECESSOR, you must first enable dependencies on the sheet.');
  if (given(spec.symbol) && !(SYMBOLS[type] ?? []).includes(spec.symbol as string))
    return refuse(1058, `Column type of ${type} does not support symbol of type ${String(spec.symbol)}.`);
  if (given(spec.options) && given(spec.symbol))
    return refuse(1059, 'Column options are not allowed when a symbol is specified.');
  if (given(spec.options) && !OPTION_TYPES.has(type))
    return refuse(1060, `Column options are not allowed for column type ${type}.`);
  if (given(spec.contactOptions) && !CONTACT_TYPES.has(type))
    return refuse(1060, `Column options are not allowed for column type ${type}.`);
  if (given(spec.autoNumberFormat) && systemType !== 'AUTO_NUMBER')
    return refuse(1083, 'Auto number formatting cannot be added to a column that is not an AUTO_NUMBER system column.');
  if (spec.validation === true && !VALIDATION_TYPES.has(type))
    return refuse(1210, `Column validation is not supported for column type '${type}'.`);
  return undefined;
}

/** Insert columns: checks every column of the body against the sheet and the other new columns. */
export function checkNewColumns(specs: unknown[], sheet: StoredSheet): Refusal | undefined {
  const titles = new Set<string>();
  const systemTypes = new Set<string>();
  for (const raw of specs) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return refuse(1008, 'Unable to parse request. The following error occurred: a column must be an object.');
    const spec = raw as ColumnSpec;
    for (const name of ['title', 'type', 'index'] as const) if (!given(spec[name])) return missing(name);
    if (given(spec.primary)) return refuse(1032, 'The attribute(s) column.primary are not allowed for this operation.');
    const shape = checkShapes(spec, sheet.columns.length);
    if (shape) return shape;
    const systemType = given(spec.systemColumnType) ? (spec.systemColumnType as SystemColumnType) : undefined;
    const rules = checkTypeRules(spec, spec.type as ColumnType, systemType, true, sheet);
    if (rules) return rules;
    const title = (spec.title as string).toLowerCase();
    if (sheet.columns.some((c) => c.title.toLowerCase() === title))
      return refuse(1056, 'Column titles must be unique.');
    if (titles.has(title)) return refuse(1133, 'Column titles are not unique among input columns.');
    titles.add(title);
    if (systemType) {
      if (sheet.columns.some((c) => c.systemColumnType === systemType))
        return refuse(1077, `Duplicate system column type: ${systemType}.`);
      if (systemTypes.has(systemType)) return refuse(1134, 'Duplicate system column type among input columns.');
      systemTypes.add(systemType);
    }
  }
  return undefined;
}

/** Update column: Document 1's Update column rules 1-4 and the type rules. */
export function checkColumnUpdate(raw: unknown, column: StoredColumn, sheet: StoredSheet): Refusal | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse(1008, 'Unable to parse request. The following error occurred: the body must be a column.');
  const spec = raw as ColumnSpec;
  if (given(spec.primary) && spec.primary !== (column.primary === true))
    return refuse(1032, 'The attribute(s) column.primary are not allowed for this operation.');
  const shape = checkShapes(spec, sheet.columns.length - 1);
  if (shape) return shape;
  // Update column rules, rule 4: type is optional when moving or renaming, required for dropdown values and symbols.
  if (
    !given(spec.type) &&
    (given(spec.options) || given(spec.contactOptions) || given(spec.symbol) || given(spec.systemColumnType))
  ) {
    return refuse(1090, 'Column.type is required when changing symbol, systemColumnType or options.');
  }
  if (given(spec.type)) {
    const type = spec.type as ColumnType;
    const changing = type !== column.type;
    // Update column rules, rule 1: the primary column's type never changes; rule 2: nor the project columns' while dependencies are on.
    if (changing && column.primary) return refuse(1057, 'Primary columns must be of type TEXT_NUMBER.');
    if (changing && isProjectColumn(sheet, column))
      return refuse(1085, "To change this column's type you must first disable Dependencies for this sheet.");
    const systemType =
      spec.systemColumnType === null
        ? undefined
        : given(spec.systemColumnType)
          ? (spec.systemColumnType as SystemColumnType)
          : column.systemColumnType;
    const rules = checkTypeRules(spec, type, systemType, changing, sheet);
    if (rules) return rules;
    if (
      given(spec.systemColumnType) &&
      spec.systemColumnType !== column.systemColumnType &&
      sheet.columns.some((c) => c !== column && c.systemColumnType === spec.systemColumnType)
    ) {
      return refuse(1077, `Duplicate system column type: ${String(spec.systemColumnType)}.`);
    }
  } else {
    if (spec.validation === true && !VALIDATION_TYPES.has(column.type))
      return refuse(1210, `Column validation is not supported for column type '${column.type}'.`);
    if (given(spec.autoNumberFormat) && column.systemColumnType !== 'AUTO_NUMBER')
      return refuse(
        1083,
        'Auto number formatting cannot be added to a column that is not an AUTO_NUMBER system column.',
      );
  }
  if (
    given(spec.title) &&
    sheet.columns.some((c) => c !== column && c.title.toLowerCase() === (spec.title as string).toLowerCase())
  )
    return refuse(1056, 'Column titles must be unique.');
  return undefined;
}

/** Delete column: never the primary column, nor a project column while dependencies are on. */
export function checkColumnDelete(column: StoredColumn, sheet: StoredSheet): Refusal | undefined {
  if (column.primary) return refuse(1065, 'The column specified cannot be deleted.');
  if (isProjectColumn(sheet, column))
    return refuse(1098, 'To delete this column you must first disable Dependencies for this sheet.');
  return undefined;
}
