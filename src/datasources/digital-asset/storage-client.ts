// Uploads a file to the digital-asset storage bucket through the signed URLs of an upload request:
// a simple streamed PUT, or a resumable session (POST start, then PUT chunks with Content-Range).
// The file is read as a stream; at most one chunk is held in memory.
import got, { RequestError } from 'got';
import type { Readable } from 'node:stream';
import { UpstreamError } from '../../errors.js';
import { USER_AGENT, type UpstreamCallCounter } from '../rest-client.js';

export interface StorageClientOptions {
  /** Inactivity timeout of one storage call. */
  timeoutMs: number;
  /** When the GraphQL request must be answered (epoch ms). */
  deadline?: number;
  counter: UpstreamCallCounter;
}

/** What the bucket answered for a finished upload. */
export interface StoredObject {
  size: number;
}

/** Reads a stream in pieces of exactly `size` bytes (the last one may be shorter). */
export async function* chunksOf(stream: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const piece of stream) {
    let rest = piece;
    while (held + rest.length >= size) {
      const take = size - held;
      parts.push(rest.subarray(0, take));
      yield Buffer.concat(parts);
      rest = rest.subarray(take);
      parts = [];
      held = 0;
    }
    if (rest.length > 0) {
      parts.push(rest);
      held += rest.length;
    }
  }
  if (held > 0) yield Buffer.concat(parts);
}

function detailOf(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { errors?: Array<{ detail?: string; title?: string }> };
    return body.errors?.[0]?.detail ?? body.errors?.[0]?.title ?? `HTTP ${status}`;
  } catch {
    return text || `HTTP ${status}`;
  }
}

export class StorageClient {
  constructor(private readonly options: StorageClientOptions) {}

  private async call(method: 'PUT' | 'POST', url: string, headers: Record<string, string>, body: Readable | Buffer | undefined, step: string) {
    this.options.counter.increment('digital-asset');
    const remaining = (this.options.deadline ?? Number.POSITIVE_INFINITY) - Date.now();
    if (remaining <= 0) throw new UpstreamError('digital-asset', 0, `the request deadline passed before the ${step}`, null, null, 'timeout');
    try {
      const response = await got(url, {
        method,
        headers: { 'user-agent': USER_AGENT, ...headers },
        body,
        throwHttpErrors: false,
        followRedirect: false,
        retry: { limit: 0 },
        responseType: 'text',
        timeout: { socket: this.options.timeoutMs, ...(Number.isFinite(remaining) ? { request: remaining } : {}) },
      });
      return response;
    } catch (error) {
      const timedOut = error instanceof RequestError && error.code === 'ETIMEDOUT';
      throw new UpstreamError('digital-asset', 0, `storage bucket, ${step}: ${timedOut ? 'no answer in time' : (error as Error).message}`, null, null, timedOut ? 'timeout' : 'network');
    }
  }

  private fail(step: string, status: number, text: string): never {
    throw new UpstreamError('digital-asset', status, `storage bucket refused the ${step}: ${detailOf(text, status)}`);
  }

  /** Streams the whole file with one PUT to the signed `upload_url`. */
  async putSimple(uploadUrl: string, file: Readable, size: number, contentType: string): Promise<StoredObject> {
    const response = await this.call('PUT', uploadUrl, { 'content-type': contentType, 'content-length': String(size) }, file, 'upload');
    if (response.statusCode !== 200 && response.statusCode !== 201) this.fail('upload', response.statusCode, response.body);
    return { size };
  }

  /**
   * Starts a resumable session at `resumable_upload_url` (POST with `x-goog-resumable: start`;
   * the session URL comes back in `Location`), then PUTs `chunkBytes` pieces with
   * `Content-Range: bytes a-b/total`; the bucket answers 308 until the last piece, then 200.
   */
  async putResumable(resumableUrl: string, file: AsyncIterable<Buffer>, size: number, contentType: string, chunkBytes: number): Promise<StoredObject & { chunks: number }> {
    const start = await this.call(
      'POST',
      resumableUrl,
      { 'x-goog-resumable': 'start', 'x-upload-content-type': contentType, 'x-upload-content-length': String(size), 'content-length': '0' },
      undefined,
      'resumable session start',
    );
    const session = start.headers.location;
    if ((start.statusCode !== 200 && start.statusCode !== 201) || typeof session !== 'string') this.fail('resumable session start', start.statusCode, start.body);
    let offset = 0;
    let chunks = 0;
    for await (const chunk of chunksOf(file, chunkBytes)) {
      const last = offset + chunk.length - 1;
      const response = await this.call('PUT', session, { 'content-range': `bytes ${offset}-${last}/${size}`, 'content-length': String(chunk.length) }, chunk, `chunk at byte ${offset}`);
      chunks++;
      offset = last + 1;
      const done = offset === size;
      if (done ? response.statusCode !== 200 && response.statusCode !== 201 : response.statusCode !== 308) {
        this.fail(`chunk at byte ${offset - chunk.length}`, response.statusCode, response.body);
      }
    }
    if (offset !== size) throw new UpstreamError('digital-asset', 0, `the file changed while it was uploaded (${offset} of ${size} bytes read)`);
    return { size, chunks };
  }
}
