// Resource-planning API tokens of the organization: list, create, retitle, delete and renew.
// Responses carry the secret token values; callers decide what to pass on (see the resolvers).
import { ResourcePlanningClient } from './client.js';
import type { RpApiToken, RpList } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const API_TOKEN_PATHS = {
  apiTokens: '/api_tokens',
  apiToken: (id: number) => restPath`/api_tokens/${id}`,
  renew: (id: number) => restPath`/api_tokens/renew/${id}`,
} as const;

export class ResourcePlanningApiTokensApi extends ResourcePlanningClient {
  /** GET /api_tokens. */
  listApiTokens(page: number, perPage: number): Promise<RpList<RpApiToken>> {
    return this.get(API_TOKEN_PATHS.apiTokens, { page, per_page: perPage });
  }

  /** POST /api_tokens. */
  createApiToken(title: string): Promise<RpApiToken> {
    return this.send('POST', API_TOKEN_PATHS.apiTokens, undefined, { title });
  }

  /** PUT /api_tokens/{id}: changes the title. */
  updateApiToken(id: number, title: string): Promise<RpApiToken> {
    return this.send('PUT', API_TOKEN_PATHS.apiToken(id), undefined, { title });
  }

  /** DELETE /api_tokens/{id}. */
  async deleteApiToken(id: number): Promise<void> {
    await this.send('DELETE', API_TOKEN_PATHS.apiToken(id));
  }

  /** POST /api_tokens/renew/{id}: deletes the token and returns a new one. */
  renewApiToken(id: number): Promise<RpApiToken> {
    return this.send('POST', API_TOKEN_PATHS.renew(id));
  }
}
