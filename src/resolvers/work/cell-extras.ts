// Resolvers of cell extras: a row cell's history (paced at 30 per minute), cell images and links on
// cells, image URLs (one batched `POST /imageurls` per request), and the cell image upload.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { WM_MAX_PAGE_SIZE } from '../../datasources/work-management/api.js';
import { badUserInput } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { CellHistoryModel } from '../../models.js';
import { randomAccessConnection } from '../../relay/connection.js';
import { keyFromIdArgument } from '../../relay/global-id.js';
import { childId } from '../../validation/work-cells-input.js';
import { connectionContext, fromIndexResult } from '../connections.js';
import { dateTimeOrNull, urlOrNull } from '../values.js';
import { sheetForWrite } from './rows.js';

/** Document 1: every file upload is at most 30 MB. */
export const MAX_CELL_IMAGE_BYTES = 30 * 1024 * 1024;

/** Streams an upload to a temporary file, refusing it past `limit` bytes; nothing is sent upstream meanwhile. */
async function spool(stream: NodeJS.ReadableStream, limit: number): Promise<{ path: string; size: number; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'workgraph-cellimage-'));
  const path = join(dir, 'upload');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) done(badUserInput(`The image is larger than the service's ${limit / 1024 / 1024} MB upload limit.`, 'input.file', 1074));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, createWriteStream(path));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { path, size, dir };
}

export const cellExtraResolvers: Resolvers = {
  Row: {
    cellHistory: ({ sheetId, row }, args, ctx) => {
      const rowId = String(row.id);
      const columnId = childId(args.columnId, 'Column', sheetId, 'columnId');
      return randomAccessConnection(args, connectionContext(ctx, 'row.cellHistory', { sheetId, rowId, columnId }), {
        maxPageSize: WM_MAX_PAGE_SIZE,
        fetchPage: async (page, pageSize) => {
          const result = fromIndexResult(page, await ctx.api.workManagementContent.cellHistory(sheetId, rowId, columnId, page, pageSize));
          return { ...result, items: result.items.map((entry): CellHistoryModel => ({ sheetId, entry })) };
        },
      });
    },
  },
  CellHistoryEntry: {
    columnId: ({ entry }) => String(entry.columnId),
    value: ({ entry }) => entry.value ?? null,
    displayValue: ({ entry }) => entry.displayValue ?? null,
    modifiedAt: ({ entry }) => dateTimeOrNull(entry.modifiedAt),
    modifiedBy: ({ entry }) => entry.modifiedBy ?? null,
  },
  Cell: {
    image: ({ cell }) => cell.image ?? null,
    linkInFromCell: ({ cell }) => {
      const link = cell.linkInFromCell;
      return link ? { status: link.status ?? null, sheetId: String(link.sheetId), rowId: String(link.rowId), columnId: String(link.columnId), sheetName: link.sheetName ?? null } : null;
    },
  },
  CellImage: {
    id: (image) => image.id,
    height: (image) => image.height ?? null,
    width: (image) => image.width ?? null,
    altText: (image) => image.altText ?? null,
    url: (image, _args, ctx) => ctx.loaders.workManagement.imageUrlById.load(image.id),
  },
  Query: {
    cellImageUrls: async (_root, { images }, ctx) => {
      if (images.length === 0) throw badUserInput('Give at least one image.', 'images', 1012);
      const answer = await ctx.api.workManagementContent.imageUrls(images.map((i) => ({ imageId: i.imageId, ...(i.height != null ? { height: i.height } : {}), ...(i.width != null ? { width: i.width } : {}) })));
      return {
        urlExpiresInMillis: answer.urlExpiresInMillis ?? null,
        imageUrls: answer.imageUrls.map((u) => ({ imageId: u.imageId, url: urlOrNull(u.url), errorCode: u.error?.errorCode ?? null, errorMessage: u.error?.message ?? null })),
      };
    },
  },
  Mutation: {
    uploadCellImage: async (_root, { input }, ctx) => {
      const sheetId = keyFromIdArgument(input.sheetId, 'Sheet')[0] as string;
      const rowId = childId(input.rowId, 'Row', sheetId, 'input.rowId');
      const columnId = childId(input.columnId, 'Column', sheetId, 'input.columnId');
      const upload = await input.file;
      const spooled = await spool(upload.createReadStream(), MAX_CELL_IMAGE_BYTES);
      try {
        if (spooled.size === 0) throw badUserInput('The image is empty.', 'input.file');
        const { sheet } = await sheetForWrite(ctx, sheetId);
        const result = await ctx.api.workManagementContent.uploadCellImage(
          sheetId,
          rowId,
          columnId,
          { path: spooled.path, size: spooled.size, filename: upload.filename, mimetype: upload.mimetype || '' },
          input.altText ?? null,
          input.overrideValidation === true,
        );
        return { row: result.result ? { sheetId, row: result.result, columns: sheet.columns ?? [] } : null, version: result.version ?? null };
      } finally {
        await rm(spooled.dir, { recursive: true, force: true });
      }
    },
  },
};

