// Token check of the resource-planning API: header `auth: <token>` or query `?auth=<token>`;
// a missing or unknown token is a 401 with `{"message": ...}`.
import type http from 'node:http';
import type { AuthOutcome } from '../kit/http-emulator.js';

export function tokenAuthenticator(tokens: ReadonlySet<string>) {
  return (headers: http.IncomingHttpHeaders, query: URLSearchParams): AuthOutcome => {
    const header = headers.auth;
    const token = (Array.isArray(header) ? header[0] : header) ?? query.get('auth') ?? '';
    if (token === '') {
      return {
        token: null,
        error: { status: 401, body: { message: 'Authentication required: send the API token in the auth header' } },
      };
    }
    if (!tokens.has(token)) {
      return { token: null, error: { status: 401, body: { message: 'Invalid API token' } } };
    }
    return { token };
  };
}
