// The stored shapes of the work-management emulator's demo data (not the wire shapes: the
// render/ modules turn these into the JSON the real service returns).

export type AccessLevel = 'OWNER' | 'ADMIN' | 'EDITOR_SHARE' | 'EDITOR' | 'COMMENTER' | 'VIEWER';
export type UserStatus = 'ACTIVE' | 'DECLINED' | 'PENDING' | 'DEACTIVATED';
export type SeatType = (typeof SEAT_TYPES)[number];

export const SEAT_TYPES = ['VIEWER', 'GUEST', 'PROVISIONAL_MEMBER', 'MEMBER'] as const;

/** Access levels from weakest to strongest. */
export const ACCESS_RANK: Record<AccessLevel, number> = {
  VIEWER: 1,
  COMMENTER: 2,
  EDITOR: 3,
  EDITOR_SHARE: 4,
  ADMIN: 5,
  OWNER: 6,
};

export interface StoredAlternateEmail {
  id: bigint;
  email: string;
  confirmed: boolean;
}

export interface StoredUser {
  /** Index into the shared demo humans. */
  index: number;
  id: bigint;
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  groupAdmin: boolean;
  licensedSheetCreator: boolean;
  resourceViewer: boolean;
  status: UserStatus;
  lastLogin?: string;
  customWelcomeScreenViewed?: string;
  profileImage?: { imageId: string; height: number; width: number };
  isInternal: boolean;
  seatType: SeatType;
  seatTypeLastChangedAt: string;
  provisionalExpirationDate?: string;
  alternateEmails: StoredAlternateEmail[];
  locale: string;
  timeZone: string;
  title: string;
  department: string;
  company: string;
  workPhone: string;
  mobilePhone: string;
  role: string;
}

export type ChildKind = 'folder' | 'sheet' | 'report' | 'sight';

export interface ChildRef {
  kind: ChildKind;
  id: bigint;
}

/** Things that live in a workspace and carry a name, permalink and timestamps. */
export interface StoredContainerBase {
  id: bigint;
  name: string;
  permalink: string;
  createdAt: string;
  modifiedAt: string;
}

export interface StoredWorkspace extends StoredContainerBase {
  ownerId: bigint;
  /** Direct shares (user id → level); the owner is not listed here. */
  shares: Map<bigint, AccessLevel>;
  children: ChildRef[];
}

export interface StoredFolder extends StoredContainerBase {
  workspaceId: bigint;
  parentFolderId?: bigint;
  children: ChildRef[];
}

/** A report or dashboard (sight): listed as a child, addressed by events. */
export interface StoredAsset extends StoredContainerBase {
  kind: 'report' | 'sight';
  workspaceId: bigint;
  folderId?: bigint;
  ownerId: bigint;
  shares: Map<bigint, AccessLevel>;
}

