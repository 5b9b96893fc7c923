// A small HTTP server shared by the three backend emulators: routing by path template,
// token auth, a request log and counters that tests read, faults and a latency knob.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveControl, type ControlState } from './control.js';
import { Exchange } from './exchange.js';
import { FaultInjector, type FaultDecision } from './faults.js';
import { parseJson } from './json.js';
import { compileRoute, matchRoute, type CompiledRoute, type RouteMatch } from './routing.js';
import {
  EmulatorHttpError,
  type AuthOutcome,
  type BackendName,
  type EmulatorRequest,
  type KitFailure,
  type LoggedRequest,
  type Route,
} from './types.js';
import { readBody, send } from './wire.js';

// The kit's public face: the emulators import all of it from here.
export { JsonValue, parseJson, toJson } from './json.js';
export { EmulatorHttpError } from './types.js';
export type {
  AuthOutcome,
  BackendName,
  EmulatorRequest,
  EmulatorResponse,
  KitFailure,
  LoggedRequest,
  RecordedExchange,
  Route,
  RouteHandler,
} from './types.js';

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

/** One emulator's routes and state, shared by every request it serves. */
interface Emulator extends ControlState {
  options: EmulatorOptions;
  backend: BackendName;
  basePath: string;
  routes: CompiledRoute[];
  errorBody: (status: number, kind: KitFailure, message: string) => unknown;
  operationsLog: string | undefined;
}

/** What an injected 502 answers: a reverse proxy's page when the service behind it fails (nginx's). */
const BAD_GATEWAY_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n';

const NO_FAULT: FaultDecision = { kind: 'none' };

