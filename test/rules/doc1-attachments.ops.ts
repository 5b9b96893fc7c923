// Operations of the attachment rows: simple and multipart uploads (and new versions) of a given
// size, URL attachments of each type, version lists and deletes, on demo sheet "Capacity Plan".
import { idText, stringifyExact } from './exact-json.js';
import type { GraphAnswer, RestAnswer } from './harness.js';
import type { Operation } from './ops.js';
import type { World } from './world.js';

const SHEET = 'Capacity Plan';
export const MB = 1024 * 1024;

/** Deterministic bytes of a size (content does not matter to any rule). */
const bytesOf = (size: number): Buffer => Buffer.alloc(size, 0x61);

/** A simple upload (Document 1, Upload rules, rule 6): the raw file with Content-Disposition, Content-Length and Content-Type. */
function simpleUpload(world: World, path: string, bytes: Buffer, filename: string, contentType: string): Promise<RestAnswer> {
  return world.wm('POST', path, undefined, {
    raw: bytes,
    headers: { 'content-disposition': `attachment; filename="${encodeURIComponent(filename)}"`, 'content-length': String(bytes.length), 'content-type': contentType },
  });
}

/** A multipart upload (Document 1, Upload rules, rules 3-5): a JSON part `comment` and a file part `file`. */
function multipartComment(world: World, path: string, text: string, bytes: Buffer, filename: string): Promise<RestAnswer> {
  const boundary = 'rule-table-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify({ text })}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(filename)}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return world.wm('POST', path, undefined, { raw: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } });
}

