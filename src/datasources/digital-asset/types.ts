// The flattened digital-asset records the datasource hands to the graph: a resource's id and
// attributes (typed once, by the answer shapes of shapes.ts) with its relationships resolved.
import type { Static } from 'typebox';
import type {
  AssetAttributes,
  AttachmentAttributes,
  CollectionAttributes,
  CustomFieldValueAttributes,
  LibraryAttributes,
  Meta,
  OrganizationAttributes,
  SectionAttributes,
  TagAttributes,
  UploadRequestShape,
  WebhookAttributes,
} from './shapes.js';
import type { AnswerType } from '../answer-shape.js';

/** The `meta` of a list page. */
export type DaMeta = Static<typeof Meta>;

/** One page of a flattened list. */
export interface DaPage<T> {
  items: T[];
  meta: DaMeta;
}

export type DaOrganization = { id: string } & Static<typeof OrganizationAttributes>;

export type DaLibrary = { id: string } & Static<typeof LibraryAttributes> & {
    organizationId: string | null;
    /** Present when the organization was side-loaded. */
    organization?: DaOrganization;
  };

export type DaSection = { id: string } & Static<typeof SectionAttributes> & { libraryId: string | null };

export type DaCollection = { id: string } & Static<typeof CollectionAttributes> & { libraryId: string | null };

export type DaAttachment = { id: string } & Static<typeof AttachmentAttributes> & { assetId: string | null };

export type DaTag = { id: string } & Static<typeof TagAttributes>;

export type DaCustomFieldValue = { id: string } & Static<typeof CustomFieldValueAttributes>;

export type DaAsset = { id: string } & Static<typeof AssetAttributes> & {
    sectionId: string | null;
    libraryId: string | null;
    /** Ids of the collections the asset is in (from its relationships). */
    collectionIds?: string[];
    /** Present when side-loaded with `include`. */
    attachments?: DaAttachment[];
    tags?: DaTag[];
    customFields?: DaCustomFieldValue[];
  };

export type DaWebhook = { id: string } & Static<typeof WebhookAttributes>;

/** The answer of `GET /upload_requests`: signed URLs into the storage bucket. */
export type DaUploadRequest = AnswerType<typeof UploadRequestShape>;

/** One asset of a `POST /libraries/{id}/assets` request. */
export interface DaNewAsset {
  name: string;
  description?: string;
  attachments: Array<{ url: string; filename: string }>;
}

/** What the upload mutation hands to its payload type (`userErrors` empty: refusals are thrown). */
export interface DaUploadResult {
  asset: DaAsset;
  uploadMethod: 'SIMPLE' | 'RESUMABLE';
  storageRequests: number;
  sizeInBytes: number;
  userErrors: [];
}
