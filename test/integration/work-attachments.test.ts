// Attachments through the graph: sheet/row/discussion lists, versions newest first, download URLs,
// URL and file attachments to sheets, rows and comments, versions and deletes, and the rules checked
// before any upstream call (FILE is not a link, sub-types, parent ids).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import type { AttachUrlInput } from '../generated/graphql.js';
import { calls, resetAllLogs, writes } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nodesOf, ofType, present } from '../helpers/present.js';
import { wmAll } from '../helpers/reference.js';
import type { WmRecord, WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { gqlUpload } from '../helpers/upload.js';
import { globalId } from '../helpers/global-id.js';

const stack = useStack();
const run = gql(stack);
const upload = gqlUpload(stack);
let sheet: { id: string; sheetId: string };
let rowId: string;

graphql(`
  fragment WorkAttachmentsFields on Attachment {
    id
    backendId
    name
    attachmentType
    attachmentSubType
    mimeType
    parentType
    parent {
      __typename
      ... on Node {
        id
      }
    }
    sizeInBytes
    createdAt
    createdBy {
      email
      name
    }
  }
`);
const SHEET_AND_ROW = graphql(`
  query WorkAttachmentsSheetAndRow($id: ID!) {
    sheet(id: $id) {
      id
      backendId
      rows(first: 1) {
        edges {
          node {
            backendId
          }
        }
      }
    }
  }
`);
const NEW_VERSION_ID = graphql(`
  mutation WorkAttachmentsNewVersionId($input: UploadAttachmentVersionInput!) {
    uploadAttachmentVersion(input: $input) {
      attachment {
        id
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);

const rowGlobalId = (): string => globalId('Row', sheet.sheetId, rowId);
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

beforeAll(async () => {
  // The first demo sheet with attachments (the demo data gives some to a few sheets).
  for (const s of await wmAll<WmSheet>(stack.emulators, '/sheets')) {
    const list = await wmAll<WmRecord>(stack.emulators, `/sheets/${s.id}/attachments`);
    if (list.some((a) => a.parentType === 'ROW')) {
      const found = present(dataOf(await run(SHEET_AND_ROW, { id: String(s.id) })).sheet);
      sheet = { id: found.id, sheetId: found.backendId };
      rowId = present(found.rows?.edges[0]).node.backendId;
      break;
    }
  }
  expect(sheet).toBeDefined();
});

describe('attachment lists', () => {
  it('lists every attachment of a sheet (sheet, row and comment level) and the row-level ones of a row', async () => {
    const LISTS = graphql(`
      query WorkAttachmentsLists($id: ID!, $rowId: ID!) {
        sheet(id: $id) {
          attachments(first: 50) {
            totalCount
            edges {
              node {
                ...WorkAttachmentsFields
              }
            }
          }
        }
        row: node(id: $rowId) {
          __typename
          ... on Row {
            attachments(first: 50) {
              totalCount
              edges {
                node {
                  parentType
                  parent {
                    __typename
                    ... on Node {
                      id
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    const data = dataOf(await run(LISTS, { id: sheet.id, rowId: rowGlobalId() }));
    const attachments = present(present(data.sheet).attachments);
    const all = attachments.edges.map((e) => e.node);
    expect(new Set(all.map((a) => a.parentType))).toEqual(new Set(['SHEET', 'ROW', 'COMMENT']));
    expect(attachments.totalCount).toBe(all.length);
    const file = present(all.find((a) => a.attachmentType === 'FILE' && a.parentType === 'SHEET'));
    expect(file).toMatchObject({ mimeType: 'application/pdf', parent: { __typename: 'Sheet', id: sheet.id } });
    // The service reports whole kilobytes.
    expect(present(file.sizeInBytes) % 1024).toBe(0);
    expect(file.sizeInBytes).toBeGreaterThan(0);
    expect(file.createdBy?.email).toMatch(/@/);
    expect(all.some((a) => a.attachmentType === 'FILESTORE_D' && a.attachmentSubType === 'SPREADSHEET')).toBe(true);
    // The row's list holds its own attachments and those on comments of its discussions.
    const onRow = present(ofType(data.row, 'Row').attachments).edges.map((e) => e.node);
    expect(
      onRow.some((a) => a.parentType === 'ROW' && a.parent?.__typename === 'Row' && a.parent.id === rowGlobalId()),
    ).toBe(true);
    expect(onRow.some((a) => a.parentType === 'COMMENT')).toBe(true);
    expect(onRow.every((a) => a.parentType !== 'SHEET')).toBe(true);
  });

  it('lists versions newest first and gives a temporary download URL with urlExpiresInMillis', async () => {
    await resetAllLogs(stack.emulators);
    const VERSIONS = graphql(`
      query WorkAttachmentsVersions($id: ID!) {
        sheet(id: $id) {
          attachments(first: 50) {
            edges {
              node {
                id
                attachmentType
                parentType
                versions(first: 10) {
                  totalCount
                  edges {
                    node {
                      backendId
                      createdAt
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    const sheetRead = present(dataOf(await run(VERSIONS, { id: sheet.id })).sheet);
    const file = present(
      present(sheetRead.attachments)
        .edges.map((e) => e.node)
        .find((a) => a.attachmentType === 'FILE' && a.parentType === 'SHEET'),
    );
    const versions = present(file.versions).edges.map((e) => e.node);
    expect(file.versions?.totalCount).toBe(3);
    const times = versions.map((v) => Date.parse(v.createdAt ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const DOWNLOAD = graphql(`
      query WorkAttachmentsDownload($id: ID!) {
        attachment(id: $id) {
          backendId
          name
          url
          urlExpiresInMillis
        }
      }
    `);
    const one = present(dataOf(await run(DOWNLOAD, { id: file.id })).attachment);
    expect(one.url).toMatch(/^https:\/\//);
    expect(one.urlExpiresInMillis).toBe(120000);
    // A work-management id works together with sheetId; an unknown one is null.
    const older = present(versions[1]).backendId;
    const BY_RAW_ID = graphql(`
      query WorkAttachmentsByRawId($id: ID!, $s: ID!, $unknown: ID!) {
        a: attachment(id: $id, sheetId: $s) {
          backendId
        }
        b: attachment(id: $unknown, sheetId: $s) {
          backendId
        }
      }
    `);
    const byRaw = dataOf(await run(BY_RAW_ID, { id: older, s: sheet.sheetId, unknown: '12345' }));
    expect(byRaw).toEqual({ a: { backendId: older }, b: null });
  });
});

describe('attaching', () => {
  it('attaches URLs to a sheet, a row and a comment, with the attachmentType enum (LINK by default)', async () => {
    const COMMENTS = graphql(`
      query WorkAttachmentsComments($id: ID!) {
        sheet(id: $id) {
          discussions(first: 1) {
            edges {
              node {
                comments(first: 100) {
                  edges {
                    node {
                      id
                      backendId
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    const discussions = present(present(dataOf(await run(COMMENTS, { id: sheet.id })).sheet).discussions);
    const comment = present(nodesOf(present(discussions.edges[0]).node.comments)[0]);
    await resetAllLogs(stack.emulators);
    const ATTACH_URL = graphql(`
      mutation WorkAttachmentsAttachUrl($input: AttachUrlInput!) {
        attachUrl(input: $input) {
          attachment {
            ...WorkAttachmentsFields
            url
          }
        }
      }
    `);
    const attach = async (input: AttachUrlInput): Promise<unknown> =>
      present(dataOf(await run(ATTACH_URL, { input }), input.url).attachUrl).attachment;
    const onSheet = await attach({ parentId: sheet.id, url: 'https://example.com/spec', name: 'Spec' });
    const onRow = await attach({
      parentId: rowGlobalId(),
      url: 'https://drive.example.com/d/1',
      attachmentType: 'FILESTORE_D',
      attachmentSubType: 'DOCUMENT',
    });
    const onComment = await attach({
      parentId: comment.id,
      url: 'https://box.example.com/f/2',
      attachmentType: 'FILESTORE_A',
    });
    expect(onSheet).toMatchObject({
      name: 'Spec',
      attachmentType: 'LINK',
      parentType: 'SHEET',
      url: 'https://example.com/spec',
    });
    expect(onRow).toMatchObject({
      attachmentType: 'FILESTORE_D',
      attachmentSubType: 'DOCUMENT',
      parentType: 'ROW',
      parent: { __typename: 'Row', id: rowGlobalId() },
    });
    expect(onComment).toMatchObject({
      attachmentType: 'FILESTORE_A',
      parentType: 'COMMENT',
      parent: { __typename: 'Comment', id: comment.id },
    });
    expect((await writes(stack.emulators.workManagement)).map((c) => c.template)).toEqual([
      '/sheets/{sheetId}/attachments',
      '/sheets/{sheetId}/rows/{rowId}/attachments',
      '/sheets/{sheetId}/comments/{commentId}/attachments',
    ]);
  });

  it('refuses, before any upstream call, a FILE link, a sub-type of another provider and a parent that is not a sheet, row or comment', async () => {
    await resetAllLogs(stack.emulators);
    const cases: Array<readonly [AttachUrlInput, string]> = [
      [{ parentId: sheet.id, url: 'https://example.com/x', attachmentType: 'FILE' }, 'input.attachmentType'],
      [
        { parentId: sheet.id, url: 'https://example.com/x', attachmentType: 'LINK', attachmentSubType: 'SPREADSHEET' },
        'input.attachmentSubType',
      ],
      [
        {
          parentId: sheet.id,
          url: 'https://example.com/x',
          attachmentType: 'FILESTORE_D',
          attachmentSubType: 'FOLDER',
        },
        'input.attachmentSubType',
      ],
      [{ parentId: globalId('User', '1'), url: 'https://example.com/x' }, 'input.parentId'],
    ];
    const ATTACH_URL_ID = graphql(`
      mutation WorkAttachmentsAttachUrlId($input: AttachUrlInput!) {
        attachUrl(input: $input) {
          attachment {
            id
          }
          userErrors {
            field
            code
            errorCode
          }
        }
      }
    `);
    for (const [input, field] of cases) {
      const result = await run(ATTACH_URL_ID, { input });
      expect(result.errors).toBeUndefined();
      expect(result.data?.attachUrl).toEqual({
        attachment: null,
        userErrors: [expect.objectContaining({ code: 'INVALID', field: field.split('.') })],
      });
    }
    expect(await calls(stack.emulators.workManagement)).toEqual([]);
  });

  it('passes the service’s own refusals on: a new version of a link is 400 1101, and nothing is written', async () => {
    const list = await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.sheetId}/attachments`);
    const link = present(list.find((a) => a.attachmentType === 'LINK'));
    const result = await upload(
      NEW_VERSION_ID,
      {
        input: {
          attachmentId: globalId('Attachment', sheet.sheetId, link.id),
          file: null,
        },
      },
      { bytes: text('x'), filename: 'x.txt' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.uploadAttachmentVersion).toEqual({
      attachment: null,
      userErrors: [{ code: 'INVALID', errorCode: 1101 }],
    });
    expect(
      (await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.sheetId}/attachments/${link.id}/versions`)).length,
    ).toBe(1);
  });

  it('attaches a file as a simple upload, uploads a version, and deletes a version, then all versions', async () => {
    const bytes = text('quarterly numbers\n'.repeat(200));
    const digest = createHash('sha256').update(bytes).digest('hex');
    await resetAllLogs(stack.emulators);
    const ATTACH_FILE = graphql(`
      mutation WorkAttachmentsAttachFile($input: AttachFileInput!) {
        attachFile(input: $input) {
          attachment {
            ...WorkAttachmentsFields
            url
            urlExpiresInMillis
          }
        }
      }
    `);
    const attached = await upload(
      ATTACH_FILE,
      { input: { parentId: sheet.id, file: null } },
      { bytes, filename: 'numbers Q3.txt', type: 'text/plain' },
    );
    const attachment = present(present(dataOf(attached).attachFile).attachment);
    expect(attachment).toMatchObject({
      name: 'numbers Q3.txt',
      attachmentType: 'FILE',
      mimeType: 'text/plain',
      parentType: 'SHEET',
      sizeInBytes: 4 * 1024,
      urlExpiresInMillis: 120000,
    });
    // The download URL carries the SHA-256 of the bytes the emulator received.
    expect(new URL(present(attachment.url)).searchParams.get('sha256')).toBe(digest);
    expect((await writes(stack.emulators.workManagement)).map((c) => c.template)).toEqual([
      '/sheets/{sheetId}/attachments',
    ]);

    const NEW_VERSION = graphql(`
      mutation WorkAttachmentsNewVersion($input: UploadAttachmentVersionInput!) {
        uploadAttachmentVersion(input: $input) {
          attachment {
            id
            backendId
            name
          }
        }
      }
    `);
    const second = present(
      present(
        dataOf(
          await upload(
            NEW_VERSION,
            { input: { attachmentId: attachment.id, file: null } },
            { bytes: text('v2'), filename: 'numbers Q3 v2.txt', type: 'text/plain' },
          ),
        ).uploadAttachmentVersion,
      ).attachment,
    );
    const VERSION_NAMES = graphql(`
      query WorkAttachmentsVersionNames($id: ID!) {
        attachment(id: $id) {
          versions(first: 10) {
            edges {
              node {
                backendId
                name
              }
            }
          }
        }
      }
    `);
    const versionNames = async (id: string): Promise<Array<string | null>> =>
      present(present(dataOf(await run(VERSION_NAMES, { id })).attachment).versions).edges.map((e) => e.node.name);
    expect(await versionNames(attachment.id)).toEqual(['numbers Q3 v2.txt', 'numbers Q3.txt']);

    const DELETE = graphql(`
      mutation WorkAttachmentsDelete($input: DeleteAttachmentInput!) {
        deleteAttachment(input: $input) {
          deletedAttachmentId
        }
      }
    `);
    const deleted = dataOf(await run(DELETE, { input: { attachmentId: second.id } }));
    expect(deleted.deleteAttachment?.deletedAttachmentId).toBe(second.id);
    expect(await versionNames(attachment.id)).toEqual(['numbers Q3.txt']);

    const again = present(
      present(
        dataOf(
          await upload(
            NEW_VERSION_ID,
            { input: { attachmentId: attachment.id, file: null } },
            { bytes: text('v3'), filename: 'v3.txt', type: 'text/plain' },
          ),
        ).uploadAttachmentVersion,
      ).attachment,
    );
    const DELETE_VERSIONS = graphql(`
      mutation WorkAttachmentsDeleteVersions($input: DeleteAttachmentVersionsInput!) {
        deleteAttachmentVersions(input: $input) {
          deletedAttachmentIds
          userErrors {
            code
          }
        }
      }
    `);
    // The payload names every version deleted, newest first.
    expect(
      dataOf(await run(DELETE_VERSIONS, { input: { attachmentId: attachment.id } })).deleteAttachmentVersions,
    ).toEqual({ deletedAttachmentIds: [again.id, attachment.id], userErrors: [] });
    const TWO = graphql(`
      query WorkAttachmentsTwo($a: ID!, $b: ID!) {
        a: attachment(id: $a) {
          id
        }
        b: attachment(id: $b) {
          id
        }
      }
    `);
    // Deleting all versions removes the attachment from its parent: neither version is left.
    const after = dataOf(await run(TWO, { a: attachment.id, b: again.id }));
    expect(after).toEqual({ a: null, b: null });
    const left = await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.sheetId}/attachments`);
    expect(left.some((a) => a.name === 'numbers Q3.txt' || a.name === 'v3.txt')).toBe(false);
  });

  it('attaches a file to a row and refetches it by node id', async () => {
    const ATTACH_FILE_PARENT = graphql(`
      mutation WorkAttachmentsAttachFileParent($input: AttachFileInput!) {
        attachFile(input: $input) {
          attachment {
            id
            parentType
            parent {
              __typename
              ... on Node {
                id
              }
            }
          }
        }
      }
    `);
    const result = await upload(
      ATTACH_FILE_PARENT,
      { input: { parentId: rowGlobalId(), file: null } },
      { bytes: new Uint8Array([1, 2, 3]), filename: 'bytes.bin' },
    );
    const attachment = present(present(result.data?.attachFile).attachment);
    expect(attachment).toMatchObject({ parentType: 'ROW', parent: { __typename: 'Row', id: rowGlobalId() } });
    const NODE = graphql(`
      query WorkAttachmentsNode($id: ID!) {
        node(id: $id) {
          __typename
          ... on Attachment {
            name
            sizeInBytes
          }
        }
      }
    `);
    const node = dataOf(await run(NODE, { id: attachment.id }));
    expect(node.node).toEqual({ __typename: 'Attachment', name: 'bytes.bin', sizeInBytes: 1024 });
  });
});

describe('the emulator’s upload rules (Document 1, Upload rules, rules 3-6), sent straight to it', () => {
  /** A raw POST with exactly the given headers (no defaults added). */
  interface Answer {
    status: number;
    /** The emulator's JSON: the attachment in `result`, or an error body with its `errorCode`. */
    body: { result?: WmRecord; errorCode?: number } | null;
  }
  function post(path: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
    const url = new URL(`${stack.emulators.workManagement.baseUrl}${path}`);
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method: 'POST', headers: { authorization: 'Bearer wm-demo-admin-token', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as Answer['body'],
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  const path = (): string => `/sheets/${sheet.sheetId}/attachments`;
  const file = Buffer.from('hello, world');
  const part = (boundary: string, head: string, content: string | Buffer): Buffer =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);

  it('accepts a simple upload with Content-Disposition, Content-Length and an empty Content-Type (guessed from the name)', async () => {
    const ok = await post(
      path(),
      {
        'content-disposition': `attachment; filename="${encodeURIComponent('notes (1).txt')}"`,
        'content-length': String(file.length),
        'content-type': '',
      },
      file,
    );
    expect(ok.status).toBe(200);
    expect(ok.body?.result).toMatchObject({
      name: 'notes (1).txt',
      mimeType: 'text/plain',
      attachmentType: 'FILE',
      sizeInKb: 1,
    });
  });

  it('refuses simple uploads missing a required header or with a wrong Content-Length', async () => {
    const missing = await post(
      path(),
      { 'content-length': String(file.length), 'content-type': 'text/plain', 'content-disposition': '' },
      file,
    );
    expect(missing.status).toBe(400);
    const noType = await post(
      path(),
      { 'content-disposition': 'attachment; filename="a.txt"', 'content-length': String(file.length) },
      file,
    );
    expect(noType).toMatchObject({ status: 400, body: { errorCode: 1009 } });
    const chunked = await post(
      path(),
      {
        'content-disposition': 'attachment; filename="a.txt"',
        'content-type': 'text/plain',
        'transfer-encoding': 'chunked',
      },
      file,
    );
    expect(chunked).toMatchObject({ status: 400, body: { errorCode: 1009 } });
  });

  it('accepts a multipart upload with a `file` part, and refuses a bad part name, a part without Content-Type and a body without the closing boundary', async () => {
    const b = 'xyzBOUNDARY';
    const send = (body: Buffer): Promise<Answer> =>
      post(
        path(),
        { 'content-type': `multipart/form-data; boundary=${b}`, 'content-length': String(body.length) },
        body,
      );
    const good = Buffer.concat([
      part(b, 'Content-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv', 'a,b\n1,2'),
      Buffer.from(`--${b}--\r\n`),
    ]);
    const ok = await send(good);
    expect(ok.status).toBe(200);
    expect(ok.body?.result).toMatchObject({ name: 'm.csv', mimeType: 'text/csv' });
    const wrongName = Buffer.concat([
      part(b, 'Content-Disposition: form-data; name="upload"; filename="m.csv"\r\nContent-Type: text/csv', 'x'),
      Buffer.from(`--${b}--\r\n`),
    ]);
    expect(await send(wrongName)).toMatchObject({ status: 400, body: { errorCode: 1032 } });
    const noPartType = Buffer.concat([
      part(b, 'Content-Disposition: form-data; name="file"; filename="m.csv"', 'x'),
      Buffer.from(`--${b}--\r\n`),
    ]);
    expect(await send(noPartType)).toMatchObject({ status: 400, body: { errorCode: 1009 } });
    const unclosed = part(
      b,
      'Content-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv',
      'x',
    );
    expect(await send(unclosed)).toMatchObject({ status: 400, body: { errorCode: 1008 } });
    expect(
      await post(path(), { 'content-type': 'multipart/form-data', 'content-length': String(good.length) }, good),
    ).toMatchObject({ status: 400, body: { errorCode: 1018 } });
  });

  it('refuses a file over 30 MB (400 1074)', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024 + 1);
    const result = await post(
      path(),
      {
        'content-disposition': 'attachment; filename="big.bin"',
        'content-length': String(big.length),
        'content-type': 'application/octet-stream',
      },
      big,
    );
    expect(result).toMatchObject({ status: 400, body: { errorCode: 1074 } });
  });
});
