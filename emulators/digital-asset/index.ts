// Starts the digital-asset REST emulator (API v4 under /api/v4) over the deterministic demo data.
import { startEmulator, type RunningEmulator } from '../kit/http-emulator.js';
import { bearerAuthenticator } from './auth.js';
import { buildDigitalAssetData, type DemoJoinTargets } from './data.js';
import { BASE_PATH } from './envelope.js';
import { errorBody } from './errors.js';
import { digitalAssetRoutes } from './routes.js';
import { DigitalAssetStore } from './store.js';

export { DEMO_JOIN_TARGETS, buildDigitalAssetData, type DemoJoinTargets } from './data.js';
export type { DaDataset } from './model.js';

export const DIGITAL_ASSET_TOKEN = 'da-demo-token';

export interface DigitalAssetEmulatorOptions {
  port?: number;
  latencyMs?: number;
  /** Records of the other backends named by asset custom fields (default DEMO_JOIN_TARGETS). */
  joinTargets?: Partial<DemoJoinTargets>;
}

export function startDigitalAssetEmulator(options: DigitalAssetEmulatorOptions = {}): Promise<RunningEmulator> {
  const store = new DigitalAssetStore(buildDigitalAssetData({ joinTargets: options.joinTargets }));
  return startEmulator(
    {
      backend: 'digital-asset',
      basePath: BASE_PATH,
      routes: digitalAssetRoutes(store),
      authenticate: bearerAuthenticator(new Set([DIGITAL_ASSET_TOKEN])),
      notFound: () => ({ status: 404, body: errorBody(404, 'No such path') }),
      errorBody: (status, _kind, message) => errorBody(status, message),
      latencyMs: options.latencyMs,
    },
    options.port ?? 0,
  );
}
