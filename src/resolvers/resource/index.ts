// The resource-planning domain's resolvers and node fetchers.
import type { Resolvers } from '../../generated/resolvers-types.js';
import { withNumericPart, type NodeFetchers } from '../node-registry.js';
import { loadPhase, loadProject, resourceResolvers } from './projects.js';
import { approvalResolvers, findApproval } from './approvals.js';
import { assignmentResolvers } from './assignments.js';
import { subtaskResolvers } from './subtasks.js';
import { expenseResolvers } from './expenses.js';
import { projectWriteResolvers } from './project-writes.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { loadBillRate, rateResolvers } from './rates.js';
import { budgetResolvers, loadBudgetItem } from './budgets.js';
import { customFieldResolvers, loadCustomFieldValue } from './custom-fields.js';
import { availabilityResolvers, loadAvailability } from './availabilities.js';
import { referenceResolvers } from './reference.js';
import { apiTokenResolvers, findApiToken } from './api-tokens.js';
import { loadPlaceholder, placeholderResolvers } from './placeholders.js';

export const resourceDomainResolvers: Resolvers[] = [
  resourceResolvers,
  projectWriteResolvers,
  assignmentResolvers,
  subtaskResolvers,
  approvalResolvers,
  expenseResolvers,
  rateResolvers,
  budgetResolvers,
  customFieldResolvers,
  availabilityResolvers,
  referenceResolvers,
  apiTokenResolvers,
  placeholderResolvers,
];

export const resourceNodeFetchers: NodeFetchers = {
  Person: {
    arity: 1,
    fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.personById.load(n)),
    // A Person is also keyed by email (schema @key), as the work-management User is.
    fetchByReference: (reference, ctx) =>
      typeof reference.email === 'string'
        ? ctx.loaders.resourcePlanning.personByEmail.load(reference.email)
        : Promise.resolve(null),
  },
  Project: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => loadProject(ctx, n)) },
  Phase: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => loadPhase(ctx, n)) },
  Assignment: {
    arity: 1,
    fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.assignmentById.load(n)),
  },
  LeaveType: {
    arity: 1,
    fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.leaveTypeById.load(n)),
  },
  Placeholder: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => loadPlaceholder(ctx, n)) },
  Subtask: {
    arity: 3,
    fetch: ([project, assignment, subtask], ctx) =>
      withNumericPart(project, (p) =>
        withNumericPart(assignment, (a) =>
          withNumericPart(subtask, (s) =>
            nullIfNotFound(() => ctx.api.resourcePlanningAssignments.getSubtask(p, a, s)),
          ),
        ),
      ),
  },
  Approval: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => findApproval(ctx, n)) },
  ExpenseItem: {
    arity: 2,
    fetch: ([user, item], ctx) =>
      withNumericPart(user, (u) =>
        withNumericPart(item, (i) => nullIfNotFound(() => ctx.api.resourcePlanningExpenses.getUserExpenseItem(u, i))),
      ),
  },
  BillRate: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => loadBillRate(ctx, n)) },
  BudgetItem: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => loadBudgetItem(ctx, n)) },
  CustomField: {
    arity: 1,
    fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.customFieldById.load(n)),
  },
  Availability: {
    arity: 2,
    fetch: ([user, id], ctx) => withNumericPart(user, (u) => withNumericPart(id, (n) => loadAvailability(ctx, u, n))),
  },
  Discipline: {
    arity: 1,
    fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.disciplineById.load(n)),
  },
  ApiToken: { arity: 1, fetch: ([id], ctx) => withNumericPart(id, (n) => findApiToken(ctx, n)) },
  // A value is filed under its owner upstream: the id carries the owner's kind and id.
  CustomFieldValue: {
    arity: 3,
    fetch: ([kind, owner, id], ctx) =>
      withNumericPart(kind, (k) =>
        withNumericPart(owner, (o) => withNumericPart(id, (n) => loadCustomFieldValue(ctx, k, o, n))),
      ),
  },
  Holiday: {
    arity: 1,
    fetch: ([id], ctx) => withNumericPart(id, (n) => ctx.loaders.resourcePlanning.holidayById.load(n)),
  },
  // The category lists are short and read whole (the service has no single read).
  ExpenseItemCategory: {
    arity: 1,
    fetch: ([id], ctx) =>
      withNumericPart(
        id,
        async (n) => (await ctx.loaders.resourcePlanning.categories('expense')).find((c) => c.id === n) ?? null,
      ),
  },
  TimeEntryCategory: {
    arity: 1,
    fetch: ([id], ctx) =>
      withNumericPart(
        id,
        async (n) => (await ctx.loaders.resourcePlanning.categories('time')).find((c) => c.id === n) ?? null,
      ),
  },
};
