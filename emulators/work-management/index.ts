// Entry point of the work-management REST emulator (Document 1 and 2's API under /2.0): builds
// a fresh deterministic store and serves it through the shared kit.
import { startEmulator, type KitFailure, type RunningEmulator } from '../kit/http-emulator.js';
import { authenticator, WORK_MANAGEMENT_TOKENS } from './auth.js';
import { workManagementRoutes } from './routes/routes.js';
import type { Deployment } from './model.js';
import type { RateBucket } from './rate-limit.js';
import type { RetrySchedule } from './delivery/webhooks.js';
import { WorkManagementStore } from './store/store.js';

export { WORK_MANAGEMENT_TOKENS };

/** The service's error codes for failures the kit answers itself. */
const KIT_FAILURE_CODES: Record<KitFailure, number> = {
  'method-not-allowed': 1010,
  'parse-error': 1008,
  'internal-error': 4000,
  'rate-limited': 4003,
  'server-error': 4004,
  unavailable: 4001,
};

export interface WorkManagementEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  latencyMs?: number;
  /** `government` allows only the restricted attachment types; default: `WORK_MANAGEMENT_DEPLOYMENT`, else `standard`. */
  deployment?: Deployment;
}

/** Starts an emulator with its own fresh store; every call serves identical data. */
export function startWorkManagementEmulator(options: WorkManagementEmulatorOptions = {}): Promise<RunningEmulator> {
  const store = new WorkManagementStore();
  const fromEnv = process.env.WORK_MANAGEMENT_DEPLOYMENT?.trim().toLowerCase();
  store.content.deployment = options.deployment ?? (fromEnv === 'government' ? 'government' : 'standard');
  return startEmulator(
    {
      backend: 'work-management',
      basePath: '/2.0',
      routes: workManagementRoutes(store),
      authenticate: authenticator(store),
      notFound: () => ({ status: 404, body: store.errors.body(1006, 'Not Found') }),
      errorBody: (_status, kind, message) => store.errors.body(KIT_FAILURE_CODES[kind], message),
      beforeHandler: (req) => store.rateLimiter.take(req.token, 'general'),
      configure: (settings) => {
        // `{"rateLimits": {"general": 1000}}` changes a bucket's per-minute budget (0 turns it off).
        const limits = settings.rateLimits as Partial<Record<RateBucket, number>> | undefined;
        for (const [bucket, perMinute] of Object.entries(limits ?? {}))
          store.rateLimiter.setLimit(bucket as RateBucket, Number(perMinute));
        // `{"webhookRetry": {"firstDelayMs": 10, "laterDelayMs": 20}}` shortens the callback retry schedule.
        const retry = settings.webhookRetry as Partial<RetrySchedule> | undefined;
        if (retry) store.webhookDelivery.schedule = { ...store.webhookDelivery.schedule, ...retry };
        // `{"deployment": "government"}` switches the allowed attachment types.
        if (settings.deployment === 'government' || settings.deployment === 'standard')
          store.content.deployment = settings.deployment;
      },
      latencyMs: options.latencyMs ?? 0,
    },
    options.port ?? 0,
  );
}
