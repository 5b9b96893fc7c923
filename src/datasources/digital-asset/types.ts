// Shapes of the digital-asset API's JSON (Document 3 and backends.md 3), and the flattened
// records the datasource hands to the graph (attributes plus resolved relationships).

export interface DaResourceIdentifier {
  id: string;
  type: string;
}

export interface DaResource<A = Record<string, unknown>> {
  id: string;
  type: string;
  attributes: A;
  relationships?: Record<string, { data: DaResourceIdentifier | DaResourceIdentifier[] | null }>;
}

export interface DaMeta {
  current_page: number;
  next_page: number | null;
  prev_page: number | null;
  total_pages: number;
  total_count: number;
}

export interface DaListEnvelope<A = Record<string, unknown>> {
  data: Array<DaResource<A>>;
  included?: DaResource[];
  meta: DaMeta;
}

export interface DaSingleEnvelope<A = Record<string, unknown>> {
  data: DaResource<A>;
  included?: DaResource[];
}

export interface DaOrganization {
  id: string;
  name: string;
  tagline?: string | null;
  slug?: string | null;
}

export interface DaLibrary {
  id: string;
  name: string;
  privacy?: string | null;
  slug?: string | null;
  tagline?: string | null;
  organizationId: string | null;
  /** Present when the organization was side-loaded. */
  organization?: DaOrganization;
}

export interface DaSection {
  id: string;
  name: string;
  default_asset_type?: string | null;
  position?: number | null;
  libraryId: string | null;
}

export interface DaAttachment {
  id: string;
  mimetype?: string | null;
  extension?: string | null;
  filename?: string | null;
  size?: number | null;
  width?: number | null;
  height?: number | null;
  url?: string | null;
  position?: number | null;
  thumbnail_url?: string | null;
  assetId: string | null;
}

export interface DaTag {
  id: string;
  name: string;
  auto_generated?: boolean;
  source?: string | null;
}

export interface DaCustomFieldValue {
  id: string;
  key: string;
  value: string;
}

export interface DaAsset {
  id: string;
  name: string;
  description?: string | null;
  thumbnail_url?: string | null;
  approved?: boolean | null;
  created_at?: string | null;
  updated_at?: string | null;
  cdn_url?: string | null;
  availability?: string | null;
  sectionId: string | null;
  libraryId: string | null;
  /** Ids of the collections the asset is in (from its relationships). */
  collectionIds?: string[];
  /** Present when side-loaded with `include`. */
  attachments?: DaAttachment[];
  tags?: DaTag[];
  customFields?: DaCustomFieldValue[];
}

/** One page of a flattened list. */
export interface DaPage<T> {
  items: T[];
  meta: DaMeta;
}

export interface DaCollection {
  id: string;
  name: string;
  tagline?: string | null;
  slug?: string | null;
  public?: boolean | null;
  stealth?: boolean | null;
  is_workspace?: boolean | null;
  libraryId: string | null;
}

/** The answer of `GET /upload_requests`: signed URLs into the storage bucket. */
export interface DaUploadRequest {
  upload_url: string;
  resumable_upload_url: string;
  service_type: string;
  object_url: string;
}

/** One asset of a `POST /libraries/{id}/assets` request. */
export interface DaNewAsset {
  name: string;
  description?: string;
  attachments: Array<{ url: string; filename: string }>;
}

export interface DaWebhook {
  id: string;
  event_type: string;
  resource_key: string;
  resource_type: string;
  callback_url: string;
}

/** What the upload mutation hands to its payload type. */
export interface DaUploadResult {
  asset: DaAsset;
  uploadMethod: 'SIMPLE' | 'RESUMABLE';
  storageRequests: number;
  size: number;
}
