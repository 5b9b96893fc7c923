// How long a client may hold a connection without finishing its request, and how many connections
// the server keeps at once: headers within a timeout (Node's own check), a body at a minimum pace,
// idle keep-alive connections outliving a load balancer's, new connections over the cap closed.
import type http from 'node:http';

export interface ConnectionBounds {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  bodyMinBytesPerSecond: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

/** How often Node checks headers timeouts (fixed when the server is created; Node's default is 30 s). */
export function connectionsCheckingInterval(bounds: Pick<ConnectionBounds, 'headersTimeoutMs'>): number {
  return Math.max(50, Math.min(1000, Math.floor(bounds.headersTimeoutMs / 4)));
}

/** Whether a request announces a body (a length above zero, or chunks). */
function hasBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

const TOO_SLOW = JSON.stringify({
  errors: [{ message: 'The request body arrived too slowly', extensions: { code: 'REQUEST_TIMEOUT' } }],
});

/**
 * Closes a connection whose request body is not in after `bodyTimeoutMs`, plus one second for every
 * `bodyMinBytesPerSecond` bytes received (Apache's mod_reqtimeout `body=...,MinRate=...`): a body
 * sent a byte at a time is cut off, a large upload at any reasonable pace is not. Answers 408.
 */
function guardBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  bounds: ConnectionBounds,
  refused: (reason: RefusalReason) => void,
): void {
  if (!hasBody(req) || req.complete) return;
  const socket = req.socket;
  const startedAt = Date.now();
  const bytesAtStart = socket.bytesRead;
  let timer: NodeJS.Timeout | undefined;
  const check = (): void => {
    if (req.complete || socket.destroyed) return;
    const received = socket.bytesRead - bytesAtStart;
    const allowedMs = bounds.bodyTimeoutMs + (received / bounds.bodyMinBytesPerSecond) * 1000;
    const leftMs = startedAt + allowedMs - Date.now();
    if (leftMs > 0) {
      timer = setTimeout(check, Math.ceil(leftMs));
      return;
    }
    refused('slow-body');
    if (res.headersSent) {
      socket.destroy();
      return;
    }
    res.writeHead(408, { 'content-type': 'application/json', connection: 'close' });
    res.end(TOO_SLOW, () => socket.destroy());
  };
  timer = setTimeout(check, bounds.bodyTimeoutMs);
  const stop = (): void => clearTimeout(timer);
  // Listening for 'end' reads nothing: the body stays for whoever parses it.
  req.once('end', stop);
  res.once('close', stop);
}

/** Why a connection was closed by a bound of ours (a metric label). */
export type RefusalReason = 'slow-body' | 'max-connections';

/**
 * Applies the bounds to `server` (created with `connectionsCheckingInterval(bounds)`); `refused` is
 * told of each connection a bound closes (slow headers are closed by Node itself, untold).
 */
export function boundConnections(
  server: http.Server,
  bounds: ConnectionBounds,
  refused: (reason: RefusalReason) => void = () => undefined,
): void {
  server.headersTimeout = bounds.headersTimeoutMs;
  // The whole request is otherwise bounded by Node's requestTimeout (300 s); the body guard is the tighter one.
  server.keepAliveTimeout = bounds.keepAliveTimeoutMs;
  server.maxConnections = bounds.maxConnections;
  server.on('drop', () => refused('max-connections'));
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) =>
    guardBody(req, res, bounds, refused),
  );
}
