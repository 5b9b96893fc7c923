// Resolvers of rows in the sheet-content area: Get Row (`Sheet.row`), and the addRows/updateRows
// mutations, which check every cell rule the gateway can know before anything is sent.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { WmResult } from '../../datasources/work-management/sheet-content-api.js';
import type { WmRow, WmSheet } from '../../datasources/work-management/types.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import type { RowModel } from '../../models.js';
import { keyFromIdArgument } from '../../relay/global-id.js';
import { childId, upstreamRows } from '../../validation/work-cells-input.js';
import { idOrNull } from '../values.js';

/** The sheet a write targets, with its columns (one read, through the per-request loader); NOT_FOUND when missing. */
export async function sheetForWrite(ctx: GatewayContext, sheetIdArg: string): Promise<{ sheetId: string; sheet: WmSheet }> {
  const sheetId = keyFromIdArgument(sheetIdArg, 'Sheet')[0] as string;
  const sheet = await ctx.loaders.workManagement.sheetById.load(sheetId);
  if (!sheet) throw new GraphQLError(`Sheet ${sheetId} was not found`, { extensions: { code: 'NOT_FOUND', field: 'input.sheetId' } });
  return { sheetId, sheet };
}

/** overrideValidation is restricted to sheet admins: refused before sending when the caller's access is lower (403 1212). */
function checkOverride(sheet: WmSheet, rows: Array<{ cells?: Array<{ overrideValidation?: boolean | null }> | null }>): void {
  const wanted = rows.some((row) => (row.cells ?? []).some((cell) => cell.overrideValidation === true));
  if (wanted && sheet.accessLevel && sheet.accessLevel !== 'OWNER' && sheet.accessLevel !== 'ADMIN') {
    throw new GraphQLError(`You must be a sheet admin to override validation (your access: ${sheet.accessLevel})`, { extensions: { code: 'FORBIDDEN', field: 'input.rows', errorCode: 1212 } });
  }
}

function rowsPayload(sheetId: string, sheet: WmSheet, result: WmResult<WmRow[]>) {
  const columns = sheet.columns ?? [];
  return {
    rows: (result.result ?? []).map((row): RowModel => ({ sheetId, row, columns })),
    version: result.version ?? null,
    partialSuccess: result.message === 'PARTIAL_SUCCESS',
    failedItems: (result.failedItems ?? []).map((f) => ({
      index: f.index,
      rowId: idOrNull(f.rowId),
      errorCode: f.error?.errorCode ?? null,
      message: f.error?.message ?? null,
    })),
  };
}

export const rowResolvers: Resolvers = {
  Sheet: {
    row: async (sheet, { id }, ctx) => {
      const sheetId = String(sheet.id);
      const rowId = childId(id, 'Row', sheetId, 'id');
      const row = await nullIfNotFound(() => ctx.api.workManagementContent.getRow(sheetId, rowId));
      if (!row) return null;
      const columns = row.columns ?? (await ctx.loaders.workManagement.sheetById.load(sheetId))?.columns ?? [];
      return { sheetId, row, columns };
    },
  },
  Row: {
    siblingRowId: ({ row }) => idOrNull(row.siblingId),
  },
  Mutation: {
    addRows: async (_root, { input }, ctx) => {
      const { sheetId, sheet } = await sheetForWrite(ctx, input.sheetId);
      const rows = upstreamRows(input.rows, sheetId, sheet, true);
      checkOverride(sheet, input.rows);
      return rowsPayload(sheetId, sheet, await ctx.api.workManagementContent.addRows(sheetId, rows, input.allowPartialSuccess === true));
    },
    updateRows: async (_root, { input }, ctx) => {
      const { sheetId, sheet } = await sheetForWrite(ctx, input.sheetId);
      const rows = upstreamRows(input.rows, sheetId, sheet, false);
      checkOverride(sheet, input.rows);
      return rowsPayload(sheetId, sheet, await ctx.api.workManagementContent.updateRows(sheetId, rows, input.allowPartialSuccess === true));
    },
  },
};
