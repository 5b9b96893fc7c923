// Assignments: the account-wide list, assignables, the per-project and per-person reads, and the
// writes, each sent through the list the assignment lives on (its project's for a project or phase,
// its person's for leave, the account's for leave without a person); the retarget mutation (delete +
// create upstream) restores the original when the create fails.
import type { GatewayContext } from '../../context.js';
import type { AssignmentScope, RpAssignmentWrite } from '../../datasources/resource-planning/assignments-api.js';
import type { RpAssignment, RpSubtask } from '../../datasources/resource-planning/types.js';
import { UpstreamError } from '../../errors.js';
import { badUserInput, errorCodeOf, gatewayError, notFound, upstreamDetails } from '../../graphql-errors.js';
import { AllocationMode, type AllocationInput, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readBackendId, readNumericId, toGlobalId } from '../../relay/global-id.js';
import { resourcePlanningConnection } from '../connections.js';
import { withMutationUserErrors } from '../user-errors.js';
import { checkDates, dayOf } from './dates.js';
import { defined } from './given-properties.js';
import { requireProjectRecord } from './project-records.js';
import { subtasksOf } from './subtasks.js';

/** Each allocation mode's value property: as the graph's input names it, and as the service does. */
const VALUE_OF = {
  [AllocationMode.Percent]: ['percent', 'percent'],
  [AllocationMode.HoursPerDay]: ['hoursPerDay', 'hours_per_day'],
  [AllocationMode.Fixed]: ['fixedHours', 'fixed_hours'],
} as const satisfies Record<AllocationMode, readonly [string, string]>;
const ASSIGNABLE_TYPES = ['Project', 'Phase', 'LeaveType'] as const;

/**
 * Document 3's allocation rule, the one check of every assignment write (create, update, and the
 * create of a retarget): `allocation_mode` comes with its matching value property and no other's;
 * percent is a fraction in (0, 1], hours per day in (0, 24], fixed hours > 0. A refusal names the
 * input field (`<field>.percent`, ...).
 */
function checkAllocation(
  mode: AllocationMode,
  values: Partial<Record<'percent' | 'hoursPerDay' | 'fixedHours', number | null>>,
  field: string,
): number {
  const [graphKey] = VALUE_OF[mode];
  for (const [otherGraph] of Object.values(VALUE_OF)) {
    if (otherGraph !== graphKey && values[otherGraph] != null) {
      throw badUserInput(
        `${otherGraph} is not valid with mode ${mode}: that mode takes ${graphKey}`,
        `${field}.${otherGraph}`,
      );
    }
  }
  const value = values[graphKey];
  if (value == null) throw badUserInput(`mode ${mode} needs ${graphKey}`, `${field}.${graphKey}`);
  if (!(value > 0)) throw badUserInput(`${graphKey} must be greater than 0`, `${field}.${graphKey}`);
  if (graphKey === 'percent' && value > 1) throw badUserInput('percent is a fraction: at most 1', `${field}.percent`);
  if (graphKey === 'hoursPerDay' && value > 24)
    throw badUserInput('hoursPerDay must be at most 24', `${field}.hoursPerDay`);
  return value;
}

/** The allocation as the API wants it: the mode and exactly its value property. */
function allocationBody(allocation: AllocationInput | null | undefined, field: string): RpAssignmentWrite {
  if (!allocation) return {};
  const value = checkAllocation(allocation.mode, allocation, field);
  return { allocation_mode: allocation.mode, [VALUE_OF[allocation.mode][1]]: value };
}

/**
 * The properties of an assignment a recreate needs (same person, dates, allocation, texts, subtasks),
 * its allocation checked as any create's is, before anything is deleted.
 */
