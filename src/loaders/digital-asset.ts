// Per-request DataLoaders for the digital-asset backend: single gets with bounded concurrency
// (the API has no multi-get; lists side-load what they can).
import DataLoader from 'dataloader';
import type { DigitalAssetApi } from '../datasources/digital-asset/api.js';
import type { DaAsset, DaAttachment, DaLibrary, DaOrganization, DaSection } from '../datasources/digital-asset/types.js';
import { singleGetLoader } from './concurrency.js';

export interface DigitalAssetLoaders {
  organizationById: DataLoader<string, DaOrganization | null>;
  libraryById: DataLoader<string, DaLibrary | null>;
  sectionById: DataLoader<string, DaSection | null>;
  assetById: DataLoader<string, DaAsset | null>;
  attachmentById: DataLoader<string, DaAttachment | null>;
}

export function createDigitalAssetLoaders(api: DigitalAssetApi, concurrency: number): DigitalAssetLoaders {
  const singles = <V>(fetch: (id: string) => Promise<V>) => singleGetLoader(concurrency, fetch);
  return {
    organizationById: singles((id) => api.getOrganization(id)),
    libraryById: singles((id) => api.getLibrary(id)),
    sectionById: singles((id) => api.getSection(id)),
    assetById: singles((id) => api.getAsset(id)),
    attachmentById: singles((id) => api.getAttachment(id)),
  };
}
