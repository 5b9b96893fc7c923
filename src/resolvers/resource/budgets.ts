// Budget-item and category resolvers: items per project or phase (listed by item type, as the service
// requires: all three lists read whole when no type is asked) and by id, the category lookup (expense
// and fee budgets in currency, time budgets in hours), the categories of the account and of a project
// (named on its budget line items), and the create/update/delete mutations through both paths.
import type { GatewayContext } from '../../context.js';
import { RP_MAX_PAGE_SIZE } from '../../datasources/resource-planning/api.js';
import { RP_BUDGET_ITEM_TYPES } from '../../datasources/resource-planning/budgets-api.js';
import type { RpBudgetItem, RpCategory } from '../../datasources/resource-planning/types.js';
import { collectPages, walkResourcePlanningPages } from '../../datasources/page-walks.js';
import { badUserInput } from '../../graphql-errors.js';
import { BudgetItemType, BudgetUnit, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import type { ConnectionArgs } from '../../relay/connection.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { dateTimeOrNull } from '../values.js';
import { requireProjectRecord } from './project-writes.js';
import { rpConnection, wholeListConnection } from './lists.js';
import { enumValue } from '../enums.js';

/** The budget item category lookup of Document 3. */
const CATEGORIES: Readonly<Record<BudgetItemType, { name: string; unit: BudgetUnit }>> = {
  [BudgetItemType.Expenses]: { name: 'expense budget', unit: BudgetUnit.Currency },
  [BudgetItemType.TimeFees]: { name: 'fee budget', unit: BudgetUnit.Currency },
  [BudgetItemType.TimeFeesDays]: { name: 'time budget', unit: BudgetUnit.Hours },
};

export function loadBudgetItem(ctx: GatewayContext, id: number): Promise<RpBudgetItem | null> {
  return nullIfNotFound(() => ctx.api.resourcePlanningBudgets.getBudgetItem(id));
}

function checkAmount(amount: number | null | undefined): void {
  if (amount != null && (!Number.isFinite(amount) || amount < 0)) throw badUserInput('amount must be a number >= 0', 'input.amount');
}

/** Every item of one type of a project or phase. */
async function itemsOfType(ctx: GatewayContext, projectId: number, itemType: string): Promise<RpBudgetItem[]> {
  return (await collectPages(walkResourcePlanningPages((page) => ctx.api.resourcePlanningBudgets.listProjectBudgetItems(projectId, itemType, page, RP_MAX_PAGE_SIZE)))).items;
}

const budgetList = (ctx: GatewayContext, projectId: number, args: ConnectionArgs & { itemType?: BudgetItemType | null }) => {
  const binding = { projectId, itemType: args.itemType ?? null };
  const itemType = args.itemType;
  if (itemType) return rpConnection(ctx, 'project.budgetItems', args, binding, (page, perPage) => ctx.api.resourcePlanningBudgets.listProjectBudgetItems(projectId, itemType, page, perPage));
  // The service lists budget items of one type at a time: every type, read whole, in one list.
  return wholeListConnection(ctx, 'project.budgetItems', args, binding, async () => (await Promise.all(RP_BUDGET_ITEM_TYPES.map((type) => itemsOfType(ctx, projectId, type)))).flat());
};

const accountCategories = (ctx: GatewayContext, kind: 'expense' | 'time', args: ConnectionArgs) =>
  rpConnection(ctx, `${kind}Categories`, args, { projectId: null }, (page, perPage) => ctx.api.resourcePlanningBudgets.listCategories(kind, page, perPage));

/**
 * A project's or phase's categories: the service lists its budget line items ("the specific categories
 * applicable to the project can be extracted through these"); each named category once, with the id of
 * the first line item that names it.
 */
const projectCategories = (ctx: GatewayContext, kind: 'expense' | 'time', projectId: number, args: ConnectionArgs) =>
  wholeListConnection(ctx, `${kind}Categories`, args, { projectId }, async () => {
    const items = (await collectPages(walkResourcePlanningPages((page) => ctx.api.resourcePlanningBudgets.listProjectCategories(kind, projectId, page, RP_MAX_PAGE_SIZE)))).items;
    const named = new Map<string, RpCategory>();
    for (const item of items) if (item.category && !named.has(item.category)) named.set(item.category, { id: item.id, category: item.category });
    return [...named.values()];
  });

const categoryFields = {
  categoryId: (category: RpCategory) => String(category.id),
  name: (category: RpCategory) => category.category,
};

export const budgetResolvers: Resolvers = {
  Query: {
    budgetItem: (_root, { id }, ctx) => loadBudgetItem(ctx, readNumericId(id, 'BudgetItem', 'id').id),
    expenseItemCategories: (_root, args, ctx) => accountCategories(ctx, 'expense', args),
    timeEntryCategories: (_root, args, ctx) => accountCategories(ctx, 'time', args),
  },

  Project: {
    budgetItems: (project, args, ctx) => budgetList(ctx, project.id, args),
    budgetItem: (project, { id }, ctx) => {
      const key = readNumericId(id, 'BudgetItem', 'id').id;
      return nullIfNotFound(() => ctx.api.resourcePlanningBudgets.getProjectBudgetItem(project.id, key));
    },
    expenseItemCategories: (project, args, ctx) => projectCategories(ctx, 'expense', project.id, args),
    timeEntryCategories: (project, args, ctx) => projectCategories(ctx, 'time', project.id, args),
  },

  Phase: {
    budgetItems: (phase, args, ctx) => budgetList(ctx, phase.id, args),
    expenseItemCategories: (phase, args, ctx) => projectCategories(ctx, 'expense', phase.id, args),
    timeEntryCategories: (phase, args, ctx) => projectCategories(ctx, 'time', phase.id, args),
  },

  ExpenseItemCategory: categoryFields,
  TimeEntryCategory: categoryFields,

  BudgetItem: {
    id: (item) => toGlobalId('BudgetItem', item.id),
    budgetItemId: (item) => String(item.id),
    itemType: (item, _args, ctx) => enumValue(BudgetItemType, item.item_type, { field: 'BudgetItem.itemType', ctx }),
    category: (item, _args, ctx) => {
      const type = enumValue(BudgetItemType, item.item_type, { field: 'BudgetItem.category', ctx });
      return type ? { ...CATEGORIES[type] } : null;
    },
    amount: (item) => item.amount,
    projectId: (item) => String(item.assignable_id ?? ''),
    createdAt: (item) => dateTimeOrNull(item.created_at),
    updatedAt: (item) => dateTimeOrNull(item.updated_at),
  },

  Mutation: {
    createBudgetItem: async (_root, { input }, ctx) => {
      checkAmount(input.amount);
      const projectId = readNumericId(input.projectId, ['Project', 'Phase'], 'input.projectId').id;
      const project = await requireProjectRecord(ctx, projectId, 'input.projectId');
      if (project.archived) throw badUserInput(`input.projectId: project ${projectId} is archived: unarchive it before changing its budget`, 'input.projectId');
      const budgetItem = await ctx.api.resourcePlanningBudgets.createBudgetItem(projectId, { item_type: input.itemType, amount: input.amount });
      return { budgetItem };
    },
    updateBudgetItem: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'BudgetItem', 'input.id').id;
      if (input.itemType == null && input.amount == null) throw badUserInput('give itemType or amount to change', 'input');
      checkAmount(input.amount);
      const changes = { ...(input.itemType != null ? { item_type: input.itemType } : {}), ...(input.amount != null ? { amount: input.amount } : {}) };
      if (input.projectId != null) {
        const projectId = readNumericId(input.projectId, ['Project', 'Phase'], 'input.projectId').id;
        return { budgetItem: await ctx.api.resourcePlanningBudgets.updateProjectBudgetItem(projectId, id, changes) };
      }
      return { budgetItem: await ctx.api.resourcePlanningBudgets.updateBudgetItem(id, changes) };
    },
    deleteBudgetItem: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'BudgetItem', 'input.id').id;
      await ctx.api.resourcePlanningBudgets.deleteBudgetItem(id);
      return { deletedBudgetItemId: toGlobalId('BudgetItem', id) };
    },
  },
};
