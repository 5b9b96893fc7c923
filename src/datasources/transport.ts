// How one attempt goes on the wire: the request the rest-client hands a transport, and the answer
// it gets back with the body still arriving. Two transports implement it (read-transport.ts: undici,
// for the calls the pipeline may repeat; write-transport.ts: got, for writes and streamed bodies);
// everything around the attempt (budget, breaker, pacing, retries, errors) is the rest-client's.

export type TransportMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AnswerHeaders = Record<string, string | string[] | undefined>;

/** Writes one chunk of a streamed body and resolves once it has been handed on. */
export type ChunkSink = (chunk: Buffer) => Promise<void>;

/** A request body streamed from a file: its headers (Content-Type, Content-Length...) and how its bytes are written. */
export interface StreamedBody {
  headers: Record<string, string>;
  writeTo(sink: ChunkSink): Promise<void>;
}

export interface OutgoingRequest {
  method: TransportMethod;
  /** The full URL. */
  url: string;
  headers: Record<string, string>;
  /** A JSON body, as text. */
  json?: string;
  /** A streamed body (files): only the write transport takes one. */
  upload?: StreamedBody;
  /** Longest the attempt may take, headers and body. */
  timeoutMs: number;
  /**
   * A transfer that may outlast one attempt's timeout (a large file to the storage bucket): it may
   * take until `untilMs` from now while bytes flow, and `timeoutMs` bounds each silence instead.
   */
  longTransfer?: { untilMs: number };
  /** Largest answer body the transport reads, counted after decompression. */
  maxBodyBytes: number;
}

export interface IncomingAnswer {
  statusCode: number;
  headers: AnswerHeaders;
  /** The body's bytes as they arrive, decompressed; fails with a TransportTimeout, AnswerTooLarge or a connection error. */
  body: AsyncIterable<Buffer>;
  /** Done with the answer: stops its timer and drops the connection when the body was not read to its end. */
  finish(): void;
}

export interface Transport {
  /** Sends the request and answers once the status and headers arrived. */
  send(request: OutgoingRequest): Promise<IncomingAnswer>;
  /** Closes idle connections (at shutdown). */
  close(): Promise<void>;
}

/** The attempt's time ran out (waiting for the answer, or while its body arrived). */
export class TransportTimeout extends Error {
  constructor(message = 'the backend did not answer in time') {
    super(message);
    this.name = 'TransportTimeout';
  }
}

/** The answer's body grew beyond the limit: reading stopped there and the connection was dropped. */
export class AnswerTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`answer larger than ${limit} bytes`);
    this.name = 'AnswerTooLarge';
  }
}

/**
 * Counts a body's bytes as they arrive and fails as soon as they pass `limit`, before the chunk that
 * passed it is kept anywhere. Both transports' bodies go through it (undici enforces the limit
 * itself as well, on the wire and after decompression).
 */
export async function* limitedBody(body: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > limit) throw new AnswerTooLarge(limit);
    yield chunk;
  }
}

/** The answer's headers as one value each (a repeated header: its first). */
export function headerValue(headers: AnswerHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
