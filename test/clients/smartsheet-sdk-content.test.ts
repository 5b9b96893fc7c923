// The vendor's JavaScript SDK drives the work-management emulator through Document 1's sheet
// content operations: sheets, rows, columns, cell history, cell images, attachments, discussions,
// comments, automation rules and search. Writes are read back over plain REST. Coverage table:
// smartsheet-sdk-coverage.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { match } from '../helpers/matchers.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { ExactId, WmRecord, WmRow, WmSheet } from '../helpers/rest-shapes.js';
import { nonEmpty, present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';
import type { SdkColumn } from './smartsheet-sdk-facade.js';
import {
  expectApiError,
  expectIndexResult,
  expectSuccess,
  firstSafe,
  rejectionOf,
  sdkClient,
  shapes,
  type Sdk,
} from './smartsheet-sdk.js';

const stack = useStack();
let sdk: Sdk;
let sheet: { id: number; name: string };
let otherSheet: { id: number; name: string };
let columns: SdkColumn[];
let primaryColumnId: number;
let files: string;
const textFile = (): string => join(files, 'notes.txt');
/** A 1x1 PNG. */
const PIXEL = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  sdk = sdkClient(stack.emulators.workManagement.baseUrl);
  const list = await sdk.sheets.listSheets({ queryParameters: { includeAll: true } });
  sheet = firstSafe(list.data, (s) => s.name === 'Acme RAID Log');
  otherSheet = firstSafe(list.data, (s) => s.id !== sheet.id && s.name !== 'Programme Plan');
  columns = (await sdk.sheets.getColumns({ sheetId: sheet.id, queryParameters: { includeAll: true } })).data;
  primaryColumnId = present(
    columns.find((c) => c.primary),
    'the primary column',
  ).id;
  files = mkdtempSync(join(tmpdir(), 'sdk-files-'));
  writeFileSync(textFile(), 'Notes written by the SDK test.\n');
});

afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});

const primaryValue = (row: { cells: Array<{ columnId: ExactId; value?: unknown }> } | undefined): unknown =>
  row?.cells.find((c) => Number(c.columnId) === primaryColumnId)?.value;

