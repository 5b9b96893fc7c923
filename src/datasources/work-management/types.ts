// The work-management API's answers (Document 1 and backends.md 1.4) as TypeBox schemas, checked by
// the rest-client before anything uses them; each type is its schema's static type (one definition).
// Ids are strings or numbers: int64 ids beyond 2^53 arrive as strings from the exact parser.
import Type, { type Static, type TSchema, type TUnknown } from 'typebox';
import { answerShape, type AnswerType } from '../answer-shape.js';

/** A work-management id: a number, or a decimal string beyond 2^53. */
export const WmIdSchema = Type.Union([Type.String(), Type.Number()]);
export type WmId = Static<typeof WmIdSchema>;

const optional = Type.Optional;
const text = Type.String;
const number = Type.Number;
const flag = Type.Boolean;
/** Who made or changed something, as rows, comments and rules name them. */
const writer = Type.Object({ name: optional(text()), email: optional(text()) });

// --- envelopes -----------------------------------------------------------------------------

/** An offset page (IndexResult) of `item`. */
export function indexResultOf<S extends TSchema>(item: S) {
  return Type.Object({
    pageNumber: number(),
    pageSize: number(),
    totalPages: number(),
    totalCount: number(),
    data: Type.Array(item),
  });
}
/** A token page of `item`: its `lastKey` leads to the next page. */
export function tokenResultOf<S extends TSchema>(item: S) {
  return Type.Object({ data: Type.Array(item), lastKey: optional(Type.Union([text(), Type.Null()])) });
}
/** A page of the event stream. */
export function streamResultOf<S extends TSchema>(item: S) {
  return Type.Object({ nextStreamPosition: text(), moreAvailable: flag(), data: Type.Array(item) });
}
/** The envelope of a write: `{message, resultCode, result?, version?, failedItems?}` (backends.md 1.1). */
export function resultOf<S extends TSchema>(result: S) {
  return Type.Object({
    message: text(),
    resultCode: number(),
    result: optional(result),
    version: optional(number()),
    failedItems: optional(
      Type.Array(
        Type.Object({
          index: number(),
          rowId: optional(WmIdSchema),
          error: Type.Object({ errorCode: optional(number()), message: optional(text()), refId: optional(text()) }),
        }),
      ),
    ),
  });
}

type WithItems<Envelope, Item> = Omit<Envelope, 'data'> & { data: Item[] };
export type WmIndexResult<T> = WithItems<Static<ReturnType<typeof indexResultOf<TUnknown>>>, T>;
export type WmTokenResult<T> = WithItems<Static<ReturnType<typeof tokenResultOf<TUnknown>>>, T>;
export type WmStreamResult<T> = WithItems<Static<ReturnType<typeof streamResultOf<TUnknown>>>, T>;
export type WmResult<T> = Omit<Static<ReturnType<typeof resultOf<TUnknown>>>, 'result'> & { result?: T };

/** A write's envelope without a result (deletes, state changes). */
export const WmDoneShape = answerShape('a result envelope', resultOf(Type.Unknown()));
export type WmDone = AnswerType<typeof WmDoneShape>;

// --- users ---------------------------------------------------------------------------------

export const WmProfileImageSchema = Type.Object({
  imageId: optional(text()),
  height: optional(number()),
  width: optional(number()),
});
export type WmProfileImage = Static<typeof WmProfileImageSchema>;

export const WmAlternateEmailSchema = Type.Object({ id: WmIdSchema, email: text(), confirmed: optional(flag()) });
export const WmAlternateEmailShape = answerShape('an alternate email', WmAlternateEmailSchema);
export type WmAlternateEmail = AnswerType<typeof WmAlternateEmailShape>;

export const WmUserSchema = Type.Object({
  id: WmIdSchema,
  email: text(),
  name: optional(text()),
  firstName: optional(text()),
  lastName: optional(text()),
  admin: optional(flag()),
  groupAdmin: optional(flag()),
  licensedSheetCreator: optional(flag()),
  resourceViewer: optional(flag()),
  status: optional(text()),
  sheetCount: optional(number()),
  lastLogin: optional(text()),
  seatType: optional(text()),
  seatTypeLastChangedAt: optional(text()),
  provisionalExpirationDate: optional(text()),
  isInternal: optional(flag()),
  profileImage: optional(WmProfileImageSchema),
  account: optional(Type.Object({ id: WmIdSchema, name: text() })),
  alternateEmails: optional(Type.Array(WmAlternateEmailSchema)),
  locale: optional(text()),
  timeZone: optional(text()),
  title: optional(text()),
  department: optional(text()),
  company: optional(text()),
  workPhone: optional(text()),
  mobilePhone: optional(text()),
  role: optional(text()),
});
export const WmUserShape = answerShape('a user', WmUserSchema);
export type WmUser = AnswerType<typeof WmUserShape>;
export const WmUserPageShape = answerShape('a page of users', indexResultOf(WmUserSchema));

