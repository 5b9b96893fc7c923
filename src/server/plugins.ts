// The Apollo Server plugins of the gateway, in the order they run: draining, the limits, exact
// variables, the sheet read shape, observability, then response caching (or none).
import type http from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { Tracer } from '@opentelemetry/api';
import { cacheHintsPlugin, uncacheableResponsesPlugin } from '../cache/cache-hints.js';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';
import { exactQueryStringVariables } from '../http/exact-query-string.js';
import { observabilityPlugin } from '../observability/apollo-plugin.js';
import type { Logger } from '../observability/logger.js';
import type { GatewayMetrics } from '../observability/metrics.js';
import { sheetReadPlanPlugin } from '../resolvers/work/cell-detail.js';
import type { CostOptions } from '../security/cost.js';
import { operationLimitsPlugin } from '../security/limits-plugin.js';

/** What the plugins need of the running gateway. */
export interface PluginDependencies {
  config: GatewayConfig;
  httpServer: http.Server;
  metrics: GatewayMetrics;
  logger: Logger;
  tracer: Tracer | undefined;
  costOptions: CostOptions;
  /** Ends what lives beside the HTTP server (subscriptions, pending webhook deliveries) before it drains. */
  drainBeforeHttp: () => Promise<void>;
}

/** The plugin list, built once per server. */
export function gatewayPlugins(deps: PluginDependencies): ApolloServerPlugin<GatewayContext>[] {
  const { config, metrics } = deps;
  return [
    ApolloServerPluginDrainHttpServer({ httpServer: deps.httpServer, stopGracePeriodMillis: config.shutdownGraceMs }),
    ApolloServerPluginInlineTraceDisabled(),
    drainFirst(deps.drainBeforeHttp),
    // GraphiQL is served by its own route (compressed, revalidated by ETag), not as Apollo's landing page.
    ApolloServerPluginLandingPageDisabled(),
    operationLimitsPlugin({
      limits: config.security.limits,
      costOptions: deps.costOptions,
      registry: metrics.registry,
      errors: metrics.graphqlErrors,
    }),
    exactQueryStringVariables(),
    sheetReadPlanPlugin(),
    observabilityPlugin(metrics, deps.logger, deps.tracer),
    ...cachingPlugins(config.responseCacheTtlSeconds),
  ];
}

/** Subscriptions end with the server: they close before the HTTP server drains. */
function drainFirst(drain: () => Promise<void>): ApolloServerPlugin<GatewayContext> {
  return {
    serverWillStart: () => Promise.resolve({ drainServer: drain }),
  };
}

/** The response cache, scoped by credential, when RESPONSE_CACHE_TTL_SECONDS is set; else no cache hints at all. */
function cachingPlugins(ttlSeconds: number): ApolloServerPlugin<GatewayContext>[] {
  return ttlSeconds > 0
    ? [
        cacheHintsPlugin(ttlSeconds),
        responseCachePlugin<GatewayContext>({
          sessionId: ({ contextValue }) => Promise.resolve(contextValue.credentialKey),
        }),
      ]
    : [ApolloServerPluginCacheControlDisabled(), uncacheableResponsesPlugin()];
}
