// The sheet a content write targets (rows, columns, cell images): read once before the write to check
// the input against it, and answered after the write with its new version, the rest read afresh.
import type { GatewayContext } from '../../context.js';
import type { WmId, WmSheet } from '../../datasources/work-management/types.js';
import { notFound } from '../../graphql-errors.js';
import { readId } from '../../relay/global-id.js';

/** The sheet a write targets, with its columns (one read, through the per-request loader); NOT_FOUND when missing. */
export async function sheetForWrite(
  ctx: GatewayContext,
  sheetIdArg: string,
): Promise<{ sheetId: string; sheet: WmSheet }> {
  const sheetId = readId(sheetIdArg, 'Sheet', 'input.sheetId');
  const sheet = await ctx.loaders.workManagement.sheetById.load(sheetId);
  if (!sheet) throw notFound(`Sheet ${sheetId} was not found`, 'input.sheetId');
  return { sheetId, sheet };
}

/**
 * The sheet as a write left it, for the payload: its id, its name when known, and the version the
 * write answered. The read made before the write is forgotten, so any other field selected is read afresh.
 */
export function sheetAfterWrite(
  ctx: GatewayContext,
  sheet: { id: WmId; name?: string },
  version: number | undefined,
): WmSheet {
  ctx.loaders.workManagement.sheetById.clear(String(sheet.id));
  return {
    id: sheet.id,
    ...(sheet.name !== undefined ? { name: sheet.name } : {}),
    ...(version !== undefined ? { version } : {}),
  } as WmSheet;
}
