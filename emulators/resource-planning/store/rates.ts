// Bill rates of the resource-planning emulator: account defaults, project and phase copies, and the
// copy rules other routes call (a new project copies account rates; a user joining a project gets
// user-specific rates matched by role and discipline; a phase with its own rates copies its parent's).
import { referenceOf } from './reference.js';
import type { ResourcePlanningStore } from './store.js';

export interface RpBillRate {
  id: number;
  /** Null for account-level defaults; else a project or phase id. */
  assignable_id: number | null;
  /** Set for user-specific rates. */
  user_id: number | null;
  role_id: number | null;
  discipline_id: number | null;
  rate: number;
  /** First and last day the rate applies (null: no limit). */
  starts_at: string | null;
  ends_at: string | null;
  /** The same days under their deprecated names, which the reference still lists. */
  startdate: string | null;
  enddate: string | null;
  created_at: string;
  updated_at: string;
}

export interface RatesState {
  rates: RpBillRate[];
  nextId: number;
  /** Role ids by role name (the people's `role`); the API has no role routes here. */
  roleIds: Map<string, number>;
}

const STAMP = '2024-01-02T09:00:00Z';
const cache = new WeakMap<ResourcePlanningStore, RatesState>();

function stamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A rate's own values, without the id and stamps that a copy gets anew. */
function rateValues(rate: RpBillRate): Omit<RpBillRate, 'id' | 'created_at' | 'updated_at'> {
  const values: Partial<RpBillRate> & Omit<RpBillRate, 'id' | 'created_at' | 'updated_at'> = { ...rate };
  delete values.id;
  delete values.created_at;
  delete values.updated_at;
  return values;
}

function newRate(
  state: RatesState,
  from: Omit<RpBillRate, 'id' | 'created_at' | 'updated_at'>,
  at: string,
): RpBillRate {
  const rate: RpBillRate = { id: state.nextId++, ...from, created_at: at, updated_at: at };
  state.rates.push(rate);
  return rate;
}

/** Account rates, then every demo project's copies and its members' rates, as the service would have made them. */
function build(store: ResourcePlanningStore): RatesState {
  const roles = [...new Set(store.users.map((u) => u.role))].sort();
  const state: RatesState = { rates: [], nextId: 1_200_001, roleIds: new Map(roles.map((r, i) => [r, 4_001 + i])) };
  const base = { assignable_id: null, user_id: null, starts_at: null, ends_at: null, startdate: null, enddate: null };
  newRate(state, { ...base, role_id: null, discipline_id: null, rate: 120 }, STAMP);
  for (const [i, d] of referenceOf(store).disciplines.entries())
    newRate(state, { ...base, role_id: null, discipline_id: d.id, rate: 100 + 15 * i }, STAMP);
  for (const role of roles.filter((r) => r.startsWith('Principal') || r.startsWith('Lead'))) {
    newRate(
      state,
      {
        ...base,
        role_id: state.roleIds.get(role)!,
        discipline_id: null,
        rate: role.startsWith('Principal') ? 210 : 180,
      },
      STAMP,
    );
  }
  cache.set(store, state);
  for (const project of store.projects) {
    if (project.parent_id !== null) continue;
    copyAccountRatesToProject(store, project.id, project.created_at);
    for (const userId of members(store, project.id))
      addUserRatesToProject(store, project.id, userId, project.created_at);
    for (const phase of store.phases(project.id))
      if (!phase.use_parent_bill_rates) copyParentRatesToPhase(store, phase.id, phase.created_at);
  }
  return state;
}

