// The one place that speaks HTTP to the backends: a small base class with named hooks for auth,
// retry policy and error parsing, over two transports (undici for the calls it may repeat, got for
// writes and streamed bodies: upstream-transports.ts). Every call, JSON or a streamed transfer,
// takes the same steps: budget, breaker, pacing, send, read the answer (bounded), classify, retry.
import { stringify as stringifyLossless } from 'lossless-json';
import { UpstreamError, type BackendName } from '../errors.js';
import type { UpstreamCallRecord } from '../observability/metrics.js';
import { credentialFingerprint } from '../security/credential-fingerprint.js';
import type { Credentials } from './credentials.js';
import type { RetryPolicy } from 'cockatiel';
import type { CircuitBreakers } from './circuit-breaker.js';
import type { RequestPacer } from './pacing.js';
import type { AnswerShape } from './answer-shape.js';
import { NotJson, readJson, readText } from './answer-body.js';
import { operationOf } from './operation.js';
import type { DropTree } from './json-stream.js';
import { RetryableFailure, retryPolicy, withRetries } from './retry-policy.js';
import { AnswerTooLarge, TransportTimeout, type AnswerHeaders, type StreamedBody } from './transport.js';
import { defaultTransports, transportFor, type UpstreamTransports } from './upstream-transports.js';
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
   * A body streamed from a file instead of JSON (sent through got, never retried). Everything else
   * (deadline, pacing, breaker, budget, counting, tracing, answer limits, error mapping) is the
   * same as for JSON requests.
   */
  upload?: StreamedBody;
  /** A transfer that may outlast one attempt's timeout: it may take until the deadline while bytes flow, the timeout bounding each silence. */
  longTransfer?: boolean;
  /** A full URL to send to instead of the base URL and `path` (a signed URL); `path` still names the call. */
  url?: string;
  /** Sends no auth header: the URL carries its own authorization (a signed URL). */
  anonymous?: boolean;
  /** Statuses besides 2xx that are answers, not failures (a resumable upload's 308). */
  acceptStatus?: readonly number[];
  /** The shape the caller relies on in a JSON answer; an answer without it is an UPSTREAM_ERROR. */
  shape?: AnswerShape<T>;
  /** Members of the JSON answer the caller will not read, left out as the body is parsed (`dropTree(['rows.*.cells'])`). */
  drop?: DropTree;
}

/** The answer of one attempt, as `exchange` gives it: status, headers and the body as text. */
export interface RawAnswer {
  statusCode: number;
  headers: AnswerHeaders;
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
  /** The process's transports and answer limit (default: `defaultTransports()`). */
  transports?: UpstreamTransports;
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

/** Error bodies are read up to this size for their message; the rest is not read. */
const ERROR_BODY_BYTES = 64 * 1024;

/** How a call's answer is read: JSON for `request`, text for `exchange`. */
type Reading = 'json' | 'text';

/** A request with everything its attempts share worked out once. */
interface PreparedCall {
  req: RestRequest;
  method: HttpMethod;
  idempotent: boolean;
  url: string;
  reading: Reading;
  /** Names the call in metrics and traces. */
  operation: string;
  /** Epoch ms (infinite without a deadline). */
  deadline: number;
}

/** What one attempt brought back: the status, headers and body (JSON value, text, or the parsed error body). */
interface Received {
  statusCode: number;
  headers: AnswerHeaders;
  body: unknown;
}

/** What one sent attempt came back with: the backend's answer, or the error that stood for it (and the status, if one came). */
type Sent = { answer: Received } | { error: unknown; statusCode: number };

/** Base class of the datasources; subclasses fill in the hooks. */
export abstract class RestClient {
  private readonly transports: UpstreamTransports;
  // Made on a client's first call: a request makes some twenty clients and calls few of them.
  private retryPolicyOfClient: RetryPolicy | undefined;
  private baseUrlOfClient: string | undefined;

