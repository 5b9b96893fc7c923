// Resolvers of work-management account writes: adding, removing, (de/re)activating users, the
// alternate-email writes and the token endpoint. Refusals of the input come back as `userErrors`.
import { createHash } from 'node:crypto';
import type { GatewayContext } from '../../context.js';
import type { WmAlternateEmail, WmUser } from '../../datasources/work-management/types.js';
import { badUserInput } from '../../graphql-errors.js';
import { type Resolvers, TokenGrantType } from '../../generated/resolvers-types.js';
import { readBackendId, readId, toGlobalId } from '../../relay/global-id.js';
import { withMutationUserErrors } from '../user-errors.js';
import { readAlternateEmailId, reread, type AlternateEmailModel } from './users.js';

/** Users whose primary or alternate address is one of `emails` (the email filter matches both upstream). */
async function usersByAnyEmail(ctx: GatewayContext, emails: string[]): Promise<WmUser[]> {
  const page = await ctx.api.workManagementAccount.listUsers(1, Math.max(emails.length, 1), { emails });
  return page.data;
}

const alternateEmailOf =
  (userId: string) =>
  (alternateEmail: WmAlternateEmail): AlternateEmailModel => ({ userId, alternateEmail });

export const accountResolvers: Resolvers = withMutationUserErrors({
  Mutation: {
    addUser: async (_root, { input }, ctx) => {
      const email = input.email.trim();
      // Add User must use a primary address: an address the account already knows is refused here.
      const known = await usersByAnyEmail(ctx, [email]);
      const owner = known[0];
      if (owner && owner.email.toLowerCase() !== email.toLowerCase()) {
        throw badUserInput(
          `The specified email address (${email}) is an alternate email address for a user with a primary email address of ${owner.email}; Add User needs a primary address.`,
          'input.email',
          1159,
        );
      }
      if (owner) throw badUserInput(`A user with the email address "${email}" already exists`, 'input.email', 1031);
      const result = await ctx.api.workManagementAccount.addUser(
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
      const transferTo = input.transferTo
        ? readBackendId(readId(input.transferTo, 'User', 'input.transferTo'), 'int64', 'input.transferTo', 1018)
        : undefined;
      if (input.transferSheets && !transferTo)
        throw badUserInput('"transferTo" is required when "transferSheets" is true', 'input.transferTo', 1009);
      if (transferTo === id) throw badUserInput('"transferTo" must be another user', 'input.transferTo', 1018);
      await ctx.api.workManagementAccount.removeUser(id, {
        removeFromSharing: input.removeFromSharing ?? undefined,
        transferSheets: input.transferSheets ?? undefined,
        transferTo,
      });
      return { deletedUserId: toGlobalId('User', id) };
    },
    deactivateUser: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      await ctx.api.workManagementAccount.deactivateUser(id);
      return { user: await reread(ctx, id) };
    },
    reactivateUser: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      await ctx.api.workManagementAccount.reactivateUser(id);
      return { user: await reread(ctx, id) };
    },
    addAlternateEmails: async (_root, { input }, ctx) => {
      const id = readId(input.userId, 'User', 'input.userId');
      const emails = input.emails.map((e) => e.trim());
      if (emails.length === 0) throw badUserInput('"emails" must hold at least one address', 'input.emails', 1012);
      const lower = emails.map((e) => e.toLowerCase());
      const twice = lower.find((e, i) => lower.indexOf(e) !== i);
      if (twice) throw badUserInput(`"${twice}" is given twice`, 'input.emails', 1031);
      // The whole batch is checked before any is sent: no address may belong to a user yet.
      const taken = await usersByAnyEmail(ctx, emails);
      if (taken.length > 0)
        throw badUserInput(
          `This address is already associated with another account (the user ${taken[0]!.email}), so it cannot be added as an alternate address for this account.`,
          'input.emails',
          1157,
        );
      const result = await ctx.api.workManagementAccount.addAlternateEmails(id, emails);
      return { alternateEmails: (result.result ?? []).map(alternateEmailOf(id)) };
    },
    removeAlternateEmail: async (_root, { input }, ctx) => {
      const [userId, alternateEmailId] = readAlternateEmailId(
        input.alternateEmailId,
        input.userId,
        'input.alternateEmailId',
      );
      await ctx.api.workManagementAccount.deleteAlternateEmail(userId, alternateEmailId);
      return { deletedAlternateEmailId: toGlobalId('AlternateEmail', userId, alternateEmailId) };
    },
    makeAlternateEmailPrimary: async (_root, { input }, ctx) => {
      const [userId, alternateEmailId] = readAlternateEmailId(
        input.alternateEmailId,
        input.userId,
        'input.alternateEmailId',
      );
      await ctx.api.workManagementAccount.makeAlternateEmailPrimary(userId, alternateEmailId);
      return { user: await reread(ctx, userId) };
    },
    requestAccessToken: async (_root, { input }, ctx) => {
      const refresh = input.grantType === TokenGrantType.RefreshToken;
      const grant = refresh ? input.refreshToken : input.code;
      if (!grant)
        throw badUserInput(
          `"${refresh ? 'refreshToken' : 'code'}" is required for grant type ${refresh ? 'REFRESH_TOKEN' : 'AUTHORIZATION_CODE'}`,
          refresh ? 'input.refreshToken' : 'input.code',
          1009,
        );
      // An exactly-one-of choice, refused naming both: @oneOf does not reach clients through both routers (docs/schema-design.md).
      if ((input.hash ? 1 : 0) + (input.clientSecret ? 1 : 0) !== 1)
        throw badUserInput(
          'Give exactly one of "hash" and "clientSecret"',
          input.hash ? 'input.clientSecret' : 'input.hash',
        );
      const hash = input.hash ?? createHash('sha256').update(`${input.clientSecret}|${grant}`).digest('hex');
      const token = await ctx.api.workManagementAccount.requestToken({
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
        expiresAt:
          typeof token.expires_in === 'number' ? new Date(Date.now() + token.expires_in * 1000).toISOString() : null,
      };
    },
  },
});
