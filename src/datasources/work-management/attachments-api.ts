// The work-management datasource for attachments, discussions and comments: one method per REST
// operation; file uploads stream their body through the rest-client (got, chunk by chunk).
import { answerShape, type AnswerShape } from '../answer-shape.js';
import type { WorkManagementCredential } from '../credentials.js';
import type { RestClientOptions } from '../rest-client.js';
import { WorkManagementClient } from './client.js';
import {
  indexResultOf,
  resultOf,
  WmAttachmentSchema,
  WmCommentSchema,
  WmDiscussionSchema,
  WmDoneShape,
  type WmAttachment,
  type WmComment,
  type WmDiscussion,
  type WmDone,
  type WmId,
  type WmIndexResult,
  type WmResult,
} from './types.js';
import type { UploadSource } from '../upload-source.js';
import { multipartUploadBody, simpleUploadBody, type UploadBody } from './upload-body.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const ATTACHMENT_PATHS = {
  sheetAttachments: (sheetId: WmId) => restPath`/sheets/${sheetId}/attachments`,
  attachment: (sheetId: WmId, attachmentId: WmId) => restPath`/sheets/${sheetId}/attachments/${attachmentId}`,
  versions: (sheetId: WmId, attachmentId: WmId) => restPath`/sheets/${sheetId}/attachments/${attachmentId}/versions`,
  commentAttachments: (sheetId: WmId, commentId: WmId) =>
    restPath`/sheets/${sheetId}/comments/${commentId}/attachments`,
  discussionAttachments: (sheetId: WmId, discussionId: WmId) =>
    restPath`/sheets/${sheetId}/discussions/${discussionId}/attachments`,
  rowAttachments: (sheetId: WmId, rowId: WmId) => restPath`/sheets/${sheetId}/rows/${rowId}/attachments`,
  sheetDiscussions: (sheetId: WmId) => restPath`/sheets/${sheetId}/discussions`,
  discussion: (sheetId: WmId, discussionId: WmId) => restPath`/sheets/${sheetId}/discussions/${discussionId}`,
  rowDiscussions: (sheetId: WmId, rowId: WmId) => restPath`/sheets/${sheetId}/rows/${rowId}/discussions`,
  comments: (sheetId: WmId, discussionId: WmId) => restPath`/sheets/${sheetId}/discussions/${discussionId}/comments`,
} as const;

const AttachmentShape = answerShape('an attachment', WmAttachmentSchema);
const AttachmentPageShape = answerShape('a page of attachments', indexResultOf(WmAttachmentSchema));
const AttachmentResultShape = answerShape('a result envelope of an attachment', resultOf(WmAttachmentSchema));
const DiscussionShape = answerShape('a discussion', WmDiscussionSchema);
const DiscussionPageShape = answerShape('a page of discussions', indexResultOf(WmDiscussionSchema));
const DiscussionResultShape = answerShape('a result envelope of a discussion', resultOf(WmDiscussionSchema));
const CommentResultShape = answerShape('a result envelope of a comment', resultOf(WmCommentSchema));

/** The pacing bucket of attachment posting (30 per minute and token, Document 1). */
export const ATTACHMENT_POST_BUCKET = 'attachment-post';

/** What an attachment is posted to. */
export type AttachmentTarget =
  | { kind: 'sheet'; sheetId: string }
  | { kind: 'row'; sheetId: string; rowId: string }
  | { kind: 'comment'; sheetId: string; commentId: string };

/** A URL attachment (Document 1, Upload rules, rule 7). */
export interface UrlAttachment {
  name?: string;
  url: string;
  attachmentType: string;
  attachmentSubType?: string;
  description?: string;
}

function targetPath(target: AttachmentTarget): string {
  if (target.kind === 'row') return ATTACHMENT_PATHS.rowAttachments(target.sheetId, target.rowId);
  if (target.kind === 'comment') return ATTACHMENT_PATHS.commentAttachments(target.sheetId, target.commentId);
  return ATTACHMENT_PATHS.sheetAttachments(target.sheetId);
}

export class WorkManagementAttachmentsApi extends WorkManagementClient {
  constructor(
    credential: WorkManagementCredential | null,
    options: RestClientOptions,
    /** `government` allows only some attachment types (Document 1); callers check before posting. */
    readonly deployment: 'standard' | 'government' = 'standard',
  ) {
    super(credential, options);
  }

  // --- attachments -------------------------------------------------------------------------

