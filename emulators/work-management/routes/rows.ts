// Routes GET /sheets/{sheetId}/rows/{rowId}, POST /sheets/{sheetId}/rows (add) and PUT
// /sheets/{sheetId}/rows (update): Document 1's cell rules, row locations, partial success.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { EmulatorHttpError } from '../../kit/http-emulator.js';
import { checkRow, MAX_ROWS_PER_CALL, type RowInput } from '../../../src/validation/work-cells.js';
import { callerOf } from '../auth.js';
import { parseId } from '../ids.js';
import type { AccessLevel, StoredRow, StoredSheet } from '../model.js';
import { QueryReader } from '../params.js';
import { renderColumn } from '../render/cells.js';
import { renderRow, type SheetRenderOptions } from '../render/sheets.js';
import type { WorkManagementStore } from '../store.js';
import { columnInfo, writeCell, type WriteContext } from '../parsing/cell-writer.js';
import { contactOf, contentState, renumberRows, touchSheet } from '../parsing/content-state.js';

const WRITERS = new Set<AccessLevel>(['OWNER', 'ADMIN', 'EDITOR_SHARE', 'EDITOR']);

function renderOptions(sheet: StoredSheet, query: QueryReader, rows: StoredRow[]): SheetRenderOptions {
  return {
    columns: sheet.columns,
    rows,
    level: query.int('level', 0, 0),
    include: query.flags('include'),
    excludeNonexistent: true,
    numericDates: query.bool('numericDates'),
  };
}

/** A row as the write results and Get Row show it (with its sheet id). */
export function renderWrittenRow(sheet: StoredSheet, row: StoredRow, options: SheetRenderOptions): Record<string, unknown> {
  const out = renderRow(sheet, row, options);
  return { id: out.id, sheetId: sheet.id, ...out };
}

interface Failure {
  index: number;
  rowId?: bigint;
  status: number;
  errorCode: number;
  message: string;
}

/** The rows of an add/update body (an object or an array). */
function rowsOf(store: WorkManagementStore, body: unknown): RowInput[] {
  const rows = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : undefined;
  if (!rows) throw store.errors.error(400, 1008, 'Unable to parse request. The following error occurred: the body must be a row or an array of rows.');
  if (rows.length > MAX_ROWS_PER_CALL) throw store.errors.error(400, 1018, `At most ${MAX_ROWS_PER_CALL} rows may be added or updated in one request.`);
  return rows as RowInput[];
}

/** Where a row goes: toTop, toBottom, parentId (first/last child), siblingId (after, or before with above). */
function place(store: WorkManagementStore, sheet: StoredSheet, row: StoredRow, input: RowInput, isNew: boolean): void {
  const hasLocation = input.toTop === true || input.toBottom === true || input.parentId != null || input.siblingId != null;
  if (!isNew && !hasLocation) return;
  const parentId = input.parentId != null ? parseId(String(input.parentId)) : undefined;
  const siblingId = input.siblingId != null ? parseId(String(input.siblingId)) : undefined;
  if (input.parentId != null && (parentId === undefined || !sheet.rows.some((r) => r.id === parentId))) throw store.errors.error(400, 1018, `The parentId ${String(input.parentId)} is not a row of the sheet.`);
  if (input.siblingId != null && (siblingId === undefined || !sheet.rows.some((r) => r.id === siblingId))) throw store.errors.error(400, 1018, `The siblingId ${String(input.siblingId)} is not a row of the sheet.`);
  if (parentId === row.id || siblingId === row.id) throw store.errors.error(400, 1018, 'A row cannot be placed relative to itself.');
  // Take the row (and its descendants) out, then insert at the new place.
  const block: StoredRow[] = [];
  const ids = new Set<bigint>([row.id]);
  for (const r of sheet.rows) if (r === row || (r.parentId !== undefined && ids.has(r.parentId))) (ids.add(r.id), block.push(r));
  if (isNew) block.splice(0, block.length, row);
  sheet.rows = sheet.rows.filter((r) => !block.includes(r));
  const endOfSubtree = (id: bigint): number => {
    const inside = new Set<bigint>([id]);
    let last = sheet.rows.findIndex((r) => r.id === id);
    for (let i = last + 1; i < sheet.rows.length; i++) {
      const r = sheet.rows[i]!;
      if (r.parentId !== undefined && inside.has(r.parentId)) (inside.add(r.id), (last = i));
      else break;
    }
    return last + 1;
  };
  let at: number;
  if (siblingId !== undefined) {
    const sibling = sheet.rows.find((r) => r.id === siblingId)!;
    if (sibling.parentId !== undefined) row.parentId = sibling.parentId;
    else delete row.parentId;
    at = input.above === true ? sheet.rows.indexOf(sibling) : endOfSubtree(siblingId);
  } else if (parentId !== undefined) {
    row.parentId = parentId;
    at = input.toTop === true ? sheet.rows.findIndex((r) => r.id === parentId) + 1 : endOfSubtree(parentId);
  } else {
    delete row.parentId;
    at = input.toTop === true ? 0 : sheet.rows.length;
  }
  sheet.rows.splice(at, 0, ...block);
}

