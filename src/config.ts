// Environment -> typed, validated configuration. Every bad variable is named in one clear error;
// settings that are valid but cannot work as the operator likely meant are named as warnings.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';

export interface BackendConfig {
  /** Base URL of the backend; null means "start the embedded emulator". */
  baseUrl: string | null;
  /** Service credential used when a request brings none. */
  token: string | null;
}

/** The digital-asset backend: its API (v4) and the base URL of its webhook operations (v1). */
export interface DigitalAssetConfig extends BackendConfig {
  /** Base URL of the webhook operations; null: the base URL with its `/api/v4` as `/api/v1`, where the vendor serves them. */
  webhooksBaseUrl: string | null;
}

/** Where the cross-backend join keys live (docs/joins.md). */
export interface JoinKeysConfig {
  /** Name of the project custom field holding a work-management sheet id. */
  projectSheetField: string;
  /** Asset custom field keys holding a sheet id, a row id and a project id. */
  assetSheetKey: string;
  assetRowKey: string;
  assetProjectKey: string;
}

/** The join index (docs/joins.md): what it keeps, and how fresh. */
export interface JoinIndexConfig {
  /** Off: every request scans for its joins, as without an index. */
  enabled: boolean;
  /** Age at which a scope's asset index is rebuilt in the background (repairs lost webhooks). */
  reconcileSeconds: number;
  /** Age at which a scope's project index is rebuilt in the background (its backend sends no webhooks). */
  projectRefreshSeconds: number;
  /** Longest a rebuild holds a scope's lock (other instances serve the current index or scan meanwhile). */
  lockSeconds: number;
  /** A scope nobody read for this long is dropped. */
  idleSeconds: number;
  /** Scopes kept in process (without Redis); the least recently used goes first. */
  maxScopes: number;
}

export interface GatewayConfig {
  port: number;
  host: string | undefined;
  workManagement: BackendConfig;
  resourcePlanning: BackendConfig;
  digitalAsset: DigitalAssetConfig;
  /** Signs cursors; every instance behind one load balancer needs the same value. */
  cursorSecret: string;
  upstreamTimeoutMs: number;
  upstreamRetries: number;
  /** Largest `first`/`last` a connection accepts. */
  maxPageSize: number;
  /** `first` when a client gives neither `first` nor `last`. */
  defaultPageSize: number;
  /** Parallel single-object requests one loader may have in flight. */
  loaderConcurrency: number;
  /** Keep-alive connections of the read transport's pool per backend origin, shared by every request. */
  upstreamConnections: number;
  /** The run of a query document on which graphql-jit compiles it (0: never; runs before it are interpreted). */
  queryCompileOnRun: number;
  /** Longest a batch waits for sibling answers still under way before it is sent anyway. */
  loaderGatherMaxMs: number;
  /** Whether loaders batch and cache (`LOADER_BATCHING=off`, for the benchmark: every key is its own call). */
  loaderBatching: boolean;
  /** Largest file a multipart request may carry (backends may have lower limits of their own). */
  maxUploadBytes: number;
  /** Digital-asset uploads: files above `resumableThresholdBytes` go to the bucket in resumable chunks of `chunkBytes`. */
  digitalAssetUploads: { resumableThresholdBytes: number; chunkBytes: number };
  /** Time a GraphQL request may take, waits for pacing and retries included. */
  requestDeadlineMs: number;
  /** Requests per minute and credential the gateway allows itself per backend (0: no pacing). */
  rateLimits: { workManagement: number; resourcePlanning: number; digitalAsset: number };
  /** Consecutive failures that open a backend's circuit breaker, and how long it stays open. */
  breaker: { failureThreshold: number; cooldownMs: number };
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** Work-management deployment: `government` allows only its restricted set of attachment types. */
  workManagementDeployment: 'standard' | 'government';
  /** How long a shutdown waits for in-flight requests before closing connections. */
  shutdownGraceMs: number;
  /** Seconds a response may be served from the cache (per credential); 0 turns the response cache off. */
  responseCacheTtlSeconds: number;
  /** Seconds an automatically persisted query is kept. */
  persistedQueryTtlSeconds: number;
  /** Manifest of the only operations allowed to run, or null. */
  trustedDocumentsPath: string | null;
  /** How long webhook deliveries are held to be published in timestamp order. */
  webhookReorderWindowMs: number;
  /** When set, caches, persisted queries, pub/sub, pacing and webhook de-duplication live in Redis. */
  redisUrl: string | null;
  joinKeys: JoinKeysConfig;
  joinIndex: JoinIndexConfig;
  /** Development setting: accept loopback webhook callback URLs (the embedded default turns it on). */
  allowLoopbackCallbacks: boolean;
  /** OTLP/HTTP endpoint for traces (`OTEL_EXPORTER_OTLP_ENDPOINT`); null turns tracing off. */
  otlpEndpoint: string | null;
  serviceName: string;
  security: SecurityConfig;
  /** Largest answer body read from a backend, counted after decompression (docs/reliability.md, "Bounded bodies"). */
  upstreamMaxBodyBytes: number;
  /** How long one round of backend probes answers /readyz. */
  readinessProbeTtlMs: number;
  resilience: ResilienceConfig;
}