  listSheetAttachments(sheetId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmAttachment>> {
    return this.get(AttachmentPageShape, ATTACHMENT_PATHS.sheetAttachments(sheetId), { page, pageSize });
  }

  listRowAttachments(sheetId: WmId, rowId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmAttachment>> {
    return this.get(AttachmentPageShape, ATTACHMENT_PATHS.rowAttachments(sheetId, rowId), { page, pageSize });
  }

  listDiscussionAttachments(
    sheetId: WmId,
    discussionId: WmId,
    page: number,
    pageSize: number,
  ): Promise<WmIndexResult<WmAttachment>> {
    return this.get(AttachmentPageShape, ATTACHMENT_PATHS.discussionAttachments(sheetId, discussionId), {
      page,
      pageSize,
    });
  }

  /** GET one attachment (version), with a temporary download URL and `urlExpiresInMillis`. */
  getAttachment(sheetId: WmId, attachmentId: WmId): Promise<WmAttachment> {
    return this.get(AttachmentShape, ATTACHMENT_PATHS.attachment(sheetId, attachmentId));
  }

  /** Versions, newest first. */
  listVersions(
    sheetId: WmId,
    attachmentId: WmId,
    page: number,
    pageSize: number,
  ): Promise<WmIndexResult<WmAttachment>> {
    return this.get(AttachmentPageShape, ATTACHMENT_PATHS.versions(sheetId, attachmentId), { page, pageSize });
  }

  deleteAttachment(sheetId: WmId, attachmentId: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', ATTACHMENT_PATHS.attachment(sheetId, attachmentId));
  }

  /** Deletes every version, which removes the attachment from its parent. */
  deleteAllVersions(sheetId: WmId, attachmentId: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', ATTACHMENT_PATHS.versions(sheetId, attachmentId));
  }

  /** Attaches a URL (JSON body); counts against attachment posting. */
  attachUrl(target: AttachmentTarget, attachment: UrlAttachment): Promise<WmResult<WmAttachment>> {
    this.ensureCredential();
    return this.request({
      method: 'POST',
      path: targetPath(target),
      body: attachment,
      bucket: ATTACHMENT_POST_BUCKET,
      shape: AttachmentResultShape,
    });
  }

  /** Attaches a file as a simple upload (streamed); counts against attachment posting. */
  attachFile(target: AttachmentTarget, file: UploadSource): Promise<WmResult<WmAttachment>> {
    return this.sendBody(AttachmentResultShape, targetPath(target), simpleUploadBody(file), ATTACHMENT_POST_BUCKET);
  }

  /** Uploads a new version of a file attachment as a simple upload (streamed). */
  uploadVersion(sheetId: WmId, attachmentId: WmId, file: UploadSource): Promise<WmResult<WmAttachment>> {
    return this.sendBody(
      AttachmentResultShape,
      ATTACHMENT_PATHS.versions(sheetId, attachmentId),
      simpleUploadBody(file),
    );
  }

  // --- discussions and comments ------------------------------------------------------------

  listSheetDiscussions(
    sheetId: WmId,
    page: number,
    pageSize: number,
    includeComments: boolean,
  ): Promise<WmIndexResult<WmDiscussion>> {
    return this.get(DiscussionPageShape, ATTACHMENT_PATHS.sheetDiscussions(sheetId), {
      page,
      pageSize,
      include: includeComments ? 'comments' : undefined,
    });
  }

  listRowDiscussions(
    sheetId: WmId,
    rowId: WmId,
    page: number,
    pageSize: number,
    includeComments: boolean,
  ): Promise<WmIndexResult<WmDiscussion>> {
    return this.get(DiscussionPageShape, ATTACHMENT_PATHS.rowDiscussions(sheetId, rowId), {
      page,
      pageSize,
      include: includeComments ? 'comments' : undefined,
    });
  }

  /** GET one discussion with its whole thread. */
  getDiscussion(sheetId: WmId, discussionId: WmId): Promise<WmDiscussion> {
    return this.get(DiscussionShape, ATTACHMENT_PATHS.discussion(sheetId, discussionId));
  }

  deleteDiscussion(sheetId: WmId, discussionId: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', ATTACHMENT_PATHS.discussion(sheetId, discussionId));
  }

  /** Creates a discussion on a sheet or row with its first comment; with a file, as multipart (JSON part `discussion`). */
  createDiscussion(
    sheetId: WmId,
    rowId: WmId | null,
    text: string,
    file: UploadSource | null,
  ): Promise<WmResult<WmDiscussion>> {
    const path =
      rowId === null ? ATTACHMENT_PATHS.sheetDiscussions(sheetId) : ATTACHMENT_PATHS.rowDiscussions(sheetId, rowId);
    const discussion = { comment: { text } };
    if (file) return this.sendBody(DiscussionResultShape, path, multipartUploadBody('discussion', discussion, file));
    return this.send(DiscussionResultShape, 'POST', path, undefined, discussion);
  }

  /** Adds a comment to an existing discussion; with a file, as multipart (JSON part `comment`). */
  addComment(sheetId: WmId, discussionId: WmId, text: string, file: UploadSource | null): Promise<WmResult<WmComment>> {
    const path = ATTACHMENT_PATHS.comments(sheetId, discussionId);
    if (file) return this.sendBody(CommentResultShape, path, multipartUploadBody('comment', { text }, file));
    return this.send(CommentResultShape, 'POST', path, undefined, { text });
  }

  // --- streamed writes ---------------------------------------------------------------------

  /**
   * POSTs a streamed body through the rest-client's pipeline (deadline, pacing, breaker, counting,
   * answer limits, error mapping). A write, so never retried: a stream could not be replayed anyway.
   */
  private async sendBody<T>(shape: AnswerShape<T>, path: string, body: UploadBody, bucket?: string): Promise<T> {
    try {
      this.ensureCredential();
      return await this.request<T>({ method: 'POST', path, bucket, upload: body, shape });
    } finally {
      await body.close();
    }
  }
}
