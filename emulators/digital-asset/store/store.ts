// Indexed access to the digital-asset data: lookups by id, the library / section / collection /
// asset relations, the libraries each API key sees, and the writable parts (created assets, custom
// field values, webhooks, the bucket and its clock).
import type { DaWebhook } from '../model.js';
import { AssetWebhookDelivery } from '../delivery/webhooks.js';
import { UploadStore } from '../storage/uploads.js';
import type {
  DaAsset,
  DaAttachment,
  DaCollection,
  DaCustomFieldKey,
  DaCustomFieldValue,
  DaDataset,
  DaLibrary,
  DaOrganization,
  DaSection,
  DaTag,
} from '../model.js';

/** What an API key sees: every library, or only these libraries. */
export type KeyScope = 'all' | ReadonlySet<string>;

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
  readonly customFieldKeys: Map<string, DaCustomFieldKey>;
  /** The API keys the emulator accepts, and what each sees. */
  readonly keys = new Map<string, KeyScope>();
  /** The storage bucket behind the upload flow, with the emulator's clock. */
  readonly uploads = new UploadStore();
  /** Webhook subscriptions in creation order. */
  readonly webhooks: DaWebhook[] = [];
  /** Sends the callbacks of asset events to the subscriptions. */
  readonly webhookDelivery = new AssetWebhookDelivery(
    () => this.webhooks,
    () => this.uploads.now(),
  );
  /** Development setting: accept callback URLs on loopback addresses (the service never does). */
  allowLoopbackCallbacks = false;
  /** Counters for ids of records created through the API. */
  readonly created = { assets: 0, attachments: 0, webhooks: 0, customFieldValues: 0, libraries: 0 };

  constructor(readonly data: DaDataset) {
    this.organizations = byId(data.organizations, 'organization');
    this.libraries = byId(data.libraries, 'library');
    this.sections = byId(data.sections, 'section');
    this.collections = byId(data.collections, 'collection');
    this.assets = byId(data.assets, 'asset');
    this.attachments = byId(data.attachments, 'attachment');
    this.tags = byId(data.tags, 'tag');
    this.customFieldValues = byId(data.customFieldValues, 'custom field value');
    this.customFieldKeys = byId(data.customFieldKeys, 'custom field key');
  }

  /** Whether `token` may see the library (and everything in it). */
  sees(token: string, libraryId: string): boolean {
    const scope = this.keys.get(token);
    return scope === 'all' || (scope !== undefined && scope.has(libraryId));
  }

  /** The libraries `token` sees, in creation order. */
  visibleLibraries(token: string): DaLibrary[] {
    return this.data.libraries.filter((l) => this.sees(token, l.id));
  }

  librariesOf(organizationId: string): DaLibrary[] {
    return this.data.libraries.filter((l) => l.organizationId === organizationId);
  }
  sectionsOf(libraryId: string): DaSection[] {
    return this.data.sections
      .filter((s) => s.libraryId === libraryId)
      .sort((a, b) => a.attributes.position - b.attributes.position);
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

  /** Removes an asset and its attachments. */
  removeAsset(asset: DaAsset): void {
    this.data.assets.splice(this.data.assets.indexOf(asset), 1);
    this.assets.delete(asset.id);
    for (const id of asset.attachmentIds) this.attachments.delete(id);
  }

  customFieldKeysOf(libraryId: string): DaCustomFieldKey[] {
    return this.data.customFieldKeys.filter((k) => k.libraryId === libraryId);
  }
  customFieldValuesOf(asset: DaAsset): DaCustomFieldValue[] {
    return asset.customFieldValueIds.map((id) => this.customFieldValues.get(id)!);
  }

  /** Adds a custom field value to its asset. */
  addCustomFieldValue(value: DaCustomFieldValue): void {
    this.data.customFieldValues.push(value);
    this.customFieldValues.set(value.id, value);
    this.assets.get(value.assetId)?.customFieldValueIds.push(value.id);
  }

  /** Removes a custom field value from its asset. */
  removeCustomFieldValue(value: DaCustomFieldValue): void {
    this.data.customFieldValues.splice(this.data.customFieldValues.indexOf(value), 1);
    this.customFieldValues.delete(value.id);
    const asset = this.assets.get(value.assetId);
    if (asset) asset.customFieldValueIds.splice(asset.customFieldValueIds.indexOf(value.id), 1);
  }

  /** Adds a library with its sections and custom field keys (the control endpoint's seeding). */
  addLibrary(library: DaLibrary, sections: DaSection[], keys: DaCustomFieldKey[]): void {
    this.data.libraries.push(library);
    this.libraries.set(library.id, library);
    for (const section of sections) {
      this.data.sections.push(section);
      this.sections.set(section.id, section);
    }
    for (const key of keys) {
      this.data.customFieldKeys.push(key);
      this.customFieldKeys.set(key.id, key);
    }
  }

  /** Adds a created asset and its attachments. */
  addAsset(asset: DaAsset, attachments: DaAttachment[]): void {
    this.data.assets.push(asset);
    this.assets.set(asset.id, asset);
    for (const attachment of attachments) {
      this.data.attachments.push(attachment);
      this.attachments.set(attachment.id, attachment);
    }
  }
}