  protected constructor(
    readonly backend: BackendName,
    private readonly options: RestClientOptions,
  ) {
    this.transports = options.transports ?? defaultTransports();
  }

  private get retries(): RetryPolicy {
    return (this.retryPolicyOfClient ??= retryPolicy(
      this.options.retries,
      this.options.deadline ?? Number.POSITIVE_INFINITY,
    ));
  }

  private get baseUrl(): string {
    return (this.baseUrlOfClient ??= this.options.baseUrl.replace(/\/+$/, ''));
  }

  /** Hook: the backend's own auth header(s) for this caller. */
  protected abstract authHeaders(): Record<string, string>;

  /** Hook: reads the backend's error body. */
  protected abstract parseErrorBody(status: number, body: unknown): ParsedErrorBody;

  /**
   * Hook: whether a failed attempt may be tried again. Only idempotent requests are retried,
   * and only on rate limiting and transient server errors; subclasses narrow by error code.
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the hook's signature: subclasses read the code
  protected isRetryable(idempotent: boolean, status: number, _errorCode: number | null): boolean {
    if (!idempotent) return false;
    return status === 429 || status === 502 || status === 503 || status === 504 || status === 500;
  }

  /** Hook: the caller's credential for this backend, the others left out (its fingerprint keys the pacing windows). */
  protected abstract ownCredentials(): Partial<Credentials>;

  private cachedCredentialKey: string | undefined;

  /** The fingerprint of the caller's credential for this backend, for pacing windows (made once per client). */
  private credentialKey(): string {
    return (this.cachedCredentialKey ??= credentialFingerprint(this.ownCredentials()));
  }

  /**
   * Sends one request and returns the parsed JSON body, or throws an UpstreamError. Idempotent
   * requests are retried on retryable failures with jittered backoff inside the deadline; a write
   * that got no answer is reported as of unknown outcome, never retried.
   */
  protected async request<T>(req: RestRequest<T>): Promise<T> {
    return (await this.run(req, 'json')).body as T;
  }

  /** Like `request`, but answers the raw answer (status, headers, text) of a status the request accepts. */
  protected async exchange(req: RestRequest): Promise<RawAnswer> {
    const { statusCode, headers, body } = await this.run(req, 'text');
    return { statusCode, headers, body: body as string };
  }

  private async run(req: RestRequest, reading: Reading): Promise<Received> {
    const answered = this.options.beginCall?.();
    try {
      const call = this.prepare(req, reading);
      return await withRetries(this.retries, () => this.attempt(call));
    } finally {
      answered?.();
    }
  }