/** Document 1's column types. */
export const COLUMN_TYPES = [
  'ABSTRACT_DATETIME',
  'CHECKBOX',
  'CONTACT_LIST',
  'DATE',
  'DATETIME',
  'DURATION',
  'MULTI_CONTACT_LIST',
  'MULTI_PICKLIST',
  'PICKLIST',
  'PREDECESSOR',
  'TEXT_NUMBER',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Document 1's system column types, each with the column type it requires. */
export const SYSTEM_COLUMN_TYPES = {
  AUTO_NUMBER: 'TEXT_NUMBER',
  CREATED_BY: 'CONTACT_LIST',
  CREATED_DATE: 'DATETIME',
  MODIFIED_BY: 'CONTACT_LIST',
  MODIFIED_DATE: 'DATETIME',
} as const satisfies Record<string, ColumnType>;
export type SystemColumnType = keyof typeof SYSTEM_COLUMN_TYPES;

export interface Contact {
  email: string;
  name: string;
}

export interface StoredColumn {
  id: bigint;
  index: number;
  title: string;
  type: ColumnType;
  primary?: boolean;
  options?: string[];
  symbol?: string;
  systemColumnType?: SystemColumnType;
  autoNumberFormat?: { prefix: string; suffix: string; fill: string; startingNumber: number };
  contactOptions?: Contact[];
  description?: string;
  format?: string;
  width: number;
  validation: boolean;
  /** 0 normal, 1 multi-contact, 2 multi-picklist (the real Column.version). */
  version: number;
}

export interface StoredPredecessor {
  rowId: bigint;
  rowNumber: number;
  type: 'FS' | 'SS' | 'FF' | 'SF';
  lagDays?: number;
  /** The lag as written through the API (weeks, days, hours, ... as given), kept for objectValue. */
  lag?: Record<string, number | boolean>;
}

/** One cell as stored; which fields are used depends on the column type. */
export interface StoredCell {
  value?: string | number | boolean;
  displayValue?: string;
  /** CONTACT_LIST (one) and MULTI_CONTACT_LIST (several). */
  contacts?: Contact[];
  /** MULTI_PICKLIST items. */
  picks?: string[];
  predecessors?: StoredPredecessor[];
  /** DURATION in days, for objectValue. */
  durationDays?: number;
  /** The cell's format descriptor (see rules/number-format.ts); lenient parsing sets its number part. */
  format?: string;
  /** Written through the API (rows routes): formula, hyperlink, incoming cell link, cell image. */
  formula?: string;
  hyperlink?: { url?: string; sheetId?: bigint; reportId?: bigint; sightId?: bigint };
  linkInFromCell?: { sheetId: bigint; rowId: bigint; columnId: bigint; sheetName: string; status: string };
  image?: { id: string; height?: number; width?: number; altText?: string };
}

export interface StoredRow {
  id: bigint;
  rowNumber: number;
  parentId?: bigint;
  siblingId?: bigint;
  expanded: boolean;
  createdAt: string;
  modifiedAt: string;
  createdBy: Contact;
  modifiedBy: Contact;
  /** Aligned with the sheet's columns; undefined = nonexistent cell. */
  cells: (StoredCell | undefined)[];
}

export interface StoredSheet extends StoredContainerBase {
  version: number;
  ownerId: bigint;
  workspaceId: bigint;
  folderId?: bigint;
  shares: Map<bigint, AccessLevel>;
  columns: StoredColumn[];
  rows: StoredRow[];
  ganttEnabled: boolean;
  dependenciesEnabled: boolean;
  /**
   * The columns a dependency-enabled sheet's project settings use. The API cannot update the
   * End Date column, nor the Start Date column of a row whose Predecessor is set.
   */
  projectColumns?: ProjectColumns;
}

export interface ProjectColumns {
  startDate: bigint;
  endDate: bigint;
  duration: bigint;
  predecessors: bigint;
}

export type EventSource = 'WEB_APP' | 'API_INTEGRATED_APP' | 'API_UNDEFINED_APP' | 'UNKNOWN';

export interface StoredEvent {
  eventId: string;
  objectType: string;
  action: string;
  objectId: bigint;
  timestampMs: number;
  userId: bigint;
  requestUserId: bigint;
  accessTokenName?: string;
  source: EventSource;
  additionalDetails: Record<string, string>;
  /** What the event is about, for /filteredEvents visibility; not sent. */
  scope: { sheetId?: bigint; workspaceId?: bigint; assetId?: bigint; folderId?: bigint };
}

export interface DemoData {
  account: { id: bigint; name: string };
  users: StoredUser[];
  workspaces: StoredWorkspace[];
  folders: StoredFolder[];
  sheets: StoredSheet[];
  assets: StoredAsset[];
  events: StoredEvent[];
}

// Attachments, discussions and comments (routes/attachments.ts, routes/discussions.ts).

export const ATTACHMENT_TYPES = [
  'LINK',
  'FILE',
  'FILESTORE_A',
  'FILESTORE_B',
  'FILESTORE_C',
  'NOTES_SERVICE',
  'FILESTORE_D',
  'FILESTORE_E',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** The only attachment types the government-restricted deployment allows (Document 1). */
export const GOVERNMENT_ATTACHMENT_TYPES: readonly AttachmentType[] = [
  'FILESTORE_A',
  'FILE',
  'FILESTORE_D',
  'LINK',
  'FILESTORE_E',
];
export type AttachmentSubType = 'DOCUMENT' | 'DRAWING' | 'FOLDER' | 'PDF' | 'PRESENTATION' | 'SPREADSHEET';
export type AttachmentParentType = 'SHEET' | 'ROW' | 'COMMENT' | 'PROOF';
export type Deployment = 'standard' | 'government';

/** One version of an attachment; as in the real service, every version has an id of its own. */
export interface StoredAttachmentVersion {
  id: bigint;
  name: string;
  attachmentType: AttachmentType;
  attachmentSubType?: AttachmentSubType;
  mimeType?: string;
  /** Exact size of a FILE version, in bytes (sent as `sizeInKb`). */
  sizeBytes?: number;
  /** SHA-256 of a FILE version's bytes, carried in its download URL. */
  sha256?: string;
  /** The link of a URL attachment. */
  url?: string;
  description?: string;
  createdAt: string;
  createdBy: Contact;
}

/** An attachment on a sheet, row or comment: its versions, newest first. */
export interface StoredAttachment {
  sheetId: bigint;
  parentType: AttachmentParentType;
  parentId: bigint;
  versions: StoredAttachmentVersion[];
}

export interface StoredComment {
  id: bigint;
  discussionId: bigint;
  text: string;
  createdAt: string;
  modifiedAt: string;
  createdBy: Contact;
}

/** A discussion on a sheet or row: one thread of comments, oldest first. */
export interface StoredDiscussion {
  id: bigint;
  sheetId: bigint;
  parentType: 'SHEET' | 'ROW';
  parentId: bigint;
  title: string;
  createdBy: Contact;
  comments: StoredComment[];
}
