// The work-management sheet-content datasource: rows, columns, automation rules, search, sheet
// version and move, cell history, cell images (streamed simple upload) and image URLs.
import { LosslessNumber } from 'lossless-json';
import Type from 'typebox';
import { answerShape, type AnswerShape, type AnswerType } from '../answer-shape.js';
import type { QueryValue } from '../rest-client.js';
import { WorkManagementClient } from './client.js';
import {
  indexResultOf,
  resultOf,
  WmColumnSchema,
  WmDoneShape,
  WmIdSchema,
  WmRowSchema,
  type WmColumn,
  type WmDone,
  type WmId,
  type WmIndexResult,
  type WmResult,
  type WmRow,
} from './types.js';
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
  cellHistory: (sheetId: WmId, rowId: WmId, columnId: WmId) =>
    restPath`/sheets/${sheetId}/rows/${rowId}/columns/${columnId}/history`,
  cellImages: (sheetId: WmId, rowId: WmId, columnId: WmId) =>
    restPath`/sheets/${sheetId}/rows/${rowId}/columns/${columnId}/cellimages`,
  imageUrls: '/imageurls',
} as const;

export type { WmResult };

const optionalText = () => Type.Optional(Type.String());
const writer = Type.Object({ name: optionalText(), email: optionalText() });

const WmAutomationRuleSchema = Type.Object({
  id: WmIdSchema,
  name: optionalText(),
  enabled: Type.Optional(Type.Boolean()),
  disabledReason: optionalText(),
  disabledReasonText: optionalText(),
  createdBy: Type.Optional(writer),
  createdAt: optionalText(),
  modifiedBy: Type.Optional(writer),
  modifiedAt: optionalText(),
  userCanModify: Type.Optional(Type.Boolean()),
  action: Type.Optional(
    Type.Unsafe<{ type?: string; [member: string]: unknown }>(Type.Object({ type: optionalText() })),
  ),
});
const AutomationRuleShape = answerShape('an automation rule', WmAutomationRuleSchema);
export type WmAutomationRule = AnswerType<typeof AutomationRuleShape>;
const AutomationRulePageShape = answerShape('a page of automation rules', indexResultOf(WmAutomationRuleSchema));
/** An update answers the rule, or the rule in a result envelope. */
const AutomationRuleUpdateShape = answerShape(
  'an automation rule or its result envelope',
  Type.Union([WmAutomationRuleSchema, resultOf(WmAutomationRuleSchema)]),
);

const SearchResultShape = answerShape(
  'search results',
  Type.Object({
    results: Type.Array(
      Type.Object({
        text: optionalText(),
        objectType: optionalText(),
        objectId: Type.Optional(WmIdSchema),
        parentObjectType: optionalText(),
        parentObjectId: Type.Optional(WmIdSchema),
        parentObjectName: optionalText(),
        contextData: Type.Optional(Type.Array(Type.String())),
        favorite: Type.Optional(Type.Boolean()),
        parentObjectFavorite: Type.Optional(Type.Boolean()),
      }),
    ),
    totalCount: Type.Optional(Type.Number()),
  }),
);
export type WmSearchResult = AnswerType<typeof SearchResultShape>;
export type WmSearchItem = WmSearchResult['results'][number];

const CellHistoryPageShape = answerShape(
  'a page of cell history',
  indexResultOf(
    Type.Object({
      columnId: WmIdSchema,
      value: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
      displayValue: optionalText(),
      modifiedAt: optionalText(),
      modifiedBy: Type.Optional(writer),
    }),
  ),
);
export type WmCellHistoryEntry = AnswerType<typeof CellHistoryPageShape>['data'][number];

const ImageUrlResultShape = answerShape(
  'image URLs',
  Type.Object({
    urlExpiresInMillis: Type.Optional(Type.Number()),
    imageUrls: Type.Array(
      Type.Object({
        imageId: Type.String(),
        url: optionalText(),
        error: Type.Optional(Type.Object({ errorCode: Type.Optional(Type.Number()), message: optionalText() })),
      }),
    ),
  }),
);
export type WmImageUrlResult = AnswerType<typeof ImageUrlResultShape>;

