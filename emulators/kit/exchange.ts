// One request to an emulator as the log keeps it: its line in the request log, how it was answered
// (or dropped, or left hanging), the operations log line and, while recording, the bodies exchanged.
import { appendFileSync } from 'node:fs';
import type http from 'node:http';
import type { RouteMatch } from './routing.js';
import type { BackendName, LoggedRequest } from './types.js';
import { recordedRequestBody, send } from './wire.js';

/** What an exchange needs of its emulator. */
export interface ExchangeSettings {
  backend: BackendName;
  basePath: string;
  /** Whether the bodies exchanged are recorded now. */
  readonly recordExchanges: boolean;
  /** The file coverage reads (WORKGRAPH_OPERATIONS_LOG), when set. */
  operationsLog: string | undefined;
}

export class Exchange {
  /** The request's line in the log, pushed when the exchange starts. */
  readonly entry: LoggedRequest;

  constructor(
    private readonly settings: ExchangeSettings,
    log: LoggedRequest[],
    private readonly req: http.IncomingMessage,
    private readonly res: http.ServerResponse,
    url: URL,
    private readonly raw: Buffer,
  ) {
    this.entry = {
      backend: settings.backend,
      method: req.method ?? 'GET',
      template: null,
      url: url.pathname.slice(settings.basePath.length) + url.search,
      status: 0,
      token: null,
    };
    log.push(this.entry);
  }

  /** Names the route the request reached (and its own base path when it is not the emulator's). */
  routed(match: RouteMatch, url: URL): void {
    if (match.route.basePath !== undefined && match.route.basePath !== this.settings.basePath) {
      this.entry.basePath = match.route.basePath;
      this.entry.url = match.path + url.search;
    }
    this.entry.template = match.route.template;
  }

  /** Answers, and logs the answer. */
  reply(status: number, body: unknown, headers?: Record<string, string>): void {
    this.entry.status = status;
    if (this.settings.operationsLog && this.entry.template) {
      // Calls from the gateway identify themselves, so coverage can tell them from direct emulator tests.
      const via = String(this.req.headers['user-agent'] ?? '').startsWith('workgraph') ? 'gateway' : 'direct';
      appendFileSync(
        this.settings.operationsLog,
        `${this.settings.backend} ${this.entry.method} ${this.entry.template} ${status} ${via}\n`,
      );
    }
    const sent = send(this.res, status, body, headers);
    if (this.settings.recordExchanges) {
      const requestContentType = this.req.headers['content-type'] ?? null;
      this.entry.exchange = {
        requestContentType,
        requestBody: recordedRequestBody(this.raw, requestContentType ?? undefined),
        responseContentType: sent.contentType,
        responseBody: sent.text,
      };
    }
  }

  /** Drops the connection without an answer (logged as status -1). */
  drop(): void {
    this.entry.status = -1;
    this.res.socket?.destroy();
  }

  /** Never answers (logged as status -2); the socket is closed when the client gives up or the emulator stops. */
  hang(): void {
    this.entry.status = -2;
  }
}