/** Marks a body that could not be parsed (answered with the backend's 400). */
const PARSE_FAILED = Symbol('parse failed');

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts an emulator on 127.0.0.1 (port 0 picks a free one). */
export async function startEmulator(options: EmulatorOptions, port = 0): Promise<RunningEmulator> {
  const emulator: Emulator = {
    options,
    backend: options.backend,
    basePath: options.basePath,
    routes: options.routes.map(compileRoute),
    log: [],
    faults: new FaultInjector(),
    recordExchanges: false,
    latencyMs: options.latencyMs ?? 0,
    configure: options.configure,
    errorBody: options.errorBody ?? ((_status, _kind, message) => ({ message })),
    operationsLog: process.env.WORKGRAPH_OPERATIONS_LOG,
  };
  const server = http.createServer((req, res) => {
    void handleRequest(emulator, req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return runningEmulator(emulator, server);
}

/** What tests hold of a started emulator. */
function runningEmulator(emulator: Emulator, server: http.Server): RunningEmulator {
  const actualPort = (server.address() as AddressInfo).port;
  const root = `http://127.0.0.1:${actualPort}`;
  return {
    backend: emulator.backend,
    baseUrl: `${root}${emulator.basePath}`,
    controlUrl: `${root}/__emulator`,
    port: actualPort,
    log: emulator.log,
    get recording() {
      return emulator.recordExchanges;
    },
    setLatency: (ms: number) => {
      emulator.latencyMs = ms;
    },
    resetLog: () => {
      emulator.log.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One request: a control action, or routed, authenticated, parsed, faulted and dispatched to its handler. */
async function handleRequest(emulator: Emulator, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://emulator');
  if (url.pathname.startsWith('/__emulator/')) return serveControl(emulator, req, res, url);
  const raw = await readBody(req);
  if (emulator.latencyMs > 0) await pause(emulator.latencyMs);
  const exchange = new Exchange(emulator, emulator.log, req, res, url, raw);
  const match = findRoute(emulator, exchange, url, req.method);
  if (!match) return;
  const token = authenticate(emulator, exchange, match.route, req.headers, url);
  if (token === null) return;
  const body = parseBody(emulator, exchange, raw, req.headers['content-type'] ?? '');
  if (body === PARSE_FAILED) return;
  const request: EmulatorRequest = {
    method: req.method ?? 'GET',
    path: match.path,
    params: match.params,
    query: url.searchParams,
    headers: req.headers,
    body,
    rawBody: raw,
    token,
  };
  await dispatch(emulator, exchange, match.route, request);
}

/** The route the request reaches; otherwise answers 405 (a known path, another method) or the backend's 404. */
function findRoute(emulator: Emulator, exchange: Exchange, url: URL, method: string | undefined): RouteMatch | null {
  const match = matchRoute(emulator.routes, url.pathname, method, emulator.basePath);
  if (match === 'method-not-allowed') {
    exchange.reply(405, emulator.errorBody(405, 'method-not-allowed', 'HTTP method not supported.'));
    return null;
  }
  if (match === 'not-found') {
    const notFound = emulator.options.notFound();
    exchange.reply(notFound.status, notFound.body);
    return null;
  }
  exchange.routed(match, url);
  return match;
}

/** The request's token ('' on an anonymous route); null once a refusal is answered. */
function authenticate(
  emulator: Emulator,
  exchange: Exchange,
  route: CompiledRoute,
  headers: http.IncomingHttpHeaders,
  url: URL,
): string | null {
  const auth: AuthOutcome = route.anonymous ? { token: '' } : emulator.options.authenticate(headers, url.searchParams);
  exchange.entry.token = auth.token;
  if (auth.error || auth.token === null || (!route.anonymous && !auth.token)) {
    const refusal = auth.error ?? { status: 401, body: { message: 'Unauthorized' } };
    exchange.reply(refusal.status, refusal.body, refusal.headers);
    return null;
  }
  return auth.token;
}

/** A JSON body parsed exactly (see parseJson); undefined for none or another content type. */
function parseBody(emulator: Emulator, exchange: Exchange, raw: Buffer, contentType: string): unknown {
  if (raw.length === 0 || !contentType.includes('json')) return undefined;
  try {
    return parseJson(raw.toString('utf8'));
  } catch {
    exchange.reply(400, emulator.errorBody(400, 'parse-error', 'Unable to parse request.'));
    return PARSE_FAILED;
  }
}

/** Runs the backend's checks, the injected fault (if any) and the route's handler; answers what they say. */
async function dispatch(emulator: Emulator, exchange: Exchange, route: Route, request: EmulatorRequest): Promise<void> {
  try {
    emulator.options.beforeHandler?.(request, route.template);
    const fault = emulator.faults.active ? emulator.faults.decide(request.method, route.template) : NO_FAULT;
    if (await injectFault(emulator, exchange, fault)) return;
    const out = await route.handler(request);
    if (fault.kind === 'drop-after-apply') return exchange.drop();
    exchange.reply(out.status ?? 200, out.body, out.headers);
  } catch (error) {
    if (error instanceof EmulatorHttpError) return exchange.reply(error.status, error.body, error.headers);
    exchange.reply(
      500,
      emulator.errorBody(500, 'internal-error', `Internal Server Error: ${(error as Error).message}`),
    );
  }
}

/** Answers (or drops, or never answers) as the fault says; true when the handler must not run. */
async function injectFault(emulator: Emulator, exchange: Exchange, fault: FaultDecision): Promise<boolean> {
  const errorBody = emulator.errorBody;
  switch (fault.kind) {
    case 'rate-limited':
      exchange.reply(429, errorBody(429, 'rate-limited', 'Rate limit exceeded.'), {
        'retry-after': String(fault.retryAfterSeconds),
      });
      return true;
    case 'server-error':
      exchange.reply(500, errorBody(500, 'server-error', 'An unexpected error has occurred. Please retry.'));
      return true;
    case 'unavailable':
      exchange.reply(503, errorBody(503, 'unavailable', 'Offline for maintenance.'));
      return true;
    case 'bad-gateway':
      // The proxy in front of the service answers, not the service: its own page, not the API's error body.
      exchange.reply(502, BAD_GATEWAY_PAGE, { 'content-type': 'text/html' });
      return true;
    case 'drop':
      exchange.drop();
      return true;
    case 'timeout':
      exchange.hang();
      return true;
    case 'slow':
      await pause(fault.ms);
      return false;
    case 'none':
    case 'drop-after-apply':
      return false;
  }
}
