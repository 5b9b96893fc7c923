// Resolvers of placeholder resources: the list, single reads, and create/update/delete, with the
// title checked before anything is sent.
import type { GatewayContext } from '../../context.js';
import type { PlaceholderChanges } from '../../datasources/resource-planning/placeholders-api.js';
import type { RpPlaceholder } from '../../datasources/resource-planning/types.js';
import { badUserInput } from '../../graphql-errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { resourcePlanningConnection } from '../connections.js';
import { withMutationUserErrors } from '../user-errors.js';
import { dateTimeOrNull, urlOrNull } from '../values.js';

/** Reads a placeholder; null when it does not exist. */
export function loadPlaceholder(ctx: GatewayContext, id: number): Promise<RpPlaceholder | null> {
  return nullIfNotFound(() => ctx.api.resourcePlanningPlaceholders.getPlaceholder(id));
}

function changesOf(input: {
  title?: string | null;
  role?: string | null;
  discipline?: string | null;
  location?: string | null;
}): PlaceholderChanges {
  if (input.title != null && input.title.trim() === '')
    throw badUserInput('"input.title" must not be blank', 'input.title');
  const changes: PlaceholderChanges = {};
  for (const key of ['title', 'role', 'discipline', 'location'] as const)
    if (input[key] != null) changes[key] = input[key];
  return changes;
}

export const placeholderResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Query: {
    placeholders: (_root, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'placeholders',
        fetch: (page, perPage) => ctx.api.resourcePlanningPlaceholders.listPlaceholders(page, perPage),
      }),
    placeholder: (_root, { id }, ctx) => loadPlaceholder(ctx, readNumericId(id, 'Placeholder', 'id').id),
  },
  Mutation: {
    createPlaceholder: async (_root, { input }, ctx) => {
      const changes = changesOf(input);
      if (!changes.title) throw badUserInput('"input.title" is required', 'input.title');
      return {
        placeholder: await ctx.api.resourcePlanningPlaceholders.createPlaceholder({ ...changes, title: changes.title }),
        userErrors: [],
      };
    },
    updatePlaceholder: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Placeholder', 'input.id').id;
      const changes = changesOf(input);
      if (Object.keys(changes).length === 0) throw badUserInput('Give at least one property to change', 'input');
      return { placeholder: await ctx.api.resourcePlanningPlaceholders.updatePlaceholder(id, changes), userErrors: [] };
    },
    deletePlaceholder: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'Placeholder', 'input.id').id;
      await ctx.api.resourcePlanningPlaceholders.deletePlaceholder(id);
      return { deletedPlaceholderId: toGlobalId('Placeholder', id), userErrors: [] };
    },
  },
  Placeholder: {
    id: (p) => toGlobalId('Placeholder', p.id),
    backendId: (p) => String(p.id),
    thumbnail: (p) => urlOrNull(p.thumbnail),
    createdAt: (p) => dateTimeOrNull(p.created_at),
    updatedAt: (p) => dateTimeOrNull(p.updated_at),
  },
});
