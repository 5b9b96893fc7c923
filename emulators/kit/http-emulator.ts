// A small HTTP server shared by the three backend emulators: routing by path template,
// token auth, a request log and counters that tests read, and a latency knob.
import http from 'node:http';
import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { LosslessNumber, parse as parseLossless, stringify as stringifyLossless, isSafeNumber } from 'lossless-json';
import { FaultInjector, type FaultPlan } from './faults.js';

export type BackendName = 'work-management' | 'resource-planning' | 'digital-asset';

/** What a route handler sees of one request. */
export interface EmulatorRequest {
  method: string;
  /** Path below the base path, e.g. `/users/12`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body (see parseJson: numbers a double cannot hold stay exact), or undefined. */
  body: unknown;
  /** Raw body bytes, for uploads. */
  rawBody: Buffer;
  /** The token the request authenticated with. */
  token: string;
}

export interface EmulatorResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type RouteHandler = (req: EmulatorRequest) => EmulatorResponse | Promise<EmulatorResponse>;

export interface Route {
  method: string;
  /** Path template as the documents write it, e.g. `/users/{userId}`. */
  template: string;
  handler: RouteHandler;
  /** The route takes no credential (an OAuth token endpoint); the request's token is then empty. */
  anonymous?: boolean;
  /** Serves the route under another path prefix than the emulator's (an operation of another API version). */
  basePath?: string;
}

/** One line of the request log. */
export interface LoggedRequest {
  backend: BackendName;
  method: string;
  /** The matched route template, or null when no route matched. */
  template: string | null;
  /** Path and query as received, below the base path. */
  url: string;
  /** The base path the route is served under, when it is not the emulator's (see `Route.basePath`). */
  basePath?: string;
  status: number;
  token: string | null;
  /** While exchanges are recorded (`PUT /__emulator/exchanges {"record": true}`): what was sent and answered. */
  exchange?: RecordedExchange;
}

/** A request's JSON body and the answer's content type and body, for contract tests against the vendors' references. */
export interface RecordedExchange {
  requestContentType: string | null;
  /** The request body as text when it is JSON or a form, else its size ("<n bytes>"); null when empty. */
  requestBody: string | null;
  responseContentType: string | null;
  /** The answer's body as sent (empty for none). */
  responseBody: string;
}

/** A body to send as JSON whatever its value (a JSON string, which a plain string body would send as text). */
export class JsonValue {
  constructor(readonly value: unknown) {}
}

/** Thrown by handlers to answer with an error status and the backend's error body. */
export class EmulatorHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`emulator error ${status}`);
  }
}

export interface AuthOutcome {
  token: string | null;
  /** Set when the request must be refused. */
  error?: { status: number; body: unknown; headers?: Record<string, string> };
}

export type KitFailure =
  'method-not-allowed' | 'parse-error' | 'internal-error' | 'rate-limited' | 'server-error' | 'unavailable';

export interface EmulatorOptions {
  backend: BackendName;
  /** Path prefix the backend serves under, e.g. `/2.0`. */
  basePath: string;
  routes: Route[];
  /** Reads and checks the backend's own auth header. */
  authenticate: (headers: http.IncomingHttpHeaders, query: URLSearchParams) => AuthOutcome;
  /** The body for an unknown path. */
  notFound: () => { status: number; body: unknown };
  /**
   * The backend's error body for the failures the kit answers itself: a known path with another
   * method (405), an unparsable JSON body (400), an unexpected handler failure (500), and the
   * injected faults (429, 500, 503; an injected 502 is the proxy's HTML page).
   */
  errorBody?: (status: number, kind: KitFailure, message: string) => unknown;
  /** Runs after auth and before the route handler (rate limits, fault injection); may throw EmulatorHttpError. */
  beforeHandler?: (req: EmulatorRequest, template: string) => void;
  /** Applies backend-specific settings sent to `PUT /__emulator/config` (besides `latencyMs`). */
  configure?: (settings: Record<string, unknown>) => void;
  latencyMs?: number;
}

export interface RunningEmulator {
  backend: BackendName;
  /** Base URL the gateway uses, including the base path. */
  baseUrl: string;
  /** Root URL of the control endpoints (`/__emulator/...`). */
  controlUrl: string;
  port: number;
  log: LoggedRequest[];
  /** Whether exchanges are being recorded (servers beside the emulator record theirs too). */
  readonly recording: boolean;
  setLatency(ms: number): void;
  resetLog(): void;
  close(): Promise<void>;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

function compileRoute(route: Route): CompiledRoute {
  const names: string[] = [];
  // Braces are not escaped, so `{name}` survives for the second replace.
  const pattern = route.template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...route, regex: new RegExp(`^${pattern}/?$`), names };
}

