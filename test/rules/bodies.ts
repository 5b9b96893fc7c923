// The REST bodies the rule table reads, in the backends' own field names (Document 1 for work
// management, Document 3 for resource planning and digital asset), ids as `parseExact` reads them.
import type { ExactId } from './exact-json.js';

/** A work-management write's answer: what it created or changed, in `result`. */
export interface WmResult<T = { id: ExactId }> {
  result: T;
}

/** A work-management list: offset pages (page numbers and totals) or token pages (`lastKey`). */
export interface WmList<T> {
  data: T[];
  lastKey?: string;
  pageNumber?: number;
  pageSize?: number;
  totalCount?: number;
  totalPages?: number;
}

export interface WmAlternateEmail {
  id: ExactId;
  email: string;
  confirmed: boolean;
}

/** A user of a list, or the single read (`GET /users/{userId}`, with its alternate addresses). */
export interface WmUserBody {
  id: ExactId;
  email: string;
  status: string;
  admin?: boolean;
  seatType?: string;
  sheetCount?: number;
  licensedSheetCreator?: boolean;
  provisionalExpirationDate?: string;
  seatTypeLastChangedAt?: string;
  isInternal?: boolean;
  alternateEmails?: WmAlternateEmail[];
}

export interface WmColumnBody {
  id: ExactId;
  title: string;
  type: string;
  primary?: boolean;
  options?: string[];
  symbol?: string;
  systemColumnType?: string;
  validation?: boolean;
}

export interface WmCellBody {
  columnId: ExactId;
  value?: unknown;
  displayValue?: string;
  hyperlink?: { url?: string; sheetId?: ExactId; reportId?: ExactId };
  linkInFromCell?: { sheetId?: ExactId };
}

export interface WmRowBody {
  id: ExactId;
  cells: WmCellBody[];
}

export interface WmSheetBody {
  id: ExactId;
  name: string;
  dependenciesEnabled?: boolean;
  columns: WmColumnBody[];
  rows: WmRowBody[];
}

/** An item of a workspace's or folder's children. */
export interface WmChild {
  id: ExactId;
  name: string;
  type: string;
}

export interface WmShareBody {
  id: string;
  email?: string;
  accessLevel: string;
}

export interface WmAttachmentBody {
  id: ExactId;
  attachmentType: string;
  mimeType?: string;
  sizeInKb?: number;
  url?: string;
  urlExpiresInMillis?: number;
}

export interface WmAutomationRuleBody {
  id: ExactId;
  name: string;
  enabled?: boolean;
  disabledReason?: string;
  action?: { type?: string };
}

export interface WmWebhookBody {
  id: ExactId;
  enabled: boolean;
  status: string;
  events: string[];
}

/** An event of the stream (Document 2). */
export interface WmEventBody {
  objectType: string;
  action: string;
  objectId: ExactId;
  source: string;
  eventTimestamp: string;
  additionalDetails?: Record<string, unknown>;
}

/** A resource-planning list page. */
export interface RpList<T> {
  data: T[];
  paging: { next: string | null };
}

/** A resource-planning record: its id, the fields the rows read. */
export interface RpRecordBody {
  id: ExactId;
  [field: string]: unknown;
}

export interface RpProjectBody extends RpRecordBody {
  name: string;
  parent_id: ExactId | null;
  archived: boolean;
}

export interface RpAssignmentBody extends RpRecordBody {
  user_id: ExactId;
  assignable_id: ExactId;
  starts_at: string;
  ends_at: string;
  allocation_mode?: string;
  percent?: number | null;
  hours_per_day?: number | null;
  fixed_hours?: number | null;
}

export interface RpBillRateBody extends RpRecordBody {
  rate: number;
  user_id?: ExactId | null;
}

/** A digital-asset resource object (JSON:API). */
export interface DaResourceBody<Attributes = Record<string, unknown>> {
  id: string;
  type: string;
  attributes: Attributes;
  relationships?: Record<string, { data: { id: string; type: string } | Array<{ id: string; type: string }> | null }>;
}

/** A digital-asset list page, with the resources `include` asked for. */
export interface DaList<T> {
  data: T[];
  included?: DaResourceBody[];
  meta: { next_page: number | null };
}

/** Step 1 of the digital-asset upload flow (Document 3, Endpoints). */
export interface DaUploadRequest {
  upload_url: string;
  resumable_upload_url: string;
  object_url: string;
  service_type: string;
}

export interface RpExpenseItemBody extends RpRecordBody {
  date: string;
  amount: number;
  updated_at: string;
  assignable_type?: string;
}

export interface RpApprovalBody extends RpRecordBody {
  approvable_id: ExactId;
  approvable_type: string;
  status: string;
}

export interface RpApiTokenBody extends RpRecordBody {
  title: string | null;
}

export interface RpCustomFieldBody extends RpRecordBody {
  name: string;
}

export interface RpCustomFieldValueBody extends RpRecordBody {
  custom_field_id: ExactId;
}

/** An assignable: a project or a leave type (`type`), a phase when it has a parent. */
export interface RpAssignableBody extends RpRecordBody {
  type: string;
  parent_id?: ExactId | null;
}
