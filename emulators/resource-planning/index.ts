// Starts the resource-planning REST emulator (API v1 under /api/v1) over the deterministic demo data.
import { startEmulator, type RunningEmulator } from '../kit/http-emulator.js';
import { tokenAuthenticator } from './auth.js';
import { buildResourcePlanningData } from './data.js';
import { BASE_PATH } from './envelope.js';
import { resourcePlanningRoutes } from './routes.js';
import { ResourcePlanningStore } from './store.js';

export { DEMO_SHEET_IDS, SHEET_ID_FIELD_NAME, buildResourcePlanningData } from './data.js';
export type { RpDataset } from './model.js';

export const RESOURCE_PLANNING_TOKEN = 'rp-demo-token';

export interface ResourcePlanningEmulatorOptions {
  port?: number;
  latencyMs?: number;
  /** Work-management sheet ids for the "Sheet ID" project custom field (default DEMO_SHEET_IDS). */
  sheetIds?: readonly string[];
}

export function startResourcePlanningEmulator(options: ResourcePlanningEmulatorOptions = {}): Promise<RunningEmulator> {
  const store = new ResourcePlanningStore(buildResourcePlanningData({ sheetIds: options.sheetIds }));
  return startEmulator(
    {
      backend: 'resource-planning',
      basePath: BASE_PATH,
      routes: resourcePlanningRoutes(store),
      authenticate: tokenAuthenticator(new Set([RESOURCE_PLANNING_TOKEN])),
      notFound: () => ({ status: 404, body: { message: 'Not Found' } }),
      latencyMs: options.latencyMs,
    },
    options.port ?? 0,
  );
}
