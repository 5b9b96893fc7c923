// Bearer-token auth for the work-management emulator: the two demo tokens, the 401 bodies
// (1001 missing, 1002 invalid, 1030 cannot assume user) and the `Assume-User` header.
import type http from 'node:http';
import type { AuthOutcome, EmulatorRequest } from '../kit/http-emulator.js';
import type { StoredUser } from './model.js';
import type { WorkManagementStore } from './store/store.js';

export const WORK_MANAGEMENT_TOKENS = {
  /** User 0, a System Admin. */
  admin: 'wm-demo-admin-token',
  /** User 1, not an admin; sees about a third of the sheets and workspaces. */
  user: 'wm-demo-user-token',
} as const;

const TOKEN_USER_INDEX = new Map<string, number>([
  [WORK_MANAGEMENT_TOKENS.admin, 0],
  [WORK_MANAGEMENT_TOKENS.user, 1],
]);

function header(headers: http.IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The user an `Assume-User` value (URI-encoded email) names, if the token's user may assume it. */
function assumedUser(store: WorkManagementStore, tokenUser: StoredUser, raw: string): StoredUser | undefined {
  if (!tokenUser.admin) return undefined;
  let email: string;
  try {
    email = decodeURIComponent(raw).trim().toLowerCase();
  } catch {
    return undefined;
  }
  return store.usersByEmail.get(email);
}

export function authenticator(store: WorkManagementStore): (headers: http.IncomingHttpHeaders) => AuthOutcome {
  return (headers) => {
    const authorization = header(headers, 'authorization');
    const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
    if (!match)
      return { token: null, error: { status: 401, body: store.errors.body(1001, 'An Access Token is required.') } };
    const token = match[1]!;
    const index = TOKEN_USER_INDEX.get(token);
    if (index === undefined)
      return { token, error: { status: 401, body: store.errors.body(1002, 'Invalid access token.') } };
    const assume = header(headers, 'assume-user');
    if (assume !== undefined && !assumedUser(store, store.userAt(index), assume)) {
      return {
        token,
        error: { status: 401, body: store.errors.body(1030, 'You are unable to assume the user specified.') },
      };
    }
    return { token };
  };
}

/** The user a request acts as: the token's user, or the assumed one. */
export function callerOf(store: WorkManagementStore, req: EmulatorRequest): StoredUser {
  const tokenUser = store.userAt(TOKEN_USER_INDEX.get(req.token) ?? 0);
  const assume = header(req.headers, 'assume-user');
  return (assume !== undefined ? assumedUser(store, tokenUser, assume) : undefined) ?? tokenUser;
}