/** Who may have their requests served with the configured service credentials (docs/security.md). */
export type ServiceCredentialCallers = 'none' | 'authenticated' | 'anyone';

/** Limits, caller authentication and production posture (docs/security.md). */
export interface SecurityConfig {
  /** Per operation: depth, aliases, directives, document tokens, static cost. */
  limits: { maxDepth: number; maxAliases: number; maxDirectives: number; maxTokens: number; maxCost: number };
  /** Upstream calls one GraphQL request may make (0: no cap). */
  maxUpstreamCallsPerRequest: number;
  serviceCredentialCallers: ServiceCredentialCallers;
  /** Verifies callers' JWTs (`X-Caller-Token`) against a JWKS URL or a PEM public key; null: no JWTs. */
  jwt: { jwksUrl: string | null; publicKeyFile: string | null; issuer: string; audience: string } | null;
  /** File of `name sha256-hex` lines: the API keys (`X-Api-Key`) callers may present; null: no API keys. */
  apiKeysFile: string | null;
  /** Requests per minute one caller may have served with a service credential (0: no limit). */
  callerRateLimit: number;
  /** Express `trust proxy`: whose X-Forwarded-For names the client (false: the socket's address). */
  trustProxy: boolean | number | string;
  introspection: boolean;
  /** "Did you mean ...?" in validation errors. */
  fieldSuggestions: boolean;
  graphiql: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readUrl(env: Env, name: string, problems: string[]): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return value.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an http(s) URL, got "${value}"`);
    return null;
  }
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  problems.push(`${name} must be true or false, got "${env[name]}"`);
  return fallback;
}

/** `on` (the default) or `off`: the benchmark's gateway without batching, to show what batching buys. */
function readLoaderBatching(env: Env, problems: string[]): boolean {
  const value = env.LOADER_BATCHING?.trim().toLowerCase() || 'on';
  if (value !== 'on' && value !== 'off')
    problems.push(`LOADER_BATCHING must be on or off, got "${env.LOADER_BATCHING}"`);
  return value !== 'off';
}

function readRedisUrl(env: Env, problems: string[]): string | null {
  const value = env.REDIS_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error('protocol');
    return value;
  } catch {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL, got "${value}"`);
    return null;
  }
}

function readFile(env: Env, name: string, problems: string[]): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (!existsSync(value)) problems.push(`${name} must name a readable file, got "${value}"`);
  return value;
}

const CALLER_POLICIES: readonly ServiceCredentialCallers[] = ['none', 'authenticated', 'anyone'];

function readTrustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function readJwt(env: Env, problems: string[]): SecurityConfig['jwt'] {
  const jwksUrl = readUrl(env, 'AUTH_JWT_JWKS_URL', problems);
  const publicKeyFile = readFile(env, 'AUTH_JWT_PUBLIC_KEY_FILE', problems);
  if (!jwksUrl && !publicKeyFile) return null;
  if (jwksUrl && publicKeyFile) problems.push('set one of AUTH_JWT_JWKS_URL and AUTH_JWT_PUBLIC_KEY_FILE, not both');
  const issuer = env.AUTH_JWT_ISSUER?.trim() ?? '';
  const audience = env.AUTH_JWT_AUDIENCE?.trim() ?? '';
  // Without both, a token minted for another service of the same identity provider would pass.
  if (!issuer) problems.push('AUTH_JWT_ISSUER is required when JWTs are verified');
  if (!audience) problems.push('AUTH_JWT_AUDIENCE is required when JWTs are verified');
  return { jwksUrl, publicKeyFile, issuer, audience };
}

/**
 * The embedded default (no backend URL at all, outside production) serves anyone with the demo
 * credentials; with a real backend or NODE_ENV=production the operator has to allow it.
 */
