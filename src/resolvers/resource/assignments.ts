// Assignments through their three service paths, subtasks, assignables, and the retarget mutation
// (delete + create upstream) that restores the original when the create fails.
import type { GatewayContext } from '../../context.js';
import { RP_MAX_PAGE_SIZE } from '../../datasources/resource-planning/api.js';
import type { AssignmentScope, RpAssignmentWrite } from '../../datasources/resource-planning/assignments-api.js';
import type { RpAssignment, RpSubtask } from '../../datasources/resource-planning/types.js';
import { UpstreamError } from '../../errors.js';
import { badUserInput, errorCodeOf, gatewayError, upstreamDetails } from '../../graphql-errors.js';
import { AllocationMode, type AllocationInput, type AssignmentPath, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { randomAccessConnection } from '../../relay/connection.js';
import { readBackendId, readNumericId, readNumericIdParts, toGlobalId } from '../../relay/global-id.js';
import { connectionContext, fromRpList } from '../connections.js';
import { dateTimeOrNull } from '../values.js';
import { checkDates, dayOf, defined, requireProjectRecord } from './project-writes.js';

/** Each allocation mode's value property: as the graph's input names it, and as the service does. */
const VALUE_OF = {
  [AllocationMode.Percent]: ['percent', 'percent'],
  [AllocationMode.HoursPerDay]: ['hoursPerDay', 'hours_per_day'],
  [AllocationMode.Fixed]: ['fixedHours', 'fixed_hours'],
} as const satisfies Record<AllocationMode, readonly [string, string]>;
const ASSIGNABLE_TYPES = ['Project', 'Phase', 'LeaveType'] as const;

/**
 * Document 3's allocation rule, the one check of every assignment write (create, update on each of
 * the three paths, and the create of a retarget): `allocation_mode` comes with its matching value
 * property and no other's; percent is a fraction in (0, 1], hours per day in (0, 24], fixed hours > 0.
 * A refusal is BAD_USER_INPUT naming the input field (`<field>.percent`, ...).
 */
function checkAllocation(mode: AllocationMode, values: Partial<Record<'percent' | 'hoursPerDay' | 'fixedHours', number | null>>, field: string): number {
  const [graphKey] = VALUE_OF[mode];
  for (const [otherGraph] of Object.values(VALUE_OF)) {
    if (otherGraph !== graphKey && values[otherGraph] != null) {
      throw badUserInput(`${otherGraph} is not valid with mode ${mode}: that mode takes ${graphKey}`, `${field}.${otherGraph}`);
    }
  }
  const value = values[graphKey];
  if (value == null) throw badUserInput(`mode ${mode} needs ${graphKey}`, `${field}.${graphKey}`);
  if (!(value > 0)) throw badUserInput(`${graphKey} must be greater than 0`, `${field}.${graphKey}`);
  if (graphKey === 'percent' && value > 1) throw badUserInput('percent is a fraction: at most 1', `${field}.percent`);
  if (graphKey === 'hoursPerDay' && value > 24) throw badUserInput('hoursPerDay must be at most 24', `${field}.hoursPerDay`);
  return value;
}

/** The allocation as the API wants it: the mode and exactly its value property. */
function allocationBody(allocation: AllocationInput | null | undefined, field: string): RpAssignmentWrite {
  if (!allocation) return {};
  const value = checkAllocation(allocation.mode, allocation, field);
  return { allocation_mode: allocation.mode, [VALUE_OF[allocation.mode][1]]: value };
}

/** The service path of an update or delete: PROJECT needs projectId, PERSON needs personId. */
function scopeOf(path: AssignmentPath | null | undefined, projectId: string | null | undefined, personId: string | null | undefined): AssignmentScope {
  if (path === 'PROJECT') {
    if (!projectId) throw badUserInput('path PROJECT needs projectId (the project or phase the assignment is on)', 'input.projectId');
    return { kind: 'project', projectId: readNumericId(projectId, ['Project', 'Phase'], 'input.projectId').id };
  }
  if (path === 'PERSON') {
    if (!personId) throw badUserInput("path PERSON needs personId (the assignment's person)", 'input.personId');
    return { kind: 'user', userId: readNumericId(personId, 'Person', 'input.personId').id };
  }
  return { kind: 'all' };
}

/**
 * The properties of an assignment a recreate needs (same person, dates, allocation, texts, subtasks),
 * its allocation checked as any create's is, before anything is deleted.
 */
function copyOf(a: RpAssignment): RpAssignmentWrite {
  const subtasks = Array.isArray(a.subtasks) ? a.subtasks : (a.subtasks?.data ?? []);
  const mode = (a.allocation_mode && a.allocation_mode in VALUE_OF ? a.allocation_mode : AllocationMode.Percent) as AllocationMode;
  const apiKey = VALUE_OF[mode][1];
  checkAllocation(mode, { [VALUE_OF[mode][0]]: a[apiKey] ?? null }, 'input.id (the assignment moved)');
  return defined({
    user_id: a.user_id,
    starts_at: a.starts_at ?? undefined,
    ends_at: a.ends_at ?? undefined,
    allocation_mode: mode,
    [apiKey]: a[apiKey] ?? undefined,
    status_option_id: a.status_option_id ?? null,
    description: a.description ?? null,
    note: a.note ?? null,
    subtasks: subtasks.map((s) => ({ description: s.description, completed: s.completed })),
  });
}

const subtaskKey = (s: RpSubtask): [number, number, number] => [s.assignable_id ?? 0, s.assignment_id ?? 0, s.id ?? 0];

/** Reads the target of a create or retarget, so that an unknown or archived one is refused before writing. */
async function checkTarget(ctx: GatewayContext, type: string | null, id: number, field: string): Promise<'LeaveType' | 'Project'> {
  if (type === 'LeaveType') {
    if (!(await ctx.loaders.resourcePlanning.leaveTypeById.load(id))) throw badUserInput(`${field}: no leave type ${id}`, field);
    return 'LeaveType';
  }
  if (type === null && (await ctx.loaders.resourcePlanning.leaveTypeIds()).has(id)) return 'LeaveType';
  const target = await requireProjectRecord(ctx, id, field);
  if (target.archived) throw badUserInput(`${field}: project ${id} is archived; unarchive it before assigning to it`, field);
  return 'Project';
}

export const assignmentResolvers: Resolvers = {
  Query: {
    assignments: (_root, args, ctx) => {
      const window = { from: dayOf(args.from), to: dayOf(args.to) };
      return randomAccessConnection(args, connectionContext(ctx, 'assignments', window), {
        maxPageSize: RP_MAX_PAGE_SIZE,
        fetchPage: async (page, perPage) => fromRpList(await ctx.api.resourcePlanningAssignments.listAssignments({ kind: 'all' }, page, perPage, window)),
      });
    },
    assignables: (_root, args, ctx) =>
      randomAccessConnection(args, connectionContext(ctx, 'assignables'), {
        maxPageSize: RP_MAX_PAGE_SIZE,
        fetchPage: async (page, perPage) => fromRpList(await ctx.api.resourcePlanningAssignments.listAssignables(page, perPage)),
      }),
    assignable: (_root, { id }, ctx) => {
      const key = Number(readBackendId(id, 'int', 'id'));
      return nullIfNotFound(() => ctx.api.resourcePlanningAssignments.getAssignable(key));
    },
  },

  Project: {
    assignment: (project, { id }, ctx) => {
      const key = readNumericId(id, 'Assignment', 'id').id;
      return nullIfNotFound(() => ctx.api.resourcePlanningAssignments.getAssignment({ kind: 'project', projectId: project.id }, key));
    },
  },

  Person: {
    assignment: (person, { id }, ctx) => {
      const key = readNumericId(id, 'Assignment', 'id').id;
      return nullIfNotFound(() => ctx.api.resourcePlanningAssignments.getAssignment({ kind: 'user', userId: person.id }, key));
    },
  },

  Phase: {
    assignments: (phase, args, ctx) =>
      randomAccessConnection(args, connectionContext(ctx, 'phase.assignments', { phaseId: phase.id }), {
        maxPageSize: RP_MAX_PAGE_SIZE,
        fetchPage: async (page, perPage) => fromRpList(await ctx.api.resourcePlanningAssignments.listAssignments({ kind: 'project', projectId: phase.id }, page, perPage)),
      }),
  },

  Assignment: {
    subtaskCounts: (a) => {
      if (a.subtask_counts) return a.subtask_counts;
      if (!Array.isArray(a.subtasks)) return null;
      return { completed: a.subtasks.filter((s) => s.completed).length, total: a.subtasks.length };
    },
    subtaskList: async (a, args, ctx) => {
      // Subtasks are read under a project (Document 3 has no path for leave): a leave assignment has none.
      const onLeave = (await ctx.loaders.resourcePlanning.leaveTypeIds()).has(a.assignable_id);
      return randomAccessConnection(args, connectionContext(ctx, 'assignment.subtasks', { assignmentId: a.id }), {
        maxPageSize: RP_MAX_PAGE_SIZE,
        fetchPage: async (page, perPage) =>
          onLeave ? { items: [], total: 0, hasNext: false } : fromRpList(await ctx.api.resourcePlanningAssignments.listSubtasks(a.assignable_id, a.id, page, perPage)),
      });
    },
  },

  Subtask: {
    id: (s) => toGlobalId('Subtask', ...subtaskKey(s)),
    subtaskId: (s) => String(s.id ?? ''),
    assignment: (s, _args, ctx) => (s.assignment_id != null ? ctx.loaders.resourcePlanning.assignmentById.load(s.assignment_id) : null),
    createdAt: (s) => dateTimeOrNull(s.created_at),
    updatedAt: (s) => dateTimeOrNull(s.updated_at),
    updatedBy: (s, _args, ctx) => (s.updated_by != null ? ctx.loaders.resourcePlanning.personById.load(s.updated_by) : null),
  },

  Mutation: {
    createAssignment: async (_root, { input }, ctx) => {
      const target = readNumericId(input.assignableId, ASSIGNABLE_TYPES, 'input.assignableId');
      const personId = input.personId ? readNumericId(input.personId, 'Person', 'input.personId').id : null;
      checkDates(input.startsAt, input.endsAt, 'input.endsAt');
      const body: RpAssignmentWrite = {
        assignable_id: target.id,
        user_id: personId,
        starts_at: dayOf(input.startsAt),
        ends_at: dayOf(input.endsAt),
        ...allocationBody(input.allocation, 'input.allocation'),
        ...defined({
          status_option_id: input.statusOptionId ? readNumericId(input.statusOptionId, 'StatusOption', 'input.statusOptionId').id : undefined,
          description: input.description ?? undefined,
          note: input.note ?? undefined,
        }),
      };
      (input.subtasks ?? []).forEach((s, i) => {
        if (s.description.trim() === '') throw badUserInput('a subtask needs a description', `input.subtasks.${i}.description`);
      });
      if (input.subtasks?.length) body.subtasks = input.subtasks.map((s) => ({ description: s.description, completed: s.completed ?? false }));
      let scope: AssignmentScope = { kind: 'all' };
      if (input.path === 'PROJECT') {
        if (target.type === 'LeaveType') throw badUserInput('path PROJECT needs a project or phase as the target, not a leave type', 'input.path');
        scope = { kind: 'project', projectId: target.id };
      } else if (input.path === 'PERSON') {
        if (personId === null) throw badUserInput('path PERSON needs personId', 'input.personId');
        scope = { kind: 'user', userId: personId };
      }
      const kind = await checkTarget(ctx, target.type, target.id, 'input.assignableId');
      if (kind === 'LeaveType' && scope.kind === 'project') throw badUserInput('path PROJECT needs a project or phase as the target, not a leave type', 'input.path');
      return { assignment: await ctx.api.resourcePlanningAssignments.createAssignment(scope, body) };
    },

    updateAssignment: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Assignment', 'input.id').id;
      for (const key of ['startsAt', 'endsAt', 'allocation'] as const) {
        if (key in input && input[key] === null) throw badUserInput(`${key} cannot be null`, `input.${key}`);
      }
      checkDates(input.startsAt, input.endsAt, 'input.endsAt');
      const scope = scopeOf(input.path, input.projectId, input.personId);
      const body: RpAssignmentWrite = {
        ...allocationBody(input.allocation, 'input.allocation'),
        ...defined({
          starts_at: dayOf(input.startsAt),
          ends_at: dayOf(input.endsAt),
          // With path PERSON, personId names the path; otherwise it sets (or with null clears) the person.
          user_id: input.path === 'PERSON' || input.personId === undefined ? undefined : input.personId === null ? null : readNumericId(input.personId, 'Person', 'input.personId').id,
          status_option_id: input.statusOptionId === undefined ? undefined : input.statusOptionId === null ? null : readNumericId(input.statusOptionId, 'StatusOption', 'input.statusOptionId').id,
          description: input.description,
          note: input.note,
        }),
      };
      if (Object.keys(body).length === 0) throw badUserInput('nothing to change: give at least one property', 'input');
      return { assignment: await ctx.api.resourcePlanningAssignments.updateAssignment(scope, id, body) };
    },

    deleteAssignment: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Assignment', 'input.id').id;
      await ctx.api.resourcePlanningAssignments.deleteAssignment(scopeOf(input.path, input.projectId, input.personId), id);
      return { deletedAssignmentId: toGlobalId('Assignment', id) };
    },

    retargetAssignment: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Assignment', 'input.id').id;
      const target = readNumericId(input.assignableId, ASSIGNABLE_TYPES, 'input.assignableId');
      const api = ctx.api.resourcePlanningAssignments;
      const original = await nullIfNotFound(() => api.getAssignment({ kind: 'all' }, id));
      if (!original) throw badUserInput(`no assignment ${id}`, 'input.id');
      if (original.assignable_id === target.id) throw badUserInput(`assignment ${id} is already on ${target.id}`, 'input.assignableId');
      await checkTarget(ctx, target.type, target.id, 'input.assignableId');
      const properties = copyOf(original);
      // The service moves an assignment only by delete + create; the original is restored if the create fails.
      await api.deleteAssignment({ kind: 'all' }, id);
      try {
        return { assignment: await api.createAssignment({ kind: 'all' }, { ...properties, assignable_id: target.id }) };
      } catch (createError) {
        const cause = createError instanceof UpstreamError ? createError : null;
        const upstream = cause ? upstreamDetails(cause) : null;
        const code = cause ? errorCodeOf(cause) : 'INTERNAL_SERVER_ERROR';
        let restored: RpAssignment;
        try {
          restored = await api.createAssignment({ kind: 'all' }, { ...properties, assignable_id: original.assignable_id });
        } catch {
          throw gatewayError(
            code,
            `moving assignment ${id} failed after it was deleted (${(createError as Error).message}), and recreating the original failed too: it is gone; extensions.lostAssignment holds its properties`,
            { upstream, lostAssignment: { ...properties, assignable_id: original.assignable_id } },
          );
        }
        throw gatewayError(
          code,
          `moving assignment ${id} failed (${(createError as Error).message}); the original was restored on ${original.assignable_id} with the same properties as assignment ${restored.id} (the service gives a recreated assignment a new id)`,
          { upstream, restoredAssignmentId: toGlobalId('Assignment', restored.id), restoredAssignmentResourceId: String(restored.id) },
        );
      }
    },

    createSubtask: async (_root, { input }, ctx) => {
      const id = readNumericId(input.assignmentId, 'Assignment', 'input.assignmentId').id;
      if (input.description.trim() === '') throw badUserInput('description must not be empty', 'input.description');
      const assignment = await ctx.loaders.resourcePlanning.assignmentById.load(id);
      if (!assignment) throw badUserInput(`no assignment ${id}`, 'input.assignmentId');
      const body = defined({ description: input.description, completed: input.completed ?? undefined });
      return { subtask: await ctx.api.resourcePlanningAssignments.createSubtask(assignment.assignable_id, id, body as { description: string }) };
    },

    updateSubtask: async (_root, { input }, ctx) => {
      const [projectId, assignmentId, subtaskId] = readNumericIdParts(input.id, 'Subtask', 3, 'input.id') as [number, number, number];
      if (input.description !== undefined && (input.description === null || input.description.trim() === '')) throw badUserInput('description must not be empty', 'input.description');
      if (input.completed === null) throw badUserInput('completed cannot be null', 'input.completed');
      const body = defined({ description: input.description ?? undefined, completed: input.completed ?? undefined });
      if (Object.keys(body).length === 0) throw badUserInput('nothing to change: give description or completed', 'input');
      return { subtask: await ctx.api.resourcePlanningAssignments.updateSubtask(projectId, assignmentId, subtaskId, body) };
    },

    deleteSubtask: async (_root, { input }, ctx) => {
      const [projectId, assignmentId, subtaskId] = readNumericIdParts(input.id, 'Subtask', 3, 'input.id') as [number, number, number];
      await ctx.api.resourcePlanningAssignments.deleteSubtask(projectId, assignmentId, subtaskId);
      return { deletedSubtaskId: input.id };
    },
  },
};
