// Starts the resource-planning REST emulator (API v1 under /api/v1) over the deterministic demo data.
import { startEmulator, type EmulatorRequest, type RunningEmulator } from '../kit/http-emulator.js';
import { tokenAuthenticator } from './auth.js';
import { buildResourcePlanningData } from './data/data.js';
import { BASE_PATH } from './envelope.js';
import { resourcePlanningRoutes } from './routes/routes.js';
import { ResourcePlanningStore } from './store/store.js';
import { FailNextKnob, ReshapeNextKnob } from './faults.js';
import { formBody, isForm } from './request/form-body.js';
import { RESOURCE_PLANNING_ROLE_TOKENS } from './store/work.js';
import { apiTokensOf } from './store/api-tokens.js';

export { DEMO_SHEET_IDS, SHEET_ID_FIELD_NAME, buildResourcePlanningData } from './data/data.js';
export type { RpDataset } from './model.js';
export { RESOURCE_PLANNING_ROLE_TOKENS } from './store/work.js';

export const RESOURCE_PLANNING_TOKEN = 'rp-demo-token';

export interface ResourcePlanningEmulatorOptions {
  port?: number;
  latencyMs?: number;
  /** Work-management sheet ids for the "Sheet ID" project custom field (default DEMO_SHEET_IDS). */
  sheetIds?: readonly string[];
}

export function startResourcePlanningEmulator(options: ResourcePlanningEmulatorOptions = {}): Promise<RunningEmulator> {
  const store = new ResourcePlanningStore(buildResourcePlanningData({ sheetIds: options.sheetIds }));
  const failNext = new FailNextKnob();
  const reshapeNext = new ReshapeNextKnob();
  // A form body is read as a JSON one is (request/form-body.ts); every answer passes the reshape knob
  // (faults.ts), which leaves it alone unless a rule matches.
  const routes = resourcePlanningRoutes(store).map((route) => ({
    ...route,
    handler: async (req: EmulatorRequest) => {
      const read =
        req.body === undefined && req.rawBody.length > 0 && isForm(req.headers['content-type'])
          ? { ...req, body: formBody(req.rawBody.toString('utf8')) }
          : req;
      return reshapeNext.after(read, route.template, await route.handler(read));
    },
  }));
  return startEmulator(
    {
      backend: 'resource-planning',
      basePath: BASE_PATH,
      routes,
      // The organization's API tokens (the demo token is the "primary" one) and the role tokens:
      // a deleted or renewed API token stops working at once (store/api-tokens.ts).
      authenticate: tokenAuthenticator(
        apiTokensOf(
          store,
          RESOURCE_PLANNING_TOKEN,
          Object.values(RESOURCE_PLANNING_ROLE_TOKENS).filter((t) => t !== RESOURCE_PLANNING_TOKEN),
        ).liveValues,
      ),
      // `{"failNext": {...}}` on PUT /__emulator/config fails the next matching request, `{"reshapeNext": {...}}`
      // changes one member of the next matching answer (faults.ts).
      beforeHandler: (req, template) => failNext.before(req, template),
      configure: (settings) => {
        failNext.configure(settings);
        reshapeNext.configure(settings);
      },
      notFound: () => ({ status: 404, body: { message: 'Not Found' } }),
      latencyMs: options.latencyMs,
    },
    options.port ?? 0,
  );
}