function readSecurity(env: Env, problems: string[]): SecurityConfig {
  const production = env.NODE_ENV?.trim() === 'production';
  const embedded = isEmbedded(env);
  const policy = env.SERVICE_CREDENTIAL_CALLERS?.trim().toLowerCase() || (embedded && !production ? 'anyone' : 'none');
  if (!(CALLER_POLICIES as readonly string[]).includes(policy))
    problems.push(
      `SERVICE_CREDENTIAL_CALLERS must be one of ${CALLER_POLICIES.join(', ')}, got "${env.SERVICE_CREDENTIAL_CALLERS}"`,
    );
  const security: SecurityConfig = {
    limits: {
      maxDepth: readInt(env, 'MAX_OPERATION_DEPTH', 16, 1, 1000, problems),
      maxAliases: readInt(env, 'MAX_OPERATION_ALIASES', 30, 0, 10_000, problems),
      maxDirectives: readInt(env, 'MAX_OPERATION_DIRECTIVES', 50, 0, 10_000, problems),
      maxTokens: readInt(env, 'MAX_DOCUMENT_TOKENS', 2000, 10, 1_000_000, problems),
      maxCost: readInt(env, 'MAX_OPERATION_COST', 50_000, 1, 1_000_000_000, problems),
    },
    maxUpstreamCallsPerRequest: readInt(env, 'MAX_UPSTREAM_CALLS_PER_REQUEST', 250, 0, 1_000_000, problems),
    serviceCredentialCallers: (CALLER_POLICIES as readonly string[]).includes(policy)
      ? (policy as ServiceCredentialCallers)
      : 'none',
    jwt: readJwt(env, problems),
    apiKeysFile: readFile(env, 'AUTH_API_KEYS_FILE', problems),
    // The embedded emulators need no protection from their own developer; real backends keep the limit.
    callerRateLimit: readInt(env, 'CALLER_RATE_LIMIT', embedded ? 0 : 60, 0, 1_000_000, problems),
    trustProxy: readTrustProxy(env),
    introspection: readBool(env, 'GRAPHQL_INTROSPECTION', !production, problems),
    fieldSuggestions: readBool(env, 'GRAPHQL_FIELD_SUGGESTIONS', !production, problems),
    graphiql: readBool(env, 'GRAPHIQL', !production, problems),
  };
  if (security.serviceCredentialCallers === 'authenticated' && !security.jwt && !security.apiKeysFile) {
    problems.push(
      'SERVICE_CREDENTIAL_CALLERS=authenticated needs a way to authenticate callers: AUTH_JWT_JWKS_URL, AUTH_JWT_PUBLIC_KEY_FILE or AUTH_API_KEYS_FILE',
    );
  }
  return security;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readLogLevel(env: Env, problems: string[]): string {
  const value = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(value))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return LOG_LEVELS.includes(value) ? value : 'info';
}

const DEPLOYMENTS = ['standard', 'government'] as const;

function readDeployment(env: Env, problems: string[]): 'standard' | 'government' {
  const value = env.WORK_MANAGEMENT_DEPLOYMENT?.trim().toLowerCase() || 'standard';
  const known = (DEPLOYMENTS as readonly string[]).includes(value);
  if (!known)
    problems.push(
      `WORK_MANAGEMENT_DEPLOYMENT must be one of ${DEPLOYMENTS.join(', ')}, got "${env.WORK_MANAGEMENT_DEPLOYMENT}"`,
    );
  return known ? (value as 'standard' | 'government') : 'standard';
}

/** The variables of each backend and the path its base URL ends in (Document 1: `/2.0`; Document 3: `/api/v1`, `/api/v4`). */
export const BACKEND_SETTINGS = {
  workManagement: { prefix: 'WORK_MANAGEMENT', name: 'work-management', versionPath: '/2.0' },
  resourcePlanning: { prefix: 'RESOURCE_PLANNING', name: 'resource-planning', versionPath: '/api/v1' },
  digitalAsset: { prefix: 'DIGITAL_ASSET', name: 'digital-asset', versionPath: '/api/v4' },
} as const;

export type BackendKey = keyof typeof BACKEND_SETTINGS;

export const BACKEND_KEYS = Object.keys(BACKEND_SETTINGS) as BackendKey[];

/**
 * A base URL is the API's root, version path included: without it every call reaches a path the
 * service does not serve, and every field answers NOT_FOUND.
 */
