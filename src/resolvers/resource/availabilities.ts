// Availability resolvers: a person's time blocks that deviate from the normal work week, and their
// writes. Dates and hours (0-24) are checked before any call; overlaps are the service's to refuse.
// Changing availabilities never touches assignments (the service does not, and neither does the graph).
import type { GatewayContext } from '../../context.js';
import type { AvailabilityChanges } from '../../datasources/resource-planning/availability-api.js';
import type { RpAvailability } from '../../datasources/resource-planning/types.js';
import { badUserInput } from '../../graphql-errors.js';
import type { Resolvers, WeekHoursInput } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readNumericId, readNumericIdParts, toGlobalId } from '../../relay/global-id.js';
import { withMutationUserErrors } from '../user-errors.js';
import { dateOrNull, dateTimeOrNull } from '../values.js';
import { resourcePlanningConnection } from '../connections.js';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export function loadAvailability(ctx: GatewayContext, userId: number, id: number): Promise<RpAvailability | null> {
  return nullIfNotFound(() => ctx.api.resourcePlanningAvailability.getAvailability(userId, id));
}

/** `day0`..`day6` from the weekday hours, each checked to be 0-24. */
function dayHours(hours: WeekHoursInput): Partial<AvailabilityChanges> {
  const out: Record<string, number> = {};
  DAYS.forEach((day, i) => {
    const value = hours[day];
    if (!Number.isFinite(value) || value < 0 || value > 24)
      throw badUserInput(`hours.${day} must be between 0 and 24`, `input.hours.${day}`);
    out[`day${i}`] = value;
  });
  return out;
}

const dateText = (value: Date | string): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export const availabilityResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Person: {
    availabilities: (person, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'person.availabilities',
        shape: { personId: person.id },
        fetch: (page, perPage) => ctx.api.resourcePlanningAvailability.listAvailabilities(person.id, page, perPage),
      }),
  },

  Availability: {
    id: (block) => toGlobalId('Availability', block.user_id, block.id),
    backendId: (block) => String(block.id),
    person: (block, _args, ctx) => ctx.loaders.resourcePlanning.personById.load(block.user_id),
    startsAt: (block) => dateOrNull(block.starts_at),
    endsAt: (block) => dateOrNull(block.ends_at),
    hours: (block) => block,
    createdAt: (block) => dateTimeOrNull(block.created_at),
    updatedAt: (block) => dateTimeOrNull(block.updated_at),
  },

  WeekHours: {
    sunday: (b) => b.day0,
    monday: (b) => b.day1,
    tuesday: (b) => b.day2,
    wednesday: (b) => b.day3,
    thursday: (b) => b.day4,
    friday: (b) => b.day5,
    saturday: (b) => b.day6,
  },

  Mutation: {
    createAvailability: async (_root, { input }, ctx) => {
      const userId = readNumericId(input.personId, 'Person', 'input.personId').id;
      const startsAt = dateText(input.startsAt);
      const endsAt = dateText(input.endsAt);
      if (endsAt < startsAt) throw badUserInput('endsAt must not be before startsAt', 'input.endsAt');
      const block = { starts_at: startsAt, ends_at: endsAt, ...dayHours(input.hours) };
      const availability = await ctx.api.resourcePlanningAvailability.createAvailability(userId, block);
      return { availability, userErrors: [] };
    },
    updateAvailability: async (_root, { input }, ctx) => {
      const [userId, id] = readNumericIdParts(input.id, 'Availability', 2, 'input.id') as [number, number];
      const changes: AvailabilityChanges = {
        ...(input.startsAt != null ? { starts_at: dateText(input.startsAt) } : {}),
        ...(input.endsAt != null ? { ends_at: dateText(input.endsAt) } : {}),
        ...(input.hours != null ? dayHours(input.hours) : {}),
      };
      if (Object.keys(changes).length === 0) throw badUserInput('give startsAt, endsAt or hours to change', 'input');
      if (changes.starts_at && changes.ends_at && changes.ends_at < changes.starts_at)
        throw badUserInput('endsAt must not be before startsAt', 'input.endsAt');
      const availability = await ctx.api.resourcePlanningAvailability.updateAvailability(userId, id, changes);
      return { availability, userErrors: [] };
    },
    deleteAvailability: async (_root, { input }, ctx) => {
      const [userId, id] = readNumericIdParts(input.id, 'Availability', 2, 'input.id') as [number, number];
      await ctx.api.resourcePlanningAvailability.deleteAvailability(userId, id);
      return { deletedAvailabilityId: toGlobalId('Availability', userId, id), userErrors: [] };
    },
  },
});
