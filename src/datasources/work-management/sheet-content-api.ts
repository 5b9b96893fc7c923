// The work-management sheet-content datasource: rows, columns, automation rules, search, sheet
// version and move, cell history, cell images (streamed simple upload) and image URLs.
import got from 'got';
import { LosslessNumber } from 'lossless-json';
import type { QueryValue } from '../rest-client.js';
import { WorkManagementClient } from './client.js';
import type { WmColumn, WmId, WmIndexResult, WmRow } from './types.js';
import { restPath } from '../path.js';
import type { UploadSource } from '../upload-source.js';

/** Backend paths of this class, in one table so that a deployment could map them. */
export const SHEET_CONTENT_PATHS = {
  rows: (sheetId: WmId) => restPath`/sheets/${sheetId}/rows`,
  columns: (sheetId: WmId) => restPath`/sheets/${sheetId}/columns`,
  column: (sheetId: WmId, columnId: WmId) => restPath`/sheets/${sheetId}/columns/${columnId}`,
  version: (sheetId: WmId) => restPath`/sheets/${sheetId}/version`,
  move: (sheetId: WmId) => restPath`/sheets/${sheetId}/move`,
  search: '/search',
  searchSheet: (sheetId: WmId) => restPath`/search/sheets/${sheetId}`,
  automationRules: (sheetId: WmId) => restPath`/sheets/${sheetId}/automationrules`,
  automationRule: (sheetId: WmId, ruleId: WmId) => restPath`/sheets/${sheetId}/automationrules/${ruleId}`,
  cellHistory: (sheetId: WmId, rowId: WmId, columnId: WmId) => restPath`/sheets/${sheetId}/rows/${rowId}/columns/${columnId}/history`,
  cellImages: (sheetId: WmId, rowId: WmId, columnId: WmId) => restPath`/sheets/${sheetId}/rows/${rowId}/columns/${columnId}/cellimages`,
  imageUrls: '/imageurls',
} as const;

/** The mutation envelope (backends.md 1.1). */
export interface WmResult<T> {
  message: 'SUCCESS' | 'PARTIAL_SUCCESS' | string;
  resultCode: number;
  result?: T;
  version?: number;
  failedItems?: Array<{ index: number; rowId?: WmId; error: { errorCode?: number; message?: string; refId?: string } }>;
}

export interface WmAutomationRule {
  id: WmId;
  name?: string;
  enabled?: boolean;
  disabledReason?: string;
  disabledReasonText?: string;
  createdBy?: { name?: string; email?: string };
  createdAt?: string;
  modifiedBy?: { name?: string; email?: string };
  modifiedAt?: string;
  userCanModify?: boolean;
  action?: Record<string, unknown> & { type?: string };
}

export interface WmSearchItem {
  text?: string;
  objectType?: string;
  objectId?: WmId;
  parentObjectType?: string;
  parentObjectId?: WmId;
  parentObjectName?: string;
  contextData?: string[];
  favorite?: boolean;
  parentObjectFavorite?: boolean;
}

export interface WmSearchResult {
  results: WmSearchItem[];
  totalCount?: number;
}

export interface WmCellHistoryEntry {
  columnId: WmId;
  value?: string | number | boolean;
  displayValue?: string;
  modifiedAt?: string;
  modifiedBy?: { name?: string; email?: string };
}

export interface WmImageUrlResult {
  urlExpiresInMillis?: number;
  imageUrls: Array<{ imageId: string; url?: string; error?: { errorCode?: number; message?: string } }>;
}

/** An id as an exact JSON number (ids beyond 2^53 stay exact). */
export const exactId = (id: WmId): LosslessNumber => new LosslessNumber(String(id));

export class SheetContentApi extends WorkManagementClient {
  private bucketGet<T>(path: string, query: Record<string, QueryValue>, bucket: string): Promise<T> {
    this.ensureCredential();
    return this.request<T>({ method: 'GET', path, query, bucket });
  }

  /**
   * POST /sheets/{sheetId}/rows (at most 500 rows). Its documented parameters take no `level` or
   * `include`: the answer's rows lack object values and formats, which a read of the rows brings.
   */
  addRows(sheetId: WmId, rows: unknown[], allowPartialSuccess = false): Promise<WmResult<WmRow[]>> {
    return this.send('POST', SHEET_CONTENT_PATHS.rows(sheetId), { allowPartialSuccess: allowPartialSuccess || undefined }, rows);
  }

  /** PUT /sheets/{sheetId}/rows (at most 500 rows); answered like addRows. */
  updateRows(sheetId: WmId, rows: unknown[], allowPartialSuccess = false): Promise<WmResult<WmRow[]>> {
    return this.send('PUT', SHEET_CONTENT_PATHS.rows(sheetId), { allowPartialSuccess: allowPartialSuccess || undefined }, rows);
  }

  /** GET /sheets/{sheetId}/columns/{columnId}. */
  getColumn(sheetId: WmId, columnId: WmId): Promise<WmColumn> {
    return this.get(SHEET_CONTENT_PATHS.column(sheetId, columnId), { level: 2 });
  }

