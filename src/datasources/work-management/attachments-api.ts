// The work-management datasource for attachments, discussions and comments: one method per REST
// operation, and a streamed request path for file uploads (the rest-client sends JSON only).
import got, { RequestError } from 'got';
import { createHash } from 'node:crypto';
import { UpstreamError } from '../../errors.js';
import { operationOf } from '../../observability/metrics.js';
import type { WorkManagementCredential } from '../credentials.js';
import { parseUpstreamJson, USER_AGENT, type RestClientOptions } from '../rest-client.js';
import { WorkManagementClient } from './client.js';
import type { WmAttachment, WmComment, WmDiscussion, WmId, WmIndexResult, WmResult } from './types.js';
import { multipartUploadBody, simpleUploadBody, type MeasuredFile, type UploadBody } from './upload-body.js';

/** Backend paths, in one table so that a deployment could map them. */
export const ATTACHMENT_PATHS = {
  sheetAttachments: (sheetId: WmId) => `/sheets/${sheetId}/attachments`,
  attachment: (sheetId: WmId, attachmentId: WmId) => `/sheets/${sheetId}/attachments/${attachmentId}`,
  versions: (sheetId: WmId, attachmentId: WmId) => `/sheets/${sheetId}/attachments/${attachmentId}/versions`,
  commentAttachments: (sheetId: WmId, commentId: WmId) => `/sheets/${sheetId}/comments/${commentId}/attachments`,
  discussionAttachments: (sheetId: WmId, discussionId: WmId) => `/sheets/${sheetId}/discussions/${discussionId}/attachments`,
  rowAttachments: (sheetId: WmId, rowId: WmId) => `/sheets/${sheetId}/rows/${rowId}/attachments`,
  sheetDiscussions: (sheetId: WmId) => `/sheets/${sheetId}/discussions`,
  discussion: (sheetId: WmId, discussionId: WmId) => `/sheets/${sheetId}/discussions/${discussionId}`,
  rowDiscussions: (sheetId: WmId, rowId: WmId) => `/sheets/${sheetId}/rows/${rowId}/discussions`,
  comments: (sheetId: WmId, discussionId: WmId) => `/sheets/${sheetId}/discussions/${discussionId}/comments`,
} as const;

/** The pacing bucket of attachment posting (30 per minute and token, Document 1). */
export const ATTACHMENT_POST_BUCKET = 'attachment-post';

/** The attachment types the government-restricted deployment allows (Document 1). */
export const GOVERNMENT_ATTACHMENT_TYPES: readonly string[] = ['FILESTORE_A', 'FILE', 'FILESTORE_D', 'LINK', 'FILESTORE_E'];

/** What an attachment is posted to. */
export type AttachmentTarget = { kind: 'sheet'; sheetId: string } | { kind: 'row'; sheetId: string; rowId: string } | { kind: 'comment'; sheetId: string; commentId: string };

/** A URL attachment (upload rule 7). */
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

