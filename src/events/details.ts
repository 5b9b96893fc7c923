// Turns an event's raw additionalDetails into typed values by the catalog: "true"/"false" strings
// as booleans, lists in either notation, ids, timestamps, emails and enums; bad values become null.
import {
  DETAIL_ENUMS,
  EVENT_CATALOG,
  GENERIC_DETAILS_TYPE,
  detailsTypeName,
  type CatalogEntry,
  type PropertyKind,
} from './catalog.js';

/** The parent value of every details type. */
export interface EventDetailsModel {
  typeName: string;
  entry: CatalogEntry | null;
  raw: Record<string, unknown>;
}

/** The details model of an event, typed by its catalog entry or generic when the catalog does not show it. */
export function eventDetails(objectType: string, action: string, additionalDetails: unknown): EventDetailsModel {
  const raw =
    typeof additionalDetails === 'object' && additionalDetails !== null && !Array.isArray(additionalDetails)
      ? (additionalDetails as Record<string, unknown>)
      : {};
  const entry = EVENT_CATALOG.get(`${objectType} - ${action}`) ?? null;
  return { typeName: entry ? detailsTypeName(entry) : GENERIC_DETAILS_TYPE, entry, raw };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Splits "a,b", "a, b" and "[a, b]" alike. */
export function parseList(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return null;
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner === ''
    ? []
    : inner
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
}

/** Converts one raw property by its kind; a value that does not fit is null, never an error. */
export function typedValue(kind: PropertyKind, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (kind === 'List') return parseList(value);
  // The other kinds take JSON scalars; an object or an array fits none of them.
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  if (typeof kind === 'object') {
    const text = String(value);
    return DETAIL_ENUMS[kind.enum]?.values.includes(text) ? text : null;
  }
  switch (kind) {
    case 'String':
      return String(value);
    case 'ID':
      return String(value);
    case 'Boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : null;
    case 'Int': {
      const n = Number(value);
      return Number.isSafeInteger(n) ? n : null;
    }
    case 'DateTime': {
      const date = typeof value === 'boolean' ? new Date(NaN) : new Date(value);
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }
    case 'EmailAddress':
      return typeof value === 'string' && EMAIL.test(value) ? value : null;
  }
}