function readBackend(env: Env, backend: BackendKey, problems: string[], checkVersionPath = true): BackendConfig {
  const { prefix, name, versionPath } = BACKEND_SETTINGS[backend];
  const variable = `${prefix}_BASE_URL`;
  const baseUrl = readUrl(env, variable, problems);
  if (checkVersionPath && baseUrl !== null && !new URL(baseUrl).pathname.replace(/\/+$/, '').endsWith(versionPath)) {
    problems.push(
      `${variable} must be the ${name} API's base URL, ending in ${versionPath} (for example https://<host>${versionPath}), got "${baseUrl}"`,
    );
  }
  const token = env[`${prefix}_TOKEN`]?.trim() || null;
  return { baseUrl, token };
}

/**
 * The digital-asset API's webhook operations live beside it (`/api/v1` for `/api/v4`). A base URL at
 * another path (a proxy) is accepted once DIGITAL_ASSET_WEBHOOKS_BASE_URL says where they are.
 */
function readDigitalAsset(env: Env, problems: string[]): DigitalAssetConfig {
  const webhooksBaseUrl = readUrl(env, 'DIGITAL_ASSET_WEBHOOKS_BASE_URL', problems);
  const backend = readBackend(env, 'digitalAsset', problems, webhooksBaseUrl === null);
  if (backend.baseUrl !== null && webhooksBaseUrl === null && !new URL(backend.baseUrl).pathname.endsWith('/api/v4')) {
    // readBackend named the expected form; this says how a base URL elsewhere can still work.
    problems.push(
      'DIGITAL_ASSET_WEBHOOKS_BASE_URL is required when DIGITAL_ASSET_BASE_URL does not end in /api/v4 (the webhook operations are served from /api/v1)',
    );
  }
  return { ...backend, webhooksBaseUrl };
}

/** True when no backend has a base URL: every backend is an embedded emulator (the development default). */
function isEmbedded(env: Env): boolean {
  return !BACKEND_KEYS.some((backend) => env[`${BACKEND_SETTINGS[backend].prefix}_BASE_URL`]?.trim());
}

/** How large uploads to the digital-asset API are sent (resumable, in chunks). */
function readUploads(env: Env, problems: string[]): GatewayConfig['digitalAssetUploads'] {
  return {
    resumableThresholdBytes: readInt(
      env,
      'DIGITAL_ASSET_RESUMABLE_THRESHOLD_BYTES',
      200_000_000,
      0,
      1_000_000_000_000,
      problems,
    ),
    chunkBytes: readInt(
      env,
      'DIGITAL_ASSET_UPLOAD_CHUNK_BYTES',
      8 * 1024 * 1024,
      256 * 1024,
      1024 * 1024 * 1024,
      problems,
    ),
  };
}

/** Each backend's documented request rate per minute (0: unpaced). */
function readRateLimits(env: Env, problems: string[]): GatewayConfig['rateLimits'] {
  return {
    workManagement: readInt(env, 'WORK_MANAGEMENT_RATE_LIMIT', 300, 0, 1_000_000, problems),
    resourcePlanning: readInt(env, 'RESOURCE_PLANNING_RATE_LIMIT', 120, 0, 1_000_000, problems),
    digitalAsset: readInt(env, 'DIGITAL_ASSET_RATE_LIMIT', 0, 0, 1_000_000, problems),
  };
}

/** When a backend's circuit opens, and for how long. */
function readBreaker(env: Env, problems: string[]): GatewayConfig['breaker'] {
  return {
    failureThreshold: readInt(env, 'CIRCUIT_BREAKER_THRESHOLD', 5, 1, 1000, problems),
    cooldownMs: readInt(env, 'CIRCUIT_BREAKER_COOLDOWN_MS', 10_000, 10, 600_000, problems),
  };
}

/** Which fields carry the cross-backend join keys. */
function readJoinKeys(env: Env): GatewayConfig['joinKeys'] {
  return {
    projectSheetField: env.JOIN_PROJECT_SHEET_FIELD?.trim() || 'Sheet ID',
    assetSheetKey: env.JOIN_ASSET_SHEET_KEY?.trim() || 'sheet_id',
    assetRowKey: env.JOIN_ASSET_ROW_KEY?.trim() || 'row_id',
    assetProjectKey: env.JOIN_ASSET_PROJECT_KEY?.trim() || 'project_id',
  };
}

