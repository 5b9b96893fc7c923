// Resolvers of shares through the /shares endpoints: list and get per shared item, create (a batch
// checked whole first: OWNER and alternate addresses refused), update (never OWNER) and delete. A
// share names its item and its grantee as objects.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { ShareModel, WmShare } from '../../datasources/work-management/sharing-api.js';
import type { WmUser } from '../../datasources/work-management/types.js';
import { badUserInput, forbidden } from '../../graphql-errors.js';
import {
  type Resolvers,
  ShareScope,
  ShareTargetType,
  ShareType,
  SharingAccessLevel,
} from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readIdArgument, toGlobalId } from '../../relay/global-id.js';
import { workManagementTokenConnection } from '../connections.js';
import { enumValue } from '../enums.js';
import type { NodeFetchers } from '../node-registry.js';
import { withMutationUserErrors } from '../user-errors.js';
import { referenceTo, typeOfReference } from './references.js';
import { dateTimeOrNull } from '../values.js';

/** The graph type of each kind of shared item the graph serves (the service's `assetType` spelling). */
const TARGET_TYPES: Readonly<Record<string, string>> = {
  [ShareTargetType.Sheet]: 'Sheet',
  [ShareTargetType.Workspace]: 'Workspace',
  [ShareTargetType.Dashboard]: 'Dashboard',
};
const KIND_OF_TYPE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TARGET_TYPES).map(([kind, type]) => [type, kind]),
);

/** A shared item the graph has no type for. */
export interface OtherShareTargetModel {
  targetType: string;
  backendId: string;
}

/** A group a share names. */
export interface SharingGroupModel {
  backendId: string;
  name: string | null;
  email: string | null;
}

/**
 * The (kind, work-management id) of a shared item named by `targetId`: a global id of a Sheet,
 * Workspace or Dashboard (whose kind `targetType` may repeat), or the service's id with `targetType`.
 */
export function readShareTarget(
  targetId: string,
  targetType: string | null | undefined,
  field: { id: string; type: string },
): { assetType: string; assetId: string } {
  const read = readIdArgument(targetId, {
    type: ['Sheet', 'Workspace', 'Dashboard'],
    backendId: 'int64',
    field: field.id,
  });
  const assetId = read.parts[0] as string;
  if (read.type === null) {
    if (!targetType) throw badUserInput('"targetType" is required with a work-management id', field.type);
    return { assetType: targetType, assetId };
  }
  const implied = KIND_OF_TYPE[read.type] as string;
  if (targetType && targetType !== implied)
    throw badUserInput(`"targetType" does not match the ${read.type} that "targetId" names`, field.type);
  return { assetType: implied, assetId };
}

/** A share never gives OWNER: transferring ownership is not supported (403 1026). */
function refuseOwner(level: string, field: string): void {
  if (level === SharingAccessLevel.Owner)
    throw forbidden('Transferring ownership is not currently supported: accessLevel cannot be OWNER.', field, 1026);
}

export async function fetchShare(
  ctx: GatewayContext,
  assetType: string,
  assetId: string,
  shareId: string,
): Promise<ShareModel | null> {
  const share = await nullIfNotFound(() => ctx.api.workManagementSharing.getShare(assetType, assetId, shareId));
  return share ? { assetType, assetId, share } : null;
}

/** The shared item: a Sheet, Workspace or Dashboard (read only for fields its id does not answer), or an item the graph has no type for. */
function targetOf(
  m: ShareModel,
  info: GraphQLResolveInfo,
  ctx: GatewayContext,
): Promise<object | null> | OtherShareTargetModel {
  const typeName = TARGET_TYPES[m.assetType];
  if (!typeName) return { targetType: m.assetType, backendId: m.assetId };
  return referenceTo(typeName, [m.assetId], ctx, info);
}

/** The grantee: a user (by the share's email, batched; by id without one) or a group. */
function granteeOf(share: WmShare, ctx: GatewayContext): Promise<WmUser | null> | SharingGroupModel | null {
  if (share.type === ShareType.Group || (share.type === undefined && share.groupId !== undefined)) {
    return share.groupId === undefined
      ? null
      : { backendId: String(share.groupId), name: share.name ?? null, email: share.email ?? null };
  }
  if (share.email) return ctx.loaders.workManagement.userByEmail.load(share.email);
  return share.userId === undefined ? null : ctx.loaders.workManagement.userById.load(String(share.userId));
}