export function rowRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;

  const write = (req: EmulatorRequest, adding: boolean) => {
    const caller = callerOf(store, req);
    const { sheet, access } = store.requireSheet(caller, req.params.sheetId);
    if (!WRITERS.has(access)) throw errors.forbidden();
    const query = new QueryReader(req.query, errors);
    const partial = query.bool('allowPartialSuccess');
    const inputs = rowsOf(store, req.body);
    const columns = new Map(sheet.columns.map((c) => [String(c.id), columnInfo(c)]));
    const state = contentState(store);
    const numericDates = query.bool('numericDates');
    const ctx: WriteContext = { store, caller, sheet, numericDates };
    // overrideValidation is restricted to sheet admins.
    const admin = access === 'OWNER' || access === 'ADMIN';
    const failures: Failure[] = [];
    const plans: Array<{ index: number; input: RowInput; row?: StoredRow }> = [];
    // Validate every row first: without allowPartialSuccess one failure refuses the whole batch.
    for (const [index, input] of inputs.entries()) {
      const rowId = adding ? undefined : parseId(input.id == null ? undefined : String(input.id));
      const fail = (status: number, errorCode: number, message: string) => failures.push({ index, ...(rowId !== undefined ? { rowId } : {}), status, errorCode, message });
      if (!adding && input.id == null) {
        fail(400, 1012, 'Required object attribute(s) are missing from your request: row.id.');
        continue;
      }
      if (!admin && (input.cells ?? []).some((c) => c.overrideValidation === true)) {
        fail(403, 1004, 'You are not authorized to perform this action: overrideValidation is for sheet admins.');
        continue;
      }
      const problem = checkRow(input, columns, adding, numericDates);
      if (problem) {
        fail(400, problem.errorCode, problem.message);
        continue;
      }
      const row = adding ? undefined : sheet.rows.find((r) => r.id === rowId);
      if (!adding && !row) {
        fail(404, 1006, 'Not Found');
        continue;
      }
      const locked = (input.cells ?? []).find((c) => {
        const column = sheet.columns.find((col) => String(col.id) === String(c.columnId))!;
        return column.type === 'ABSTRACT_DATETIME' && sheet.dependenciesEnabled && column.title === 'Finish';
      });
      if (locked) {
        fail(400, 1031, 'The End Date column of a dependency-enabled sheet cannot be updated through the API.');
        continue;
      }
      plans.push({ index, input, ...(row ? { row } : {}) });
    }
    const bodyOf = (f: Failure) => ({ ...errors.body(f.errorCode, f.message), detail: { index: f.index, ...(f.rowId !== undefined ? { rowId: f.rowId } : {}) } });
    if (failures.length > 0 && !partial) {
      const first = failures[0]!;
      throw new EmulatorHttpError(first.status, bodyOf(first));
    }
    // Apply, cell by cell; a cell that fails here (bad link target, unknown predecessor) fails its row.
    const at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const by = contactOf(caller);
    const written: StoredRow[] = [];
    const writtenInputs: RowInput[] = [];
    for (const plan of plans) {
      const target: StoredRow = plan.row ?? {
        id: state.ids.next(),
        rowNumber: 0,
        expanded: plan.input.expanded ?? true,
        createdAt: at,
        modifiedAt: at,
        createdBy: by,
        modifiedBy: by,
        cells: sheet.columns.map(() => undefined),
      };
      let cells: Array<[number, ReturnType<typeof writeCell>]>;
      try {
        cells = (plan.input.cells ?? []).map((input) => {
          const column = sheet.columns.find((c) => String(c.id) === String(input.columnId))!;
          return [column.index, writeCell(ctx, column, input, target.cells[column.index])];
        });
        place(store, sheet, target, plan.input, plan.row === undefined);
      } catch (error) {
        if (!(error instanceof EmulatorHttpError)) throw error;
        const body = error.body as { errorCode: number; message: string };
        const failure: Failure = { index: plan.index, ...(plan.row ? { rowId: plan.row.id } : {}), status: error.status, errorCode: body.errorCode, message: body.message };
        if (!partial) throw new EmulatorHttpError(error.status, bodyOf(failure));
        failures.push(failure);
        continue;
      }
      for (const [index, cell] of cells) {
        state.recordHistory(sheet, target, sheet.columns[index]!.id, target.cells[index], cell, by, at);
        target.cells[index] = cell;
      }
      if (plan.input.expanded != null) target.expanded = plan.input.expanded;
      target.modifiedAt = at;
      target.modifiedBy = by;
      written.push(target);
      writtenInputs.push(plan.input);
    }
    renumberRows(sheet);
    if (written.length > 0) touchSheet(sheet);
    // Sheet webhooks hear of every row written, and of each cell changed in it.
    const changeAgent = req.headers['smartsheet-change-agent'];
    store.webhookDelivery.sheetChanged(
      sheet.id,
      written.flatMap((row, i) => {
        const agent = changeAgent ? { changeAgent: String(changeAgent) } : {};
        const eventType = adding ? 'created' : 'updated';
        return [
          { objectType: 'row' as const, eventType, id: row.id, userId: caller.id, ...agent },
          ...(writtenInputs[i]?.cells ?? []).map((cell) => ({ objectType: 'cell' as const, eventType, rowId: row.id, columnId: String(cell.columnId), userId: caller.id, ...agent })),
        ];
      }),
    );
    const options = renderOptions(sheet, query, written);
    const result = written.map((row) => renderWrittenRow(sheet, row, options));
    if (failures.length > 0) {
      failures.sort((a, b) => a.index - b.index);
      return { body: { message: 'PARTIAL_SUCCESS', resultCode: 3, result, version: sheet.version, failedItems: failures.map((f) => ({ index: f.index, ...(f.rowId !== undefined ? { rowId: f.rowId } : {}), error: errors.body(f.errorCode, f.message) })) } };
    }
    return { body: { message: 'SUCCESS', resultCode: 0, result, version: sheet.version } };
  };

  /** POST /sheets/{sheetId}/rows/move|copy: rows go to the bottom of the destination; cells follow columns of the same title. */
  const transfer = (req: EmulatorRequest, move: boolean) => {
    const caller = callerOf(store, req);
    const { sheet, access } = store.requireSheet(caller, req.params.sheetId);
    if (!WRITERS.has(access)) throw errors.forbidden();
    const body = (req.body ?? {}) as { rowIds?: unknown; to?: { sheetId?: unknown } };
    if (!Array.isArray(body.rowIds) || body.rowIds.length === 0) throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: rowIds.');
    if (body.to?.sheetId === undefined || body.to.sheetId === null) throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: to.sheetId.');
    const target = store.requireSheet(caller, String(body.to.sheetId));
    if (!WRITERS.has(target.access)) throw errors.forbidden();
    const ignoreMissing = new QueryReader(req.query, errors).bool('ignoreRowsNotFound');
    const rows = body.rowIds.map((id) => sheet.rows.find((r) => r.id === parseId(String(id)))).filter((r): r is StoredRow => r !== undefined);
    if (rows.length !== body.rowIds.length && !ignoreMissing) throw errors.notFound();
    const state = contentState(store);
    const at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const mappings = rows.map((row) => {
      const copy: StoredRow = {
        ...row,
        id: state.ids.next(),
        createdAt: at,
        modifiedAt: at,
        cells: target.sheet.columns.map((column) => {
          const source = sheet.columns.find((c) => c.title === column.title && c.type === column.type && !column.systemColumnType);
          const cell = source ? row.cells[source.index] : undefined;
          return cell ? { ...cell } : undefined;
        }),
      };
      delete copy.parentId;
      target.sheet.rows.push(copy);
      return { from: row.id, to: copy.id };
    });
    if (move) sheet.rows = sheet.rows.filter((r) => !rows.includes(r));
    for (const s of move ? [sheet, target.sheet] : [target.sheet]) {
      renumberRows(s);
      touchSheet(s);
    }
    return { body: { destinationSheetId: target.sheet.id, rowMappings: mappings } };
  };

  return [
    { method: 'POST', template: '/sheets/{sheetId}/rows/move', handler: (req) => transfer(req, true) },
    { method: 'POST', template: '/sheets/{sheetId}/rows/copy', handler: (req) => transfer(req, false) },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/rows/{rowId}',
      handler: (req) => {
        const { sheet, access } = store.requireSheet(callerOf(store, req), req.params.sheetId);
        const id = parseId(req.params.rowId);
        const row = sheet.rows.find((r) => r.id === id);
        if (!row) throw errors.notFound();
        const query = new QueryReader(req.query, errors);
        const options = { ...renderOptions(sheet, query, [row]), excludeNonexistent: query.flags('exclude').has('nonexistentCells') };
        const rendered = renderRow(sheet, row, options);
        const { cells, ...rest } = rendered;
        const out: Record<string, unknown> = { ...rest, sheetId: sheet.id, version: sheet.version, accessLevel: access, cells };
        if (options.include.has('columns')) out.columns = sheet.columns.map((c) => renderColumn(c, options.level));
        return { body: out };
      },
    },
    { method: 'POST', template: '/sheets/{sheetId}/rows', handler: (req) => write(req, true) },
    { method: 'PUT', template: '/sheets/{sheetId}/rows', handler: (req) => write(req, false) },
  ];
}
