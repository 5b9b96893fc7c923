// Starts the three emulators and a gateway on free 127.0.0.1 ports, as a client would meet them.
import { afterAll, beforeAll } from 'vitest';
import { startAllEmulators, DEMO_TOKENS, type RunningEmulators } from '../../emulators/index.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';
import { loadConfig } from '../../src/config.js';
import type { BackendUrls } from '../../src/datasources/index.js';
import type { Logger } from '../../src/observability/logger.js';
import type { GraphiqlOptions } from '../../src/graphiql.js';
import { startGateway, type RunningGateway } from '../../src/server.js';

export interface Stack {
  emulators: RunningEmulators;
  gateway: RunningGateway;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Where the gateway logs (default: silent). */
  logger?: Logger;
  /** Work-management general requests per minute and token; off (0) unless a test is about it. */
  workManagementRateLimit?: number;
  /** Configure the demo tokens as service credentials (requests without headers work). Default true. */
  fallbackTokens?: boolean;
  env?: Record<string, string>;
  /** GraphiQL page options (e.g. the demo headers `npm start` fills in). */
  graphiql?: GraphiqlOptions;
  /** Base URLs the gateway gets instead of the emulators' (a server put in front of one), made once the emulators run. */
  backendUrls?: (emulators: RunningEmulators) => Promise<Partial<BackendUrls>>;
}

/**
 * The environment of a gateway over these emulators as the tests run one: free port, silent, no
 * pacing or per-caller limit, and (unless `fallbackTokens` is false) the demo tokens as service
 * credentials. A gateway started in a process of its own takes the same, with its own additions.
 */
export function gatewayEnv(
  emulators: RunningEmulators,
  { fallbackTokens = true }: { fallbackTokens?: boolean } = {},
): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    CURSOR_SECRET: 'test-cursor-secret-0123456789',
    // Walks of whole lists run far above the per-minute budgets; tests about pacing set them.
    WORK_MANAGEMENT_RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    RESOURCE_PLANNING_RATE_LIMIT: '0',
    // Likewise the per-caller limit: every test request comes from 127.0.0.1.
    CALLER_RATE_LIMIT: '0',
    // Webhooks that tests make directly at a service are learned from the next list read: soon.
    WEBHOOK_LIST_REFRESH_SECONDS: '1',
    // Every query runs compiled from its first run, so that graphql-jit answers the whole suite
    // (graphql-js, which runs a document's first run by default, is the reference it is held to).
    QUERY_COMPILE_ON_RUN: '1',
    WORK_MANAGEMENT_BASE_URL: emulators.workManagement.baseUrl,
    RESOURCE_PLANNING_BASE_URL: emulators.resourcePlanning.baseUrl,
    DIGITAL_ASSET_BASE_URL: emulators.digitalAsset.baseUrl,
    ...(fallbackTokens
      ? {
          // Real backend URLs turn the service credential off unless the operator allows it.
          SERVICE_CREDENTIAL_CALLERS: 'anyone',
          WORK_MANAGEMENT_TOKEN: DEMO_TOKENS.workManagement,
          RESOURCE_PLANNING_TOKEN: DEMO_TOKENS.resourcePlanning,
          DIGITAL_ASSET_TOKEN: DEMO_TOKENS.digitalAsset,
        }
      : {}),
  };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const emulators = await startAllEmulators();
  // Walks of whole lists make hundreds of calls in seconds; only rate-limit tests want the budget.
  await configureEmulator(emulators.workManagement, { rateLimits: { general: options.workManagementRateLimit ?? 0 } });
  const config = loadConfig({
    ...gatewayEnv(emulators, { fallbackTokens: options.fallbackTokens ?? true }),
    ...options.env,
  });
  const gateway = await startGateway({
    config,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.graphiql ? { graphiql: options.graphiql } : {}),
    urls: {
      workManagement: emulators.workManagement.baseUrl,
      resourcePlanning: emulators.resourcePlanning.baseUrl,
      digitalAsset: emulators.digitalAsset.baseUrl,
      ...(await options.backendUrls?.(emulators)),
    },
  });
  return {
    emulators,
    gateway,
    close: async () => {
      await gateway.close();
      await emulators.close();
    },
  };
}

/**
 * Starts a stack before the tests of the file (or of the describe block it is called in) and stops
 * it after them. The returned object reads through to the running stack, so tests use it like the
 * stack itself. Options that need work first (a file to write, a port to find) can be given as a
 * function, called in the same beforeAll.
 */
export function useStack(options: StackOptions | (() => StackOptions | Promise<StackOptions>) = {}): Stack {
  let current: Stack | undefined;
  beforeAll(async () => {
    current = await startStack(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Stack, {
    get(_target, key) {
      if (!current) throw new Error('the stack starts in beforeAll: use it inside hooks and tests');
      return Reflect.get(current, key, current) as unknown;
    },
  });
}

/** Sends settings to an emulator's control endpoint (`latencyMs`, backend-specific knobs). */
export async function configureEmulator(emulator: RunningEmulator, settings: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${emulator.controlUrl}/config`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`configuring ${emulator.backend} failed: HTTP ${response.status}`);
}
