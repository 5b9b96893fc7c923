// Routes GET /sheets, GET /sheets/{sheetId} (row/column selection, paging, include/exclude,
// level, numericDates), GET /sheets/{sheetId}/version and the two column reads.
import type { Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import { findById } from '../ids.js';
import { offsetPage, sheetRowsPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import { projectColumnTags, renderColumn } from '../render/cells.js';
import { renderSheet, renderSheetSummary } from '../render/sheets.js';
import type { WorkManagementStore } from '../store/store.js';

export function sheetRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  return [
    {
      method: 'GET',
      template: '/sheets',
      handler: (req) => {
        const caller = callerOf(store, req);
        const query = new QueryReader(req.query, errors);
        const ownerInfo = query.flags('include').has('ownerInfo');
        const items = store
          .visibleSheets(caller)
          .map((sheet) =>
            renderSheetSummary(sheet, store.sheetAccess(caller, sheet)!, store.usersById.get(sheet.ownerId), ownerInfo),
          );
        return { body: offsetPage(items, query) };
      },
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}',
      handler: (req) => {
        const { sheet, access } = store.requireSheet(callerOf(store, req), req.params.sheetId);
        const query = new QueryReader(req.query, errors);
        const include = query.flags('include');
        const exclude = query.flags('exclude');
        const level = query.int('level', 0, 0);
        const numericDates = query.bool('numericDates');
        const ifVersionAfter = query.has('ifVersionAfter') ? query.int('ifVersionAfter', 0, 0) : undefined;
        if (ifVersionAfter !== undefined && sheet.version <= ifVersionAfter)
          return { body: { version: sheet.version } };

        let rows = sheet.rows;
        const rowIds = query.ids('rowIds');
        if (rowIds) {
          const wanted = new Set(rowIds);
          rows = rows.filter((r) => wanted.has(r.id));
        }
        const rowNumbers = query.ints('rowNumbers');
        if (rowNumbers) {
          const wanted = new Set(rowNumbers);
          rows = rows.filter((r) => wanted.has(r.rowNumber));
        }
        const since = query.string('rowsModifiedSince');
        if (since !== undefined) {
          const sinceMs = Date.parse(since);
          if (Number.isNaN(sinceMs)) throw errors.badParam('rowsModifiedSince', since);
          rows = rows.filter((r) => Date.parse(r.modifiedAt) > sinceMs);
        }
        rows = sheetRowsPage(rows, query);
        let columns = sheet.columns;
        const columnIds = query.ids('columnIds');
        if (columnIds) {
          const wanted = new Set(columnIds);
          columns = columns.filter((c) => wanted.has(c.id));
        }
        const body = renderSheet(
          sheet,
          access,
          store.workspacesById.get(sheet.workspaceId)!,
          store.usersById.get(sheet.ownerId),
          {
            columns,
            rows,
            level,
            include,
            excludeNonexistent: exclude.has('nonexistentCells'),
            numericDates,
          },
        );
        return { body };
      },
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/version',
      handler: (req) => {
        const { sheet } = store.requireSheet(callerOf(store, req), req.params.sheetId);
        return { body: { version: sheet.version } };
      },
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/columns',
      handler: (req) => {
        const { sheet } = store.requireSheet(callerOf(store, req), req.params.sheetId);
        const query = new QueryReader(req.query, errors);
        const level = query.int('level', 0, 0);
        return {
          body: offsetPage(
            sheet.columns.map((c) => renderColumn(c, level, projectColumnTags(sheet))),
            query,
          ),
        };
      },
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/columns/{columnId}',
      handler: (req) => {
        const { sheet } = store.requireSheet(callerOf(store, req), req.params.sheetId);
        const query = new QueryReader(req.query, errors);
        const level = query.int('level', 0, 0);
        const column = findById(
          req.params.columnId,
          (id) => sheet.columns.find((c) => c.id === id),
          () => errors.notFound(),
        );
        return { body: renderColumn(column, level, projectColumnTags(sheet)) };
      },
    },
  ];
}
