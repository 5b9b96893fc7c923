// The change events that subscriptions deliver, as objects with an identity: each event's global id
// carries what its callback said (the callbacks are not stored anywhere, and the services have no
// read of them), so `node(id:)` and `_entities` give an event back without a call, and two changes
// of one row are two ids. The changed object is named as an object, read at delivery.
import type { GraphQLResolveInfo } from 'graphql';
import { rowKey } from '../../composite-keys.js';
import type { GatewayContext } from '../../context.js';
import type { CellModel, SheetChangeEventModel } from '../../models.js';
import { toGlobalId } from '../../relay/global-id.js';
import type { AssetChangePayload } from '../../webhooks/digital-asset.js';
import type { SeatTypeChangePayload, WmCallbackEvent } from '../../webhooks/work-management.js';
import { tagged, type NodeFetchers } from '../node-registry.js';
import { referenceTo } from '../work/references.js';

/** What a change of an asset says (the rest of a delivery, its webhook and organization, is not part of the change). */
export type AssetChangeModel = Pick<AssetChangePayload, 'libraryId' | 'assetId' | 'eventType' | 'eventTime'>;

/** Stands for an absent value among the parts of a change's global id (parts are never empty). */
const ABSENT = '-';

const part = (value: string | number | undefined | null): string =>
  value === undefined || value === null || value === '' ? ABSENT : String(value);
const value = (text: string | undefined): string | undefined =>
  text === undefined || text === ABSENT ? undefined : text;

/** The callback event fields a sheet change's id carries, in order. */
const SHEET_EVENT_FIELDS = [
  'objectType',
  'eventType',
  'id',
  'rowId',
  'columnId',
  'userId',
  'timestamp',
  'changeAgent',
] as const;

export function sheetChangeEventId({ sheetId, event }: SheetChangeEventModel): string {
  return toGlobalId('SheetChangeEvent', sheetId, ...SHEET_EVENT_FIELDS.map((name) => part(event[name])));
}

export function assetChangeId(change: AssetChangeModel): string {
  return toGlobalId('AssetChange', change.libraryId, change.assetId, change.eventType, change.eventTime);
}

export function seatTypeChangeId(change: SeatTypeChangePayload): string {
  return toGlobalId(
    'SeatTypeChange',
    change.planId,
    change.userId,
    part(change.seatType),
    part(change.provisionalExpirationDate),
    change.timestamp,
  );
}

/** The Node type and key parts of a changed object, by the callback's objectType (comments lack their discussion's id). */
function changedKey({ sheetId, event }: SheetChangeEventModel): { typeName: string; parts: string[] } | null {
  const id = event.id === undefined ? null : String(event.id);
  switch (event.objectType) {
    case 'sheet':
      return { typeName: 'Sheet', parts: [sheetId] };
    case 'row':
      return id ? { typeName: 'Row', parts: [sheetId, id] } : null;
    case 'column':
      return id ? { typeName: 'Column', parts: [sheetId, id] } : null;
    case 'attachment':
      return id ? { typeName: 'Attachment', parts: [sheetId, id] } : null;
    case 'discussion':
      return id ? { typeName: 'Discussion', parts: [sheetId, id] } : null;
    default:
      return null;
  }
}

/** The row a row or cell change concerns. */
export function changedRowId(event: WmCallbackEvent): string | null {
  const rowId = event.rowId ?? (event.objectType === 'row' ? event.id : undefined);
  return rowId === undefined ? null : String(rowId);
}

/** The changed object, read with the subscriber's credentials; null once deleted, for comments, or when it cannot be read. */
export async function changedObject(
  model: SheetChangeEventModel,
  info: GraphQLResolveInfo,
  ctx: GatewayContext,
): Promise<object | null> {
  const { sheetId, event } = model;
  if (event.eventType === 'deleted') return null;
  if (event.objectType === 'cell') {
    const rowId = changedRowId(event);
    const row = rowId === null ? null : await ctx.loaders.workManagement.rowByKey.load(rowKey(sheetId, rowId));
    const cell = row?.row.cells?.find((c) => String(c.columnId) === String(event.columnId));
    if (!row || !cell) return null;
    return tagged('Cell', {
      sheetId,
      cell,
      column: row.columns.find((c) => String(c.id) === String(cell.columnId)) ?? null,
    } satisfies CellModel);
  }
  const key = changedKey(model);
  return key ? referenceTo(key.typeName, key.parts, ctx, info) : null;
}

/** The global id of a deleted object, for evicting it from a cache. */
export function deletedObjectId(model: SheetChangeEventModel): string | null {
  if (model.event.eventType !== 'deleted') return null;
  const key = changedKey(model);
  return key ? toGlobalId(key.typeName, ...key.parts) : null;
}

/** Node fetchers of change events: each rebuilt from its id, without a call. */
export const changeEventNodeFetchers: NodeFetchers = {
  SheetChangeEvent: {
    arity: 1 + SHEET_EVENT_FIELDS.length,
    fetch: ([sheetId, ...fields]) => {
      const event: WmCallbackEvent = {};
      SHEET_EVENT_FIELDS.forEach((name, i) => {
        const text = value(fields[i]);
        if (text !== undefined) event[name] = text;
      });
      return Promise.resolve({ sheetId: sheetId as string, event } satisfies SheetChangeEventModel);
    },
  },
  AssetChange: {
    arity: 4,
    fetch: ([libraryId, assetId, eventType, eventTime]) =>
      Promise.resolve({
        libraryId: libraryId as string,
        assetId: assetId as string,
        eventType: eventType as string,
        eventTime: eventTime as string,
      } satisfies AssetChangeModel),
  },
  SeatTypeChange: {
    arity: 5,
    fetch: ([planId, userId, seatType, provisionalExpirationDate, timestamp]) =>
      Promise.resolve({
        planId: planId as string,
        userId: userId as string,
        seatType: value(seatType) ?? '',
        provisionalExpirationDate: value(provisionalExpirationDate) ?? null,
        timestamp: timestamp as string,
      } satisfies SeatTypeChangePayload),
  },
};