  private prepare(req: RestRequest, reading: Reading): PreparedCall {
    const method = req.method ?? 'GET';
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null) searchParams.set(key, String(value));
    }
    const query = searchParams.size > 0 ? `?${searchParams}` : '';
    const url = req.url ?? `${this.baseUrl}${req.path}${query}`;
    return {
      req,
      method,
      idempotent: req.idempotent ?? method === 'GET',
      url,
      reading,
      operation: operationOf(req.path),
      deadline: this.options.deadline ?? Number.POSITIVE_INFINITY,
    };
  }

  /**
   * One attempt: admitted by the upstream budget and the breaker, paced, sent and classified. The
   * breaker permit is settled whatever happens (an answer judges the backend, anything else releases it).
   */
  private async attempt(call: PreparedCall): Promise<Received> {
    // The budget first: a refusal here must not take the breaker's half-open probe.
    this.options.budget?.spend(this.backend);
    const permit = this.options.breakers?.admit(this.backend);
    try {
      const timeLeftMs = await this.waitForSlot(call);
      const sent = await this.sendAttempt(call, timeLeftMs);
      if (backendFailed(sent)) permit?.failure();
      else permit?.success();
      return this.classify(call, sent);
    } finally {
      permit?.release();
    }
  }

  /** Waits for a pacing slot while a whole attempt still fits before the deadline; answers the time left. */
  private async waitForSlot(call: PreparedCall): Promise<number> {
    await this.options.pacer?.acquire(
      this.backend,
      this.credentialKey(),
      call.deadline - this.options.timeoutMs,
      call.req.bucket,
    );
    const timeLeftMs = call.deadline - Date.now();
    if (timeLeftMs <= 0)
      throw new UpstreamError(
        this.backend,
        0,
        'the request deadline passed before the backend could be called',
        null,
        null,
        'timeout',
      );
    return timeLeftMs;
  }

  /** Sends the attempt (counted, observed, traced) and answers what came back; never throws. */
  private async sendAttempt(call: PreparedCall, timeLeftMs: number): Promise<Sent> {
    this.options.counter.increment(this.backend);
    const started = Date.now();
    const endSpan = this.options.traceCall?.(this.backend, call.method, call.operation);
    const status = { code: 0 };
    const sent: Sent = await this.transmit(call, timeLeftMs, status).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error, statusCode: status.code }),
    );
    endSpan?.(status.code);
    this.options.observe?.({
      backend: this.backend,
      method: call.method,
      operation: call.operation,
      status: status.code,
      durationMs: Date.now() - started,
    });
    return sent;
  }

  /**
   * Puts the attempt on the wire through its transport and reads the answer within the limit: JSON
   * (or text) for an accepted status, the start of the body for an error status. `status` is set as
   * soon as the status line arrives.
   */
  private async transmit(
    { req, method, idempotent, url, reading }: PreparedCall,
    timeLeftMs: number,
    status: { code: number },
  ): Promise<Received> {
    const headers = {
      accept: 'application/json',
      'user-agent': USER_AGENT,
      ...(req.anonymous ? {} : this.authHeaders()),
    };
    const transport = transportFor(this.transports, { idempotent, streamed: req.upload !== undefined });
    const answer = await transport.send({
      method,
      url,
      headers,
      // lossless-json writes LosslessNumber ids beyond 2^53 as bare numbers, exactly.
      ...(req.body !== undefined ? { json: stringifyLossless(req.body) } : {}),
      ...(req.upload ? { upload: req.upload } : {}),
      timeoutMs: req.longTransfer ? this.options.timeoutMs : Math.min(this.options.timeoutMs, timeLeftMs),
      ...(req.longTransfer ? { longTransfer: { untilMs: timeLeftMs } } : {}),
      maxBodyBytes: this.transports.maxBodyBytes,
    });
    status.code = answer.statusCode;
    try {
      const { statusCode, headers: answerHeaders } = answer;
      if (!accepted(req, statusCode))
        return {
          statusCode,
          headers: answerHeaders,
          body: parseBody(await readText(answer, ERROR_BODY_BYTES), answerHeaders),
        };
      if (reading === 'text') return { statusCode, headers: answerHeaders, body: await readText(answer) };
      // No Content (and Reset Content) carry no body by definition.
      if (statusCode === 204 || statusCode === 205) return { statusCode, headers: answerHeaders, body: undefined };
      return { statusCode, headers: answerHeaders, body: await readJson(answer, req.drop) };
    } finally {
      answer.finish();
    }
  }

  /**
   * The attempt's outcome: the answer of an accepted status (with the shape the caller relies on);
   * otherwise an UpstreamError, thrown inside a RetryableFailure when the retry policy may try again.
   */
  private classify(call: PreparedCall, sent: Sent): Received {
    if ('error' in sent) throw this.failedAnswer(call, sent.error, sent.statusCode);
    const { answer } = sent;
    if (accepted(call.req, answer.statusCode)) {
      const { shape } = call.req;
      if (shape && call.reading === 'json' && !shape.check(answer.body))
        throw this.malformed(call, answer.statusCode, `is not ${shape.name}: ${shape.problem(answer.body)}`);
      return answer;
    }
    const parsed = this.parseErrorBody(answer.statusCode, answer.body);
    const waitHint = retryAfterMs(answer.headers);
    const retryAfterSeconds = answer.statusCode === 429 ? Math.max(1, Math.ceil((waitHint ?? 1000) / 1000)) : null;
    const failure = new UpstreamError(
      this.backend,
      answer.statusCode,
      parsed.message,
      parsed.errorCode,
      parsed.refId,
      'http',
      retryAfterSeconds,
    );
    if (this.isRetryable(call.idempotent, answer.statusCode, parsed.errorCode))
      throw new RetryableFailure(failure, waitHint);
    throw failure;
  }

  /**
   * An attempt whose answer could not be used: too large (final: the same call would bring the same
   * answer), not JSON (a proxy's page, a cut body: a read may be tried again), or none at all.
   */
  private failedAnswer(call: PreparedCall, error: unknown, statusCode: number): Error {
    if (error instanceof AnswerTooLarge) {
      return new UpstreamError(
        this.backend,
        statusCode,
        `answer larger than ${error.limit} bytes to ${call.method} ${call.operation}: reading stopped there`,
        null,
        null,
        'oversized',
      );
    }
    if (error instanceof NotJson) {
      const failure = this.malformed(call, statusCode, `is not JSON: ${error.problem}`);
      return call.idempotent ? new RetryableFailure(failure, undefined) : failure;
    }
    return this.noAnswer(call, error);
  }

  /** The error of an answer that is not what the operation returns. */
  private malformed(call: PreparedCall, status: number, what: string): UpstreamError {
    return new UpstreamError(
      this.backend,
      status,
      `the answer to ${call.method} ${call.operation} ${what}`,
      null,
      null,
      'malformed',
    );
  }

  /** No answer came (timeout, lost connection): a read may be tried again, a write's outcome is unknown. */
  private noAnswer(call: PreparedCall, error: unknown): Error {
    const timedOut = error instanceof TransportTimeout;
    if (!call.idempotent) return this.unknownOutcome(timedOut);
    const reason = timedOut
      ? 'the backend did not answer in time'
      : `the backend could not be reached (${(error as Error).message})`;
    return new RetryableFailure(
      new UpstreamError(this.backend, 0, reason, null, null, timedOut ? 'timeout' : 'network'),
      undefined,
    );
  }

  /** A write that was sent without an answer coming back: it may or may not have been applied. */
  private unknownOutcome(timedOut: boolean): UpstreamError {
    const lost = timedOut ? 'no answer came in time' : 'the connection was lost before the answer';
    return new UpstreamError(
      this.backend,
      0,
      `the write was sent but ${lost}: it may or may not have been applied; read the object before trying again`,
      null,
      null,
      'unknown-outcome',
    );
  }
}

