// Fields that join across backends. A work-management user and a resource-planning person are the
// same human when their emails match; projects, sheets, rows and assets link through configurable
// custom fields (docs/joins.md). Every join is nullable and batched through loaders.
import { rowKey } from '../composite-keys.js';
import type { GatewayContext } from '../context.js';
import type { DaAsset } from '../datasources/digital-asset/types.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { ConnectionArgs } from '../relay/connection.js';
import { wholeListConnection } from './connections.js';
import { loadProject } from './resource/projects.js';

/** A connection over assets already in memory (from the join index). */
function assetConnection(ctx: GatewayContext, list: string, key: string, args: ConnectionArgs, assets: DaAsset[]) {
  return wholeListConnection(ctx, args, { list: list, shape: { key } }, () => Promise.resolve(assets));
}

const customField = (asset: DaAsset, key: string): string | null =>
  asset.customFields?.find((f) => f.key === key)?.value?.trim() || null;

export const joinResolvers: Resolvers = {
  User: {
    person: (user, _args, ctx) => (user.email ? ctx.loaders.resourcePlanning.personByEmail.load(user.email) : null),
  },
  Person: {
    user: (person, _args, ctx) => (person.email ? ctx.loaders.workManagement.userByEmail.load(person.email) : null),
  },
  Project: {
    sheet: async (project, _args, ctx) => {
      const sheetId = await ctx.loaders.joins.sheetIdOfProject(project);
      return sheetId ? ctx.loaders.workManagement.sheetById.load(sheetId) : null;
    },
    assets: async (project, args, ctx) =>
      assetConnection(
        ctx,
        'project.assets',
        String(project.id),
        args,
        await ctx.loaders.joins.assets('project', String(project.id)),
      ),
  },
  Sheet: {
    project: (sheet, _args, ctx) => ctx.loaders.joins.projectOfSheet(String(sheet.id)),
    assets: async (sheet, args, ctx) =>
      assetConnection(
        ctx,
        'sheet.assets',
        String(sheet.id),
        args,
        await ctx.loaders.joins.assets('sheet', String(sheet.id)),
      ),
  },
  Row: {
    assets: async ({ sheetId, row }, args, ctx) => {
      const key = rowKey(sheetId, row.id);
      return assetConnection(ctx, 'row.assets', key, args, await ctx.loaders.joins.assets('row', key));
    },
  },
  Asset: {
    sheet: (asset, _args, ctx) => {
      const sheetId = customField(asset, ctx.joinKeys.assetSheetKey);
      return sheetId ? ctx.loaders.workManagement.sheetById.load(sheetId) : null;
    },
    row: (asset, _args, ctx) => {
      const sheetId = customField(asset, ctx.joinKeys.assetSheetKey);
      const rowId = customField(asset, ctx.joinKeys.assetRowKey);
      return sheetId && rowId ? ctx.loaders.workManagement.rowByKey.load(rowKey(sheetId, rowId)) : null;
    },
    project: (asset, _args, ctx) => {
      const projectId = Number(customField(asset, ctx.joinKeys.assetProjectKey));
      return Number.isSafeInteger(projectId) && projectId > 0 ? loadProject(ctx, projectId) : null;
    },
  },
};
