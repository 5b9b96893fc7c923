// All loaders of one request, created together so that nothing is shared across requests or credentials.
import type { Datasources } from '../datasources/index.js';
import { createDigitalAssetLoaders, type DigitalAssetLoaders } from './digital-asset.js';
import { createResourcePlanningLoaders, type ResourcePlanningLoaders } from './resource-planning.js';
import { createWorkManagementLoaders, type WorkManagementLoaders } from './work-management.js';
import { createJoinLoaders, type JoinIndexAccess, type JoinLoaders } from './joins.js';
import type { JoinKeysConfig } from '../config.js';
import type { LoaderPlan } from './loader-kit.js';

export interface Loaders {
  workManagement: WorkManagementLoaders;
  resourcePlanning: ResourcePlanningLoaders;
  digitalAsset: DigitalAssetLoaders;
  /** Indexes for joins whose keys live on the other backend. */
  joins: JoinLoaders;
}

/** `joinIndex`: the join index and the request's credentials; without it, every join scans. */
export function createLoaders(
  api: Datasources,
  plan: LoaderPlan,
  joinKeys: JoinKeysConfig,
  joinIndex: JoinIndexAccess | null = null,
): Loaders {
  const resourcePlanning = createResourcePlanningLoaders(api.resourcePlanning, plan, api);
  return {
    workManagement: createWorkManagementLoaders(api, plan),
    resourcePlanning,
    digitalAsset: createDigitalAssetLoaders(api.digitalAsset, api.digitalAssetCustomFields, plan),
    joins: createJoinLoaders(api, joinKeys, (id) => resourcePlanning.projectById.load(id), plan.concurrency, joinIndex),
  };
}
