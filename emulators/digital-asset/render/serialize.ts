// Turns digital-asset records into resource objects (`{id, type, attributes, relationships}`)
// and collects the side-loaded `included[]` records that `include=` asks for, without duplicates.
import type { ResourceIdentifier, ResourceObject } from '../envelope.js';
import {
  TYPES,
  type DaAsset,
  type DaAttachment,
  type DaCollection,
  type DaCustomFieldValue,
  type DaLibrary,
  type DaOrganization,
  type DaSection,
  type DaTag,
} from '../model.js';
import type { DigitalAssetStore } from '../store/store.js';

export const ASSET_INCLUDES = ['attachments', 'tags', 'custom_fields', 'section', 'library', 'collections'] as const;
export const ASSET_FIELDS = ['created_at', 'updated_at', 'cdn_url', 'availability'] as const;

const ref = (type: string, id: string): ResourceIdentifier => ({ id, type });
const refs = (type: string, ids: string[]): ResourceIdentifier[] => ids.map((id) => ref(type, id));

export function organizationResource(o: DaOrganization): ResourceObject {
  return { id: o.id, type: TYPES.organization, attributes: { ...o.attributes } };
}

export function libraryResource(l: DaLibrary): ResourceObject {
  return {
    id: l.id,
    type: TYPES.library,
    attributes: { ...l.attributes },
    relationships: { organization: { data: ref(TYPES.organization, l.organizationId) } },
  };
}

export function sectionResource(s: DaSection): ResourceObject {
  return {
    id: s.id,
    type: TYPES.section,
    attributes: { ...s.attributes },
    relationships: { library: { data: ref(TYPES.library, s.libraryId) } },
  };
}

export function collectionResource(c: DaCollection): ResourceObject {
  return {
    id: c.id,
    type: TYPES.collection,
    attributes: { ...c.attributes },
    relationships: { library: { data: ref(TYPES.library, c.libraryId) } },
  };
}

export function attachmentResource(a: DaAttachment): ResourceObject {
  return {
    id: a.id,
    type: TYPES.attachment,
    attributes: { ...a.attributes },
    relationships: { asset: { data: ref(TYPES.asset, a.assetId) } },
  };
}

export function tagResource(t: DaTag): ResourceObject {
  return {
    id: t.id,
    type: TYPES.tag,
    attributes: { ...t.attributes },
    relationships: { asset: { data: ref(TYPES.asset, t.assetId) } },
  };
}

export function customFieldValueResource(v: DaCustomFieldValue): ResourceObject {
  return {
    id: v.id,
    type: TYPES.customFieldValue,
    attributes: { ...v.attributes },
    relationships: { asset: { data: ref(TYPES.asset, v.assetId) } },
  };
}

/** An asset with the extra attributes of `fields=`; to-one relations are objects, to-many arrays. */
export function assetResource(a: DaAsset, fields: Set<string>): ResourceObject {
  const attributes: Record<string, unknown> = { ...a.attributes };
  for (const field of ASSET_FIELDS) if (fields.has(field)) attributes[field] = a.extraAttributes[field];
  return {
    id: a.id,
    type: TYPES.asset,
    attributes,
    relationships: {
      section: { data: ref(TYPES.section, a.sectionId) },
      library: { data: ref(TYPES.library, a.libraryId) },
      attachments: { data: refs(TYPES.attachment, a.attachmentIds) },
      tags: { data: refs(TYPES.tag, a.tagIds) },
      custom_field_values: { data: refs(TYPES.customFieldValue, a.customFieldValueIds) },
      collections: { data: refs(TYPES.collection, a.collectionIds) },
    },
  };
}

/** Collects included records once each, in first-seen order. */
class Included {
  private readonly seen = new Set<string>();
  readonly items: ResourceObject[] = [];
  add(resource: ResourceObject | undefined): void {
    if (!resource) return;
    const key = `${resource.type}/${resource.id}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push(resource);
  }
}

/** The `included[]` for a page of assets, or null when nothing was asked for. */
export function assetIncluded(
  store: DigitalAssetStore,
  assets: DaAsset[],
  include: Set<string>,
): ResourceObject[] | null {
  if (include.size === 0) return null;
  const out = new Included();
  const pick = <T>(map: Map<string, T>, id: string, fn: (x: T) => ResourceObject) => {
    const item = map.get(id);
    out.add(item === undefined ? undefined : fn(item));
  };
  for (const asset of assets) {
    if (include.has('attachments'))
      asset.attachmentIds.forEach((id) => pick(store.attachments, id, attachmentResource));
    if (include.has('tags')) asset.tagIds.forEach((id) => pick(store.tags, id, tagResource));
    if (include.has('custom_fields'))
      asset.customFieldValueIds.forEach((id) => pick(store.customFieldValues, id, customFieldValueResource));
    if (include.has('section')) pick(store.sections, asset.sectionId, sectionResource);
    if (include.has('library')) pick(store.libraries, asset.libraryId, libraryResource);
    if (include.has('collections'))
      asset.collectionIds.forEach((id) => pick(store.collections, id, collectionResource));
  }
  return out.items;
}

/** The `included[]` for libraries (`include=organization`), or null. */
export function libraryIncluded(
  store: DigitalAssetStore,
  libraries: DaLibrary[],
  include: Set<string>,
): ResourceObject[] | null {
  if (include.size === 0) return null;
  const out = new Included();
  for (const library of libraries) {
    const org = store.organizations.get(library.organizationId);
    if (org) out.add(organizationResource(org));
  }
  return out.items;
}

/** The `included[]` for attachments (`include=asset`), or null. */
export function attachmentIncluded(
  store: DigitalAssetStore,
  attachments: DaAttachment[],
  include: Set<string>,
): ResourceObject[] | null {
  if (include.size === 0) return null;
  const out = new Included();
  for (const attachment of attachments) {
    const asset = store.assets.get(attachment.assetId);
    if (asset) out.add(assetResource(asset, new Set()));
  }
  return out.items;
}
