// The one place that speaks HTTP to the backends: a small base class over `got` with named hooks
// for auth, retry policy and error parsing, lossless JSON and per-backend call counting. Every call,
// JSON or a streamed transfer, takes the same steps: budget, breaker, pacing, send, classify, retry.
import got, { type Got, RequestError } from 'got';
import { stringify as stringifyLossless } from 'lossless-json';
import { createHash } from 'node:crypto';
import { UpstreamError, type BackendName } from '../errors.js';
import { operationOf, type UpstreamCallRecord } from '../observability/metrics.js';
import type { RetryPolicy } from 'cockatiel';
import type { CircuitBreakers } from './circuit-breaker.js';
import type { RequestPacer } from './pacing.js';
import type { AnswerShape } from './answer-shape.js';
import { RetryableFailure, retryPolicy, withRetries } from './retry-policy.js';
import { parseUpstreamJson } from './upstream-json.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface RestRequest<T = unknown> {
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
   * full URL, the auth and client headers, the attempt's timeout, and the time left before the
   * deadline (for a transfer that may outlast one attempt's timeout and bounds inactivity instead).
   * Everything else (deadline, pacing, breaker, budget, counting, tracing, error mapping) is the
   * same as for JSON requests.
   */
  transport?: (url: string, headers: Record<string, string>, timeoutMs: number, timeLeftMs: number) => Promise<RawAnswer>;
  /** A full URL to send to instead of the base URL and `path` (a signed URL); `path` still names the call. */
  url?: string;
  /** Sends no auth header: the URL carries its own authorization (a signed URL). */
  anonymous?: boolean;
  /** Statuses besides 2xx that are answers, not failures (a resumable upload's 308). */
  acceptStatus?: readonly number[];
  /** The shape the caller relies on in a JSON answer; an answer without it is an UPSTREAM_ERROR. */
  shape?: AnswerShape<T>;
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

/** Parsed error body of a backend: whatever of message, errorCode and refId it carries. */
export interface ParsedErrorBody {
  message: string;
  errorCode: number | null;
  refId: string | null;
}

/** Identifies the gateway to the backends (and to the emulators' coverage log). */
export const USER_AGENT = 'workgraph/0.1';

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

/** A request with everything its attempts share worked out once. */
interface PreparedCall {
  req: RestRequest;
  method: HttpMethod;
  idempotent: boolean;
  searchParams: URLSearchParams;
  /** Names the call in metrics and traces. */
  operation: string;
  /** Epoch ms (infinite without a deadline). */
  deadline: number;
}

/** What one sent attempt came back with: the backend's answer, or the error that stood for it. */
type Sent = { answer: RawAnswer } | { error: unknown };

/** Base class of the datasources; subclasses fill in the hooks. */
export abstract class RestClient {
  private readonly http: Got;
  private readonly retries: RetryPolicy;

  protected constructor(
    readonly backend: BackendName,
    private readonly options: RestClientOptions,
  ) {
    this.http = httpClientFor(options.baseUrl, options.timeoutMs);
    this.retries = retryPolicy(options.retries, options.deadline ?? Number.POSITIVE_INFINITY);
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
  protected async request<T>(req: RestRequest<T>): Promise<T> {
    const answer = await this.exchange(req);
    const body = parseBody(answer.body, answer.headers);
    if (req.shape && !req.shape.check(body)) throw this.malformed(req, answer.statusCode, req.shape, body);
    return body as T;
  }

  /** The error of an answer that lacks the shape the datasource relies on. */
  private malformed(req: RestRequest, status: number, shape: AnswerShape<unknown>, body: unknown): UpstreamError {
    const what = `${req.method ?? 'GET'} ${operationOf(req.path)}`;
    return new UpstreamError(this.backend, status, `the answer to ${what} is not ${shape.name}: ${shape.problem(body)}`, null, null, 'malformed');
  }

  /** Like `request`, but answers the raw answer (status, headers, text) of a status the request accepts. */
  protected async exchange(req: RestRequest): Promise<RawAnswer> {
    const answered = this.options.beginCall?.();
    try {
      const call = this.prepare(req);
      return await withRetries(this.retries, () => this.attempt(call));
    } finally {
      answered?.();
    }
  }

  private prepare(req: RestRequest): PreparedCall {
    const method = req.method ?? 'GET';
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null) searchParams.set(key, String(value));
    }
    return { req, method, idempotent: req.idempotent ?? method === 'GET', searchParams, operation: operationOf(req.path), deadline: this.options.deadline ?? Number.POSITIVE_INFINITY };
  }

  /**
   * One attempt: admitted by the upstream budget and the breaker, paced, sent and classified. The
   * breaker permit is settled whatever happens (an answer judges the backend, anything else releases it).
   */
  private async attempt(call: PreparedCall): Promise<RawAnswer> {
    // The budget first: a refusal here must not take the breaker's half-open probe.
    this.options.budget?.spend(this.backend);
    const permit = this.options.breakers?.admit(this.backend);
    try {
      const timeLeftMs = await this.waitForSlot(call);
      const sent = await this.sendAttempt(call, timeLeftMs);
      if ('error' in sent || sent.answer.statusCode >= 500) permit?.failure();
      else permit?.success();
      return this.classify(call, sent);
    } finally {
      permit?.release();
    }
  }

  /** Waits for a pacing slot while a whole attempt still fits before the deadline; answers the time left. */
  private async waitForSlot(call: PreparedCall): Promise<number> {
    await this.options.pacer?.acquire(this.backend, this.credentialKey(), call.deadline - this.options.timeoutMs, call.req.bucket);
    const timeLeftMs = call.deadline - Date.now();
    if (timeLeftMs <= 0) throw new UpstreamError(this.backend, 0, 'the request deadline passed before the backend could be called', null, null, 'timeout');
    return timeLeftMs;
  }

  /** Sends the attempt (counted, observed, traced) and answers what came back; never throws. */
  private async sendAttempt(call: PreparedCall, timeLeftMs: number): Promise<Sent> {
    this.options.counter.increment(this.backend);
    const started = Date.now();
    const endSpan = this.options.traceCall?.(this.backend, call.method, call.operation);
    const sent: Sent = await this.transmit(call, timeLeftMs).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    const status = 'answer' in sent ? sent.answer.statusCode : 0;
    endSpan?.(status);
    this.options.observe?.({ backend: this.backend, method: call.method, operation: call.operation, status, durationMs: Date.now() - started });
    return sent;
  }

  /** Puts the attempt on the wire: through the request's own transport, or as JSON through got. */
  private transmit({ req, method, searchParams }: PreparedCall, timeLeftMs: number): Promise<RawAnswer> {
    const timeoutMs = Math.min(this.options.timeoutMs, timeLeftMs);
    const headers = { accept: 'application/json', 'user-agent': USER_AGENT, ...(req.anonymous ? {} : this.authHeaders()) };
    if (req.transport) {
      const query = searchParams.size > 0 ? `?${searchParams}` : '';
      return req.transport(req.url ?? `${this.options.baseUrl.replace(/\/+$/, '')}${req.path}${query}`, headers, timeoutMs, timeLeftMs);
    }
    return this.http(req.path.replace(/^\/+/, ''), {
      method,
      searchParams,
      timeout: { request: timeoutMs },
      headers: { ...headers, ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      // lossless-json writes LosslessNumber ids beyond 2^53 as bare numbers, exactly.
      body: req.body !== undefined ? stringifyLossless(req.body) : undefined,
    });
  }

  /**
   * The attempt's outcome: the answer of an accepted status; otherwise an UpstreamError, thrown
   * inside a RetryableFailure when the retry policy may try again.
   */
  private classify(call: PreparedCall, sent: Sent): RawAnswer {
    if ('error' in sent) throw this.noAnswer(call, sent.error);
    const { answer } = sent;
    if ((answer.statusCode >= 200 && answer.statusCode < 300) || call.req.acceptStatus?.includes(answer.statusCode)) return answer;
    const parsed = this.parseErrorBody(answer.statusCode, parseBody(answer.body, answer.headers));
    const waitHint = retryAfterMs(answer.headers);
    const retryAfterSeconds = answer.statusCode === 429 ? Math.max(1, Math.ceil((waitHint ?? 1000) / 1000)) : null;
    const failure = new UpstreamError(this.backend, answer.statusCode, parsed.message, parsed.errorCode, parsed.refId, 'http', retryAfterSeconds);
    if (this.isRetryable(call.idempotent, answer.statusCode, parsed.errorCode)) throw new RetryableFailure(failure, waitHint);
    throw failure;
  }

  /** No answer came (timeout, lost connection): a read may be tried again, a write's outcome is unknown. */
  private noAnswer(call: PreparedCall, error: unknown): Error {
    const timedOut = error instanceof RequestError && error.code === 'ETIMEDOUT';
    if (!call.idempotent) return this.unknownOutcome(timedOut);
    const reason = timedOut ? 'the backend did not answer in time' : `the backend could not be reached (${(error as Error).message})`;
    return new RetryableFailure(new UpstreamError(this.backend, 0, reason, null, null, timedOut ? 'timeout' : 'network'), undefined);
  }

  /** A write that was sent without an answer coming back: it may or may not have been applied. */
  private unknownOutcome(timedOut: boolean): UpstreamError {
    const lost = timedOut ? 'no answer came in time' : 'the connection was lost before the answer';
    return new UpstreamError(this.backend, 0, `the write was sent but ${lost}: it may or may not have been applied; read the object before trying again`, null, null, 'unknown-outcome');
  }
}

/** An answer's body: JSON (64-bit ids kept exact), else its text; a proxy's HTML error page is no message, so nothing. */
function parseBody(text: string, headers: Record<string, string | string[] | undefined>): unknown {
  if (text.length === 0) return undefined;
  try {
    return parseUpstreamJson(text);
  } catch {
    return /^text\/html\b/i.test(String(headers['content-type'] ?? '')) ? undefined : text;
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
