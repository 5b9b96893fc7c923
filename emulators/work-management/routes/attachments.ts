// Routes of Document 1's eleven attachment operations: lists (sheet, row, discussion), get with a
// temporary download URL, posting files or URLs to sheets, rows and comments, versions, deletes.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import { FILE_HOST, URL_EXPIRES_IN_MILLIS } from '../data/attachments.js';
import { findById } from '../ids.js';
import {
  ACCESS_RANK,
  ATTACHMENT_TYPES,
  GOVERNMENT_ATTACHMENT_TYPES,
  type AccessLevel,
  type AttachmentParentType,
  type AttachmentSubType,
  type AttachmentType,
  type StoredAttachment,
  type StoredAttachmentVersion,
  type StoredSheet,
  type StoredUser,
} from '../model.js';
import { offsetPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import type { WorkManagementStore } from '../store/store.js';
import { isUpload, parseUpload, type UploadedFile } from '../request/uploads.js';
import { shownValue } from '../request/body.js';

/** Sub-types allowed per attachment type (the real service: FOLDER for the enterprise file-sharing provider, document kinds for the cloud drive). */
const SUB_TYPES: Partial<Record<AttachmentType, readonly AttachmentSubType[]>> = {
  FILESTORE_C: ['FOLDER'],
  FILESTORE_D: ['DOCUMENT', 'DRAWING', 'PDF', 'PRESENTATION', 'SPREADSHEET'],
};

/** The wire shape of one attachment version; `withUrl` adds the temporary download URL of a file. */
export function renderAttachment(
  chain: StoredAttachment,
  version: StoredAttachmentVersion,
  withUrl = false,
  urlKey = '',
): Record<string, unknown> {
  const body: Record<string, unknown> = { id: version.id, name: version.name, attachmentType: version.attachmentType };
  if (version.attachmentSubType) body.attachmentSubType = version.attachmentSubType;
  if (version.mimeType) body.mimeType = version.mimeType;
  body.parentType = chain.parentType;
  body.parentId = chain.parentId;
  if (version.sizeBytes !== undefined) body.sizeInKb = Math.max(1, Math.ceil(version.sizeBytes / 1024));
  if (version.description) body.description = version.description;
  body.createdAt = version.createdAt;
  body.createdBy = version.createdBy;
  if (version.attachmentType !== 'FILE') body.url = version.url;
  else if (withUrl) {
    body.url = `${FILE_HOST}/d/${urlKey}/${encodeURIComponent(version.name)}?sha256=${version.sha256 ?? ''}&expires=${Date.now() + URL_EXPIRES_IN_MILLIS}`;
    body.urlExpiresInMillis = URL_EXPIRES_IN_MILLIS;
  }
  return body;
}

export function contactOfUser(user: StoredUser): { email: string; name: string } {
  return { email: user.email, name: `${user.firstName} ${user.lastName}` };
}

export function success(result?: unknown, version?: number): Record<string, unknown> {
  return {
    message: 'SUCCESS',
    resultCode: 0,
    ...(result !== undefined ? { result } : {}),
    ...(version !== undefined ? { version } : {}),
  };
}

export function attachmentRoutes(store: WorkManagementStore): Route[] {
  const { errors, content } = store;

  /** The sheet, with the caller's access at least `least` (403 1004 otherwise). */
  const sheetFor = (req: EmulatorRequest, least: AccessLevel): { sheet: StoredSheet; caller: StoredUser } => {
    const caller = callerOf(store, req);
    const { sheet, access } = store.requireSheet(caller, req.params.sheetId);
    if (ACCESS_RANK[access] < ACCESS_RANK[least]) throw errors.forbidden();
    return { sheet, caller };
  };

  const rowOf = (sheet: StoredSheet, param: string | undefined): bigint =>
    findById(
      param,
      (id) => sheet.rows.find((r) => r.id === id)?.id,
      () => errors.notFound(),
    );

  const versionOf = (sheet: StoredSheet, param: string | undefined) =>
    findById(
      param,
      (id) => content.findVersion(sheet.id, id) ?? undefined,
      () => errors.notFound(),
    );

  const fileVersion = (file: UploadedFile, caller: StoredUser): StoredAttachmentVersion => ({
    id: content.nextId(),
    name: file.name,
    attachmentType: 'FILE',
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    createdAt: content.now(),
    createdBy: contactOfUser(caller),
  });

  /** Document 1, Upload rules, rule 7: a URL attachment, with the attachmentType enum and the deployment's allowed set. */
  const urlVersion = (body: unknown, caller: StoredUser): StoredAttachmentVersion => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw errors.error(400, 1008, 'Unable to parse request: expected a JSON object or a file upload.');
    const b = body as Record<string, unknown>;
    if (b.attachmentType === undefined)
      throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: attachmentType.');
    const type = b.attachmentType as AttachmentType;
    if (!ATTACHMENT_TYPES.includes(type))
      throw errors.error(
        400,
        1031,
        `The value '${shownValue(b.attachmentType)}' is not valid for the attribute attachmentType.`,
      );
    if (type === 'FILE') throw errors.error(400, 1051, 'Attachments of type FILE cannot be created using JSON.');
    if (content.deployment === 'government' && !GOVERNMENT_ATTACHMENT_TYPES.includes(type)) {
      throw errors.error(400, 1255, `Attachment type '${type}' is not supported.`);
    }
    if (typeof b.url !== 'string' || b.url === '')
      throw errors.error(400, 1012, 'Required object attribute(s) are missing from your request: url.');
    if (!/^https?:\/\/[^\s/]+/i.test(b.url))
      throw errors.error(400, 1031, `The value '${b.url}' is not valid for the attribute url.`);
    const subType = b.attachmentSubType as AttachmentSubType | undefined;
    if (subType !== undefined && !(SUB_TYPES[type] ?? []).includes(subType)) {
      throw errors.error(
        400,
        1031,
        `The value '${String(subType)}' is not valid for the attribute attachmentSubType of a ${type} attachment.`,
      );
    }
    if (b.name !== undefined && typeof b.name !== 'string')
      throw errors.error(400, 1031, 'The attribute name must be a string.');
    return {
      id: content.nextId(),
      name: b.name || b.url,
      attachmentType: type,
      ...(subType ? { attachmentSubType: subType } : {}),
      url: b.url,
      ...(typeof b.description === 'string' && b.description ? { description: b.description } : {}),
      createdAt: content.now(),
      createdBy: contactOfUser(caller),
    };
  };

  /** Attach to a sheet, row or comment: 30 per minute and token, then a file (either style) or a URL. */
  const attach = (req: EmulatorRequest, parentType: AttachmentParentType) => {
    store.rateLimiter.take(req.token, 'attachment-post');
    const { sheet, caller } = sheetFor(req, parentType === 'COMMENT' ? 'COMMENTER' : 'EDITOR');
    let parentId = sheet.id;
    if (parentType === 'ROW') parentId = rowOf(sheet, req.params.rowId);
    if (parentType === 'COMMENT') {
      const onSheet = (comment: { discussionId: bigint }) =>
        content.discussions.get(comment.discussionId)?.sheetId === sheet.id;
      parentId = findById(
        req.params.commentId,
        (id) => content.comments.get(id),
        () => errors.notFound(),
        onSheet,
      ).id;
    }
    let version: StoredAttachmentVersion;
    if (isUpload(req)) {
      const upload = parseUpload(req, errors);
      if (!upload.file) throw errors.missingParam('file');
      version = fileVersion(upload.file, caller);
    } else {
      version = urlVersion(req.body, caller);
    }
    const chain: StoredAttachment = { sheetId: sheet.id, parentType, parentId, versions: [version] };
    content.attachments.push(chain);
    return { body: success(renderAttachment(chain, version), sheet.version) };
  };

  const list = (req: EmulatorRequest, chains: StoredAttachment[]) => ({
    body: offsetPage(
      chains.map((chain) => renderAttachment(chain, chain.versions[0]!)),
      new QueryReader(req.query, errors),
    ),
  });

  return [
    {
      method: 'GET',
      template: '/sheets/{sheetId}/attachments',
      handler: (req) => list(req, content.chainsOfSheet(sheetFor(req, 'VIEWER').sheet.id)),
    },
    { method: 'POST', template: '/sheets/{sheetId}/attachments', handler: (req) => attach(req, 'SHEET') },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/attachments/{attachmentId}',
      handler: (req) => {
        const { chain, version } = versionOf(sheetFor(req, 'VIEWER').sheet, req.params.attachmentId);
        return { body: renderAttachment(chain, version, true, content.urlKey()) };
      },
    },
    {
      method: 'DELETE',
      template: '/sheets/{sheetId}/attachments/{attachmentId}',
      handler: (req) => {
        // Deletes this version; the attachment goes when its last version does.
        const { chain, version } = versionOf(sheetFor(req, 'EDITOR').sheet, req.params.attachmentId);
        chain.versions.splice(chain.versions.indexOf(version), 1);
        if (chain.versions.length === 0) content.removeChain(chain);
        return { body: success() };
      },
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/attachments/{attachmentId}/versions',
      handler: (req) => {
        const { chain } = versionOf(sheetFor(req, 'VIEWER').sheet, req.params.attachmentId);
        return {
          body: offsetPage(
            chain.versions.map((v) => renderAttachment(chain, v)),
            new QueryReader(req.query, errors),
          ),
        };
      },
    },
    {
      method: 'POST',
      template: '/sheets/{sheetId}/attachments/{attachmentId}/versions',
      handler: (req) => {
        const { sheet, caller } = sheetFor(req, 'EDITOR');
        const { chain } = versionOf(sheet, req.params.attachmentId);
        if (chain.parentType !== 'SHEET' && chain.parentType !== 'ROW')
          throw errors.error(400, 1100, 'Uploading new versions of a discussion comment attachment is not supported.');
        if (chain.versions[0]!.attachmentType !== 'FILE')
          throw errors.error(400, 1101, 'Uploading new versions of non-FILE type attachments is not supported.');
        if (!isUpload(req)) throw errors.missingParam('file');
        const upload = parseUpload(req, errors);
        if (!upload.file) throw errors.missingParam('file');
        const version = fileVersion(upload.file, caller);
        chain.versions.unshift(version);
        return { body: success(renderAttachment(chain, version), sheet.version) };
      },
    },
    {
      method: 'DELETE',
      template: '/sheets/{sheetId}/attachments/{attachmentId}/versions',
      handler: (req) => {
        const { chain } = versionOf(sheetFor(req, 'EDITOR').sheet, req.params.attachmentId);
        content.removeChain(chain);
        return { body: success() };
      },
    },
    {
      method: 'POST',
      template: '/sheets/{sheetId}/comments/{commentId}/attachments',
      handler: (req) => attach(req, 'COMMENT'),
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/discussions/{discussionId}/attachments',
      handler: (req) => {
        const { sheet } = sheetFor(req, 'VIEWER');
        const discussion = findById(
          req.params.discussionId,
          (id) => content.discussions.get(id),
          () => errors.notFound(),
          (d) => d.sheetId === sheet.id,
        );
        return list(req, content.chainsOfDiscussion(discussion));
      },
    },
    {
      method: 'GET',
      template: '/sheets/{sheetId}/rows/{rowId}/attachments',
      handler: (req) => {
        const { sheet } = sheetFor(req, 'VIEWER');
        return list(req, content.chainsOfRow(sheet.id, rowOf(sheet, req.params.rowId)));
      },
    },
    { method: 'POST', template: '/sheets/{sheetId}/rows/{rowId}/attachments', handler: (req) => attach(req, 'ROW') },
  ];
}