/** Retry-After in whole seconds (at least 1), or null. */
function retryAfterSeconds(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string') return null;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

export class WorkManagementAttachmentsApi extends WorkManagementClient {
  private readonly uploadOptions: RestClientOptions;

  constructor(
    credential: WorkManagementCredential | null,
    options: RestClientOptions,
    /** `government` allows only GOVERNMENT_ATTACHMENT_TYPES; callers check before posting. */
    readonly deployment: 'standard' | 'government' = 'standard',
  ) {
    super(credential, options);
    this.uploadOptions = options;
  }

  // --- attachments -------------------------------------------------------------------------

  listSheetAttachments(sheetId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmAttachment>> {
    return this.get(ATTACHMENT_PATHS.sheetAttachments(sheetId), { page, pageSize });
  }

  listRowAttachments(sheetId: WmId, rowId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmAttachment>> {
    return this.get(ATTACHMENT_PATHS.rowAttachments(sheetId, rowId), { page, pageSize });
  }

  listDiscussionAttachments(sheetId: WmId, discussionId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmAttachment>> {
    return this.get(ATTACHMENT_PATHS.discussionAttachments(sheetId, discussionId), { page, pageSize });
  }

  /** GET one attachment (version), with a temporary download URL and `urlExpiresInMillis`. */
  getAttachment(sheetId: WmId, attachmentId: WmId): Promise<WmAttachment> {
    return this.get(ATTACHMENT_PATHS.attachment(sheetId, attachmentId));
  }

  /** Versions, newest first. */
  listVersions(sheetId: WmId, attachmentId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmAttachment>> {
    return this.get(ATTACHMENT_PATHS.versions(sheetId, attachmentId), { page, pageSize });
  }

  deleteAttachment(sheetId: WmId, attachmentId: WmId): Promise<WmResult<never>> {
    return this.send('DELETE', ATTACHMENT_PATHS.attachment(sheetId, attachmentId));
  }

  /** Deletes every version, which removes the attachment from its parent. */
  deleteAllVersions(sheetId: WmId, attachmentId: WmId): Promise<WmResult<never>> {
    return this.send('DELETE', ATTACHMENT_PATHS.versions(sheetId, attachmentId));
  }

  /** Attaches a URL (JSON body); counts against attachment posting. */
  attachUrl(target: AttachmentTarget, attachment: UrlAttachment): Promise<WmResult<WmAttachment>> {
    this.ensureCredential();
    return this.request({ method: 'POST', path: targetPath(target), body: attachment, bucket: ATTACHMENT_POST_BUCKET });
  }

  /** Attaches a file as a simple upload (streamed); counts against attachment posting. */
  attachFile(target: AttachmentTarget, file: MeasuredFile): Promise<WmResult<WmAttachment>> {
    return this.sendBody(targetPath(target), simpleUploadBody(file), ATTACHMENT_POST_BUCKET);
  }

  /** Uploads a new version of a file attachment as a simple upload (streamed). */
  uploadVersion(sheetId: WmId, attachmentId: WmId, file: MeasuredFile): Promise<WmResult<WmAttachment>> {
    return this.sendBody(ATTACHMENT_PATHS.versions(sheetId, attachmentId), simpleUploadBody(file));
  }

  // --- discussions and comments ------------------------------------------------------------

  listSheetDiscussions(sheetId: WmId, page: number, pageSize: number, includeComments: boolean): Promise<WmIndexResult<WmDiscussion>> {
    return this.get(ATTACHMENT_PATHS.sheetDiscussions(sheetId), { page, pageSize, include: includeComments ? 'comments' : undefined });
  }

  listRowDiscussions(sheetId: WmId, rowId: WmId, page: number, pageSize: number, includeComments: boolean): Promise<WmIndexResult<WmDiscussion>> {
    return this.get(ATTACHMENT_PATHS.rowDiscussions(sheetId, rowId), { page, pageSize, include: includeComments ? 'comments' : undefined });
  }

  /** GET one discussion with its whole thread. */
  getDiscussion(sheetId: WmId, discussionId: WmId): Promise<WmDiscussion> {
    return this.get(ATTACHMENT_PATHS.discussion(sheetId, discussionId));
  }

  deleteDiscussion(sheetId: WmId, discussionId: WmId): Promise<WmResult<never>> {
    return this.send('DELETE', ATTACHMENT_PATHS.discussion(sheetId, discussionId));
  }

  /** Creates a discussion on a sheet or row with its first comment; with a file, as multipart (JSON part `discussion`). */
  createDiscussion(sheetId: WmId, rowId: WmId | null, text: string, file: MeasuredFile | null): Promise<WmResult<WmDiscussion>> {
    const path = rowId === null ? ATTACHMENT_PATHS.sheetDiscussions(sheetId) : ATTACHMENT_PATHS.rowDiscussions(sheetId, rowId);
    const discussion = { comment: { text } };
    if (file) return this.sendBody(path, multipartUploadBody('discussion', discussion, file));
    return this.send('POST', path, undefined, discussion);
  }

  /** Adds a comment to an existing discussion; with a file, as multipart (JSON part `comment`). */
  addComment(sheetId: WmId, discussionId: WmId, text: string, file: MeasuredFile | null): Promise<WmResult<WmComment>> {
    const path = ATTACHMENT_PATHS.comments(sheetId, discussionId);
    if (file) return this.sendBody(path, multipartUploadBody('comment', { text }, file));
    return this.send('POST', path, undefined, { text });
  }

  // --- streamed writes ---------------------------------------------------------------------

  /**
   * POSTs a streamed body with the same pacing, breaker, counting and error handling as the
   * rest-client's JSON requests. Never retried: a stream cannot be replayed, and writes are not
   * retried blindly anyway.
   */
  private async sendBody<T>(path: string, body: UploadBody, bucket?: string): Promise<T> {
    try {
      this.ensureCredential();
    } catch (error) {
      await body.close();
      throw error;
    }
    const options = this.uploadOptions;
    const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
    // Same key as the rest-client's, so that JSON and file postings share one pacing window.
    const credentialKey = createHash('sha256').update(JSON.stringify(this.authHeaders())).digest('base64url').slice(0, 16);
    try {
      options.breakers?.check(this.backend);
      await options.pacer?.acquire(this.backend, credentialKey, deadline, bucket);
    } catch (error) {
      await body.close();
      throw error;
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      await body.close();
      throw new UpstreamError(this.backend, 0, 'the request deadline passed before the backend could be called', null, null, 'timeout');
    }
    options.counter.increment(this.backend);
    const started = Date.now();
    const observe = (status: number): void =>
      options.observe?.({ backend: this.backend, method: 'POST', operation: operationOf(path), status, durationMs: Date.now() - started });
    let response: { statusCode: number; headers: Record<string, string | string[] | undefined>; body: string };
    try {
      response = await this.stream(`${options.baseUrl.replace(/\/+$/, '')}${path}`, body, Math.min(options.timeoutMs, remaining));
    } catch (error) {
      observe(0);
      options.breakers?.failure(this.backend);
      const timedOut = error instanceof RequestError && error.code === 'ETIMEDOUT';
      throw new UpstreamError(
        this.backend,
        0,
        `the upload was sent but ${timedOut ? 'no answer came in time' : `the connection failed (${(error as Error).message})`}: it may or may not have been applied; read the object before trying again`,
        null,
        null,
        'unknown-outcome',
      );
    } finally {
      await body.close();
    }
    observe(response.statusCode);
    if (response.statusCode >= 500) options.breakers?.failure(this.backend);
    else options.breakers?.success(this.backend);
    let parsed: unknown;
    if (response.body.length > 0) {
      try {
        parsed = parseUpstreamJson(response.body);
      } catch {
        parsed = response.body;
      }
    }
    if (response.statusCode >= 200 && response.statusCode < 300) return parsed as T;
    const error = this.parseErrorBody(response.statusCode, parsed);
    const wait = response.statusCode === 429 ? (retryAfterSeconds(response.headers['retry-after']) ?? 60) : null;
    throw new UpstreamError(this.backend, response.statusCode, error.message, error.errorCode, error.refId, 'http', wait);
  }

  /**
   * Sends `body` through got's stream API one chunk at a time: each write is awaited until got has
   * handed the chunk to the socket, so the body's reader may reuse its buffer. Resolves with the
   * answer (status, headers, text).
   */
  private stream(url: string, body: UploadBody, timeoutMs: number): Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined>; body: string }> {
    const request = got.stream.post(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT, ...this.authHeaders(), ...body.headers },
      timeout: { request: timeoutMs },
      retry: { limit: 0 },
      throwHttpErrors: false,
      followRedirect: false,
    });
    const answered = new Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      request.once('response', (res: { statusCode: number; headers: Record<string, string | string[] | undefined> }) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.once('end', () => resolve({ statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      request.once('error', reject);
    });
    // A failed request must not go unhandled while chunks are still being written.
    answered.catch(() => undefined);
    const write = (chunk: Buffer): Promise<void> =>
      Promise.race([
        new Promise<void>((resolve, reject) => {
          request.write(chunk, (error?: Error | null) => (error ? reject(error) : resolve()));
        }),
        // An error (timeout, lost connection) ends the writing too.
        answered.then(() => new Promise<void>(() => undefined)),
      ]);
    return (async () => {
      try {
        await body.writeTo(write);
        request.end();
      } catch (error) {
        // The service may answer (and close) before the whole body is sent: its answer wins.
        const early = await Promise.race([answered.catch(() => null), new Promise<null>((r) => setImmediate(() => r(null)))]);
        if (early) return early;
        request.destroy();
        throw error;
      }
      return answered;
    })();
  }
}
