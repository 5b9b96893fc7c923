// Read-only reference resolvers: disciplines, holidays and leave types (lists and single reads).
// The service has no writes for them, so the graph offers none.
import type { Resolvers } from '../../generated/resolvers-types.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { dateOrNull } from '../values.js';
import { resourcePlanningConnection } from '../connections.js';

export const referenceResolvers: Resolvers = {
  Query: {
    disciplines: (_root, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'disciplines',
        fetch: (page, perPage) => ctx.api.resourcePlanningReference.listDisciplines(page, perPage),
      }),
    discipline: (_root, { id }, ctx) =>
      ctx.loaders.resourcePlanning.disciplineById.load(readNumericId(id, 'Discipline', 'id').id),
    holidays: (_root, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'holidays',
        fetch: (page, perPage) => ctx.api.resourcePlanningReference.listHolidays(page, perPage),
      }),
    leaveTypes: (_root, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'leaveTypes',
        fetch: (page, perPage) => ctx.api.resourcePlanning.listLeaveTypes(page, perPage),
        prime: (leaveType) => ctx.loaders.resourcePlanning.leaveTypeById.prime(leaveType.id, leaveType),
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
