// Attachments through the graph: sheet/row/discussion lists, versions newest first, download URLs,
// URL and file attachments to sheets, rows and comments, versions and deletes, and the rules checked
// before any upstream call (FILE is not a link, sub-types, parent ids).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wmAll } from '../helpers/reference.js';
import type { WmRecord, WmSheet } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let sheet: { id: string; sheetId: string };
let rowId: string;

/** A GraphQL multipart request (the multipart request spec) carrying one file at `input.file`. */
async function upload(query: string, input: Record<string, unknown>, bytes: Uint8Array, name: string, type = 'application/octet-stream'): Promise<any> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { ...input, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const response = await fetch(stack.gateway.graphqlUrl, { method: 'POST', body: form, headers: { 'Apollo-Require-Preflight': 'true' } });
  return response.json();
}

const writes = async () => (await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method !== 'GET');

beforeAll(async () => {
  stack = await startStack();
  // The first demo sheet with attachments (the demo data gives some to a few sheets).
  for (const s of await wmAll<WmSheet>(stack.emulators, '/sheets')) {
    const list = await wmAll<WmRecord>(stack.emulators, `/sheets/${s.id}/attachments`);
    if (list.some((a) => a.parentType === 'ROW')) {
      const found = await graphql<any>(stack.gateway.graphqlUrl, 'query($id: ID!) { sheet(id: $id) { id sheetId rows(first: 1) { edges { node { rowId } } } } }', { id: String(s.id) });
      sheet = found.data.sheet;
      rowId = found.data.sheet.rows.edges[0].node.rowId;
      break;
    }
  }
  expect(sheet).toBeDefined();
});
afterAll(async () => {
  await stack?.close();
});

const ATTACHMENT_FIELDS = 'id attachmentId name attachmentType attachmentSubType mimeType parentType parentId sizeInKb createdAt createdBy { email name }';

