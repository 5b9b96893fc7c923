// What one API key sees: the libraries it was given and everything in them (sections, collections,
// assets, attachments, custom fields, webhook subscriptions). Anything else answers 404, as an
// unknown id does, so that a key learns nothing about the libraries it cannot see.
import { notFound } from '../errors.js';
import type {
  DaAsset,
  DaAttachment,
  DaCollection,
  DaCustomFieldKey,
  DaCustomFieldValue,
  DaLibrary,
  DaOrganization,
  DaSection,
} from '../model.js';
import type { DigitalAssetStore } from './store.js';

export interface Visible {
  organization(id: string | undefined): DaOrganization;
  library(id: string | undefined): DaLibrary;
  section(id: string | undefined): DaSection;
  collection(id: string | undefined): DaCollection;
  asset(id: string | undefined): DaAsset;
  attachment(id: string | undefined): DaAttachment;
  customFieldKey(id: string | undefined): DaCustomFieldKey;
  customFieldValue(id: string | undefined): DaCustomFieldValue;
  /** Whether the key sees this library. */
  sees(libraryId: string): boolean;
}

/** Lookups by path id for the key `token`: 404 when unknown or out of the key's sight. */
export function visibleTo(store: DigitalAssetStore, token: string): Visible {
  const find = <T>(
    map: Map<string, T>,
    id: string | undefined,
    what: string,
    libraryOf: (item: T) => string | null,
  ): T => {
    const item = map.get(id ?? '');
    const library = item === undefined ? null : libraryOf(item);
    if (item === undefined || library === null || !store.sees(token, library)) throw notFound(what, id ?? '');
    return item;
  };
  const assetLibrary = (assetId: string): string | null => store.assets.get(assetId)?.libraryId ?? null;
  return {
    organization: (id) => {
      const org = store.organizations.get(id ?? '');
      if (!org || !store.librariesOf(org.id).some((l) => store.sees(token, l.id)))
        throw notFound('Organization', id ?? '');
      return org;
    },
    library: (id) => find(store.libraries, id, 'Library', (l) => l.id),
    section: (id) => find(store.sections, id, 'Section', (s) => s.libraryId),
    collection: (id) => find(store.collections, id, 'Collection', (c) => c.libraryId),
    asset: (id) => find(store.assets, id, 'Asset', (a) => a.libraryId),
    attachment: (id) => find(store.attachments, id, 'Attachment', (a) => assetLibrary(a.assetId)),
    customFieldKey: (id) => find(store.customFieldKeys, id, 'Custom field key', (k) => k.libraryId),
    customFieldValue: (id) => find(store.customFieldValues, id, 'Custom field value', (v) => assetLibrary(v.assetId)),
    sees: (libraryId) => store.sees(token, libraryId),
  };
}
