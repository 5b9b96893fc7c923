// Resolvers of cells and their structured values (predecessors, multi-contact, multi-picklist), and
// the objects a cell's hyperlink and predecessors name.
import type { WmSight } from '../../datasources/work-management/containers-api.js';
import type { WmObjectValue, WmSheet } from '../../datasources/work-management/types.js';
import { ColumnType, PredecessorType, type Resolvers } from '../../generated/resolvers-types.js';
import type { RowModel } from '../../models.js';
import { enumValue } from '../enums.js';
import { idOrNull, urlOrNull } from '../values.js';
import { referenceTo } from './references.js';

/** The GraphQL type of an upstream objectValue, by its `objectType`. */
function objectValueType(
  value: WmObjectValue,
): 'PredecessorList' | 'MultiContactValue' | 'MultiPicklistValue' | 'ContactValue' | 'OtherObjectValue' {
  switch (value.objectType) {
    case 'PREDECESSOR_LIST':
      return 'PredecessorList';
    case 'MULTI_CONTACT':
      return 'MultiContactValue';
    case 'MULTI_PICKLIST':
      return 'MultiPicklistValue';
    case 'CONTACT':
      return 'ContactValue';
    default:
      return 'OtherObjectValue';
  }
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export const cellResolvers: Resolvers = {
  Cell: {
    column: ({ sheetId, column }) => (column ? { sheetId, column } : null),
    columnType: ({ cell, column }, _args, ctx) =>
      enumValue(ColumnType, cell.columnType ?? column?.type, { field: 'Cell.columnType', ctx }),
    value: ({ cell }) => cell.value ?? null,
    displayValue: ({ cell }) => cell.displayValue ?? null,
    objectValue: ({ sheetId, cell }) =>
      cell.objectValue && typeof cell.objectValue === 'object' ? { sheetId, value: cell.objectValue } : null,
    formula: ({ cell }) => cell.formula ?? null,
    format: ({ cell }) => (typeof cell.format === 'string' && cell.format !== '' ? cell.format : null),
    hyperlink: ({ cell }) => cell.hyperlink ?? null,
  },
  Hyperlink: {
    url: (link) => urlOrNull(link.url),
    sheet: (link, _args, ctx, info) => referenceTo<WmSheet>('Sheet', [link.sheetId], ctx, info),
    dashboard: (link, _args, ctx, info) => referenceTo<WmSight>('Dashboard', [link.sightId], ctx, info),
    reportId: (link) => idOrNull(link.reportId),
  },
  CellObjectValue: {
    __resolveType: ({ value }) => objectValueType(value),
  },
  PredecessorList: {
    predecessors: ({ sheetId, value }) =>
      list(value.predecessors)
        .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
        .map((predecessor) => ({ sheetId, predecessor })),
  },
  Predecessor: {
    row: ({ sheetId, predecessor }, _args, ctx, info) =>
      referenceTo<RowModel>('Row', [sheetId, predecessor.rowId as string | number | undefined], ctx, info),
    rowNumber: ({ predecessor }) => num(predecessor.rowNumber),
    type: ({ predecessor }, _args, ctx) =>
      enumValue(PredecessorType, predecessor.type, { field: 'Predecessor.type', ctx }),
    lag: ({ predecessor }) => {
      const lag = predecessor.lag as Record<string, unknown> | undefined;
      return lag
        ? {
            negative: typeof lag.negative === 'boolean' ? lag.negative : null,
            elapsed: typeof lag.elapsed === 'boolean' ? lag.elapsed : null,
            weeks: num(lag.weeks),
            days: num(lag.days),
            hours: num(lag.hours),
            minutes: num(lag.minutes),
            seconds: num(lag.seconds),
            milliseconds: num(lag.milliseconds),
          }
        : null;
    },
    inCriticalPath: ({ predecessor }) =>
      typeof predecessor.inCriticalPath === 'boolean' ? predecessor.inCriticalPath : null,
    invalid: ({ predecessor }) => (typeof predecessor.invalid === 'boolean' ? predecessor.invalid : null),
  },
  MultiContactValue: {
    contacts: ({ sheetId, value }) =>
      list(value.values)
        .filter((v): v is WmObjectValue => typeof v === 'object' && v !== null)
        .map((contact) => ({ sheetId, value: contact })),
  },
  ContactValue: {
    email: ({ value }) => (typeof value.email === 'string' ? value.email : null),
    name: ({ value }) => (typeof value.name === 'string' ? value.name : null),
  },
  MultiPicklistValue: {
    values: ({ value }) => list(value.values).map(String),
  },
  OtherObjectValue: {
    objectType: ({ value }) => String(value.objectType ?? 'UNKNOWN'),
    raw: ({ value }) => value,
  },
};
