// Expense items: per person and per project lists and reads, and the person's writes. `date` and
// `amount` are required and the target is exactly one of projectId, leaveTypeId, assignableId.
import type { RpExpenseWrite } from '../../datasources/resource-planning/expenses-api.js';
import { badUserInput } from '../../graphql-errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readNumericId, readNumericIdParts, toGlobalId } from '../../relay/global-id.js';
import { resourcePlanningConnection } from '../connections.js';
import { withMutationUserErrors } from '../user-errors.js';
import { dateOrNull, dateTimeOrNull } from '../values.js';
import { dayOf } from './dates.js';
import { defined } from './given-properties.js';

/** The target of an expense item: exactly one of the three interchangeable properties (at most one on update). */
function targetOf(
  input: { projectId?: string | null; leaveTypeId?: string | null; assignableId?: string | null },
  required: boolean,
): RpExpenseWrite {
  const given = (['projectId', 'leaveTypeId', 'assignableId'] as const).filter((k) => input[k] != null);
  if (given.length > 1)
    throw badUserInput(
      `give exactly one of projectId, leaveTypeId, assignableId (got ${given.join(', ')})`,
      `input.${given[1]}`,
    );
  if (given.length === 0) {
    if (required) throw badUserInput('give exactly one of projectId, leaveTypeId, assignableId', 'input.projectId');
    return {};
  }
  if (input.projectId != null)
    return { project_id: readNumericId(input.projectId, ['Project', 'Phase'], 'input.projectId').id };
  if (input.leaveTypeId != null)
    return { leave_type_id: readNumericId(input.leaveTypeId, 'LeaveType', 'input.leaveTypeId').id };
  return {
    assignable_id: readNumericId(input.assignableId!, ['Project', 'Phase', 'LeaveType'], 'input.assignableId').id,
  };
}

export const expenseResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Person: {
    expenseItems: (person, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'person.expenseItems',
        shape: { parentId: person.id },
        fetch: (p, n) => ctx.api.resourcePlanningExpenses.listUserExpenseItems(person.id, p, n),
      }),
    expenseItem: (person, { id }, ctx) =>
      nullIfNotFound(() =>
        ctx.api.resourcePlanningExpenses.getUserExpenseItem(person.id, readNumericId(id, 'ExpenseItem', 'id', 2).id),
      ),
  },

  Project: {
    expenseItems: (project, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'project.expenseItems',
        shape: { parentId: project.id },
        fetch: (p, n) => ctx.api.resourcePlanningExpenses.listProjectExpenseItems(project.id, p, n),
      }),
    expenseItem: (project, { id }, ctx) =>
      nullIfNotFound(() =>
        ctx.api.resourcePlanningExpenses.getProjectExpenseItem(
          project.id,
          readNumericId(id, 'ExpenseItem', 'id', 2).id,
        ),
      ),
  },

  ExpenseItem: {
    id: (item) => toGlobalId('ExpenseItem', item.user_id, item.id),
    backendId: (item) => String(item.id),
    amount: (item) => ({ amount: item.amount, currencyCode: null }),
    person: (item, _args, ctx) => ctx.loaders.resourcePlanning.personById.load(item.user_id),
    assignable: (item, _args, ctx) =>
      item.assignable_type === 'LeaveType'
        ? ctx.loaders.resourcePlanning.leaveTypeById.load(item.assignable_id)
        : ctx.loaders.resourcePlanning.projectById.load(item.assignable_id),
    date: (item) => dateOrNull(item.date),
    category: (item) => item.category ?? null,
    notes: (item) => item.notes ?? null,
    createdAt: (item) => dateTimeOrNull(item.created_at),
    updatedAt: (item) => dateTimeOrNull(item.updated_at),
  },

  Mutation: {
    createExpenseItem: async (_root, { input }, ctx) => {
      const personId = readNumericId(input.personId, 'Person', 'input.personId').id;
      if (!Number.isFinite(input.amount)) throw badUserInput('amount must be a number', 'input.amount');
      const body: RpExpenseWrite = {
        date: dayOf(input.date),
        amount: input.amount,
        ...targetOf(input, true),
        ...defined({ category: input.category, notes: input.notes }),
      };
      return { expenseItem: await ctx.api.resourcePlanningExpenses.createExpenseItem(personId, body), userErrors: [] };
    },

    updateExpenseItem: async (_root, { input }, ctx) => {
      const [personId, id] = readNumericIdParts(input.id, 'ExpenseItem', 2, 'input.id') as [number, number];
      if (input.date === null) throw badUserInput('date is required and cannot be cleared', 'input.date');
      if (input.amount === null) throw badUserInput('amount is required and cannot be cleared', 'input.amount');
      const body: RpExpenseWrite = {
        ...defined({
          date: dayOf(input.date),
          amount: input.amount ?? undefined,
          category: input.category,
          notes: input.notes,
        }),
        ...targetOf(input, false),
      };
      if (Object.keys(body).length === 0) throw badUserInput('nothing to change: give at least one property', 'input');
      return {
        expenseItem: await ctx.api.resourcePlanningExpenses.updateExpenseItem(personId, id, body),
        userErrors: [],
      };
    },

    deleteExpenseItem: async (_root, { input }, ctx) => {
      const [personId, id] = readNumericIdParts(input.id, 'ExpenseItem', 2, 'input.id') as [number, number];
      await ctx.api.resourcePlanningExpenses.deleteExpenseItem(personId, id);
      return { deletedExpenseItemId: toGlobalId('ExpenseItem', personId, id), userErrors: [] };
    },
  },
});
