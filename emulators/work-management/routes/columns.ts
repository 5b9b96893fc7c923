// Routes POST /sheets/{sheetId}/columns (insert), PUT and DELETE /sheets/{sheetId}/columns/{columnId}:
// Document 1's column types, symbols, system columns and Update column rules 1-4.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import { findById } from '../ids.js';
import type {
  AccessLevel,
  ColumnType,
  Contact,
  StoredCell,
  StoredColumn,
  StoredSheet,
  SystemColumnType,
} from '../model.js';
import { projectColumnTags, renderColumn } from '../render/cells.js';
import type { WorkManagementStore } from '../store/store.js';
import { contentState, touchSheet } from '../parsing/content-state.js';
import { parseCellValue } from '../rules/cell-parsing.js';
import { checkColumnDelete, checkColumnUpdate, checkNewColumns, type ColumnSpec } from '../rules/column-rules.js';
import { displayNumber, withNumberFormat } from '../rules/number-format.js';
import { isRefusal, type Refusal } from '../rules/refusal.js';

const ADMINS = new Set<AccessLevel>(['OWNER', 'ADMIN']);

function requireAdmin(store: WorkManagementStore, req: EmulatorRequest): StoredSheet {
  const { sheet, access } = store.requireSheet(callerOf(store, req), req.params.sheetId);
  if (!ADMINS.has(access)) throw store.errors.forbidden();
  return sheet;
}

function reindex(sheet: StoredSheet): void {
  sheet.columns.forEach((c, i) => (c.index = i));
}

/** The value a system column holds for a row. */
function systemValue(column: StoredColumn, row: StoredSheet['rows'][number], position: number): StoredCell | undefined {
  switch (column.systemColumnType) {
    case 'AUTO_NUMBER': {
      const f = column.autoNumberFormat ?? { prefix: '', suffix: '', fill: '', startingNumber: 1 };
      const text = `${f.prefix}${String(f.startingNumber + position).padStart(f.fill.length, '0')}${f.suffix}`;
      return { value: text, displayValue: text };
    }
    case 'CREATED_DATE':
      return { value: row.createdAt };
    case 'MODIFIED_DATE':
      return { value: row.modifiedAt };
    case 'CREATED_BY':
      return { value: row.createdBy.email, displayValue: row.createdBy.name, contacts: [row.createdBy] };
    case 'MODIFIED_BY':
      return { value: row.modifiedBy.email, displayValue: row.modifiedBy.name, contacts: [row.modifiedBy] };
    default:
      return undefined;
  }
}

/** Document 1, Update column rules, rule 3: a type change converts every cell (lenient parsing of its text) and clears validation. */
function convertCells(sheet: StoredSheet, column: StoredColumn): void {
  for (const row of sheet.rows) {
    const old = row.cells[column.index];
    if (!old || old.value === undefined) continue;
    const parsed = parseCellValue(column, old.value, { strict: false, numericDates: false });
    let cell: StoredCell | undefined;
    if (isRefusal(parsed) || parsed.kind === 'clear') cell = undefined;
    else if (parsed.kind === 'contact') {
      const name = old.contacts?.[0]?.name ?? parsed.email;
      cell = { value: parsed.email, displayValue: name, contacts: [{ email: parsed.email, name }] };
    } else if (parsed.kind === 'duration')
      cell = { value: parsed.text, displayValue: parsed.text, durationDays: parsed.days };
    else if (parsed.kind === 'date' || (parsed.kind === 'boolean' && column.type === 'CHECKBOX'))
      cell = { value: parsed.value };
    else if (parsed.kind === 'text') cell = { value: parsed.text, displayValue: parsed.text };
    else if (parsed.kind === 'number') {
      const format = parsed.format ? withNumberFormat(old.format, parsed.format) : old.format;
      cell = { value: parsed.value, displayValue: displayNumber(parsed.value, format), ...(format ? { format } : {}) };
    } else cell = { value: parsed.value, displayValue: String(parsed.value) };
    row.cells[column.index] = cell;
  }
}

function buildColumn(store: WorkManagementStore, spec: ColumnSpec): StoredColumn {
  const type = spec.type as ColumnType;
  const column: StoredColumn = {
    id: contentState(store).ids.next(),
    index: spec.index as number,
    title: String(spec.title),
    type,
    width: (spec.width as number | undefined) ?? 150,
    validation: spec.validation === true,
    version: type === 'MULTI_CONTACT_LIST' ? 1 : type === 'MULTI_PICKLIST' ? 2 : 0,
  };
  if (Array.isArray(spec.options)) column.options = [...(spec.options as string[])];
  if (typeof spec.symbol === 'string') column.symbol = spec.symbol;
  if (spec.systemColumnType) column.systemColumnType = spec.systemColumnType as SystemColumnType;
  if (spec.systemColumnType === 'AUTO_NUMBER') column.autoNumberFormat = autoNumberFormat(spec.autoNumberFormat);
  if (Array.isArray(spec.contactOptions)) column.contactOptions = contactOptions(spec.contactOptions);
  if (typeof spec.description === 'string' && spec.description) column.description = spec.description;
  if (typeof spec.format === 'string' && spec.format) column.format = spec.format;
  return column;
}