const ColumnShape = answerShape('a column', WmColumnSchema);
const ColumnResultShape = answerShape('a result envelope of a column', resultOf(WmColumnSchema));
const ColumnsResultShape = answerShape('a result envelope of columns', resultOf(Type.Array(WmColumnSchema)));
const RowResultShape = answerShape('a result envelope of a row', resultOf(WmRowSchema));
const RowsResultShape = answerShape('a result envelope of rows', resultOf(Type.Array(WmRowSchema)));
const SheetVersionShape = answerShape('a sheet version', Type.Object({ version: Type.Number() }));
const MovedSheetShape = answerShape(
  'a result envelope of a sheet',
  resultOf(Type.Object({ id: WmIdSchema, name: Type.String() })),
);

/** An id as an exact JSON number (ids beyond 2^53 stay exact). */
export const exactId = (id: WmId): LosslessNumber => new LosslessNumber(String(id));

export class SheetContentApi extends WorkManagementClient {
  private bucketGet<T>(
    shape: AnswerShape<T>,
    path: string,
    query: Record<string, QueryValue>,
    bucket: string,
  ): Promise<T> {
    this.ensureCredential();
    return this.request<T>({ method: 'GET', path, query, bucket, shape });
  }

  /**
   * POST /sheets/{sheetId}/rows (at most 500 rows). Its documented parameters take no `level` or
   * `include`: the answer's rows lack object values and formats, which a read of the rows brings.
   */
  addRows(sheetId: WmId, rows: unknown[], allowPartialSuccess = false): Promise<WmResult<WmRow[]>> {
    return this.send(
      RowsResultShape,
      'POST',
      SHEET_CONTENT_PATHS.rows(sheetId),
      { allowPartialSuccess: allowPartialSuccess || undefined },
      rows,
    );
  }

  /** PUT /sheets/{sheetId}/rows (at most 500 rows); answered like addRows. */
  updateRows(sheetId: WmId, rows: unknown[], allowPartialSuccess = false): Promise<WmResult<WmRow[]>> {
    return this.send(
      RowsResultShape,
      'PUT',
      SHEET_CONTENT_PATHS.rows(sheetId),
      { allowPartialSuccess: allowPartialSuccess || undefined },
      rows,
    );
  }

  /** GET /sheets/{sheetId}/columns/{columnId}. */
  getColumn(sheetId: WmId, columnId: WmId): Promise<WmColumn> {
    return this.get(ColumnShape, SHEET_CONTENT_PATHS.column(sheetId, columnId), { level: 2 });
  }

  /** POST /sheets/{sheetId}/columns: inserts one or more columns. */
  addColumns(sheetId: WmId, columns: unknown[]): Promise<WmResult<WmColumn[]>> {
    return this.send(ColumnsResultShape, 'POST', SHEET_CONTENT_PATHS.columns(sheetId), undefined, columns);
  }

  /** PUT /sheets/{sheetId}/columns/{columnId}. */
  updateColumn(sheetId: WmId, columnId: WmId, changes: Record<string, unknown>): Promise<WmResult<WmColumn>> {
    return this.send(ColumnResultShape, 'PUT', SHEET_CONTENT_PATHS.column(sheetId, columnId), undefined, changes);
  }

  /** DELETE /sheets/{sheetId}/columns/{columnId}. */
  deleteColumn(sheetId: WmId, columnId: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', SHEET_CONTENT_PATHS.column(sheetId, columnId));
  }

  /** GET /sheets/{sheetId}/version. */
  getSheetVersion(sheetId: WmId): Promise<{ version: number }> {
    return this.get(SheetVersionShape, SHEET_CONTENT_PATHS.version(sheetId));
  }

  /** POST /sheets/{sheetId}/move (`destinationType` required). */
  moveSheet(
    sheetId: WmId,
    destinationType: string,
    destinationId: WmId | null,
  ): Promise<WmResult<{ id: WmId; name: string }>> {
    return this.send(MovedSheetShape, 'POST', SHEET_CONTENT_PATHS.move(sheetId), undefined, {
      destinationType,
      ...(destinationId !== null ? { destinationId: exactId(destinationId) } : {}),
    });
  }

