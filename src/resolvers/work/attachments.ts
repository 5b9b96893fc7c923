// Resolvers of attachments: sheet and row lists, versions, `attachment(id:)` with its download URL,
// and the mutations that attach files (streamed uploads) and URLs, upload versions and delete.
import type { GraphQLResolveInfo } from 'graphql';
import { attachmentKey, commentKey } from '../../composite-keys.js';
import type { GatewayContext } from '../../context.js';
import { WM_MAX_PAGE_SIZE } from '../../datasources/work-management/api.js';
import type { AttachmentTarget } from '../../datasources/work-management/attachments-api.js';
import type {
  WmAttachment,
  WmAttachmentRef,
  WmCommentRef,
  WmIndexResult,
  WmSheet,
} from '../../datasources/work-management/types.js';
import type { RowModel } from '../../models.js';
import { badUserInput } from '../../graphql-errors.js';
import {
  AttachmentParentType,
  AttachmentSubType,
  AttachmentType,
  type Resolvers,
} from '../../generated/resolvers-types.js';
import type { ConnectionArgs, CountedConnection } from '../../relay/connection.js';
import { readChildKey, readId, readIdArgument, toGlobalId } from '../../relay/global-id.js';
import { workManagementPagedConnection } from '../connections.js';
import { measureUpload, type UploadRules } from '../file-uploads.js';
import { dateTimeOrNull, urlOrNull } from '../values.js';
import { typeOfNode } from '../node-registry.js';
import { referenceTo, typeOfReference } from './references.js';
import { enumValue } from '../enums.js';
import { withMutationUserErrors } from '../user-errors.js';
import { collectPages, walkIndexPages } from '../../datasources/page-walks.js';
import { userOfContact } from './user-references.js';

/** Sub-types each provider accepts (the real service's rule); other types take none. */
const SUB_TYPES_OF: Readonly<Partial<Record<AttachmentType, readonly AttachmentSubType[]>>> = {
  [AttachmentType.FilestoreC]: [AttachmentSubType.Folder],
  [AttachmentType.FilestoreD]: [
    AttachmentSubType.Document,
    AttachmentSubType.Drawing,
    AttachmentSubType.Pdf,
    AttachmentSubType.Presentation,
    AttachmentSubType.Spreadsheet,
  ],
};
/** The attachment types the government-restricted deployment allows (Document 1). */
const GOVERNMENT_ATTACHMENT_TYPES: readonly AttachmentType[] = [
  AttachmentType.FilestoreA,
  AttachmentType.File,
  AttachmentType.FilestoreD,
  AttachmentType.Link,
  AttachmentType.FilestoreE,
];

/** Document 1's maximum upload size, 30 MB, read as 30 × 1024 × 1024 bytes (31,457,280). */
export const WM_MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

/** A file attached to a sheet, row, comment or discussion: named, and at most 30 MB (1074 past it). */
export const ATTACHED_FILE: UploadRules = {
  field: 'input.file',
  nameRequired: true,
  maxBytes: {
    bytes: WM_MAX_UPLOAD_BYTES,
    refusal: (name) =>
      badUserInput(
        `You are trying to upload a file of more than 30 MB ("${name}"), but the API currently only supports 30 MB (${WM_MAX_UPLOAD_BYTES} bytes).`,
        'input.file',
        1074,
      ),
  },
};

export const attachmentRef = (sheetId: string, attachment: WmAttachment): WmAttachmentRef => ({ sheetId, attachment });

/** An attachment list as a connection of refs; `list` names it for cursor binding. */
export function attachmentConnection(
  ctx: GatewayContext,
  args: ConnectionArgs,
  list: string,
  sheetId: string,
  shape: Record<string, unknown>,
  fetch: (page: number, pageSize: number) => Promise<WmIndexResult<WmAttachment>>,
): Promise<CountedConnection<WmAttachmentRef>> {
  return workManagementPagedConnection(ctx, args, {
    list,
    shape: { sheetId, ...shape },
    fetch,
    item: (a) => attachmentRef(sheetId, a),
  });
}

/** What a `parentId` input names: a Sheet, Row or (when allowed) Comment, from its global id. */
export function parentTarget(parentId: string, field: string, allowComment: boolean): AttachmentTarget {
  const { type, parts } = readIdArgument(parentId, {
    type: allowComment ? ['Sheet', 'Row', 'Comment'] : ['Sheet', 'Row'],
    arity: { Row: 2, Comment: 3 },
    field,
  });
  const [sheetId, second, third] = parts as [string, string, string];
  if (type === 'Row') return { kind: 'row', sheetId, rowId: second };
  if (type === 'Comment') return { kind: 'comment', sheetId, commentId: third };
  return { kind: 'sheet', sheetId };
}