describe('the vendor SDK on sheets, rows and columns', () => {
  it('lists the sheets as an IndexResult and reads one sheet, its version and its columns', async () => {
    const list = await sdk.sheets.listSheets({ queryParameters: { includeAll: true } });
    expectIndexResult(list);
    const reference = await wmAll<WmSheet>(stack.emulators, '/sheets');
    expect(list.data.map((s) => s.name)).toEqual(reference.map((s) => s.name));
    // JSON.parse rounds ids above 2^53; the others arrive exact.
    const safe = reference.filter((s) => Number.isSafeInteger(Number(s.id)));
    expect(safe.length).toBeGreaterThan(20);
    for (const s of safe) expect(list.data.find((d) => d.name === s.name)?.id).toBe(Number(s.id));

    const got = await sdk.sheets.getSheet({ id: sheet.id, queryParameters: { pageSize: 5, page: 1 } });
    expect(got).toMatchObject({
      id: sheet.id,
      name: sheet.name,
      version: match.any(Number),
      totalRowCount: match.any(Number),
      columns: match.any(Array),
    });
    expect(got.rows).toHaveLength(5);
    for (const row of nonEmpty(got.rows))
      expect(row).toMatchObject({ id: match.any(Number), rowNumber: match.any(Number), cells: match.any(Array) });
    expect(await sdk.sheets.getSheetVersion({ sheetId: sheet.id })).toEqual({ version: got.version });

    expectIndexResult(await sdk.sheets.getColumns({ sheetId: sheet.id }));
    expect(columns.map((c) => c.title)).toEqual(got.columns.map((c) => c.title));
    expect(await sdk.sheets.getColumn({ sheetId: sheet.id, columnId: primaryColumnId })).toMatchObject({
      ...shapes.column,
      id: primaryColumnId,
      primary: true,
    });
  });

  it('adds, updates and reads a row; the cell history lists both values, newest first', async () => {
    const added = await sdk.sheets.addRows({
      sheetId: sheet.id,
      body: [{ toBottom: true, cells: [{ columnId: primaryColumnId, value: 'Added by the SDK' }] }],
    });
    expectSuccess(added);
    expect(added.version).toEqual(expect.any(Number));
    const row = present(added.result[0]);
    expect(row).toMatchObject({ ...shapes.row, sheetId: sheet.id });
    expect(primaryValue(await wmGet<WmRow>(stack.emulators, `/sheets/${sheet.id}/rows/${row.id}`))).toBe(
      'Added by the SDK',
    );

    const updated = await sdk.sheets.updateRow({
      sheetId: sheet.id,
      body: [{ id: row.id, cells: [{ columnId: primaryColumnId, value: 'Updated by the SDK' }] }],
    });
    expectSuccess(updated);
    expect(primaryValue(updated.result[0])).toBe('Updated by the SDK');
    const read = await sdk.sheets.getRow({ sheetId: sheet.id, rowId: row.id });
    expect(read).toMatchObject({ ...shapes.row, id: row.id });
    expect(primaryValue(read)).toBe('Updated by the SDK');

    const history = await sdk.sheets.getCellHistory({ sheetId: sheet.id, rowId: row.id, columnId: primaryColumnId });
    expectIndexResult(history);
    expect(history.data.map((h) => h.value)).toEqual(['Updated by the SDK', 'Added by the SDK']);
    for (const entry of nonEmpty(history.data))
      expect(entry.modifiedBy).toEqual({ email: match.any(String), name: match.any(String) });
  });

  it('copies and moves rows to another sheet', async () => {
    const added = await sdk.sheets.addRows({
      sheetId: sheet.id,
      body: [{ toTop: true, cells: [{ columnId: primaryColumnId, value: 'Travels between sheets' }] }],
    });
    const rowId = present(added.result[0]).id;
    const copied = await sdk.sheets.copyRowToAnotherSheet({
      sheetId: sheet.id,
      body: { rowIds: [rowId], to: { sheetId: otherSheet.id } },
    });
    expect(copied).toMatchObject({
      destinationSheetId: otherSheet.id,
      rowMappings: [{ from: rowId, to: match.any(Number) }],
    });
    const moved = await sdk.sheets.moveRowToAnotherSheet({
      sheetId: sheet.id,
      body: { rowIds: [rowId], to: { sheetId: otherSheet.id } },
    });
    expect(moved).toMatchObject({
      destinationSheetId: otherSheet.id,
      rowMappings: [{ from: rowId, to: match.any(Number) }],
    });
    const target = await wmGet<WmSheet>(stack.emulators, `/sheets/${otherSheet.id}`);
    const arrived = target.rows.map((r) => String(r.id));
    expect(arrived).toEqual(
      expect.arrayContaining([String(copied.rowMappings[0]?.to), String(moved.rowMappings[0]?.to)]),
    );
    expect((await wmGet<WmSheet>(stack.emulators, `/sheets/${sheet.id}`)).rows.map((r) => String(r.id))).not.toContain(
      String(rowId),
    );
  });

  it('inserts, renames and deletes a column', async () => {
    const inserted = await sdk.sheets.addColumn({
      sheetId: sheet.id,
      body: [{ title: 'SDK Notes', type: 'TEXT_NUMBER', index: 1 }],
    });
    expectSuccess(inserted);
    const column = present(inserted.result[0]);
    expect(column).toMatchObject({ ...shapes.column, title: 'SDK Notes', type: 'TEXT_NUMBER', index: 1 });
    const renamed = await sdk.sheets.updateColumn({
      sheetId: sheet.id,
      columnId: column.id,
      body: { title: 'SDK Remarks' },
    });
    expectSuccess(renamed);
    expect(renamed.result).toMatchObject({ id: column.id, title: 'SDK Remarks' });
    expectSuccess(await sdk.sheets.deleteColumn({ sheetId: sheet.id, columnId: column.id }));
    const titles = (await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/columns`)).map((c) => c.title);
    expect(titles).toEqual(columns.map((c) => c.title));
  });

  it('rejects bad writes and unknown sheets with the documented error codes', async () => {
    const date = present(
      columns.find((c) => c.type === 'DATE'),
      'a DATE column',
    );
    const strict = await rejectionOf(
      sdk.sheets.addRows({ sheetId: sheet.id, body: [{ cells: [{ columnId: date.id, value: 'next Tuesday' }] }] }),
    );
    expectApiError(strict, 400, 1042);
    expect(strict.detail).toMatchObject({ index: 0 });
    expectApiError(
      await rejectionOf(sdk.sheets.addRows({ sheetId: sheet.id, body: [{ cells: [{ columnId: 42, value: 'x' }] }] })),
      400,
      1036,
    );
    expectApiError(await rejectionOf(sdk.sheets.getSheet({ id: 1234 })), 404, 1006);
  });
});

describe('the vendor SDK on attachments, discussions and comments', () => {
  it('attaches URLs and files to the sheet and a row, keeps versions newest first, and deletes them', async () => {
    const rowId = present(
      (
        await sdk.sheets.addRows({
          sheetId: sheet.id,
          body: [{ cells: [{ columnId: primaryColumnId, value: 'With attachments' }] }],
        })
      ).result[0],
    ).id;
    const link = await sdk.sheets.addUrlAttachment({
      sheetId: sheet.id,
      body: { name: 'Spec', url: 'https://example.com/spec', attachmentType: 'LINK' },
    });
    expectSuccess(link);
    expect(link.result).toMatchObject({
      ...shapes.attachment,
      name: 'Spec',
      attachmentType: 'LINK',
      parentType: 'SHEET',
      parentId: sheet.id,
      url: 'https://example.com/spec',
    });
    // A file upload from a path (the SDK reads it and sends its length)...
    const file = await sdk.sheets.addFileAttachment({ sheetId: sheet.id, path: textFile(), fileName: 'notes.txt' });
    expect(file.result).toMatchObject({
      ...shapes.attachment,
      name: 'notes.txt',
      attachmentType: 'FILE',
      mimeType: 'text/plain',
      sizeInKb: match.any(Number),
    });
    const version = await sdk.sheets.attachNewVersion({
      sheetId: sheet.id,
      attachmentId: file.result.id,
      path: textFile(),
      fileName: 'notes.txt',
    });
    expectSuccess(version);
    const versions = await sdk.sheets.listAttachmentVersions({ sheetId: sheet.id, attachmentId: file.result.id });
    expectIndexResult(versions);
    expect(versions.data.map((a) => a.id)).toEqual([version.result.id, file.result.id]);
    const download = await sdk.sheets.getAttachment({ sheetId: sheet.id, attachmentId: version.result.id });
    expect(download).toMatchObject({
      ...shapes.attachment,
      url: match.any(String),
      urlExpiresInMillis: match.any(Number),
    });

    // ...and from a stream with its size, on a row.
    const rowLink = await sdk.sheets.addRowUrlAttachment({
      sheetId: sheet.id,
      rowId,
      body: { name: 'Ticket', url: 'https://example.com/ticket', attachmentType: 'LINK' },
    });
    const rowFile = await sdk.sheets.addRowFileAttachment({
      sheetId: sheet.id,
      rowId,
      fileStream: Readable.from(PIXEL),
      fileSize: PIXEL.length,
      fileName: 'pixel.png',
    });
    expect(rowFile.result).toMatchObject({
      ...shapes.attachment,
      attachmentType: 'FILE',
      mimeType: 'image/png',
      parentType: 'ROW',
      parentId: rowId,
    });
    const onRow = await sdk.sheets.getRowAttachments({ sheetId: sheet.id, rowId });
    expectIndexResult(onRow);
    expect(onRow.data.map((a) => a.id).sort()).toEqual([rowLink.result.id, rowFile.result.id].sort());
    const onSheet = await sdk.sheets.listAttachments({ sheetId: sheet.id, queryParameters: { includeAll: true } });
    expect(onSheet.data.map((a) => a.id)).toEqual(
      expect.arrayContaining([link.result.id, rowLink.result.id, rowFile.result.id]),
    );

    expectSuccess(await sdk.sheets.deleteAttachment({ sheetId: sheet.id, attachmentId: link.result.id }));
    expectSuccess(await sdk.sheets.deleteAllAttachmentVersions({ sheetId: sheet.id, attachmentId: file.result.id }));
    const left = (await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/attachments`)).map((a) => Number(a.id));
    expect(left).not.toContain(link.result.id);
    expect(left).not.toContain(version.result.id);
    expect(left).toEqual(expect.arrayContaining([rowLink.result.id, rowFile.result.id]));
  });

  it('opens discussions on the sheet and a row, replies, attaches to a comment, lists the threads and deletes one', async () => {
    const rowId = present(
      (
        await sdk.sheets.addRows({
          sheetId: sheet.id,
          body: [{ cells: [{ columnId: primaryColumnId, value: 'Discussed' }] }],
        })
      ).result[0],
    ).id;
    const created = await sdk.sheets.createDiscussion({
      sheetId: sheet.id,
      body: { comment: { text: 'Is the risk still open?' } },
    });
    expectSuccess(created);
    const discussion = created.result;
    expect(discussion).toMatchObject({
      ...shapes.discussion,
      comments: [expect.objectContaining({ text: 'Is the risk still open?' })],
    });
    const onRow = await sdk.sheets.createRowDiscussion({
      sheetId: sheet.id,
      rowId,
      body: { comment: { text: 'Row question' } },
    });
    expect(onRow.result).toMatchObject(shapes.discussion);

    const reply = await sdk.sheets.addDiscussionComment({
      sheetId: sheet.id,
      discussionId: discussion.id,
      body: { text: 'Yes, until Friday.' },
    });
    expect(reply.result).toMatchObject({ ...shapes.comment, discussionId: discussion.id, text: 'Yes, until Friday.' });
    const commentLink = await sdk.sheets.addCommentUrlAttachment({
      sheetId: sheet.id,
      commentId: reply.result.id,
      body: { name: 'Minutes', url: 'https://example.com/minutes', attachmentType: 'LINK' },
    });
    expect(commentLink.result).toMatchObject({
      ...shapes.attachment,
      parentType: 'COMMENT',
      parentId: reply.result.id,
    });
    const commentFile = await sdk.sheets.addCommentFileAttachment({
      sheetId: sheet.id,
      commentId: reply.result.id,
      path: textFile(),
      fileName: 'notes.txt',
    });
    expect(commentFile.result).toMatchObject({ ...shapes.attachment, attachmentType: 'FILE', parentType: 'COMMENT' });
    const inDiscussion = await sdk.sheets.listDiscussionAttachments({ sheetId: sheet.id, discussionId: discussion.id });
    expectIndexResult(inDiscussion);
    expect(inDiscussion.data.map((a) => a.id).sort()).toEqual([commentLink.result.id, commentFile.result.id].sort());

    const threads = await sdk.sheets.getDiscussions({
      sheetId: sheet.id,
      queryParameters: { include: 'comments', includeAll: true },
    });
    expectIndexResult(threads);
    const thread = threads.data.find((d) => d.id === discussion.id);
    expect(thread?.comments?.map((c) => c.text)).toEqual(['Is the risk still open?', 'Yes, until Friday.']);
    expect(await sdk.sheets.getDiscussion({ sheetId: sheet.id, discussionId: discussion.id })).toMatchObject({
      ...shapes.discussion,
      id: discussion.id,
      commentCount: 2,
    });
    const rowThreads = await sdk.sheets.getRowDiscussions({ sheetId: sheet.id, rowId });
    expect(rowThreads.data.map((d) => d.id)).toEqual([onRow.result.id]);

    expectSuccess(await sdk.sheets.deleteDiscussion({ sheetId: sheet.id, discussionId: discussion.id }));
    expectApiError(
      await rejectionOf(sdk.sheets.getDiscussion({ sheetId: sheet.id, discussionId: discussion.id })),
      404,
      1006,
    );
  });
});