/** The join index: whether it is kept, how it reconciles, and how much it holds. */
function readJoinIndex(env: Env, problems: string[]): GatewayConfig['joinIndex'] {
  return {
    enabled: readBool(env, 'JOIN_INDEX_ENABLED', true, problems),
    reconcileSeconds: readInt(env, 'JOIN_INDEX_RECONCILE_SECONDS', 3600, 0, 604_800, problems),
    projectRefreshSeconds: readInt(env, 'JOIN_INDEX_PROJECT_REFRESH_SECONDS', 300, 0, 604_800, problems),
    lockSeconds: readInt(env, 'JOIN_INDEX_LOCK_SECONDS', 120, 1, 3600, problems),
    idleSeconds: readInt(env, 'JOIN_INDEX_IDLE_SECONDS', 86_400, 60, 2_592_000, problems),
    maxScopes: readInt(env, 'JOIN_INDEX_MAX_SCOPES', 10, 1, 10_000, problems),
  };
}

/** Reads the configuration from the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = [];
  const config: GatewayConfig = {
    port: readInt(env, 'PORT', 4000, 0, 65535, problems),
    host: env.HOST?.trim() || undefined,
    workManagement: readBackend(env, 'workManagement', problems),
    resourcePlanning: readBackend(env, 'resourcePlanning', problems),
    digitalAsset: readDigitalAsset(env, problems),
    cursorSecret: env.CURSOR_SECRET?.trim() || randomBytes(32).toString('hex'),
    upstreamTimeoutMs: readInt(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000, problems),
    upstreamRetries: readInt(env, 'UPSTREAM_RETRIES', 2, 0, 10, problems),
    maxPageSize: readInt(env, 'MAX_PAGE_SIZE', 500, 1, 10_000, problems),
    defaultPageSize: readInt(env, 'DEFAULT_PAGE_SIZE', 20, 1, 10_000, problems),
    loaderConcurrency: readInt(env, 'LOADER_CONCURRENCY', 32, 1, 100, problems),
    upstreamConnections: readInt(env, 'UPSTREAM_CONNECTIONS', 128, 1, 4096, problems),
    queryCompileOnRun: readInt(env, 'QUERY_COMPILE_ON_RUN', 2, 0, 1000, problems),
    loaderGatherMaxMs: readInt(env, 'LOADER_GATHER_MAX_MS', 50, 0, 10_000, problems),
    loaderBatching: readLoaderBatching(env, problems),
    maxUploadBytes: readInt(env, 'MAX_UPLOAD_BYTES', 1024 * 1024 * 1024, 1, 10 * 1024 * 1024 * 1024, problems),
    digitalAssetUploads: readUploads(env, problems),
    requestDeadlineMs: readInt(env, 'REQUEST_DEADLINE_MS', 30_000, 100, 600_000, problems),
    rateLimits: readRateLimits(env, problems),
    breaker: readBreaker(env, problems),
    logLevel: readLogLevel(env, problems),
    workManagementDeployment: readDeployment(env, problems),
    shutdownGraceMs: readInt(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000, problems),
    responseCacheTtlSeconds: readInt(env, 'RESPONSE_CACHE_TTL_SECONDS', 0, 0, 86_400, problems),
    persistedQueryTtlSeconds: readInt(env, 'PERSISTED_QUERY_TTL_SECONDS', 86_400, 1, 31_536_000, problems),
    trustedDocumentsPath: readFile(env, 'TRUSTED_DOCUMENTS', problems),
    webhookReorderWindowMs: readInt(env, 'WEBHOOK_REORDER_WINDOW_MS', 250, 0, 60_000, problems),
    redisUrl: readRedisUrl(env, problems),
    joinKeys: readJoinKeys(env),
    joinIndex: readJoinIndex(env, problems),
    allowLoopbackCallbacks: readBool(env, 'ALLOW_LOOPBACK_CALLBACKS', false, problems),
    otlpEndpoint: readUrl(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', problems),
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'workgraph',
    security: readSecurity(env, problems),
    // Upstream answers: a 20,000-row page of the largest documented sheet is about 56 MB.
    upstreamMaxBodyBytes: readInt(
      env,
      'UPSTREAM_MAX_BODY_BYTES',
      64 * 1024 * 1024,
      1024,
      2 * 1024 * 1024 * 1024,
      problems,
    ),
    readinessProbeTtlMs: readInt(env, 'READINESS_PROBE_TTL_MS', 2000, 0, 600_000, problems),
    resilience: readResilience(env, problems),
  };
  if (env.CURSOR_SECRET !== undefined && env.CURSOR_SECRET.trim().length < 16) {
    problems.push('CURSOR_SECRET must be at least 16 characters');
  }
  if (config.defaultPageSize > config.maxPageSize) problems.push('DEFAULT_PAGE_SIZE must not exceed MAX_PAGE_SIZE');
  if (config.digitalAssetUploads.chunkBytes % (256 * 1024) !== 0)
    problems.push('DIGITAL_ASSET_UPLOAD_CHUNK_BYTES must be a multiple of 262144 (256 KiB)');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Settings that are valid but will not do what they say: a service token that the credential policy
 * never uses. Read before the embedded default fills in the demo tokens.
 */
