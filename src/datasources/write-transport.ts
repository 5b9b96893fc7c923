// The transport of writes, uploads and streamed bodies: got, whose stream API writes a file chunk by
// chunk, decompresses the answer and bounds the attempt in whole or by inactivity. The body limit
// is counted on the decompressed bytes as they arrive.
import got, { type Got, RequestError } from 'got';
import type { Duplex } from 'node:stream';
import {
  limitedBody,
  TransportTimeout,
  type AnswerHeaders,
  type ChunkSink,
  type IncomingAnswer,
  type OutgoingRequest,
  type StreamedBody,
  type Transport,
} from './transport.js';

/** The request stream of got, as far as this module uses it. */
type GotStream = Duplex & {
  once(event: 'response', listener: (response: { statusCode: number; headers: AnswerHeaders }) => void): GotStream;
};

/** One got instance for every backend: no retries, redirects or status errors of its own (the rest-client has them). */
const client: Got = got.extend({ retry: { limit: 0 }, throwHttpErrors: false, followRedirect: false });

export class WriteTransport implements Transport {
  async send(request: OutgoingRequest): Promise<IncomingAnswer> {
    const stream = client.stream(request.url, {
      method: request.method,
      headers: {
        ...request.headers,
        ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...request.upload?.headers,
      },
      ...(request.json !== undefined ? { body: request.json } : {}),
      timeout: request.longTransfer
        ? {
            socket: request.timeoutMs,
            ...(Number.isFinite(request.longTransfer.untilMs) ? { request: request.longTransfer.untilMs } : {}),
          }
        : { request: request.timeoutMs },
    }) as unknown as GotStream;
    const answered = new Promise<{ statusCode: number; headers: AnswerHeaders }>((resolve, reject) => {
      stream.once('response', resolve);
      stream.once('error', reject);
    });
    // A failed request must not go unhandled while a body is still being written.
    answered.catch(() => undefined);
    try {
      if (request.upload) await writeStreamedBody(stream, request.upload, answered);
      else if (request.json === undefined && request.method !== 'GET' && request.method !== 'HEAD') stream.end();
      const { statusCode, headers } = await answered;
      return {
        statusCode,
        headers,
        body: translated(limitedBody(stream as AsyncIterable<Buffer>, request.maxBodyBytes)),
        finish: () => {
          if (!stream.readableEnded) stream.destroy();
        },
      };
    } catch (error) {
      stream.destroy();
      throw translate(error);
    }
  }

  async close(): Promise<void> {
    // got keeps no connections of its own beyond Node's global agent.
  }
}

/**
 * Writes a streamed body one chunk at a time, each awaited until got has handed it to the socket (so
 * the reader may reuse its buffer), then ends the request. The service may answer (and close) before
 * the whole body is sent: its answer wins over the failed write.
 */
async function writeStreamedBody(stream: GotStream, upload: StreamedBody, answered: Promise<unknown>): Promise<void> {
  // An error (timeout, lost connection) ends the writing too. One promise for every chunk: a
  // callback made per chunk would keep its chunk alive until the answer arrives.
  const ended = answered.then(() => new Promise<void>(() => undefined));
  const write: ChunkSink = (chunk) =>
    Promise.race([
      new Promise<void>((resolve, reject) => {
        stream.write(chunk, (error?: Error | null) => (error ? reject(error) : resolve()));
      }),
      ended,
    ]);
  try {
    await upload.writeTo(write);
    stream.end();
  } catch (error) {
    const early = await Promise.race([
      answered.then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
    ]);
    if (!early) throw error;
  }
}

/** The body with got's errors as the transport's own. */
async function* translated(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* body;
  } catch (error) {
    throw translate(error);
  }
}

/** got's timeouts as TransportTimeout; anything else is a lost connection. */
function translate(error: unknown): unknown {
  return error instanceof RequestError && error.code === 'ETIMEDOUT' ? new TransportTimeout() : error;
}
