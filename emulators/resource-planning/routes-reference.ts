// Read-only reference routes: disciplines, holidays, and expense-item / time-entry categories at
// account level and per project or phase. The API offers no writes to any of them.
import type { Route } from '../kit/http-emulator.js';
import { paginate } from './envelope.js';
import { findByPathId, findProject } from './ids.js';
import { referenceOf, type RpCategory } from './reference-store.js';
import type { ResourcePlanningStore } from './store.js';

function projectCategories(store: ResourcePlanningStore, raw: string | undefined, all: RpCategory[]): RpCategory[] {
  const { id } = findProject(store, raw);
  return all.filter((c) => c.assignable_id === id);
}

export function referenceRoutes(store: ResourcePlanningStore): Route[] {
  const ref = () => referenceOf(store);
  return [
    { method: 'GET', template: '/disciplines', handler: (req) => ({ body: paginate(ref().disciplines, req.path, req.query) }) },
    {
      method: 'GET',
      template: '/disciplines/{discipline_id}',
      handler: (req) => {
        const discipline = findByPathId(req.params.discipline_id, 'Discipline', (id) => ref().disciplines.find((d) => d.id === id));
        return { body: discipline };
      },
    },
    { method: 'GET', template: '/holidays', handler: (req) => ({ body: paginate(ref().holidays, req.path, req.query) }) },
    {
      method: 'GET',
      template: '/expense_item_categories',
      handler: (req) => ({ body: paginate(ref().expenseCategories.filter((c) => c.assignable_id === null), req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/time_entry_categories',
      handler: (req) => ({ body: paginate(ref().timeCategories.filter((c) => c.assignable_id === null), req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/expense_item_categories',
      handler: (req) => ({ body: paginate(projectCategories(store, req.params.project_id, ref().expenseCategories), req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/time_entry_categories',
      handler: (req) => ({ body: paginate(projectCategories(store, req.params.project_id, ref().timeCategories), req.path, req.query) }),
    },
  ];
}
