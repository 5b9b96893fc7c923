// Budget items of the resource-planning emulator: each belongs to a project or phase and has an
// `item_type` of Expenses, TimeFees or TimeFeesDays (TimeFeesDays is measured in hours).
import type { ResourcePlanningStore } from './store.js';

export const BUDGET_ITEM_TYPES = ['Expenses', 'TimeFees', 'TimeFeesDays'] as const;
export type BudgetItemType = (typeof BUDGET_ITEM_TYPES)[number];

export interface RpBudgetItem {
  id: number;
  assignable_id: number;
  item_type: BudgetItemType;
  /** Currency for Expenses and TimeFees, hours for TimeFeesDays. */
  amount: number;
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
  const add = (assignableId: number, type: BudgetItemType, amount: number, at: string) =>
    state.items.push({ id: state.nextId++, assignable_id: assignableId, item_type: type, amount, created_at: at, updated_at: at });
  store.projects.forEach((project, i) => {
    if (project.parent_id === null) {
      add(project.id, 'TimeFees', 20_000 + (i % 7) * 5_000, project.created_at);
      add(project.id, 'Expenses', 1_000 + (i % 5) * 750, project.created_at);
      if (i % 2 === 0) add(project.id, 'TimeFeesDays', 160 + (i % 4) * 40, project.created_at);
    } else if (i % 3 === 0) {
      add(project.id, 'TimeFees', 5_000 + (i % 3) * 1_000, project.created_at);
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
