// Per-request DataLoaders for the digital-asset backend. The API has no multi-get: batches of
// organizations and libraries come from one scan of their (small) lists, everything else from single
// gets; a library's custom field key is found by name in its list, read afresh at each call.
import DataLoader from 'dataloader';
import { DA_MAX_PAGE_SIZE, type DigitalAssetApi } from '../datasources/digital-asset/api.js';
import type { DigitalAssetCustomFieldsApi } from '../datasources/digital-asset/custom-fields-api.js';
import type {
  DaAsset,
  DaAttachment,
  DaCollection,
  DaLibrary,
  DaOrganization,
  DaPage,
  DaSection,
} from '../datasources/digital-asset/types.js';
import { collectPages, findInPages, walkDigitalAssetPages } from '../datasources/page-walks.js';
import { ScanOrSingleGetLoader, singleGetLoader, type LoaderPlan } from './loader-kit.js';

/** Every item of a paged list, keyed by id (pages of the largest size the API allows). */
async function scanById<T extends { id: string }>(
  fetchPage: (page: number, per: number) => Promise<DaPage<T>>,
): Promise<Map<string, T>> {
  const { items } = await collectPages(walkDigitalAssetPages((page) => fetchPage(page, DA_MAX_PAGE_SIZE)));
  return new Map(items.map((item) => [item.id, item]));
}

export interface DigitalAssetLoaders {
  organizationById: DataLoader<string, DaOrganization | null>;
  libraryById: DataLoader<string, DaLibrary | null>;
  sectionById: DataLoader<string, DaSection | null>;
  collectionById: DataLoader<string, DaCollection | null>;
  assetById: DataLoader<string, DaAsset | null>;
  attachmentById: DataLoader<string, DaAttachment | null>;
  /** Every library the key sees, from one scan per request (the one `libraryById` batches read). */
  allLibraries(): Promise<DaLibrary[]>;
  /** The id of the library's custom field key named `name`, or null (a write checks it: read at each call). */
  customFieldKeyId(libraryId: string, name: string): Promise<string | null>;
}

export function createDigitalAssetLoaders(
  api: DigitalAssetApi,
  customFields: DigitalAssetCustomFieldsApi,
  plan: LoaderPlan,
): DigitalAssetLoaders {
  const singles = <V>(fetch: (id: string) => Promise<V>): DataLoader<string, V | null> => singleGetLoader(plan, fetch);
  let organizations: Promise<Map<string, DaOrganization>> | null = null;
  let libraries: Promise<Map<string, DaLibrary>> | null = null;
  const scanLibraries = (): Promise<Map<string, DaLibrary>> =>
    (libraries ??= scanById((page, per) => api.listLibraries(page, per)));
  return {
    organizationById: new ScanOrSingleGetLoader(
      plan,
      (id: string) => api.getOrganization(id),
      () => (organizations ??= scanById((page, per) => api.listOrganizations(page, per))),
    ),
    libraryById: new ScanOrSingleGetLoader(plan, (id: string) => api.getLibrary(id), scanLibraries),
    sectionById: singles((id) => api.getSection(id)),
    collectionById: singles((id) => api.getCollection(id)),
    assetById: singles((id) => api.getAsset(id)),
    attachmentById: singles((id) => api.getAttachment(id)),
    allLibraries: async () => [...(await scanLibraries()).values()],
    customFieldKeyId: async (libraryId, name) => {
      const keys = walkDigitalAssetPages((page) => customFields.listKeys(libraryId, page, DA_MAX_PAGE_SIZE));
      return (await findInPages(keys, (key) => key.name === name))?.id ?? null;
    },
  };
}
