// Shapes of the work-management API's JSON (Document 1 and backends.md 1.4). Ids are strings
// here because int64 ids beyond 2^53 arrive as strings from the lossless parser.
export type WmId = string | number;

/** Offset-paginated list (IndexResult). */
export interface WmIndexResult<T> {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
  data: T[];
}

/** Token-paginated list. */
export interface WmTokenResult<T> {
  data: T[];
  lastKey?: string | null;
}

/** The event stream's page. */
export interface WmStreamResult<T> {
  nextStreamPosition: string;
  moreAvailable: boolean;
  data: T[];
}

export interface WmProfileImage {
  imageId?: string;
  height?: number;
  width?: number;
}

export interface WmAlternateEmail {
  id: WmId;
  email: string;
  confirmed?: boolean;
}

export interface WmUser {
  id: WmId;
  email: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  admin?: boolean;
  groupAdmin?: boolean;
  licensedSheetCreator?: boolean;
  resourceViewer?: boolean;
  status?: string;
  sheetCount?: number;
  lastLogin?: string;
  seatType?: string;
  seatTypeLastChangedAt?: string;
  provisionalExpirationDate?: string;
  isInternal?: boolean;
  profileImage?: WmProfileImage;
  account?: { id: WmId; name: string };
  alternateEmails?: WmAlternateEmail[];
  locale?: string;
  timeZone?: string;
  title?: string;
  department?: string;
  company?: string;
  workPhone?: string;
  mobilePhone?: string;
  role?: string;
}

export interface WmAutoNumberFormat {
  prefix?: string;
  suffix?: string;
  fill?: string;
  startingNumber?: number;
}

export interface WmContactOption {
  email?: string;
  name?: string;
}

export interface WmColumn {
  id: WmId;
  index: number;
  title: string;
  type: string;
  primary?: boolean;
  options?: string[];
  symbol?: string;
  systemColumnType?: string;
  autoNumberFormat?: WmAutoNumberFormat;
  contactOptions?: WmContactOption[];
  description?: string;
  format?: string;
  formula?: string;
  hidden?: boolean;
  locked?: boolean;
  lockedForUser?: boolean;
  validation?: boolean;
  version?: number;
  width?: number;
  /** Special-column tags, such as GANTT_START_DATE and GANTT_END_DATE on a project sheet. */
  tags?: string[];
}

export interface WmHyperlink {
  url?: string;
  sheetId?: WmId;
  reportId?: WmId;
  sightId?: WmId;
}

export interface WmCell {
  columnId: WmId;
  value?: string | number | boolean;
  displayValue?: string;
  objectValue?: WmObjectValue;
  formula?: string;
  hyperlink?: WmHyperlink;
  columnType?: string;
  format?: string;
  image?: WmCellImage;
  linkInFromCell?: WmCellLink;
}

/** An incoming cell link: the cell of another sheet whose value the cell shows. */
export interface WmCellLink {
  sheetId: WmId;
  rowId: WmId;
  columnId: WmId;
  sheetName?: string;
  status?: string;
}

/** An image placed in a cell. */
export interface WmCellImage {
  id: string;
  height?: number;
  width?: number;
  altText?: string;
}

/** An `objectValue`: PredecessorList, multi-contact, multi-picklist, contact, duration, date... */
export interface WmObjectValue {
  objectType?: string;
  [key: string]: unknown;
}

export interface WmRow {
  id: WmId;
  sheetId?: WmId;
  rowNumber?: number;
  parentId?: WmId;
  siblingId?: WmId;
  expanded?: boolean;
  cells?: WmCell[];
  createdAt?: string;
  createdBy?: { name?: string; email?: string };
  modifiedAt?: string;
  modifiedBy?: { name?: string; email?: string };
  locked?: boolean;
  lockedForUser?: boolean;
  permalink?: string;
  permaLink?: string;
  version?: number;
  accessLevel?: string;
}

export interface WmSheet {
  id: WmId;
  name: string;
  version?: number;
  totalRowCount?: number;
  accessLevel?: string;
  permalink?: string;
  createdAt?: string;
  modifiedAt?: string;
  columns?: WmColumn[];
  rows?: WmRow[];
  ownerId?: WmId;
  owner?: string;
  workspace?: { id: WmId; name: string };
  ganttEnabled?: boolean;
  dependenciesEnabled?: boolean;
  readOnly?: boolean;
  favorite?: boolean;
}

export interface WmWorkspace {
  id: WmId;
  name: string;
  accessLevel?: string;
  permalink?: string;
  createdAt?: string;
  modifiedAt?: string;
}

export interface WmEvent {
  eventId: string;
  objectType: string;
  action: string;
  objectId?: WmId;
  objectIdStr?: string;
  eventTimestamp?: string | number;
  /** Spelling used by some sources; accepted as well. */
  eventTimeStamp?: string | number;
  userId?: WmId;
  requestUserId?: WmId;
  accessTokenName?: string;
  source?: string;
  additionalDetails?: Record<string, unknown>;
}

/** Work-management error body. */
export interface WmErrorBody {
  errorCode?: number;
  message?: string;
  refId?: string;
  detail?: unknown;
}

/** An attachment (backends.md 1.4); each version of an attachment is one of these, with its own id. */
export interface WmAttachment {
  id: WmId;
  name?: string;
  url?: string;
  urlExpiresInMillis?: number;
  attachmentType?: string;
  attachmentSubType?: string;
  mimeType?: string;
  parentType?: string;
  parentId?: WmId;
  sizeInKb?: number;
  createdAt?: string;
  createdBy?: { name?: string; email?: string };
  description?: string;
}

export interface WmComment {
  id: WmId;
  discussionId?: WmId;
  text?: string;
  attachments?: WmAttachment[];
  createdAt?: string;
  createdBy?: { name?: string; email?: string };
  modifiedAt?: string;
}

export interface WmDiscussion {
  id: WmId;
  title?: string;
  comments?: WmComment[];
  commentAttachments?: WmAttachment[];
  commentCount?: number;
  lastCommentedAt?: string;
  lastCommentedUser?: { name?: string; email?: string };
  createdBy?: { name?: string; email?: string };
  parentId?: WmId;
  parentType?: string;
  accessLevel?: string;
  readOnly?: boolean;
}

/** The result envelope of a write: `{message, resultCode, result?, version?}`. */
export interface WmResult<T> {
  message: string;
  resultCode: number;
  result?: T;
  version?: number;
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
