// POST /token: the OAuth 2.0 token endpoint (get a token for an authorization code, or refresh
// one). Parameters come as query parameters (as the vendor SDKs send them) or as a form body.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { DEMO_AUTH_CODE_PREFIX, DEMO_OAUTH_APP } from '../data/account.js';
import type { WorkManagementStore } from '../store/store.js';

/** Seconds an issued access token lives (the service's 7 days). */
const EXPIRES_IN = 604_799;

export function tokenRoutes(store: WorkManagementStore): Route[] {
  const { errors, account } = store;

  /** OAuth-style failure: the service's error body plus `error` / `error_description`. */
  const fail = (status: number, errorCode: number, error: string, description: string) => {
    const body = { ...errors.body(errorCode, description), error, error_description: description };
    return { status, body };
  };

  const params = (req: EmulatorRequest): URLSearchParams => {
    const merged = new URLSearchParams(req.query);
    const type = String(req.headers['content-type'] ?? '');
    if (type.includes('application/x-www-form-urlencoded'))
      for (const [k, v] of new URLSearchParams(req.rawBody.toString('utf8'))) merged.set(k, v);
    return merged;
  };

  const hashMatches = (given: string, secretInput: string): boolean => {
    const expected = createHash('sha256').update(`${DEMO_OAUTH_APP.secret}|${secretInput}`).digest('hex');
    return given.length === expected.length && timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected));
  };

  return [
    {
      method: 'POST',
      template: '/token',
      // OAuth clients (the vendor's SDK among them) call the token endpoint without a bearer token.
      anonymous: true,
      handler: (req) => {
        const p = params(req);
        const grantType = p.get('grant_type');
        const clientId = p.get('client_id');
        const hash = p.get('hash');
        if (!grantType || !clientId || !hash)
          return fail(400, 1009, 'invalid_request', 'grant_type, client_id and hash are required.');
        if (clientId !== DEMO_OAUTH_APP.clientId) return fail(400, 1018, 'invalid_client', 'Unknown client_id.');
        if (grantType === 'authorization_code') {
          const code = p.get('code');
          if (!code) return fail(400, 1009, 'invalid_request', 'code is required.');
          if (!hashMatches(hash, code)) return fail(400, 1018, 'invalid_client', 'The hash does not match.');
          if (!code.startsWith(DEMO_AUTH_CODE_PREFIX) || account.usedCodes.has(code))
            return fail(400, 1018, 'invalid_grant', 'Invalid or expired authorization code.');
          account.usedCodes.add(code);
        } else if (grantType === 'refresh_token') {
          const refresh = p.get('refresh_token');
          if (!refresh) return fail(400, 1009, 'invalid_request', 'refresh_token is required.');
          if (!hashMatches(hash, refresh)) return fail(400, 1018, 'invalid_client', 'The hash does not match.');
          if (!account.refreshTokens.delete(refresh))
            return fail(400, 1018, 'invalid_grant', 'Invalid or expired refresh token.');
        } else {
          return fail(400, 1018, 'unsupported_grant_type', `Unsupported grant_type '${grantType}'.`);
        }
        const refreshToken = account.secret();
        account.refreshTokens.add(refreshToken);
        return {
          body: {
            access_token: account.secret(),
            token_type: 'bearer',
            refresh_token: refreshToken,
            expires_in: EXPIRES_IN,
          },
        };
      },
    },
  ];
}
