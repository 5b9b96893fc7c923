// Liveness and readiness: /healthz answers while the process runs; /readyz answers 200 only when
// every backend answers HTTP at all (any status counts: a 401 still proves it is reachable).
import got from 'got';
import type { BackendUrls } from './datasources/index.js';

export interface Readiness {
  ready: boolean;
  backends: Record<keyof BackendUrls, { reachable: boolean; status?: number; error?: string }>;
}

/** Probes each backend's base URL once, in parallel, with a short timeout. */
export async function checkReadiness(urls: BackendUrls, timeoutMs = 2000): Promise<Readiness> {
  const entries = await Promise.all(
    (Object.keys(urls) as Array<keyof BackendUrls>).map(async (name) => {
      try {
        const response = await got(urls[name], { method: 'GET', throwHttpErrors: false, retry: { limit: 0 }, timeout: { request: timeoutMs }, followRedirect: false });
        return [name, { reachable: true, status: response.statusCode }] as const;
      } catch (error) {
        return [name, { reachable: false, error: (error as Error).message }] as const;
      }
    }),
  );
  const backends = Object.fromEntries(entries) as Readiness['backends'];
  return { ready: Object.values(backends).every((b) => b.reachable), backends };
}
