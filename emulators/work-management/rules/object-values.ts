// objectValue, always parsed strictly (Document 1): a PREDECESSOR_LIST for predecessor columns,
// MULTI_CONTACT and MULTI_PICKLIST for the multi columns, CONTACT for contact lists, DURATION for
// durations, a plain value for the other types. 1131 for an objectType the column does not take,
// 1042 for content strict parsing refuses, 1034 for a predecessor row that is not in the sheet.
import type { ColumnType, StoredColumn } from '../model.js';
import { isJsonNumber } from './exact-number.js';
import { parseCellValue, strictFailure, type ParsedValue } from './cell-parsing.js';
import { refuse, isRefusal, type Refusal } from './refusal.js';
import { DURATION_PARTS, isEmail, partsDays, partsText } from './text-values.js';
import { idOf } from '../ids.js';

const PREDECESSOR_TYPES = ['FS', 'SS', 'FF', 'SF'] as const;
export type PredecessorType = (typeof PREDECESSOR_TYPES)[number];

export interface PredecessorInput {
  rowId: bigint;
  type: PredecessorType;
  /** The lag's parts as written (weeks, days, ... and `negative`). */
  lag?: Record<string, number | boolean>;
}

export type ParsedObjectValue =
  | { kind: 'predecessors'; predecessors: PredecessorInput[] }
  | { kind: 'contacts'; contacts: Array<{ email: string; name?: string }> }
  | { kind: 'picks'; values: string[] }
  /** A CONTACT, DURATION or plain objectValue: parsed like a strict value (a contact may bring its name). */
  | { kind: 'value'; parsed: ParsedValue; name?: string };

const OBJECT_TYPE_OF: Partial<Record<ColumnType, string>> = {
  PREDECESSOR: 'PREDECESSOR_LIST',
  MULTI_CONTACT_LIST: 'MULTI_CONTACT',
  MULTI_PICKLIST: 'MULTI_PICKLIST',
  CONTACT_LIST: 'CONTACT',
  DURATION: 'DURATION',
};

function wrongType(column: StoredColumn): Refusal {
  const allowed = OBJECT_TYPE_OF[column.type] ?? 'STRING, NUMBER, BOOLEAN';
  return refuse(
    1131,
    `cell.objectValue for column ${column.id} was of the wrong object type. Allowed types: ${allowed}.`,
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isJsonNumber(v);

/** Duration parts: non-negative numbers, `negative`/`elapsed` booleans, nothing else. */
function durationParts(value: unknown): Record<string, number | boolean> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, number | boolean> = {};
  for (const [key, part] of Object.entries(value)) {
    if (key === 'objectType') {
      if (part !== 'DURATION') return undefined;
    } else if (key === 'negative' || key === 'elapsed') {
      if (typeof part !== 'boolean') return undefined;
      if (part) out[key] = true;
    } else if ((DURATION_PARTS as string[]).includes(key)) {
      if (typeof part !== 'number' || !Number.isFinite(part) || part < 0) return undefined;
      out[key] = part;
    } else return undefined;
  }
  return out;
}

function predecessorList(
  column: StoredColumn,
  ov: Record<string, unknown>,
  rowIds: ReadonlySet<bigint>,
): ParsedObjectValue | Refusal {
  if (!Array.isArray(ov.predecessors)) return strictFailure(column, JSON.stringify(ov));
  const predecessors: PredecessorInput[] = [];
  for (const item of ov.predecessors) {
    if (
      !isObject(item) ||
      typeof item.type !== 'string' ||
      !(PREDECESSOR_TYPES as readonly string[]).includes(item.type)
    )
      return strictFailure(column, 'predecessors');
    const rowId = idOf(item.rowId);
    if (rowId === undefined || !rowIds.has(rowId)) return refuse(1034, 'Invalid Row Id.');
    const predecessor: PredecessorInput = { rowId, type: item.type as PredecessorType };
    if (item.lag !== undefined && item.lag !== null) {
      const lag = durationParts(item.lag);
      if (!lag) return strictFailure(column, 'lag');
      predecessor.lag = lag;
    }
    predecessors.push(predecessor);
  }
  return { kind: 'predecessors', predecessors };
}

/** Parses an objectValue for the column; `rowIds` are the rows of the sheet (for predecessors). */
export function parseObjectValue(
  column: StoredColumn,
  objectValue: unknown,
  rowIds: ReadonlySet<bigint>,
): ParsedObjectValue | Refusal {
  const expected = OBJECT_TYPE_OF[column.type];
  if (!isObject(objectValue)) {
    if (
      Array.isArray(objectValue) ||
      expected === 'PREDECESSOR_LIST' ||
      expected === 'MULTI_CONTACT' ||
      expected === 'MULTI_PICKLIST'
    )
      return wrongType(column);
    const parsed = parseCellValue(column, objectValue, { strict: true, numericDates: false });
    return isRefusal(parsed) ? parsed : { kind: 'value', parsed };
  }
  const objectType = objectValue.objectType ?? expected;
  if (expected === undefined || objectType !== expected) return wrongType(column);
  switch (objectType) {
    case 'PREDECESSOR_LIST':
      return predecessorList(column, objectValue, rowIds);
    case 'MULTI_CONTACT': {
      if (!Array.isArray(objectValue.values)) return strictFailure(column, 'values');
      const contacts: Array<{ email: string; name?: string }> = [];
      for (const item of objectValue.values) {
        if (
          !isObject(item) ||
          (item.objectType ?? 'CONTACT') !== 'CONTACT' ||
          typeof item.email !== 'string' ||
          !isEmail(item.email.trim())
        )
          return strictFailure(column, JSON.stringify(item));
        if (item.name !== undefined && item.name !== null && typeof item.name !== 'string')
          return strictFailure(column, 'name');
        contacts.push({
          email: item.email.trim(),
          ...(typeof item.name === 'string' && item.name !== '' ? { name: item.name } : {}),
        });
      }
      return { kind: 'contacts', contacts };
    }
    case 'MULTI_PICKLIST': {
      const values = objectValue.values;
      const options = column.options ?? [];
      if (!Array.isArray(values) || values.some((v) => typeof v !== 'string' || !options.includes(v)))
        return strictFailure(column, JSON.stringify(values));
      return { kind: 'picks', values: values as string[] };
    }
    case 'CONTACT': {
      if (typeof objectValue.email !== 'string' || !isEmail(objectValue.email.trim()))
        return strictFailure(column, String(objectValue.email));
      const name = typeof objectValue.name === 'string' && objectValue.name !== '' ? objectValue.name : undefined;
      return { kind: 'value', parsed: { kind: 'contact', email: objectValue.email.trim() }, ...(name ? { name } : {}) };
    }
    default: {
      const parts = durationParts(objectValue);
      if (!parts) return strictFailure(column, JSON.stringify(objectValue));
      const text = `${parts.elapsed ? 'e' : ''}${partsText(parts) || '0d'}`;
      return { kind: 'value', parsed: { kind: 'duration', text, days: Math.abs(partsDays(parts)) } };
    }
  }
}
