// Resource-planning budget items (by id and per project or phase) and the expense-item and
// time-entry category lists (account level and per project or phase).
import { ResourcePlanningClient } from './client.js';
import type { RpBudgetItem, RpCategory, RpList } from './types.js';
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

export interface BudgetItemChanges {
  item_type?: string;
  amount?: number;
}

export class ResourcePlanningBudgetsApi extends ResourcePlanningClient {
  /** GET /budget_items/{id}. */
  getBudgetItem(id: number): Promise<RpBudgetItem> {
    return this.get(BUDGET_PATHS.budgetItem(id));
  }

  /** PUT /budget_items/{id}. */
  updateBudgetItem(id: number, changes: BudgetItemChanges): Promise<RpBudgetItem> {
    return this.send('PUT', BUDGET_PATHS.budgetItem(id), undefined, changes);
  }

  /** DELETE /budget_items/{id}. */
  async deleteBudgetItem(id: number): Promise<void> {
    await this.send('DELETE', BUDGET_PATHS.budgetItem(id));
  }

  /** GET /projects/{id}/budget_items, optionally of one item type. */
  listProjectBudgetItems(projectId: number, page: number, perPage: number, itemType?: string): Promise<RpList<RpBudgetItem>> {
    return this.get(BUDGET_PATHS.projectBudgetItems(projectId), { page, per_page: perPage, item_type: itemType });
  }

  /** POST /projects/{id}/budget_items. */
  createBudgetItem(projectId: number, item: Required<BudgetItemChanges>): Promise<RpBudgetItem> {
    return this.send('POST', BUDGET_PATHS.projectBudgetItems(projectId), undefined, item);
  }

  /** GET /projects/{id}/budget_items/{item id}. */
  getProjectBudgetItem(projectId: number, id: number): Promise<RpBudgetItem> {
    return this.get(BUDGET_PATHS.projectBudgetItem(projectId, id));
  }

  /** PUT /projects/{id}/budget_items/{item id}. */
  updateProjectBudgetItem(projectId: number, id: number, changes: BudgetItemChanges): Promise<RpBudgetItem> {
    return this.send('PUT', BUDGET_PATHS.projectBudgetItem(projectId, id), undefined, changes);
  }

  /** GET /expense_item_categories or /time_entry_categories (account level). */
  listCategories(kind: 'expense' | 'time', page: number, perPage: number): Promise<RpList<RpCategory>> {
    return this.get(kind === 'expense' ? BUDGET_PATHS.expenseItemCategories : BUDGET_PATHS.timeEntryCategories, { page, per_page: perPage });
  }

  /** GET /projects/{id}/expense_item_categories or .../time_entry_categories (project or phase level). */
  listProjectCategories(kind: 'expense' | 'time', projectId: number, page: number, perPage: number): Promise<RpList<RpCategory>> {
    const path = kind === 'expense' ? BUDGET_PATHS.projectExpenseItemCategories(projectId) : BUDGET_PATHS.projectTimeEntryCategories(projectId);
    return this.get(path, { page, per_page: perPage });
  }
}
