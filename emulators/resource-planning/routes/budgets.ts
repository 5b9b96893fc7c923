// Budget-item routes: by id (`/budget_items/{id}`) and per project or phase, listed by `item_type`
// (required: "Budget items are always specified with an item_type when accessed through the api");
// item_type is one of Expenses, TimeFees, TimeFeesDays and amount a number >= 0.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { BUDGET_ITEM_TYPES, budgetsOf, type BudgetItemType, type RpBudgetItem } from '../store/budgets.js';
import { paginate } from '../envelope.js';
import { badRequest } from '../errors.js';
import { findByPathId, findProject } from '../ids.js';
import { bodyOf, nowStamp, optionalAmount, optionalString, requiredAmount } from '../request/field-readers.js';
import type { RpProject } from '../model.js';
import type { ResourcePlanningStore } from '../store/store.js';

function itemType(value: unknown, required: boolean): BudgetItemType | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || !(BUDGET_ITEM_TYPES as readonly string[]).includes(value)) {
    throw badRequest(`item_type must be one of ${BUDGET_ITEM_TYPES.join(', ')}`);
  }
  return value as BudgetItemType;
}

/** A line item's `category`: text, null for none, undefined when not given. */
function categoryOf(body: Record<string, unknown>): string | null | undefined {
  if (body.category === null) return null;
  const category = optionalString(body, 'category');
  return category === undefined ? undefined : category.trim() === '' ? null : category.trim();
}

function findItem(store: ResourcePlanningStore, raw: string | undefined, project?: RpProject): RpBudgetItem {
  return findByPathId(raw, 'BudgetItem', (id) =>
    budgetsOf(store).items.find((i) => i.id === id && (!project || i.assignable_id === project.id)),
  );
}

function update(store: ResourcePlanningStore, item: RpBudgetItem, req: EmulatorRequest): RpBudgetItem {
  const owner = store.project(item.assignable_id);
  if (owner?.archived) throw badRequest('the project is archived: unarchive it before changing its budget');
  const body = bodyOf(req);
  const type = itemType(body.item_type, false);
  const amount = optionalAmount(body, 'amount');
  const category = categoryOf(body);
  if (type !== undefined) item.item_type = type;
  if (amount !== undefined) item.amount = amount;
  if (category !== undefined) item.category = category;
  item.updated_at = nowStamp();
  return item;
}

export function budgetRoutes(store: ResourcePlanningStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/budget_items/{budget_item_id}',
      handler: (req) => ({ body: findItem(store, req.params.budget_item_id) }),
    },
    {
      method: 'PUT',
      template: '/budget_items/{budget_item_id}',
      handler: (req) => ({ body: update(store, findItem(store, req.params.budget_item_id), req) }),
    },
    {
      method: 'DELETE',
      template: '/budget_items/{budget_item_id}',
      handler: (req) => {
        const item = findItem(store, req.params.budget_item_id);
        const state = budgetsOf(store);
        state.items = state.items.filter((i) => i.id !== item.id);
        return { status: 204 };
      },
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/budget_items',
      handler: (req) => {
        const project = findProject(store, req.params.project_id);
        const type = itemType(req.query.get('item_type') ?? undefined, true);
        const items = budgetsOf(store).items.filter((i) => i.assignable_id === project.id && i.item_type === type);
        return { body: paginate(items, req.path, req.query) };
      },
    },
    {
      method: 'POST',
      template: '/projects/{project_id}/budget_items',
      handler: (req) => {
        const project = findProject(store, req.params.project_id);
        const body = bodyOf(req);
        const type = itemType(body.item_type, true)!;
        const amount = requiredAmount(body, 'amount');
        if (project.archived) throw badRequest('the project is archived: unarchive it before changing its budget');
        const state = budgetsOf(store);
        const at = nowStamp();
        const item: RpBudgetItem = {
          id: state.nextId++,
          assignable_id: project.id,
          assignable_parent_id: project.parent_id,
          category: categoryOf(body) ?? null,
          item_type: type,
          amount,
          peritem_amount: null,
          peritem_label: null,
          created_at: at,
          updated_at: at,
        };
        state.items.push(item);
        return { status: 200, body: item };
      },
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/budget_items/{budget_item_id}',
      handler: (req) => ({
        body: findItem(store, req.params.budget_item_id, findProject(store, req.params.project_id)),
      }),
    },
    {
      method: 'PUT',
      template: '/projects/{project_id}/budget_items/{budget_item_id}',
      handler: (req) => ({
        body: update(store, findItem(store, req.params.budget_item_id, findProject(store, req.params.project_id)), req),
      }),
    },
  ];
}
