// Read-only reference resolvers: disciplines, holidays and leave types (lists and single reads).
// The service has no writes for them, so the graph offers none.
import type { Resolvers } from '../../generated/resolvers-types.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { dateOrNull } from '../values.js';
import { rpConnection } from './lists.js';

export const referenceResolvers: Resolvers = {
  Query: {
    disciplines: (_root, args, ctx) =>
      rpConnection(ctx, 'disciplines', args, {}, (page, perPage) =>
        ctx.api.resourcePlanningReference.listDisciplines(page, perPage),
      ),
    discipline: (_root, { id }, ctx) =>
      ctx.loaders.resourcePlanning.disciplineById.load(readNumericId(id, 'Discipline', 'id').id),
    holidays: (_root, args, ctx) =>
      rpConnection(ctx, 'holidays', args, {}, (page, perPage) =>
        ctx.api.resourcePlanningReference.listHolidays(page, perPage),
      ),
    leaveTypes: (_root, args, ctx) =>
      rpConnection(ctx, 'leaveTypes', args, {}, async (page, perPage) => {
        const result = await ctx.api.resourcePlanning.listLeaveTypes(page, perPage);
        for (const leaveType of result.data) ctx.loaders.resourcePlanning.leaveTypeById.prime(leaveType.id, leaveType);
        return result;
      }),
    leaveType: (_root, { id }, ctx) =>
      ctx.loaders.resourcePlanning.leaveTypeById.load(readNumericId(id, 'LeaveType', 'id').id),
  },

  Discipline: {
    id: (discipline) => toGlobalId('Discipline', discipline.id),
    backendId: (discipline) => String(discipline.id),
    name: (discipline) => discipline.value,
  },

  Holiday: {
    id: (holiday) => toGlobalId('Holiday', holiday.id),
    backendId: (holiday) => String(holiday.id),
    date: (holiday) => dateOrNull(holiday.date),
  },
};
