// Routes of cell history (GET .../rows/{rowId}/columns/{columnId}/history, 30/min per token),
// cell images (POST .../cellimages as a simple upload) and POST /imageurls.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import { findById, PERMALINK_ROOT } from '../ids.js';
import type { StoredColumn, StoredRow, StoredSheet } from '../model.js';
import { offsetPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import { renderCell } from '../render/cells.js';
import type { WorkManagementStore } from '../store/store.js';
import { contactOf, contentState, touchSheet } from '../parsing/content-state.js';
import { renderWrittenRow } from './rows.js';
import { shownValue } from '../request/body.js';

/** How long image URLs stay valid (ms), as the vendor's mocks show. */
export const IMAGE_URL_TTL_MS = 1_800_000;

/** Width and height of PNG, GIF and JPEG images; undefined for other bytes. */
export function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'GIF')
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let i = 2; i + 9 < bytes.length;) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1]!;
      const length = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xc3)
        return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      i += 2 + length;
    }
  }
  return undefined;
}

function header(req: EmulatorRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function cellExtraRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  const locate = (
    req: EmulatorRequest,
  ): { sheet: StoredSheet; row: StoredRow; column: StoredColumn; access: string } => {
    const { sheet, access } = store.requireSheet(callerOf(store, req), req.params.sheetId);
    const row = findById(
      req.params.rowId,
      (id) => sheet.rows.find((r) => r.id === id),
      () => errors.notFound(),
    );
    const column = findById(
      req.params.columnId,
      (id) => sheet.columns.find((c) => c.id === id),
      () => errors.notFound(),
    );
    return { sheet, row, column, access };
  };
  return [
    {
      method: 'GET',
      template: '/sheets/{sheetId}/rows/{rowId}/columns/{columnId}/history',
      handler: (req) => {
        store.rateLimiter.take(req.token, 'cell-history');
        const { sheet, row, column } = locate(req);
        const query = new QueryReader(req.query, errors);
        const options = {
          level: query.int('level', 0, 0),
          include: query.flags('include'),
          excludeNonexistent: false,
          numericDates: query.bool('numericDates'),
        };
        const written = contentState(store).history.get(`${sheet.id}:${row.id}:${column.id}`);
        const versions =
          written ??
          (row.cells[column.index]?.value !== undefined
            ? [{ cell: row.cells[column.index]!, modifiedAt: row.modifiedAt, modifiedBy: row.modifiedBy }]
            : []);
        const items = [...versions].reverse().map((v) => ({
          ...renderCell(column, v.cell, options),
          modifiedAt: v.modifiedAt,
          modifiedBy: { ...v.modifiedBy },
        }));
        return { body: offsetPage(items, query) };
      },
    },
    {
      method: 'POST',
      template: '/sheets/{sheetId}/rows/{rowId}/columns/{columnId}/cellimages',
      handler: (req) => {
        const user = callerOf(store, req);
        const { sheet, row, column, access } = locate(req);
        if (!['OWNER', 'ADMIN', 'EDITOR_SHARE', 'EDITOR'].includes(access)) throw errors.forbidden();
        const disposition = header(req, 'content-disposition');
        const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
        if (!disposition || !match)
          throw errors.error(400, 1008, 'Content-Disposition with a filename is required for a simple upload.');
        if (header(req, 'content-type') === undefined)
          throw errors.error(400, 1008, 'The Content-Type header is required (it may be empty).');
        if (req.rawBody.length === 0) throw errors.error(400, 1008, 'The request body holds no image.');
        if (column.systemColumnType || ['PREDECESSOR', 'MULTI_CONTACT_LIST', 'MULTI_PICKLIST'].includes(column.type))
          throw errors.error(
            400,
            1031,
            `Images cannot be placed in a ${column.systemColumnType ?? column.type} column.`,
          );
        const fileName = decodeURIComponent(match[1]!);
        const query = new QueryReader(req.query, errors);
        const altText = query.string('altText') ?? fileName;
        const state = contentState(store);
        const id = state.imageId();
        const size = imageSize(req.rawBody);
        state.images.set(id, {
          id,
          fileName,
          contentType: header(req, 'content-type') ?? '',
          bytes: req.rawBody.length,
          ...(size ?? {}),
        });
        const image = { id, ...(size ? { height: size.height, width: size.width } : {}), altText };
        const at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
        const by = contactOf(user);
        const cell = {
          value: altText,
          displayValue: altText,
          formula: `=SYS_CELLIMAGE("${altText}","${id}",${size?.height ?? 0},${size?.width ?? 0},"${altText}")`,
          image,
        };
        state.recordHistory(sheet, row, column.id, row.cells[column.index], cell, by, at);
        row.cells[column.index] = cell;
        row.modifiedAt = at;
        row.modifiedBy = by;
        touchSheet(sheet);
        const result = renderWrittenRow(sheet, row, {
          columns: sheet.columns,
          rows: [row],
          level: 2,
          include: new Set(),
          excludeNonexistent: true,
          numericDates: false,
        });
        return { body: { message: 'SUCCESS', resultCode: 0, result, version: sheet.version } };
      },
    },
    {
      method: 'POST',
      template: '/imageurls',
      handler: (req) => {
        if (!Array.isArray(req.body) || req.body.length === 0)
          throw errors.error(
            400,
            1008,
            'Unable to parse request: the body must be a non-empty array of Image Url objects.',
          );
        const state = contentState(store);
        const imageUrls = (req.body as Array<{ imageId?: unknown; height?: unknown; width?: unknown }>).map((item) => {
          const imageId = shownValue(item?.imageId ?? '');
          if (!state.images.has(imageId)) return { imageId, error: errors.body(1006, 'Not Found') };
          const size = [
            item.width !== undefined ? `w=${Number(item.width)}` : '',
            item.height !== undefined ? `h=${Number(item.height)}` : '',
          ]
            .filter(Boolean)
            .join('&');
          return { imageId, url: `${PERMALINK_ROOT}/images/${imageId}${size ? `?${size}` : ''}` };
        });
        return { body: { urlExpiresInMillis: IMAGE_URL_TTL_MS, imageUrls } };
      },
    },
  ];
}
