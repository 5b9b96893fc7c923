// Resource-planning API tokens of the organization: list, create, retitle, delete and renew.
// Answers carry the secret token values; callers decide what to pass on (see the resolvers).
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpApiToken } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const API_TOKEN_PATHS = {
  apiTokens: '/api_tokens',
  apiToken: (id: number) => restPath`/api_tokens/${id}`,
  renew: (id: number) => restPath`/api_tokens/renew/${id}`,
} as const;

export class ResourcePlanningApiTokensApi extends ResourcePlanningClient {
  /** GET /api_tokens: every token, as a bare array (the list has no pages). */
  listApiTokens(): Promise<RpApiToken[]> {
    return this.get(API_TOKEN_PATHS.apiTokens, RP_SHAPES.apiTokenList);
  }

  /** POST /api_tokens, the title a query parameter (the reference puts it there); untitled without one. */
  createApiToken(title: string | null): Promise<RpApiToken> {
    return this.send('POST', API_TOKEN_PATHS.apiTokens, RP_SHAPES.apiToken.one, { query: { title } });
  }

  /** PUT /api_tokens/{id}?title=: changes the title. */
  updateApiToken(id: number, title: string): Promise<RpApiToken> {
    return this.send('PUT', API_TOKEN_PATHS.apiToken(id), RP_SHAPES.apiToken.one, { query: { title } });
  }

  /** DELETE /api_tokens/{id}. */
  deleteApiToken(id: number): Promise<void> {
    return this.remove(API_TOKEN_PATHS.apiToken(id));
  }

  /** POST /api_tokens/renew/{id}: deletes the token and returns a new one. */
  renewApiToken(id: number): Promise<RpApiToken> {
    return this.send('POST', API_TOKEN_PATHS.renew(id), RP_SHAPES.apiToken.one);
  }
}
