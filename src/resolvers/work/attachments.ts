// Resolvers of attachments: sheet and row lists, versions, `attachment(id:)` with its download URL,
// and the mutations that attach files (streamed uploads) and URLs, upload versions and delete.
import type { GatewayContext } from '../../context.js';
import { WM_MAX_PAGE_SIZE } from '../../datasources/work-management/api.js';
import { GOVERNMENT_ATTACHMENT_TYPES, type AttachmentTarget } from '../../datasources/work-management/attachments-api.js';
import type { WmAttachment, WmAttachmentRef, WmIndexResult } from '../../datasources/work-management/types.js';
import { measureUpload } from '../../datasources/work-management/upload-body.js';
import { badUserInput } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { randomAccessConnection, type ConnectionArgs } from '../../relay/connection.js';
import { fromGlobalId, keyFromIdArgument, partsOfGlobalId, toGlobalId } from '../../relay/global-id.js';
import { connectionContext, fromIndexResult } from '../connections.js';
import { dateTimeOrNull, enumOrNull, idOrNull, urlOrNull } from '../values.js';

const ATTACHMENT_TYPES = ['LINK', 'FILE', 'FILESTORE_A', 'FILESTORE_B', 'FILESTORE_C', 'NOTES_SERVICE', 'FILESTORE_D', 'FILESTORE_E'] as const;
const ATTACHMENT_SUB_TYPES = ['DOCUMENT', 'DRAWING', 'FOLDER', 'PDF', 'PRESENTATION', 'SPREADSHEET'] as const;
const PARENT_TYPES = ['SHEET', 'ROW', 'COMMENT', 'PROOF'] as const;
/** Sub-types each provider accepts (the real service's rule); other types take none. */
const SUB_TYPES_OF: Record<string, readonly string[]> = { FILESTORE_C: ['FOLDER'], FILESTORE_D: ['DOCUMENT', 'DRAWING', 'PDF', 'PRESENTATION', 'SPREADSHEET'] };

export const attachmentRef = (sheetId: string, attachment: WmAttachment): WmAttachmentRef => ({ sheetId, attachment });

/** An attachment list as a connection of refs; `list` names it for cursor binding. */
export function attachmentConnection(
  ctx: GatewayContext,
  args: ConnectionArgs,
  list: string,
  sheetId: string,
  shape: Record<string, unknown>,
  fetch: (page: number, pageSize: number) => Promise<WmIndexResult<WmAttachment>>,
) {
  return randomAccessConnection(args, connectionContext(ctx, list, { sheetId, ...shape }), {
    maxPageSize: WM_MAX_PAGE_SIZE,
    fetchPage: async (page, pageSize) => {
      const result = fromIndexResult(page, await fetch(page, pageSize));
      return { ...result, items: result.items.map((a) => attachmentRef(sheetId, a)) };
    },
  });
}

/** The (sheet, attachment) key of an id argument: a global id, or a work-management id with `sheetId`. */
export function twoPartKey(id: string, typeName: string, sheetId: string | null | undefined, field: string): [string, string] {
  if (sheetId) {
    const sheet = keyFromIdArgument(sheetId, 'Sheet')[0] as string;
    if (/^\d{1,19}$/.test(id)) return [sheet, id];
  }
  try {
    return partsOfGlobalId(id, typeName, 2) as [string, string];
  } catch {
    throw badUserInput(`"${id.slice(0, 40)}" is not the global id of a ${typeName} (or give a work-management id with sheetId)`, field);
  }
}

/** What a `parentId` input names: a Sheet, Row or (when allowed) Comment, from its global id. */
export function parentTarget(parentId: string, field: string, allowComment: boolean): AttachmentTarget {
  let decoded;
  try {
    decoded = fromGlobalId(parentId);
  } catch {
    decoded = null;
  }
  const [a, b, c] = decoded?.parts ?? [];
  if (decoded?.typeName === 'Sheet' && decoded.parts.length === 1) return { kind: 'sheet', sheetId: a! };
  if (decoded?.typeName === 'Row' && decoded.parts.length === 2) return { kind: 'row', sheetId: a!, rowId: b! };
  if (allowComment && decoded?.typeName === 'Comment' && decoded.parts.length === 3) return { kind: 'comment', sheetId: a!, commentId: c! };
  throw badUserInput(`"${parentId.slice(0, 40)}" is not the global id of a Sheet, Row${allowComment ? ' or Comment' : ''}`, field);
}

/** A file attachment without its temporary URL (lists) gets it from one GET of the attachment. */
async function withDownloadUrl(ref: WmAttachmentRef, ctx: GatewayContext): Promise<WmAttachment> {
  const { attachment, sheetId } = ref;
  if (attachment.url !== undefined || attachment.attachmentType !== 'FILE') return attachment;
  return (await ctx.loaders.workManagement.attachmentByKey.load(`${sheetId}:${attachment.id}`)) ?? attachment;
}