/** Whether the status is an answer (2xx, or one the request accepts) rather than a failure. */
function accepted(req: RestRequest, statusCode: number): boolean {
  return (statusCode >= 200 && statusCode < 300) || (req.acceptStatus?.includes(statusCode) ?? false);
}

/**
 * Whether the attempt counts against the backend in its breaker: no answer, a 5xx, or a 2xx that is
 * not JSON (a proxy's page in its place). An answer too large, or of the wrong shape, is the backend
 * answering: it is refused, but the backend is up.
 */
function backendFailed(sent: Sent): boolean {
  if ('error' in sent) return !(sent.error instanceof AnswerTooLarge);
  return sent.answer.statusCode >= 500;
}

/** An error answer's body: JSON (64-bit ids kept exact), else its text; a proxy's HTML error page is no message, so nothing. */
function parseBody(text: string, headers: AnswerHeaders): unknown {
  if (text.length === 0) return undefined;
  try {
    return parseUpstreamJson(text);
  } catch {
    return /^text\/html\b/i.test(String(headers['content-type'] ?? '')) ? undefined : text;
  }
}

/** The wait a backend asked for: Retry-After (seconds or a date), or X-RateLimit-Reset (epoch seconds). */
function retryAfterMs(headers: AnswerHeaders): number | undefined {
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
