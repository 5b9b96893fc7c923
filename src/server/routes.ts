// The gateway's own pages: the landing page, GraphiQL, liveness, readiness and Prometheus metrics.
import type { Express } from 'express';
import type { GatewayConfig } from '../config.js';
import type { BackendUrls, UpstreamShared } from '../datasources/index.js';
import type { GraphiqlOptions } from '../graphiql.js';
import { checkReadiness } from '../health.js';
import { GraphiqlPage } from '../http/graphiql-page.js';
import { GRAPHIQL_PATH, landingRoute } from '../http/landing.js';
import type { GatewayMetrics } from '../observability/metrics.js';
import { readServiceInfo } from '../service-info.js';
import type { SharedState } from './shared-state.js';

/** What the service routes read. */
export interface ServiceRouteDependencies {
  config: GatewayConfig;
  urls: BackendUrls;
  upstream: UpstreamShared;
  metrics: GatewayMetrics;
  state: SharedState;
  graphiql: GraphiqlOptions | undefined;
}

/** Mounts `/`, GraphiQL (unless GRAPHIQL is off: then null), `/healthz`, `/readyz` and `/metrics`. */
export function mountServiceRoutes(app: Express, deps: ServiceRouteDependencies): GraphiqlPage | null {
  const graphiql = deps.config.security.graphiql;
  const graphiqlPage = graphiql ? new GraphiqlPage(deps.graphiql ?? {}) : null;
  app.get('/', landingRoute(readServiceInfo(), graphiql));
  if (graphiqlPage) app.get(GRAPHIQL_PATH, graphiqlPage.handle);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  mountReadiness(app, deps);
  app.get('/metrics', async (_req, res) => {
    res.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });
  return graphiqlPage;
}

/** `/readyz`: 200 while the backends can be reached, 503 otherwise. */
function mountReadiness(app: Express, deps: ServiceRouteDependencies): void {
  const { config, urls, upstream, state } = deps;
  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(urls, upstream.breakers, { probeTtlMs: config.readinessProbeTtlMs });
    // Redis away is not a reason to take the instance out of the balancer: it serves on its fallbacks.
    res.status(readiness.ready ? 200 : 503).json({
      status: readiness.ready ? 'ready' : 'not ready',
      backends: readiness.backends,
      ...state.readiness(),
    });
  });
}
