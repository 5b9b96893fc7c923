// Routes GET /sheets/{sheetId}/rows/{rowId}, POST /sheets/{sheetId}/rows (add) and PUT
// /sheets/{sheetId}/rows (update): Document 1's cell rules, row locations, partial success.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { EmulatorHttpError } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import { findById, idOf } from '../ids.js';
import type { AccessLevel, StoredCell, StoredColumn, StoredRow, StoredSheet } from '../model.js';
import { QueryReader } from '../request/params.js';
import { projectColumnTags, renderColumn } from '../render/cells.js';
import { renderRow, type SheetRenderOptions } from '../render/sheets.js';
import type { WorkManagementStore } from '../store/store.js';
import { writeCell, type WriteContext } from '../parsing/cell-writer.js';
import type { CellContext, CellInput } from '../rules/cell-rules.js';
import { isRefusal, type Refusal } from '../rules/refusal.js';
import { checkRow, MAX_ROWS_PER_CALL, type CheckedRow, type RowLocation } from '../rules/row-rules.js';
import { contactOf, contentState, renumberRows, touchSheet } from '../parsing/content-state.js';
import { shownValue } from '../request/body.js';

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
export function renderWrittenRow(
  sheet: StoredSheet,
  row: StoredRow,
  options: SheetRenderOptions,
): Record<string, unknown> {
  const out = renderRow(sheet, row, options);
  return { id: out.id, sheetId: sheet.id, ...out };
}

interface Failure {
  index: number;
  rowId?: bigint;
  refusal: Refusal;
}

/** The rows of an add/update body (an object or an array). */
function rowsOf(store: WorkManagementStore, body: unknown): unknown[] {
  const rows = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : undefined;
  if (!rows)
    throw store.errors.error(
      400,
      1008,
      'Unable to parse request. The following error occurred: the body must be a row or an array of rows.',
    );
  if (rows.length === 0)
    throw store.errors.error(400, 1012, 'A required object attribute is missing from your request: rows.');
  if (rows.length > MAX_ROWS_PER_CALL)
    throw store.errors.error(400, 1018, `At most ${MAX_ROWS_PER_CALL} rows may be added or updated in one request.`);
  return rows;
}