export const attachmentResolvers: Resolvers = {
  Query: {
    attachment: async (_root, { id, sheetId }, ctx) => {
      const [sheet, attachmentId] = twoPartKey(id, 'Attachment', sheetId, 'id');
      const attachment = await ctx.loaders.workManagement.attachmentByKey.load(`${sheet}:${attachmentId}`);
      return attachment ? attachmentRef(sheet, attachment) : null;
    },
  },

  Mutation: {
    attachFile: async (_root, { input }, ctx) => {
      const target = parentTarget(input.parentId, 'input.parentId', true);
      const file = await measureUpload(input.file, 'input.file');
      const result = await ctx.api.workManagementAttachments.attachFile(target, file);
      return { attachment: result.result ? attachmentRef(target.sheetId, result.result) : null };
    },
    attachUrl: async (_root, { input }, ctx) => {
      const target = parentTarget(input.parentId, 'input.parentId', true);
      const type = input.attachmentType ?? 'LINK';
      if (type === 'FILE') throw badUserInput('Attachments of type FILE cannot be created using JSON: upload the file with attachFile', 'input.attachmentType', 1051);
      const api = ctx.api.workManagementAttachments;
      if (api.deployment === 'government' && !GOVERNMENT_ATTACHMENT_TYPES.includes(type)) {
        throw badUserInput(`Attachment type '${type}' is not supported: the government deployment allows only ${GOVERNMENT_ATTACHMENT_TYPES.join(', ')}.`, 'input.attachmentType', 1255);
      }
      const subType = input.attachmentSubType ?? undefined;
      if (subType && !(SUB_TYPES_OF[type] ?? []).includes(subType)) {
        throw badUserInput(`attachmentSubType ${subType} does not apply to ${type} attachments`, 'input.attachmentSubType', 1031);
      }
      const url = String(input.url);
      if (!/^https?:$/.test(new URL(url).protocol)) throw badUserInput('the URL must be an http or https URL', 'input.url', 1031);
      const result = await api.attachUrl(target, {
        url,
        attachmentType: type,
        ...(input.name ? { name: input.name } : {}),
        ...(subType ? { attachmentSubType: subType } : {}),
        ...(input.description ? { description: input.description } : {}),
      });
      return { attachment: result.result ? attachmentRef(target.sheetId, result.result) : null };
    },
    uploadAttachmentVersion: async (_root, { input }, ctx) => {
      const [sheetId, attachmentId] = twoPartKey(input.attachmentId, 'Attachment', null, 'input.attachmentId');
      const file = await measureUpload(input.file, 'input.file');
      const result = await ctx.api.workManagementAttachments.uploadVersion(sheetId, attachmentId, file);
      return { attachment: result.result ? attachmentRef(sheetId, result.result) : null };
    },
    deleteAttachment: async (_root, { input }, ctx) => {
      const [sheetId, attachmentId] = twoPartKey(input.attachmentId, 'Attachment', null, 'input.attachmentId');
      await ctx.api.workManagementAttachments.deleteAttachment(sheetId, attachmentId);
      return { deletedAttachmentId: toGlobalId('Attachment', sheetId, attachmentId) };
    },
    deleteAttachmentVersions: async (_root, { input }, ctx) => {
      const [sheetId, attachmentId] = twoPartKey(input.attachmentId, 'Attachment', null, 'input.attachmentId');
      await ctx.api.workManagementAttachments.deleteAllVersions(sheetId, attachmentId);
      return { deletedAttachmentId: toGlobalId('Attachment', sheetId, attachmentId) };
    },
  },

  Sheet: {
    attachments: (sheet, args, ctx) => {
      const sheetId = String(sheet.id);
      return attachmentConnection(ctx, args, 'sheet.attachments', sheetId, {}, (page, size) => ctx.api.workManagementAttachments.listSheetAttachments(sheetId, page, size));
    },
  },

  Row: {
    attachments: ({ sheetId, row }, args, ctx) =>
      attachmentConnection(ctx, args, 'row.attachments', sheetId, { rowId: String(row.id) }, (page, size) =>
        ctx.api.workManagementAttachments.listRowAttachments(sheetId, String(row.id), page, size),
      ),
  },

  Attachment: {
    id: ({ sheetId, attachment }) => toGlobalId('Attachment', sheetId, attachment.id),
    attachmentId: ({ attachment }) => String(attachment.id),
    sheet: ({ sheetId }, _args, ctx) => ctx.loaders.workManagement.sheetById.load(sheetId),
    name: ({ attachment }) => attachment.name ?? null,
    attachmentType: ({ attachment }) => enumOrNull(attachment.attachmentType, ATTACHMENT_TYPES),
    attachmentSubType: ({ attachment }) => enumOrNull(attachment.attachmentSubType, ATTACHMENT_SUB_TYPES),
    mimeType: ({ attachment }) => attachment.mimeType ?? null,
    parentType: ({ attachment }) => enumOrNull(attachment.parentType, PARENT_TYPES),
    parentId: ({ attachment }) => idOrNull(attachment.parentId),
    sizeInKb: ({ attachment }) => attachment.sizeInKb ?? null,
    description: ({ attachment }) => attachment.description ?? null,
    createdAt: ({ attachment }) => dateTimeOrNull(attachment.createdAt),
    createdBy: ({ attachment }) => attachment.createdBy ?? null,
    url: async (ref, _args, ctx) => urlOrNull((await withDownloadUrl(ref, ctx)).url),
    urlExpiresInMillis: async (ref, _args, ctx) => (await withDownloadUrl(ref, ctx)).urlExpiresInMillis ?? null,
    versions: ({ sheetId, attachment }, args, ctx) =>
      attachmentConnection(ctx, args, 'attachment.versions', sheetId, { attachmentId: String(attachment.id) }, (page, size) =>
        ctx.api.workManagementAttachments.listVersions(sheetId, String(attachment.id), page, size),
      ),
  },
};