/**
 * Parses JSON keeping every number exactly as the client wrote it: numbers a double holds are
 * numbers, integers beyond 2^53 - 1 are bigint (int64 ids), and any other number a double would
 * round (decimals with too many digits, overflow, underflow) is a LosslessNumber holding its text.
 */
export function parseJson(text: string): unknown {
  return parseLossless(text, null, (value: string) =>
    isSafeNumber(value) ? Number(value) : /^-?\d+$/.test(value) ? BigInt(value) : new LosslessNumber(value),
  );
}

/** Serializes JSON writing bigint values as bare numbers, as the real services do for int64 ids. */
export function toJson(value: unknown): string {
  return stringifyLossless(value) ?? 'null';
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** What a reverse proxy answers when the service behind it fails (nginx's page). */
const BAD_GATEWAY_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n';

/** Writes an answer; returns its content type and text (what an exchange recording keeps). */
function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): { contentType: string; text: string } {
  const text =
    body === undefined
      ? ''
      : body instanceof JsonValue
        ? toJson(body.value)
        : typeof body === 'string'
          ? body
          : toJson(body);
  const contentType =
    headers['content-type'] ?? (typeof body === 'string' ? 'text/plain' : 'application/json;charset=UTF-8');
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
  return { contentType, text };
}

/** The request body as a recording keeps it: text when it is JSON or a form, else its size. */
function recordedRequestBody(raw: Buffer, contentType: string | undefined): string | null {
  if (raw.length === 0) return null;
  return /json|x-www-form-urlencoded/i.test(contentType ?? '') ? raw.toString('utf8') : `<${raw.length} bytes>`;
}

/** Starts an emulator on 127.0.0.1 (port 0 picks a free one). */
export async function startEmulator(options: EmulatorOptions, port = 0): Promise<RunningEmulator> {
  const routes = options.routes.map(compileRoute);
  const log: LoggedRequest[] = [];
  let recordExchanges = false;
  let latencyMs = options.latencyMs ?? 0;
  const faults = new FaultInjector();
  const operationsLog = process.env.WORKGRAPH_OPERATIONS_LOG;
  const errorBody = options.errorBody ?? ((_status: number, _kind: KitFailure, message: string) => ({ message }));

  const handleControl = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<unknown> => {
    const action = url.pathname.slice('/__emulator/'.length);
    if (req.method === 'GET' && action === 'requests') return send(res, 200, { requests: log });
    if (req.method === 'GET' && action === 'stats') {
      const byTemplate: Record<string, number> = {};
      for (const entry of log) {
        const key = `${entry.method} ${entry.template ?? entry.url}`;
        byTemplate[key] = (byTemplate[key] ?? 0) + 1;
      }
      return send(res, 200, { total: log.length, byTemplate });
    }
    if (req.method === 'POST' && action === 'reset') {
      log.length = 0;
      return send(res, 200, { ok: true });
    }
    if (req.method === 'PUT' && action === 'faults') {
      faults.configure(parseJson((await readBody(req)).toString('utf8') || '{"rules":[]}') as FaultPlan);
      return send(res, 200, { ok: true });
    }
    if (req.method === 'GET' && action === 'faults') return send(res, 200, { injected: faults.injected });
    if (req.method === 'PUT' && action === 'exchanges') {
      recordExchanges =
        (parseJson((await readBody(req)).toString('utf8') || '{}') as { record?: unknown }).record === true;
      return send(res, 200, { record: recordExchanges });
    }
    if (req.method === 'PUT' && action === 'config') {
      const body = parseJson((await readBody(req)).toString('utf8') || '{}') as { latencyMs?: number } & Record<
        string,
        unknown
      >;
      if (typeof body.latencyMs === 'number') latencyMs = body.latencyMs;
      options.configure?.(body);
      return send(res, 200, { latencyMs });
    }
    return send(res, 404, { message: 'unknown control action' });
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://emulator');
      if (url.pathname.startsWith('/__emulator/')) return handleControl(req, res, url);
      const raw = await readBody(req);
      if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
      const entry: LoggedRequest = {
        backend: options.backend,
        method: req.method ?? 'GET',
        template: null,
        url: url.pathname.slice(options.basePath.length) + url.search,
        status: 0,
        token: null,
      };
      log.push(entry);
      const reply = (status: number, body: unknown, headers?: Record<string, string>): void => {
        entry.status = status;
        if (operationsLog && entry.template) {
          // Calls from the gateway identify themselves, so coverage can tell them from direct emulator tests.
          const via = String(req.headers['user-agent'] ?? '').startsWith('workgraph') ? 'gateway' : 'direct';
          appendFileSync(operationsLog, `${options.backend} ${entry.method} ${entry.template} ${status} ${via}\n`);
        }
        const sent = send(res, status, body, headers);
        if (recordExchanges) {
          const requestContentType = req.headers['content-type'] ?? null;
          entry.exchange = {
            requestContentType,
            requestBody: recordedRequestBody(raw, requestContentType ?? undefined),
            responseContentType: sent.contentType,
            responseBody: sent.text,
          };
        }
      };
      let matched: { route: CompiledRoute; params: Record<string, string>; path: string } | undefined;
      let pathMatched = false;
      for (const route of routes) {
        const base = route.basePath ?? options.basePath;
        if (!url.pathname.startsWith(base)) continue;
        const routePath = url.pathname.slice(base.length) || '/';
        const m = route.regex.exec(routePath);
        if (!m) continue;
        pathMatched = true;
        if (route.method !== req.method) continue;
        const params: Record<string, string> = {};
        route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] ?? '')));
        matched = { route, params, path: routePath };
        break;
      }
      if (!matched) {
        if (pathMatched) return reply(405, errorBody(405, 'method-not-allowed', 'HTTP method not supported.'));
        const nf = options.notFound();
        return reply(nf.status, nf.body);
      }
      const path = matched.path;
      if (matched.route.basePath !== undefined && matched.route.basePath !== options.basePath) {
        entry.basePath = matched.route.basePath;
        entry.url = path + url.search;
      }
      entry.template = matched.route.template;
      const auth: AuthOutcome = matched.route.anonymous
        ? { token: '' }
        : options.authenticate(req.headers, url.searchParams);
      entry.token = auth.token;
      if (auth.error || auth.token === null || (!matched.route.anonymous && !auth.token)) {
        const err = auth.error ?? { status: 401, body: { message: 'Unauthorized' } };
        return reply(err.status, err.body, err.headers);
      }
      let body: unknown;
      const contentType = req.headers['content-type'] ?? '';
      if (raw.length > 0 && contentType.includes('json')) {
        try {
          body = parseJson(raw.toString('utf8'));
        } catch {
          return reply(400, errorBody(400, 'parse-error', 'Unable to parse request.'));
        }
      }
      try {
        const request: EmulatorRequest = {
          method: req.method ?? 'GET',
          path,
          params: matched.params,
          query: url.searchParams,
          headers: req.headers,
          body,
          rawBody: raw,
          token: auth.token,
        };
        options.beforeHandler?.(request, matched.route.template);
        const fault = faults.active ? faults.decide(request.method, matched.route.template) : { kind: 'none' as const };
        switch (fault.kind) {
          case 'rate-limited':
            return reply(429, errorBody(429, 'rate-limited', 'Rate limit exceeded.'), {
              'retry-after': String(fault.retryAfterSeconds),
            });
          case 'server-error':
            return reply(500, errorBody(500, 'server-error', 'An unexpected error has occurred. Please retry.'));
          case 'unavailable':
            return reply(503, errorBody(503, 'unavailable', 'Offline for maintenance.'));
          case 'bad-gateway':
            // The proxy in front of the service answers, not the service: its own page, not the API's error body.
            return reply(502, BAD_GATEWAY_PAGE, { 'content-type': 'text/html' });
          case 'drop':
            entry.status = -1;
            res.socket?.destroy();
            return;
          case 'timeout':
            // Never answered; the socket is closed when the client gives up or the emulator stops.
            entry.status = -2;
            return;
          case 'slow':
            await new Promise((r) => setTimeout(r, fault.ms));
            break;
          case 'none':
          case 'drop-after-apply':
            break;
        }
        const out = await matched.route.handler(request);
        if (fault.kind === 'drop-after-apply') {
          entry.status = -1;
          res.socket?.destroy();
          return;
        }
        return reply(out.status ?? 200, out.body, out.headers);
      } catch (error) {
        if (error instanceof EmulatorHttpError) return reply(error.status, error.body, error.headers);
        return reply(500, errorBody(500, 'internal-error', `Internal Server Error: ${(error as Error).message}`));
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: String(error) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const root = `http://127.0.0.1:${actualPort}`;
  return {
    backend: options.backend,
    baseUrl: `${root}${options.basePath}`,
    controlUrl: `${root}/__emulator`,
    port: actualPort,
    log,
    get recording() {
      return recordExchanges;
    },
    setLatency: (ms: number) => {
      latencyMs = ms;
    },
    resetLog: () => {
      log.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