// --- sheets, columns, rows, cells ----------------------------------------------------------

export const WmColumnSchema = Type.Object({
  id: WmIdSchema,
  index: number(),
  title: text(),
  type: text(),
  primary: optional(flag()),
  options: optional(Type.Array(text())),
  symbol: optional(text()),
  systemColumnType: optional(text()),
  autoNumberFormat: optional(
    Type.Object({
      prefix: optional(text()),
      suffix: optional(text()),
      fill: optional(text()),
      startingNumber: optional(number()),
    }),
  ),
  contactOptions: optional(Type.Array(Type.Object({ email: optional(text()), name: optional(text()) }))),
  description: optional(text()),
  format: optional(text()),
  formula: optional(text()),
  hidden: optional(flag()),
  locked: optional(flag()),
  lockedForUser: optional(flag()),
  validation: optional(flag()),
  version: optional(number()),
  width: optional(number()),
  /** Special-column tags, such as GANTT_START_DATE and GANTT_END_DATE on a project sheet. */
  tags: optional(Type.Array(text())),
});
export type WmColumn = Static<typeof WmColumnSchema>;

export const WmHyperlinkSchema = Type.Object({
  url: optional(text()),
  sheetId: optional(WmIdSchema),
  reportId: optional(WmIdSchema),
  sightId: optional(WmIdSchema),
});
export type WmHyperlink = Static<typeof WmHyperlinkSchema>;

/** An image placed in a cell. */
export const WmCellImageSchema = Type.Object({
  id: text(),
  height: optional(number()),
  width: optional(number()),
  altText: optional(text()),
});
export type WmCellImage = Static<typeof WmCellImageSchema>;

/**
 * An `objectValue` object: PredecessorList, multi-contact, multi-picklist, contact, duration, date...
 * Checked as an object with an optional `objectType`; the members of each kind are read defensively
 * by the resolvers. (Checking every member of every object value costs five times as much on a
 * 2,000-row sheet.)
 */
export const WmObjectValueSchema = Type.Unsafe<{ objectType?: string; [member: string]: unknown }>(
  Type.Object({ objectType: optional(text()) }),
);
export type WmObjectValue = Static<typeof WmObjectValueSchema>;

/** A cell value: text, a number, a checkbox. */
const cellValue = Type.Union([text(), number(), flag()]);

/** An incoming cell link: the cell of another sheet whose value the cell shows. */
export const WmCellLinkSchema = Type.Object({
  sheetId: WmIdSchema,
  rowId: WmIdSchema,
  columnId: WmIdSchema,
  sheetName: optional(text()),
  status: optional(text()),
});
export type WmCellLink = Static<typeof WmCellLinkSchema>;

export const WmCellSchema = Type.Object({
  columnId: WmIdSchema,
  value: optional(cellValue),
  displayValue: optional(text()),
  /** An object for structured columns; the value itself for the others. */
  objectValue: optional(Type.Union([cellValue, WmObjectValueSchema])),
  formula: optional(text()),
  hyperlink: optional(WmHyperlinkSchema),
  columnType: optional(text()),
  format: optional(text()),
  image: optional(WmCellImageSchema),
  linkInFromCell: optional(WmCellLinkSchema),
});
export type WmCell = Static<typeof WmCellSchema>;

export const WmRowSchema = Type.Object({
  id: WmIdSchema,
  sheetId: optional(WmIdSchema),
  rowNumber: optional(number()),
  parentId: optional(WmIdSchema),
  siblingId: optional(WmIdSchema),
  expanded: optional(flag()),
  cells: optional(Type.Array(WmCellSchema)),
  createdAt: optional(text()),
  createdBy: optional(writer),
  modifiedAt: optional(text()),
  modifiedBy: optional(writer),
  locked: optional(flag()),
  lockedForUser: optional(flag()),
  permalink: optional(text()),
  permaLink: optional(text()),
  version: optional(number()),
  accessLevel: optional(text()),
});
export type WmRow = Static<typeof WmRowSchema>;

