// Resolvers of the work-management domain: sheets, rows, columns, cells.
import type { GatewayContext } from '../../context.js';
import { WM_MAX_ROWS_PER_READ } from '../../datasources/work-management/api.js';
import type { WmColumn, WmSheet } from '../../datasources/work-management/types.js';
import { UpstreamError } from '../../errors.js';
import type { CellModel, ColumnModel, RowModel } from '../../models.js';
import type { ConnectionArgs, CountedConnection } from '../../relay/connection.js';
import { readId, toGlobalId } from '../../relay/global-id.js';
import {
  SharingAccessLevel,
  ColumnSymbol,
  ColumnType,
  type Resolvers,
  SystemColumnType,
} from '../../generated/resolvers-types.js';
import { numberedConnection, wholeListConnection, workManagementPagedConnection } from '../connections.js';
import { selectedFieldNames, selectedFieldNodes } from '../selection.js';
import {
  getArgumentValues,
  getNamedType,
  GraphQLObjectType,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
} from 'graphql';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { fromFullRead, fullSheet } from './full-reads.js';
import { dateTimeOrNull, urlOrNull } from '../values.js';
import { enumValue } from '../enums.js';
import { referenceTo } from './references.js';
import { userOfContact, userOfOwner } from './user-references.js';

/**
 * The `first` of a `rows(first: N)` selected without other paging arguments, when the rows page
 * a connection would read for it is page 1 of size N (N within the backend's page size); else null.
 */
