// The HTTP server: Apollo Server on express with /graphql, GraphiQL served from local packages,
// and /healthz.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { Counter } from 'prom-client';
import type { GraphQLFormattedError } from 'graphql';
import proxyaddr from 'proxy-addr';
import type { GatewayConfig } from './config.js';
import { createContext, type ContextFactoryOptions, type GatewayContext } from './context.js';
import { attachSubscriptions } from './subscriptions/server.js';
import { InMemoryPubSub, type PubSub } from './subscriptions/pubsub.js';
import { DeliveryGate } from './webhooks/delivery-gate.js';
import { digitalAssetWebhookRouter, type AssetChangePayload } from './webhooks/digital-asset.js';
import { WebhookRegistry } from './webhooks/registry.js';
import {
  workManagementWebhookRouter,
  type SeatTypeChangePayload,
  type SheetChangePayload,
} from './webhooks/work-management.js';
import type { BackendUrls } from './datasources/index.js';
import { createUpstreamShared, pacingLimits } from './datasources/index.js';
import { connectRedis } from './shared-state/redis.js';
import { RedisPacer } from './shared-state/redis-pacer.js';
import { RedisPubSub } from './shared-state/redis-pubsub.js';
import { RedisDedupeStore, RedisKeyValueCache } from './shared-state/redis-stores.js';
import type { UpstreamCallCounter } from './datasources/rest-client.js';
import { mappedError } from './graphql-errors.js';
import type { GraphiqlOptions } from './graphiql.js';
import { GraphiqlPage } from './http/graphiql-page.js';
import { GRAPHIQL_PATH, graphiqlRedirect, landingRoute } from './http/landing.js';
import { readServiceInfo } from './service-info.js';
import { CursorCodec } from './relay/cursor.js';
import { sheetReadPlanPlugin } from './resolvers/work/cell-detail.js';
import { buildGatewaySchema } from './schema.js';
import { checkReadiness } from './health.js';
import { observabilityPlugin } from './observability/apollo-plugin.js';
import { requestLogging } from './observability/http.js';
import { createLogger, type Logger } from './observability/logger.js';
import { GatewayMetrics } from './observability/metrics.js';
import { createTracing } from './observability/tracing.js';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { cacheHintsPlugin, uncacheableResponsesPlugin } from './cache/cache-hints.js';
import { credentialFingerprint } from './security/credential-fingerprint.js';
import { credentialsFromHeaders } from './security/credentials-from-headers.js';
import { loadTrustedDocuments, persistedQueries, trustedDocumentsOnly } from './cache/persisted-queries.js';
import { exactJsonBody } from './http/exact-json.js';
import { exactQueryStringVariables } from './http/exact-query-string.js';
import { exactUploads } from './http/exact-uploads.js';
import { boundConnections, connectionsCheckingInterval } from './http/connection-bounds.js';
import { CallerGate } from './security/admission.js';
import { CallerAuthenticator } from './security/caller-auth.js';
import { MemoryCallerLimiter, RedisCallerLimiter } from './security/caller-limits.js';
import { httpEdge, refusedAtEdge } from './security/http-edge.js';
import { operationLimitsPlugin } from './security/limits-plugin.js';
import { graphCostOptions, tokenLimitError } from './security/operation-limits.js';
import { introspectionRefused } from './security/introspection.js';
import { SubscriptionGuard } from './security/subscription-guard.js';
import { assetDeliveryListener, createJoinIndex } from './joins/setup.js';

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

/**
 * Upstream failures keep their backend details, and a document over the token limit gets its own
 * code; everything else goes out as Apollo formats it.
 */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const mapped = mappedError(unwrapResolverError(error));
  if (mapped) {
    return { ...formatted, message: mapped.message, extensions: { ...mapped.extensions } };
  }
  const tokens = formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' ? tokenLimitError(formatted.message) : null;
  return tokens ? { ...formatted, ...tokens } : formatted;
}

/** Scopes persisted queries by credential; a request whose headers admission refuses gets a scope of its own. */
function persistedQueryScope(headers: http.IncomingHttpHeaders, config: GatewayConfig): string {
  try {
    return credentialFingerprint(credentialsFromHeaders(headers, config, true).credentials);
  } catch {
    return 'refused';
  }
}

