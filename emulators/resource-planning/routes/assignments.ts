// Assignment writes in the three scopes (/assignments, /projects/{id}/assignments,
// /users/{id}/assignments): create with optional subtasks, update, delete. Each allocation mode
// comes with exactly its value property; the target (assignable) never changes on update.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { badRequest, conflict } from '../errors.js';
import { findByPathId, findProject, findUser } from '../ids.js';
import type { AllocationMode, RpAssignment, RpSubtask } from '../model.js';
import { fieldSet } from '../request/query.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { nowStamp, workState } from '../store/work.js';
import { bodyOf, dateOf, has, numberOf, stringOf } from '../request/write-body.js';
import { assignmentView } from '../render/views.js';
import { addMember } from './project-writes.js';

const MODES: Record<AllocationMode, 'percent' | 'hours_per_day' | 'fixed_hours'> = {
  percent: 'percent',
  hours_per_day: 'hours_per_day',
  fixed: 'fixed_hours',
};
const VALUE_KEYS = ['percent', 'hours_per_day', 'fixed_hours'] as const;

type Scope = { kind: 'all' } | { kind: 'project'; projectId: number } | { kind: 'user'; userId: number };

function scopeOf(store: ResourcePlanningStore, req: EmulatorRequest): Scope {
  if (req.params.project_id !== undefined)
    return { kind: 'project', projectId: findProject(store, req.params.project_id).id };
  if (req.params.user_id !== undefined) return { kind: 'user', userId: findUser(store, req.params.user_id).id };
  return { kind: 'all' };
}

function inScope(store: ResourcePlanningStore, scope: Scope, a: RpAssignment): boolean {
  if (scope.kind === 'project')
    return a.assignable_id === scope.projectId || store.project(a.assignable_id)?.parent_id === scope.projectId;
  if (scope.kind === 'user') return a.user_id === scope.userId;
  return true;
}

/** An assignment by path id within the scope (404 otherwise). */
export function scopedAssignment(store: ResourcePlanningStore, req: EmulatorRequest): RpAssignment {
  const scope = scopeOf(store, req);
  return findByPathId(
    req.params.assignment_id,
    'Assignment',
    (id) => store.assignment(id),
    (a) => inScope(store, scope, a),
  );
}

/**
 * The allocation of a body. Document 3 pairs each `allocation_mode` with its value property
 * (percent -> `percent`, hours_per_day -> `hours_per_day`, fixed -> `fixed_hours`): a mode
 * without its value, or a value of another mode, is a 400. Without `allocation_mode` a create is
 * a percent assignment and an update keeps the assignment's mode, so only that mode's value may be
 * given; a create that gives neither is allocated 100% (`percent: 1`).
 */
function allocationOf(
  body: Record<string, unknown>,
  current?: RpAssignment,
): Pick<RpAssignment, 'allocation_mode' | 'percent' | 'hours_per_day' | 'fixed_hours'> | undefined {
  const given = VALUE_KEYS.filter((k) => has(body, k));
  let mode: AllocationMode;
  if (has(body, 'allocation_mode')) {
    const m = body.allocation_mode;
    if (typeof m !== 'string' || !(m in MODES))
      throw badRequest('allocation_mode must be percent, hours_per_day or fixed');
    mode = m as AllocationMode;
  } else {
    if (given.length === 0) return current ? undefined : { allocation_mode: 'percent', percent: 1 };
    mode = current?.allocation_mode ?? 'percent';
  }
  const key = MODES[mode];
  const wrong = given.filter((k) => k !== key);
  if (wrong.length > 0)
    throw badRequest(`${wrong.join(', ')} is not valid with allocation_mode ${mode}: it takes ${key}`);
  if (!given.includes(key) || body[key] === null) throw badRequest(`allocation_mode ${mode} needs ${key}`);
  const value = numberOf(body, key)!;
  if (value <= 0) throw badRequest(`${key} must be greater than 0`);
  if (key === 'percent' && value > 1) throw badRequest('percent is a fraction: greater than 0 and at most 1');
  if (key === 'hours_per_day' && value > 24) throw badRequest('hours_per_day must be at most 24');
  return { allocation_mode: mode, [key]: value };
}

function subtasksOf(body: Record<string, unknown>): { description: string; completed: boolean }[] {
  if (!has(body, 'subtasks')) return [];
  if (!Array.isArray(body.subtasks)) throw badRequest('subtasks must be an array');
  return body.subtasks.map((s, i) => {
    const item = bodyOf(s);
    const description = item.description;
    if (typeof description !== 'string' || description.trim() === '')
      throw badRequest(`subtasks[${i}].description is required`);
    if (has(item, 'completed') && typeof item.completed !== 'boolean')
      throw badRequest(`subtasks[${i}].completed must be true or false`);
    return { description, completed: item.completed === true };
  });
}

function statusOptionOf(body: Record<string, unknown>): number | null | undefined {
  if (!has(body, 'status_option_id')) return undefined;
  if (body.status_option_id === null) return null;
  return numberOf(body, 'status_option_id');
}