function firstPageAsked(info: GraphQLResolveInfo): number | null {
  const sheetType = getNamedType(info.returnType);
  if (!(sheetType instanceof GraphQLObjectType)) return null;
  const rowsField = sheetType.getFields().rows;
  const nodes = info.fieldNodes.flatMap((n) =>
    (n.selectionSet?.selections ?? []).filter((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'rows'),
  );
  if (!rowsField || nodes.length !== 1) return null;
  const args = getArgumentValues(rowsField, nodes[0] as FieldNode, info.variableValues) as {
    first?: number | null;
    after?: unknown;
    last?: unknown;
    before?: unknown;
  };
  if (args.after != null || args.last != null || args.before != null || typeof args.first !== 'number') return null;
  return args.first > 0 && args.first <= WM_MAX_ROWS_PER_READ ? args.first : null;
}

/** Sheet fields answered from the sheet id alone. */
const ID_ONLY_FIELDS = new Set(['__typename', 'id', 'backendId', 'rows', 'events', 'assets', 'project']);

/**
 * A sheet's rows connection. Its pages come from the request's sheet read plan: those read ahead
 * for `sheet` when there are, or (with `readAhead`) read now and kept for the rows field to take.
 */
function rowsConnection(
  sheet: WmSheet,
  args: ConnectionArgs,
  ctx: GatewayContext,
  readAhead = false,
): Promise<CountedConnection<RowModel>> {
  const sheetId = String(sheet.id);
  const { sheetReads } = ctx.loaders.workManagement;
  return numberedConnection(
    ctx,
    args,
    { list: 'sheet.rows', shape: { sheetId } },
    {
      maxPageSize: WM_MAX_ROWS_PER_READ,
      fetchPage: async (page, pageSize) => {
        const window = { page, pageSize };
        const read = await (readAhead ? sheetReads.readAhead(sheet, window) : sheetReads.rowsPage(sheet, window));
        const total = read.totalRowCount ?? null;
        const beyond = total !== null && (page - 1) * pageSize >= total;
        const columns = read.columns ?? [];
        return {
          items: beyond ? [] : (read.rows ?? []).map((row) => ({ sheetId, row, columns })),
          total,
          hasNext: null,
        };
      },
    },
  );
}

/**
 * A sheet of which only fields known from its id are selected: still null when it does not exist,
 * for one upstream call. With one `rows` field selected, the pages that field will show are read
 * now and tell (the rows field then takes them from the read plan); otherwise the sheet itself is read.
 */
async function sheetFromIdOrNull(
  ctx: GatewayContext,
  sheetId: string,
  info: GraphQLResolveInfo,
): Promise<WmSheet | null> {
  const sheet = { id: sheetId, name: '' } as WmSheet;
  const rowsNodes = selectedFieldNodes(info, 'rows');
  const rowsField = (getNamedType(info.returnType) as GraphQLObjectType).getFields().rows;
  if (rowsNodes.length === 1 && rowsField) {
    const args = getArgumentValues(rowsField, rowsNodes[0] as FieldNode, info.variableValues) as ConnectionArgs;
    try {
      await rowsConnection(sheet, args, ctx, true);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
    }
    // A rows page was read: the sheet exists (any other failure is the rows field's to report).
    if (ctx.loaders.workManagement.sheetReads.hasReadAhead(sheet)) return sheet;
  }
  return (await loadSheet(ctx, sheetId)) ? sheet : null;
}

/** Loads a sheet's metadata and columns, or null. */
function loadSheet(ctx: GatewayContext, sheetId: string): Promise<WmSheet | null> {
  return ctx.loaders.workManagement.sheetById.load(sheetId);
}

function columnModels(sheetId: string, columns: WmColumn[] | undefined): ColumnModel[] {
  return (columns ?? []).map((column) => ({ sheetId, column }));
}

export const workResolvers: Resolvers = {
  Query: {
    sheets: (_root, args, ctx) =>
      workManagementPagedConnection(ctx, args, {
        list: 'sheets',
        fetch: (page, pageSize) => ctx.api.workManagement.listSheets(page, pageSize),
      }),
    sheet: async (_root, { id }, ctx, info) => {
      const sheetId = readId(id, 'Sheet', 'id');
      // Rows, events and joins need only the id: a read of the sheet itself would be wasted (its rows
      // page carries the sheet anyway). A sheet that does not exist then fails in those fields.
      const needsSheet = [...selectedFieldNames(info)].some((name) => !ID_ONLY_FIELDS.has(name));
      if (!needsSheet) return sheetFromIdOrNull(ctx, sheetId, info);
      // Fields of the sheet and its first rows page together: one read answers both.
      const first = firstPageAsked(info);
      if (first === null) return loadSheet(ctx, sheetId);
      const window = { page: 1, pageSize: first };
      const { sheetReads, sheetById } = ctx.loaders.workManagement;
      const read = await nullIfNotFound(() => sheetReads.read(sheetId, window));
      if (read) {
        sheetReads.keep(read, window);
        sheetById.prime(sheetId, read);
      }
      return read;
    },
  },

  Sheet: {
    id: (sheet) => toGlobalId('Sheet', sheet.id),
    backendId: (sheet) => String(sheet.id),
    // A sheet a write answered holds its id and version: the rest comes from a read made after the write.
    name: async (sheet, _args, ctx) => (await fullSheet(sheet, 'name', ctx)).name,
    accessLevel: async (sheet, _args, ctx) =>
      enumValue(SharingAccessLevel, (await fullSheet(sheet, 'accessLevel', ctx)).accessLevel, {
        field: 'Sheet.accessLevel',
        ctx,
      }),
    permalink: async (sheet, _args, ctx) => urlOrNull((await fullSheet(sheet, 'permalink', ctx)).permalink),
    createdAt: async (sheet, _args, ctx) => dateTimeOrNull((await fullSheet(sheet, 'createdAt', ctx)).createdAt),
    modifiedAt: async (sheet, _args, ctx) => dateTimeOrNull((await fullSheet(sheet, 'modifiedAt', ctx)).modifiedAt),
    owner: async (sheet, _args, ctx, info) => {
      const full =
        sheet.owner !== undefined || sheet.ownerId !== undefined ? sheet : await fullSheet(sheet, 'ownerId', ctx);
      return userOfOwner(full.owner, full.ownerId, ctx, info);
    },
    // List items lack these; the sheet read has them.
    workspace: async (sheet, _args, ctx) => {
      const { workspace } = await fullSheet(sheet, 'workspace', ctx);
      return workspace ? { id: workspace.id, name: workspace.name } : null;
    },
    totalRowCount: async (sheet, _args, ctx) => (await fullSheet(sheet, 'totalRowCount', ctx)).totalRowCount ?? null,
    // The columns come with the sheet's own read: pages of them cost no call of their own.
    columns: (sheet, args, ctx) =>
      wholeListConnection(ctx, args, { list: 'sheet.columns', shape: { sheetId: String(sheet.id) } }, async () =>
        columnModels(String(sheet.id), (await fullSheet(sheet, 'columns', ctx)).columns),
      ),
    ...fromFullRead(fullSheet, ['version', 'ganttEnabled', 'dependenciesEnabled', 'readOnly', 'favorite'] as const),
    // Pages read ahead for this sheet (by Query.sheet) are taken from the read plan, not read again.
    rows: (sheet, args, ctx) => rowsConnection(sheet, args, ctx),
  },

  Row: {
    id: ({ sheetId, row }) => toGlobalId('Row', sheetId, row.id),
    backendId: ({ row }) => String(row.id),
    sheet: ({ sheetId }, _args, ctx) => loadSheet(ctx, sheetId),
    rowNumber: ({ row }) => row.rowNumber ?? null,
    parent: ({ sheetId, row }, _args, ctx, info) => referenceTo<RowModel>('Row', [sheetId, row.parentId], ctx, info),
    expanded: ({ row }) => row.expanded ?? null,
    cells: ({ sheetId, row, columns }): CellModel[] => {
      const byId = new Map(columns.map((c) => [String(c.id), c]));
      return (row.cells ?? []).map((cell) => ({ sheetId, cell, column: byId.get(String(cell.columnId)) ?? null }));
    },
    createdAt: ({ row }) => dateTimeOrNull(row.createdAt),
    createdBy: ({ row }, _args, ctx, info) => userOfContact(row.createdBy, ctx, info),
    modifiedAt: ({ row }) => dateTimeOrNull(row.modifiedAt),
    modifiedBy: ({ row }, _args, ctx, info) => userOfContact(row.modifiedBy, ctx, info),
    locked: ({ row }) => row.locked ?? null,
    lockedForUser: ({ row }) => row.lockedForUser ?? null,
    permalink: ({ row }) => urlOrNull(row.permalink ?? row.permaLink),
    version: ({ row }) => row.version ?? null,
  },

  Column: {
    id: ({ sheetId, column }) => toGlobalId('Column', sheetId, column.id),
    backendId: ({ column }) => String(column.id),
    sheet: ({ sheetId }, _args, ctx) => loadSheet(ctx, sheetId),
    index: ({ column }) => column.index,
    title: ({ column }) => column.title,
    type: ({ column }, _args, ctx) =>
      enumValue(ColumnType, column.type, { field: 'Column.type', ctx }) ?? ColumnType.TextNumber,
    primary: ({ column }) => column.primary === true,
    options: ({ column }) => column.options ?? null,
    symbol: ({ column }, _args, ctx) => enumValue(ColumnSymbol, column.symbol, { field: 'Column.symbol', ctx }),
    systemColumnType: ({ column }, _args, ctx) =>
      enumValue(SystemColumnType, column.systemColumnType, { field: 'Column.systemColumnType', ctx }),
    autoNumberFormat: ({ column }) => column.autoNumberFormat ?? null,
    contactOptions: ({ column }) => column.contactOptions ?? null,
    description: ({ column }) => column.description ?? null,
    formula: ({ column }) => column.formula ?? null,
    hidden: ({ column }) => column.hidden ?? null,
    locked: ({ column }) => column.locked ?? null,
    lockedForUser: ({ column }) => column.lockedForUser ?? null,
    validation: ({ column }) => column.validation ?? null,
    version: ({ column }) => column.version ?? null,
    width: ({ column }) => column.width ?? null,
  },
};
