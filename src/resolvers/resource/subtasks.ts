// Subtasks of assignments: one list per assignment, read from its subtask list (the reference's list
// answers carry no subtasks, so the graph never relies on a record's own), their counts, and the
// subtask writes under the project or phase the assignment is on.
import type { GatewayContext } from '../../context.js';
import { collectPages, walkResourcePlanningPages } from '../../datasources/page-walks.js';
import { RP_MAX_PAGE_SIZE } from '../../datasources/resource-planning/api.js';
import type { RpAssignment, RpSubtask } from '../../datasources/resource-planning/types.js';
import { badUserInput, notFound } from '../../graphql-errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { readNumericId, readNumericIdParts, toGlobalId } from '../../relay/global-id.js';
import { withMutationUserErrors } from '../user-errors.js';
import { dateTimeOrNull } from '../values.js';
import { defined } from './given-properties.js';
import { nested } from './values.js';
import { resourcePlanningConnection, wholeListConnection } from '../connections.js';

/** The subtasks a record carries, each knowing its assignment (null: the record carries none). */
export function carriedSubtasks(a: RpAssignment): RpSubtask[] | null {
  if (a.subtasks === undefined) return null;
  return nested(a.subtasks).map((s) => ({
    ...s,
    assignment_id: s.assignment_id ?? a.id,
    assignable_id: s.assignable_id ?? a.assignable_id,
  }));
}

/** Every subtask of an assignment on a project or phase: the record's own, else its subtask list read whole. */
export async function subtasksOf(ctx: GatewayContext, a: RpAssignment): Promise<RpSubtask[]> {
  const own = carriedSubtasks(a);
  if (own) return own;
  const read = await collectPages(
    walkResourcePlanningPages((page) =>
      ctx.api.resourcePlanningAssignments.listSubtasks(a.assignable_id, a.id, page, RP_MAX_PAGE_SIZE),
    ),
  );
  return read.items;
}

/** A subtask's key parts in its global id: the project (or phase), the assignment, the subtask. */
const subtaskKey = (s: RpSubtask): [number, number, number] => [s.assignable_id ?? 0, s.assignment_id ?? 0, s.id];

/** The assignment of a subtask write, which must exist and be on a project or phase (leave has no subtasks). */
async function subtaskHome(ctx: GatewayContext, id: number, field: string): Promise<RpAssignment> {
  const assignment = await ctx.loaders.resourcePlanning.assignmentById.load(id);
  if (!assignment) throw notFound(`no assignment ${id}`, field);
  if ((await ctx.loaders.resourcePlanning.leaveTypeIds()).has(assignment.assignable_id))
    throw badUserInput(`assignment ${id} is on leave: only assignments on projects and phases have subtasks`, field);
  return assignment;
}

export const subtaskResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Assignment: {
    subtaskCounts: (a) => {
      if (a.subtask_counts) return a.subtask_counts;
      const own = carriedSubtasks(a);
      return own ? { completed: own.filter((s) => s.completed).length, total: own.length } : null;
    },
    subtasks: async (a, args, ctx) => {
      // Subtasks are read under a project (Document 3 has no path for leave): a leave assignment has none.
      if ((await ctx.loaders.resourcePlanning.leaveTypeIds()).has(a.assignable_id))
        return wholeListConnection(ctx, args, { list: 'assignment.subtasks', shape: { assignmentId: a.id } }, () =>
          Promise.resolve([]),
        );
      return resourcePlanningConnection(ctx, args, {
        list: 'assignment.subtasks',
        shape: { assignmentId: a.id },
        fetch: (page, perPage) =>
          ctx.api.resourcePlanningAssignments.listSubtasks(a.assignable_id, a.id, page, perPage),
      });
    },
  },

  Subtask: {
    id: (s) => toGlobalId('Subtask', ...subtaskKey(s)),
    backendId: (s) => String(s.id),
    assignment: (s, _args, ctx) =>
      s.assignment_id != null ? ctx.loaders.resourcePlanning.assignmentById.load(s.assignment_id) : null,
    createdAt: (s) => dateTimeOrNull(s.created_at),
    updatedAt: (s) => dateTimeOrNull(s.updated_at),
    updatedBy: (s, _args, ctx) =>
      s.updated_by != null ? ctx.loaders.resourcePlanning.personById.load(s.updated_by) : null,
  },

  Mutation: {
    createSubtask: async (_root, { input }, ctx) => {
      const id = readNumericId(input.assignmentId, 'Assignment', 'input.assignmentId').id;
      if (input.description.trim() === '') throw badUserInput('description must not be empty', 'input.description');
      const assignment = await subtaskHome(ctx, id, 'input.assignmentId');
      const body = { description: input.description, ...defined({ completed: input.completed ?? undefined }) };
      return {
        subtask: await ctx.api.resourcePlanningAssignments.createSubtask(assignment.assignable_id, id, body),
        userErrors: [],
      };
    },

    updateSubtask: async (_root, { input }, ctx) => {
      const [projectId, assignmentId, subtaskId] = readNumericIdParts(input.id, 'Subtask', 3, 'input.id') as [
        number,
        number,
        number,
      ];
      if (input.description !== undefined && (input.description === null || input.description.trim() === ''))
        throw badUserInput('description must not be empty', 'input.description');
      if (input.completed === null) throw badUserInput('completed cannot be null', 'input.completed');
      const body = defined({ description: input.description ?? undefined, completed: input.completed ?? undefined });
      if (Object.keys(body).length === 0)
        throw badUserInput('nothing to change: give description or completed', 'input');
      return {
        subtask: await ctx.api.resourcePlanningAssignments.updateSubtask(projectId, assignmentId, subtaskId, body),
        userErrors: [],
      };
    },

    deleteSubtask: async (_root, { input }, ctx) => {
      const [projectId, assignmentId, subtaskId] = readNumericIdParts(input.id, 'Subtask', 3, 'input.id') as [
        number,
        number,
        number,
      ];
      await ctx.api.resourcePlanningAssignments.deleteSubtask(projectId, assignmentId, subtaskId);
      return { deletedSubtaskId: toGlobalId('Subtask', projectId, assignmentId, subtaskId), userErrors: [] };
    },
  },
});
