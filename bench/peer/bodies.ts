// The REST bodies the peer reads, written by hand from the backends' documents: only the fields the
// peer's own code touches (the rest reach GraphQL's default resolvers as they are).

/** An id as the peer parses it: a number, or a string when it is beyond 2^53 (see `parseBody`). */
export type ExactId = number | string;

/** Work-management: one event of `GET /events`. */
export interface WmEvent {
  eventId: string;
  objectType: string;
  action: string;
  objectId?: ExactId | null;
  objectIdStr?: string | null;
  userId?: ExactId | null;
  additionalDetails?: Record<string, unknown> | null;
}

/** Work-management: `GET /events`, one page of the stream. */
export interface WmEventsPage {
  data: WmEvent[];
  nextStreamPosition?: string | null;
  moreAvailable?: boolean;
}

/** Work-management: a user (`GET /users/{id}`, an item of `GET /users`). */
export interface WmUser {
  id: ExactId;
  email?: string | null;
}

/** Work-management: `GET /users`, a page of users. */
export interface WmUserList {
  data: WmUser[];
}

/** Work-management: a row of a sheet. */
export interface WmRow {
  id: ExactId;
  rowNumber?: number | null;
  createdBy?: unknown;
}

/** Work-management: `GET /sheets/{id}`, with the rows of the page or of the ids asked for. */
export interface WmSheet {
  id: ExactId;
  totalRowCount: number;
  rows?: WmRow[];
}

/** Work-management: `GET /workspaces/{id}/metadata`. */
export interface WmWorkspace {
  id: ExactId;
}

/** Resource-planning: a list envelope (`{"data":[...],"paging":{...}}`). */
export interface RpList<T> {
  data: T[];
  paging?: { next?: string | null };
}

/** Resource-planning: a project. */
export interface RpProject {
  id: number;
}

/** Resource-planning: an assignment of a project. */
export interface RpAssignment {
  id: number;
  user_id: number;
  starts_at?: string | null;
}

/** Resource-planning: a person (`GET /users/{id}`). */
export interface RpPerson {
  id: number;
  display_name?: string | null;
  email?: string | null;
}

/** Digital-asset: a JSON:API resource. */
export interface DaResource<A = Record<string, unknown>> {
  id: string;
  type: string;
  attributes: A;
  relationships?: Record<string, { data?: Array<{ id: string; type: string }> | { id: string; type: string } | null }>;
}

/** Digital-asset: the attributes of a custom field value (`included` of an asset). */
export interface DaCustomFieldValue {
  key: string;
  value: string;
}

/** Digital-asset: a library, a section or an asset: each has a name. */
export type DaNamed = DaResource<{ name: string }>;

/** Digital-asset: a JSON:API list envelope with its page meta. */
export interface DaList<R> {
  data: R[];
  included?: DaResource[];
  meta: { next_page: number | null; total_count: number };
}

/** Digital-asset: one resource with what it side-loads. */
export interface DaOne<R> {
  data: R;
  included?: DaResource[];
}
