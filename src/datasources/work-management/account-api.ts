// Work-management account datasource: users (list with plan and seat filters, add, remove,
// deactivate, reactivate), plans, alternate emails and the OAuth token endpoint.
import Type from 'typebox';
import { answerShape, type AnswerType } from '../answer-shape.js';
import { WorkManagementClient } from './client.js';
import {
  resultOf,
  tokenResultOf,
  WmAlternateEmailSchema,
  WmAlternateEmailShape,
  WmDoneShape,
  type WmDone,
  WmIdSchema,
  WmUserPageShape,
  WmUserSchema,
  type WmAlternateEmail,
  type WmId,
  type WmIndexResult,
  type WmResult,
  type WmTokenResult,
  type WmUser,
} from './types.js';
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

export type { WmResult };

/** A user's membership of one plan (`GET /users/{userId}/plans`). */
const WmUserPlanSchema = Type.Object({
  planId: WmIdSchema,
  seatType: Type.Optional(Type.String()),
  seatTypeLastChangedAt: Type.Optional(Type.String()),
  provisionalExpirationDate: Type.Optional(Type.String()),
  isInternal: Type.Optional(Type.Boolean()),
});
const WmUserPlanPageShape = answerShape('a page of plans', tokenResultOf(WmUserPlanSchema));
export type WmUserPlan = AnswerType<typeof WmUserPlanPageShape>['data'][number];

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

const WmAccessTokenShape = answerShape(
  'an access token',
  Type.Object({
    access_token: Type.String(),
    token_type: Type.String(),
    refresh_token: Type.String(),
    expires_in: Type.Number(),
  }),
);
export type WmAccessToken = AnswerType<typeof WmAccessTokenShape>;

const UserResultShape = answerShape('a result envelope of a user', resultOf(WmUserSchema));
const UserPlanResultShape = answerShape('a result envelope of a plan', resultOf(WmUserPlanSchema));
const AlternateEmailsResultShape = answerShape(
  'a result envelope of alternate emails',
  resultOf(Type.Array(WmAlternateEmailSchema)),
);
const AlternateEmailPageShape = answerShape('a page of alternate emails', tokenResultOf(WmAlternateEmailSchema));

export class WorkManagementAccountApi extends WorkManagementClient {
  /** GET /users: one offset page, filtered by primary email, plan (adds the plan's seat fields) and seat types. */
  listUsers(page: number, pageSize: number, filter: UserListFilter = {}): Promise<WmIndexResult<WmUser>> {
    return this.get(WmUserPageShape, ACCOUNT_PATHS.users, {
      page,
      pageSize,
      email: filter.emails?.join(','),
      planId: filter.planId,
      seatType: filter.seatTypes?.join(','),
    });
  }

  /** POST /users. */
  addUser(user: NewUser, sendEmail: boolean): Promise<WmResult<WmUser>> {
    return this.send(UserResultShape, 'POST', ACCOUNT_PATHS.users, { sendEmail }, user);
  }

  /** DELETE /users/{userId}: the options go as query parameters, not a body. */
  removeUser(id: WmId, options: RemoveUserOptions): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', ACCOUNT_PATHS.user(id), {
      removeFromSharing: options.removeFromSharing,
      transferSheets: options.transferSheets,
      transferTo: options.transferTo,
    });
  }

  deactivateUser(id: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'POST', ACCOUNT_PATHS.deactivate(id));
  }

  reactivateUser(id: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'POST', ACCOUNT_PATHS.reactivate(id));
  }

  /** GET /users/{userId}/plans, token-paged. */
  listUserPlans(id: WmId, lastKey: string | null, maxItems: number): Promise<WmTokenResult<WmUserPlan>> {
    return this.get(WmUserPlanPageShape, ACCOUNT_PATHS.plans(id), { maxItems, lastKey: lastKey ?? undefined });
  }

  /** DELETE /users/{userId}/plans/{planId}: irreversible. */
  removeUserFromPlan(id: WmId, planId: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', ACCOUNT_PATHS.plan(id, planId));
  }

  changeSeat(
    direction: 'upgrade' | 'downgrade',
    id: WmId,
    planId: WmId,
    seatType?: string,
  ): Promise<WmResult<WmUserPlan>> {
    const path = direction === 'upgrade' ? ACCOUNT_PATHS.upgrade(id, planId) : ACCOUNT_PATHS.downgrade(id, planId);
    return this.send(UserPlanResultShape, 'POST', path, undefined, seatType ? { seatType } : {});
  }

  /** GET /users/{userId}/alternateemails: documented without parameters; a `lastKey` answered is followed. */
  listAlternateEmails(id: WmId, lastKey: string | null): Promise<WmTokenResult<WmAlternateEmail>> {
    return this.get(AlternateEmailPageShape, ACCOUNT_PATHS.alternateEmails(id), { lastKey: lastKey ?? undefined });
  }

  addAlternateEmails(id: WmId, emails: string[]): Promise<WmResult<WmAlternateEmail[]>> {
    return this.send(
      AlternateEmailsResultShape,
      'POST',
      ACCOUNT_PATHS.alternateEmails(id),
      undefined,
      emails.map((email) => ({ email })),
    );
  }

  getAlternateEmail(id: WmId, altId: WmId): Promise<WmAlternateEmail> {
    return this.get(WmAlternateEmailShape, ACCOUNT_PATHS.alternateEmail(id, altId));
  }

  deleteAlternateEmail(id: WmId, altId: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', ACCOUNT_PATHS.alternateEmail(id, altId));
  }

  makeAlternateEmailPrimary(id: WmId, altId: WmId): Promise<WmResult<WmUser>> {
    return this.send(UserResultShape, 'POST', ACCOUNT_PATHS.makePrimary(id, altId));
  }

  /**
   * POST /token. The document does not show the body; the vendor SDKs send the OAuth parameters as
   * query parameters, and so does this client (the gateway never logs query strings or tokens).
   */
  requestToken(grant: TokenGrant): Promise<WmAccessToken> {
    return this.send(WmAccessTokenShape, 'POST', ACCOUNT_PATHS.token, { ...grant });
  }
}