export function assignmentWriteRoutes(store: ResourcePlanningStore): Route[] {
  const state = workState(store);

  const create = (req: EmulatorRequest) => {
    const scope = scopeOf(store, req);
    const body = bodyOf(req.body);
    // leave_id and project_id are accepted as other names of assignable_id (as in the public examples).
    const targets = (['assignable_id', 'project_id', 'leave_id'] as const).filter(
      (k) => has(body, k) && body[k] !== null,
    );
    if (targets.length > 1) throw badRequest(`give only one of ${targets.join(', ')}`);
    let assignableId = targets.length === 1 ? numberOf(body, targets[0]!) : undefined;
    if (scope.kind === 'project') {
      assignableId ??= scope.projectId;
      const target = store.project(assignableId);
      if (assignableId !== scope.projectId && target?.parent_id !== scope.projectId)
        throw badRequest(`assignable_id ${assignableId} is neither project ${scope.projectId} nor one of its phases`);
    }
    if (assignableId === undefined) throw badRequest('assignable_id is required');
    const project = store.project(assignableId);
    if (!project && !store.leaveType(assignableId))
      throw badRequest(`assignable_id ${assignableId}: no such project, phase or leave type`);
    if (project?.archived) throw conflict(`Project ${assignableId} is archived: no new assignments`);
    let userId: number | null = has(body, 'user_id') && body.user_id !== null ? numberOf(body, 'user_id')! : null;
    if (scope.kind === 'user') {
      if (userId !== null && userId !== scope.userId) throw badRequest('user_id must be the user in the path');
      userId = scope.userId;
    }
    if (userId !== null && !store.user(userId)) throw badRequest(`user_id ${userId}: no such user`);
    const startsAt = dateOf(body, 'starts_at', true)!;
    const endsAt = dateOf(body, 'ends_at', true)!;
    if (endsAt < startsAt) throw badRequest('ends_at must not be before starts_at');
    const allocation = allocationOf(body)!;
    const subtasks = subtasksOf(body);
    const stamp = nowStamp();
    const id = state.nextId('assignment');
    const caller = state.callerId(req.token) ?? store.users[0]!.id;
    const assignment: RpAssignment = {
      id,
      ...allocation,
      user_id: userId,
      assignable_id: assignableId,
      starts_at: startsAt,
      ends_at: endsAt,
      bill_rate: project ? 150 : null,
      bill_rate_id: null,
      repetition_id: null,
      created_at: stamp,
      updated_at: stamp,
      all_day_assignment: true,
      resource_request_id: null,
      status: null,
      status_option_id: statusOptionOf(body) ?? null,
      description: stringOf(body, 'description') ?? null,
      note: stringOf(body, 'note') ?? null,
      subtasks: subtasks.map((s): RpSubtask => ({
        id: state.nextId('subtask'),
        assignment_id: id,
        assignable_id: assignableId,
        ...s,
        created_at: stamp,
        updated_at: stamp,
        updated_by: caller,
      })),
    };
    store.assignments.push(assignment);
    store.reindex();
    // Assigning a person to a project (or its phase) makes them a member, with their own bill rates.
    if (project && userId !== null) addMember(state, project.id, userId);
    return { body: assignmentView(assignment, fieldSet(req.query)) };
  };

  const update = (req: EmulatorRequest) => {
    const assignment = scopedAssignment(store, req);
    const body = bodyOf(req.body);
    for (const key of ['assignable_id', 'project_id', 'leave_id'] as const) {
      if (has(body, key) && body[key] !== assignment.assignable_id) {
        throw badRequest(
          'the project, phase or leave type of an assignment cannot change: delete it and create a new one',
        );
      }
    }
    const startsAt = dateOf(body, 'starts_at') ?? assignment.starts_at;
    const endsAt = dateOf(body, 'ends_at') ?? assignment.ends_at;
    if (endsAt < startsAt) throw badRequest('ends_at must not be before starts_at');
    const allocation = allocationOf(body, assignment);
    let userId = assignment.user_id;
    if (has(body, 'user_id')) {
      userId = body.user_id === null ? null : numberOf(body, 'user_id')!;
      if (userId !== null && !store.user(userId)) throw badRequest(`user_id ${userId}: no such user`);
    }
    const statusOption = statusOptionOf(body);
    const description = stringOf(body, 'description');
    const note = stringOf(body, 'note');
    if (allocation) {
      for (const key of VALUE_KEYS) delete assignment[key];
      Object.assign(assignment, allocation);
    }
    assignment.starts_at = startsAt;
    assignment.ends_at = endsAt;
    assignment.user_id = userId;
    if (statusOption !== undefined) assignment.status_option_id = statusOption;
    if (description !== undefined) assignment.description = description;
    if (note !== undefined) assignment.note = note;
    assignment.updated_at = nowStamp();
    store.reindex();
    if (userId !== null && store.project(assignment.assignable_id)) addMember(state, assignment.assignable_id, userId);
    return { body: assignmentView(assignment, fieldSet(req.query)) };
  };

  const remove = (req: EmulatorRequest) => {
    const assignment = scopedAssignment(store, req);
    store.assignments.splice(store.assignments.indexOf(assignment), 1);
    store.reindex();
    return { status: 204 };
  };

  const routes: Route[] = [];
  for (const base of ['/assignments', '/projects/{project_id}/assignments', '/users/{user_id}/assignments']) {
    routes.push(
      { method: 'POST', template: base, handler: create },
      { method: 'PUT', template: `${base}/{assignment_id}`, handler: update },
      { method: 'DELETE', template: `${base}/{assignment_id}`, handler: remove },
    );
  }
  return routes;
}
