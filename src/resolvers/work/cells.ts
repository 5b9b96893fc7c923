// Resolvers of cells and their structured values (predecessors, multi-contact, multi-picklist).
import { ColumnType, PredecessorType, type Resolvers } from '../../generated/resolvers-types.js';
import type { WmObjectValue } from '../../datasources/work-management/types.js';
import { idOrNull, urlOrNull } from '../values.js';
import { enumValue } from '../enums.js';

/** The GraphQL type of an upstream objectValue, by its `objectType`. */
function objectValueType(value: WmObjectValue): 'PredecessorList' | 'MultiContactValue' | 'MultiPicklistValue' | 'ContactValue' | 'OtherObjectValue' {
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
    columnId: ({ cell }) => String(cell.columnId),
    column: ({ sheetId, column }) => (column ? { sheetId, column } : null),
    columnType: ({ cell, column }, _args, ctx) => enumValue(ColumnType, cell.columnType ?? column?.type, { field: 'Cell.columnType', ctx }),
    value: ({ cell }) => cell.value ?? null,
    displayValue: ({ cell }) => cell.displayValue ?? null,
    objectValue: ({ cell }) => (cell.objectValue && typeof cell.objectValue === 'object' ? cell.objectValue : null),
    formula: ({ cell }) => cell.formula ?? null,
    format: ({ cell }) => (typeof cell.format === 'string' && cell.format !== '' ? cell.format : null),
    hyperlink: ({ cell }) =>
      cell.hyperlink
        ? {
            url: urlOrNull(cell.hyperlink.url),
            sheetId: idOrNull(cell.hyperlink.sheetId),
            reportId: idOrNull(cell.hyperlink.reportId),
            sightId: idOrNull(cell.hyperlink.sightId),
          }
        : null,
  },
  CellObjectValue: {
    __resolveType: (value) => objectValueType(value),
  },
  PredecessorList: {
    predecessors: (value, _args, ctx) =>
      list(value.predecessors).map((p) => {
        const item = p as Record<string, unknown>;
        const lag = item.lag as Record<string, unknown> | undefined;
        return {
          rowId: String(item.rowId),
          rowNumber: num(item.rowNumber),
          type: enumValue(PredecessorType, item.type, { field: 'Predecessor.type', ctx }),
          lag: lag
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
            : null,
          inCriticalPath: typeof item.inCriticalPath === 'boolean' ? item.inCriticalPath : null,
          invalid: typeof item.invalid === 'boolean' ? item.invalid : null,
        };
      }),
  },
  MultiContactValue: {
    contacts: (value) => list(value.values).filter((v): v is WmObjectValue => typeof v === 'object' && v !== null),
  },
  ContactValue: {
    email: (value) => (typeof value.email === 'string' ? value.email : null),
    name: (value) => (typeof value.name === 'string' ? value.name : null),
  },
  MultiPicklistValue: {
    values: (value) => list(value.values).map(String),
  },
  OtherObjectValue: {
    objectType: (value) => String(value.objectType ?? 'UNKNOWN'),
    raw: (value) => value,
  },
};
