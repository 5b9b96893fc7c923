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
export interface DaAsset extends DaResource<{ name: string; description?: string | null; [attribute: string]: unknown }> {
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
export type DaWebhook = DaResource<{ event_type: string; resource_key: string; resource_type: string; callback_url: string; [attribute: string]: unknown }>;
