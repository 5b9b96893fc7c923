// The per-request context: the caller's credentials, datasources bound to them, fresh loaders,
// and what connections need (cursor codec, page-size limits).
import type { IncomingHttpHeaders } from 'node:http';
import type { GatewayConfig, JoinKeysConfig } from './config.js';
import type { Credentials } from './datasources/credentials.js';
import { createDatasources, type BackendUrls, type Datasources, type UpstreamShared } from './datasources/index.js';
import { createLoaders, type Loaders } from './loaders/index.js';
import { UpstreamActivity } from './loaders/upstream-activity.js';
import { credentialKey } from './cache/credential-key.js';
import { badRequest, unauthenticated } from './graphql-errors.js';
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
  /** The upstream calls this run may still make (MAX_UPSTREAM_CALLS_PER_REQUEST). */
  upstreamBudget: UpstreamBudget;
  relay: { codec: CursorCodec; maxFirst: number; defaultFirst: number };
  /** Where subscriptions listen and webhook receivers publish. */
  pubsub: PubSub;
  /** Told of webhooks the graph makes, so that the receivers trust their callbacks at once. */
  webhooksMade?: WebhooksMadeHere;
  /** Counts a value a backend sent that a schema enum lacks (src/resolvers/enums.ts). */
  unknownEnumValue?: (enumName: string, field: string) => void;
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

/** A header's value, trimmed; undefined when absent, '' when present and empty. */
function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim();
}

/** The credentials of one request, and whether the service credentials filled any gap. */
export interface ResolvedCredentials {
  credentials: Credentials;
  usesServiceCredential: boolean;
}

/**
 * Reads the caller's credentials; the configured service credentials fill the gaps only when
 * `serviceCredentialAllowed`. A credential header that is present but empty (`Authorization:`,
 * `Authorization: Bearer `) is UNAUTHENTICATED, never the service credential; an `Assume-User`
 * that is not valid URI encoding is BAD_REQUEST.
 */
export function credentialsFromHeaders(
  headers: IncomingHttpHeaders,
  config: GatewayConfig,
  serviceCredentialAllowed: boolean,
): ResolvedCredentials {
  const given = (name: string, strip?: RegExp): string | undefined => {
    const value = header(headers, name);
    if (value === undefined) return undefined;
    const token = strip ? value.replace(strip, '') : value;
    if (!token)
      throw unauthenticated(`The ${name} header is empty: send a credential, or leave the header out`, {
        header: name,
      });
    return token;
  };
  let usesServiceCredential = false;
  const orService = (own: string | undefined, service: string | null): string | null => {
    if (own !== undefined) return own;
    if (!serviceCredentialAllowed || !service) return null;
    usesServiceCredential = true;
    return service;
  };
  const wmToken = orService(given(CREDENTIAL_HEADERS.workManagement, /^Bearer(\s+|$)/i), config.workManagement.token);
  const assumeUser = header(headers, CREDENTIAL_HEADERS.assumeUser) || undefined;
  const rpToken = orService(given(CREDENTIAL_HEADERS.resourcePlanning), config.resourcePlanning.token);
  const daToken = orService(given(CREDENTIAL_HEADERS.digitalAsset), config.digitalAsset.token);
  return {
    credentials: {
      workManagement: wmToken
        ? { token: wmToken, ...(assumeUser ? { assumeUser: decodeAssumeUser(assumeUser) } : {}) }
        : null,
      resourcePlanning: rpToken ? { token: rpToken } : null,
      digitalAsset: daToken ? { token: daToken } : null,
    },
    usesServiceCredential,
  };
}

/** `Assume-User` is URI-encoded (Document 1); text that does not decode is the client's mistake. */
function decodeAssumeUser(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest('The Assume-User header is not valid URI encoding (encode the email with encodeURIComponent)', {
      header: CREDENTIAL_HEADERS.assumeUser,
    });
  }
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
    credentialKey: credentialKey(credentials),
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
      { concurrency: options.config.loaderConcurrency, activity },
      options.config.joinKeys,
      access,
    ),
    upstreamBudget: budget,
  };
}
