// The digital-asset datasource: one method per REST operation of Document 3 used by the graph;
// each answer is checked against its shape (shapes.ts) and flattened into records with resolved
// relationships.
import { DigitalAssetClient } from './client.js';
import { toAsset, toAttachment, toCollection, toLibrary, toOrganization, toSection } from './flatten.js';
import {
  AssetPageShape,
  AssetShape,
  AttachmentShape,
  CollectionPageShape,
  CollectionShape,
  LibraryPageShape,
  LibraryShape,
  OrganizationPageShape,
  OrganizationShape,
  SectionPageShape,
  SectionShape,
} from './shapes.js';
import type { DaAsset, DaAttachment, DaCollection, DaLibrary, DaOrganization, DaPage, DaSection } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const DIGITAL_ASSET_PATHS = {
  organizations: '/organizations',
  organization: (id: string) => restPath`/organizations/${id}`,
  libraries: '/libraries',
  library: (id: string) => restPath`/libraries/${id}`,
  librarySections: (id: string) => restPath`/libraries/${id}/sections`,
  libraryCollections: (id: string) => restPath`/libraries/${id}/collections`,
  libraryAssets: (id: string) => restPath`/libraries/${id}/assets`,
  collection: (id: string) => restPath`/collections/${id}`,
  collectionAssets: (id: string) => restPath`/collections/${id}/assets`,
  section: (id: string) => restPath`/sections/${id}`,
  sectionAssets: (id: string) => restPath`/sections/${id}/assets`,
  asset: (id: string) => restPath`/assets/${id}`,
  attachment: (id: string) => restPath`/attachments/${id}`,
} as const;

/** The backend's largest `per`. */
export const DA_MAX_PAGE_SIZE = 3000;

const ASSET_INCLUDES = 'attachments,tags,custom_fields';
const ASSET_FIELDS = 'created_at,updated_at,cdn_url,availability';

/** Core reads: organizations, libraries, sections, assets, attachments. */
export class DigitalAssetApi extends DigitalAssetClient {
  /** GET /organizations. */
  async listOrganizations(page: number, per: number): Promise<DaPage<DaOrganization>> {
    const body = await this.get(DIGITAL_ASSET_PATHS.organizations, OrganizationPageShape, { page, per });
    return { items: body.data.map(toOrganization), meta: body.meta };
  }

  /** GET /organizations/{id}. */
  async getOrganization(id: string): Promise<DaOrganization> {
    const body = await this.get(DIGITAL_ASSET_PATHS.organization(id), OrganizationShape);
    return toOrganization(body.data);
  }

  /** GET /libraries/{id}/collections. */
  async listCollections(libraryId: string, page: number, per: number): Promise<DaPage<DaCollection>> {
    const body = await this.get(DIGITAL_ASSET_PATHS.libraryCollections(libraryId), CollectionPageShape, { page, per });
    return { items: body.data.map((r) => toCollection(r, libraryId)), meta: body.meta };
  }

  /** GET /collections/{id}. */
  async getCollection(id: string): Promise<DaCollection> {
    const body = await this.get(DIGITAL_ASSET_PATHS.collection(id), CollectionShape);
    return toCollection(body.data, null);
  }

  /** GET /collections/{id}/assets with attachments, tags and custom fields side-loaded. */
  async listCollectionAssets(collectionId: string, page: number, per: number): Promise<DaPage<DaAsset>> {
    const body = await this.get(DIGITAL_ASSET_PATHS.collectionAssets(collectionId), AssetPageShape, {
      page,
      per,
      include: ASSET_INCLUDES,
      fields: ASSET_FIELDS,
    });
    return { items: body.data.map((r) => toAsset(r, body.included, null)), meta: body.meta };
  }

  /** GET /libraries/{id}/assets with attachments, tags and custom fields side-loaded. */
  async listLibraryAssets(libraryId: string, page: number, per: number): Promise<DaPage<DaAsset>> {
    const body = await this.get(DIGITAL_ASSET_PATHS.libraryAssets(libraryId), AssetPageShape, {
      page,
      per,
      include: ASSET_INCLUDES,
      fields: ASSET_FIELDS,
    });
    return { items: body.data.map((r) => toAsset(r, body.included, null)), meta: body.meta };
  }

  /** GET /libraries?include=organization. */
  async listLibraries(page: number, per: number): Promise<DaPage<DaLibrary>> {
    const body = await this.get(DIGITAL_ASSET_PATHS.libraries, LibraryPageShape, {
      page,
      per,
      include: 'organization',
    });
    return { items: body.data.map((r) => toLibrary(r, body.included)), meta: body.meta };
  }

  /** GET /libraries/{id}?include=organization. */
  async getLibrary(id: string): Promise<DaLibrary> {
    const body = await this.get(DIGITAL_ASSET_PATHS.library(id), LibraryShape, { include: 'organization' });
    return toLibrary(body.data, body.included);
  }

  /** GET /libraries/{id}/sections. */
  async listSections(libraryId: string, page: number, per: number): Promise<DaPage<DaSection>> {
    const body = await this.get(DIGITAL_ASSET_PATHS.librarySections(libraryId), SectionPageShape, { page, per });
    return { items: body.data.map((r) => toSection(r, libraryId)), meta: body.meta };
  }

  /** GET /sections/{id}. */
  async getSection(id: string): Promise<DaSection> {
    const body = await this.get(DIGITAL_ASSET_PATHS.section(id), SectionShape);
    return toSection(body.data, null);
  }

  /** GET /sections/{id}/assets with attachments, tags and custom fields side-loaded (Document 3 shows `include` here). */
  async listSectionAssets(sectionId: string, page: number, per: number): Promise<DaPage<DaAsset>> {
    const body = await this.get(DIGITAL_ASSET_PATHS.sectionAssets(sectionId), AssetPageShape, {
      page,
      per,
      include: ASSET_INCLUDES,
      fields: ASSET_FIELDS,
    });
    return { items: body.data.map((r) => toAsset(r, body.included, sectionId)), meta: body.meta };
  }

  /** GET /assets/{id} with attachments, tags and custom fields side-loaded. */
  async getAsset(id: string): Promise<DaAsset> {
    const body = await this.get(DIGITAL_ASSET_PATHS.asset(id), AssetShape, {
      include: ASSET_INCLUDES,
      fields: ASSET_FIELDS,
    });
    return toAsset(body.data, body.included, null);
  }

  /** GET /attachments/{id}. */
  async getAttachment(id: string): Promise<DaAttachment> {
    const body = await this.get(DIGITAL_ASSET_PATHS.attachment(id), AttachmentShape);
    return toAttachment(body.data, null);
  }
}
