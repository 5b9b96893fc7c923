// Resource-planning budget items (by id and per project or phase, always listed by item type) and the
// expense-item and time-entry categories: the account's lookup lists, and per project or phase the
// budget line items entries count against (the reference: "you get the actual budget line items").
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpBudgetItem, type RpCategory, type RpList } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const BUDGET_PATHS = {
  budgetItem: (id: number) => restPath`/budget_items/${id}`,
  projectBudgetItems: (projectId: number) => restPath`/projects/${projectId}/budget_items`,
  projectBudgetItem: (projectId: number, id: number) => restPath`/projects/${projectId}/budget_items/${id}`,
  expenseItemCategories: '/expense_item_categories',
  timeEntryCategories: '/time_entry_categories',
  projectExpenseItemCategories: (projectId: number) => restPath`/projects/${projectId}/expense_item_categories`,
  projectTimeEntryCategories: (projectId: number) => restPath`/projects/${projectId}/time_entry_categories`,
} as const;

/** The service's budget item types ("Budget items are always specified with an item_type"). */
export const RP_BUDGET_ITEM_TYPES = ['TimeFees', 'TimeFeesDays', 'Expenses'] as const;

export interface BudgetItemChanges {
  item_type?: string;
  amount?: number;
  category?: string | null;
}

export class ResourcePlanningBudgetsApi extends ResourcePlanningClient {
  /** GET /budget_items/{id}. */
  getBudgetItem(id: number): Promise<RpBudgetItem> {
    return this.get(BUDGET_PATHS.budgetItem(id), RP_SHAPES.budgetItem.one);
  }

  /** PUT /budget_items/{id}. */
  updateBudgetItem(id: number, changes: BudgetItemChanges): Promise<RpBudgetItem> {
    return this.send('PUT', BUDGET_PATHS.budgetItem(id), RP_SHAPES.budgetItem.one, { body: changes });
  }

  /** DELETE /budget_items/{id}. */
  deleteBudgetItem(id: number): Promise<void> {
    return this.remove(BUDGET_PATHS.budgetItem(id));
  }

  /** GET /projects/{id}/budget_items?item_type=: the items of one type (the parameter is required). */
  listProjectBudgetItems(
    projectId: number,
    itemType: string,
    page: number,
    perPage: number,
  ): Promise<RpList<RpBudgetItem>> {
    return this.get(BUDGET_PATHS.projectBudgetItems(projectId), RP_SHAPES.budgetItem.page, {
      page,
      per_page: perPage,
      item_type: itemType,
    });
  }

  /** POST /projects/{id}/budget_items. */
  createBudgetItem(
    projectId: number,
    item: BudgetItemChanges & { item_type: string; amount: number },
  ): Promise<RpBudgetItem> {
    return this.send('POST', BUDGET_PATHS.projectBudgetItems(projectId), RP_SHAPES.budgetItem.one, { body: item });
  }

  /** GET /projects/{id}/budget_items/{item id}. */
  getProjectBudgetItem(projectId: number, id: number): Promise<RpBudgetItem> {
    return this.get(BUDGET_PATHS.projectBudgetItem(projectId, id), RP_SHAPES.budgetItem.one);
  }

  /** PUT /projects/{id}/budget_items/{item id}. */
  updateProjectBudgetItem(projectId: number, id: number, changes: BudgetItemChanges): Promise<RpBudgetItem> {
    return this.send('PUT', BUDGET_PATHS.projectBudgetItem(projectId, id), RP_SHAPES.budgetItem.one, { body: changes });
  }

  /** GET /expense_item_categories or /time_entry_categories (account level). */
  listCategories(kind: 'expense' | 'time', page: number, perPage: number): Promise<RpList<RpCategory>> {
    return this.get(
      kind === 'expense' ? BUDGET_PATHS.expenseItemCategories : BUDGET_PATHS.timeEntryCategories,
      RP_SHAPES.category.page,
      { page, per_page: perPage },
    );
  }

  /** GET /projects/{id}/expense_item_categories or .../time_entry_categories: the project's or phase's budget line items. */
  listProjectCategories(
    kind: 'expense' | 'time',
    projectId: number,
    page: number,
    perPage: number,
  ): Promise<RpList<RpBudgetItem>> {
    const path =
      kind === 'expense'
        ? BUDGET_PATHS.projectExpenseItemCategories(projectId)
        : BUDGET_PATHS.projectTimeEntryCategories(projectId);
    return this.get(path, RP_SHAPES.budgetItem.page, { page, per_page: perPage });
  }
}
