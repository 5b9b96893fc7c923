// Resolvers of shares through the /shares endpoints: list and get per asset, create (a batch
// checked whole first: OWNER and alternate addresses refused), update (never OWNER) and delete.
import type { GatewayContext } from '../../context.js';
import type { ShareModel } from '../../datasources/work-management/sharing-api.js';
import { badUserInput, forbidden } from '../../graphql-errors.js';
import { AccessLevel, type Resolvers, ShareAssetType, ShareScope, ShareType } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { tokenConnection } from '../../relay/connection.js';
import { readIdArgument, toGlobalId, type IdArgument } from '../../relay/global-id.js';
import { connectionContext } from '../connections.js';
import { dateTimeOrNull, idOrNull } from '../values.js';
import { enumValue } from '../enums.js';

const PAGE = 1000;
/** What an `assetId` argument names: a global id of one of these, or the service's own id. */
const SHARED_ASSET: Omit<IdArgument<string>, 'field'> = { type: ['Sheet', 'Workspace', 'Dashboard'], backendId: 'int64' };

/** A share never gives OWNER: transferring ownership is not supported (403 1026). */
function refuseOwner(level: string, field: string): void {
  if (level === 'OWNER') throw forbidden('Transferring ownership is not currently supported: accessLevel cannot be OWNER.', field, 1026);
}

export async function fetchShare(ctx: GatewayContext, assetType: string, assetId: string, shareId: string): Promise<ShareModel | null> {
  const share = await nullIfNotFound(() => ctx.api.workSharing.getShare(assetType, assetId, shareId));
  return share ? { assetType, assetId, share } : null;
}

export const sharingResolvers: Resolvers = {
  Query: {
    shares: (_root, args, ctx) => {
      const assetId = readIdArgument(args.assetId, { ...SHARED_ASSET, field: 'assetId' }).parts[0] as string;
      return tokenConnection(args, connectionContext(ctx, 'shares', { assetType: args.assetType, assetId }), {
        maxPageSize: PAGE,
        fetchPage: async (token, pageSize) => {
          const page = await ctx.api.workSharing.listShares(args.assetType, assetId, token, pageSize);
          return { items: page.shares.map((share) => ({ assetType: args.assetType, assetId, share })), nextToken: page.lastKey };
        },
      });
    },
    share: (_root, { id }, ctx) => {
      const [assetType, assetId, shareId] = readIdArgument(id, { type: 'Share', arity: 3, field: 'id' }).parts as [string, string, string];
      return fetchShare(ctx, assetType, assetId, shareId);
    },
  },

  Share: {
    id: (m) => toGlobalId('Share', m.assetType, m.assetId, m.share.id),
    shareId: (m) => String(m.share.id),
    assetType: (m, _args, ctx) => enumValue(ShareAssetType, m.assetType, { field: 'Share.assetType', ctx }) ?? ShareAssetType.Sheet,
    assetId: (m) => m.assetId,
    type: (m, _args, ctx) => enumValue(ShareType, m.share.type, { field: 'Share.type', ctx }),
    userId: (m) => idOrNull(m.share.userId),
    groupId: (m) => idOrNull(m.share.groupId),
    email: (m) => m.share.email ?? null,
    name: (m) => m.share.name ?? null,
    accessLevel: (m, _args, ctx) => enumValue(AccessLevel, m.share.accessLevel, { field: 'Share.accessLevel', ctx }),
    scope: (m, _args, ctx) => enumValue(ShareScope, m.share.scope, { field: 'Share.scope', ctx }),
    ccMe: (m) => m.share.ccMe ?? null,
    subject: (m) => m.share.subject ?? null,
    message: (m) => m.share.message ?? null,
    createdAt: (m) => dateTimeOrNull(m.share.createdAt),
    modifiedAt: (m) => dateTimeOrNull(m.share.modifiedAt),
  },

  Mutation: {
    createShare: async (_root, { input }, ctx) => {
      const assetId = readIdArgument(input.assetId, { ...SHARED_ASSET, field: 'input.assetId' }).parts[0] as string;
      if (input.recipients.length === 0) throw badUserInput('"recipients" must hold at least one recipient', 'input.recipients', 1012);
      input.recipients.forEach((r, i) => refuseOwner(r.accessLevel, `input.recipients.${i}.accessLevel`));
      const emails = input.recipients.map((r) => r.email.trim());
      const lower = emails.map((e) => e.toLowerCase());
      const twice = lower.findIndex((e, i) => lower.indexOf(e) !== i);
      if (twice >= 0) throw badUserInput(`"${emails[twice]}" is given twice`, `input.recipients.${twice}.email`, 1031);
      // Sharing must use primary addresses: the email filter also matches alternates, returning the owner.
      const users = (await ctx.api.workAccount.listUsers(1, emails.length, { emails })).data;
      const primaries = new Set(users.map((u) => u.email.toLowerCase()));
      if (users.some((u) => !lower.includes(u.email.toLowerCase()))) {
        // Some address matched a user through an alternate address; find which (rare: one call per candidate).
        for (const [i, email] of emails.entries()) {
          if (primaries.has(lower[i]!)) continue;
          const owner = (await ctx.api.workAccount.listUsers(1, 1, { emails: [email] })).data[0];
          if (owner) throw badUserInput(`The specified email address (${email}) is an alternate email address for a user with a primary email address of ${owner.email}; share with the primary address.`, `input.recipients.${i}.email`, 1159);
        }
      }
      const result = await ctx.api.workSharing.createShares(
        input.assetType,
        assetId,
        input.recipients.map((r, i) => ({ email: emails[i]!, accessLevel: r.accessLevel, subject: input.subject ?? undefined, message: input.message ?? undefined, ccMe: input.ccMe ?? undefined })),
        input.sendEmail ?? false,
      );
      return { shares: (result.result ?? []).map((share) => ({ assetType: input.assetType, assetId, share })) };
    },
    updateShare: async (_root, { input }, ctx) => {
      const [assetType, assetId, shareId] = readIdArgument(input.shareId, { type: 'Share', arity: 3, field: 'input.shareId' }).parts as [string, string, string];
      refuseOwner(input.accessLevel, 'input.accessLevel');
      const result = await ctx.api.workSharing.updateShare(assetType, assetId, shareId, input.accessLevel);
      if (!result.result) throw new Error('the service answered without a result');
      return { share: { assetType, assetId, share: result.result } };
    },
    deleteShare: async (_root, { input }, ctx) => {
      const [assetType, assetId, shareId] = readIdArgument(input.shareId, { type: 'Share', arity: 3, field: 'input.shareId' }).parts as [string, string, string];
      await ctx.api.workSharing.deleteShare(assetType, assetId, shareId);
      return { deletedShareId: input.shareId };
    },
  },
};

export const sharingNodeFetchers = {
  Share: { arity: 3, fetch: ([assetType, assetId, shareId]: string[], ctx: GatewayContext) => fetchShare(ctx, assetType as string, assetId as string, shareId as string) },
};

