// Indexed, read-only access to the digital-asset demo data: lookups by id and the
// library / section / collection / asset relations.
import type { DaAsset, DaAttachment, DaCollection, DaCustomFieldValue, DaDataset, DaLibrary, DaOrganization, DaSection, DaTag } from './model.js';

function byId<T extends { id: string }>(items: T[], kind: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(item.id)) throw new Error(`duplicate ${kind} id ${item.id}`);
    map.set(item.id, item);
  }
  return map;
}

export class DigitalAssetStore {
  readonly organizations: Map<string, DaOrganization>;
  readonly libraries: Map<string, DaLibrary>;
  readonly sections: Map<string, DaSection>;
  readonly collections: Map<string, DaCollection>;
  readonly assets: Map<string, DaAsset>;
  readonly attachments: Map<string, DaAttachment>;
  readonly tags: Map<string, DaTag>;
  readonly customFieldValues: Map<string, DaCustomFieldValue>;

  constructor(readonly data: DaDataset) {
    this.organizations = byId(data.organizations, 'organization');
    this.libraries = byId(data.libraries, 'library');
    this.sections = byId(data.sections, 'section');
    this.collections = byId(data.collections, 'collection');
    this.assets = byId(data.assets, 'asset');
    this.attachments = byId(data.attachments, 'attachment');
    this.tags = byId(data.tags, 'tag');
    this.customFieldValues = byId(data.customFieldValues, 'custom field value');
  }

  librariesOf(organizationId: string): DaLibrary[] {
    return this.data.libraries.filter((l) => l.organizationId === organizationId);
  }
  sectionsOf(libraryId: string): DaSection[] {
    return this.data.sections.filter((s) => s.libraryId === libraryId).sort((a, b) => a.attributes.position - b.attributes.position);
  }
  collectionsOf(libraryId: string): DaCollection[] {
    return this.data.collections.filter((c) => c.libraryId === libraryId);
  }
  assetsInLibrary(libraryId: string): DaAsset[] {
    return this.data.assets.filter((a) => a.libraryId === libraryId);
  }
  assetsInSection(sectionId: string): DaAsset[] {
    return this.data.assets.filter((a) => a.sectionId === sectionId);
  }
  assetsInCollection(collectionId: string): DaAsset[] {
    return this.data.assets.filter((a) => a.collectionIds.includes(collectionId));
  }
  attachmentsOf(asset: DaAsset): DaAttachment[] {
    return asset.attachmentIds.map((id) => this.attachments.get(id)!);
  }
}