function copyOf(a: RpAssignment, subtasks: RpSubtask[]): RpAssignmentWrite {
  const mode = (
    a.allocation_mode && a.allocation_mode in VALUE_OF ? a.allocation_mode : AllocationMode.Percent
  ) as AllocationMode;
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

/** Reads the target of a create or retarget, so that an unknown or archived one is refused before writing. */
async function checkTarget(
  ctx: GatewayContext,
  type: string | null,
  id: number,
  field: string,
): Promise<'LeaveType' | 'Project'> {
  if (type === 'LeaveType') {
    if (!(await ctx.loaders.resourcePlanning.leaveTypeById.load(id)))
      throw notFound(`${field}: no leave type ${id}`, field);
    return 'LeaveType';
  }
  if (type === null && (await ctx.loaders.resourcePlanning.leaveTypeIds()).has(id)) return 'LeaveType';
  const target = await requireProjectRecord(ctx, id, field);
  if (target.archived)
    throw badUserInput(`${field}: project ${id} is archived; unarchive it before assigning to it`, field);
  return 'Project';
}

/** The list an assignment lives on: its project's (or phase's), its person's for leave, else the account's. */
function homeOf(kind: 'LeaveType' | 'Project', assignableId: number, userId: number | null): AssignmentScope {
  if (kind === 'Project') return { kind: 'project', projectId: assignableId };
  return userId !== null ? { kind: 'user', userId } : { kind: 'all' };
}

/** An existing assignment and the list it lives on; NOT_FOUND (a user error) when there is none. */
async function locate(
  ctx: GatewayContext,
  id: number,
  field: string,
): Promise<{ assignment: RpAssignment; home: AssignmentScope }> {
  const assignment = await ctx.loaders.resourcePlanning.assignmentById.load(id);
  if (!assignment) throw notFound(`no assignment ${id}`, field);
  const leave = (await ctx.loaders.resourcePlanning.leaveTypeIds()).has(assignment.assignable_id);
  return { assignment, home: homeOf(leave ? 'LeaveType' : 'Project', assignment.assignable_id, assignment.user_id) };
}

/** Reports the failed create of a retarget, after the original was put back (or could not be). */
async function restoreAfter(
  ctx: GatewayContext,
  id: number,
  original: RpAssignment,
  properties: RpAssignmentWrite,
  home: AssignmentScope,
  createError: unknown,
): Promise<never> {
  const cause = createError instanceof UpstreamError ? createError : null;
  const upstream = cause ? upstreamDetails(cause) : null;
  const code = cause ? errorCodeOf(cause) : 'INTERNAL_SERVER_ERROR';
  let restored: RpAssignment;
  try {
    restored = await ctx.api.resourcePlanningAssignments.createAssignment(home, {
      ...properties,
      assignable_id: original.assignable_id,
    });
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
    {
      upstream,
      restoredAssignmentId: toGlobalId('Assignment', restored.id),
      restoredAssignmentBackendId: String(restored.id),
    },
  );
}

export const assignmentResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Query: {
    assignments: (_root, args, ctx) => {
      const window = { from: dayOf(args.from), to: dayOf(args.to) };
      return resourcePlanningConnection(ctx, args, {
        list: 'assignments',
        shape: window,
        fetch: (page, perPage) =>
          ctx.api.resourcePlanningAssignments.listAssignments({ kind: 'all' }, page, perPage, window),
      });
    },
    assignables: (_root, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'assignables',
        fetch: (page, perPage) => ctx.api.resourcePlanningAssignments.listAssignables(page, perPage),
      }),
    assignable: (_root, { id }, ctx) => {
      const key = Number(readBackendId(id, 'int', 'id'));
      return nullIfNotFound(() => ctx.api.resourcePlanningAssignments.getAssignable(key));
    },
  },

  Project: {
    assignment: (project, { id }, ctx) => {
      const key = readNumericId(id, 'Assignment', 'id').id;
      return nullIfNotFound(() =>
        ctx.api.resourcePlanningAssignments.getAssignment({ kind: 'project', projectId: project.id }, key),
      );
    },
  },

  Person: {
    assignment: (person, { id }, ctx) => {
      const key = readNumericId(id, 'Assignment', 'id').id;
      return nullIfNotFound(() =>
        ctx.api.resourcePlanningAssignments.getAssignment({ kind: 'user', userId: person.id }, key),
      );
    },
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
          status_option_id: input.statusOptionId
            ? readNumericId(input.statusOptionId, 'StatusOption', 'input.statusOptionId').id
            : undefined,
          description: input.description ?? undefined,
          note: input.note ?? undefined,
        }),
      };
      (input.subtasks ?? []).forEach((s, i) => {
        if (s.description.trim() === '')
          throw badUserInput('a subtask needs a description', `input.subtasks.${i}.description`);
      });
      if (input.subtasks?.length)
        body.subtasks = input.subtasks.map((s) => ({ description: s.description, completed: s.completed ?? false }));
      const kind = await checkTarget(ctx, target.type, target.id, 'input.assignableId');
      return {
        assignment: await ctx.api.resourcePlanningAssignments.createAssignment(homeOf(kind, target.id, personId), body),
        userErrors: [],
      };
    },

    updateAssignment: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Assignment', 'input.id').id;
      for (const key of ['startsAt', 'endsAt', 'allocation'] as const) {
        if (key in input && input[key] === null) throw badUserInput(`${key} cannot be null`, `input.${key}`);
      }
      checkDates(input.startsAt, input.endsAt, 'input.endsAt');
      const body: RpAssignmentWrite = {
        ...allocationBody(input.allocation, 'input.allocation'),
        ...defined({
          starts_at: dayOf(input.startsAt),
          ends_at: dayOf(input.endsAt),
          user_id:
            input.personId === undefined
              ? undefined
              : input.personId === null
                ? null
                : readNumericId(input.personId, 'Person', 'input.personId').id,
          status_option_id:
            input.statusOptionId === undefined
              ? undefined
              : input.statusOptionId === null
                ? null
                : readNumericId(input.statusOptionId, 'StatusOption', 'input.statusOptionId').id,
          description: input.description,
          note: input.note,
        }),
      };
      if (Object.keys(body).length === 0) throw badUserInput('nothing to change: give at least one property', 'input');
      const { home } = await locate(ctx, id, 'input.id');
      const assignment = await ctx.api.resourcePlanningAssignments.updateAssignment(home, id, body);
      ctx.loaders.resourcePlanning.assignmentById.clear(id).prime(id, assignment);
      return { assignment, userErrors: [] };
    },

    deleteAssignment: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Assignment', 'input.id').id;
      const { home } = await locate(ctx, id, 'input.id');
      await ctx.api.resourcePlanningAssignments.deleteAssignment(home, id);
      ctx.loaders.resourcePlanning.assignmentById.clear(id).prime(id, null);
      return { deletedAssignmentId: toGlobalId('Assignment', id), userErrors: [] };
    },

    retargetAssignment: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Assignment', 'input.id').id;
      const target = readNumericId(input.assignableId, ASSIGNABLE_TYPES, 'input.assignableId');
      const api = ctx.api.resourcePlanningAssignments;
      const { assignment: original, home } = await locate(ctx, id, 'input.id');
      if (original.assignable_id === target.id)
        throw badUserInput(`assignment ${id} is already on ${target.id}`, 'input.assignableId');
      const kind = await checkTarget(ctx, target.type, target.id, 'input.assignableId');
      const onLeave = (await ctx.loaders.resourcePlanning.leaveTypeIds()).has(original.assignable_id);
      const properties = copyOf(original, onLeave ? [] : await subtasksOf(ctx, original));
      // The service moves an assignment only by delete + create; the original is restored if the create fails.
      await api.deleteAssignment(home, id);
      try {
        const moved = await api.createAssignment(homeOf(kind, target.id, original.user_id), {
          ...properties,
          assignable_id: target.id,
        });
        return { assignment: moved, removedAssignmentId: toGlobalId('Assignment', id), userErrors: [] };
      } catch (createError) {
        return restoreAfter(ctx, id, original, properties, home, createError);
      }
    },
  },
});