/** The owner and everyone assigned to the project or one of its phases, by id. */
function members(store: ResourcePlanningStore, projectId: number): number[] {
  const ids = new Set<number>();
  const project = store.project(projectId);
  if (project?.owner_id) ids.add(project.owner_id);
  for (const target of [projectId, ...store.phases(projectId).map((p) => p.id)]) {
    for (const a of store.assignmentsOnAssignable(target)) if (a.user_id !== null) ids.add(a.user_id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Applies the copy rules to a project (or a phase's project) that writes elsewhere created or
 * changed without calling them: account rates for a project without rates, the parent's for a phase
 * with rates of its own, a rate for each member without one. Every step is idempotent; the rate
 * routes run it before answering, so the result equals calling the rules at the time of the write.
 */
export function ensureProjectRates(store: ResourcePlanningStore, projectId: number): void {
  const target = store.project(projectId);
  if (!target) return;
  const root = target.parent_id ?? target.id;
  copyAccountRatesToProject(store, root);
  for (const phase of store.phases(root)) if (!phase.use_parent_bill_rates) copyParentRatesToPhase(store, phase.id);
  for (const userId of members(store, root)) addUserRatesToProject(store, root, userId);
}

/** The bill-rate state of one emulator store (built on first use). */
export function ratesOf(store: ResourcePlanningStore): RatesState {
  return cache.get(store) ?? build(store);
}

export const accountRates = (store: ResourcePlanningStore): RpBillRate[] =>
  ratesOf(store).rates.filter((r) => r.assignable_id === null);
const ownRates = (store: ResourcePlanningStore, assignableId: number): RpBillRate[] =>
  ratesOf(store).rates.filter((r) => r.assignable_id === assignableId);

/** The rates that apply to a project or phase: a phase that uses its parent's rates sees the parent's. */
export function ratesForProject(store: ResourcePlanningStore, projectId: number): RpBillRate[] {
  const project = store.project(projectId);
  if (!project) return [];
  if (project.parent_id !== null && project.use_parent_bill_rates) return ownRates(store, project.parent_id);
  return ownRates(store, projectId);
}

/**
 * Call when a project is created: copies the account rates to it. For a phase this copies the
 * parent project's rates instead (unless the phase uses its parent's rates). Does nothing when the
 * project already has rates of its own.
 */
export function copyAccountRatesToProject(
  store: ResourcePlanningStore,
  projectId: number,
  at: string = stamp(),
): RpBillRate[] {
  const project = store.project(projectId);
  if (!project) return [];
  if (project.parent_id !== null) return copyParentRatesToPhase(store, projectId, at);
  const state = ratesOf(store);
  if (ownRates(store, projectId).length > 0) return [];
  return accountRates(store).map((rate) => newRate(state, { ...rateValues(rate), assignable_id: projectId }, at));
}

/** Call when a phase gets rates of its own (created, or `use_parent_bill_rates` turned false): copies the parent's. */
export function copyParentRatesToPhase(
  store: ResourcePlanningStore,
  phaseId: number,
  at: string = stamp(),
): RpBillRate[] {
  const phase = store.project(phaseId);
  if (!phase || phase.parent_id === null || phase.use_parent_bill_rates) return [];
  if (ownRates(store, phaseId).length > 0) return [];
  const state = ratesOf(store);
  return ownRates(store, phase.parent_id).map((rate) =>
    newRate(state, { ...rateValues(rate), assignable_id: phaseId }, at),
  );
}

/** The best non-user rate for a role and discipline: both match > role > discipline > the default. */
export function matchRate(rates: RpBillRate[], roleId: number | null, disciplineId: number | null): RpBillRate | null {
  let best: RpBillRate | null = null;
  let bestScore = -1;
  for (const rate of rates) {
    if (rate.user_id !== null) continue;
    if (rate.role_id !== null && rate.role_id !== roleId) continue;
    if (rate.discipline_id !== null && rate.discipline_id !== disciplineId) continue;
    const score = (rate.role_id !== null ? 2 : 0) + (rate.discipline_id !== null ? 1 : 0);
    if (score > bestScore) {
      best = rate;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Call when a user joins a project (an assignment to it or one of its phases): creates the user's
 * rate on the project, and on each of its phases with rates of their own, matched by the user's role
 * and discipline. A project or phase that already has a rate for the user keeps it.
 */
export function addUserRatesToProject(
  store: ResourcePlanningStore,
  projectId: number,
  userId: number,
  at: string = stamp(),
): RpBillRate[] {
  const target = store.project(projectId);
  const user = store.user(userId);
  if (!target || !user) return [];
  const root = target.parent_id ?? target.id;
  const state = ratesOf(store);
  const roleId = state.roleIds.get(user.role) ?? null;
  const disciplineId = referenceOf(store).disciplineIdByName.get(user.discipline) ?? null;
  const owners = [
    root,
    ...store
      .phases(root)
      .filter((p) => !p.use_parent_bill_rates && ownRates(store, p.id).length > 0)
      .map((p) => p.id),
  ];
  const created: RpBillRate[] = [];
  for (const owner of owners) {
    const rates = ownRates(store, owner);
    if (rates.some((r) => r.user_id === userId)) continue;
    const match = matchRate(rates, roleId, disciplineId);
    if (!match) continue;
    created.push(
      newRate(
        state,
        {
          assignable_id: owner,
          user_id: userId,
          role_id: roleId,
          discipline_id: disciplineId,
          rate: match.rate,
          starts_at: null,
          ends_at: null,
          startdate: null,
          enddate: null,
        },
        at,
      ),
    );
  }
  return created;
}

/** Call when a project or phase is deleted: drops its rates. */
export function removeProjectRates(store: ResourcePlanningStore, projectId: number): number {
  const state = ratesOf(store);
  const before = state.rates.length;
  state.rates = state.rates.filter((r) => r.assignable_id !== projectId);
  return before - state.rates.length;
}
