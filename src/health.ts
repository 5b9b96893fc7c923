// Liveness and readiness: /healthz answers while the process runs; /readyz answers 200 only when
// every backend answers HTTP at all (any status counts: a 401 still proves it is reachable) and no
// backend's circuit breaker is open (the gateway would fail its calls fast).
import got from 'got';
import type { BreakerState, CircuitBreakers } from './datasources/circuit-breaker.js';
import type { BackendUrls } from './datasources/index.js';
import type { BackendName } from './errors.js';

export interface Readiness {
  ready: boolean;
  backends: Record<keyof BackendUrls, { reachable: boolean; breaker: BreakerState; status?: number; error?: string }>;
}

const BACKEND_NAMES: Record<keyof BackendUrls, BackendName> = {
  workManagement: 'work-management',
  resourcePlanning: 'resource-planning',
  digitalAsset: 'digital-asset',
};

/** Probes each backend's base URL once, in parallel, with a short timeout, and reads its breaker. */
export async function checkReadiness(urls: BackendUrls, breakers: CircuitBreakers, timeoutMs = 2000): Promise<Readiness> {
  const entries = await Promise.all(
    (Object.keys(urls) as Array<keyof BackendUrls>).map(async (name) => {
      const breaker = breakers.state(BACKEND_NAMES[name]);
      try {
        const response = await got(urls[name], { method: 'GET', throwHttpErrors: false, retry: { limit: 0 }, timeout: { request: timeoutMs }, followRedirect: false });
        return [name, { reachable: true, breaker, status: response.statusCode }] as const;
      } catch (error) {
        return [name, { reachable: false, breaker, error: (error as Error).message }] as const;
      }
    }),
  );
  const backends = Object.fromEntries(entries) as Readiness['backends'];
  return { ready: Object.values(backends).every((b) => b.reachable && b.breaker !== 'open'), backends };
}
