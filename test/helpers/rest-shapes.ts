// What tests read of the REST bodies the emulators answer, in the backends' own field names (Document 1
// for work management, Document 3 for resource planning and digital asset): only the fields tests use.
// Ids are as `parseExact` (helpers/direct.ts) reads them: a number, a LosslessNumber beyond 2^53.
import type { ExactId } from './direct.js';

export type { ExactId };

export interface WmUser {
  id: ExactId;
  email: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  admin?: boolean;
  licensedSheetCreator?: boolean;
  status?: string;
  seatType?: string;
  sheetCount?: number;
  provisionalExpirationDate?: string;
  seatTypeLastChangedAt?: string;
  isInternal?: boolean;
  /** Profile fields of the single read (`GET /users/{userId}`). */
  locale?: string;
  timeZone?: string;
  title?: string;
  department?: string;
  company?: string;
  alternateEmails?: WmAlternateEmail[];
}

export interface WmAlternateEmail {
  id: ExactId;
  email: string;
  confirmed: boolean;
}

export interface WmCell {
  columnId: ExactId;
  value?: unknown;
  displayValue?: string;
  objectValue?: WmObjectValue;
  formula?: string;
  format?: string;
  columnType?: string;
  hyperlink?: { url?: string; sheetId?: ExactId; reportId?: ExactId; sightId?: ExactId };
  linkInFromCell?: { status: string; sheetId: ExactId; rowId: ExactId; columnId: ExactId; sheetName?: string };
  image?: { id: string; height?: number; width?: number; altText?: string };
}

export interface WmRow {
  id: ExactId;
  sheetId?: ExactId;
  parentId?: ExactId;
  rowNumber?: number;
  cells: Array<WmCell>;
}

export interface WmColumn {
  id: ExactId;
  title: string;
  type: string;
  index?: number;
  primary?: boolean;
  systemColumnType?: string;
  symbol?: string;
  options?: string[];
  tags?: string[];
  validation?: boolean;
  contactOptions?: Array<{ email: string; name?: string }>;
  autoNumberFormat?: { prefix?: string; suffix?: string; fill?: string; startingNumber?: number };
}

/** A sheet: from a list (id, name, ...) or a full read (with columns and the page of rows asked). */
export interface WmSheet {
  id: ExactId;
  name: string;
  accessLevel?: string;
  permalink?: string;
  version?: number;
  totalRowCount?: number;
  dependenciesEnabled?: boolean;
  columns: WmColumn[];
  rows: WmRow[];
}

/** An item of the event stream (`/events`, `/filteredEvents`; Document 2). */
export interface WmEvent {
  eventId: string;
  objectType: string;
  action: string;
  objectId: ExactId;
  /** The object id as text, for readers that round 64-bit numbers. */
  objectIdStr?: string;
  /** ISO text, or epoch milliseconds with `numericDates=true`. */
  eventTimestamp: string;
  userId?: ExactId;
  requestUserId?: ExactId;
  source: string;
  additionalDetails?: { sheetId?: string; [field: string]: unknown };
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
  id: ExactId;
  [field: string]: unknown;
}

/** A work-management list: offset pages (page numbers and totals) or token pages (`lastKey`). */
export interface WmPage<T> {
  data: T[];
  lastKey?: string;
  pageNumber?: number;
  pageSize?: number;
  totalCount?: number;
  totalPages?: number;
}

/** A work-management write's answer: what it created or changed, in `result`. */
export interface WmResult<T = { id: ExactId }> {
  result: T;
}

export interface WmAutomationRule {
  id: ExactId;
  name: string;
  enabled?: boolean;
  disabledReason?: string;
  action: { type: string; [field: string]: unknown };
}

export interface WmAttachment {
  id: ExactId;
  attachmentType: string;
  mimeType?: string;
  sizeInKb?: number;
  url?: string;
  urlExpiresInMillis?: number;
}

export interface WmWebhook {
  id: ExactId;
  enabled: boolean;
  status: string;
  events: string[];
}

export interface WmShare {
  id: string;
  userId?: ExactId;
  email?: string;
  accessLevel: string;
  scope?: string;
  type?: string;
}

/** A webhook subscription as the vendor's `Webhook` schema gives it: an id and four attributes, no `type`. */
export interface DaWebhook {
  id: string;
  attributes: { event_type: string; resource_key: string; resource_type: string; callback_url: string };
}

/** The error body of every refusal (backends.md 1.2): `detail` names the failing item of a batch. */
export interface WmErrorBody {
  errorCode: number;
  message: string;
  refId: string;
  detail?: { index?: number; rowId?: ExactId; [field: string]: unknown };
}

/** A failed item of a partial-success batch (`allowPartialSuccess=true`). */
export interface WmFailedItem {
  index: number;
  rowId?: ExactId;
  error: WmErrorBody;
}

/**
 * What a write or read answers, read through one type: the result envelope's fields on success and the
 * error body's on refusal, each optional (a test checks the status, then reads what it expects).
 */
export interface WmAnswer<TResult = unknown> {
  message?: string;
  resultCode?: number;
  result?: TResult;
  version?: number;
  failedItems?: Array<WmFailedItem>;
  errorCode?: number;
  refId?: string;
  detail?: WmErrorBody['detail'];
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
export interface WmObjectValue {
  objectType: string;
  /** CONTACT */
  email?: string;
  name?: string;
  /** MULTI_CONTACT (contacts) and MULTI_PICKLIST (strings). */
  values?: unknown[];
  /** PREDECESSOR_LIST */
  predecessors?: Array<{
    rowId: ExactId;
    rowNumber?: number;
    type: string;
    lag?: { objectType: string; [field: string]: unknown };
  }>;
}

/** A sheet, workspace, folder, report or dashboard of a list or `children` (with its `type` there). */
export interface WmContainer {
  id: ExactId;
  name: string;
  type?: string;
  accessLevel?: string;
  permalink?: string;
  owner?: string;
  ownerId?: ExactId;
}

/** A page of the event stream. */
export interface WmEventPage {
  data: Array<WmEvent>;
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

export interface RpAssignment extends RpRecord {
  user_id: number;
  assignable_id: number;
  starts_at: string;
  ends_at: string;
  allocation_mode?: string;
  percent?: number | null;
  hours_per_day?: number | null;
  fixed_hours?: number | null;
}

export interface RpBillRate extends RpRecord {
  rate: number;
  user_id?: number | null;
}

export interface RpExpenseItem extends RpRecord {
  date: string;
  amount: number;
  updated_at: string;
  assignable_type?: string;
}

export interface RpApproval extends RpRecord {
  approvable_id: number;
  approvable_type: string;
  status: string;
}

export interface RpApiToken extends RpRecord {
  title: string | null;
}

export interface RpCustomField extends RpRecord {
  name: string;
}

export interface RpCustomFieldValue extends RpRecord {
  custom_field_id: number;
}

/** An assignable: a project or a leave type (`type`), a phase when it has a parent. */
export interface RpAssignable extends RpRecord {
  type: string;
  parent_id?: number | null;
}

/** Step 1 of the digital-asset upload flow (Document 3, Endpoints). */
export interface DaUploadRequest {
  upload_url: string;
  resumable_upload_url: string;
  object_url: string;
  service_type: string;
}