/** Moves a row (with its children) or places a new one: top, bottom, first/last child, or next to a sibling. */
function place(sheet: StoredSheet, row: StoredRow, location: RowLocation | undefined, isNew: boolean): void {
  if (!location) return;
  const block: StoredRow[] = [row];
  if (!isNew) {
    const ids = new Set<bigint>([row.id]);
    for (const r of sheet.rows)
      if (r !== row && r.parentId !== undefined && ids.has(r.parentId)) {
        ids.add(r.id);
        block.push(r);
      }
  }
  sheet.rows = sheet.rows.filter((r) => !block.includes(r));
  const endOfSubtree = (id: bigint): number => {
    const inside = new Set<bigint>([id]);
    let last = sheet.rows.findIndex((r) => r.id === id);
    for (let i = last + 1; i < sheet.rows.length; i++) {
      const r = sheet.rows[i]!;
      if (r.parentId !== undefined && inside.has(r.parentId)) {
        inside.add(r.id);
        last = i;
      } else break;
    }
    return last + 1;
  };
  let at: number;
  if (location.siblingId !== undefined) {
    const sibling = sheet.rows.find((r) => r.id === location.siblingId)!;
    if (sibling.parentId !== undefined) row.parentId = sibling.parentId;
    else delete row.parentId;
    at = location.above ? sheet.rows.indexOf(sibling) : endOfSubtree(sibling.id);
  } else if (location.parentId !== undefined) {
    row.parentId = location.parentId;
    at = location.toTop ? sheet.rows.findIndex((r) => r.id === location.parentId) + 1 : endOfSubtree(location.parentId);
  } else {
    delete row.parentId;
    at = location.toTop ? 0 : sheet.rows.length;
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
    const numericDates = query.bool('numericDates');
    const inputs = rowsOf(store, req.body);
    const state = contentState(store);
    const ctx: CellContext = {
      sheet,
      adding,
      // overrideValidation is restricted to sheet admins.
      admin: access === 'OWNER' || access === 'ADMIN',
      numericDates,
      rowIds: new Set(sheet.rows.map((r) => r.id)),
      targetExists: (kind, id) =>
        kind === 'sheet' ? store.sheetsById.has(id) : store.assetsById.get(id)?.kind === kind,
    };
    const writeCtx: WriteContext = { store, caller, sheet };
    const failures: Failure[] = [];
    const plans: Array<{ index: number; checked: CheckedRow; cells: Array<[StoredColumn, StoredCell]> }> = [];
    // Every row is checked and its cells computed before anything is written: without
    // allowPartialSuccess one refused row refuses the whole batch.
    for (const [index, raw] of inputs.entries()) {
      const rowId = adding ? undefined : idOf((raw as { id?: unknown } | null)?.id);
      const fail = (refusal: Refusal) => failures.push({ index, ...(rowId !== undefined ? { rowId } : {}), refusal });
      const checked = checkRow(raw, ctx);
      if (isRefusal(checked)) {
        fail(checked);
        continue;
      }
      const cells: Array<[StoredColumn, StoredCell]> = [];
      let refused: Refusal | undefined;
      for (const cell of checked.cells) {
        const written = writeCell(writeCtx, cell, checked.row?.cells[cell.column.index]);
        if (isRefusal(written)) {
          refused = written;
          break;
        }
        cells.push([cell.column, written]);
      }
      if (refused) fail(refused);
      else plans.push({ index, checked, cells });
    }
    const bodyOf = (f: Failure) => ({
      ...errors.body(f.refusal.errorCode, f.refusal.message),
      detail: { index: f.index, ...(f.rowId !== undefined ? { rowId: f.rowId } : {}) },
    });
    if (failures.length > 0 && !partial) {
      const first = failures[0]!;
      throw new EmulatorHttpError(first.refusal.status, bodyOf(first));
    }
    const at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const by = contactOf(caller);
    const written: StoredRow[] = [];
    const writtenInputs: CellInput[][] = [];
    for (const plan of plans) {
      const { input } = plan.checked;
      const target: StoredRow = plan.checked.row ?? {
        id: state.ids.next(),
        rowNumber: 0,
        expanded: input.expanded === false ? false : true,
        createdAt: at,
        modifiedAt: at,
        createdBy: by,
        modifiedBy: by,
        cells: sheet.columns.map(() => undefined),
      };
      place(sheet, target, plan.checked.location, plan.checked.row === undefined);
      for (const [column, cell] of plan.cells) {
        state.recordHistory(sheet, target, column.id, target.cells[column.index], cell, by, at);
        target.cells[column.index] = cell;
      }
      if (typeof input.expanded === 'boolean') target.expanded = input.expanded;
      target.modifiedAt = at;
      target.modifiedBy = by;
      written.push(target);
      writtenInputs.push(plan.checked.cells.map((c) => c.input));
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
          ...(writtenInputs[i] ?? []).map((cell) => ({
            objectType: 'cell' as const,
            eventType,
            rowId: row.id,
            columnId: String(cell.columnId),
            userId: caller.id,
            ...agent,
          })),
        ];
      }),
    );
    const options = renderOptions(sheet, query, written);
    const result = written.map((row) => renderWrittenRow(sheet, row, options));
    if (failures.length > 0) {
      return {
        body: {
          message: 'PARTIAL_SUCCESS',
          resultCode: 3,
          result,
          version: sheet.version,
          failedItems: failures.map((f) => ({
            index: f.index,
            ...(f.rowId !== undefined ? { rowId: f.rowId } : {}),
            error: errors.body(f.refusal.errorCode, f.refusal.message),
          })),
        },
      };
    }
    return { body: { message: 'SUCCESS', resultCode: 0, result, version: sheet.version } };
  };

  /** POST /sheets/{sheetId}/rows/move|copy: rows go to the bottom of the destination; cells follow columns of the same title. */
  const transfer = (req: EmulatorRequest, move: boolean) => {
    const caller = callerOf(store, req);
    const { sheet, access } = store.requireSheet(caller, req.params.sheetId);
    if (!WRITERS.has(access)) throw errors.forbidden();
    const body = (req.body ?? {}) as { rowIds?: unknown; to?: { sheetId?: unknown } };
    if (!Array.isArray(body.rowIds) || body.rowIds.length === 0)
      throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: rowIds.');
    if (body.to?.sheetId === undefined || body.to.sheetId === null)
      throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: to.sheetId.');
    const target = store.requireSheet(caller, shownValue(body.to.sheetId));
    if (!WRITERS.has(target.access)) throw errors.forbidden();
    const ignoreMissing = new QueryReader(req.query, errors).bool('ignoreRowsNotFound');
    const rows = body.rowIds
      .map((id) => sheet.rows.find((r) => r.id === idOf(id)))
      .filter((r): r is StoredRow => r !== undefined);
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
          const source = sheet.columns.find(
            (c) => c.title === column.title && c.type === column.type && !column.systemColumnType,
          );
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
        const row = findById(
          req.params.rowId,
          (id) => sheet.rows.find((r) => r.id === id),
          () => errors.notFound(),
        );
        const query = new QueryReader(req.query, errors);
        const options = {
          ...renderOptions(sheet, query, [row]),
          excludeNonexistent: query.flags('exclude').has('nonexistentCells'),
        };
        const rendered = renderRow(sheet, row, options);
        const { cells, ...rest } = rendered;
        const out: Record<string, unknown> = {
          ...rest,
          sheetId: sheet.id,
          version: sheet.version,
          accessLevel: access,
          cells,
        };
        if (options.include.has('columns'))
          out.columns = sheet.columns.map((c) => renderColumn(c, options.level, projectColumnTags(sheet)));
        return { body: out };
      },
    },
    { method: 'POST', template: '/sheets/{sheetId}/rows', handler: (req) => write(req, true) },
    { method: 'PUT', template: '/sheets/{sheetId}/rows', handler: (req) => write(req, false) },
  ];
}