/** A file attachment without its temporary URL (lists) gets it from one GET of the attachment. */
async function withDownloadUrl(ref: WmAttachmentRef, ctx: GatewayContext): Promise<WmAttachment> {
  const { attachment, sheetId } = ref;
  if (attachment.url !== undefined || attachment.attachmentType !== 'FILE') return attachment;
  return (await ctx.loaders.workManagement.attachmentByKey.load(attachmentKey(sheetId, attachment.id))) ?? attachment;
}

/** The sheet, row or comment an attachment is on (a comment through the sheet's discussions); null for a proof. */
async function attachmentParent(
  sheetId: string,
  attachment: WmAttachment,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<WmSheet | RowModel | WmCommentRef | null> {
  const parentId = attachment.parentId;
  if (attachment.parentType === 'SHEET') return referenceTo<WmSheet>('Sheet', [sheetId], ctx, info);
  if (attachment.parentType === 'ROW') return referenceTo<RowModel>('Row', [sheetId, parentId], ctx, info);
  if (attachment.parentType !== 'COMMENT' || parentId === undefined) return null;
  const comment = await ctx.loaders.workManagement.commentByKey.load(commentKey(sheetId, parentId));
  if (comment) typeOfNode.set(comment, 'Comment');
  return comment;
}

export const attachmentResolvers: Resolvers = withMutationUserErrors({
  Query: {
    attachment: async (_root, { id, sheetId }, ctx) => {
      const [sheet, attachmentId] = readChildKey(
        id,
        'Attachment',
        sheetId ? readId(sheetId, 'Sheet', 'sheetId') : null,
        'id',
      );
      const attachment = await ctx.loaders.workManagement.attachmentByKey.load(attachmentKey(sheet, attachmentId));
      return attachment ? attachmentRef(sheet, attachment) : null;
    },
  },

  Mutation: {
    attachFile: async (_root, { input }, ctx) => {
      const target = parentTarget(input.parentId, 'input.parentId', true);
      const file = await measureUpload(input.file, ATTACHED_FILE);
      const result = await ctx.api.workManagementAttachments.attachFile(target, file);
      return { attachment: result.result ? attachmentRef(target.sheetId, result.result) : null, userErrors: [] };
    },
    attachUrl: async (_root, { input }, ctx) => {
      const target = parentTarget(input.parentId, 'input.parentId', true);
      const type = input.attachmentType ?? 'LINK';
      if (type === 'FILE')
        throw badUserInput(
          'Attachments of type FILE cannot be created using JSON: upload the file with attachFile',
          'input.attachmentType',
          1051,
        );
      const api = ctx.api.workManagementAttachments;
      if (api.deployment === 'government' && !GOVERNMENT_ATTACHMENT_TYPES.includes(type)) {
        throw badUserInput(
          `Attachment type '${type}' is not supported: the government deployment allows only ${GOVERNMENT_ATTACHMENT_TYPES.join(', ')}.`,
          'input.attachmentType',
          1255,
        );
      }
      const subType = input.attachmentSubType ?? undefined;
      if (subType && !(SUB_TYPES_OF[type] ?? []).includes(subType)) {
        throw badUserInput(
          `attachmentSubType ${subType} does not apply to ${type} attachments`,
          'input.attachmentSubType',
          1031,
        );
      }
      const url = String(input.url);
      if (!/^https?:$/.test(new URL(url).protocol))
        throw badUserInput('the URL must be an http or https URL', 'input.url', 1031);
      const result = await api.attachUrl(target, {
        url,
        attachmentType: type,
        ...(input.name ? { name: input.name } : {}),
        ...(subType ? { attachmentSubType: subType } : {}),
        ...(input.description ? { description: input.description } : {}),
      });
      return { attachment: result.result ? attachmentRef(target.sheetId, result.result) : null, userErrors: [] };
    },
    uploadAttachmentVersion: async (_root, { input }, ctx) => {
      const [sheetId, attachmentId] = readChildKey(input.attachmentId, 'Attachment', null, 'input.attachmentId');
      const file = await measureUpload(input.file, ATTACHED_FILE);
      const result = await ctx.api.workManagementAttachments.uploadVersion(sheetId, attachmentId, file);
      return { attachment: result.result ? attachmentRef(sheetId, result.result) : null, userErrors: [] };
    },
    deleteAttachment: async (_root, { input }, ctx) => {
      const [sheetId, attachmentId] = readChildKey(input.attachmentId, 'Attachment', null, 'input.attachmentId');
      await ctx.api.workManagementAttachments.deleteAttachment(sheetId, attachmentId);
      ctx.loaders.workManagement.attachmentByKey.clear(attachmentKey(sheetId, attachmentId));
      return { deletedAttachmentId: toGlobalId('Attachment', sheetId, attachmentId), userErrors: [] };
    },
    deleteAttachmentVersions: async (_root, { input }, ctx) => {
      const [sheetId, attachmentId] = readChildKey(input.attachmentId, 'Attachment', null, 'input.attachmentId');
      // Every version goes: they are listed first so that the payload names each (a missing attachment is refused here).
      const { items: versions } = await collectPages(
        walkIndexPages((page) =>
          ctx.api.workManagementAttachments.listVersions(sheetId, attachmentId, page, WM_MAX_PAGE_SIZE),
        ),
      );
      await ctx.api.workManagementAttachments.deleteAllVersions(sheetId, attachmentId);
      const ids = versions.length > 0 ? versions.map((version) => String(version.id)) : [attachmentId];
      for (const id of ids) ctx.loaders.workManagement.attachmentByKey.clear(attachmentKey(sheetId, id));
      return { deletedAttachmentIds: ids.map((id) => toGlobalId('Attachment', sheetId, id)), userErrors: [] };
    },
  },

  Sheet: {
    attachments: (sheet, args, ctx) => {
      const sheetId = String(sheet.id);
      return attachmentConnection(ctx, args, 'sheet.attachments', sheetId, {}, (page, size) =>
        ctx.api.workManagementAttachments.listSheetAttachments(sheetId, page, size),
      );
    },
  },

  Row: {
    attachments: ({ sheetId, row }, args, ctx) =>
      attachmentConnection(ctx, args, 'row.attachments', sheetId, { rowId: String(row.id) }, (page, size) =>
        ctx.api.workManagementAttachments.listRowAttachments(sheetId, String(row.id), page, size),
      ),
  },

  AttachmentParent: {
    __resolveType: (parent) => typeOfReference(parent) as 'Sheet' | 'Row' | 'Comment' | null,
  },

  Attachment: {
    id: ({ sheetId, attachment }) => toGlobalId('Attachment', sheetId, attachment.id),
    backendId: ({ attachment }) => String(attachment.id),
    sheet: ({ sheetId }, _args, ctx) => ctx.loaders.workManagement.sheetById.load(sheetId),
    name: ({ attachment }) => attachment.name ?? null,
    attachmentType: ({ attachment }, _args, ctx) =>
      enumValue(AttachmentType, attachment.attachmentType, { field: 'Attachment.attachmentType', ctx }),
    attachmentSubType: ({ attachment }, _args, ctx) =>
      enumValue(AttachmentSubType, attachment.attachmentSubType, { field: 'Attachment.attachmentSubType', ctx }),
    mimeType: ({ attachment }) => attachment.mimeType ?? null,
    parentType: ({ attachment }, _args, ctx) =>
      enumValue(AttachmentParentType, attachment.parentType, { field: 'Attachment.parentType', ctx }),
    parent: ({ sheetId, attachment }, _args, ctx, info) => attachmentParent(sheetId, attachment, ctx, info),
    // The service reports whole kilobytes.
    sizeInBytes: ({ attachment }) => (attachment.sizeInKb === undefined ? null : attachment.sizeInKb * 1024),
    description: ({ attachment }) => attachment.description ?? null,
    createdAt: ({ attachment }) => dateTimeOrNull(attachment.createdAt),
    createdBy: ({ attachment }, _args, ctx, info) => userOfContact(attachment.createdBy, ctx, info),
    url: async (ref, _args, ctx) => urlOrNull((await withDownloadUrl(ref, ctx)).url),
    urlExpiresInMillis: async (ref, _args, ctx) => (await withDownloadUrl(ref, ctx)).urlExpiresInMillis ?? null,
    versions: ({ sheetId, attachment }, args, ctx) =>
      attachmentConnection(
        ctx,
        args,
        'attachment.versions',
        sheetId,
        { attachmentId: String(attachment.id) },
        (page, size) => ctx.api.workManagementAttachments.listVersions(sheetId, String(attachment.id), page, size),
      ),
  },
});
