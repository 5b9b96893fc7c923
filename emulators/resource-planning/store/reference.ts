// Read-only reference data of the resource-planning emulator: disciplines (from the people's
// disciplines), holidays, and the account's expense-item and time-entry categories (the project-level
// lists are the project's budget line items: store/budgets.ts).
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

/** An account-level expense-item or time-entry category, as the reference shows it. */
export interface RpCategory {
  id: number;
  category: string;
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

function build(store: ResourcePlanningStore): ReferenceData {
  const names: string[] = [];
  for (const user of store.users) if (!names.includes(user.discipline)) names.push(user.discipline);
  names.sort();
  const disciplines = names.map((value, i) => ({ id: 3_001 + i, value }));
  const holidays: RpHoliday[] = [];
  for (const year of [2025, 2026]) {
    for (const [name, day] of HOLIDAYS) {
      holidays.push({
        id: 5_001 + holidays.length,
        name,
        date: `${year}-${day}`,
        created_at: STAMP,
        updated_at: STAMP,
      });
    }
  }
  const expenseCategories = EXPENSE_CATEGORIES.map((category, i) => ({ id: 6_001 + i, category }));
  const timeCategories = TIME_CATEGORIES.map((category, i) => ({ id: 7_001 + i, category }));
  return {
    disciplines,
    holidays,
    expenseCategories,
    timeCategories,
    disciplineIdByName: new Map(disciplines.map((d) => [d.value, d.id])),
  };
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
