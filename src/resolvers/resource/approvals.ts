// Approvals: the list, submitting records (any API user) and approving them (administrators and
// portfolio editors; the service decides who the caller is), and deleting pending approvals.
import type { GatewayContext } from '../../context.js';
import type { RpApprovableRef } from '../../datasources/resource-planning/approvals-api.js';
import type { RpApproval } from '../../datasources/resource-planning/types.js';
import { badUserInput } from '../../graphql-errors.js';
import {
  type ApprovablesInput,
  ApprovableType,
  ApprovalStatus,
  type Resolvers,
} from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { resourcePlanningConnection } from '../connections.js';
import { withMutationUserErrors } from '../user-errors.js';
import { dateTimeOrNull } from '../values.js';
import { enumValue } from '../enums.js';

/** The references POST /approvals needs, checked whole before anything is sent. */
function approvableRefs(input: ApprovablesInput): RpApprovableRef[] {
  if (input.approvables.length === 0) throw badUserInput('give at least one record', 'input.approvables');
  const seen = new Set<string>();
  return input.approvables.map((a, i) => {
    const field = `input.approvables.${i}.id`;
    // The GraphQL enum value is the service's spelling (TimeEntry, ExpenseItem), which names the graph's type too.
    const id = readNumericId(a.id, a.type, field, a.type === 'ExpenseItem' ? 2 : 1).id;
    const key = `${a.type}:${id}`;
    if (seen.has(key)) throw badUserInput(`${a.type} ${id} is given twice`, field);
    seen.add(key);
    return { id, type: a.type, updated_at: a.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z') };
  });
}

/** Finds an approval by id (the service has no single read: the loader walks its list). */
export function findApproval(ctx: GatewayContext, id: number): Promise<RpApproval | null> {
  return ctx.loaders.resourcePlanning.approvalById.load(id);
}

export const approvalResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Query: {
    approvals: (_root, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'approvals',
        fetch: (page, perPage) => ctx.api.resourcePlanningApprovals.listApprovals(page, perPage),
      }),
  },

  Approval: {
    id: (a) => toGlobalId('Approval', a.id),
    backendId: (a) => String(a.id),
    status: (a, _args, ctx) => enumValue(ApprovalStatus, a.status, { field: 'Approval.status', ctx }),
    approvableType: (a, _args, ctx) =>
      enumValue(ApprovableType, a.approvable_type, { field: 'Approval.approvableType', ctx }),
    timeEntryBackendId: (a) => (a.approvable_type === 'TimeEntry' ? String(a.approvable_id) : null),
    // Expense items are read through their person's path: the submitter, who reports their own expenses.
    expenseItem: (a, _args, ctx) =>
      a.approvable_type === 'ExpenseItem' && a.submitted_by != null
        ? nullIfNotFound(() => ctx.api.resourcePlanningExpenses.getUserExpenseItem(a.submitted_by!, a.approvable_id))
        : null,
    submittedBy: (a, _args, ctx) =>
      a.submitted_by != null ? ctx.loaders.resourcePlanning.personById.load(a.submitted_by) : null,
    submittedAt: (a) => dateTimeOrNull(a.submitted_at),
    approvedBy: (a, _args, ctx) =>
      a.approved_by != null ? ctx.loaders.resourcePlanning.personById.load(a.approved_by) : null,
    approvedAt: (a) => dateTimeOrNull(a.approved_at),
    updatedAt: (a) => dateTimeOrNull(a.updated_at),
  },

  Mutation: {
    submitForApproval: async (_root, { input }, ctx) => {
      const refs = approvableRefs(input);
      return {
        approvals: (await ctx.api.resourcePlanningApprovals.postApprovals('pending', refs)).data,
        userErrors: [],
      };
    },
    approve: async (_root, { input }, ctx) => {
      const refs = approvableRefs(input);
      // Who may approve (administrators, portfolio editors) only the service knows from the token.
      return {
        approvals: (await ctx.api.resourcePlanningApprovals.postApprovals('approved', refs)).data,
        userErrors: [],
      };
    },
    deleteApproval: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Approval', 'input.id').id;
      await ctx.api.resourcePlanningApprovals.deleteApproval(id);
      return { deletedApprovalId: toGlobalId('Approval', id), userErrors: [] };
    },
  },
});
