// The one place that speaks HTTP to the backends: a small base class over `got` with named hooks
// for auth, retry policy and error parsing, lossless JSON and per-backend call counting.
import got, { type Got, RequestError } from 'got';
import { stringify as stringifyLossless } from 'lossless-json';
import { createHash } from 'node:crypto';
import { UpstreamError, type BackendName } from '../errors.js';
import type { BreakerPermit, CircuitBreakers } from './circuit-breaker.js';
import type { RequestPacer } from './pacing.js';
import { operationOf, type UpstreamCallRecord } from '../observability/metrics.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface RestRequest {
  method?: HttpMethod;
  /** Path below the base URL, e.g. `/users/12`. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Whether the call may be repeated safely; defaults to true for GET only (reads sent as POST set it). */
  idempotent?: boolean;
  /** A named pacing bucket with a budget of its own (such as attachment posting). */
  bucket?: string;
  /**
   * Sends the attempt itself, for bodies that are not JSON (files streamed from disk); it gets the
   * full URL, the auth and client headers, and the attempt's timeout. Everything else (deadline,
   * pacing, breaker, counting, tracing, error mapping) is the same as for JSON requests.
   */
  transport?: (url: string, headers: Record<string, string>, timeoutMs: number) => Promise<RawAnswer>;
}

/** The answer of one attempt. */
export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RestClientOptions {
  baseUrl: string;
  /** Per-attempt timeout. */
  timeoutMs: number;
  /** Extra attempts for idempotent requests that failed in a retryable way. */
  retries: number;
  counter: UpstreamCallCounter;
  /** When the GraphQL request must be answered (epoch ms): waits, retries and timeouts stay inside it. */
  deadline?: number;
  /** Keeps calls under the backend's per-credential limit (shared by all requests of the process). */
  pacer?: RequestPacer;
  /** Fails fast while a backend is down (shared by all requests of the process). */
  breakers?: CircuitBreakers;
  /** Told about every call made (metrics, debug logs). */
  observe?: (call: UpstreamCallRecord) => void;
  /** Starts a trace span for a call; the returned function ends it with the HTTP status (0: no answer). */
  traceCall?: (backend: BackendName, method: string, operation: string) => (status: number) => void;
  /** Told when a request starts (pacing and retries included); the returned function when it is done. */
  beginCall?: () => () => void;
  /** Takes one call from the GraphQL request's upstream budget before each attempt; throws when it is spent. */
  budget?: { spend(backend: BackendName): void };
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
 * Parses JSON keeping 64-bit integers exact: integers beyond ±2^53 become decimal strings
 * (ids are strings in the graph anyway), other numbers stay numbers. ±2^53 itself is a double held
 * exactly, and the bound of Document 1's numeric cell range, so a cell at the bound stays a number.
 */
export function parseUpstreamJson(text: string): unknown {
  // Fast path: without a run of 16+ digits no integer can exceed 2^53, and JSON.parse is exact.
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  // Work-management ids have 16+ digits, so nearly every body gets here: quoting the unsafe
  // integers and letting the native parser do the rest is several times faster than a JS parser.
  return JSON.parse(quoteUnsafeIntegers(text));
}

const QUOTE = 34;
const BACKSLASH = 92;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const LOWER_E = 101;
const UPPER_E = 69;
/** 2^53: the largest magnitude below which every integer is a double held exactly. */
const EXACT_LIMIT_DIGITS = '9007199254740992';

/**
 * Puts quotes around every integer token (outside strings) beyond 2^53 - 1 in magnitude; returns
 * the text itself when there is none. Tokens with a fraction or an exponent are doubles anyway,
 * and malformed ones (leading zeros) are left for JSON.parse to refuse.
 */
function quoteUnsafeIntegers(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let i = 0; i < text.length; ) {
    let c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = closingQuote(text, i) + 1;
      continue;
    }
    if (c !== MINUS && (c < ZERO || c > NINE)) {
      i++;
      continue;
    }
    const start = i;
    const digits = c === MINUS ? i + 1 : i;
    i = digits;
    c = text.charCodeAt(i);
    while (c >= ZERO && c <= NINE) c = text.charCodeAt(++i);
    if (c === DOT || c === LOWER_E || c === UPPER_E) {
      do c = text.charCodeAt(++i);
      while ((c >= ZERO && c <= NINE) || c === MINUS || c === PLUS || c === LOWER_E || c === UPPER_E);
      continue;
    }
    if (text.charCodeAt(digits) !== ZERO && beyondExactLimit(text, digits, i)) {
      parts.push(text.slice(copied, start), '"', text.slice(start, i), '"');
      copied = i;
    }
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/** The index of the quote that closes the string opened at `open` (the text's length when none does). */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return text.length;
}