describe('attachment lists', () => {
  it('lists every attachment of a sheet (sheet, row and comment level) and the row-level ones of a row', async () => {
    const result = await graphql<any>(
      stack.gateway.graphqlUrl,
      `query($id: ID!, $rowId: ID!) { sheet(id: $id) { attachments(first: 50) { totalCount edges { node { ${ATTACHMENT_FIELDS} } } } }
         row: node(id: $rowId) { ... on Row { attachments(first: 50) { totalCount edges { node { parentType parentId } } } } } }`,
      { id: sheet.id, rowId: Buffer.from(`Row:${sheet.sheetId}:${rowId}`).toString('base64url') },
    );
    expect(result.errors).toBeUndefined();
    const all = result.data.sheet.attachments.edges.map((e: any) => e.node);
    expect(new Set(all.map((a: any) => a.parentType))).toEqual(new Set(['SHEET', 'ROW', 'COMMENT']));
    expect(result.data.sheet.attachments.totalCount).toBe(all.length);
    const file = all.find((a: any) => a.attachmentType === 'FILE' && a.parentType === 'SHEET');
    expect(file).toMatchObject({ mimeType: 'application/pdf', parentId: sheet.sheetId });
    expect(file.sizeInKb).toBeGreaterThan(0);
    expect(file.createdBy.email).toMatch(/@/);
    expect(all.some((a: any) => a.attachmentType === 'FILESTORE_D' && a.attachmentSubType === 'SPREADSHEET')).toBe(true);
    // The row's list holds its own attachments and those on comments of its discussions.
    const onRow = result.data.row.attachments.edges.map((e: any) => e.node);
    expect(onRow.some((a: any) => a.parentType === 'ROW' && a.parentId === rowId)).toBe(true);
    expect(onRow.some((a: any) => a.parentType === 'COMMENT')).toBe(true);
    expect(onRow.every((a: any) => a.parentType !== 'SHEET')).toBe(true);
  });

  it('lists versions newest first and gives a temporary download URL with urlExpiresInMillis', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(
      stack.gateway.graphqlUrl,
      `query($id: ID!) { sheet(id: $id) { attachments(first: 50) { edges { node { id attachmentType parentType
         versions(first: 10) { totalCount edges { node { attachmentId createdAt } } } } } } } }`,
      { id: sheet.id },
    );
    expect(result.errors).toBeUndefined();
    const file = result.data.sheet.attachments.edges.map((e: any) => e.node).find((a: any) => a.attachmentType === 'FILE' && a.parentType === 'SHEET');
    const versions = file.versions.edges.map((e: any) => e.node);
    expect(file.versions.totalCount).toBe(3);
    const times = versions.map((v: any) => Date.parse(v.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const one = await graphql<any>(stack.gateway.graphqlUrl, 'query($id: ID!) { attachment(id: $id) { attachmentId name url urlExpiresInMillis } }', { id: file.id });
    expect(one.data.attachment.url).toMatch(/^https:\/\//);
    expect(one.data.attachment.urlExpiresInMillis).toBe(120000);
    // A work-management id works together with sheetId; an unknown one is null.
    const byRaw = await graphql<any>(stack.gateway.graphqlUrl, 'query($id: ID!, $s: ID!) { a: attachment(id: $id, sheetId: $s) { attachmentId } b: attachment(id: "12345", sheetId: $s) { attachmentId } }', { id: versions[1].attachmentId, s: sheet.sheetId });
    expect(byRaw.data).toEqual({ a: { attachmentId: versions[1].attachmentId }, b: null });
  });
});

describe('attaching', () => {
  it('attaches URLs to a sheet, a row and a comment, with the attachmentType enum (LINK by default)', async () => {
    const comments = await graphql<any>(stack.gateway.graphqlUrl, 'query($id: ID!) { sheet(id: $id) { discussions(first: 1) { edges { node { comments { id commentId } } } } } }', { id: sheet.id });
    const comment = comments.data.sheet.discussions.edges[0].node.comments[0];
    const rowGlobal = Buffer.from(`Row:${sheet.sheetId}:${rowId}`).toString('base64url');
    await resetAllLogs(stack.emulators);
    const attach = (input: Record<string, unknown>) =>
      graphql<any>(stack.gateway.graphqlUrl, `mutation($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { ${ATTACHMENT_FIELDS} url } } }`, { input });
    const onSheet = await attach({ parentId: sheet.id, url: 'https://example.com/spec', name: 'Spec' });
    const onRow = await attach({ parentId: rowGlobal, url: 'https://drive.example.com/d/1', attachmentType: 'FILESTORE_D', attachmentSubType: 'DOCUMENT' });
    const onComment = await attach({ parentId: comment.id, url: 'https://box.example.com/f/2', attachmentType: 'FILESTORE_A' });
    expect(onSheet.errors).toBeUndefined();
    expect(onSheet.data.attachUrl.attachment).toMatchObject({ name: 'Spec', attachmentType: 'LINK', parentType: 'SHEET', url: 'https://example.com/spec' });
    expect(onRow.data.attachUrl.attachment).toMatchObject({ attachmentType: 'FILESTORE_D', attachmentSubType: 'DOCUMENT', parentType: 'ROW', parentId: rowId });
    expect(onComment.data.attachUrl.attachment).toMatchObject({ attachmentType: 'FILESTORE_A', parentType: 'COMMENT', parentId: comment.commentId });
    expect((await writes()).map((c) => c.template)).toEqual(['/sheets/{sheetId}/attachments', '/sheets/{sheetId}/rows/{rowId}/attachments', '/sheets/{sheetId}/comments/{commentId}/attachments']);
  });

  it('refuses, before any upstream call, a FILE link, a sub-type of another provider and a parent that is not a sheet, row or comment', async () => {
    await resetAllLogs(stack.emulators);
    const attach = (input: Record<string, unknown>) => graphql<any>(stack.gateway.graphqlUrl, 'mutation($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { id } } }', { input });
    const cases = [
      [{ parentId: sheet.id, url: 'https://example.com/x', attachmentType: 'FILE' }, 'input.attachmentType'],
      [{ parentId: sheet.id, url: 'https://example.com/x', attachmentType: 'LINK', attachmentSubType: 'SPREADSHEET' }, 'input.attachmentSubType'],
      [{ parentId: sheet.id, url: 'https://example.com/x', attachmentType: 'FILESTORE_D', attachmentSubType: 'FOLDER' }, 'input.attachmentSubType'],
      [{ parentId: Buffer.from('User:1').toString('base64url'), url: 'https://example.com/x' }, 'input.parentId'],
    ] as const;
    for (const [input, field] of cases) {
      const result = await attach(input);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(await upstreamCalls(stack.emulators.workManagement)).toEqual([]);
  });

  it('passes the service’s own refusals on: a new version of a link is 400 1101, and nothing is written', async () => {
    const list = await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.sheetId}/attachments`);
    const link = list.find((a) => a.attachmentType === 'LINK')!;
    const result = await upload('mutation($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } } }', { attachmentId: Buffer.from(`Attachment:${sheet.sheetId}:${link.id}`).toString('base64url') }, new TextEncoder().encode('x'), 'x.txt');
    expect(result.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { status: 400, errorCode: 1101 } });
    expect((await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.sheetId}/attachments/${link.id}/versions`)).length).toBe(1);
  });

  it('attaches a file as a simple upload, uploads a version, and deletes a version, then all versions', async () => {
    const bytes = new TextEncoder().encode('quarterly numbers\n'.repeat(200));
    const digest = createHash('sha256').update(bytes).digest('hex');
    await resetAllLogs(stack.emulators);
    const attached = await upload(`mutation($input: AttachFileInput!) { attachFile(input: $input) { attachment { id ${ATTACHMENT_FIELDS} url urlExpiresInMillis } } }`, { parentId: sheet.id }, bytes, 'numbers Q3.txt', 'text/plain');
    expect(attached.errors).toBeUndefined();
    const attachment = attached.data.attachFile.attachment;
    expect(attachment).toMatchObject({ name: 'numbers Q3.txt', attachmentType: 'FILE', mimeType: 'text/plain', parentType: 'SHEET', sizeInKb: 4, urlExpiresInMillis: 120000 });
    // The download URL carries the SHA-256 of the bytes the emulator received.
    expect(new URL(attachment.url).searchParams.get('sha256')).toBe(digest);
    expect((await writes()).map((c) => c.template)).toEqual(['/sheets/{sheetId}/attachments']);

    const second = await upload('mutation($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id attachmentId name } } }', { attachmentId: attachment.id }, new TextEncoder().encode('v2'), 'numbers Q3 v2.txt', 'text/plain');
    expect(second.errors).toBeUndefined();
    const versionsOf = async (id: string) => (await graphql<any>(stack.gateway.graphqlUrl, 'query($id: ID!) { attachment(id: $id) { versions(first: 10) { edges { node { attachmentId name } } } } }', { id })).data.attachment;
    expect((await versionsOf(attachment.id)).versions.edges.map((e: any) => e.node.name)).toEqual(['numbers Q3 v2.txt', 'numbers Q3.txt']);

    const deleted = await graphql<any>(stack.gateway.graphqlUrl, 'mutation($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId } }', { input: { attachmentId: second.data.uploadAttachmentVersion.attachment.id } });
    expect(deleted.data.deleteAttachment.deletedAttachmentId).toBe(second.data.uploadAttachmentVersion.attachment.id);
    expect((await versionsOf(attachment.id)).versions.edges.map((e: any) => e.node.name)).toEqual(['numbers Q3.txt']);

    const again = await upload('mutation($input: UploadAttachmentVersionInput!) { uploadAttachmentVersion(input: $input) { attachment { id } } }', { attachmentId: attachment.id }, new TextEncoder().encode('v3'), 'v3.txt', 'text/plain');
    expect(again.errors).toBeUndefined();
    const all = await graphql<any>(stack.gateway.graphqlUrl, 'mutation($input: DeleteAttachmentVersionsInput!) { deleteAttachmentVersions(input: $input) { deletedAttachmentId } }', { input: { attachmentId: attachment.id } });
    expect(all.errors).toBeUndefined();
    // Deleting all versions removes the attachment from its parent: neither version is left.
    const after = await graphql<any>(stack.gateway.graphqlUrl, 'query($a: ID!, $b: ID!) { a: attachment(id: $a) { id } b: attachment(id: $b) { id } }', { a: attachment.id, b: again.data.uploadAttachmentVersion.attachment.id });
    expect(after.data).toEqual({ a: null, b: null });
    const left = await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.sheetId}/attachments`);
    expect(left.some((a) => a.name === 'numbers Q3.txt' || a.name === 'v3.txt')).toBe(false);
  });

  it('attaches a file to a row and refetches it by node id', async () => {
    const rowGlobal = Buffer.from(`Row:${sheet.sheetId}:${rowId}`).toString('base64url');
    const result = await upload('mutation($input: AttachFileInput!) { attachFile(input: $input) { attachment { id parentType parentId } } }', { parentId: rowGlobal }, new Uint8Array([1, 2, 3]), 'bytes.bin');
    expect(result.data.attachFile.attachment).toMatchObject({ parentType: 'ROW', parentId: rowId });
    const node = await graphql<any>(stack.gateway.graphqlUrl, 'query($id: ID!) { node(id: $id) { __typename ... on Attachment { name sizeInKb } } }', { id: result.data.attachFile.attachment.id });
    expect(node.data.node).toEqual({ __typename: 'Attachment', name: 'bytes.bin', sizeInKb: 1 });
  });
});

describe('the emulator’s upload rules (Document 1, Upload rules, rules 3-6), sent straight to it', () => {
  /** A raw POST with exactly the given headers (no defaults added). */
  function post(path: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: any }> {
    const url = new URL(`${stack.emulators.workManagement.baseUrl}${path}`);
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: 'POST', headers: { authorization: 'Bearer wm-demo-admin-token', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  const path = () => `/sheets/${sheet.sheetId}/attachments`;
  const file = Buffer.from('hello, world');
  const part = (boundary: string, head: string, content: string | Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);

  it('accepts a simple upload with Content-Disposition, Content-Length and an empty Content-Type (guessed from the name)', async () => {
    const ok = await post(path(), { 'content-disposition': `attachment; filename="${encodeURIComponent('notes (1).txt')}"`, 'content-length': String(file.length), 'content-type': '' }, file);
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ name: 'notes (1).txt', mimeType: 'text/plain', attachmentType: 'FILE', sizeInKb: 1 });
  });

  it('refuses simple uploads missing a required header or with a wrong Content-Length', async () => {
    const missing = await post(path(), { 'content-length': String(file.length), 'content-type': 'text/plain', 'content-disposition': '' }, file);
    expect(missing.status).toBe(400);
    const noType = await post(path(), { 'content-disposition': 'attachment; filename="a.txt"', 'content-length': String(file.length) }, file);
    expect(noType).toMatchObject({ status: 400, body: { errorCode: 1009 } });
    const chunked = await post(path(), { 'content-disposition': 'attachment; filename="a.txt"', 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }, file);
    expect(chunked).toMatchObject({ status: 400, body: { errorCode: 1009 } });
  });

  it('accepts a multipart upload with a `file` part, and refuses a bad part name, a part without Content-Type and a body without the closing boundary', async () => {
    const b = 'xyzBOUNDARY';
    const send = (body: Buffer) => post(path(), { 'content-type': `multipart/form-data; boundary=${b}`, 'content-length': String(body.length) }, body);
    const good = Buffer.concat([part(b, 'Content-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv', 'a,b\n1,2'), Buffer.from(`--${b}--\r\n`)]);
    const ok = await send(good);
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ name: 'm.csv', mimeType: 'text/csv' });
    const wrongName = Buffer.concat([part(b, 'Content-Disposition: form-data; name="upload"; filename="m.csv"\r\nContent-Type: text/csv', 'x'), Buffer.from(`--${b}--\r\n`)]);
    expect(await send(wrongName)).toMatchObject({ status: 400, body: { errorCode: 1032 } });
    const noPartType = Buffer.concat([part(b, 'Content-Disposition: form-data; name="file"; filename="m.csv"', 'x'), Buffer.from(`--${b}--\r\n`)]);
    expect(await send(noPartType)).toMatchObject({ status: 400, body: { errorCode: 1009 } });
    const unclosed = part(b, 'Content-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv', 'x');
    expect(await send(unclosed)).toMatchObject({ status: 400, body: { errorCode: 1008 } });
    expect(await post(path(), { 'content-type': 'multipart/form-data', 'content-length': String(good.length) }, good)).toMatchObject({ status: 400, body: { errorCode: 1018 } });
  });

  it('refuses a file over 30 MB (400 1074)', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024 + 1);
    const result = await post(path(), { 'content-disposition': 'attachment; filename="big.bin"', 'content-length': String(big.length), 'content-type': 'application/octet-stream' }, big);
    expect(result).toMatchObject({ status: 400, body: { errorCode: 1074 } });
  });
});
