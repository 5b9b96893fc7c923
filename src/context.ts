// The per-request context: the caller's credentials, datasources bound to them, fresh loaders,
// and what connections need (cursor codec, page-size limits).
import type { IncomingHttpHeaders } from 'node:http';
import type { GatewayConfig, JoinKeysConfig } from './config.js';
import type { Credentials } from './datasources/credentials.js';
import { createDatasources, type BackendUrls, type Datasources, type UpstreamShared } from './datasources/index.js';
import { createLoaders, type Loaders } from './loaders/index.js';
import { UpstreamActivity } from './loaders/upstream-activity.js';
import { credentialKey } from './cache/credential-key.js';
import type { Logger } from './observability/logger.js';
import type { CursorCodec } from './relay/cursor.js';
import type { PubSub } from './subscriptions/pubsub.js';
import type { Context as TraceContext, Tracer } from '@opentelemetry/api';
import { startUpstreamSpan } from './observability/tracing.js';
import type { JoinIndex } from './joins/join-index.js';

export interface GatewayContext {
  /** Logger bound to this request's id. */
  log?: Logger;
  credentials: Credentials;
  /** Scopes every cache entry of this request to its credentials. */
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
  relay: { codec: CursorCodec; maxFirst: number; defaultFirst: number };
  /** Where subscriptions listen and webhook receivers publish. */
  pubsub: PubSub;
  /**
   * Fresh datasources, loaders and deadline: a subscription lives long, and each event it delivers
   * is read anew rather than from what earlier events loaded.
   */
  renew(): void;
}

/** Request headers that carry the caller's credentials (documented in the README). */
export const CREDENTIAL_HEADERS = {
  workManagement: 'authorization',
  assumeUser: 'assume-user',
  resourcePlanning: 'x-resource-planning-token',
  digitalAsset: 'x-digital-asset-token',
} as const;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** Reads the caller's credentials; the configured service credentials fill the gaps. */
export function credentialsFromHeaders(headers: IncomingHttpHeaders, config: GatewayConfig): Credentials {
  const bearer = header(headers, CREDENTIAL_HEADERS.workManagement)?.replace(/^Bearer\s+/i, '');
  const wmToken = bearer ?? config.workManagement.token;
  const assumeUser = header(headers, CREDENTIAL_HEADERS.assumeUser);
  const rpToken = header(headers, CREDENTIAL_HEADERS.resourcePlanning) ?? config.resourcePlanning.token;
  const daToken = header(headers, CREDENTIAL_HEADERS.digitalAsset) ?? config.digitalAsset.token;
  return {
    workManagement: wmToken ? { token: wmToken, ...(assumeUser ? { assumeUser: decodeURIComponent(assumeUser) } : {}) } : null,
    resourcePlanning: rpToken ? { token: rpToken } : null,
    digitalAsset: daToken ? { token: daToken } : null,
  };
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
}

/** Builds the context of one request. */
export function createContext(headers: IncomingHttpHeaders, options: ContextFactoryOptions, log?: Logger): GatewayContext {
  const credentials = credentialsFromHeaders(headers, options.config);
  // Every upstream call is counted process-wide and logged with this request's id.
  const tracer = options.tracer;
  const upstream: UpstreamShared = {
    ...options.upstream,
    ...(tracer ? { traceCall: (backend, method, operation) => startUpstreamSpan(tracer, context.trace.context, backend, method, operation) } : {}),
    observe: (call) => {
      options.upstream.observe?.(call);
      log?.debug({ upstream: call }, 'upstream call');
    },
  };
  const fresh = (): Pick<GatewayContext, 'api' | 'loaders'> => {
    // Batches of this request wait for the sibling answers under way (see UpstreamActivity).
    const activity = new UpstreamActivity(options.config.loaderGatherMaxMs);
    const api = createDatasources(options.config, options.urls, credentials, { ...upstream, beginCall: activity.begin }, Date.now() + options.config.requestDeadlineMs);
    const { joinIndex } = options;
    const access = joinIndex
      ? { index: joinIndex, credentials, backgroundApi: () => createDatasources(options.config, options.urls, credentials, options.upstream, Date.now() + joinIndex.settings.lockTtlMs) }
      : null;
    return { api, loaders: createLoaders(api, { concurrency: options.config.loaderConcurrency, activity }, options.config.joinKeys, access) };
  };
  const context: GatewayContext = {
    ...(log ? { log } : {}),
    credentials,
    credentialKey: credentialKey(credentials),
    joinKeys: options.config.joinKeys,
    allowLoopbackCallbacks: options.config.allowLoopbackCallbacks,
    trace: {},
    ...fresh(),
    relay: { codec: options.codec, maxFirst: options.config.maxPageSize, defaultFirst: options.config.defaultPageSize },
    pubsub: options.pubsub,
    renew: () => Object.assign(context, fresh()),
  };
  return context;
}