/** A GraphQL multipart request (the graph's Upload) with one file at `input.file`. */
async function graphUpload(world: World, query: string, input: Record<string, unknown>, bytes: Buffer, filename: string, contentType: string): Promise<GraphAnswer> {
  const form = new FormData();
  form.append('operations', stringifyExact({ query, variables: { input: { ...input, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
  const response = await fetch(world.stack.gateway.graphqlUrl, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
  return (await response.json()) as GraphAnswer;
}

const ATTACHMENT_FIELDS = 'attachmentId attachmentType mimeType sizeInKb url urlExpiresInMillis';
const ONE = `query A($id: ID!, $sheet: ID) { attachment(id: $id, sheetId: $sheet) { ${ATTACHMENT_FIELDS} versions(first: 10) { edges { node { sizeInKb } } } } }`;
const ATTACH_FILE = `mutation F($input: AttachFileInput!) { attachFile(input: $input) { attachment { ${ATTACHMENT_FIELDS} } } }`;
const ADD_COMMENT = 'mutation C($input: AddCommentInput!) { addComment(input: $input) { comment { attachments { attachmentId } } } }';
const NEW_VERSION = `mutation V($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { ${ATTACHMENT_FIELDS} } } }`;
const ATTACH_URL = `mutation U($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ${ATTACHMENT_FIELDS} } } }`;
const DELETE_VERSIONS = 'mutation D($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentId } }';

/** What reading an attachment shows. */
const view = (a: any) => ({
  exists: true,
  attachmentType: a.attachmentType,
  mimeType: a.mimeType ?? null,
  sizeInKb: a.sizeInKb ?? null,
  temporaryUrl: typeof a.url === 'string' && typeof a.urlExpiresInMillis === 'number',
});

async function restView(world: World, sheetId: string, attachmentId: string): Promise<Record<string, unknown>> {
  const answer = await world.wm('GET', `/sheets/${sheetId}/attachments/${attachmentId}`);
  return answer.status === 404 ? { exists: false } : view(answer.body);
}
async function graphView(world: World, sheetId: string, attachmentId: string): Promise<Record<string, unknown>> {
  const found = (await world.gqlData(ONE, { id: attachmentId, sheet: sheetId })).attachment;
  return found ? view(found) : { exists: false };
}

/** A small FILE attachment on the sheet, with `extra` new versions of growing size. */
async function fileWithVersions(world: World, sheetId: string, extra: number): Promise<string> {
  const first = await world.ok(simpleUpload(world, `/sheets/${sheetId}/attachments`, bytesOf(1024), 'report.pdf', 'application/pdf'), 'upload a file');
  const id = idText(first.result.id);
  let latest = id;
  for (let i = 2; i <= extra + 1; i++) {
    latest = idText((await world.ok(simpleUpload(world, `/sheets/${sheetId}/attachments/${latest}/versions`, bytesOf(i * 1024), 'report.pdf', 'application/pdf'), 'new version')).result.id);
  }
  return latest;
}

const nodeIdOfAttachment = async (world: World, id: string, sheetId: string): Promise<string> => (await world.gqlData('query A($id: ID!, $s: ID) { attachment(id: $id, sheetId: $s) { id } }', { id, s: sheetId })).attachment.id;

export const attachmentOps: Record<string, Operation> = {
  /** Uploads `args.bytes` bytes to the sheet (simple), to a new comment (multipart) or as a new version (`args.target`). */
  'attach.file': {
    async prepare(world, args, side) {
      const sheetId = await world.sheetId(SHEET);
      const context: Record<string, unknown> = { sheetId, filename: args.filename ?? 'data.bin', contentType: args.contentType ?? 'application/octet-stream' };
      if (args.target === 'comment') {
        const created = await world.ok(world.wm('POST', `/sheets/${sheetId}/discussions`, { comment: { text: 'Files here' } }), 'discussion');
        context.discussionId = idText(created.result.id);
        if (side === 'graph') context.discussionNode = (await world.gqlData('query D($id: ID!, $s: ID) { discussion(id: $id, sheetId: $s) { id } }', { id: context.discussionId, s: sheetId })).discussion.id;
      }
      if (args.target === 'version') {
        context.attachmentId = await fileWithVersions(world, sheetId, 0);
        if (side === 'graph') context.attachmentNode = await nodeIdOfAttachment(world, context.attachmentId as string, sheetId);
      }
      if (side === 'graph') context.sheetNode = await world.globalId('sheet', sheetId);
      return context;
    },
    rest(world, args, c) {
      const bytes = bytesOf(args.bytes);
      if (args.target === 'comment') return multipartComment(world, `/sheets/${c.sheetId}/discussions/${c.discussionId}/comments`, 'With a file', bytes, c.filename);
      if (args.target === 'version') return simpleUpload(world, `/sheets/${c.sheetId}/attachments/${c.attachmentId}/versions`, bytes, c.filename, c.contentType);
      return simpleUpload(world, `/sheets/${c.sheetId}/attachments`, bytes, c.filename, c.contentType);
    },
    graph(world, args, c) {
      const bytes = bytesOf(args.bytes);
      if (args.target === 'comment') return graphUpload(world, ADD_COMMENT, { discussionId: c.discussionNode, text: 'With a file' }, bytes, c.filename, c.contentType);
      if (args.target === 'version') return graphUpload(world, NEW_VERSION, { attachmentId: c.attachmentNode }, bytes, c.filename, c.contentType);
      return graphUpload(world, ATTACH_FILE, { parentId: c.sheetNode }, bytes, c.filename, c.contentType);
    },
    readRest: (world, args, c, answer) => restView(world, c.sheetId, idText(args.target === 'comment' ? answer.body.result.attachments[0].id : answer.body.result.id)),
    readGraph(world, args, c, answer) {
      const id = args.target === 'comment' ? answer.data.addComment.comment.attachments[0].attachmentId : (answer.data.attachFile ?? answer.data.uploadAttachmentVersion).attachment.attachmentId;
      return graphView(world, c.sheetId, id);
    },
  },
  /**
   * A malformed upload over REST (args.fault); through the graph, the same file uploaded as the
   * gateway frames it (a client cannot reach the framing).
   */
  'attach.malformed': {
    prepare: async (world, _args, side) => {
      const sheetId = await world.sheetId(SHEET);
      return { sheetId, sheetNode: side === 'graph' ? await world.globalId('sheet', sheetId) : undefined };
    },
    rest(world, args, c) {
      const path = `/sheets/${c.sheetId}/attachments`;
      const bytes = bytesOf(100);
      const b = 'rule-table-boundary';
      const part = (name: string) => Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n`), bytes, Buffer.from('\r\n')]);
      const multipart = (body: Buffer, type = `multipart/form-data; boundary=${b}`) => world.wm('POST', path, undefined, { raw: body, headers: { 'content-type': type, 'content-length': String(body.length) } });
      if (args.fault === 'fileNotNamedFile') return multipart(Buffer.concat([part('upload'), Buffer.from(`--${b}--\r\n`)]));
      if (args.fault === 'noClosingBoundary') return multipart(part('file'));
      if (args.fault === 'noBoundary') return multipart(Buffer.concat([part('file'), Buffer.from(`--${b}--\r\n`)]), 'multipart/form-data');
      const headers: Record<string, string> = { 'content-disposition': 'attachment; filename="notes.txt"', 'content-length': String(bytes.length), 'content-type': 'text/plain' };
      delete headers[args.fault === 'noContentDisposition' ? 'content-disposition' : 'content-type'];
      return world.wm('POST', path, undefined, { raw: bytes, headers });
    },
    graph: (world, _args, c) => graphUpload(world, ATTACH_FILE, { parentId: c.sheetNode }, bytesOf(100), 'notes.txt', 'text/plain'),
    readGraph: (world, _args, c, answer) => graphView(world, c.sheetId, answer.data.attachFile.attachment.attachmentId),
  },
  /** The 31st URL attachment within a minute, after 30 posted over REST (the posting budget is per token). */
  'attach.overPostingRate': {
    async prepare(world, _args, side) {
      const sheetId = await world.sheetId(SHEET);
      for (let i = 0; i < 30; i++) await world.wm('POST', `/sheets/${sheetId}/attachments`, { name: `Link ${i}`, url: 'https://files.example.com/many', attachmentType: 'LINK' });
      return { sheetId, sheetNode: side === 'graph' ? await world.globalId('sheet', sheetId) : undefined };
    },
    rest: (world, _args, c) => world.wm('POST', `/sheets/${c.sheetId}/attachments`, { name: 'One more', url: 'https://files.example.com/more', attachmentType: 'LINK' }),
    graph: (world, _args, c) => world.gql(ATTACH_URL, { input: { parentId: c.sheetNode, name: 'One more', url: 'https://files.example.com/more', attachmentType: 'LINK' } }),
  },
  /** A comment posted to a discussion that no longer exists. */
  'comment.deletedDiscussion': {
    async prepare(world, _args, side) {
      const sheetId = await world.sheetId(SHEET);
      const discussionId = idText((await world.ok(world.wm('POST', `/sheets/${sheetId}/discussions`, { comment: { text: 'Soon gone' } }), 'discussion')).result.id);
      const node = side === 'graph' ? (await world.gqlData('query D($id: ID!, $s: ID) { discussion(id: $id, sheetId: $s) { id } }', { id: discussionId, s: sheetId })).discussion.id : undefined;
      await world.ok(world.wm('DELETE', `/sheets/${sheetId}/discussions/${discussionId}`), 'delete the discussion');
      return { sheetId, discussionId, node };
    },
    rest: (world, _args, c) => world.wm('POST', `/sheets/${c.sheetId}/discussions/${c.discussionId}/comments`, { text: 'Too late' }),
    graph: (world, _args, c) => world.gql('mutation C($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }', { input: { discussionId: c.node, text: 'Too late' } }),
  },
  /** Attaches a URL of `args.attachmentType` to the sheet. */
  'attach.url': {
    prepare: async (world, _args, side) => {
      const sheetId = await world.sheetId(SHEET);
      return { sheetId, sheetNode: side === 'graph' ? await world.globalId('sheet', sheetId) : undefined };
    },
    rest: (world, args, c) => world.wm('POST', `/sheets/${c.sheetId}/attachments`, { name: 'Linked', url: 'https://files.example.com/linked', attachmentType: args.attachmentType }),
    graph: (world, args, c) => world.gql(ATTACH_URL, { input: { parentId: c.sheetNode, name: 'Linked', url: 'https://files.example.com/linked', attachmentType: args.attachmentType } }),
    readRest: (world, _args, c, answer) => restView(world, c.sheetId, idText(answer.body.result.id)),
    readGraph: (world, _args, c, answer) => graphView(world, c.sheetId, answer.data.attachUrl.attachment.attachmentId),
  },
  /** Deletes all versions of a file with two versions. */
  'attach.deleteVersions': {
    async prepare(world, _args, side) {
      const sheetId = await world.sheetId(SHEET);
      const attachmentId = await fileWithVersions(world, sheetId, 1);
      return { sheetId, attachmentId, attachmentNode: side === 'graph' ? await nodeIdOfAttachment(world, attachmentId, sheetId) : undefined };
    },
    rest: (world, _args, c) => world.wm('DELETE', `/sheets/${c.sheetId}/attachments/${c.attachmentId}/versions`),
    graph: (world, _args, c) => world.gql(DELETE_VERSIONS, { input: { attachmentId: c.attachmentNode } }),
    readRest: (world, _args, c) => restView(world, c.sheetId, c.attachmentId),
    readGraph: (world, _args, c) => graphView(world, c.sheetId, c.attachmentId),
  },
  /** Lists the versions of a file uploaded three times (1, 2 and 3 KB). */
  'attach.versions': {
    prepare: async (world) => {
      const sheetId = await world.sheetId(SHEET);
      return { sheetId, attachmentId: await fileWithVersions(world, sheetId, 2) };
    },
    rest: (world, _args, c) => world.wm('GET', `/sheets/${c.sheetId}/attachments/${c.attachmentId}/versions`),
    graph: (world, _args, c) => world.gql(ONE, { id: c.attachmentId, sheet: c.sheetId }),
    readRest: async (_world, _args, _c, answer) => ({ sizesInKb: answer.body.data.map((v: any) => v.sizeInKb) }),
    readGraph: async (_world, _args, _c, answer) => ({ sizesInKb: answer.data.attachment.versions.edges.map((e: any) => e.node.sizeInKb) }),
  },
};
