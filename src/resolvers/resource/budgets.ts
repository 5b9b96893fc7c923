// Budget-item and category resolvers: items per project or phase (filtered by item type) and by id,
// the category lookup (expense and fee budgets in currency, time budgets in hours), and the
// create/update/delete mutations through both the global and the project-scoped paths.
import type { GatewayContext } from '../../context.js';
import type { RpBudgetItem, RpCategory } from '../../datasources/resource-planning/types.js';
import { badUserInput } from '../../graphql-errors.js';
import { BudgetItemType, BudgetUnit, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import type { ConnectionArgs } from '../../relay/connection.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { dateTimeOrNull } from '../values.js';
import { requireProjectRecord } from './project-writes.js';
import { rpConnection } from './rates.js';
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

const budgetList = (ctx: GatewayContext, projectId: number, args: ConnectionArgs & { itemType?: BudgetItemType | null }) =>
  rpConnection(ctx, 'project.budgetItems', args, { projectId, itemType: args.itemType ?? null }, (page, perPage) =>
    ctx.api.resourcePlanningBudgets.listProjectBudgetItems(projectId, page, perPage, args.itemType ?? undefined),
  );

const categories = (ctx: GatewayContext, kind: 'expense' | 'time', projectId: number | null, args: ConnectionArgs) =>
  rpConnection(ctx, `${kind}Categories`, args, { projectId }, async (page, perPage) => {
    const list = projectId === null ? await ctx.api.resourcePlanningBudgets.listCategories(kind, page, perPage) : await ctx.api.resourcePlanningBudgets.listProjectCategories(kind, projectId, page, perPage);
    return list;
  });

const categoryFields = {
  categoryId: (category: RpCategory) => String(category.id),
  name: (category: RpCategory) => category.value,
};

export const budgetResolvers: Resolvers = {
  Query: {
    budgetItem: (_root, { id }, ctx) => loadBudgetItem(ctx, readNumericId(id, 'BudgetItem', 'id').id),
    expenseItemCategories: (_root, args, ctx) => categories(ctx, 'expense', null, args),
    timeEntryCategories: (_root, args, ctx) => categories(ctx, 'time', null, args),
  },

  Project: {
    budgetItems: (project, args, ctx) => budgetList(ctx, project.id, args),
    budgetItem: (project, { id }, ctx) => {
      const key = readNumericId(id, 'BudgetItem', 'id').id;
      return nullIfNotFound(() => ctx.api.resourcePlanningBudgets.getProjectBudgetItem(project.id, key));
    },
    expenseItemCategories: (project, args, ctx) => categories(ctx, 'expense', project.id, args),
    timeEntryCategories: (project, args, ctx) => categories(ctx, 'time', project.id, args),
  },

  Phase: {
    budgetItems: (phase, args, ctx) => budgetList(ctx, phase.id, args),
    expenseItemCategories: (phase, args, ctx) => categories(ctx, 'expense', phase.id, args),
    timeEntryCategories: (phase, args, ctx) => categories(ctx, 'time', phase.id, args),
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
    projectId: (item) => String(item.assignable_id),
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
