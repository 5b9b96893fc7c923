// What the emulator kit and the emulators' routes share: requests and answers as a route handler sees
// them, routes, the request log, auth outcomes and the error a handler throws.
import type http from 'node:http';

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