/** Whether the digits text[from, to), without leading zeros, exceed 2^53 (compared as text: no allocation). */
function beyondExactLimit(text: string, from: number, to: number): boolean {
  const length = to - from;
  if (length !== EXACT_LIMIT_DIGITS.length) return length > EXACT_LIMIT_DIGITS.length;
  for (let k = 0; k < length; k++) {
    const difference = text.charCodeAt(from + k) - EXACT_LIMIT_DIGITS.charCodeAt(k);
    if (difference !== 0) return difference > 0;
  }
  return false;
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

/** One `got` instance per backend and timeout, shared by every request: extending got is costly, and datasources are made per request. */
const httpClients = new Map<string, Got>();
function httpClientFor(baseUrl: string, timeoutMs: number): Got {
  const prefixUrl = baseUrl.replace(/\/+$/, '');
  const key = `${timeoutMs} ${prefixUrl}`;
  let client = httpClients.get(key);
  if (!client) {
    client = got.extend({ prefixUrl, timeout: { request: timeoutMs }, retry: { limit: 0 }, throwHttpErrors: false, responseType: 'text', followRedirect: false });
    httpClients.set(key, client);
  }
  return client;
}

/** Base class of the three datasources; subclasses fill in the hooks. */
export abstract class RestClient {
  private readonly http: Got;

  protected constructor(
    readonly backend: BackendName,
    private readonly options: RestClientOptions,
  ) {
    this.http = httpClientFor(options.baseUrl, options.timeoutMs);
  }

  /** Hook: the backend's own auth header(s) for this caller. */
  protected abstract authHeaders(): Record<string, string>;

  /** Hook: reads the backend's error body. */
  protected abstract parseErrorBody(status: number, body: unknown): ParsedErrorBody;

  /**
   * Hook: whether a failed attempt may be tried again. Only idempotent requests are retried,
   * and only on rate limiting and transient server errors; subclasses narrow by error code.
   */
  protected isRetryable(idempotent: boolean, status: number, _errorCode: number | null): boolean {
    if (!idempotent) return false;
    return status === 429 || status === 502 || status === 503 || status === 504 || status === 500;
  }

  private cachedCredentialKey: string | undefined;

  /** A stable, non-reversible key of the caller's credential, for pacing windows (hashed once per client). */
  private credentialKey(): string {
    return (this.cachedCredentialKey ??= createHash('sha256').update(JSON.stringify(this.authHeaders())).digest('base64url').slice(0, 16));
  }

  /**
   * Sends one request and returns the parsed JSON body, or throws an UpstreamError. Idempotent
   * requests are retried on retryable failures with jittered backoff inside the deadline; a write
   * that got no answer is reported as of unknown outcome, never retried.
   */
  protected async request<T>(req: RestRequest): Promise<T> {
    const answered = this.options.beginCall?.();
    // The breaker permit of the attempt under way: whatever way the request ends, it is settled.
    const held: { permit?: BreakerPermit } = {};
    try {
      return await this.attempts<T>(req, held);
    } finally {
      held.permit?.release();
      answered?.();
    }
  }

  private async attempts<T>(req: RestRequest, held: { permit?: BreakerPermit }): Promise<T> {
    const method = req.method ?? 'GET';
    const idempotent = req.idempotent ?? method === 'GET';
    const deadline = this.options.deadline ?? Number.POSITIVE_INFINITY;
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null) searchParams.set(key, String(value));
    }
    for (let attempt = 0; ; attempt++) {
      held.permit?.release();
      held.permit = undefined;
      // The budget first: a refusal here must not take the breaker's half-open probe.
      this.options.budget?.spend(this.backend);
      held.permit = this.options.breakers?.admit(this.backend);
      // A paced call waits for its slot only while a whole attempt still fits before the deadline.
      await this.options.pacer?.acquire(this.backend, this.credentialKey(), deadline - this.options.timeoutMs, req.bucket);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new UpstreamError(this.backend, 0, 'the request deadline passed before the backend could be called', null, null, 'timeout');
      this.options.counter.increment(this.backend);
      let status: number;
      let text: string;
      let headers: Record<string, string | string[] | undefined>;
      const started = Date.now();
      const operation = operationOf(req.path);
      const endSpan = this.options.traceCall?.(this.backend, method, operation);
      const observe = (answered: number): void => {
        endSpan?.(answered);
        this.options.observe?.({ backend: this.backend, method, operation, status: answered, durationMs: Date.now() - started });
      };
      try {
        const timeoutMs = Math.min(this.options.timeoutMs, remaining);
        const baseHeaders = { accept: 'application/json', 'user-agent': USER_AGENT, ...this.authHeaders() };
        const query = searchParams.size > 0 ? `?${searchParams}` : '';
        const response: RawAnswer = req.transport
          ? await req.transport(`${this.options.baseUrl.replace(/\/+$/, '')}${req.path}${query}`, baseHeaders, timeoutMs)
          : await this.http(req.path.replace(/^\/+/, ''), {
              method,
              searchParams,
              timeout: { request: timeoutMs },
              headers: { ...baseHeaders, ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
              // lossless-json writes LosslessNumber ids beyond 2^53 as bare numbers, exactly.
              body: req.body !== undefined ? stringifyLossless(req.body) : undefined,
            });
        status = response.statusCode;
        text = response.body;
        headers = response.headers;
        observe(status);
      } catch (error) {
        observe(0);
        held.permit?.failure();
        const timedOut = error instanceof RequestError && error.code === 'ETIMEDOUT';
        if (!idempotent) {
          throw new UpstreamError(
            this.backend,
            0,
            `the write was sent but ${timedOut ? 'no answer came in time' : 'the connection was lost before the answer'}: it may or may not have been applied; read the object before trying again`,
            null,
            null,
            'unknown-outcome',
          );
        }
        const failure = new UpstreamError(
          this.backend,
          0,
          timedOut ? 'the backend did not answer in time' : `the backend could not be reached (${(error as Error).message})`,
          null,
          null,
          timedOut ? 'timeout' : 'network',
        );
        const wait = this.backoffMs(attempt, undefined);
        if (attempt < this.options.retries && Date.now() + wait < deadline) {
          await sleep(wait);
          continue;
        }
        throw failure;
      }
      if (status >= 500) held.permit?.failure();
      else held.permit?.success();
      let body: unknown = undefined;
      if (text.length > 0) {
        try {
          body = parseUpstreamJson(text);
        } catch {
          // A proxy's HTML error page is no message for a client: the status speaks instead.
          body = /^text\/html\b/i.test(String(headers['content-type'] ?? '')) ? undefined : text;
        }
      }
      if (status >= 200 && status < 300) return body as T;
      const parsed = this.parseErrorBody(status, body);
      const waitHint = retryAfterMs(headers);
      if (attempt < this.options.retries && this.isRetryable(idempotent, status, parsed.errorCode)) {
        const wait = this.backoffMs(attempt, waitHint);
        if (Date.now() + wait < deadline) {
          await sleep(wait);
          continue;
        }
      }
      const retryAfterSeconds = status === 429 ? Math.max(1, Math.ceil((waitHint ?? 1000) / 1000)) : null;
      throw new UpstreamError(this.backend, status, parsed.message, parsed.errorCode, parsed.refId, 'http', retryAfterSeconds);
    }
  }

  /** Jittered exponential backoff; a backend's own wait hint (Retry-After, X-RateLimit-Reset) wins. */
  private backoffMs(attempt: number, hintMs: number | undefined): number {
    if (hintMs !== undefined) return hintMs;
    return Math.min(100 * 2 ** attempt, 2000) * (0.5 + Math.random() / 2);
  }
}

/** The wait a backend asked for: Retry-After (seconds or a date), or X-RateLimit-Reset (epoch seconds). */
function retryAfterMs(headers: Record<string, string | string[] | undefined>): number | undefined {
  const retryAfter = headers['retry-after'];
  if (typeof retryAfter === 'string') {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - Date.now());
  }
  const reset = headers['x-ratelimit-reset'];
  if (typeof reset === 'string' && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - Date.now());
  return undefined;
}
