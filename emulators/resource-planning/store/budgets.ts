// Budget items (budget line items) of the resource-planning emulator: each belongs to a project or
// phase, has an `item_type` of Expenses, TimeFees or TimeFeesDays (TimeFeesDays is measured in
// hours) and may name a budget category; the project-level category lists are these items.
import { referenceOf } from './reference.js';
import type { ResourcePlanningStore } from './store.js';

export const BUDGET_ITEM_TYPES = ['Expenses', 'TimeFees', 'TimeFeesDays'] as const;
export type BudgetItemType = (typeof BUDGET_ITEM_TYPES)[number];

/** A budget line item, with the fields the reference shows (_budget-items.md, _budget-item-categories.md). */
export interface RpBudgetItem {
  id: number;
  /** The project or phase. */
  assignable_id: number;
  /** The phase's project, for an item of a phase; null for a project's own item. */
  assignable_parent_id: number | null;
  /** The budget category the line is for; null when it has none. */
  category: string | null;
  item_type: BudgetItemType;
  /** Currency for Expenses and TimeFees, hours for TimeFeesDays. */
  amount: number;
  peritem_amount: number | null;
  peritem_label: string | null;
  created_at: string;
  updated_at: string;
}

export interface BudgetsState {
  items: RpBudgetItem[];
  nextId: number;
}

const cache = new WeakMap<ResourcePlanningStore, BudgetsState>();

function build(store: ResourcePlanningStore): BudgetsState {
  const state: BudgetsState = { items: [], nextId: 1_300_001 };
  const { expenseCategories, timeCategories } = referenceOf(store);
  const add = (assignableId: number, type: BudgetItemType, amount: number, category: string | null, at: string) => {
    const parent = store.project(assignableId)?.parent_id ?? null;
    state.items.push({
      id: state.nextId++,
      assignable_id: assignableId,
      assignable_parent_id: parent,
      category,
      item_type: type,
      amount,
      peritem_amount: null,
      peritem_label: null,
      created_at: at,
      updated_at: at,
    });
  };
  const nameOf = (list: Array<{ category: string }>, i: number): string | null =>
    i % 4 === 3 ? null : (list[i % list.length]?.category ?? null);
  store.projects.forEach((project, i) => {
    if (project.parent_id === null) {
      add(project.id, 'TimeFees', 20_000 + (i % 7) * 5_000, nameOf(timeCategories, i), project.created_at);
      add(project.id, 'Expenses', 1_000 + (i % 5) * 750, nameOf(expenseCategories, i), project.created_at);
      if (i % 2 === 0)
        add(project.id, 'TimeFeesDays', 160 + (i % 4) * 40, nameOf(timeCategories, i + 1), project.created_at);
    } else if (i % 3 === 0) {
      add(project.id, 'TimeFees', 5_000 + (i % 3) * 1_000, nameOf(timeCategories, i), project.created_at);
    }
  });
  return state;
}

/** The budget items of one emulator store (built on first use). */
export function budgetsOf(store: ResourcePlanningStore): BudgetsState {
  let state = cache.get(store);
  if (!state) {
    state = build(store);
    cache.set(store, state);
  }
  return state;
}