  /** GET /search; `favorites` adds `include=favoriteFlag`. */
  search(query: string, favorites: boolean): Promise<WmSearchResult> {
    return this.get(SearchResultShape, SHEET_CONTENT_PATHS.search, {
      query,
      include: favorites ? 'favoriteFlag' : undefined,
    });
  }

  /** GET /search/sheets/{sheetId} (its only documented parameter is `query`). */
  searchSheet(sheetId: WmId, query: string): Promise<WmSearchResult> {
    return this.get(SearchResultShape, SHEET_CONTENT_PATHS.searchSheet(sheetId), { query });
  }

  /** GET /sheets/{sheetId}/automationrules: one offset page. */
  listAutomationRules(sheetId: WmId, page: number, pageSize: number): Promise<WmIndexResult<WmAutomationRule>> {
    return this.get(AutomationRulePageShape, SHEET_CONTENT_PATHS.automationRules(sheetId), { page, pageSize });
  }

  /** GET /sheets/{sheetId}/automationrules/{automationRuleId}. */
  getAutomationRule(sheetId: WmId, ruleId: WmId): Promise<WmAutomationRule> {
    return this.get(AutomationRuleShape, SHEET_CONTENT_PATHS.automationRule(sheetId, ruleId));
  }

  /** PUT /sheets/{sheetId}/automationrules/{automationRuleId}; the body carries `action.type`. */
  updateAutomationRule(
    sheetId: WmId,
    ruleId: WmId,
    changes: Record<string, unknown>,
  ): Promise<WmAutomationRule | WmResult<WmAutomationRule>> {
    return this.send(
      AutomationRuleUpdateShape,
      'PUT',
      SHEET_CONTENT_PATHS.automationRule(sheetId, ruleId),
      undefined,
      changes,
    );
  }

  /** DELETE /sheets/{sheetId}/automationrules/{automationRuleId}. */
  deleteAutomationRule(sheetId: WmId, ruleId: WmId): Promise<WmDone> {
    return this.send(WmDoneShape, 'DELETE', SHEET_CONTENT_PATHS.automationRule(sheetId, ruleId));
  }

  /** GET .../history: one offset page, paced in the 30-per-minute cell-history bucket. */
  cellHistory(
    sheetId: WmId,
    rowId: WmId,
    columnId: WmId,
    page: number,
    pageSize: number,
  ): Promise<WmIndexResult<WmCellHistoryEntry>> {
    return this.bucketGet(
      CellHistoryPageShape,
      SHEET_CONTENT_PATHS.cellHistory(sheetId, rowId, columnId),
      { page, pageSize, level: 2 },
      'cell-history',
    );
  }

  /** POST /imageurls: URLs of cell images. */
  imageUrls(images: Array<{ imageId: string; height?: number; width?: number }>): Promise<WmImageUrlResult> {
    return this.send(ImageUrlResultShape, 'POST', SHEET_CONTENT_PATHS.imageUrls, undefined, images, true);
  }

  /**
   * POST .../cellimages as a simple upload: the file is streamed with Content-Disposition,
   * Content-Length and Content-Type. A write: never retried.
   */
  uploadCellImage(
    sheetId: WmId,
    rowId: WmId,
    columnId: WmId,
    file: UploadSource,
    altText: string | null,
    overrideValidation: boolean,
  ): Promise<WmResult<WmRow>> {
    this.ensureCredential();
    return this.request({
      method: 'POST',
      shape: RowResultShape,
      path: SHEET_CONTENT_PATHS.cellImages(sheetId, rowId, columnId),
      query: { altText: altText ?? undefined, overrideValidation: overrideValidation ? true : undefined },
      upload: {
        headers: {
          'content-type': file.contentType,
          'content-length': String(file.size),
          'content-disposition': `attachment; filename="${encodeURIComponent(file.filename)}"`,
        },
        writeTo: async (sink) => {
          for await (const chunk of file.open()) await sink(chunk as Buffer);
        },
      },
    });
  }
}