const autoNumberFormat = (given: unknown): NonNullable<StoredColumn['autoNumberFormat']> => ({
  prefix: '',
  suffix: '',
  fill: '',
  startingNumber: 1,
  ...(typeof given === 'object' && given !== null ? given : {}),
});
const contactOptions = (given: unknown[]): Contact[] =>
  given.map((c) => {
    const contact = c as { email: string; name?: unknown };
    return {
      email: contact.email,
      name: typeof contact.name === 'string' && contact.name ? contact.name : contact.email,
    };
  });

export function columnRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  const refuse = (refusal: Refusal) => errors.error(refusal.status, refusal.errorCode, refusal.message);
  const findColumn = (sheet: StoredSheet, param: string | undefined): StoredColumn =>
    findById(
      param,
      (id) => sheet.columns.find((c) => c.id === id),
      () => errors.notFound(),
    );

  return [
    {
      method: 'POST',
      template: '/sheets/{sheetId}/columns',
      handler: (req) => {
        const sheet = requireAdmin(store, req);
        const specs = Array.isArray(req.body)
          ? (req.body as unknown[])
          : req.body && typeof req.body === 'object'
            ? [req.body]
            : undefined;
        if (!specs)
          throw errors.error(
            400,
            1008,
            'Unable to parse request. The following error occurred: the body must be a column or an array of columns.',
          );
        if (specs.length === 0)
          throw errors.error(400, 1012, 'A required object attribute is missing from your request: columns.');
        const problem = checkNewColumns(specs, sheet);
        if (problem) throw refuse(problem);
        const added = (specs as ColumnSpec[]).map((spec) => buildColumn(store, spec));
        for (const column of added) {
          const at = Math.min(column.index, sheet.columns.length);
          sheet.columns.splice(at, 0, column);
          for (const row of sheet.rows) row.cells.splice(at, 0, undefined);
          reindex(sheet);
          if (column.systemColumnType)
            sheet.rows.forEach((row, i) => (row.cells[column.index] = systemValue(column, row, i)));
        }
        touchSheet(sheet);
        return {
          body: {
            message: 'SUCCESS',
            resultCode: 0,
            result: added.map((c) => renderColumn(c, 2, projectColumnTags(sheet))),
            version: sheet.version,
          },
        };
      },
    },
    {
      method: 'PUT',
      template: '/sheets/{sheetId}/columns/{columnId}',
      handler: (req) => {
        const sheet = requireAdmin(store, req);
        const column = findColumn(sheet, req.params.columnId);
        const problem = checkColumnUpdate(req.body ?? {}, column, sheet);
        if (problem) throw refuse(problem);
        const spec = (req.body ?? {}) as ColumnSpec;
        const typeChanged = spec.type !== undefined && spec.type !== null && spec.type !== column.type;
        if (typeof spec.title === 'string') column.title = spec.title;
        if (typeof spec.width === 'number') column.width = spec.width;
        if (typeof spec.description === 'string') column.description = spec.description;
        if (typeof spec.format === 'string') column.format = spec.format;
        if (typeof spec.symbol === 'string') column.symbol = spec.symbol;
        if (Array.isArray(spec.options)) column.options = [...(spec.options as string[])];
        if (Array.isArray(spec.contactOptions)) column.contactOptions = contactOptions(spec.contactOptions);
        if (spec.systemColumnType === null) {
          delete column.systemColumnType;
          delete column.autoNumberFormat;
        } else if (typeof spec.systemColumnType === 'string')
          column.systemColumnType = spec.systemColumnType as SystemColumnType;
        if (spec.autoNumberFormat !== undefined && column.systemColumnType === 'AUTO_NUMBER')
          column.autoNumberFormat = autoNumberFormat(spec.autoNumberFormat);
        if (typeChanged) {
          column.type = spec.type as ColumnType;
          column.version = column.type === 'MULTI_CONTACT_LIST' ? 1 : column.type === 'MULTI_PICKLIST' ? 2 : 0;
          if (!['PICKLIST', 'MULTI_PICKLIST'].includes(column.type)) delete column.options;
          if (!['CONTACT_LIST', 'MULTI_CONTACT_LIST'].includes(column.type)) delete column.contactOptions;
          if (typeof spec.symbol !== 'string') delete column.symbol;
          // Update column rules, rule 3: the type change clears validation (unless this update sets it again).
          column.validation = false;
          convertCells(sheet, column);
        }
        if (typeof spec.validation === 'boolean') column.validation = spec.validation;
        if (typeof spec.index === 'number' && spec.index !== column.index) {
          const from = column.index;
          sheet.columns.splice(from, 1);
          sheet.columns.splice(spec.index, 0, column);
          for (const row of sheet.rows) row.cells.splice(spec.index, 0, row.cells.splice(from, 1)[0]);
          reindex(sheet);
        }
        touchSheet(sheet);
        return {
          body: {
            message: 'SUCCESS',
            resultCode: 0,
            result: renderColumn(column, 2, projectColumnTags(sheet)),
            version: sheet.version,
          },
        };
      },
    },
    {
      method: 'DELETE',
      template: '/sheets/{sheetId}/columns/{columnId}',
      handler: (req) => {
        const sheet = requireAdmin(store, req);
        const column = findColumn(sheet, req.params.columnId);
        const problem = checkColumnDelete(column, sheet);
        if (problem) throw refuse(problem);
        sheet.columns.splice(column.index, 1);
        for (const row of sheet.rows) row.cells.splice(column.index, 1);
        reindex(sheet);
        touchSheet(sheet);
        return { body: { message: 'SUCCESS', resultCode: 0, version: sheet.version } };
      },
    },
  ];
}
