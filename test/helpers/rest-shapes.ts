// What tests read of the REST bodies the emulators answer, in the backends' own field names (Document 1
// for work management, Document 3 for resource planning and digital asset): only the fields tests use.

/** A 64-bit work-management id: a number, or its decimal text beyond 2^53 (see `parseExactJson`). */
export type WmId = number | string;

export interface WmUser {
  id: WmId;
  email: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  admin?: boolean;
  licensedSheetCreator?: boolean;
  status?: string;
  seatType?: string;
  /** Profile fields of the single read (`GET /users/{userId}`). */
  locale?: string;
  timeZone?: string;
  title?: string;
  department?: string;
  company?: string;
  alternateEmails?: Array<{ id: WmId; email: string; confirmed: boolean }>;
}

export interface WmCell {
  columnId: WmId;
  value?: unknown;
  displayValue?: string;
  objectValue?: unknown;
  format?: string;
}

export interface WmRow {
  id: WmId;
  parentId?: WmId;
  rowNumber?: number;
  cells: WmCell[];
}

export interface WmColumn {
  id: WmId;
  title: string;
  type: string;
  index?: number;
  primary?: boolean;
  systemColumnType?: string;
  options?: string[];
  tags?: string[];
}

/** A sheet: from a list (id, name, ...) or a full read (with columns and the page of rows asked). */
export interface WmSheet {
  id: WmId;
  name: string;
  accessLevel?: string;
  permalink?: string;
  version?: number;
  totalRowCount?: number;
  dependenciesEnabled?: boolean;
  columns: WmColumn[];
  rows: WmRow[];
}

/** An item of the event stream (Document 2). */
export interface WmEvent {
  eventId: string;
  objectType: string;
  action: string;
  objectId: WmId;
  eventTimestamp: string;
  userId?: WmId;
  requestUserId?: WmId;
  source?: string;
  additionalDetails?: Record<string, unknown>;
}

/** A resource-planning record: its numeric id, the other fields as the reference names them. */
export interface RpRecord {
  id: number;
  [field: string]: unknown;
}

export interface RpProject extends RpRecord {
  name: string;
  parent_id: number | null;
  archived: boolean;
  use_parent_bill_rates?: boolean;
}

export interface RpUser extends RpRecord {
  email: string;
  first_name: string;
  last_name: string;
}

/** A digital-asset resource identifier (JSON:API). */
export interface DaRef {
  id: string;
  type: string;
}

/** A digital-asset resource object (JSON:API): to-one relations hold a ref, to-many a list. */
export interface DaResource<TAttributes = Record<string, unknown>> {
  id: string;
  type: string;
  attributes: TAttributes;
  relationships?: Record<string, { data: DaRef | DaRef[] | null }>;
}

/** An asset: every relation is present, to-many ones as lists. */
export interface DaAsset extends DaResource<{
  name: string;
  description?: string | null;
  [attribute: string]: unknown;
}> {
  relationships: {
    section: { data: DaRef };
    library: { data: DaRef };
    attachments: { data: DaRef[] };
    tags: { data: DaRef[] };
    custom_field_values: { data: DaRef[] };
    collections: { data: DaRef[] };
  };
}

/** A work-management object tests read only a few fields of. */
export interface WmRecord {
  id: WmId;
  [field: string]: unknown;
}

/** A work-management list page (`data` holds the items). */
export interface WmPage<T> {
  data: T[];
  totalCount?: number;
}

export interface WmAutomationRule {
  id: WmId;
  name: string;
  enabled?: boolean;
  action: { type: string; [field: string]: unknown };
}

export interface WmShare {
  id: string;
  userId?: WmId;
  email?: string;
  accessLevel: string;
  scope?: string;
  type?: string;
}

/** A digital-asset webhook subscription. */
/** A webhook subscription as the vendor's `Webhook` schema gives it: an id and four attributes, no `type`. */
export interface DaWebhook {
  id: string;
  attributes: { event_type: string; resource_key: string; resource_type: string; callback_url: string };
}

// --- Emulator and client tests: work-management bodies parsed with exact ids -----------------------
// The emulator tests parse with lossless-json: integers beyond 2^53 arrive as bigint (`WmBigId`);
// a plain JSON.parse reader (the vendor SDK, big bodies) gets numbers. The shapes take the id type.

/** A work-management id parsed exactly: a number up to 2^53, a bigint beyond. */
export type WmBigId = number | bigint;

/** The error body of every refusal (backends.md 1.2): `detail` names the failing item of a batch. */
export interface WmErrorBody<Id = WmBigId> {
  errorCode: number;
  message: string;
  refId: string;
  detail?: { index?: number; rowId?: Id; [field: string]: unknown };
}

/** A failed item of a partial-success batch (`allowPartialSuccess=true`). */
export interface WmFailedItem<Id = WmBigId> {
  index: number;
  rowId?: Id;
  error: WmErrorBody<Id>;
}

/**
 * What a write or read answers, read through one type: the result envelope's fields on success and the
 * error body's on refusal, each optional (a test checks the status, then reads what it expects).
 */
