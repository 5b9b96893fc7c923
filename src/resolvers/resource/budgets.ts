// Budget-item and category resolvers: line items per project or phase (listed by item type, as the
// service requires: all three lists read whole when no type is asked) and by id, amounts in currency
// or hours by kind, the categories of the account and those a project's line items name, and the
// create/update/delete mutations.
import type { GatewayContext } from '../../context.js';
import { collectPages, walkResourcePlanningPages } from '../../datasources/page-walks.js';
import { RP_MAX_PAGE_SIZE } from '../../datasources/resource-planning/api.js';
import { RP_BUDGET_ITEM_TYPES, type BudgetItemChanges } from '../../datasources/resource-planning/budgets-api.js';
import type { RpBudgetItem, RpCategory } from '../../datasources/resource-planning/types.js';
import { badUserInput, conflict } from '../../graphql-errors.js';
import { BudgetItemType, BudgetUnit, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import type { ConnectionArgs } from '../../relay/connection.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { enumValue } from '../enums.js';
import { withMutationUserErrors } from '../user-errors.js';
import { dateTimeOrNull } from '../values.js';
import { requireProjectRecord } from './project-records.js';
import { moneyOrNull } from './values.js';
import { resourcePlanningConnection, wholeListConnection } from '../connections.js';

/** The unit of each budget kind (Document 3: expense and fee budgets in currency, time budgets in hours). */
const UNITS: Readonly<Record<BudgetItemType, BudgetUnit>> = {
  [BudgetItemType.Expenses]: BudgetUnit.Currency,
  [BudgetItemType.TimeFees]: BudgetUnit.Currency,
  [BudgetItemType.TimeFeesDays]: BudgetUnit.Hours,
};

export function loadBudgetItem(ctx: GatewayContext, id: number): Promise<RpBudgetItem | null> {
  return nullIfNotFound(() => ctx.api.resourcePlanningBudgets.getBudgetItem(id));
}

function checkAmount(amount: number | null | undefined): void {
  if (amount != null && (!Number.isFinite(amount) || amount < 0))
    throw badUserInput('amount must be a number >= 0', 'input.amount');
}

/** A category name given in an input: trimmed, not empty. */
function categoryName(value: string | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value.trim() === '') throw badUserInput('category must not be empty', 'input.category');
  return value.trim();
}

/** Every item of one type of a project or phase. */
async function itemsOfType(ctx: GatewayContext, projectId: number, itemType: string): Promise<RpBudgetItem[]> {
  return (
    await collectPages(
      walkResourcePlanningPages((page) =>
        ctx.api.resourcePlanningBudgets.listProjectBudgetItems(projectId, itemType, page, RP_MAX_PAGE_SIZE),
      ),
    )
  ).items;
}

const budgetList = (
  ctx: GatewayContext,
  projectId: number,
  args: ConnectionArgs & { itemType?: BudgetItemType | null },
) => {
  const binding = { projectId, itemType: args.itemType ?? null };
  const itemType = args.itemType;
  if (itemType)
    return resourcePlanningConnection(ctx, args, {
      list: 'project.budgetItems',
      shape: binding,
      fetch: (page, perPage) =>
        ctx.api.resourcePlanningBudgets.listProjectBudgetItems(projectId, itemType, page, perPage),
    });
  // The service lists budget items of one type at a time: every type, read whole, in one list.
  return wholeListConnection(ctx, args, { list: 'project.budgetItems', shape: binding }, async () =>
    (await Promise.all(RP_BUDGET_ITEM_TYPES.map((type) => itemsOfType(ctx, projectId, type)))).flat(),
  );
};

/**
 * The account's categories a project's or phase's line items name: the service's project-level list
 * is the line items ("the specific categories applicable to the project can be extracted through
 * these"), whose `category` names one of the account's categories.
 */
const projectCategories = (ctx: GatewayContext, kind: 'expense' | 'time', projectId: number, args: ConnectionArgs) =>
  wholeListConnection(ctx, args, { list: `${kind}Categories`, shape: { projectId } }, async () => {
    const [items, account] = await Promise.all([
      collectPages(
        walkResourcePlanningPages((page) =>
          ctx.api.resourcePlanningBudgets.listProjectCategories(kind, projectId, page, RP_MAX_PAGE_SIZE),
        ),
      ),
      ctx.loaders.resourcePlanning.categories(kind),
    ]);
    const named = new Set(
      items.items.map((item) => item.category).filter((name): name is string => typeof name === 'string'),
    );
    return account.filter((category) => named.has(category.category));
  });

