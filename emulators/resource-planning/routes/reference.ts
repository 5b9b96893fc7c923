// Read-only reference routes: disciplines, holidays, and expense-item / time-entry categories at
// account level and per project or phase (there, the reference says, "you get the actual budget line
// items defined for the project": time entries count against fee and time budgets, expense items
// against expense budgets). The API offers no writes to any of them.
import type { Route } from '../../kit/http-emulator.js';
import { budgetsOf, type BudgetItemType, type RpBudgetItem } from '../store/budgets.js';
import { paginate } from '../envelope.js';
import { findByPathId, findProject } from '../ids.js';
import { referenceOf } from '../store/reference.js';
import type { ResourcePlanningStore } from '../store/store.js';

/** The budget line items of a project or phase that entries of one kind count against. */
function lineItems(store: ResourcePlanningStore, raw: string | undefined, types: BudgetItemType[]): RpBudgetItem[] {
  const { id } = findProject(store, raw);
  return budgetsOf(store).items.filter((item) => item.assignable_id === id && types.includes(item.item_type));
}

export function referenceRoutes(store: ResourcePlanningStore): Route[] {
  const ref = () => referenceOf(store);
  return [
    {
      method: 'GET',
      template: '/disciplines',
      handler: (req) => ({ body: paginate(ref().disciplines, req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/disciplines/{discipline_id}',
      handler: (req) => {
        const discipline = findByPathId(req.params.discipline_id, 'Discipline', (id) =>
          ref().disciplines.find((d) => d.id === id),
        );
        return { body: discipline };
      },
    },
    {
      method: 'GET',
      template: '/holidays',
      handler: (req) => ({ body: paginate(ref().holidays, req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/expense_item_categories',
      handler: (req) => ({ body: paginate(ref().expenseCategories, req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/time_entry_categories',
      handler: (req) => ({ body: paginate(ref().timeCategories, req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/expense_item_categories',
      handler: (req) => ({
        body: paginate(lineItems(store, req.params.project_id, ['Expenses']), req.path, req.query),
      }),
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/time_entry_categories',
      handler: (req) => ({
        body: paginate(lineItems(store, req.params.project_id, ['TimeFees', 'TimeFeesDays']), req.path, req.query),
      }),
    },
  ];
}
