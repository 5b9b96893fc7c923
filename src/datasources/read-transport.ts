// The transport of the calls the pipeline may repeat (every GET, and the reads an API sends as POST):
// undici, Node's own HTTP client, at a quarter of got's CPU per call. One keep-alive pool per backend
// origin; undici enforces the body limit on the wire, the limit is counted again after
// decompression, and the attempt's timeout bounds the wait for headers, each silence in the body,
// and (through an abort signal) the whole attempt.
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Pool } from './undici.js';
import {
  AnswerTooLarge,
  headerValue,
  limitedBody,
  TransportTimeout,
  type IncomingAnswer,
  type OutgoingRequest,
  type Transport,
} from './transport.js';

export interface ReadTransportOptions {
  /**
   * Connections per backend origin, shared by every request of the process. One request alone may
   * need more than one loader's concurrency: its loaders of one backend (users, sheets, ...) run at once.
   */
  connections: number;
  /** Largest answer body the pools read, on the wire and after decompression. */
  maxBodyBytes: number;
}

/** Compressed answers are welcome (as got asks for them): the limit holds after decompression. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

export class ReadTransport implements Transport {
  private readonly pools = new Map<string, InstanceType<typeof Pool>>();

  constructor(private readonly options: ReadTransportOptions) {}

  /** One pool per origin, made on first use; it reads no answer larger than the limit on the wire. */
  private poolFor(origin: string): InstanceType<typeof Pool> {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: this.options.connections, maxResponseSize: this.options.maxBodyBytes });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  async send(request: OutgoingRequest): Promise<IncomingAnswer> {
    if (request.upload) throw new Error('the read transport sends no streamed bodies');
    const url = new URL(request.url);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new TransportTimeout()), request.timeoutMs);
    try {
      const answer = await this.poolFor(url.origin).request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: {
          ...request.headers,
          'accept-encoding': ACCEPT_ENCODING,
          ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: request.json,
        signal: abort.signal,
        headersTimeout: request.timeoutMs,
        bodyTimeout: request.timeoutMs,
      });
      const body = answer.body;
      const decoded = decoder(headerValue(answer.headers, 'content-encoding'));
      if (decoded) body.on('error', (error) => decoded.destroy(error)).pipe(decoded);
      let finished = false;
      return {
        statusCode: answer.statusCode,
        headers: answer.headers,
        body: translated(limitedBody(decoded ?? body, request.maxBodyBytes), request.maxBodyBytes),
        finish: () => {
          if (finished) return;
          finished = true;
          clearTimeout(timer);
          // A body not read to its end would hold its connection: destroying it closes the socket
          // (undici then reports the abort as the body's error, which nobody is reading any more).
          if (!body.readableEnded) body.on('error', () => undefined).destroy();
          decoded?.on('error', () => undefined).destroy();
        },
      };
    } catch (error) {
      clearTimeout(timer);
      throw translate(error, request.maxBodyBytes);
    }
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.close()));
  }
}

/** The decompressor of a compressed answer (gzip, deflate, br); none for an answer sent as it is. */
function decoder(encoding: string | undefined): Transform | null {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** The body with undici's errors as the transport's own. */
async function* translated(body: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer> {
  try {
    yield* body;
  } catch (error) {
    throw translate(error, limit);
  }
}

/** undici's timeouts, limits and aborts as TransportTimeout and AnswerTooLarge; anything else is a lost connection. */
function translate(error: unknown, limit: number): unknown {
  if (error instanceof TransportTimeout || error instanceof AnswerTooLarge) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT')
    return new TransportTimeout();
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return new AnswerTooLarge(limit);
  return error;
}
