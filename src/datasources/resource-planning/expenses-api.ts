// Resource-planning expense items: read per project, read and write per user.
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpExpenseItem, type RpList } from './types.js';
import { restPath } from '../path.js';

export const EXPENSE_PATHS = {
  projectItems: (projectId: number) => restPath`/projects/${projectId}/expense_items`,
  projectItem: (projectId: number, id: number) => restPath`/projects/${projectId}/expense_items/${id}`,
  userItems: (userId: number) => restPath`/users/${userId}/expense_items`,
  userItem: (userId: number, id: number) => restPath`/users/${userId}/expense_items/${id}`,
} as const;

/** Properties of an expense item write; exactly one of project_id, leave_type_id, assignable_id. */
export type RpExpenseWrite = Partial<{
  date: string;
  amount: number;
  project_id: number;
  leave_type_id: number;
  assignable_id: number;
  category: string | null;
  notes: string | null;
}>;

export class ResourcePlanningExpensesApi extends ResourcePlanningClient {
  /** GET /projects/{id}/expense_items (one page). */
  listProjectExpenseItems(projectId: number, page: number, perPage: number): Promise<RpList<RpExpenseItem>> {
    return this.get(EXPENSE_PATHS.projectItems(projectId), RP_SHAPES.expenseItem.page, { page, per_page: perPage });
  }

  /** GET /projects/{id}/expense_items/{item_id}. */
  getProjectExpenseItem(projectId: number, id: number): Promise<RpExpenseItem> {
    return this.get(EXPENSE_PATHS.projectItem(projectId, id), RP_SHAPES.expenseItem.one);
  }

  /** GET /users/{id}/expense_items (one page). */
  listUserExpenseItems(userId: number, page: number, perPage: number): Promise<RpList<RpExpenseItem>> {
    return this.get(EXPENSE_PATHS.userItems(userId), RP_SHAPES.expenseItem.page, { page, per_page: perPage });
  }

  /** GET /users/{id}/expense_items/{item_id}. */
  getUserExpenseItem(userId: number, id: number): Promise<RpExpenseItem> {
    return this.get(EXPENSE_PATHS.userItem(userId, id), RP_SHAPES.expenseItem.one);
  }

  /** POST /users/{id}/expense_items. */
  createExpenseItem(userId: number, body: RpExpenseWrite): Promise<RpExpenseItem> {
    return this.send('POST', EXPENSE_PATHS.userItems(userId), RP_SHAPES.expenseItem.one, { body });
  }

  /** PUT /users/{id}/expense_items/{item_id}. */
  updateExpenseItem(userId: number, id: number, body: RpExpenseWrite): Promise<RpExpenseItem> {
    return this.send('PUT', EXPENSE_PATHS.userItem(userId, id), RP_SHAPES.expenseItem.one, { body });
  }

  /** DELETE /users/{id}/expense_items/{item_id}. */
  deleteExpenseItem(userId: number, id: number): Promise<void> {
    return this.remove(EXPENSE_PATHS.userItem(userId, id));
  }
}
