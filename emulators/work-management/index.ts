// Entry point of the work-management REST emulator (Document 1 and 2's API under /2.0): builds
// a fresh deterministic store and serves it through the shared kit.
import { startEmulator, type KitFailure, type RunningEmulator } from '../kit/http-emulator.js';
import { authenticator, WORK_MANAGEMENT_TOKENS } from './auth.js';
import { containerRoutes } from './routes/containers.js';
import { eventRoutes } from './routes/events.js';
import { sheetRoutes } from './routes/sheets.js';
import { userRoutes } from './routes/users.js';
import type { RateBucket } from './rate-limit.js';
import { WorkManagementStore } from './store.js';

export { WORK_MANAGEMENT_TOKENS };

/** The service's error codes for failures the kit answers itself. */
const KIT_FAILURE_CODES: Record<KitFailure, number> = { 'method-not-allowed': 1010, 'parse-error': 1008, 'internal-error': 4000 };

export interface WorkManagementEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  latencyMs?: number;
}

/** Starts an emulator with its own fresh store; every call serves identical data. */
export function startWorkManagementEmulator(options: WorkManagementEmulatorOptions = {}): Promise<RunningEmulator> {
  const store = new WorkManagementStore();
  return startEmulator(
    {
      backend: 'work-management',
      basePath: '/2.0',
      // Literal paths (/users/me) come before the templates that would also match them.
      routes: [...userRoutes(store), ...sheetRoutes(store), ...containerRoutes(store), ...eventRoutes(store)],
      authenticate: authenticator(store),
      notFound: () => ({ status: 404, body: store.errors.body(1006, 'Not Found') }),
      errorBody: (_status, kind, message) => store.errors.body(KIT_FAILURE_CODES[kind], message),
      beforeHandler: (req) => store.rateLimiter.take(req.token, 'general'),
      configure: (settings) => {
        // `{"rateLimits": {"general": 1000}}` changes a bucket's per-minute budget (0 turns it off).
        const limits = settings.rateLimits as Partial<Record<RateBucket, number>> | undefined;
        for (const [bucket, perMinute] of Object.entries(limits ?? {})) store.rateLimiter.setLimit(bucket as RateBucket, Number(perMinute));
      },
      latencyMs: options.latencyMs ?? 0,
    },
    options.port ?? 0,
  );
}