export const sharingResolvers: Resolvers = withMutationUserErrors({
  Query: {
    shares: (_root, args, ctx) => {
      const { assetType, assetId } = readShareTarget(args.targetId, args.targetType, {
        id: 'targetId',
        type: 'targetType',
      });
      return workManagementTokenConnection(ctx, args, {
        list: 'shares',
        shape: { assetType, assetId },
        fetch: async (token, pageSize) => {
          const page = await ctx.api.workManagementSharing.listShares(assetType, assetId, token, pageSize);
          return { data: page.shares, lastKey: page.lastKey };
        },
        item: (share) => ({ assetType, assetId, share }),
      });
    },
    share: (_root, { id }, ctx) => {
      const [assetType, assetId, shareId] = readIdArgument(id, { type: 'Share', arity: 3, field: 'id' }).parts as [
        string,
        string,
        string,
      ];
      return fetchShare(ctx, assetType, assetId, shareId);
    },
  },

  Share: {
    id: (m) => toGlobalId('Share', m.assetType, m.assetId, m.share.id),
    backendId: (m) => String(m.share.id),
    targetType: (m, _args, ctx) =>
      enumValue(ShareTargetType, m.assetType, { field: 'Share.targetType', ctx }) ?? ShareTargetType.Sheet,
    target: (m, _args, ctx, info) => targetOf(m, info, ctx) as never,
    type: (m, _args, ctx) => enumValue(ShareType, m.share.type, { field: 'Share.type', ctx }),
    grantee: (m, _args, ctx) => granteeOf(m.share, ctx) as never,
    accessLevel: (m, _args, ctx) =>
      enumValue(SharingAccessLevel, m.share.accessLevel, { field: 'Share.accessLevel', ctx }),
    scope: (m, _args, ctx) => enumValue(ShareScope, m.share.scope, { field: 'Share.scope', ctx }),
    ccMe: (m) => m.share.ccMe ?? null,
    subject: (m) => m.share.subject ?? null,
    message: (m) => m.share.message ?? null,
    createdAt: (m) => dateTimeOrNull(m.share.createdAt),
    modifiedAt: (m) => dateTimeOrNull(m.share.modifiedAt),
  },

  ShareTarget: {
    __resolveType: (target) =>
      ('targetType' in target && 'backendId' in target ? 'OtherShareTarget' : typeOfReference(target)) as never,
  },

  ShareGrantee: {
    __resolveType: (grantee) => ('backendId' in grantee ? 'SharingGroup' : 'User') as never,
  },

  Mutation: {
    createShare: async (_root, { input }, ctx) => {
      const { assetType, assetId } = readShareTarget(input.targetId, input.targetType, {
        id: 'input.targetId',
        type: 'input.targetType',
      });
      if (input.recipients.length === 0)
        throw badUserInput('"recipients" must hold at least one recipient', 'input.recipients', 1012);
      input.recipients.forEach((r, i) => refuseOwner(r.accessLevel, `input.recipients.${i}.accessLevel`));
      const emails = input.recipients.map((r) => r.email.trim());
      const lower = emails.map((e) => e.toLowerCase());
      const twice = lower.findIndex((e, i) => lower.indexOf(e) !== i);
      if (twice >= 0) throw badUserInput(`"${emails[twice]}" is given twice`, `input.recipients.${twice}.email`, 1031);
      // Sharing must use primary addresses: the email filter also matches alternates, returning the owner.
      const users = (await ctx.api.workManagementAccount.listUsers(1, emails.length, { emails })).data;
      const primaries = new Set(users.map((u) => u.email.toLowerCase()));
      if (users.some((u) => !lower.includes(u.email.toLowerCase()))) {
        // Some address matched a user through an alternate address; find which (rare: one call per candidate).
        for (const [i, email] of emails.entries()) {
          if (primaries.has(lower[i]!)) continue;
          const owner = (await ctx.api.workManagementAccount.listUsers(1, 1, { emails: [email] })).data[0];
          if (owner)
            throw badUserInput(
              `The specified email address (${email}) is an alternate email address for a user with a primary email address of ${owner.email}; share with the primary address.`,
              `input.recipients.${i}.email`,
              1159,
            );
        }
      }
      const result = await ctx.api.workManagementSharing.createShares(
        assetType,
        assetId,
        input.recipients.map((r, i) => ({
          email: emails[i]!,
          accessLevel: r.accessLevel,
          subject: input.subject ?? undefined,
          message: input.message ?? undefined,
          ccMe: input.ccMe ?? undefined,
        })),
        input.sendEmail ?? false,
      );
      return { shares: (result.result ?? []).map((share) => ({ assetType, assetId, share })) };
    },
    updateShare: async (_root, { input }, ctx) => {
      const [assetType, assetId, shareId] = readIdArgument(input.shareId, {
        type: 'Share',
        arity: 3,
        field: 'input.shareId',
      }).parts as [string, string, string];
      refuseOwner(input.accessLevel, 'input.accessLevel');
      const result = await ctx.api.workManagementSharing.updateShare(assetType, assetId, shareId, input.accessLevel);
      if (!result.result) throw new Error('the service answered without a result');
      return { share: { assetType, assetId, share: result.result } };
    },
    deleteShare: async (_root, { input }, ctx) => {
      const [assetType, assetId, shareId] = readIdArgument(input.shareId, {
        type: 'Share',
        arity: 3,
        field: 'input.shareId',
      }).parts as [string, string, string];
      await ctx.api.workManagementSharing.deleteShare(assetType, assetId, shareId);
      return { deletedShareId: toGlobalId('Share', assetType, assetId, shareId) };
    },
  },
});

export const sharingNodeFetchers: NodeFetchers = {
  Share: {
    arity: 3,
    fetch: ([assetType, assetId, shareId], ctx) =>
      fetchShare(ctx, assetType as string, assetId as string, shareId as string),
  },
};
