// Project writes: POST /projects, PUT and DELETE /projects/{project_id}, with the archive state
// table (archiving acts as a delete; an archived project changes nothing until unarchived).
import type { Route } from '../../kit/http-emulator.js';
import { badRequest, conflict } from '../errors.js';
import { findProject } from '../ids.js';
import { PROJECT_STATES, type ProjectState, type RpProject } from '../model.js';
import { fieldSet } from '../request/query.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { nowStamp, workState, type WorkState } from '../store/work.js';
import { bodyOf, boolOf, dateOf, has, numberOf, stringOf } from '../request/write-body.js';
import { projectView } from '../render/views.js';
import {
  addUserRatesToProject,
  copyAccountRatesToProject,
  copyParentRatesToPhase,
  removeProjectRates,
} from '../store/rates.js';

/** Properties a PUT may change (besides `archived`). */
const EDITABLE = [
  'name',
  'description',
  'project_code',
  'client',
  'project_state',
  'starts_at',
  'ends_at',
  'timeentry_lockout',
  'owner_id',
  'phase_name',
  'use_parent_bill_rates',
  'parent_id',
] as const;

function stateOf(body: Record<string, unknown>): ProjectState | undefined {
  if (!has(body, 'project_state')) return undefined;
  const v = body.project_state;
  if (typeof v !== 'string' || !(PROJECT_STATES as readonly string[]).includes(v))
    throw badRequest(`project_state must be one of ${PROJECT_STATES.join(', ')}`);
  return v as ProjectState;
}

function ownerOf(store: ResourcePlanningStore, body: Record<string, unknown>): number | undefined {
  const owner = numberOf(body, 'owner_id');
  if (owner === undefined) return undefined;
  if (!store.user(owner)) throw badRequest(`owner_id ${owner}: no such user`);
  return owner;
}

function checkDates(startsAt: string, endsAt: string): void {
  if (endsAt < startsAt) throw badRequest('ends_at must not be before starts_at');
}

/** Makes a user a member of a project (the owner, or someone assigned): they get user-specific bill rates. */
export function addMember(state: WorkState, projectId: number, userId: number): void {
  const root = state.store.project(projectId)?.parent_id ?? projectId;
  const set = state.members.get(root) ?? new Set<number>();
  if (!set.has(userId)) addUserRatesToProject(state.store, root, userId);
  set.add(userId);
  state.members.set(root, set);
}

/**
 * Applies a PUT to a project or phase, following the state table: `archived: true` archives an
 * active record (refused when already archived); while archived only `archived: false` alone is
 * accepted; `parent_id` stays null for projects and cannot change for phases.
 */
export function updateProjectRecord(store: ResourcePlanningStore, project: RpProject, raw: unknown): RpProject {
  const state = workState(store);
  const body = bodyOf(raw);
  const archived = boolOf(body, 'archived');
  const others = EDITABLE.filter((k) => has(body, k));
  if (project.archived) {
    if (archived === true) throw conflict(`Project ${project.id} is already archived`);
    if (others.length > 0) {
      throw conflict(
        `Project ${project.id} is archived: unarchive it (archived: false, alone) before changing ${others.join(', ')}`,
      );
    }
  }
  if (has(body, 'parent_id')) {
    const parent = body.parent_id;
    if (project.parent_id === null && parent !== null) throw badRequest('parent_id must be null for a project');
    if (project.parent_id !== null && parent === null) throw badRequest('parent_id can never be null for a phase');
    if (project.parent_id !== null && parent !== project.parent_id)
      throw badRequest('the parent of a phase cannot change');
  }
  const next: Partial<RpProject> = {};
  const name = stringOf(body, 'name');
  if (name !== undefined) {
    if (name === null || name.trim() === '') throw badRequest('name must be a non-empty string');
    if (project.parent_id !== null) throw badRequest("a phase takes its project's name; change phase_name");
    next.name = name;
  }
  const phaseName = stringOf(body, 'phase_name');
  if (phaseName !== undefined) {
    if (project.parent_id === null) throw badRequest('phase_name is only for phases');
    if (phaseName === null || phaseName.trim() === '') throw badRequest('phase_name must be a non-empty string');
    next.phase_name = phaseName;
  }
  const description = stringOf(body, 'description');
  if (description !== undefined) next.description = description ?? '';
  const code = stringOf(body, 'project_code');
  if (code !== undefined) next.project_code = code ?? '';
  const client = stringOf(body, 'client');
  if (client !== undefined) next.client = client;
  const projectState = stateOf(body);
  if (projectState !== undefined) next.project_state = projectState;
  const startsAt = dateOf(body, 'starts_at');
  const endsAt = dateOf(body, 'ends_at');
  checkDates(startsAt ?? project.starts_at, endsAt ?? project.ends_at);
  if (startsAt !== undefined) next.starts_at = startsAt;
  if (endsAt !== undefined) next.ends_at = endsAt;
  const lockout = numberOf(body, 'timeentry_lockout');
  if (lockout !== undefined) {
    if (!Number.isInteger(lockout) || lockout < -1)
      throw badRequest('timeentry_lockout must be -1, 0 or a positive number of days');
    next.timeentry_lockout = lockout;
  }
  const owner = ownerOf(store, body);
  if (owner !== undefined) next.owner_id = owner;
  const useParent = boolOf(body, 'use_parent_bill_rates');
  if (useParent !== undefined) {
    if (project.parent_id === null) throw badRequest('use_parent_bill_rates is only for phases');
    next.use_parent_bill_rates = useParent;
  }
  const stamp = nowStamp();
  Object.assign(project, next, { updated_at: stamp });
  if (owner !== undefined) addMember(state, project.id, owner);
  // A phase that stops using its parent's rates gets a copy of them.
  if (useParent === false && project.parent_id !== null) copyParentRatesToPhase(store, project.id);
  if (archived !== undefined && archived !== project.archived) {
    // Archiving acts as a delete: the project and its phases leave the lists (with_archived shows them).
    for (const record of [project, ...store.phases(project.id)]) {
      record.archived = archived;
      record.archived_at = archived ? stamp : null;
      record.updated_at = stamp;
    }
  }
  return project;
}

