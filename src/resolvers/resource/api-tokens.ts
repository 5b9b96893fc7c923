// API-token resolvers. Token values are secrets: `ApiToken` has no field for them, they are never
// logged, and only the payloads of createApiToken and renewApiToken carry the new value (`secret`).
// The 20-token limit is checked before creating (one list read), and the service enforces it too.
import type { GatewayContext } from '../../context.js';
import type { RpApiToken } from '../../datasources/resource-planning/types.js';
import { UpstreamError } from '../../errors.js';
import { badUserInput } from '../../graphql-errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { withMutationUserErrors } from '../user-errors.js';
import { wholeListConnection } from '../connections.js';

/** Tokens an organization may hold (Document 3, Limits). */
export const MAX_API_TOKENS = 20;

/** The token without its secret value, so that nothing downstream can expose it. */
function withoutSecret(token: RpApiToken): RpApiToken {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the secret is taken out so that `rest` lacks it
  const { token: _secret, ...rest } = token;
  return rest;
}

/** A title: not empty, and never "primary" (the first token's, which no other may take). */
function title(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badUserInput('title must not be empty', 'input.title');
  if (trimmed.toLowerCase() === 'primary')
    throw badUserInput('title cannot be "primary" (the first token\'s title)', 'input.title');
  return trimmed;
}

function secretPayload(
  token: RpApiToken,
  replaced: number | null,
): { apiToken: RpApiToken; secret: string; replacedApiTokenId: string | null; userErrors: [] } {
  if (typeof token.token !== 'string' || token.token === '')
    throw new UpstreamError(
      'resource-planning',
      200,
      'the service answered a token without its value',
      null,
      null,
      'malformed',
    );
  return {
    apiToken: withoutSecret(token),
    secret: token.token,
    replacedApiTokenId: replaced === null ? null : toGlobalId('ApiToken', replaced),
    userErrors: [],
  };
}

export const apiTokenResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Query: {
    // The list has no pages upstream: one call answers every page, and its length is known.
    apiTokens: (_root, args, ctx) =>
      wholeListConnection(ctx, args, { list: 'apiTokens' }, async () =>
        (await ctx.api.resourcePlanningApiTokens.listApiTokens()).map(withoutSecret),
      ),
  },

  ApiToken: {
    id: (token) => toGlobalId('ApiToken', token.id),
    backendId: (token) => String(token.id),
  },

  Mutation: {
    createApiToken: async (_root, { input }, ctx) => {
      const name = input.title === undefined || input.title === null ? null : title(input.title);
      const count = await ctx.loaders.resourcePlanning.countApiTokens();
      if (count >= MAX_API_TOKENS)
        throw badUserInput(
          `the organization already holds ${count} API tokens, the most it may have (${MAX_API_TOKENS}): delete or renew one instead`,
          'input',
        );
      return secretPayload(await ctx.api.resourcePlanningApiTokens.createApiToken(name), null);
    },
    updateApiToken: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'ApiToken', 'input.id').id;
      const token = await ctx.api.resourcePlanningApiTokens.updateApiToken(id, title(input.title));
      return { apiToken: withoutSecret(token), userErrors: [] };
    },
    deleteApiToken: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'ApiToken', 'input.id').id;
      await ctx.api.resourcePlanningApiTokens.deleteApiToken(id);
      return { deletedApiTokenId: toGlobalId('ApiToken', id), userErrors: [] };
    },
    renewApiToken: async (_root, { input }, ctx) => {
      const id = readNumericId(input.id, 'ApiToken', 'input.id').id;
      return secretPayload(await ctx.api.resourcePlanningApiTokens.renewApiToken(id), id);
    },
  },
});

/** An API token by id, without its secret (the service has no read by id: the loader walks the list). */
export async function findApiToken(ctx: GatewayContext, id: number): Promise<RpApiToken | null> {
  const found = await ctx.loaders.resourcePlanning.apiTokenById.load(id);
  return found ? withoutSecret(found) : null;
}
