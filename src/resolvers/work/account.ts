// Resolvers of work-management account operations: user plans and alternate emails, adding,
// removing, (de/re)activating users, seat changes, alternate-email writes and the token endpoint.
import { createHash } from 'node:crypto';
import type { GatewayContext } from '../../context.js';
import type { WmUserPlan } from '../../datasources/work-management/account-api.js';
import type { WmAlternateEmail, WmUser } from '../../datasources/work-management/types.js';
import { badUserInput } from '../../graphql-errors.js';
import { type Resolvers, SeatType } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { tokenConnection } from '../../relay/connection.js';
import { readBackendId, readId, toGlobalId } from '../../relay/global-id.js';
import { connectionContext, fromTokenResult } from '../connections.js';
import { dateTimeOrNull } from '../values.js';
import { enumValue } from '../enums.js';

/** Largest token page the gateway asks for on these lists. */
const PAGE = 1000;

const altEmail = (a: WmAlternateEmail) => ({ id: String(a.id), email: a.email, confirmed: a.confirmed ?? null });

/**
 * A user's alternate emails: from the profile when it holds them, else the list endpoint (for System
 * Admins, as Document 1 says), sent without parameters as its reference documents none; a `lastKey`
 * in the answer is followed.
 */
export async function alternateEmailsOf(user: WmUser, ctx: GatewayContext) {
  return (user.alternateEmails ?? (await ctx.loaders.workManagement.alternateEmails(user.id))).map(altEmail);
}

/** Users whose primary or alternate address is one of `emails` (the email filter matches both upstream). */
async function usersByAnyEmail(ctx: GatewayContext, emails: string[]): Promise<WmUser[]> {
  const page = await ctx.api.workAccount.listUsers(1, Math.max(emails.length, 1), { emails });
  return page.data;
}

/** Reads a user again after a write (null when they are gone); later reads of the user in this request see the new state. */
async function reread(ctx: GatewayContext, id: string): Promise<WmUser | null> {
  const user = await nullIfNotFound(() => ctx.api.workManagement.getUser(id));
  ctx.loaders.workManagement.userById.clear(id);
  if (user) ctx.loaders.workManagement.userById.prime(id, user);
  return user;
}

