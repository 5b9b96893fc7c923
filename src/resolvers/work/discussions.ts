// Resolvers of discussions and comments: sheet and row lists (`include=comments`), threads,
// discussion attachments, `discussion(id:)`, and creating discussions and comments with a file.
import { attachmentKey, discussionKey } from '../../composite-keys.js';
import type { GatewayContext } from '../../context.js';
import type {
  WmComment,
  WmCommentRef,
  WmDiscussion,
  WmDiscussionRef,
  WmIndexResult,
  WmSheet,
} from '../../datasources/work-management/types.js';
import type { RowModel } from '../../models.js';
import type { UploadSource } from '../../datasources/upload-source.js';
import { badUserInput, notFound } from '../../graphql-errors.js';
import { SharingAccessLevel, DiscussionParentType, type Resolvers } from '../../generated/resolvers-types.js';
import type { ConnectionArgs, CountedConnection } from '../../relay/connection.js';
import { readChildKey, readId, toGlobalId } from '../../relay/global-id.js';
import { wholeListConnection, workManagementPagedConnection } from '../connections.js';
import { measureUpload } from '../file-uploads.js';
import { dateTimeOrNull } from '../values.js';
import { referenceTo, typeOfReference } from './references.js';
import { ATTACHED_FILE, attachmentConnection, attachmentRef, parentTarget } from './attachments.js';
import { enumValue } from '../enums.js';
import { withMutationUserErrors } from '../user-errors.js';
import { userOfContact } from './user-references.js';

const discussionRef = (sheetId: string, discussion: WmDiscussion): WmDiscussionRef => ({ sheetId, discussion });
const commentRef = (sheetId: string, discussionId: string, comment: WmComment): WmCommentRef => ({
  sheetId,
  discussionId,
  comment,
});

function discussionConnection(
  ctx: GatewayContext,
  args: ConnectionArgs & { includeComments?: boolean | null },
  list: string,
  sheetId: string,
  shape: Record<string, unknown>,
  fetch: (page: number, pageSize: number, includeComments: boolean) => Promise<WmIndexResult<WmDiscussion>>,
): Promise<CountedConnection<WmDiscussionRef>> {
  const includeComments = args.includeComments !== false;
  return workManagementPagedConnection(ctx, args, {
    list,
    shape: { sheetId, includeComments, ...shape },
    fetch: (page, pageSize) => fetch(page, pageSize, includeComments),
    item: (d) => discussionRef(sheetId, d),
  });
}

/** A comment's text: required and not blank (checked before any call). */
function commentText(text: string): string {
  if (text.trim() === '')
    throw badUserInput(
      'Required object attribute(s) are missing from your request: comment.text (it must not be empty).',
      'input.text',
      1012,
    );
  return text;
}

/** Measures the optional file of a discussion or comment (the 30 MB limit applies before any call). */
function optionalFile(file: Parameters<typeof measureUpload>[0] | null | undefined): Promise<UploadSource | null> {
  return file ? measureUpload(file, ATTACHED_FILE) : Promise.resolve(null);
}

