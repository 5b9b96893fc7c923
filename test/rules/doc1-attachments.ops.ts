// Operations of the attachment rows: simple and multipart uploads (and new versions) of a given
// size, URL attachments of each type, version lists and deletes, on demo sheet "Capacity Plan".
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../generated/index.js';
import type {
  AttachmentRuleAddCommentMutation,
  AttachmentRuleAttachFileMutation,
  AttachmentRuleNewVersionMutation,
  AttachmentType,
} from '../generated/graphql.js';
import { present } from '../helpers/present.js';
import { gqlUpload } from '../helpers/upload.js';
import type { WmAttachment, WmPage, WmResult } from '../helpers/rest-shapes.js';
import { idText, type ExactId } from '../helpers/direct.js';
import type { GraphAnswer, RestAnswer } from './harness.js';
import { operation } from './ops.js';
import type { World } from './world.js';

const SHEET = 'Capacity Plan';
export const MB = 1024 * 1024;

/** Deterministic bytes of a size (content does not matter to any rule). */
const bytesOf = (size: number): Buffer => Buffer.alloc(size, 0x61);

/** A simple upload (Document 1, Upload rules, rule 6): the raw file with Content-Disposition, Content-Length and Content-Type. */
function simpleUpload<TBody = unknown>(
  world: World,
  path: string,
  bytes: Buffer,
  filename: string,
  contentType: string,
): Promise<RestAnswer<TBody>> {
  return world.wm<TBody>('POST', path, undefined, {
    raw: bytes,
    headers: {
      'content-disposition': `attachment; filename="${encodeURIComponent(filename)}"`,
      'content-length': String(bytes.length),
      'content-type': contentType,
    },
  });
}

/** A multipart upload (Document 1, Upload rules, rules 3-5): a JSON part `comment` and a file part `file`. */
function multipartComment<TBody = unknown>(
  world: World,
  path: string,
  text: string,
  bytes: Buffer,
  filename: string,
): Promise<RestAnswer<TBody>> {
  const boundary = 'rule-table-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ text })}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(filename)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return world.wm<TBody>('POST', path, undefined, {
    raw: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  });
}

/** A GraphQL multipart request (the graph's Upload) with one file at `input.file` (null in the input). */
function graphUpload<TData, TInput extends { file?: null }>(
  world: World,
  document: TypedDocumentNode<TData, { input: TInput }>,
  input: TInput,
  bytes: Buffer,
  filename: string,
  contentType: string,
): Promise<GraphAnswer<TData>> {
  return gqlUpload(world.stack)(document, { input }, { bytes, filename, type: contentType });
}

