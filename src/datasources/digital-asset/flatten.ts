// Turns the digital-asset API's resource objects (`id`, `type`, `attributes`, `relationships`,
// side-loaded `included`) into flat records.
import type { DaAsset, DaAttachment, DaCollection, DaCustomFieldValue, DaWebhook, DaLibrary, DaOrganization, DaResource, DaResourceIdentifier, DaSection, DaTag } from './types.js';

type Attrs = Record<string, unknown>;

function related(resource: DaResource, name: string): DaResourceIdentifier[] {
  const data = resource.relationships?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

function firstRelatedId(resource: DaResource, ...names: string[]): string | null {
  for (const name of names) {
    const id = related(resource, name)[0]?.id;
    if (id !== undefined) return String(id);
  }
  return null;
}

/** `type:id` -> resource for one envelope's `included`, built once per envelope (lists side-load thousands). */
const includedIndexes = new WeakMap<DaResource[], Map<string, DaResource>>();

function indexOf(included: DaResource[]): Map<string, DaResource> {
  let index = includedIndexes.get(included);
  if (!index) {
    index = new Map(included.map((r) => [`${r.type}:${r.id}`, r]));
    includedIndexes.set(included, index);
  }
  return index;
}

/** Looks up the side-loaded resources a relationship names, in relationship order. */
function sideLoaded(resource: DaResource, included: DaResource[] | undefined, ...names: string[]): DaResource[] | undefined {
  if (!included) return undefined;
  const refs = names.flatMap((n) => related(resource, n));
  if (refs.length === 0 && !names.some((n) => resource.relationships?.[n])) return undefined;
  const byKey = indexOf(included);
  return refs.map((ref) => byKey.get(`${ref.type}:${ref.id}`)).filter((r): r is DaResource => r !== undefined);
}

const str = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));
const num = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : null);

export function toOrganization(r: DaResource): DaOrganization {
  const a = r.attributes as Attrs;
  return { id: String(r.id), name: String(a.name ?? ''), tagline: str(a.tagline), slug: str(a.slug) };
}

export function toLibrary(r: DaResource, included?: DaResource[]): DaLibrary {
  const a = r.attributes as Attrs;
  const organization = sideLoaded(r, included, 'organization')?.[0];
  return {
    id: String(r.id),
    name: String(a.name ?? ''),
    privacy: str(a.privacy),
    slug: str(a.slug),
    tagline: str(a.tagline),
    organizationId: firstRelatedId(r, 'organization'),
    ...(organization ? { organization: toOrganization(organization) } : {}),
  };
}

export function toSection(r: DaResource, libraryId: string | null): DaSection {
  const a = r.attributes as Attrs;
  return {
    id: String(r.id),
    name: String(a.name ?? ''),
    default_asset_type: str(a.default_asset_type),
    position: num(a.position),
    libraryId: firstRelatedId(r, 'library', 'brandfolder') ?? libraryId,
  };
}

export function toAttachment(r: DaResource, assetId: string | null): DaAttachment {
  const a = r.attributes as Attrs;
  return {
    id: String(r.id),
    mimetype: str(a.mimetype),
    extension: str(a.extension),
    filename: str(a.filename),
    size: num(a.size),
    width: num(a.width),
    height: num(a.height),
    url: str(a.url),
    position: num(a.position),
    thumbnail_url: str(a.thumbnail_url),
    assetId: firstRelatedId(r, 'asset') ?? assetId,
  };
}

function toTag(r: DaResource): DaTag {
  const a = r.attributes as Attrs;
  return { id: String(r.id), name: String(a.name ?? ''), auto_generated: a.auto_generated === true, source: str(a.source) };
}

function toCustomField(r: DaResource): DaCustomFieldValue {
  const a = r.attributes as Attrs;
  return { id: String(r.id), key: String(a.key ?? ''), value: String(a.value ?? '') };
}

export function toAsset(r: DaResource, included: DaResource[] | undefined, sectionId: string | null): DaAsset {
  const a = r.attributes as Attrs;
  const attachments = sideLoaded(r, included, 'attachments');
  const tags = sideLoaded(r, included, 'tags');
  const customFields = sideLoaded(r, included, 'custom_field_values', 'custom_fields');
  return {
    id: String(r.id),
    name: String(a.name ?? ''),
    description: str(a.description),
    thumbnail_url: str(a.thumbnail_url),
    approved: typeof a.approved === 'boolean' ? a.approved : null,
    created_at: str(a.created_at),
    updated_at: str(a.updated_at),
    cdn_url: str(a.cdn_url),
    availability: str(a.availability),
    sectionId: firstRelatedId(r, 'section') ?? sectionId,
    libraryId: firstRelatedId(r, 'library', 'brandfolder'),
    ...(r.relationships?.collections ? { collectionIds: related(r, 'collections').map((c) => String(c.id)) } : {}),
    ...(attachments ? { attachments: attachments.map((x) => toAttachment(x, String(r.id))) } : {}),
    ...(tags ? { tags: tags.map(toTag) } : {}),
    ...(customFields ? { customFields: customFields.map(toCustomField) } : {}),
  };
}

export function toCollection(r: DaResource, libraryId: string | null): DaCollection {
  const a = r.attributes as Attrs;
  const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
  return {
    id: String(r.id),
    name: String(a.name ?? ''),
    tagline: str(a.tagline),
    slug: str(a.slug),
    public: bool(a.public),
    stealth: bool(a.stealth),
    is_workspace: bool(a.is_workspace),
    libraryId: firstRelatedId(r, 'library', 'brandfolder') ?? libraryId,
  };
}

export function toWebhook(r: DaResource): DaWebhook {
  const a = r.attributes as Attrs;
  return {
    id: String(r.id),
    event_type: String(a.event_type ?? ''),
    // The real service names the library `brandfolder`; the documents call it a library.
    resource_key: String(a.resource_key ?? ''),
    resource_type: String(a.resource_type ?? ''),
    callback_url: String(a.callback_url ?? ''),
  };
}