const categoryFields = (type: 'ExpenseItemCategory' | 'TimeEntryCategory') => ({
  id: (category: RpCategory) => toGlobalId(type, category.id),
  backendId: (category: RpCategory) => String(category.id),
  name: (category: RpCategory) => category.category,
});

/** The project a line item belongs to: the project itself, or the phase's project. */
async function projectOf(ctx: GatewayContext, item: RpBudgetItem) {
  if (item.assignable_parent_id != null)
    return ctx.loaders.resourcePlanning.projectById.load(item.assignable_parent_id);
  if (item.assignable_id == null) return null;
  const owner = await ctx.loaders.resourcePlanning.projectById.load(item.assignable_id);
  if (!owner) return null;
  return owner.parent_id == null ? owner : ctx.loaders.resourcePlanning.projectById.load(owner.parent_id);
}

export const budgetResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Query: {
    budgetItem: (_root, { id }, ctx) => loadBudgetItem(ctx, readNumericId(id, 'BudgetItem', 'id').id),
    expenseItemCategories: (_root, args, ctx) =>
      wholeListConnection(ctx, args, { list: 'expenseCategories' }, () =>
        ctx.loaders.resourcePlanning.categories('expense'),
      ),
    timeEntryCategories: (_root, args, ctx) =>
      wholeListConnection(ctx, args, { list: 'timeCategories' }, () => ctx.loaders.resourcePlanning.categories('time')),
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

  ExpenseItemCategory: categoryFields('ExpenseItemCategory'),
  TimeEntryCategory: categoryFields('TimeEntryCategory'),

  BudgetItem: {
    id: (item) => toGlobalId('BudgetItem', item.id),
    backendId: (item) => String(item.id),
    itemType: (item, _args, ctx) => enumValue(BudgetItemType, item.item_type, { field: 'BudgetItem.itemType', ctx }),
    unit: (item, _args, ctx) => {
      const type = enumValue(BudgetItemType, item.item_type, { field: 'BudgetItem.unit', ctx });
      return type ? UNITS[type] : null;
    },
    category: (item) => item.category ?? null,
    amount: (item) =>
      UNITS[item.item_type as BudgetItemType] === BudgetUnit.Currency ? moneyOrNull(item.amount) : null,
    hours: (item) => (UNITS[item.item_type as BudgetItemType] === BudgetUnit.Hours ? item.amount : null),
    project: (item, _args, ctx) => projectOf(ctx, item),
    phase: async (item, _args, ctx) => {
      if (item.assignable_id == null) return null;
      const owner = await ctx.loaders.resourcePlanning.projectById.load(item.assignable_id);
      return owner?.parent_id != null ? owner : null;
    },
    createdAt: (item) => dateTimeOrNull(item.created_at),
    updatedAt: (item) => dateTimeOrNull(item.updated_at),
  },

  Mutation: {
    createBudgetItem: async (_root, { input }, ctx) => {
      checkAmount(input.amount);
      const category = categoryName(input.category);
      const projectId = readNumericId(input.projectId, ['Project', 'Phase'], 'input.projectId').id;
      const project = await requireProjectRecord(ctx, projectId, 'input.projectId');
      if (project.archived)
        throw conflict(
          `input.projectId: project ${projectId} is archived: unarchive it before changing its budget`,
          'input.projectId',
        );
      const budgetItem = await ctx.api.resourcePlanningBudgets.createBudgetItem(projectId, {
        item_type: input.itemType,
        amount: input.amount,
        ...(category ? { category } : {}),
      });
      return { budgetItem, userErrors: [] };
    },
    updateBudgetItem: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'BudgetItem', 'input.id').id;
      checkAmount(input.amount);
      const changes: BudgetItemChanges = {
        ...(input.itemType != null ? { item_type: input.itemType } : {}),
        ...(input.amount != null ? { amount: input.amount } : {}),
        ...(input.category !== undefined ? { category: categoryName(input.category) ?? null } : {}),
      };
      if (Object.keys(changes).length === 0) throw badUserInput('give itemType, amount or category to change', 'input');
      const api = ctx.api.resourcePlanningBudgets;
      // With the project it must belong to, the change goes through that project's list (the service refuses another's item).
      const budgetItem =
        input.projectId != null
          ? await api.updateProjectBudgetItem(
              readNumericId(input.projectId, ['Project', 'Phase'], 'input.projectId').id,
              id,
              changes,
            )
          : await api.updateBudgetItem(id, changes);
      return { budgetItem, userErrors: [] };
    },
    deleteBudgetItem: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'BudgetItem', 'input.id').id;
      await ctx.api.resourcePlanningBudgets.deleteBudgetItem(id);
      return { deletedBudgetItemId: toGlobalId('BudgetItem', id), userErrors: [] };
    },
  },
});
