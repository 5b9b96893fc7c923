// The work-management domain's resolvers and node fetchers.
import { rowKey } from '../../composite-keys.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { NodeFetchers } from '../node-registry.js';
import { attachmentResolvers } from './attachments.js';
import { cellResolvers } from './cells.js';
import { attachmentNodeFetchers, discussionResolvers } from './discussions.js';
import { workResolvers } from './sheets.js';
import { automationNodeFetchers, automationResolvers } from './automation.js';
import { cellExtraResolvers } from './cell-extras.js';
import { columnResolvers } from './columns.js';
import { rowResolvers } from './rows.js';
import { searchResolvers } from './search.js';
import { accountResolvers } from './account.js';
import { containerNodeFetchers, containerResolvers } from './containers.js';
import { planNodeFetchers, planResolvers } from './plans.js';
import { sharingNodeFetchers, sharingResolvers } from './sharing.js';
import { userNodeFetchers, userResolvers } from './users.js';
import { webhookNodeFetchers, webhookResolvers } from './webhooks.js';

export const workDomainResolvers: Resolvers[] = [
  workResolvers,
  cellResolvers,
  attachmentResolvers,
  discussionResolvers,
  userResolvers,
  planResolvers,
  accountResolvers,
  containerResolvers,
  sharingResolvers,
  webhookResolvers,
  rowResolvers,
  columnResolvers,
  automationResolvers,
  searchResolvers,
  cellExtraResolvers,
];

export const workNodeFetchers: NodeFetchers = {
  ...attachmentNodeFetchers,
  ...userNodeFetchers,
  ...planNodeFetchers,
  ...automationNodeFetchers,
  ...containerNodeFetchers,
  ...sharingNodeFetchers,
  ...webhookNodeFetchers,
  Sheet: { arity: 1, fetch: ([id], ctx) => ctx.loaders.workManagement.sheetById.load(id as string) },
  Row: {
    arity: 2,
    fetch: ([sheetId, rowId], ctx) =>
      ctx.loaders.workManagement.rowByKey.load(rowKey(sheetId as string, rowId as string)),
  },
  Column: {
    arity: 2,
    fetch: async ([sheetId, columnId], ctx) => {
      const sheet = await ctx.loaders.workManagement.sheetById.load(sheetId as string);
      const column = sheet?.columns?.find((c) => String(c.id) === columnId);
      return column ? { sheetId: sheetId as string, column } : null;
    },
  },
};
