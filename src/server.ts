// The gateway process's HTTP server: composes the shared state, the upstream layer, Apollo Server
// with its plugins and the routes (/graphql, GraphiQL, /webhooks/*, /healthz, /readyz, /metrics).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import { Counter } from 'prom-client';
import type { GatewayConfig } from './config.js';
import type { ContextFactoryOptions } from './context.js';
import type { BackendUrls } from './datasources/index.js';
import { createUpstreamShared, type UpstreamShared } from './datasources/index.js';
import type { UpstreamCallCounter } from './datasources/rest-client.js';
import type { GraphiqlOptions } from './graphiql.js';
import { boundConnections, connectionsCheckingInterval } from './http/connection-bounds.js';
import type { JoinIndex } from './joins/join-index.js';
import { createJoinIndex } from './joins/setup.js';
import { requestLogging } from './observability/http.js';
import { createLogger, type Logger } from './observability/logger.js';
import { GatewayMetrics } from './observability/metrics.js';
import { createTracing, type Tracing } from './observability/tracing.js';
import { CursorCodec } from './relay/cursor.js';
import { buildGatewaySchema } from './schema.js';
import { graphCostOptions } from './security/operation-limits.js';
import { SubscriptionGuard } from './security/subscription-guard.js';
import { callerAdmission, type CallerAdmission } from './server/admission.js';
import { createApolloServer } from './server/apollo.js';
import { mountGraphqlRoute } from './server/graphql-route.js';
import { gatewayPlugins } from './server/plugins.js';
import { mountServiceRoutes } from './server/routes.js';
import { createSharedState, type SharedState } from './server/shared-state.js';
import { createDeliveryGates, mountWebhookRoutes } from './server/webhook-routes.js';
import { attachSubscriptions } from './subscriptions/server.js';
import type { PubSub } from './subscriptions/pubsub.js';
import { WebhookRegistry } from './webhooks/registry.js';

export interface GatewayOptions {
  config: GatewayConfig;
  urls: BackendUrls;
  graphiql?: GraphiqlOptions;
  /** Where logs go (default: a pino logger on stdout at `config.logLevel`). */
  logger?: Logger;
  /** Where subscriptions listen (default: in memory, for one process). */
  pubsub?: PubSub;
}

export interface RunningGateway {
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  graphqlUrl: string;
  counter: UpstreamCallCounter;
  metrics: GatewayMetrics;
  pubsub: PubSub;
  /** Knows the webhooks whose callbacks the receivers trust. */
  webhooks: WebhookRegistry;
  /** Stops accepting, lets in-flight requests finish (up to `shutdownGraceMs`), then closes connections. */
  close(): Promise<void>;
}

/** What every part of one gateway shares, made before any route is mounted. */
interface GatewayCore {
  config: GatewayConfig;
  urls: BackendUrls;
  logger: Logger;
  state: SharedState;
  upstream: UpstreamShared;
  metrics: GatewayMetrics;
  tracing: Tracing | null;
  joinIndex: JoinIndex;
  webhooks: WebhookRegistry;
}

/** Starts the gateway on `config.port` (0 picks a free port). */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const app = express();
  // No ETag computed over every answer: a SHA-1 of each GraphQL answer (megabytes for a large sheet)
  // that no client revalidates against; GraphiQL's page sets its own.
  app.set('etag', false);
  const core = await createCore(options);
  const { config, logger, state, metrics } = core;
  const httpServer = createHttpServer(app, config, metrics);
  app.use(requestLogging(logger));
  const schema = buildGatewaySchema();
  const contextOptions = contextOptionsOf(core);
  const gates = createDeliveryGates(config, state);
  // Callers are admitted (authenticated, allowed the service credential or not, within their limit) before anything runs.
  const admission = callerAdmission(app, config, state);
  const subscriptions = guardedSubscriptions(httpServer, schema, core, admission, contextOptions);
  const plugins = gatewayPlugins({
    config,
    httpServer,
    metrics,
    logger,
    tracer: core.tracing?.tracer,
    costOptions: graphCostOptions(config),
    drainBeforeHttp: async () => {
      gates.drain();
      await subscriptions.dispose();
    },
  });
  const apollo = createApolloServer(schema, config, plugins, state.responseCache);
  await apollo.start();

  const graphiqlPage = mountServiceRoutes(app, { ...core, graphiql: options.graphiql });
  mountWebhookRoutes(app, { webhooks: core.webhooks, gates, joinIndex: core.joinIndex, logger });
  mountGraphqlRoute(app, {
    config,
    apollo,
    admission,
    contextOptions,
    persistedQueryStore: state.persistedQueries,
    graphiql: graphiqlPage !== null,
  });

  // Requests served before Redis answers would count beside the shared state (limits, caches).
  await state.waitUntilReady(logger);
  const url = await listen(httpServer, config);
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    counter: core.upstream.counter,
    metrics,
    pubsub: state.pubsub,
    webhooks: core.webhooks,
    close: async () => {
      await apollo.stop();
      httpServer.closeAllConnections();
      await graphiqlPage?.close();
      await state.close();
      await core.tracing?.shutdown();
    },
  };
}

