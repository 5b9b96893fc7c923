// The per-request context: the caller's credentials (read by ./security/credentials-from-headers.ts),
// datasources bound to them, fresh loaders, and what connections need (cursor codec, page-size limits).
import type { GatewayConfig, JoinKeysConfig } from './config.js';
import type { Credentials } from './datasources/credentials.js';
import { createDatasources, type BackendUrls, type Datasources, type UpstreamShared } from './datasources/index.js';
import { createLoaders, type Loaders } from './loaders/index.js';
import { UpstreamActivity } from './loaders/upstream-activity.js';
import { credentialFingerprint } from './security/credential-fingerprint.js';
import type { Logger } from './observability/logger.js';
import type { CursorCodec } from './relay/cursor.js';
import type { PubSub } from './subscriptions/pubsub.js';
import type { Context as TraceContext, Tracer } from '@opentelemetry/api';
import { startUpstreamSpan } from './observability/tracing.js';
import { UpstreamBudget } from './security/upstream-budget.js';
import type { JoinIndex } from './joins/join-index.js';
import type { WebhooksMadeHere } from './webhooks/registry.js';

export interface GatewayContext {
  /** Logger bound to this request's id. */
  log?: Logger;
  credentials: Credentials;
  /** Scopes every cache entry of this request to its credentials (their fingerprint). */
  credentialKey: string;
  /** Where the cross-backend join keys live. */
  joinKeys: JoinKeysConfig;
  /** Development setting: webhook callback URLs may be loopback addresses. */
  allowLoopbackCallbacks: boolean;
  /**
   * The operation's trace context, filled in when tracing is on: upstream spans hang from it. A holder
   * object, because Apollo copies the context shallowly per operation and the datasources keep the original.
   */
  trace: { context?: TraceContext };
  api: Datasources;
  loaders: Loaders;
  /** The upstream calls this run may still make (MAX_UPSTREAM_CALLS_PER_REQUEST). */
  upstreamBudget: UpstreamBudget;
  relay: { codec: CursorCodec; maxFirst: number; defaultFirst: number };
  /** Where subscriptions listen and webhook receivers publish. */
  pubsub: PubSub;
  /** Told of webhooks the graph makes, so that the receivers trust their callbacks at once. */
  webhooksMade?: WebhooksMadeHere;
  /** Counts a value a backend sent that a schema enum lacks (src/resolvers/enums.ts). */
  unknownEnumValue?: (enumName: string, field: string) => void;
  /** Such values this request has logged (`enum|field|value`): each is logged once per request. */
  loggedEnumValues: Set<string>;
  /**
   * Fresh datasources, loaders and deadline: a subscription lives long, and each event it delivers
   * is read anew rather than from what earlier events loaded.
   */
  renew(): void;
}

export interface ContextFactoryOptions {
  config: GatewayConfig;
  urls: BackendUrls;
  codec: CursorCodec;
  upstream: UpstreamShared;
  pubsub: PubSub;
  tracer?: Tracer;
  /** Where the cross-backend joins are answered from (docs/joins.md); without it, every join scans. */
  joinIndex?: JoinIndex;
  /** Told of webhooks the graph makes (the receivers' registry). */
  webhooks?: WebhooksMadeHere;
  /** Counts a value a backend sent that a schema enum lacks. */
  unknownEnumValue?: (enumName: string, field: string) => void;
}

/** Builds the context of one request, with the credentials its admission resolved (see src/security/admission.ts). */
export function createContext(credentials: Credentials, options: ContextFactoryOptions, log?: Logger): GatewayContext {
  const trace: GatewayContext['trace'] = {};
  const upstream = requestUpstream(options, trace, log);
  const context: GatewayContext = {
    ...(log ? { log } : {}),
    ...(options.unknownEnumValue ? { unknownEnumValue: options.unknownEnumValue } : {}),
    credentials,
    credentialKey: credentialFingerprint(credentials),
    loggedEnumValues: new Set(),
    joinKeys: options.config.joinKeys,
    allowLoopbackCallbacks: options.config.allowLoopbackCallbacks,
    trace,
    ...freshRun(credentials, options, upstream),
    relay: { codec: options.codec, maxFirst: options.config.maxPageSize, defaultFirst: options.config.defaultPageSize },
    pubsub: options.pubsub,
    ...(options.webhooks ? { webhooksMade: options.webhooks } : {}),
    renew: () => Object.assign(context, freshRun(credentials, options, upstream)),
  };
  return context;
}

/** The upstream layer as one request sees it: every call counted process-wide, logged with the request's id and traced under its operation. */
function requestUpstream(options: ContextFactoryOptions, trace: GatewayContext['trace'], log?: Logger): UpstreamShared {
  const tracer = options.tracer;
  return {
    ...options.upstream,
    ...(tracer
      ? {
          traceCall: (backend, method, operation) =>
            startUpstreamSpan(tracer, trace.context, backend, method, operation),
        }
      : {}),
    observe: (call) => {
      options.upstream.observe?.(call);
      log?.debug({ upstream: call }, 'upstream call');
    },
  };
}

/** What each run (a query, or one subscription event) gets afresh: datasources, loaders and an upstream budget. */
function freshRun(
  credentials: Credentials,
  options: ContextFactoryOptions,
  upstream: UpstreamShared,
): Pick<GatewayContext, 'api' | 'loaders' | 'upstreamBudget'> {
  // Batches of this request wait for the sibling answers under way (see UpstreamActivity).
  const activity = new UpstreamActivity(options.config.loaderGatherMaxMs);
  const budget = new UpstreamBudget(options.config.security.maxUpstreamCallsPerRequest);
  const api = createDatasources(
    options.config,
    options.urls,
    credentials,
    { ...upstream, beginCall: activity.begin, budget },
    Date.now() + options.config.requestDeadlineMs,
  );
  const { joinIndex } = options;
  // A background rebuild of the join index is not the request's: it has its own deadline and no request budget.
  const access = joinIndex
    ? {
        index: joinIndex,
        credentials,
        backgroundApi: () =>
          createDatasources(
            options.config,
            options.urls,
            credentials,
            options.upstream,
            Date.now() + joinIndex.settings.lockTtlMs,
          ),
      }
    : null;
  return {
    api,
    loaders: createLoaders(
      api,
      { batching: options.config.loaderBatching, concurrency: options.config.loaderConcurrency, activity },
      options.config.joinKeys,
      access,
    ),
    upstreamBudget: budget,
  };
}
