// Work-management account datasource: users (list with plan and seat filters, add, remove,
// deactivate, reactivate), plans, alternate emails and the OAuth token endpoint.
import { WorkManagementClient } from './client.js';
import type { WmAlternateEmail, WmId, WmIndexResult, WmTokenResult, WmUser } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const ACCOUNT_PATHS = {
  users: '/users',
  user: (id: WmId) => restPath`/users/${id}`,
  deactivate: (id: WmId) => restPath`/users/${id}/deactivate`,
  reactivate: (id: WmId) => restPath`/users/${id}/reactivate`,
  plans: (id: WmId) => restPath`/users/${id}/plans`,
  plan: (id: WmId, planId: WmId) => restPath`/users/${id}/plans/${planId}`,
  upgrade: (id: WmId, planId: WmId) => restPath`/users/${id}/plans/${planId}/upgrade`,
  downgrade: (id: WmId, planId: WmId) => restPath`/users/${id}/plans/${planId}/downgrade`,
  alternateEmails: (id: WmId) => restPath`/users/${id}/alternateemails`,
  alternateEmail: (id: WmId, altId: WmId) => restPath`/users/${id}/alternateemails/${altId}`,
  makePrimary: (id: WmId, altId: WmId) => restPath`/users/${id}/alternateemails/${altId}/makeprimary`,
  token: '/token',
} as const;

/** The service's mutation envelope. */
export interface WmResult<T> {
  message: string;
  resultCode: number;
  result?: T;
  version?: number;
}

/** A user's membership of one plan (`GET /users/{userId}/plans`). */
export interface WmUserPlan {
  planId: WmId;
  seatType?: string;
  seatTypeLastChangedAt?: string;
  provisionalExpirationDate?: string;
  isInternal?: boolean;
}

export interface UserListFilter {
  emails?: string[];
  planId?: string;
  seatTypes?: string[];
}

export interface NewUser {
  email: string;
  firstName?: string;
  lastName?: string;
  admin?: boolean;
  licensedSheetCreator?: boolean;
  groupAdmin?: boolean;
  resourceViewer?: boolean;
}

export interface RemoveUserOptions {
  removeFromSharing?: boolean;
  transferSheets?: boolean;
  transferTo?: string;
}

/** The token grant, as OAuth names its parameters. */
export interface TokenGrant {
  grant_type: 'authorization_code' | 'refresh_token';
  client_id: string;
  hash: string;
  code?: string;
  refresh_token?: string;
  /** Deprecated upstream; when given it must match the app's registered redirect URI. */
  redirect_url?: string;
}

export interface WmAccessToken {
  access_token: string;
  token_type: string;
  refresh_token: string;
  expires_in: number;
}

export class WorkManagementAccountApi extends WorkManagementClient {
  /** GET /users: one offset page, filtered by primary email, plan (adds the plan's seat fields) and seat types. */
  listUsers(page: number, pageSize: number, filter: UserListFilter = {}): Promise<WmIndexResult<WmUser>> {
    return this.get(ACCOUNT_PATHS.users, { page, pageSize, email: filter.emails?.join(','), planId: filter.planId, seatType: filter.seatTypes?.join(',') });
  }

  /** POST /users. */
  addUser(user: NewUser, sendEmail: boolean): Promise<WmResult<WmUser>> {
    return this.send('POST', ACCOUNT_PATHS.users, { sendEmail }, user);
  }

  /** DELETE /users/{userId}: the options go as query parameters, not a body. */
  removeUser(id: WmId, options: RemoveUserOptions): Promise<WmResult<never>> {
    return this.send('DELETE', ACCOUNT_PATHS.user(id), { removeFromSharing: options.removeFromSharing, transferSheets: options.transferSheets, transferTo: options.transferTo });
  }

  deactivateUser(id: WmId): Promise<WmResult<never>> {
    return this.send('POST', ACCOUNT_PATHS.deactivate(id));
  }

  reactivateUser(id: WmId): Promise<WmResult<never>> {
    return this.send('POST', ACCOUNT_PATHS.reactivate(id));
  }

  /** GET /users/{userId}/plans, token-paged. */
  listUserPlans(id: WmId, lastKey: string | null, maxItems: number): Promise<WmTokenResult<WmUserPlan>> {
    return this.get(ACCOUNT_PATHS.plans(id), { maxItems, lastKey: lastKey ?? undefined });
  }

  /** DELETE /users/{userId}/plans/{planId}: irreversible. */
  removeUserFromPlan(id: WmId, planId: WmId): Promise<WmResult<never>> {
    return this.send('DELETE', ACCOUNT_PATHS.plan(id, planId));
  }

  changeSeat(direction: 'upgrade' | 'downgrade', id: WmId, planId: WmId, seatType?: string): Promise<WmResult<WmUserPlan>> {
    const path = direction === 'upgrade' ? ACCOUNT_PATHS.upgrade(id, planId) : ACCOUNT_PATHS.downgrade(id, planId);
    return this.send('POST', path, undefined, seatType ? { seatType } : {});
  }

  /** GET /users/{userId}/alternateemails: documented without parameters; a `lastKey` answered is followed. */
  listAlternateEmails(id: WmId, lastKey: string | null): Promise<WmTokenResult<WmAlternateEmail>> {
    return this.get(ACCOUNT_PATHS.alternateEmails(id), { lastKey: lastKey ?? undefined });
  }

  addAlternateEmails(id: WmId, emails: string[]): Promise<WmResult<WmAlternateEmail[]>> {
    return this.send('POST', ACCOUNT_PATHS.alternateEmails(id), undefined, emails.map((email) => ({ email })));
  }

  getAlternateEmail(id: WmId, altId: WmId): Promise<WmAlternateEmail> {
    return this.get(ACCOUNT_PATHS.alternateEmail(id, altId));
  }

  deleteAlternateEmail(id: WmId, altId: WmId): Promise<WmResult<never>> {
    return this.send('DELETE', ACCOUNT_PATHS.alternateEmail(id, altId));
  }

  makeAlternateEmailPrimary(id: WmId, altId: WmId): Promise<WmResult<WmUser>> {
    return this.send('POST', ACCOUNT_PATHS.makePrimary(id, altId));
  }

  /**
   * POST /token. The document does not show the body; the vendor SDKs send the OAuth parameters as
   * query parameters, and so does this client (the gateway never logs query strings or tokens).
   */
  requestToken(grant: TokenGrant): Promise<WmAccessToken> {
    return this.send('POST', ACCOUNT_PATHS.token, { ...grant });
  }
}
