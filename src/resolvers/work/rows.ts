// Resolvers of rows in the sheet-content area: one row (`Sheet.row`, through the rows loader), and the
// addRows/updateRows mutations, which check every cell rule the gateway can know before anything is sent.
import type { GraphQLResolveInfo } from 'graphql';
import { rowKey } from '../../composite-keys.js';
import type { GatewayContext } from '../../context.js';
import type { WmResult } from '../../datasources/work-management/sheet-content-api.js';
import type { WmRow, WmSheet } from '../../datasources/work-management/types.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { forbidden } from '../../graphql-errors.js';
import type { RowModel } from '../../models.js';
import { readChildId } from '../../relay/global-id.js';
import { upstreamRows } from '../../validation/work-cells-input.js';
import { selectsPath } from '../selection.js';
import { withMutationUserErrors, type UserErrorCode, type UserErrorValue } from '../user-errors.js';
import { referenceTo } from './references.js';
import { sheetAfterWrite, sheetForWrite } from './sheet-writes.js';

/** overrideValidation is restricted to sheet admins: refused before sending when the caller's access is lower (403 1212). */
function checkOverride(
  sheet: WmSheet,
  rows: Array<{ cells?: Array<{ overrideValidation?: boolean | null }> | null }>,
): void {
  const wanted = rows.some((row) => (row.cells ?? []).some((cell) => cell.overrideValidation === true));
  if (wanted && sheet.accessLevel && sheet.accessLevel !== 'OWNER' && sheet.accessLevel !== 'ADMIN') {
    throw forbidden(
      `You must be a sheet admin to override validation (your access: ${sheet.accessLevel})`,
      'input.rows',
      1212,
    );
  }
}

/** Row fields the answer of a write lacks (its documented parameters take no `level` or `include`): cells' object values and formats, and the writers. */
const READ_BACK_FIELDS = ['cells', 'createdBy', 'modifiedBy'];

/**
 * The written rows as a read shows them: when the payload selects a field the write's answer lacks,
 * the rows are read back through the rows loader (one call per 200 rows); otherwise the answer serves.
 */
async function rowsAsRead(
  ctx: GatewayContext,
  sheetId: string,
  written: RowModel[],
  info: GraphQLResolveInfo,
): Promise<RowModel[]> {
  if (written.length === 0 || !READ_BACK_FIELDS.some((field) => selectsPath(info, ['rows', field]))) return written;
  const keys = written.map((model) => rowKey(sheetId, model.row.id));
  for (const key of keys) ctx.loaders.workManagement.rowByKey.clear(key);
  const read = await ctx.loaders.workManagement.rowByKey.loadMany(keys);
  return written.map((model, i) => {
    const again = read[i];
    return again && !(again instanceof Error) ? again : model;
  });
}

/** How a row the service refused in a partial success is refused: a missing object, or an invalid value. */
const rowRefusalCode = (errorCode: number | undefined): UserErrorCode => (errorCode === 1006 ? 'NOT_FOUND' : 'INVALID');

/** The payload of a rows write: the rows written, the sheet at its new version, and a user error per row refused. */
async function rowsPayload(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  sheetId: string,
  sheet: WmSheet,
  result: WmResult<WmRow[]>,
): Promise<{ rows: RowModel[]; sheet: WmSheet; userErrors: UserErrorValue[] }> {
  const columns = sheet.columns ?? [];
  const rows = await rowsAsRead(
    ctx,
    sheetId,
    (result.result ?? []).map((row): RowModel => ({ sheetId, row, columns })),
    info,
  );
  const userErrors = (result.failedItems ?? []).map((failed): UserErrorValue => ({
    message: failed.error?.message ?? 'The service refused the row.',
    field: ['input', 'rows', String(failed.index)],
    code: rowRefusalCode(failed.error?.errorCode),
    errorCode: failed.error?.errorCode ?? null,
  }));
  return { rows, sheet: sheetAfterWrite(ctx, sheet, result.version), userErrors };
}

export const rowResolvers: Resolvers = withMutationUserErrors({
  Sheet: {
    // Through the rows loader: the row reads like the sheet's rows (object values, formats, creators).
    row: (sheet, { id }, ctx) => {
      const sheetId = String(sheet.id);
      return ctx.loaders.workManagement.rowByKey.load(rowKey(sheetId, readChildId(id, 'Row', sheetId, 'id')));
    },
  },
  Row: {
    sibling: ({ sheetId, row }, _args, ctx, info) => referenceTo<RowModel>('Row', [sheetId, row.siblingId], ctx, info),
  },
  Mutation: {
    addRows: async (_root, { input }, ctx, info) => {
      const { sheetId, sheet } = await sheetForWrite(ctx, input.sheetId);
      const rows = upstreamRows(input.rows, sheetId, sheet, true);
      checkOverride(sheet, input.rows);
      return rowsPayload(
        ctx,
        info,
        sheetId,
        sheet,
        await ctx.api.workManagementContent.addRows(sheetId, rows, input.allowPartialSuccess === true),
      );
    },
    updateRows: async (_root, { input }, ctx, info) => {
      const { sheetId, sheet } = await sheetForWrite(ctx, input.sheetId);
      const rows = upstreamRows(input.rows, sheetId, sheet, false);
      checkOverride(sheet, input.rows);
      return rowsPayload(
        ctx,
        info,
        sheetId,
        sheet,
        await ctx.api.workManagementContent.updateRows(sheetId, rows, input.allowPartialSuccess === true),
      );
    },
  },
});
