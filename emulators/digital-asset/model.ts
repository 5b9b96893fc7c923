// Records of the digital-asset emulator. Attributes are stored as the API serializes them;
// relations are kept as ids and turned into `relationships` and `included[]` per request.

export interface DaOrganization {
  id: string;
  attributes: { name: string; tagline: string; slug: string };
}

export interface DaLibrary {
  id: string;
  organizationId: string;
  attributes: { name: string; privacy: 'private' | 'public' | 'stealth'; slug: string; tagline: string };
}

export type DefaultAssetType = 'GenericFile' | 'Color' | 'Font' | 'ExternalMedium' | 'Person' | 'Press' | 'Text';

export interface DaSection {
  id: string;
  libraryId: string;
  attributes: { name: string; default_asset_type: DefaultAssetType; position: number };
}

export interface DaCollection {
  id: string;
  libraryId: string;
  attributes: { name: string; tagline: string; slug: string; public: boolean; stealth: boolean; is_workspace: boolean };
}

export interface DaAttachment {
  id: string;
  assetId: string;
  attributes: {
    mimetype: string;
    extension: string;
    filename: string;
    size: number;
    /** Pixel size, for images only. */
    width?: number;
    height?: number;
    url: string;
    position: number;
    thumbnail_url: string;
  };
}

export interface DaTag {
  id: string;
  assetId: string;
  attributes: { name: string; auto_generated: boolean; source: string | null };
}

/** A custom field: a key/value pair (both strings) on exactly one asset. */
export interface DaCustomFieldValue {
  id: string;
  assetId: string;
  attributes: { key: string; value: string };
}

/**
 * A custom field key of a library (`custom_field_keys`): values are created through it
 * (`POST /custom_field_keys/{id}/custom_field_values`), and carry its name as their `key`.
 */
export interface DaCustomFieldKey {
  id: string;
  libraryId: string;
  attributes: {
    name: string;
    allowed_values: string[];
    position: number;
    prioritized: boolean;
    required: boolean;
    restricted: boolean;
  };
}

export interface DaAsset {
  id: string;
  libraryId: string;
  sectionId: string;
  collectionIds: string[];
  attributes: { name: string; description: string; thumbnail_url: string; approved: boolean };
  /** Added to attributes only when asked for with `fields=`. */
  extraAttributes: { created_at: string; updated_at: string; cdn_url: string; availability: string };
  attachmentIds: string[];
  tagIds: string[];
  customFieldValueIds: string[];
}

export interface DaDataset {
  organizations: DaOrganization[];
  libraries: DaLibrary[];
  sections: DaSection[];
  collections: DaCollection[];
  assets: DaAsset[];
  attachments: DaAttachment[];
  tags: DaTag[];
  customFieldValues: DaCustomFieldValue[];
  customFieldKeys: DaCustomFieldKey[];
}

/** A webhook subscription (the reference's `Webhook`) and whether the service still delivers to it. */
export interface DaWebhook {
  id: string;
  attributes: { event_type: string; resource_key: string; resource_type: string; callback_url: string };
  /** Whether the service still delivers to it: lists and reads show active subscriptions only. */
  active: boolean;
}

/** JSON `type` of each kind of record. */
export const TYPES = {
  organization: 'organizations',
  library: 'libraries',
  section: 'sections',
  collection: 'collections',
  asset: 'generic_files',
  attachment: 'attachments',
  tag: 'tags',
  customFieldValue: 'custom_field_values',
  customFieldKey: 'custom_field_keys',
} as const;