describe('the vendor SDK on automation rules, cell images and search', () => {
  it('lists, reads, updates and deletes automation rules; an update without action.type is refused', async () => {
    const rules = await sdk.sheets.listAutomationRules({ sheetId: sheet.id });
    expectIndexResult(rules);
    expect(rules.data.length).toBeGreaterThan(0);
    const rule = present(rules.data[0]);
    expect(rule).toMatchObject({
      id: match.any(Number),
      name: match.any(String),
      enabled: match.any(Boolean),
      action: { type: match.any(String) },
    });
    expect(await sdk.sheets.getAutomationRule({ sheetId: sheet.id, automationRuleId: rule.id })).toMatchObject({
      id: rule.id,
      action: { type: rule.action.type },
    });
    const updated = await sdk.sheets.updateAutomationRule({
      sheetId: sheet.id,
      automationRuleId: rule.id,
      body: { enabled: !rule.enabled, action: { type: rule.action.type } },
    });
    expect(updated).toMatchObject({ id: rule.id, enabled: !rule.enabled });
    expectApiError(
      await rejectionOf(
        sdk.sheets.updateAutomationRule({ sheetId: sheet.id, automationRuleId: rule.id, body: { enabled: true } }),
      ),
      400,
      1012,
    );
    expectSuccess(await sdk.sheets.deleteAutomationRule({ sheetId: sheet.id, automationRuleId: rule.id }));
    expect(
      (await wmAll<WmRecord>(stack.emulators, `/sheets/${sheet.id}/automationrules`)).map((r) => Number(r.id)),
    ).not.toContain(rule.id);
  });

  it('uploads images into cells from a file and from a buffer, and gets their download URLs', async () => {
    const rowId = present(
      (
        await sdk.sheets.addRows({
          sheetId: sheet.id,
          body: [{ cells: [{ columnId: primaryColumnId, value: 'With an image' }] }],
        })
      ).result[0],
    ).id;
    const pngFile = join(files, 'pixel.png');
    writeFileSync(pngFile, PIXEL);
    const fromFile = await sdk.sheets.addImageToCell({
      sheetId: sheet.id,
      rowId,
      columnId: primaryColumnId,
      path: pngFile,
      fileName: 'pixel.png',
    });
    expectSuccess(fromFile);
    const fileImage = present(fromFile.result.cells.find((c) => c.columnId === primaryColumnId)?.image);
    expect(fileImage).toMatchObject({ id: match.any(String), height: 1, width: 1 });
    const fromBuffer = await sdk.images.addImageToCell({
      sheetId: sheet.id,
      rowId,
      columnId: primaryColumnId,
      body: PIXEL,
      fileName: 'pixel.png',
      queryParameters: { altText: 'A dot' },
    } as never);
    expectSuccess(fromBuffer);
    const bufferImage = present(fromBuffer.result.cells.find((c) => c.columnId === primaryColumnId)?.image);
    expect(bufferImage).toMatchObject({ id: match.any(String), altText: 'A dot' });
    const urls = await sdk.images.listImageUrls({ body: [{ imageId: fileImage.id }, { imageId: bufferImage.id }] });
    expect(urls.urlExpiresInMillis).toEqual(expect.any(Number));
    expect(urls.imageUrls.map((u) => [u.imageId, typeof u.url])).toEqual([
      [fileImage.id, 'string'],
      [bufferImage.id, 'string'],
    ]);
  });

  it('searches everything and one sheet', async () => {
    const everything = await sdk.search.searchAll({ queryParameters: { query: sheet.name } });
    expect(everything.totalCount).toBeGreaterThan(0);
    expect(everything.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ objectType: 'sheet', objectId: sheet.id, text: sheet.name })]),
    );
    await sdk.sheets.addRows({
      sheetId: sheet.id,
      body: [{ cells: [{ columnId: primaryColumnId, value: 'Zeppelin hangar lease' }] }],
    });
    const inSheet = await sdk.search.searchSheet({ sheetId: String(sheet.id), queryParameters: { query: 'Zeppelin' } });
    expect(inSheet.totalCount).toBe(1);
    expect(inSheet.results[0]).toMatchObject({ objectType: 'row', text: match.stringContaining('Zeppelin') });
  });
});
