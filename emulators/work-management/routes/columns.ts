// Routes POST /sheets/{sheetId}/columns (insert), PUT and DELETE /sheets/{sheetId}/columns/{columnId}:
// Document 1's column types, symbols, system columns and update rules 1-4.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { parseCellValue } from '../../../src/validation/work-cells.js';
import { checkColumnSpec, SPECIAL_GANTT_TYPES, type ColumnSpecInput } from '../../../src/validation/work-columns.js';
import { callerOf } from '../auth.js';
import { parseId } from '../ids.js';
import type { AccessLevel, ColumnType, StoredCell, StoredColumn, StoredSheet, SystemColumnType } from '../model.js';
import { renderColumn } from '../render/cells.js';
import type { WorkManagementStore } from '../store.js';
import { columnInfo } from '../parsing/cell-writer.js';
import { contentState, touchSheet } from '../parsing/content-state.js';

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

/** Rule 3: a type change converts every cell (lenient parsing of its text) and clears validation. */
function convertCells(sheet: StoredSheet, column: StoredColumn): void {
  for (const row of sheet.rows) {
    const old = row.cells[column.index];
    if (!old || old.value === undefined) continue;
    const parsed = parseCellValue(columnInfo(column), old.value, false);
    let cell: StoredCell | undefined;
    if ('errorCode' in parsed || parsed.kind === 'clear') cell = undefined;
    else if (parsed.kind === 'contact') cell = { value: parsed.email, displayValue: old.contacts?.[0]?.name ?? parsed.email, contacts: [{ email: parsed.email, name: old.contacts?.[0]?.name ?? parsed.email }] };
    else if (parsed.kind === 'duration') cell = { value: parsed.value, displayValue: parsed.value, durationDays: parsed.days };
    else if (parsed.kind === 'date' || (parsed.kind === 'boolean' && column.type === 'CHECKBOX')) cell = { value: parsed.value };
    else cell = { value: parsed.value, displayValue: String(parsed.value) };
    row.cells[column.index] = cell;
  }
}

function buildColumn(store: WorkManagementStore, spec: ColumnSpecInput): StoredColumn {
  const type = spec.type as ColumnType;
  const column: StoredColumn = {
    id: contentState(store).ids.next(),
    index: spec.index ?? 0,
    title: String(spec.title),
    type,
    width: spec.width ?? 150,
    validation: spec.validation ?? false,
    version: type === 'MULTI_CONTACT_LIST' ? 1 : type === 'MULTI_PICKLIST' ? 2 : 0,
  };
  if (spec.options) column.options = [...spec.options];
  if (spec.symbol) column.symbol = spec.symbol;
  if (spec.systemColumnType) column.systemColumnType = spec.systemColumnType as SystemColumnType;
  if (spec.systemColumnType === 'AUTO_NUMBER') column.autoNumberFormat = { prefix: '', suffix: '', fill: '', startingNumber: 1, ...(spec.autoNumberFormat ?? {}) };
  if (spec.contactOptions) column.contactOptions = spec.contactOptions.map((c) => ({ email: String(c.email), name: String(c.name ?? c.email) }));
  if (spec.description) column.description = spec.description;
  if (spec.format) column.format = spec.format;
  return column;
}

