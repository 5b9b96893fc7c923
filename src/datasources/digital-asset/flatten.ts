// Turns the digital-asset API's resource objects (`id`, `type`, `attributes`, `relationships`,
// side-loaded `included`), already checked against their answer shapes, into flat records.
import type {
  DaAssetIncluded,
  DaAssetResource,
  DaAttachmentResource,
  DaCollectionResource,
  DaLibraryIncluded,
  DaLibraryResource,
  DaOrganizationResource,
  DaSectionResource,
  DaWebhookResource,
} from './shapes.js';
import type { DaAsset, DaAttachment, DaCollection, DaLibrary, DaOrganization, DaSection, DaWebhook } from './types.js';

type Identifier = { id: string; type: string };
type Related = { relationships?: Record<string, { data: Identifier | Identifier[] | null }> };
type Included = Array<{ id: string; type: string }>;

function related(resource: Related, name: string): Identifier[] {
  const data = resource.relationships?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

/** The id of the first record the first present relationship of `names` points at. */
function firstRelatedId(resource: Related, ...names: string[]): string | null {
  for (const name of names) {
    const id = related(resource, name)[0]?.id;
    if (id !== undefined) return id;
  }
  return null;
}

/** `type:id` -> resource for one envelope's `included`, built once per envelope (lists side-load thousands). */
const includedIndexes = new WeakMap<Included, Map<string, Included[number]>>();

function indexOf<I extends Included>(included: I): Map<string, I[number]> {
  let index = includedIndexes.get(included);
  if (!index) {
    index = new Map(included.map((r) => [`${r.type}:${r.id}`, r]));
    includedIndexes.set(included, index);
  }
  return index;
}

/** The side-loaded records of `type` that the relationships `names` point at, in relationship order; undefined when not side-loaded. */
function sideLoaded<I extends Included, T extends I[number]['type']>(
  resource: Related,
  included: I | undefined,
  type: T,
  ...names: string[]
): Array<Extract<I[number], { type: T }>> | undefined {
  if (!included || !names.some((n) => resource.relationships?.[n])) return undefined;
  const byKey = indexOf(included);
  return names
    .flatMap((n) => related(resource, n))
    .map((ref) => byKey.get(`${type}:${ref.id}`))
    .filter((r): r is Extract<I[number], { type: T }> => r !== undefined);
}

export function toOrganization(r: DaOrganizationResource): DaOrganization {
  return { id: r.id, ...r.attributes };
}

export function toLibrary(r: DaLibraryResource, included?: DaLibraryIncluded): DaLibrary {
  const organization = sideLoaded(r, included, 'organizations', 'organization', 'brandfolder')?.[0];
  return {
    id: r.id,
    ...r.attributes,
    organizationId: firstRelatedId(r, 'organization'),
    ...(organization ? { organization: toOrganization(organization) } : {}),
  };
}

export function toSection(r: DaSectionResource, libraryId: string | null): DaSection {
  return { id: r.id, ...r.attributes, libraryId: firstRelatedId(r, 'library', 'brandfolder') ?? libraryId };
}

export function toAttachment(r: DaAttachmentResource, assetId: string | null): DaAttachment {
  return { id: r.id, ...r.attributes, assetId: firstRelatedId(r, 'asset') ?? assetId };
}

export function toAsset(r: DaAssetResource, included: DaAssetIncluded | undefined, sectionId: string | null): DaAsset {
  const attachments = sideLoaded(r, included, 'attachments', 'attachments');
  const tags = sideLoaded(r, included, 'tags', 'tags');
  const customFields = sideLoaded(r, included, 'custom_field_values', 'custom_field_values', 'custom_fields');
  return {
    id: r.id,
    ...r.attributes,
    sectionId: firstRelatedId(r, 'section') ?? sectionId,
    libraryId: firstRelatedId(r, 'library', 'brandfolder'),
    ...(r.relationships?.collections ? { collectionIds: related(r, 'collections').map((c) => c.id) } : {}),
    ...(attachments ? { attachments: attachments.map((x) => toAttachment(x, r.id)) } : {}),
    ...(tags ? { tags: tags.map((t) => ({ id: t.id, ...t.attributes })) } : {}),
    ...(customFields ? { customFields: customFields.map((v) => ({ id: v.id, ...v.attributes })) } : {}),
  };
}

export function toCollection(r: DaCollectionResource, libraryId: string | null): DaCollection {
  return { id: r.id, ...r.attributes, libraryId: firstRelatedId(r, 'library', 'brandfolder') ?? libraryId };
}

export function toWebhook(r: DaWebhookResource): DaWebhook {
  return { id: r.id, ...r.attributes };
}