/** Starts the gateway on `config.port` (0 picks a free port). */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { config, urls } = options;
  const app = express();
  const bounds = config.resilience.http;
  const httpServer = http.createServer({ connectionsCheckingInterval: connectionsCheckingInterval(bounds) }, app);
  const logger = options.logger ?? createLogger(config.logLevel);
  // With Redis, every instance shares caches, persisted queries, pub/sub, pacing, limits, de-duplication
  // and the join index; each use falls back to this instance while Redis is away (docs/reliability.md).
  const { clusterNodes, commandTimeoutMs } = config.resilience.redis;
  const redis =
    config.redisUrl || clusterNodes
      ? connectRedis({ url: config.redisUrl, clusterNodes, commandTimeoutMs }, logger)
      : null;
  const limits = pacingLimits(config);
  const upstream = createUpstreamShared(config, redis ? new RedisPacer(redis.main, limits, redis.health) : undefined);
  const counter = upstream.counter;
  const codec = new CursorCodec(config.cursorSecret);
  const metrics = new GatewayMetrics(upstream.breakers, upstream.pacer);
  redis?.health.reportTo(metrics.registry);
  const refusedConnections = new Counter({
    name: 'workgraph_http_connections_refused_total',
    help: 'Connections closed by a bound: a body sent too slowly, or one connection over HTTP_MAX_CONNECTIONS.',
    labelNames: ['reason'],
    registers: [metrics.registry],
  });
  boundConnections(httpServer, bounds, (reason) => refusedConnections.inc({ reason }));
  const tracing = await createTracing(config.otlpEndpoint, config.serviceName);
  upstream.observe = (call) => metrics.recordUpstream(call);
  app.use(requestLogging(logger));
  const apqStore = redis
    ? new RedisKeyValueCache(redis.main, 'apq', redis.health)
    : new InMemoryLRUCache<string>({ maxSize: 16 * 1024 * 1024 });
  const trusted = config.trustedDocumentsPath ? loadTrustedDocuments(config.trustedDocumentsPath) : null;

  const schema = buildGatewaySchema();
  const pubsub =
    options.pubsub ?? (redis ? new RedisPubSub(redis.main, redis.subscriber, redis.health) : new InMemoryPubSub());
  const dedupe = redis ? new RedisDedupeStore(redis.main, redis.health) : undefined;
  const joinIndex = createJoinIndex(config, redis, metrics, logger);
  const webhooks = new WebhookRegistry(config, urls, upstream);
  const contextOptions: ContextFactoryOptions = {
    config,
    urls,
    codec,
    upstream,
    pubsub,
    joinIndex,
    webhooks,
    unknownEnumValue: (enumName, field) => metrics.unknownEnumValues.inc({ enum: enumName, field }),
    ...(tracing ? { tracer: tracing.tracer } : {}),
  };
  const sheetGate = new DeliveryGate<SheetChangePayload | SeatTypeChangePayload>(
    config.webhookReorderWindowMs,
    (topic, payload) => pubsub.publish(topic, payload),
    dedupe,
  );
  const assetGate = new DeliveryGate<AssetChangePayload>(
    config.webhookReorderWindowMs,
    (topic, payload) => pubsub.publish(topic, payload),
    dedupe,
  );
  // Callers are admitted (authenticated, allowed the service credential or not, within their limit) before anything runs.
  const security = config.security;
  app.set('trust proxy', security.trustProxy);
  const trustProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const addressOf = (req: http.IncomingMessage): string => proxyaddr(req, trustProxy);
  const callerLimiter =
    security.callerRateLimit > 0
      ? redis
        ? new RedisCallerLimiter(redis.main, security.callerRateLimit, redis.health)
        : new MemoryCallerLimiter(security.callerRateLimit)
      : null;
  const gate = new CallerGate(config, new CallerAuthenticator(security), callerLimiter);
  const costOptions = graphCostOptions(config);
  const guard = new SubscriptionGuard({
    schema,
    gate,
    limits: security.limits,
    costOptions,
    introspection: security.introspection,
    fieldSuggestions: security.fieldSuggestions,
    addressOf,
  });
  const subscriptions = attachSubscriptions(httpServer, schema, '/graphql', contextOptions, logger, guard);

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    // The response cache keeps its entries here: shared by every instance when Redis is configured.
    ...(redis ? { cache: new RedisKeyValueCache(redis.main, 'responses', redis.health) } : {}),
    formatError,
    includeStacktraceInErrorResponses: false,
    // `npm start` handles the signals and closes everything; Apollo's own handler would race it.
    stopOnTerminationSignals: false,
    // Apollo's own refusal names its constructor option; ours names GRAPHQL_INTROSPECTION.
    introspection: true,
    validationRules: security.introspection ? [] : [introspectionRefused],
    hideSchemaDetailsFromClientErrors: !security.fieldSuggestions,
    parseOptions: { maxTokens: security.limits.maxTokens },
    // Our own APQ middleware scopes registrations per credential; Apollo's would share them.
    persistedQueries: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownGraceMs }),
      ApolloServerPluginInlineTraceDisabled(),
      {
        // Subscriptions end with the server: close them before the HTTP server drains.
        async serverWillStart() {
          return {
            async drainServer() {
              sheetGate.drain();
              assetGate.drain();
              await subscriptions.dispose();
            },
          };
        },
      },
      // GraphiQL is served by its own route (compressed, revalidated by ETag), not as Apollo's landing page.
      ApolloServerPluginLandingPageDisabled(),
      operationLimitsPlugin({
        limits: security.limits,
        costOptions,
        registry: metrics.registry,
        errors: metrics.graphqlErrors,
      }),
      exactQueryStringVariables(),
      sheetReadPlanPlugin(),
      observabilityPlugin(metrics, logger, tracing?.tracer),
      ...(config.responseCacheTtlSeconds > 0
        ? [
            cacheHintsPlugin(config.responseCacheTtlSeconds),
            responseCachePlugin<GatewayContext>({ sessionId: async ({ contextValue }) => contextValue.credentialKey }),
          ]
        : [ApolloServerPluginCacheControlDisabled(), uncacheableResponsesPlugin()]),
    ],
  });
  await apollo.start();

  const graphiqlPage = security.graphiql ? new GraphiqlPage(options.graphiql ?? {}) : null;
  app.get('/', landingRoute(readServiceInfo(), security.graphiql));
  if (graphiqlPage) app.get(GRAPHIQL_PATH, graphiqlPage.handle);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(urls, upstream.breakers, { probeTtlMs: config.readinessProbeTtlMs });
    // Redis away is not a reason to take the instance out of the balancer: it serves on its fallbacks.
    const shared = redis ? { redis: redis.health.state() } : {};
    res
      .status(readiness.ready ? 200 : 503)
      .json({ status: readiness.ready ? 'ready' : 'not ready', backends: readiness.backends, ...shared });
  });
  app.use(
    '/webhooks/work-management',
    workManagementWebhookRouter({
      webhookFor: (id) => webhooks.findWorkManagementWebhook(id),
      gate: sheetGate,
      logger,
    }),
  );
  app.use(
    '/webhooks/digital-asset',
    digitalAssetWebhookRouter({
      subscriptionFor: (id) => webhooks.findAssetWebhook(id),
      organizationOf: (s) => webhooks.organizationOf(s),
      gate: assetGate,
      logger,
      onAssetChange: assetDeliveryListener(joinIndex),
    }),
  );
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  // A browser asking /graphql for a page goes to GraphiQL.
  if (graphiqlPage) app.get('/graphql', graphiqlRedirect);
  app.use(
    '/graphql',
    // Before any body parser: refusals here never read the body.
    httpEdge({ maxUploadBytes: config.maxUploadBytes }),
    // Numbers a double cannot hold reach the resolvers as the client wrote them (JSON bodies, GET variables, uploads).
    ...exactJsonBody({ limit: '1mb' }),
    persistedQueries({
      store: apqStore,
      ttlSeconds: config.persistedQueryTtlSeconds,
      trusted,
      scopeOf: (req) => persistedQueryScope(req.headers, config),
    }),
    // Multipart requests (GraphQL multipart request spec): files are streamed to temporary storage, never held in memory.
    exactUploads({ maxFileSize: config.maxUploadBytes, maxFiles: 10 }),
    ...(trusted ? [trustedDocumentsOnly(trusted)] : []),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext((await gate.admit(req.headers, addressOf(req))).credentials, contextOptions, req.log),
    }),
  );
  // A body that is not JSON (or too large) is a GraphQL-over-HTTP request error: 4xx with a JSON error body, not an HTML page.
  app.use(
    '/graphql',
    (
      error: { status?: number; type?: string; message?: string },
      _req: express.Request,
      res: express.Response,
      next: express.NextFunction,
    ) => {
      // The edge answered already; what fails while the abandoned body is torn down concerns nobody.
      if (refusedAtEdge(res)) return;
      if (res.headersSent || typeof error?.status !== 'number' || error.status < 400 || error.status >= 500)
        return next(error);
      res
        .status(error.status)
        .json({
          errors: [
            {
              message:
                error.type === 'entity.parse.failed'
                  ? 'The request body is not valid JSON'
                  : (error.message ?? 'Bad request'),
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        });
    },
  );

  // Requests served before Redis answers would count beside the shared state (limits, caches): wait a
  // moment for it, never longer than a connection attempt.
  if (redis && !(await redis.ready()))
    logger.warn("Redis not ready at start: serving on this instance's fallbacks until it answers");
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const address = httpServer.address() as AddressInfo;
  const host = config.host && config.host !== '0.0.0.0' && config.host !== '::' ? config.host : 'localhost';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    counter,
    metrics,
    pubsub,
    webhooks,
    close: async () => {
      await apollo.stop();
      httpServer.closeAllConnections();
      await graphiqlPage?.close();
      await pubsub.close();
      await redis?.close();
      await tracing?.shutdown();
    },
  };
}
