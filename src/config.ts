// Environment -> typed, validated configuration. Every bad variable is named in one clear error.
import { randomBytes } from 'node:crypto';

export interface BackendConfig {
  /** Base URL of the backend; null means "start the embedded emulator". */
  baseUrl: string | null;
  /** Service credential used when a request brings none. */
  token: string | null;
}

export interface GatewayConfig {
  port: number;
  host: string | undefined;
  workManagement: BackendConfig;
  resourcePlanning: BackendConfig;
  digitalAsset: BackendConfig;
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
  /** Largest file a multipart request may carry (backends may have lower limits of their own). */
  maxUploadBytes: number;
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

function readBackend(env: Env, prefix: string, problems: string[]): BackendConfig {
  const baseUrl = readUrl(env, `${prefix}_BASE_URL`, problems);
  const token = env[`${prefix}_TOKEN`]?.trim() || null;
  return { baseUrl, token };
}

/** Reads the configuration from the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = [];
  const config: GatewayConfig = {
    port: readInt(env, 'PORT', 4000, 0, 65535, problems),
    host: env.HOST?.trim() || undefined,
    workManagement: readBackend(env, 'WORK_MANAGEMENT', problems),
    resourcePlanning: readBackend(env, 'RESOURCE_PLANNING', problems),
    digitalAsset: readBackend(env, 'DIGITAL_ASSET', problems),
    cursorSecret: env.CURSOR_SECRET?.trim() || randomBytes(32).toString('hex'),
    upstreamTimeoutMs: readInt(env, 'UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000, problems),
    upstreamRetries: readInt(env, 'UPSTREAM_RETRIES', 2, 0, 10, problems),
    maxPageSize: readInt(env, 'MAX_PAGE_SIZE', 500, 1, 10_000, problems),
    defaultPageSize: readInt(env, 'DEFAULT_PAGE_SIZE', 20, 1, 10_000, problems),
    loaderConcurrency: readInt(env, 'LOADER_CONCURRENCY', 8, 1, 100, problems),
    maxUploadBytes: readInt(env, 'MAX_UPLOAD_BYTES', 1024 * 1024 * 1024, 1, 10 * 1024 * 1024 * 1024, problems),
  };
  if (env.CURSOR_SECRET !== undefined && env.CURSOR_SECRET.trim().length < 16) {
    problems.push('CURSOR_SECRET must be at least 16 characters');
  }
  if (config.defaultPageSize > config.maxPageSize) problems.push('DEFAULT_PAGE_SIZE must not exceed MAX_PAGE_SIZE');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