export function columnRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  const refuse = (problem: { errorCode: number; message: string }) => errors.error(400, problem.errorCode, problem.message);
  const findColumn = (sheet: StoredSheet, param: string | undefined): StoredColumn => {
    const id = parseId(param);
    const column = sheet.columns.find((c) => c.id === id);
    if (!column) throw errors.notFound();
    return column;
  };

  return [
    {
      method: 'POST',
      template: '/sheets/{sheetId}/columns',
      handler: (req) => {
        const sheet = requireAdmin(store, req);
        const specs = (Array.isArray(req.body) ? req.body : req.body && typeof req.body === 'object' ? [req.body] : undefined) as ColumnSpecInput[] | undefined;
        if (!specs || specs.length === 0) throw errors.error(400, 1008, 'Unable to parse request: the body must be a column or an array of columns.');
        const titles = new Set(sheet.columns.map((c) => c.title.toLowerCase()));
        for (const spec of specs) {
          const problem = checkColumnSpec(spec, { inserting: true, columnCount: sheet.columns.length + specs.length - 1 });
          if (problem) throw refuse(problem);
          if (titles.has(String(spec.title).toLowerCase())) throw errors.error(400, 1018, `A column titled "${String(spec.title)}" already exists.`);
          titles.add(String(spec.title).toLowerCase());
        }
        const added = specs.map((spec) => buildColumn(store, spec));
        for (const column of added) {
          const at = Math.min(column.index, sheet.columns.length);
          sheet.columns.splice(at, 0, column);
          for (const row of sheet.rows) row.cells.splice(at, 0, undefined);
          reindex(sheet);
          if (column.systemColumnType) sheet.rows.forEach((row, i) => (row.cells[column.index] = systemValue(column, row, i)));
        }
        touchSheet(sheet);
        return { body: { message: 'SUCCESS', resultCode: 0, result: added.map((c) => renderColumn(c, 2)), version: sheet.version } };
      },
    },
    {
      method: 'PUT',
      template: '/sheets/{sheetId}/columns/{columnId}',
      handler: (req) => {
        const sheet = requireAdmin(store, req);
        const column = findColumn(sheet, req.params.columnId);
        const spec = (req.body ?? {}) as ColumnSpecInput;
        if (typeof spec !== 'object' || Array.isArray(spec)) throw errors.error(400, 1008, 'Unable to parse request: the body must be a column.');
        const problem = checkColumnSpec(spec, {
          inserting: false,
          columnCount: sheet.columns.length - 1,
          existing: { type: column.type, primary: column.primary === true, systemColumnType: column.systemColumnType, dependenciesEnabled: sheet.dependenciesEnabled },
        });
        if (problem) throw refuse(problem);
        if (spec.title !== undefined && sheet.columns.some((c) => c !== column && c.title.toLowerCase() === String(spec.title).toLowerCase())) {
          throw errors.error(400, 1018, `A column titled "${String(spec.title)}" already exists.`);
        }
        const typeChanged = spec.type !== undefined && spec.type !== column.type;
        if (spec.title !== undefined) column.title = String(spec.title);
        if (spec.width !== undefined) column.width = spec.width;
        if (spec.description !== undefined) column.description = spec.description;
        if (spec.format !== undefined) column.format = spec.format;
        if (spec.symbol !== undefined) column.symbol = spec.symbol;
        if (spec.validation !== undefined) column.validation = spec.validation;
        if (spec.options !== undefined) column.options = [...spec.options];
        if (spec.contactOptions !== undefined) column.contactOptions = spec.contactOptions.map((c) => ({ email: String(c.email), name: String(c.name ?? c.email) }));
        if (spec.autoNumberFormat !== undefined && column.systemColumnType === 'AUTO_NUMBER') column.autoNumberFormat = { prefix: '', suffix: '', fill: '', startingNumber: 1, ...spec.autoNumberFormat };
        if (typeChanged) {
          column.type = spec.type as ColumnType;
          column.version = column.type === 'MULTI_CONTACT_LIST' ? 1 : column.type === 'MULTI_PICKLIST' ? 2 : 0;
          if (!['PICKLIST', 'MULTI_PICKLIST'].includes(column.type)) delete column.options;
          if (!['CONTACT_LIST', 'MULTI_CONTACT_LIST'].includes(column.type)) delete column.contactOptions;
          if (spec.symbol === undefined) delete column.symbol;
          column.validation = false;
          convertCells(sheet, column);
        }
        if (spec.index !== undefined && spec.index !== column.index) {
          const from = column.index;
          sheet.columns.splice(from, 1);
          sheet.columns.splice(spec.index, 0, column);
          for (const row of sheet.rows) row.cells.splice(spec.index, 0, row.cells.splice(from, 1)[0]);
          reindex(sheet);
        }
        touchSheet(sheet);
        return { body: { message: 'SUCCESS', resultCode: 0, result: renderColumn(column, 2), version: sheet.version } };
      },
    },
    {
      method: 'DELETE',
      template: '/sheets/{sheetId}/columns/{columnId}',
      handler: (req) => {
        const sheet = requireAdmin(store, req);
        const column = findColumn(sheet, req.params.columnId);
        if (column.primary) throw errors.error(400, 1031, 'The primary column cannot be deleted.');
        if (sheet.dependenciesEnabled && SPECIAL_GANTT_TYPES.has(column.type)) throw errors.error(400, 1031, 'Columns used by dependencies cannot be deleted while dependencies are enabled.');
        sheet.columns.splice(column.index, 1);
        for (const row of sheet.rows) row.cells.splice(column.index, 1);
        reindex(sheet);
        touchSheet(sheet);
        return { body: { message: 'SUCCESS', resultCode: 0, version: sheet.version } };
      },
    },
  ];
}
