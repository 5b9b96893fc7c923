// Starts the digital-asset REST emulator (API v4 under /api/v4) over the deterministic demo data,
// with its storage bucket (a second server on 127.0.0.1) for the binary upload flow.
import { startEmulator, type RunningEmulator } from '../kit/http-emulator.js';
import type { RetrySchedule } from './delivery/webhooks.js';
import { bearerAuthenticator } from './auth.js';
import { buildDigitalAssetData, type DemoJoinTargets } from './data/data.js';
import { BASE_PATH } from './envelope.js';
import { errorBody } from './errors.js';
import { readCorruptions, withCorruptions, type AnswerCorruption } from './corruption.js';
import { digitalAssetRoutes } from './routes/routes.js';
import { startStorageServer } from './storage/server.js';
import { seedLibraries, setApiKeys } from './data/seed.js';
import { DigitalAssetStore } from './store/store.js';

export { DEMO_JOIN_TARGETS, buildDigitalAssetData, type DemoJoinTargets } from './data/data.js';
export { digitalAssetUrl } from './envelope.js';
export type { DaDataset } from './model.js';

export const DIGITAL_ASSET_TOKEN = 'da-demo-token';
/** A second demo key that sees only the libraries of the organization Harbor Health. */
export const DIGITAL_ASSET_HARBOR_TOKEN = 'da-harbor-token';

export interface DigitalAssetEmulatorOptions {
  port?: number;
  latencyMs?: number;
  /** Records of the other backends named by asset custom fields (default DEMO_JOIN_TARGETS). */
  joinTargets?: Partial<DemoJoinTargets>;
  /** Development setting: accept webhook callback URLs on loopback addresses. */
  allowLoopbackCallbacks?: boolean;
}

export async function startDigitalAssetEmulator(options: DigitalAssetEmulatorOptions = {}): Promise<RunningEmulator> {
  const store = new DigitalAssetStore(buildDigitalAssetData({ joinTargets: options.joinTargets }));
  store.allowLoopbackCallbacks = options.allowLoopbackCallbacks ?? false;
  store.keys.set(DIGITAL_ASSET_TOKEN, 'all');
  const harbor = store.data.organizations.find((o) => o.attributes.name === 'Harbor Health')!;
  store.keys.set(DIGITAL_ASSET_HARBOR_TOKEN, new Set(store.librariesOf(harbor.id).map((l) => l.id)));
  let running: RunningEmulator | null = null;
  const corruptions: AnswerCorruption[] = [];
  // Bucket requests go to the emulator's request log, so tests count them with the API calls.
  const storage = await startStorageServer(store.uploads, () => running);
  try {
    running = await startEmulator(
      {
        backend: 'digital-asset',
        basePath: BASE_PATH,
        routes: withCorruptions(digitalAssetRoutes(store), corruptions),
        authenticate: bearerAuthenticator(store.keys),
        notFound: () => ({ status: 404, body: errorBody('No such path') }),
        errorBody: (_status, _kind, message) => errorBody(message),
        configure: (settings) => {
          // `{"advanceClockMs": 90000000}` moves the emulator's clock on (URL expiry, 7-day purge).
          if (typeof settings.advanceClockMs === 'number') store.uploads.advanceClock(settings.advanceClockMs);
          // `{"allowLoopbackCallbacks": true}`: a development setting letting webhooks call 127.0.0.1.
          if (typeof settings.allowLoopbackCallbacks === 'boolean')
            store.allowLoopbackCallbacks = settings.allowLoopbackCallbacks;
          // `{"webhookRetry": {"firstDelayMs": 1, "maxDelayMs": 5}}` shortens the callback retry schedule.
          const retry = settings.webhookRetry as Partial<RetrySchedule> | undefined;
          if (retry) store.webhookDelivery.schedule = { ...store.webhookDelivery.schedule, ...retry };
          // `{"deliverWebhooks": false}` drops asset events instead of calling back (lost deliveries).
          if (typeof settings.deliverWebhooks === 'boolean') store.webhookDelivery.enabled = settings.deliverWebhooks;
          // `{"addLibraries": 15}` adds libraries (the API cannot create one), for large catalogs.
          if (typeof settings.addLibraries === 'number') seedLibraries(store, settings.addLibraries);
          // `{"apiKeys": {"<key>": "all" | ["<library id>", ...]}}` adds keys and what each sees.
          if (settings.apiKeys !== undefined) setApiKeys(store, settings.apiKeys);
          // Test-only: `{"corruptAnswers": [{"method", "template", "pointer", "value", "times"}]}` (corruption.ts).
          if (settings.corruptAnswers !== undefined)
            corruptions.splice(0, corruptions.length, ...readCorruptions(settings.corruptAnswers));
        },
        latencyMs: options.latencyMs,
      },
      options.port ?? 0,
    );
  } catch (error) {
    await storage.close();
    throw error;
  }
  const api = running;
  return {
    ...api,
    get recording() {
      return api.recording;
    },
    close: async () => {
      await api.close();
      await storage.close();
    },
  };
}
