// Indexed access to the digital-asset data: lookups by id, the library / section / collection /
// asset relations, and the writable parts (created assets, webhooks, the bucket and its clock).
import type { DaWebhook } from './webhooks.js';
import { AssetWebhookDelivery } from './webhook-delivery.js';
import { UploadStore } from './uploads.js';
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
  /** The storage bucket behind the upload flow, with the emulator's clock. */
  readonly uploads = new UploadStore();
  /** Webhook subscriptions in creation order. */
  readonly webhooks: DaWebhook[] = [];
  /** Sends the callbacks of asset events to the subscriptions. */
  readonly webhookDelivery = new AssetWebhookDelivery(() => this.webhooks, () => this.uploads.now());
  /** Development setting: accept callback URLs on loopback addresses (the service never does). */
  allowLoopbackCallbacks = false;
  /** Counters for ids of records created through the API. */
  readonly created = { assets: 0, attachments: 0, webhooks: 0 };

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

  /** Removes an asset and its attachments. */
  removeAsset(asset: DaAsset): void {
    this.data.assets.splice(this.data.assets.indexOf(asset), 1);
    this.assets.delete(asset.id);
    for (const id of asset.attachmentIds) this.attachments.delete(id);
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