export function configWarnings(config: GatewayConfig): string[] {
  const policy = config.security.serviceCredentialCallers;
  if (policy !== 'none') return [];
  const unused = BACKEND_KEYS.filter((backend) => config[backend].token !== null).map(
    (backend) => `${BACKEND_SETTINGS[backend].prefix}_TOKEN`,
  );
  if (unused.length === 0) return [];
  return [
    `${unused.join(', ')} ${unused.length === 1 ? 'is' : 'are'} set, but SERVICE_CREDENTIAL_CALLERS=none: no request will be served with ${unused.length === 1 ? 'it' : 'them'}` +
      ' (SERVICE_CREDENTIAL_CALLERS=authenticated serves callers with an API key or JWT, anyone serves every caller; the default is none once a base URL is set or NODE_ENV=production)',
  ];
}

/** What the gateway depends on cannot take it down: Redis that only helps, webhook lookups, connections (docs/reliability.md). */
export interface ResilienceConfig {
  redis: {
    /** Seed nodes of a Redis Cluster (`REDIS_CLUSTER_NODES`, one is enough); null: `REDIS_URL` names one Redis. */
    clusterNodes: string[] | null;
    /** Longest one Redis command may take; past it the request goes on without Redis. */
    commandTimeoutMs: number;
  };
  /** A callback naming a webhook the gateway does not know has the list of webhooks read again at most this often. */
  webhookListRefreshMs: number;
  http: {
    /** Time a client has to send a request's headers (idle new connections included). */
    headersTimeoutMs: number;
    /** Time a client has to send a request's body, one second more for every `bodyMinBytesPerSecond` bytes received. */
    bodyTimeoutMs: number;
    bodyMinBytesPerSecond: number;
    /** How long an idle keep-alive connection stays open: longer than the idle timeout of a load balancer in front. */
    keepAliveTimeoutMs: number;
    /** Connections open at once (WebSockets included); more are closed at once. */
    maxConnections: number;
  };
}

function readRedisClusterNodes(env: Env, problems: string[]): string[] | null {
  const raw = env.REDIS_CLUSTER_NODES?.trim();
  if (!raw) return null;
  if (env.REDIS_URL?.trim()) problems.push('set one of REDIS_URL and REDIS_CLUSTER_NODES, not both');
  const nodes = raw
    .split(',')
    .map((node) => node.trim())
    .filter(Boolean);
  for (const node of nodes) {
    let url: URL | null = null;
    try {
      url = new URL(node);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.port)
      problems.push(`REDIS_CLUSTER_NODES must list redis://host:port URLs separated by commas, got "${node}"`);
  }
  return nodes.length > 0 ? nodes : null;
}

function readResilience(env: Env, problems: string[]): ResilienceConfig {
  return {
    redis: {
      clusterNodes: readRedisClusterNodes(env, problems),
      commandTimeoutMs: readInt(env, 'REDIS_COMMAND_TIMEOUT_MS', 250, 10, 60_000, problems),
    },
    webhookListRefreshMs: readInt(env, 'WEBHOOK_LIST_REFRESH_SECONDS', 30, 1, 86_400, problems) * 1000,
    http: {
      headersTimeoutMs: readInt(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 300_000, problems),
      bodyTimeoutMs: readInt(env, 'HTTP_BODY_TIMEOUT_MS', 10_000, 100, 300_000, problems),
      bodyMinBytesPerSecond: readInt(env, 'HTTP_BODY_MIN_BYTES_PER_SECOND', 500, 1, 1_000_000_000, problems),
      keepAliveTimeoutMs: readInt(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1000, 3_600_000, problems),
      maxConnections: readInt(env, 'HTTP_MAX_CONNECTIONS', 1000, 1, 1_000_000, problems),
    },
  };
}
