// Per-request DataLoaders for the digital-asset backend. The API has no multi-get: batches of
// organizations and libraries come from one scan of their (small) lists, everything else from single gets.
import DataLoader from 'dataloader';
import { DA_MAX_PAGE_SIZE, type DigitalAssetApi } from '../datasources/digital-asset/api.js';
import type { DaAsset, DaAttachment, DaCollection, DaLibrary, DaOrganization, DaPage, DaSection } from '../datasources/digital-asset/types.js';
import { ScanOrSingleGetLoader, singleGetLoader, type LoaderPlan } from './concurrency.js';

/** Every item of a paged list, keyed by id (pages of the largest size the API allows). */
async function scanById<T extends { id: string }>(fetchPage: (page: number, per: number) => Promise<DaPage<T>>): Promise<Map<string, T>> {
  const all = new Map<string, T>();
  for (let page = 1; ; page++) {
    const result = await fetchPage(page, DA_MAX_PAGE_SIZE);
    for (const item of result.items) all.set(item.id, item);
    if (!result.meta.next_page || result.items.length === 0) return all;
  }
}

export interface DigitalAssetLoaders {
  organizationById: DataLoader<string, DaOrganization | null>;
  libraryById: DataLoader<string, DaLibrary | null>;
  sectionById: DataLoader<string, DaSection | null>;
  collectionById: DataLoader<string, DaCollection | null>;
  assetById: DataLoader<string, DaAsset | null>;
  attachmentById: DataLoader<string, DaAttachment | null>;
}

export function createDigitalAssetLoaders(api: DigitalAssetApi, plan: LoaderPlan): DigitalAssetLoaders {
  const singles = <V>(fetch: (id: string) => Promise<V>) => singleGetLoader(plan.concurrency, fetch);
  let organizations: Promise<Map<string, DaOrganization>> | null = null;
  let libraries: Promise<Map<string, DaLibrary>> | null = null;
  return {
    organizationById: new ScanOrSingleGetLoader(plan, (id: string) => api.getOrganization(id), () => (organizations ??= scanById((page, per) => api.listOrganizations(page, per)))),
    libraryById: new ScanOrSingleGetLoader(plan, (id: string) => api.getLibrary(id), () => (libraries ??= scanById((page, per) => api.listLibraries(page, per)))),
    sectionById: singles((id) => api.getSection(id)),
    collectionById: singles((id) => api.getCollection(id)),
    assetById: singles((id) => api.getAsset(id)),
    attachmentById: singles((id) => api.getAttachment(id)),
  };
}
