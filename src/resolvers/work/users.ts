// Resolvers of work-management users: `me`, `user`, `users`, the User fields (profile fields from the
// single read), the organization account and alternate addresses as objects, and the node fetchers
// of all three (a user also by email, its second entity key).
import type { GatewayContext } from '../../context.js';
import type { WmAlternateEmail, WmUser } from '../../datasources/work-management/types.js';
import { type Resolvers, SeatType, UserStatus } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readChildKey, readId, toGlobalId } from '../../relay/global-id.js';
import { workManagementPagedConnection } from '../connections.js';
import { enumValue } from '../enums.js';
import type { NodeFetchers } from '../node-registry.js';
import { dateTimeOrNull } from '../values.js';
import { fromFullRead, fullUser } from './full-reads.js';

/** An alternate address with the id of its user (its global id carries both). */
export interface AlternateEmailModel {
  userId: string;
  alternateEmail: WmAlternateEmail;
}

/** The organization account, as a user's profile names it. */
export interface OrganizationAccountModel {
  id: string;
  name: string;
}

/**
 * A user's alternate emails: from the profile when it holds them, else the list endpoint (for System
 * Admins, as Document 1 says), sent without parameters as its reference documents none; a `lastKey`
 * in the answer is followed.
 */
async function alternateEmailsOf(user: WmUser, ctx: GatewayContext): Promise<AlternateEmailModel[]> {
  const emails = user.alternateEmails ?? (await ctx.loaders.workManagement.alternateEmails(user.id));
  return emails.map((alternateEmail) => ({ userId: String(user.id), alternateEmail }));
}

/** Reads a user again after a write (null when they are gone); later reads of the user in this request see the new state. */
export async function reread(ctx: GatewayContext, id: string): Promise<WmUser | null> {
  const user = await nullIfNotFound(() => ctx.api.workManagement.getUser(id));
  ctx.loaders.workManagement.userById.clear(id);
  if (user) ctx.loaders.workManagement.userById.prime(id, user);
  return user;
}

export const userResolvers: Resolvers = {
  Query: {
    me: async (_root, _args, ctx) => {
      const me = await ctx.api.workManagement.getCurrentUser();
      // A profile read: fields asked of this user later in the request come from it.
      ctx.loaders.workManagement.userById.prime(String(me.id), me);
      return me;
    },
    user: (_root, { id }, ctx) => ctx.loaders.workManagement.userById.load(readId(id, 'User', 'id')),
    users: (_root, args, ctx) => {
      const emails = args.emails?.map((e) => e.toLowerCase());
      const seatTypes = args.seatTypes ?? undefined;
      return workManagementPagedConnection(ctx, args, {
        list: 'users',
        shape: { emails, seatTypes },
        fetch: (page, pageSize) => ctx.api.workManagementAccount.listUsers(page, pageSize, { emails, seatTypes }),
      });
    },
    alternateEmail: async (_root, { id }, ctx) => {
      const [userId, alternateEmailId] = readAlternateEmailId(id, null, 'id');
      const found = await nullIfNotFound(() =>
        ctx.api.workManagementAccount.getAlternateEmail(userId, alternateEmailId),
      );
      return found ? { userId, alternateEmail: found } : null;
    },
  },

  User: {
    id: (user) => toGlobalId('User', user.id),
    backendId: (user) => String(user.id),
    status: (user, _args, ctx) => enumValue(UserStatus, user.status, { field: 'User.status', ctx }),
    seatType: (user, _args, ctx) => enumValue(SeatType, user.seatType, { field: 'User.seatType', ctx }),
    lastLogin: (user) => dateTimeOrNull(user.lastLogin),
    provisionalExpirationDate: (user) => dateTimeOrNull(user.provisionalExpirationDate),
    account: async (user, _args, ctx) => {
      const { account } = await fullUser(user, 'account', ctx);
      return account ? { id: String(account.id), name: account.name } : null;
    },
    ...fromFullRead(fullUser, [
      'locale',
      'timeZone',
      'title',
      'department',
      'company',
      'workPhone',
      'mobilePhone',
      'role',
    ] as const),
    alternateEmails: (user, _args, ctx) => alternateEmailsOf(user, ctx),
    profileImage: (user) => user.profileImage ?? null,
  },

  OrganizationAccount: {
    id: (account) => toGlobalId('OrganizationAccount', account.id),
    backendId: (account) => account.id,
  },

  AlternateEmail: {
    id: ({ userId, alternateEmail }) => toGlobalId('AlternateEmail', userId, alternateEmail.id),
    backendId: ({ alternateEmail }) => String(alternateEmail.id),
    email: ({ alternateEmail }) => alternateEmail.email,
    confirmed: ({ alternateEmail }) => alternateEmail.confirmed ?? null,
  },
};

/**
 * The (user, alternate address) key of an id argument: the address's global id, or its
 * work-management id with the user's id (global or work-management) in `userId`.
 */
export function readAlternateEmailId(
  id: string,
  userId: string | null | undefined,
  field: string,
  userField = 'input.userId',
): [userId: string, alternateEmailId: string] {
  return readChildKey(id, 'AlternateEmail', userId ? readId(userId, 'User', userField) : null, field);
}

/** Node fetchers of users, the organization account and alternate addresses. */
export const userNodeFetchers: NodeFetchers = {
  User: {
    arity: 1,
    fetch: ([id], ctx) => ctx.loaders.workManagement.userById.load(id as string),
    // The second entity key: a primary address (users by email: one filtered list call per 50).
    fetchByReference: (reference, ctx) =>
      typeof reference.email === 'string'
        ? ctx.loaders.workManagement.userByEmail.load(reference.email)
        : Promise.resolve(null),
  },
  OrganizationAccount: {
    arity: 1,
    // Only the caller's own account is visible (the service has no read of an account).
    fetch: async ([id], ctx) => {
      const me = await ctx.api.workManagement.getCurrentUser();
      return me.account && String(me.account.id) === id
        ? ({ id: String(me.account.id), name: me.account.name } satisfies OrganizationAccountModel)
        : null;
    },
  },
  AlternateEmail: {
    arity: 2,
    fetch: async ([userId, alternateEmailId], ctx) => {
      const found = await nullIfNotFound(() =>
        ctx.api.workManagementAccount.getAlternateEmail(userId as string, alternateEmailId as string),
      );
      return found ? ({ userId: userId as string, alternateEmail: found } satisfies AlternateEmailModel) : null;
    },
  },
};