const ONE = graphql(`
  query AttachmentRuleAttachment($id: ID!, $sheet: ID) {
    attachment(id: $id, sheetId: $sheet) {
      backendId
      attachmentType
      mimeType
      sizeInBytes
      url
      urlExpiresInMillis
      versions(first: 10) {
        edges {
          node {
            sizeInBytes
          }
        }
      }
    }
  }
`);
const ATTACH_FILE = graphql(`
  mutation AttachmentRuleAttachFile($input: AttachFileInput!) {
    attachFile(input: $input) {
      attachment {
        backendId
        attachmentType
        mimeType
        sizeInBytes
        url
        urlExpiresInMillis
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const ADD_COMMENT = graphql(`
  mutation AttachmentRuleAddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      comment {
        attachments {
          backendId
        }
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const NEW_VERSION = graphql(`
  mutation AttachmentRuleNewVersion($input: UploadAttachmentVersionInput!) {
    uploadAttachmentVersion(input: $input) {
      attachment {
        backendId
        attachmentType
        mimeType
        sizeInBytes
        url
        urlExpiresInMillis
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const ATTACH_URL = graphql(`
  mutation AttachmentRuleAttachUrl($input: AttachUrlInput!) {
    attachUrl(input: $input) {
      attachment {
        backendId
        attachmentType
        mimeType
        sizeInBytes
        url
        urlExpiresInMillis
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const DELETE_VERSIONS = graphql(`
  mutation AttachmentRuleDeleteVersions($input: DeleteAttachmentVersionsInput!) {
    deleteAttachmentVersions(input: $input) {
      deletedAttachmentIds
      userErrors {
        code
        errorCode
      }
    }
  }
`);
const ATTACHMENT_NODE = graphql(
  `query AttachmentRuleAttachmentNode($id: ID!, $s: ID) { attachment(id: $id, sheetId: $s) { id } }`,
);
const DISCUSSION_NODE = graphql(
  `query AttachmentRuleDiscussionNode($id: ID!, $s: ID) { discussion(id: $id, sheetId: $s) { id } }`,
);
const ADD_COMMENT_ONLY = graphql(`
  mutation AttachmentRuleAddCommentOnly($input: AddCommentInput!) {
    addComment(input: $input) {
      comment {
        id
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);

/** The fields of an attachment both sides read. */
interface AttachmentFields {
  attachmentType?: unknown;
  mimeType?: unknown;
  sizeInKb?: unknown;
  url?: unknown;
  urlExpiresInMillis?: unknown;
}

/** What reading an attachment shows. */
const view = (a: AttachmentFields): Record<string, unknown> => ({
  exists: true,
  attachmentType: a.attachmentType,
  mimeType: a.mimeType ?? null,
  sizeInKb: a.sizeInKb ?? null,
  temporaryUrl: typeof a.url === 'string' && typeof a.urlExpiresInMillis === 'number',
});

async function restView(world: World, sheetId: string, attachmentId: string): Promise<Record<string, unknown>> {
  const answer = await world.wm<WmAttachment>('GET', `/sheets/${sheetId}/attachments/${attachmentId}`);
  return answer.status === 404 ? { exists: false } : view(answer.body);
}
async function graphView(world: World, sheetId: string, attachmentId: string): Promise<Record<string, unknown>> {
  const found = (await world.gqlData(ONE, { id: attachmentId, sheet: sheetId })).attachment;
  // The graph gives sizes in bytes; the service in kilobytes.
  return found
    ? view({ ...found, sizeInKb: found.sizeInBytes === null ? null : Number(found.sizeInBytes) / 1024 })
    : { exists: false };
}

/** A small FILE attachment on the sheet, with `extra` new versions of growing size. */
async function fileWithVersions(world: World, sheetId: string, extra: number): Promise<string> {
  const first = await world.ok(
    simpleUpload<WmResult>(world, `/sheets/${sheetId}/attachments`, bytesOf(1024), 'report.pdf', 'application/pdf'),
    'upload a file',
  );
  const id = idText(first.result.id);
  let latest = id;
  for (let i = 2; i <= extra + 1; i++) {
    latest = idText(
      (
        await world.ok(
          simpleUpload<WmResult>(
            world,
            `/sheets/${sheetId}/attachments/${latest}/versions`,
            bytesOf(i * 1024),
            'report.pdf',
            'application/pdf',
          ),
          'new version',
        )
      ).result.id,
    );
  }
  return latest;
}

const nodeIdOfAttachment = async (world: World, id: string, sheetId: string): Promise<string> =>
  present((await world.gqlData(ATTACHMENT_NODE, { id, s: sheetId })).attachment, 'the attachment through the graph').id;
const nodeIdOfDiscussion = async (world: World, id: string, sheetId: string): Promise<string> =>
  present((await world.gqlData(DISCUSSION_NODE, { id, s: sheetId })).discussion, 'the discussion through the graph').id;

/** The sheet of the rows, and its global id on the graph side. */
async function sheetOf(world: World, side: string): Promise<{ sheetId: string; sheetNode: string }> {
  const sheetId = await world.sheetId(SHEET);
  return { sheetId, sheetNode: side === 'graph' ? await world.globalId('sheet', sheetId) : '' };
}

/** Where an upload goes: the sheet (simple upload), a new comment (multipart), or a new version. */
type UploadTarget = 'sheet' | 'comment' | 'version';
/** What a new file attachment answers over REST: the attachment, or the comment holding it. */
type UploadedBody = WmResult<{ id: ExactId; attachments?: Array<{ id: ExactId }> }>;
type Uploaded = AttachmentRuleAttachFileMutation | AttachmentRuleNewVersionMutation | AttachmentRuleAddCommentMutation;

/** The new attachment's id in a graph upload's answer. */
function uploadedId(data: Uploaded): string {
  if ('addComment' in data)
    return present(present(data.addComment?.comment, 'the comment').attachments?.[0], 'its attachment').backendId;
  if ('attachFile' in data) return present(data.attachFile?.attachment, 'the attachment').backendId;
  return present(data.uploadAttachmentVersion?.attachment, 'the new version').backendId;
}

export const attachmentOps = {
  /** Uploads `args.bytes` bytes to the sheet (simple), to a new comment (multipart) or as a new version (`args.target`). */
  'attach.file': operation<{ target: UploadTarget; bytes: number; filename?: string; contentType?: string }>()({
    userErrors: () => true,
    async prepare(world, args, side) {
      const { sheetId, sheetNode } = await sheetOf(world, side);
      const context = {
        sheetId,
        sheetNode,
        filename: args.filename ?? 'data.bin',
        contentType: args.contentType ?? 'application/octet-stream',
        discussionId: '',
        discussionNode: '',
        attachmentId: '',
        attachmentNode: '',
      };
      if (args.target === 'comment') {
        const created = await world.ok(
          world.wm<WmResult>('POST', `/sheets/${sheetId}/discussions`, { comment: { text: 'Files here' } }),
          'discussion',
        );
        context.discussionId = idText(created.result.id);
        if (side === 'graph') context.discussionNode = await nodeIdOfDiscussion(world, context.discussionId, sheetId);
      }
      if (args.target === 'version') {
        context.attachmentId = await fileWithVersions(world, sheetId, 0);
        if (side === 'graph') context.attachmentNode = await nodeIdOfAttachment(world, context.attachmentId, sheetId);
      }
      return context;
    },
    rest(world, args, c) {
      const bytes = bytesOf(args.bytes);
      if (args.target === 'comment')
        return multipartComment<UploadedBody>(
          world,
          `/sheets/${c.sheetId}/discussions/${c.discussionId}/comments`,
          'With a file',
          bytes,
          c.filename,
        );
      if (args.target === 'version')
        return simpleUpload<UploadedBody>(
          world,
          `/sheets/${c.sheetId}/attachments/${c.attachmentId}/versions`,
          bytes,
          c.filename,
          c.contentType,
        );
      return simpleUpload<UploadedBody>(world, `/sheets/${c.sheetId}/attachments`, bytes, c.filename, c.contentType);
    },
    async graph(world, args, c): Promise<GraphAnswer<Uploaded>> {
      const bytes = bytesOf(args.bytes);
      if (args.target === 'comment')
        return graphUpload(
          world,
          ADD_COMMENT,
          { discussionId: c.discussionNode, text: 'With a file', file: null },
          bytes,
          c.filename,
          c.contentType,
        );
      if (args.target === 'version')
        return graphUpload(
          world,
          NEW_VERSION,
          { attachmentId: c.attachmentNode, file: null },
          bytes,
          c.filename,
          c.contentType,
        );
      return graphUpload(world, ATTACH_FILE, { parentId: c.sheetNode, file: null }, bytes, c.filename, c.contentType);
    },
    readRest: (world, args, c, answer) =>
      restView(
        world,
        c.sheetId,
        idText(
          args.target === 'comment'
            ? present(answer.body.result.attachments?.[0], 'the attachment').id
            : answer.body.result.id,
        ),
      ),
    readGraph: (world, _args, c, data) => graphView(world, c.sheetId, uploadedId(data)),
  }),
  /**
   * A malformed upload over REST (args.fault); through the graph, the same file uploaded as the
   * gateway frames it (a client cannot reach the framing).
   */
  'attach.malformed': operation<{
    fault: 'fileNotNamedFile' | 'noClosingBoundary' | 'noBoundary' | 'noContentDisposition' | 'noContentType';
  }>()({
    userErrors: () => true,
    prepare: (world, _args, side) => sheetOf(world, side),
    rest(world, args, c) {
      const path = `/sheets/${c.sheetId}/attachments`;
      const bytes = bytesOf(100);
      const b = 'rule-table-boundary';
      const part = (name: string): Buffer =>
        Buffer.concat([
          Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n`,
          ),
          bytes,
          Buffer.from('\r\n'),
        ]);
      const multipart = (body: Buffer, type = `multipart/form-data; boundary=${b}`): Promise<RestAnswer> =>
        world.wm('POST', path, undefined, {
          raw: body,
          headers: { 'content-type': type, 'content-length': String(body.length) },
        });
      if (args.fault === 'fileNotNamedFile')
        return multipart(Buffer.concat([part('upload'), Buffer.from(`--${b}--\r\n`)]));
      if (args.fault === 'noClosingBoundary') return multipart(part('file'));
      if (args.fault === 'noBoundary')
        return multipart(Buffer.concat([part('file'), Buffer.from(`--${b}--\r\n`)]), 'multipart/form-data');
      const headers: Record<string, string> = {
        'content-disposition': 'attachment; filename="notes.txt"',
        'content-length': String(bytes.length),
        'content-type': 'text/plain',
      };
      delete headers[args.fault === 'noContentDisposition' ? 'content-disposition' : 'content-type'];
      return world.wm('POST', path, undefined, { raw: bytes, headers });
    },
    graph: (world, _args, c) =>
      graphUpload(world, ATTACH_FILE, { parentId: c.sheetNode, file: null }, bytesOf(100), 'notes.txt', 'text/plain'),
    readGraph: (world, _args, c, data) =>
      graphView(world, c.sheetId, present(data.attachFile?.attachment, 'the attachment').backendId),
  }),
  /** The 31st URL attachment within a minute, after 30 posted over REST (the posting budget is per token). */
  'attach.overPostingRate': operation()({
    userErrors: () => true,
    async prepare(world, _args, side) {
      const sheet = await sheetOf(world, side);
      for (let i = 0; i < 30; i++)
        await world.wm('POST', `/sheets/${sheet.sheetId}/attachments`, {
          name: `Link ${i}`,
          url: 'https://files.example.com/many',
          attachmentType: 'LINK',
        });
      return sheet;
    },
    rest: (world, _args, c) =>
      world.wm('POST', `/sheets/${c.sheetId}/attachments`, {
        name: 'One more',
        url: 'https://files.example.com/more',
        attachmentType: 'LINK',
      }),
    graph: (world, _args, c) =>
      world.gql(ATTACH_URL, {
        input: {
          parentId: c.sheetNode,
          name: 'One more',
          url: 'https://files.example.com/more',
          attachmentType: 'LINK',
        },
      }),
  }),
  /** A comment posted to a discussion that no longer exists. */
  'comment.deletedDiscussion': operation()({
    userErrors: () => true,
    async prepare(world, _args, side) {
      const sheetId = await world.sheetId(SHEET);
      const discussionId = idText(
        (
          await world.ok(
            world.wm<WmResult>('POST', `/sheets/${sheetId}/discussions`, { comment: { text: 'Soon gone' } }),
            'discussion',
          )
        ).result.id,
      );
      const node = side === 'graph' ? await nodeIdOfDiscussion(world, discussionId, sheetId) : '';
      await world.ok(world.wm('DELETE', `/sheets/${sheetId}/discussions/${discussionId}`), 'delete the discussion');
      return { sheetId, discussionId, node };
    },
    rest: (world, _args, c) =>
      world.wm('POST', `/sheets/${c.sheetId}/discussions/${c.discussionId}/comments`, { text: 'Too late' }),
    graph: (world, _args, c) => world.gql(ADD_COMMENT_ONLY, { input: { discussionId: c.node, text: 'Too late' } }),
  }),
  /** Attaches a URL of `args.attachmentType` to the sheet. */
  'attach.url': operation<{ attachmentType: AttachmentType }>()({
    userErrors: () => true,
    prepare: (world, _args, side) => sheetOf(world, side),
    rest: (world, args, c) =>
      world.wm<WmResult>('POST', `/sheets/${c.sheetId}/attachments`, {
        name: 'Linked',
        url: 'https://files.example.com/linked',
        attachmentType: args.attachmentType,
      }),
    graph: (world, args, c) =>
      world.gql(ATTACH_URL, {
        input: {
          parentId: c.sheetNode,
          name: 'Linked',
          url: 'https://files.example.com/linked',
          attachmentType: args.attachmentType,
        },
      }),
    readRest: (world, _args, c, answer) => restView(world, c.sheetId, idText(answer.body.result.id)),
    readGraph: (world, _args, c, data) =>
      graphView(world, c.sheetId, present(data.attachUrl?.attachment, 'the attachment').backendId),
  }),
  /** Deletes all versions of a file with two versions. */
  'attach.deleteVersions': operation()({
    userErrors: () => true,
    async prepare(world, _args, side) {
      const sheetId = await world.sheetId(SHEET);
      const attachmentId = await fileWithVersions(world, sheetId, 1);
      return {
        sheetId,
        attachmentId,
        attachmentNode: side === 'graph' ? await nodeIdOfAttachment(world, attachmentId, sheetId) : '',
      };
    },
    rest: (world, _args, c) => world.wm('DELETE', `/sheets/${c.sheetId}/attachments/${c.attachmentId}/versions`),
    graph: (world, _args, c) => world.gql(DELETE_VERSIONS, { input: { attachmentId: c.attachmentNode } }),
    readRest: (world, _args, c) => restView(world, c.sheetId, c.attachmentId),
    readGraph: (world, _args, c) => graphView(world, c.sheetId, c.attachmentId),
  }),
  /** Lists the versions of a file uploaded three times (1, 2 and 3 KB). */
  'attach.versions': operation()({
    prepare: async (world) => {
      const sheetId = await world.sheetId(SHEET);
      return { sheetId, attachmentId: await fileWithVersions(world, sheetId, 2) };
    },
    rest: (world, _args, c) =>
      world.wm<WmPage<WmAttachment>>('GET', `/sheets/${c.sheetId}/attachments/${c.attachmentId}/versions`),
    graph: (world, _args, c) => world.gql(ONE, { id: c.attachmentId, sheet: c.sheetId }),
    readRest: (_world, _args, _c, answer) => ({ sizesInKb: answer.body.data.map((v) => v.sizeInKb) }),
    readGraph: (_world, _args, _c, data) => ({
      sizesInKb: (present(data.attachment, 'the attachment').versions?.edges ?? []).map(
        (e) => Number(present(e?.node, 'a version').sizeInBytes) / 1024,
      ),
    }),
  }),
};