export const discussionResolvers: Resolvers = withMutationUserErrors({
  Query: {
    discussion: async (_root, { id, sheetId }, ctx) => {
      const [sheet, discussionId] = readChildKey(
        id,
        'Discussion',
        sheetId ? readId(sheetId, 'Sheet', 'sheetId') : null,
        'id',
      );
      const discussion = await ctx.loaders.workManagement.discussionByKey.load(discussionKey(sheet, discussionId));
      return discussion ? discussionRef(sheet, discussion) : null;
    },
  },

  Mutation: {
    createDiscussion: async (_root, { input }, ctx) => {
      const target = parentTarget(input.parentId, 'input.parentId', false);
      const text = commentText(input.text);
      const file = await optionalFile(input.file);
      const rowId = target.kind === 'row' ? target.rowId : null;
      const result = await ctx.api.workManagementAttachments.createDiscussion(target.sheetId, rowId, text, file);
      return { discussion: result.result ? discussionRef(target.sheetId, result.result) : null, userErrors: [] };
    },
    deleteDiscussion: async (_root, { input }, ctx) => {
      const [sheetId, discussionId] = readChildKey(input.discussionId, 'Discussion', null, 'input.discussionId');
      // Its comments go with it: the discussion is read first so that the payload names each.
      const key = discussionKey(sheetId, discussionId);
      const discussion = await ctx.loaders.workManagement.discussionByKey.load(key);
      if (!discussion)
        throw notFound(`Discussion ${discussionId} was not found in sheet ${sheetId}`, 'input.discussionId');
      await ctx.api.workManagementAttachments.deleteDiscussion(sheetId, discussionId);
      ctx.loaders.workManagement.discussionByKey.clear(key);
      return {
        deletedDiscussionId: toGlobalId('Discussion', sheetId, discussionId),
        deletedCommentIds: (discussion.comments ?? []).map((comment) =>
          toGlobalId('Comment', sheetId, discussionId, comment.id),
        ),
        userErrors: [],
      };
    },
    addComment: async (_root, { input }, ctx) => {
      const [sheetId, discussionId] = readChildKey(input.discussionId, 'Discussion', null, 'input.discussionId');
      const text = commentText(input.text);
      const file = await optionalFile(input.file);
      const result = await ctx.api.workManagementAttachments.addComment(sheetId, discussionId, text, file);
      // The discussion's thread and counts changed: a later read of it in this request is fresh.
      ctx.loaders.workManagement.discussionByKey.clear(discussionKey(sheetId, discussionId));
      return { comment: result.result ? commentRef(sheetId, discussionId, result.result) : null, userErrors: [] };
    },
  },

  Sheet: {
    discussions: (sheet, args, ctx) => {
      const sheetId = String(sheet.id);
      return discussionConnection(ctx, args, 'sheet.discussions', sheetId, {}, (page, size, include) =>
        ctx.api.workManagementAttachments.listSheetDiscussions(sheetId, page, size, include),
      );
    },
  },

  Row: {
    discussions: ({ sheetId, row }, args, ctx) =>
      discussionConnection(ctx, args, 'row.discussions', sheetId, { rowId: String(row.id) }, (page, size, include) =>
        ctx.api.workManagementAttachments.listRowDiscussions(sheetId, String(row.id), page, size, include),
      ),
  },

  DiscussionParent: {
    __resolveType: (parent) => typeOfReference(parent) as 'Sheet' | 'Row' | null,
  },

  Discussion: {
    id: ({ sheetId, discussion }) => toGlobalId('Discussion', sheetId, discussion.id),
    backendId: ({ discussion }) => String(discussion.id),
    sheet: ({ sheetId }, _args, ctx) => ctx.loaders.workManagement.sheetById.load(sheetId),
    title: ({ discussion }) => discussion.title ?? null,
    parentType: ({ discussion }, _args, ctx) =>
      enumValue(DiscussionParentType, discussion.parentType, { field: 'Discussion.parentType', ctx }),
    parent: ({ sheetId, discussion }, _args, ctx, info) => {
      if (discussion.parentType === 'ROW')
        return referenceTo<RowModel>('Row', [sheetId, discussion.parentId], ctx, info);
      return discussion.parentType === 'SHEET' ? referenceTo<WmSheet>('Sheet', [sheetId], ctx, info) : null;
    },
    commentCount: ({ discussion }) => discussion.commentCount ?? discussion.comments?.length ?? null,
    lastCommentedAt: ({ discussion }) => dateTimeOrNull(discussion.lastCommentedAt),
    lastCommentedUser: ({ discussion }, _args, ctx, info) => userOfContact(discussion.lastCommentedUser, ctx, info),
    createdBy: ({ discussion }, _args, ctx, info) => userOfContact(discussion.createdBy, ctx, info),
    accessLevel: ({ discussion }, _args, ctx) =>
      enumValue(SharingAccessLevel, discussion.accessLevel, { field: 'Discussion.accessLevel', ctx }),
    readOnly: ({ discussion }) => discussion.readOnly ?? null,
    comments: ({ sheetId, discussion }, args, ctx) => {
      const discussionId = String(discussion.id);
      return wholeListConnection(
        ctx,
        args,
        { list: 'discussion.comments', shape: { sheetId, discussionId } },
        async () => {
          // Lists read without include=comments lack the thread: one read of the discussion fills it in.
          const thread =
            discussion.comments ??
            (await ctx.loaders.workManagement.discussionByKey.load(discussionKey(sheetId, discussionId)))?.comments ??
            [];
          return thread.map((comment) => commentRef(sheetId, discussionId, comment));
        },
      );
    },
    attachments: ({ sheetId, discussion }, args, ctx) =>
      attachmentConnection(
        ctx,
        args,
        'discussion.attachments',
        sheetId,
        { discussionId: String(discussion.id) },
        (page, size) =>
          ctx.api.workManagementAttachments.listDiscussionAttachments(sheetId, String(discussion.id), page, size),
      ),
  },

  Comment: {
    id: ({ sheetId, discussionId, comment }) => toGlobalId('Comment', sheetId, discussionId, comment.id),
    backendId: ({ comment }) => String(comment.id),
    discussion: async ({ sheetId, discussionId }, _args, ctx) => {
      const discussion = await ctx.loaders.workManagement.discussionByKey.load(discussionKey(sheetId, discussionId));
      return discussion ? discussionRef(sheetId, discussion) : null;
    },
    text: ({ comment }) => comment.text ?? null,
    attachments: ({ sheetId, comment }) => (comment.attachments ?? []).map((a) => attachmentRef(sheetId, a)),
    createdAt: ({ comment }) => dateTimeOrNull(comment.createdAt),
    modifiedAt: ({ comment }) => dateTimeOrNull(comment.modifiedAt),
    createdBy: ({ comment }, _args, ctx, info) => userOfContact(comment.createdBy, ctx, info),
  },
});

/** Node fetchers of attachments, discussions and comments (global ids carry the sheet id). */
export const attachmentNodeFetchers = {
  Attachment: {
    arity: 2,
    fetch: async ([sheetId, id]: string[], ctx: GatewayContext) => {
      const attachment = await ctx.loaders.workManagement.attachmentByKey.load(attachmentKey(sheetId!, id!));
      return attachment ? attachmentRef(sheetId!, attachment) : null;
    },
  },
  Discussion: {
    arity: 2,
    fetch: async ([sheetId, id]: string[], ctx: GatewayContext) => {
      const discussion = await ctx.loaders.workManagement.discussionByKey.load(discussionKey(sheetId!, id!));
      return discussion ? discussionRef(sheetId!, discussion) : null;
    },
  },
  Comment: {
    arity: 3,
    fetch: async ([sheetId, discussionId, id]: string[], ctx: GatewayContext) => {
      const discussion = await ctx.loaders.workManagement.discussionByKey.load(discussionKey(sheetId!, discussionId!));
      const comment = discussion?.comments?.find((c) => String(c.id) === id);
      return comment ? commentRef(sheetId!, discussionId!, comment) : null;
    },
  },
};