/** The shared state, the upstream layer, metrics, tracing, the join index and the webhook registry. */
async function createCore(options: GatewayOptions): Promise<GatewayCore> {
  const { config, urls } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const state = createSharedState(config, logger, options.pubsub);
  const upstream = createUpstreamShared(config, state.pacer);
  const metrics = new GatewayMetrics(upstream.breakers, upstream.pacer);
  state.reportTo(metrics.registry);
  const tracing = await createTracing(config.otlpEndpoint, config.serviceName);
  upstream.observe = (call) => metrics.recordUpstream(call);
  const joinIndex = createJoinIndex(config, state.redis, metrics, logger);
  const webhooks = new WebhookRegistry(config, urls, upstream);
  return { config, urls, logger, state, upstream, metrics, tracing, joinIndex, webhooks };
}

/** What each request's context is made from. */
function contextOptionsOf(core: GatewayCore): ContextFactoryOptions {
  const { config, metrics } = core;
  return {
    config,
    urls: core.urls,
    codec: new CursorCodec(config.cursorSecret),
    upstream: core.upstream,
    pubsub: core.state.pubsub,
    joinIndex: core.joinIndex,
    webhooks: core.webhooks,
    unknownEnumValue: (enumName, field) => metrics.unknownEnumValues.inc({ enum: enumName, field }),
    ...(core.tracing ? { tracer: core.tracing.tracer } : {}),
  };
}

/** Subscriptions over WebSocket on `/graphql`, each operation admitted as an HTTP request is. */
function guardedSubscriptions(
  httpServer: http.Server,
  schema: GraphQLSchema,
  core: GatewayCore,
  admission: CallerAdmission,
  contextOptions: ContextFactoryOptions,
): { dispose(): Promise<void> } {
  const security = core.config.security;
  const guard = new SubscriptionGuard({
    schema,
    gate: admission.gate,
    limits: security.limits,
    costOptions: graphCostOptions(core.config),
    introspection: security.introspection,
    fieldSuggestions: security.fieldSuggestions,
    addressOf: admission.addressOf,
  });
  return attachSubscriptions(httpServer, schema, '/graphql', contextOptions, core.logger, guard);
}

/** The HTTP server, with its connection bounds (HTTP_*) counted in the metrics when they refuse. */
function createHttpServer(app: express.Express, config: GatewayConfig, metrics: GatewayMetrics): http.Server {
  const bounds = config.resilience.http;
  const httpServer = http.createServer({ connectionsCheckingInterval: connectionsCheckingInterval(bounds) }, app);
  const refusedConnections = new Counter({
    name: 'workgraph_http_connections_refused_total',
    help: 'Connections closed by a bound: a body sent too slowly, or one connection over HTTP_MAX_CONNECTIONS.',
    labelNames: ['reason'],
    registers: [metrics.registry],
  });
  boundConnections(httpServer, bounds, (reason) => refusedConnections.inc({ reason }));
  return httpServer;
}

/** Listens on `config.host:config.port`; resolves to the URL clients reach it at. */
async function listen(httpServer: http.Server, config: GatewayConfig): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const address = httpServer.address() as AddressInfo;
  const host = config.host && config.host !== '0.0.0.0' && config.host !== '::' ? config.host : 'localhost';
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
