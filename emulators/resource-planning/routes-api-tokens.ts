// API-token routes: list, create (title required; at most 20 per organization), update the title,
// delete, and renew (deletes the token and creates a new one with the same title).
import type { Route } from '../kit/http-emulator.js';
import { apiTokensOf, MAX_API_TOKENS } from './api-tokens-store.js';
import { paginate } from './envelope.js';
import { badRequest, rpError } from './errors.js';
import { findByPathId } from './ids.js';
import { bodyOf, nowStamp, requiredString } from './field-readers.js';
import type { ResourcePlanningStore } from './store.js';

export function apiTokenRoutes(store: ResourcePlanningStore): Route[] {
  const tokens = () => apiTokensOf(store);
  const find = (raw: string | undefined) => {
    return findByPathId(raw, 'ApiToken', (id) => tokens().find(id));
  };
  return [
    { method: 'GET', template: '/api_tokens', handler: (req) => ({ body: paginate(tokens().tokens, req.path, req.query) }) },
    {
      method: 'POST',
      template: '/api_tokens',
      handler: (req) => {
        const title = requiredString(bodyOf(req), 'title');
        if (tokens().tokens.length >= MAX_API_TOKENS) {
          throw rpError(422, `the organization already holds ${MAX_API_TOKENS} API tokens (the limit): delete one first`);
        }
        return { body: tokens().add(title.trim()) };
      },
    },
    {
      method: 'PUT',
      template: '/api_tokens/{id}',
      handler: (req) => {
        const token = find(req.params.id);
        const title = requiredString(bodyOf(req), 'title');
        token.title = title.trim();
        token.updated_at = nowStamp();
        return { body: token };
      },
    },
    {
      method: 'DELETE',
      template: '/api_tokens/{id}',
      handler: (req) => {
        tokens().remove(find(req.params.id).id);
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      template: '/api_tokens/renew/{id}',
      handler: (req) => {
        const old = find(req.params.id);
        if (req.body !== undefined && (typeof req.body !== 'object' || req.body === null)) throw badRequest('the request body must be a JSON object');
        tokens().remove(old.id);
        return { body: tokens().add(old.title) };
      },
    },
  ];
}