export interface WmAnswer<TResult = unknown, Id = WmBigId> {
  message?: string;
  resultCode?: number;
  result?: TResult;
  version?: number;
  failedItems?: Array<WmFailedItem<Id>>;
  errorCode?: number;
  refId?: string;
  detail?: WmErrorBody<Id>['detail'];
}

/** An offset list page (Document 1, paging). */
export interface WmIndexPage<T> {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
  data: T[];
}

/** A token list page (`paginationType=token`). */
export interface WmTokenPage<T> {
  data: T[];
  lastKey?: string;
}

/** A cell's objectValue: the fields of the object types tests read (CONTACT, MULTI_*, PREDECESSOR_LIST). */
export interface WmObjectValue<Id = WmBigId> {
  objectType: string;
  /** CONTACT */
  email?: string;
  name?: string;
  /** MULTI_CONTACT (contacts) and MULTI_PICKLIST (strings). */
  values?: unknown[];
  /** PREDECESSOR_LIST */
  predecessors?: Array<{
    rowId: Id;
    rowNumber?: number;
    type: string;
    lag?: { objectType: string; [field: string]: unknown };
  }>;
}

export interface WmExactCell<Id = WmBigId> {
  columnId: Id;
  value?: unknown;
  displayValue?: string;
  objectValue?: WmObjectValue<Id>;
  formula?: string;
  format?: string;
  columnType?: string;
  hyperlink?: { url?: string; sheetId?: Id; reportId?: Id; sightId?: Id };
  linkInFromCell?: { status: string; sheetId: Id; rowId: Id; columnId: Id; sheetName?: string };
  image?: { id: string; height?: number; width?: number; altText?: string };
}

export interface WmExactRow<Id = WmBigId> {
  id: Id;
  sheetId?: Id;
  parentId?: Id;
  rowNumber?: number;
  cells: Array<WmExactCell<Id>>;
}

export interface WmExactColumn<Id = WmBigId> {
  id: Id;
  title: string;
  type: string;
  index?: number;
  primary?: boolean;
  systemColumnType?: string;
  symbol?: string;
  options?: string[];
  validation?: boolean;
  contactOptions?: Array<{ email: string; name?: string }>;
  autoNumberFormat?: { prefix?: string; suffix?: string; fill?: string; startingNumber?: number };
}

export interface WmExactSheet<Id = WmBigId> {
  id: Id;
  name: string;
  version?: number;
  totalRowCount?: number;
  dependenciesEnabled?: boolean;
  columns: Array<WmExactColumn<Id>>;
  rows: Array<WmExactRow<Id>>;
}

/** A sheet, workspace, folder, report or dashboard of a list or `children` (with its `type` there). */
export interface WmContainer<Id = WmBigId> {
  id: Id;
  name: string;
  type?: string;
  accessLevel?: string;
  permalink?: string;
  owner?: string;
  ownerId?: Id;
}

/** An event of `/events` or `/filteredEvents` as parsed exactly. */
export interface WmExactEvent<Id = WmBigId> {
  eventId: string;
  objectType: string;
  action: string;
  objectId: Id;
  /** The object id as text, for readers that round 64-bit numbers. */
  objectIdStr?: string;
  /** ISO text, or epoch milliseconds with `numericDates=true`. */
  eventTimestamp: string | number;
  additionalDetails?: { sheetId?: string; [field: string]: unknown };
}

/** A page of the event stream. */
export interface WmEventPage<Id = WmBigId> {
  data: Array<WmExactEvent<Id>>;
  nextStreamPosition: string;
  moreAvailable: boolean;
}

/** An entry of an emulator's request log (`GET {controlUrl}/requests`). */
export interface EmulatorLogEntry {
  backend: string;
  method: string;
  url: string;
  template: string | null;
  status: number;
  token: string | null;
}

/** The `meta` of a digital-asset list page. */
export interface DaMeta {
  current_page: number;
  next_page: number | null;
  prev_page: number | null;
  total_count: number;
  total_pages: number;
}

/** A digital-asset list page: the items, side-loaded `included` resources (with `include=`) and `meta`. */
export interface DaPage<T = DaResource, TIncluded = DaResource> {
  data: T[];
  included?: TIncluded[];
  meta: DaMeta;
}

/** A digital-asset single resource, with side-loaded `included` resources (with `include=`). */
export interface DaDocument<T = DaResource, TIncluded = DaResource> {
  data: T;
  included?: TIncluded[];
}

/** The digital-asset error body: the vendor's "Generic error payload", a JSON string. */
export type DaErrors = string;

/** A library: its organization is a to-one relation. */
export interface DaLibrary extends DaResource<{ name: string; [attribute: string]: unknown }> {
  relationships: { organization: { data: DaRef } };
}

/** A custom field value (`include=custom_fields`, `/assets/{id}/custom_field_values`). */
export type DaFieldValue = DaResource<{ key: string; value: string }>;

/** A resource-planning list page: the items and the page links (`paging`). */
export interface RpPage<T = RpRecord> {
  data: T[];
  paging: { page: number; per_page: number; self: string; next: string | null; previous: string | null };
}
