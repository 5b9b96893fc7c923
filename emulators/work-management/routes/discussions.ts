// Routes of Document 1's discussion operations (sheet and row lists with `include=comments`,
// create with or without a file, get, delete) and of adding a comment (JSON or multipart).
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import { findById } from '../ids.js';
import {
  ACCESS_RANK,
  type AccessLevel,
  type StoredAttachment,
  type StoredComment,
  type StoredDiscussion,
  type StoredSheet,
  type StoredUser,
} from '../model.js';
import { offsetPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import type { WorkManagementStore } from '../store/store.js';
import { isUpload, parseUpload, type UploadedFile } from '../request/uploads.js';
import { contactOfUser, renderAttachment, success } from './attachments.js';

export function discussionRoutes(store: WorkManagementStore): Route[] {
  const { errors, content } = store;

  const sheetFor = (
    req: EmulatorRequest,
    least: AccessLevel,
  ): { sheet: StoredSheet; caller: StoredUser; access: AccessLevel } => {
    const caller = callerOf(store, req);
    const { sheet, access } = store.requireSheet(caller, req.params.sheetId);
    if (ACCESS_RANK[access] < ACCESS_RANK[least]) throw errors.forbidden();
    return { sheet, caller, access };
  };

  const rowOf = (sheet: StoredSheet, param: string | undefined): bigint =>
    findById(
      param,
      (id) => sheet.rows.find((r) => r.id === id)?.id,
      () => errors.notFound(),
    );

  const discussionOf = (sheet: StoredSheet, param: string | undefined): StoredDiscussion =>
    findById(
      param,
      (id) => content.discussions.get(id),
      () => errors.notFound(),
      (d) => d.sheetId === sheet.id,
    );

  const renderAttachments = (chains: StoredAttachment[]) =>
    chains.map((chain) => renderAttachment(chain, chain.versions[0]!));

  const renderComment = (comment: StoredComment): Record<string, unknown> => {
    const attachments = content.chainsOfComment(comment.id);
    return {
      id: comment.id,
      discussionId: comment.discussionId,
      text: comment.text,
      ...(attachments.length > 0 ? { attachments: renderAttachments(attachments) } : {}),
      createdAt: comment.createdAt,
      createdBy: comment.createdBy,
      modifiedAt: comment.modifiedAt,
    };
  };

  const renderDiscussion = (
    discussion: StoredDiscussion,
    access: AccessLevel,
    include: Set<string>,
  ): Record<string, unknown> => {
    const last = discussion.comments[discussion.comments.length - 1];
    return {
      id: discussion.id,
      title: discussion.title,
      ...(include.has('comments') ? { comments: discussion.comments.map(renderComment) } : {}),
      ...(include.has('attachments')
        ? { commentAttachments: renderAttachments(content.chainsOfDiscussion(discussion)) }
        : {}),
      commentCount: discussion.comments.length,
      ...(last ? { lastCommentedAt: last.createdAt, lastCommentedUser: last.createdBy } : {}),
      createdBy: discussion.createdBy,
      parentId: discussion.parentId,
      parentType: discussion.parentType,
      accessLevel: access,
      readOnly: ACCESS_RANK[access] < ACCESS_RANK.COMMENTER,
    };
  };

  /** `{text}` of a comment: required, a non-empty string. */
  const commentText = (value: unknown, attribute: string): string => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw errors.error(400, 1012, `Required object attribute(s) are missing from your request: ${attribute}.`);
    const text = (value as Record<string, unknown>).text;
    if (text === undefined || text === null || text === '')
      throw errors.error(400, 1012, `Required object attribute(s) are missing from your request: ${attribute}.text.`);
    if (typeof text !== 'string') throw errors.error(400, 1031, `The attribute ${attribute}.text must be a string.`);
    return text;
  };

  /** The JSON of a create request: the body, or the named JSON part of a multipart upload, and its file. */
  const readCreate = (req: EmulatorRequest, partName: string): { json: unknown; file?: UploadedFile } => {
    if (!isUpload(req)) return { json: req.body };
    const upload = parseUpload(req, errors, [partName]);
    if (upload.style !== 'multipart' || !upload.json.has(partName))
      throw errors.error(400, 1012, `Required object attribute(s) are missing from your request: ${partName}.`);
    return { json: upload.json.get(partName), ...(upload.file ? { file: upload.file } : {}) };
  };

  const attachFile = (sheet: StoredSheet, comment: StoredComment, file: UploadedFile, caller: StoredUser): void => {
    content.attachments.push({
      sheetId: sheet.id,
      parentType: 'COMMENT',
      parentId: comment.id,
      versions: [
        {
          id: content.nextId(),
          name: file.name,
          attachmentType: 'FILE',
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          createdAt: content.now(),
          createdBy: contactOfUser(caller),
        },
      ],
    });
  };

  const create = (req: EmulatorRequest, onRow: boolean) => {
    const { sheet, caller, access } = sheetFor(req, 'COMMENTER');
    const parentId = onRow ? rowOf(sheet, req.params.rowId) : sheet.id;
    const { json, file } = readCreate(req, 'discussion');
    const text = commentText(
      typeof json === 'object' && json !== null ? (json as Record<string, unknown>).comment : undefined,
      'comment',
    );
    const discussion = content.addDiscussion(
      sheet.id,
      onRow ? 'ROW' : 'SHEET',
      parentId,
      text,
      contactOfUser(caller),
      content.now(),
    );
    if (file) attachFile(sheet, discussion.comments[0]!, file, caller);
    return { body: success(renderDiscussion(discussion, access, new Set(['comments'])), sheet.version) };
  };

  const list = (req: EmulatorRequest, discussions: StoredDiscussion[], access: AccessLevel) => {
    const query = new QueryReader(req.query, errors);
    const include = query.flags('include');
    return {
      body: offsetPage(
        discussions.map((d) => renderDiscussion(d, access, include)),
        query,
      ),
    };
  };

  return [
    {
      method: 'GET',
      template: '/sheets/{sheetId}/discussions',
      handler: (req) => {
        const { sheet, access } = sheetFor(req, 'VIEWER');
        return list(req, content.discussionsOfSheet(sheet.id), access);
      },
    },
    { method: 'POST', template: '/sheets/{sheetId}/discussions', handler: (req) => create(req, false) },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/discussions/{discussionId}',
      handler: (req) => {
        const { sheet, access } = sheetFor(req, 'VIEWER');
        return { body: renderDiscussion(discussionOf(sheet, req.params.discussionId), access, new Set(['comments'])) };
      },
    },
    {
      method: 'DELETE',
      template: '/sheets/{sheetId}/discussions/{discussionId}',
      handler: (req) => {
        const { sheet } = sheetFor(req, 'EDITOR');
        content.removeDiscussion(discussionOf(sheet, req.params.discussionId));
        return { body: success() };
      },
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/rows/{rowId}/discussions',
      handler: (req) => {
        const { sheet, access } = sheetFor(req, 'VIEWER');
        return list(req, content.discussionsOfRow(sheet.id, rowOf(sheet, req.params.rowId)), access);
      },
    },
    { method: 'POST', template: '/sheets/{sheetId}/rows/{rowId}/discussions', handler: (req) => create(req, true) },
    {
      method: 'POST',
      template: '/sheets/{sheetId}/discussions/{discussionId}/comments',
      handler: (req) => {
        // A comment can only be added to an existing discussion: an unknown one is 404 1006.
        const { sheet, caller } = sheetFor(req, 'COMMENTER');
        const discussion = discussionOf(sheet, req.params.discussionId);
        const { json, file } = readCreate(req, 'comment');
        const comment = content.addComment(
          discussion,
          commentText(json, 'comment'),
          contactOfUser(caller),
          content.now(),
        );
        if (file) attachFile(sheet, comment, file, caller);
        return { body: success(renderComment(comment), sheet.version) };
      },
    },
  ];
}
