// Typed builders and parsers of composite keys: an object that lives in a sheet is keyed
// `sheetId:childId` (loaders, the join index's row keys), an event `eventId@timestamp`.

declare const keyKind: unique symbol;

/** `sheetId:childId`, the key of one kind of object in a sheet; the kind keeps a row key from passing for another. */
export type SheetChildKey<Kind extends string> = string & { readonly [keyKind]: Kind };
export type RowKey = SheetChildKey<'row'>;
export type AttachmentKey = SheetChildKey<'attachment'>;
export type DiscussionKey = SheetChildKey<'discussion'>;
export type CommentKey = SheetChildKey<'comment'>;
export type AutomationRuleKey = SheetChildKey<'automationRule'>;

/** `eventId@timestamp`: the event feed has no get by id, so its key carries where in the stream to look. */
export type EventKey = string & { readonly [keyKind]: 'event' };

type Id = string | number;

function sheetChildKey<Kind extends string>(sheetId: Id, childId: Id): SheetChildKey<Kind> {
  return `${sheetId}:${childId}` as SheetChildKey<Kind>;
}

export function rowKey(sheetId: Id, rowId: Id): RowKey {
  return sheetChildKey(sheetId, rowId);
}

export function attachmentKey(sheetId: Id, attachmentId: Id): AttachmentKey {
  return sheetChildKey(sheetId, attachmentId);
}

export function discussionKey(sheetId: Id, discussionId: Id): DiscussionKey {
  return sheetChildKey(sheetId, discussionId);
}

export function commentKey(sheetId: Id, commentId: Id): CommentKey {
  return sheetChildKey(sheetId, commentId);
}

export function automationRuleKey(sheetId: Id, ruleId: Id): AutomationRuleKey {
  return sheetChildKey(sheetId, ruleId);
}

/** The sheet id and the child's id of a key (sheet ids never hold a colon). */
export function parseSheetChildKey(key: SheetChildKey<string>): [sheetId: string, childId: string] {
  const at = key.indexOf(':');
  return [key.slice(0, at), key.slice(at + 1)];
}

export function eventKey(eventId: string, timestamp: string): EventKey {
  return `${eventId}@${timestamp}` as EventKey;
}

/** The event id and the timestamp of a key (split at the last `@`: the timestamp holds none). */
export function parseEventKey(key: EventKey): { eventId: string; timestamp: string } {
  const at = key.lastIndexOf('@');
  return { eventId: key.slice(0, at), timestamp: key.slice(at + 1) };
}
