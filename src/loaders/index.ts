// All loaders of one request, created together so that nothing is shared across requests or credentials.
import type { Datasources } from '../datasources/index.js';
import { createDigitalAssetLoaders, type DigitalAssetLoaders } from './digital-asset.js';
import { createResourcePlanningLoaders, type ResourcePlanningLoaders } from './resource-planning.js';
import { createWorkManagementLoaders, type WorkManagementLoaders } from './work-management.js';

export interface Loaders {
  workManagement: WorkManagementLoaders;
  resourcePlanning: ResourcePlanningLoaders;
  digitalAsset: DigitalAssetLoaders;
}

export function createLoaders(api: Datasources, concurrency: number): Loaders {
  return {
    workManagement: createWorkManagementLoaders(api.workManagement, concurrency),
    resourcePlanning: createResourcePlanningLoaders(api.resourcePlanning, concurrency),
    digitalAsset: createDigitalAssetLoaders(api.digitalAsset, concurrency),
  };
}
