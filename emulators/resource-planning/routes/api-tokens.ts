// API-token routes: list (a bare array, as the reference shows it), create (an optional `title`
// query parameter, never "primary"; at most 20 per organization), update the title (query parameter),
// delete, and renew (deletes the token and creates a new one with the same title).
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { apiTokensOf, MAX_API_TOKENS } from '../store/api-tokens.js';
import { badRequest, rpError } from '../errors.js';
import { findByPathId } from '../ids.js';
import type { ResourcePlanningStore } from '../store/store.js';

/** The `title` query parameter (the reference puts it there, not in the body): trimmed, never "primary". */
function titleOf(req: EmulatorRequest, required: boolean): string | null {
  const raw = req.query.get('title');
  if (raw === null || raw.trim() === '') {
    if (required) throw badRequest('title is required');
    return null;
  }
  const title = raw.trim();
  if (title.toLowerCase() === 'primary') throw badRequest('title cannot be "primary"');
  return title;
}

export function apiTokenRoutes(store: ResourcePlanningStore): Route[] {
  const tokens = () => apiTokensOf(store);
  const find = (raw: string | undefined) => {
    return findByPathId(raw, 'ApiToken', (id) => tokens().find(id));
  };
  return [
    { method: 'GET', template: '/api_tokens', handler: () => ({ body: tokens().tokens }) },
    {
      method: 'POST',
      template: '/api_tokens',
      handler: (req) => {
        const title = titleOf(req, false);
        if (tokens().tokens.length >= MAX_API_TOKENS) {
          throw rpError(
            422,
            `the organization already holds ${MAX_API_TOKENS} API tokens (the limit): delete one first`,
          );
        }
        return { body: tokens().add(title) };
      },
    },
    {
      method: 'PUT',
      template: '/api_tokens/{id}',
      handler: (req) => {
        const token = find(req.params.id);
        token.title = titleOf(req, true);
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
        tokens().remove(old.id);
        return { body: tokens().add(old.title) };
      },
    },
  ];
}