/** Removes projects or phases and everything on them (assignments, expense items, bill rates). */
export function removeProjects(store: ResourcePlanningStore, ids: Set<number>): void {
  const state = workState(store);
  for (let i = store.projects.length - 1; i >= 0; i--) if (ids.has(store.projects[i]!.id)) store.projects.splice(i, 1);
  for (let i = store.assignments.length - 1; i >= 0; i--)
    if (ids.has(store.assignments[i]!.assignable_id)) store.assignments.splice(i, 1);
  for (let i = state.expenseItems.length - 1; i >= 0; i--)
    if (ids.has(state.expenseItems[i]!.assignable_id)) state.expenseItems.splice(i, 1);
  for (const id of ids) {
    removeProjectRates(store, id);
    state.members.delete(id);
  }
  store.reindex();
}

export function projectWriteRoutes(store: ResourcePlanningStore): Route[] {
  const state = workState(store);
  return [
    {
      method: 'POST',
      template: '/projects',
      handler: (req) => {
        const body = bodyOf(req.body);
        if (has(body, 'parent_id') && body.parent_id !== null) {
          throw badRequest(
            'parent_id must be null for a project; create phases with POST /projects/{project_id}/phases',
          );
        }
        const name = stringOf(body, 'name', true)!;
        const startsAt = dateOf(body, 'starts_at') ?? new Date().toISOString().slice(0, 10);
        const endsAt = dateOf(body, 'ends_at') ?? startsAt;
        checkDates(startsAt, endsAt);
        const lockout = numberOf(body, 'timeentry_lockout') ?? -1;
        if (!Number.isInteger(lockout) || lockout < -1)
          throw badRequest('timeentry_lockout must be -1, 0 or a positive number of days');
        if (has(body, 'archived') && body.archived !== false) throw badRequest('a new project cannot be archived');
        const owner = ownerOf(store, body);
        const stamp = nowStamp();
        const id = state.nextId('project');
        const project: RpProject = {
          id,
          name,
          description: stringOf(body, 'description') ?? '',
          guid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
          parent_id: null,
          phase_name: null,
          project_code: stringOf(body, 'project_code') ?? '',
          client: stringOf(body, 'client') ?? null,
          project_state: stateOf(body) ?? 'Confirmed',
          archived: false,
          archived_at: null,
          starts_at: startsAt,
          ends_at: endsAt,
          timeentry_lockout: lockout,
          settings: 0,
          secureurl: null,
          secureurl_expiration: null,
          thumbnail: null,
          type: 'Project',
          use_parent_bill_rates: false,
          has_pending_updates: false,
          owner_id: owner ?? state.callerId(req.token) ?? store.users[0]!.id,
          deleted_at: null,
          created_at: stamp,
          updated_at: stamp,
        };
        store.projects.push(project);
        store.reindex();
        // A new project copies the account bill rates; the owner becomes a member.
        copyAccountRatesToProject(store, id);
        if (owner !== undefined) addMember(state, id, owner);
        return { body: projectView(store, project, fieldSet(req.query)) };
      },
    },
    {
      method: 'PUT',
      template: '/projects/{project_id}',
      handler: (req) => {
        const project = updateProjectRecord(store, findProject(store, req.params.project_id), req.body);
        return { body: projectView(store, project, fieldSet(req.query)) };
      },
    },
    {
      method: 'DELETE',
      template: '/projects/{project_id}',
      handler: (req) => {
        const project = findProject(store, req.params.project_id);
        if (project.parent_id !== null && store.assignmentsOnAssignable(project.id).length > 0) {
          throw conflict(`Phase ${project.id} has assignments: it can be deleted only when it has none`);
        }
        removeProjects(store, new Set([project.id, ...store.phases(project.id).map((p) => p.id)]));
        return { status: 204 };
      },
    },
  ];
}
