// The one place that speaks HTTP to the backends: a small base class over `got` with named hooks
// for auth, retry policy and error parsing, lossless JSON and per-backend call counting.
import got, { type Got, RequestError } from 'got';
import { parse as parseLossless, isSafeNumber } from 'lossless-json';
import { UpstreamError, type BackendName } from '../errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface RestRequest {
  method?: HttpMethod;
  /** Path below the base URL, e.g. `/users/12`. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export interface RestClientOptions {
  baseUrl: string;
  /** Per-attempt timeout. */
  timeoutMs: number;
  /** Extra attempts for idempotent requests that failed in a retryable way. */
  retries: number;
  counter: UpstreamCallCounter;
}

/** Counts upstream calls per backend; tests and metrics read it. */
export class UpstreamCallCounter {
  private readonly counts = new Map<BackendName, number>();
  increment(backend: BackendName): void {
    this.counts.set(backend, (this.counts.get(backend) ?? 0) + 1);
  }
  get(backend: BackendName): number {
    return this.counts.get(backend) ?? 0;
  }
  total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }
}

/**
 * Parses JSON keeping 64-bit integers exact: integers beyond 2^53 become decimal strings
 * (ids are strings in the graph anyway), other numbers stay numbers.
 */
export function parseUpstreamJson(text: string): unknown {
  return parseLossless(text, null, (value: string) =>
    isSafeNumber(value) || !/^-?\d+$/.test(value) ? Number(value) : value,
  );
}

/** Parsed error body of a backend: whatever of message, errorCode and refId it carries. */
export interface ParsedErrorBody {
  message: string;
  errorCode: number | null;
  refId: string | null;
}

/** Identifies the gateway to the backends (and to the emulators' coverage log). */
export const USER_AGENT = 'workgraph/0.1';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Base class of the three datasources; subclasses fill in the hooks. */
export abstract class RestClient {
  private readonly http: Got;

  protected constructor(
    readonly backend: BackendName,
    private readonly options: RestClientOptions,
  ) {
    this.http = got.extend({
      prefixUrl: options.baseUrl.replace(/\/+$/, ''),
      timeout: { request: options.timeoutMs },
      retry: { limit: 0 },
      throwHttpErrors: false,
      responseType: 'text',
      followRedirect: false,
    });
  }

  /** Hook: the backend's own auth header(s) for this caller. */
  protected abstract authHeaders(): Record<string, string>;

  /** Hook: reads the backend's error body. */
  protected abstract parseErrorBody(status: number, body: unknown): ParsedErrorBody;

  /**
   * Hook: whether a failed attempt may be tried again. Only idempotent methods are retried,
   * and only on rate limiting and transient server errors; subclasses narrow by error code.
   */
  protected isRetryable(method: HttpMethod, status: number, _errorCode: number | null): boolean {
    if (method !== 'GET') return false;
    return status === 429 || status === 502 || status === 503 || status === 504 || status === 500;
  }

  /** Sends one request and returns the parsed JSON body, or throws an UpstreamError. */
  protected async request<T>(req: RestRequest): Promise<T> {
    const method = req.method ?? 'GET';
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null) searchParams.set(key, String(value));
    }
    for (let attempt = 0; ; attempt++) {
      this.options.counter.increment(this.backend);
      let status: number;
      let text: string;
      let retryAfter: string | undefined;
      try {
        const response = await this.http(req.path.replace(/^\/+/, ''), {
          method,
          searchParams,
          headers: { accept: 'application/json', 'user-agent': USER_AGENT, ...this.authHeaders(), ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
        });
        status = response.statusCode;
        text = response.body;
        retryAfter = response.headers['retry-after'];
      } catch (error) {
        const timedOut = error instanceof RequestError && error.code === 'ETIMEDOUT';
        const failure = new UpstreamError(
          this.backend,
          0,
          timedOut ? 'the backend did not answer in time' : `the backend could not be reached (${(error as Error).message})`,
          null,
          null,
          timedOut ? 'timeout' : 'network',
        );
        if (method === 'GET' && attempt < this.options.retries) {
          await sleep(this.backoffMs(attempt, undefined));
          continue;
        }
        throw failure;
      }
      let body: unknown = undefined;
      if (text.length > 0) {
        try {
          body = parseUpstreamJson(text);
        } catch {
          body = text;
        }
      }
      if (status >= 200 && status < 300) return body as T;
      const parsed = this.parseErrorBody(status, body);
      if (attempt < this.options.retries && this.isRetryable(method, status, parsed.errorCode)) {
        await sleep(this.backoffMs(attempt, retryAfter));
        continue;
      }
      const retryAfterSeconds = status === 429 && retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
      throw new UpstreamError(this.backend, status, parsed.message, parsed.errorCode, parsed.refId, 'http', retryAfterSeconds);
    }
  }

  /** Jittered exponential backoff, honouring a short Retry-After. */
  private backoffMs(attempt: number, retryAfter: string | undefined): number {
    if (retryAfter && /^\d+$/.test(retryAfter)) return Math.min(Number(retryAfter) * 1000, 2000);
    return Math.min(100 * 2 ** attempt, 1000) * (0.5 + Math.random() / 2);
  }
}
