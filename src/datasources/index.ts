// The three datasources of one request, bound to that request's credentials.
import type { GatewayConfig } from '../config.js';
import type { Credentials } from './credentials.js';
import { DigitalAssetApi } from './digital-asset/api.js';
import { ResourcePlanningApi } from './resource-planning/api.js';
import type { UpstreamCallCounter } from './rest-client.js';
import { WorkManagementApi } from './work-management/api.js';

export interface Datasources {
  workManagement: WorkManagementApi;
  resourcePlanning: ResourcePlanningApi;
  digitalAsset: DigitalAssetApi;
}

/** Base URLs actually in use (configured, or the embedded emulators'). */
export interface BackendUrls {
  workManagement: string;
  resourcePlanning: string;
  digitalAsset: string;
}

export function createDatasources(config: GatewayConfig, urls: BackendUrls, credentials: Credentials, counter: UpstreamCallCounter): Datasources {
  const common = { timeoutMs: config.upstreamTimeoutMs, retries: config.upstreamRetries, counter };
  return {
    workManagement: new WorkManagementApi(credentials.workManagement, { ...common, baseUrl: urls.workManagement }),
    resourcePlanning: new ResourcePlanningApi(credentials.resourcePlanning, { ...common, baseUrl: urls.resourcePlanning }),
    digitalAsset: new DigitalAssetApi(credentials.digitalAsset, { ...common, baseUrl: urls.digitalAsset }),
  };
}