export const accountResolvers: Resolvers = {
  Query: {
    alternateEmail: async (_root, { userId, id }, ctx) => {
      const found = await nullIfNotFound(() => ctx.api.workAccount.getAlternateEmail(readId(userId, 'User', 'userId'), id));
      return found ? altEmail(found) : null;
    },
  },

  User: {
    plans: (user, args, ctx) =>
      tokenConnection(args, connectionContext(ctx, 'user.plans', { userId: String(user.id) }), {
        maxPageSize: PAGE,
        fetchPage: async (token, pageSize) => fromTokenResult(await ctx.api.workAccount.listUserPlans(user.id, token, pageSize)),
      }),
    isProvisional: (user) => (user as WmUser & { isProvisional?: boolean }).isProvisional ?? null,
  },

  UserPlan: {
    planId: (plan: WmUserPlan) => String(plan.planId),
    seatType: (plan, _args, ctx) => enumValue(SeatType, plan.seatType, { field: 'UserPlan.seatType', ctx }),
    seatTypeLastChangedAt: (plan) => dateTimeOrNull(plan.seatTypeLastChangedAt),
    provisionalExpirationDate: (plan) => dateTimeOrNull(plan.provisionalExpirationDate),
    isInternal: (plan) => plan.isInternal ?? null,
  },

  Mutation: {
    addUser: async (_root, { input }, ctx) => {
      const email = input.email.trim();
      // Add User must use a primary address: an address the account already knows is refused here.
      const known = await usersByAnyEmail(ctx, [email]);
      const owner = known[0];
      if (owner && owner.email.toLowerCase() !== email.toLowerCase()) {
        throw badUserInput(`The specified email address (${email}) is an alternate email address for a user with a primary email address of ${owner.email}; Add User needs a primary address.`, 'input.email', 1159);
      }
      if (owner) throw badUserInput(`A user with the email address "${email}" already exists`, 'input.email', 1031);
      const result = await ctx.api.workAccount.addUser(
        {
          email,
          firstName: input.firstName ?? undefined,
          lastName: input.lastName ?? undefined,
          admin: input.admin ?? undefined,
          licensedSheetCreator: input.licensedSheetCreator ?? undefined,
          groupAdmin: input.groupAdmin ?? undefined,
          resourceViewer: input.resourceViewer ?? undefined,
        },
        input.sendEmail ?? true,
      );
      if (!result.result) throw new Error('the service did not return the new user');
      return { user: result.result };
    },
    removeUser: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      // transferTo is an int64 query parameter (Document 1): anything else is the service's 1018.
      const transferTo = input.transferTo ? readBackendId(readId(input.transferTo, 'User', 'input.transferTo'), 'int64', 'input.transferTo', 1018) : undefined;
      if (input.transferSheets && !transferTo) throw badUserInput('"transferTo" is required when "transferSheets" is true', 'input.transferTo', 1009);
      if (transferTo === id) throw badUserInput('"transferTo" must be another user', 'input.transferTo', 1018);
      await ctx.api.workAccount.removeUser(id, { removeFromSharing: input.removeFromSharing ?? undefined, transferSheets: input.transferSheets ?? undefined, transferTo });
      return { deletedUserId: toGlobalId('User', id) };
    },
    deactivateUser: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      await ctx.api.workAccount.deactivateUser(id);
      return { user: await reread(ctx, id) };
    },
    reactivateUser: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      await ctx.api.workAccount.reactivateUser(id);
      return { user: await reread(ctx, id) };
    },
    removeUserFromPlan: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      await ctx.api.workAccount.removeUserFromPlan(id, input.planId);
      return { userId: toGlobalId('User', id), removedPlanId: input.planId };
    },
    upgradeUserPlan: (_root, { input }, ctx) => changeSeat(ctx, 'upgrade', input),
    downgradeUserPlan: (_root, { input }, ctx) => changeSeat(ctx, 'downgrade', input),
    addAlternateEmails: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      const emails = input.emails.map((e) => e.trim());
      if (emails.length === 0) throw badUserInput('"emails" must hold at least one address', 'input.emails', 1012);
      const lower = emails.map((e) => e.toLowerCase());
      const twice = lower.find((e, i) => lower.indexOf(e) !== i);
      if (twice) throw badUserInput(`"${twice}" is given twice`, 'input.emails', 1031);
      // The whole batch is checked before any is sent: no address may belong to a user yet.
      const taken = await usersByAnyEmail(ctx, emails);
      if (taken.length > 0) throw badUserInput(`This address is already associated with another account (the user ${taken[0]!.email}), so it cannot be added as an alternate address for this account.`, 'input.emails', 1157);
      const result = await ctx.api.workAccount.addAlternateEmails(id, emails);
      return { alternateEmails: (result.result ?? []).map(altEmail) };
    },
    deleteAlternateEmail: async (_root, { input }, ctx) => {
      await ctx.api.workAccount.deleteAlternateEmail(readId(input.userId, 'User', 'input.userId'), input.alternateEmailId);
      return { deletedAlternateEmailId: input.alternateEmailId };
    },
    makeAlternateEmailPrimary: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      await ctx.api.workAccount.makeAlternateEmailPrimary(id, input.alternateEmailId);
      return { user: await reread(ctx, id) };
    },
    requestAccessToken: async (_root, { input }, ctx) => {
      const refresh = input.grantType === 'refresh_token';
      const grant = refresh ? input.refreshToken : input.code;
      if (!grant) throw badUserInput(`"${refresh ? 'refreshToken' : 'code'}" is required for grant type ${input.grantType}`, refresh ? 'input.refreshToken' : 'input.code', 1009);
      if ((input.hash ? 1 : 0) + (input.clientSecret ? 1 : 0) !== 1) throw badUserInput('Give exactly one of "hash" and "clientSecret"', 'input.hash');
      const hash = input.hash ?? createHash('sha256').update(`${input.clientSecret}|${grant}`).digest('hex');
      const token = await ctx.api.workAccount.requestToken({
        grant_type: input.grantType,
        client_id: input.clientId,
        hash,
        ...(refresh ? { refresh_token: grant } : { code: grant }),
        ...(input.redirectUri ? { redirect_url: input.redirectUri.toString() } : {}),
      });
      return {
        accessToken: token.access_token,
        tokenType: token.token_type,
        refreshToken: token.refresh_token ?? null,
        expiresIn: token.expires_in ?? null,
        expiresAt: typeof token.expires_in === 'number' ? new Date(Date.now() + token.expires_in * 1000).toISOString() : null,
      };
    },
  },
};

async function changeSeat(ctx: GatewayContext, direction: 'upgrade' | 'downgrade', input: { userId: string; planId: string; seatType?: string | null }) {
  if (input.seatType === 'GUEST') throw badUserInput('GUEST is not a seat tier: upgrade and downgrade move between VIEWER, PROVISIONAL_MEMBER and MEMBER', 'input.seatType', 1018);
  const result = await ctx.api.workAccount.changeSeat(direction, readId(input.userId, 'User', 'input.userId'), input.planId, input.seatType ?? undefined);
  return { plan: result.result ?? null };
}