export const WmSheetSchema = Type.Object({
  id: WmIdSchema,
  name: text(),
  version: optional(number()),
  totalRowCount: optional(number()),
  accessLevel: optional(text()),
  permalink: optional(text()),
  createdAt: optional(text()),
  modifiedAt: optional(text()),
  columns: optional(Type.Array(WmColumnSchema)),
  rows: optional(Type.Array(WmRowSchema)),
  ownerId: optional(WmIdSchema),
  owner: optional(text()),
  workspace: optional(Type.Object({ id: WmIdSchema, name: text() })),
  ganttEnabled: optional(flag()),
  dependenciesEnabled: optional(flag()),
  readOnly: optional(flag()),
  favorite: optional(flag()),
});
export const WmSheetShape = answerShape('a sheet', WmSheetSchema);
export type WmSheet = AnswerType<typeof WmSheetShape>;
export const WmSheetPageShape = answerShape('a page of sheets', indexResultOf(WmSheetSchema));

export const WmWorkspaceSchema = Type.Object({
  id: WmIdSchema,
  name: text(),
  accessLevel: optional(text()),
  permalink: optional(text()),
  createdAt: optional(text()),
  modifiedAt: optional(text()),
});
export const WmWorkspaceShape = answerShape('a workspace', WmWorkspaceSchema);
export type WmWorkspace = AnswerType<typeof WmWorkspaceShape>;
export const WmWorkspacePageShape = answerShape('a page of workspaces', tokenResultOf(WmWorkspaceSchema));

// --- events --------------------------------------------------------------------------------

export const WmEventSchema = Type.Object({
  eventId: text(),
  objectType: text(),
  action: text(),
  objectId: optional(WmIdSchema),
  objectIdStr: optional(text()),
  eventTimestamp: optional(Type.Union([text(), number()])),
  /** Spelling used by some sources; accepted as well. */
  eventTimeStamp: optional(Type.Union([text(), number()])),
  userId: optional(WmIdSchema),
  requestUserId: optional(WmIdSchema),
  accessTokenName: optional(text()),
  source: optional(text()),
  /** Typed by the event catalog (src/events/); here an object. */
  additionalDetails: optional(Type.Unsafe<Record<string, unknown>>(Type.Object({}))),
});
export type WmEvent = Static<typeof WmEventSchema>;
export const WmEventPageShape = answerShape('a page of events', streamResultOf(WmEventSchema));

// --- attachments, discussions, comments ----------------------------------------------------

/** An attachment (backends.md 1.4); each version of an attachment is one of these, with its own id. */
export const WmAttachmentSchema = Type.Object({
  id: WmIdSchema,
  name: optional(text()),
  url: optional(text()),
  urlExpiresInMillis: optional(number()),
  attachmentType: optional(text()),
  attachmentSubType: optional(text()),
  mimeType: optional(text()),
  parentType: optional(text()),
  parentId: optional(WmIdSchema),
  sizeInKb: optional(number()),
  createdAt: optional(text()),
  createdBy: optional(writer),
  description: optional(text()),
});
export type WmAttachment = Static<typeof WmAttachmentSchema>;

export const WmCommentSchema = Type.Object({
  id: WmIdSchema,
  discussionId: optional(WmIdSchema),
  text: optional(text()),
  attachments: optional(Type.Array(WmAttachmentSchema)),
  createdAt: optional(text()),
  createdBy: optional(writer),
  modifiedAt: optional(text()),
});
export type WmComment = Static<typeof WmCommentSchema>;

export const WmDiscussionSchema = Type.Object({
  id: WmIdSchema,
  title: optional(text()),
  comments: optional(Type.Array(WmCommentSchema)),
  commentAttachments: optional(Type.Array(WmAttachmentSchema)),
  commentCount: optional(number()),
  lastCommentedAt: optional(text()),
  lastCommentedUser: optional(writer),
  createdBy: optional(writer),
  parentId: optional(WmIdSchema),
  parentType: optional(text()),
  accessLevel: optional(text()),
  readOnly: optional(flag()),
});
export type WmDiscussion = Static<typeof WmDiscussionSchema>;

/** Work-management error body (read leniently: an error answer is a failure whatever its shape). */
export interface WmErrorBody {
  errorCode?: number;
  message?: string;
  refId?: string;
  detail?: unknown;
}

/** Attachments, discussions and comments carry their sheet's id: their paths and global ids need it. */
export interface WmAttachmentRef {
  sheetId: string;
  attachment: WmAttachment;
}

export interface WmDiscussionRef {
  sheetId: string;
  discussion: WmDiscussion;
}

export interface WmCommentRef {
  sheetId: string;
  discussionId: string;
  comment: WmComment;
}
