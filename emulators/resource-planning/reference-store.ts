// Read-only reference data of the resource-planning emulator: disciplines (from the people's
// disciplines), holidays, and expense-item / time-entry categories (account, project and phase level).
import type { ResourcePlanningStore } from './store.js';

export interface RpDiscipline {
  id: number;
  value: string;
}

export interface RpHoliday {
  id: number;
  name: string;
  date: string;
  created_at: string;
  updated_at: string;
}

/** An expense-item or time-entry category; `assignable_id` null at account level. */
export interface RpCategory {
  id: number;
  value: string;
  assignable_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReferenceData {
  disciplines: RpDiscipline[];
  holidays: RpHoliday[];
  expenseCategories: RpCategory[];
  timeCategories: RpCategory[];
  disciplineIdByName: Map<string, number>;
}

const STAMP = '2024-01-02T09:00:00Z';
const HOLIDAYS: Array<[string, string]> = [
  ['New Year', '01-01'],
  ['Spring Bank Holiday', '05-26'],
  ['Independence Day', '07-04'],
  ['Labour Day', '09-01'],
  ['Thanksgiving', '11-27'],
  ['Christmas Day', '12-25'],
  ['Boxing Day', '12-26'],
];
const EXPENSE_CATEGORIES = ['Travel', 'Meals', 'Lodging', 'Software', 'Supplies'];
const TIME_CATEGORIES = ['Development', 'Meetings', 'Research', 'Support'];
const PROJECT_EXPENSE_CATEGORIES = ['Client hospitality', 'Printing'];
const PROJECT_TIME_CATEGORIES = ['Workshops', 'Travel time'];

function build(store: ResourcePlanningStore): ReferenceData {
  const names: string[] = [];
  for (const user of store.users) if (!names.includes(user.discipline)) names.push(user.discipline);
  names.sort();
  const disciplines = names.map((value, i) => ({ id: 3_001 + i, value }));
  const holidays: RpHoliday[] = [];
  for (const year of [2025, 2026]) {
    for (const [name, day] of HOLIDAYS) {
      holidays.push({ id: 5_001 + holidays.length, name, date: `${year}-${day}`, created_at: STAMP, updated_at: STAMP });
    }
  }
  const category = (id: number, value: string, assignableId: number | null): RpCategory => ({ id, value, assignable_id: assignableId, created_at: STAMP, updated_at: STAMP });
  const expenseCategories = EXPENSE_CATEGORIES.map((v, i) => category(6_001 + i, v, null));
  const timeCategories = TIME_CATEGORIES.map((v, i) => category(7_001 + i, v, null));
  // Every third project (and its first phase) has categories of its own.
  const topLevel = store.projects.filter((p) => p.parent_id === null);
  topLevel.forEach((project, i) => {
    if (i % 3 !== 0) return;
    const owners = [project.id, ...store.phases(project.id).slice(0, 1).map((p) => p.id)];
    for (const owner of owners) {
      for (const v of PROJECT_EXPENSE_CATEGORIES) expenseCategories.push(category(6_101 + expenseCategories.length, v, owner));
      for (const v of PROJECT_TIME_CATEGORIES) timeCategories.push(category(7_101 + timeCategories.length, v, owner));
    }
  });
  return { disciplines, holidays, expenseCategories, timeCategories, disciplineIdByName: new Map(disciplines.map((d) => [d.value, d.id])) };
}

const cache = new WeakMap<ResourcePlanningStore, ReferenceData>();

/** The reference data of one emulator store (built on first use, deterministic). */
export function referenceOf(store: ResourcePlanningStore): ReferenceData {
  let data = cache.get(store);
  if (!data) {
    data = build(store);
    cache.set(store, data);
  }
  return data;
}
