// The work-management domain's resolvers and node fetchers.
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { NodeFetchers } from '../node-registry.js';
import { cellResolvers } from './cells.js';
import { workResolvers } from './sheets.js';

export const workDomainResolvers: Resolvers[] = [workResolvers, cellResolvers];

export const workNodeFetchers: NodeFetchers = {
  User: { arity: 1, fetch: ([id], ctx) => ctx.loaders.workManagement.userById.load(id as string) },
  Sheet: { arity: 1, fetch: ([id], ctx) => ctx.loaders.workManagement.sheetById.load(id as string) },
  Row: { arity: 2, fetch: ([sheetId, rowId], ctx) => ctx.loaders.workManagement.rowByKey.load(`${sheetId}:${rowId}`) },
  Column: {
    arity: 2,
    fetch: async ([sheetId, columnId], ctx) => {
      const sheet = await ctx.loaders.workManagement.sheetById.load(sheetId as string);
      const column = sheet?.columns?.find((c) => String(c.id) === columnId);
      return column ? { sheetId: sheetId as string, column } : null;
    },
  },
  Workspace: { arity: 1, fetch: ([id], ctx) => ctx.loaders.workManagement.workspaceById.load(id as string) },
};
