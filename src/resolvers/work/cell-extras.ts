// Resolvers of cell extras: a row cell's history (paced at 30 per minute), cell images and incoming
// links on cells (the source sheet, row and column as objects), image URLs (one batched `POST /imageurls` per request), and the cell image upload.
import { badUserInput } from '../../graphql-errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { WmSheet } from '../../datasources/work-management/types.js';
import type { CellHistoryModel, ColumnModel, RowModel } from '../../models.js';
import { readChildId, readId } from '../../relay/global-id.js';
import { workManagementPagedConnection } from '../connections.js';
import { measureUpload, type UploadRules } from '../file-uploads.js';
import { dateTimeOrNull, urlOrNull } from '../values.js';
import { WM_MAX_UPLOAD_BYTES } from './attachments.js';
import { withMutationUserErrors } from '../user-errors.js';
import { sheetAfterWrite, sheetForWrite } from './sheet-writes.js';
import { referenceTo } from './references.js';
import { userOfContact } from './user-references.js';

/** A cell image: at most Document 1's 30 MB for every file upload (1074 past it). */
const CELL_IMAGE: UploadRules = {
  field: 'input.file',
  maxBytes: {
    bytes: WM_MAX_UPLOAD_BYTES,
    refusal: () =>
      badUserInput(
        `The image is larger than the service's ${WM_MAX_UPLOAD_BYTES / 1024 / 1024} MB upload limit.`,
        'input.file',
        1074,
      ),
  },
};

export const cellExtraResolvers: Resolvers = withMutationUserErrors({
  Row: {
    cellHistory: ({ sheetId, row, columns }, args, ctx) => {
      const rowId = String(row.id);
      const columnId = readChildId(args.columnId, 'Column', sheetId, 'columnId');
      const column = columns.find((c) => String(c.id) === columnId) ?? null;
      return workManagementPagedConnection(ctx, args, {
        list: 'row.cellHistory',
        shape: { sheetId, rowId, columnId },
        fetch: (page, pageSize) => ctx.api.workManagementContent.cellHistory(sheetId, rowId, columnId, page, pageSize),
        item: (entry): CellHistoryModel => ({ sheetId, column, entry }),
      });
    },
  },
  CellHistoryEntry: {
    // The history's column, from the row's sheet read when it holds it.
    column: ({ sheetId, column, entry }, _args, ctx, info) =>
      column ? { sheetId, column } : referenceTo<ColumnModel>('Column', [sheetId, entry.columnId], ctx, info),
    value: ({ entry }) => entry.value ?? null,
    displayValue: ({ entry }) => entry.displayValue ?? null,
    modifiedAt: ({ entry }) => dateTimeOrNull(entry.modifiedAt),
    modifiedBy: ({ entry }, _args, ctx, info) => userOfContact(entry.modifiedBy, ctx, info),
  },
  Cell: {
    image: ({ cell }) => cell.image ?? null,
    linkInFromCell: ({ cell }) => cell.linkInFromCell ?? null,
  },
  CellLink: {
    status: (link) => link.status ?? null,
    sheet: (link, _args, ctx, info) => referenceTo<WmSheet>('Sheet', [link.sheetId], ctx, info),
    row: (link, _args, ctx, info) => referenceTo<RowModel>('Row', [link.sheetId, link.rowId], ctx, info),
    column: (link, _args, ctx, info) => referenceTo<ColumnModel>('Column', [link.sheetId, link.columnId], ctx, info),
    sheetName: (link) => link.sheetName ?? null,
  },
  CellImage: {
    backendId: (image) => image.id,
    height: (image) => image.height ?? null,
    width: (image) => image.width ?? null,
    altText: (image) => image.altText ?? null,
    url: (image, _args, ctx) => ctx.loaders.workManagement.imageUrlById.load(image.id),
  },
  Query: {
    cellImageUrls: async (_root, { images }, ctx) => {
      if (images.length === 0) throw badUserInput('Give at least one image.', 'images', 1012);
      const answer = await ctx.api.workManagementContent.imageUrls(
        images.map((i) => ({
          imageId: i.imageId,
          ...(i.height != null ? { height: i.height } : {}),
          ...(i.width != null ? { width: i.width } : {}),
        })),
      );
      return {
        urlExpiresInMillis: answer.urlExpiresInMillis ?? null,
        imageUrls: answer.imageUrls.map((u) => ({
          imageId: u.imageId,
          url: urlOrNull(u.url),
          errorCode: u.error?.errorCode ?? null,
          errorMessage: u.error?.message ?? null,
        })),
      };
    },
  },
  Mutation: {
    uploadCellImage: async (_root, { input }, ctx) => {
      const sheetId = readId(input.sheetId, 'Sheet', 'input.sheetId');
      const rowId = readChildId(input.rowId, 'Row', sheetId, 'input.rowId');
      const columnId = readChildId(input.columnId, 'Column', sheetId, 'input.columnId');
      const file = await measureUpload(input.file, CELL_IMAGE);
      if (file.size === 0) throw badUserInput('The image is empty.', 'input.file');
      const { sheet } = await sheetForWrite(ctx, sheetId);
      const result = await ctx.api.workManagementContent.uploadCellImage(
        sheetId,
        rowId,
        columnId,
        file,
        input.altText ?? null,
        input.overrideValidation === true,
      );
      return {
        row: result.result ? { sheetId, row: result.result, columns: sheet.columns ?? [] } : null,
        sheet: sheetAfterWrite(ctx, sheet, result.version),
        userErrors: [],
      };
    },
  },
});