  /** POST /sheets/{sheetId}/columns: inserts one or more columns. */
  addColumns(sheetId: WmId, columns: unknown[]): Promise<WmResult<WmColumn[]>> {
    return this.send('POST', SHEET_CONTENT_PATHS.columns(sheetId), undefined, columns);
  }

  /** PUT /sheets/{sheetId}/columns/{columnId}. */
  updateColumn(sheetId: WmId, columnId: WmId, changes: Record<string, unknown>): Promise<WmResult<WmColumn>> {
    return this.send('PUT', SHEET_CONTENT_PATHS.column(sheetId, columnId), undefined, changes);
  }

  /** DELETE /sheets/{sheetId}/columns/{columnId}. */
  deleteColumn(sheetId: WmId, columnId: WmId): Promise<WmResult<never>> {
    return this.send('DELETE', SHEET_CONTENT_PATHS.column(sheetId, columnId));
  }

  /** GET /sheets/{sheetId}/version. */
  getSheetVersion(sheetId: WmId): Promise<{ version: number }> {
    return this.get(SHEET_CONTENT_PATHS.version(sheetId));
  }

  /** POST /sheets/{sheetId}/move (`destinationType` required). */
  moveSheet(sheetId: WmId, destinationType: string, destinationId: WmId | null): Promise<WmResult<{ id: WmId; name: string }>> {
    return this.send('POST', SHEET_CONTENT_PATHS.move(sheetId), undefined, { destinationType, ...(destinationId !== null ? { destinationId: exactId(destinationId) } : {}) });
  }

  /** GET /search; `favorites` adds `include=favoriteFlag`. */
  search(query: string, favorites: boolean): Promise<WmSearchResult> {
    return this.get(SHEET_CONTENT_PATHS.search, { query, include: favorites ? 'favoriteFlag' : undefined });
  }

  /** GET /search/sheets/{sheetId} (its only documented parameter is `query`). */
  searchSheet(sheetId: WmId, query: string): Promise<WmSearchResult> {
    return this.get(SHEET_CONTENT_PATHS.searchSheet(sheetId), { query });
  }

  /** GET /sheets/{sheetId}/automationrules: one offset page. */
  listAutomationRules(sheetId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmAutomationRule>> {
    return this.get(SHEET_CONTENT_PATHS.automationRules(sheetId), { page, pageSize });
  }

  /** GET /sheets/{sheetId}/automationrules/{automationRuleId}. */
  getAutomationRule(sheetId: WmId, ruleId: WmId): Promise<WmAutomationRule> {
    return this.get(SHEET_CONTENT_PATHS.automationRule(sheetId, ruleId));
  }

  /** PUT /sheets/{sheetId}/automationrules/{automationRuleId}; the body carries `action.type`. */
  updateAutomationRule(sheetId: WmId, ruleId: WmId, changes: Record<string, unknown>): Promise<WmAutomationRule | WmResult<WmAutomationRule>> {
    return this.send('PUT', SHEET_CONTENT_PATHS.automationRule(sheetId, ruleId), undefined, changes);
  }

  /** DELETE /sheets/{sheetId}/automationrules/{automationRuleId}. */
  deleteAutomationRule(sheetId: WmId, ruleId: WmId): Promise<WmResult<never>> {
    return this.send('DELETE', SHEET_CONTENT_PATHS.automationRule(sheetId, ruleId));
  }

  /** GET .../history: one offset page, paced in the 30-per-minute cell-history bucket. */
  cellHistory(sheetId: WmId, rowId: WmId, columnId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmCellHistoryEntry>> {
    return this.bucketGet(SHEET_CONTENT_PATHS.cellHistory(sheetId, rowId, columnId), { page, pageSize, level: 2 }, 'cell-history');
  }

  /** POST /imageurls: URLs of cell images. */
  imageUrls(images: Array<{ imageId: string; height?: number; width?: number }>): Promise<WmImageUrlResult> {
    return this.send('POST', SHEET_CONTENT_PATHS.imageUrls, undefined, images, true);
  }

  /**
   * POST .../cellimages as a simple upload: the file is streamed with Content-Disposition,
   * Content-Length and Content-Type. A write: never retried.
   */
  uploadCellImage(sheetId: WmId, rowId: WmId, columnId: WmId, file: UploadSource, altText: string | null, overrideValidation: boolean): Promise<WmResult<WmRow>> {
    this.ensureCredential();
    return this.request<WmResult<WmRow>>({
      method: 'POST',
      path: SHEET_CONTENT_PATHS.cellImages(sheetId, rowId, columnId),
      query: { altText: altText ?? undefined, overrideValidation: overrideValidation ? true : undefined },
      transport: async (url, headers, timeoutMs) => {
        const response = await got.post(url, {
          body: file.open(),
          headers: {
            ...headers,
            'content-type': file.contentType,
            'content-length': String(file.size),
            'content-disposition': `attachment; filename="${encodeURIComponent(file.filename)}"`,
          },
          timeout: { request: timeoutMs },
          retry: { limit: 0 },
          throwHttpErrors: false,
          responseType: 'text',
        });
        return { statusCode: response.statusCode, headers: response.headers, body: response.body };
      },
    });
  }
}
