// Uploads a file to the digital-asset storage bucket through the signed URLs of an upload request:
// a simple streamed PUT, or a resumable session (POST start, then PUT chunks with Content-Range).
// The file is read as a stream; at most one chunk is held in memory.
import type { Readable } from 'node:stream';
import { UpstreamError } from '../../errors.js';
import type { ParsedErrorBody, RawAnswer } from '../rest-client.js';
import { DigitalAssetClient } from './client.js';
import { SessionStartShape } from './shapes.js';

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

/** Names the bucket's calls in metrics and traces (the signed URLs themselves are secrets). */
const STORAGE_CALLS = {
  upload: '/storage/upload',
  sessionStart: '/storage/resumable',
  chunk: '/storage/session',
} as const;

/**
 * The bucket's calls go through the rest-client like every other upstream call (deadline, pacing
 * and the upstream budget of the caller's digital-asset credential, the backend's breaker, counting,
 * tracing), to the signed URLs and without the API's auth header. They are writes: never retried.
 */
export class StorageClient extends DigitalAssetClient {
  protected override parseErrorBody(status: number, body: unknown): ParsedErrorBody {
    const parsed = super.parseErrorBody(status, body);
    return { ...parsed, message: `the storage bucket refused the call: ${parsed.message}` };
  }

  /** Sends one call to a signed URL, streaming `body`; the transfer may take until the deadline while data flows. */
  private call(
    method: 'PUT' | 'POST',
    url: string,
    path: string,
    headers: Record<string, string>,
    body?: Readable | Buffer,
    acceptStatus?: readonly number[],
  ): Promise<RawAnswer> {
    return this.exchange({
      method,
      path,
      url,
      anonymous: true,
      ...(acceptStatus ? { acceptStatus } : {}),
      longTransfer: true,
      upload: {
        headers,
        writeTo: async (sink) => {
          if (Buffer.isBuffer(body)) await sink(body);
          else if (body) for await (const chunk of body) await sink(chunk as Buffer);
        },
      },
    });
  }

  /** Streams the whole file with one PUT to the signed `upload_url`. */
  async putSimple(uploadUrl: string, file: Readable, size: number, contentType: string): Promise<StoredObject> {
    await this.call(
      'PUT',
      uploadUrl,
      STORAGE_CALLS.upload,
      { 'content-type': contentType, 'content-length': String(size) },
      file,
    );
    return { size };
  }

  /**
   * Starts a resumable session at `resumable_upload_url` (POST with `x-goog-resumable: start`;
   * the session URL comes back in `Location`, or in the body's `location` as the reference shows), then PUTs `chunkBytes` pieces with
   * `Content-Range: bytes a-b/total`; the bucket answers 308 until the last piece, then 200.
   */
  async putResumable(
    resumableUrl: string,
    file: AsyncIterable<Buffer>,
    size: number,
    contentType: string,
    chunkBytes: number,
  ): Promise<StoredObject & { chunks: number }> {
    const startHeaders = {
      'x-goog-resumable': 'start',
      'x-upload-content-type': contentType,
      'x-upload-content-length': String(size),
      'content-length': '0',
    };
    const start = await this.call('POST', resumableUrl, STORAGE_CALLS.sessionStart, startHeaders);
    const session = start.headers.location ?? sessionUrlIn(start.body);
    if (typeof session !== 'string')
      throw unexpected('resumable session start', start, 'no session URL (Location) in the answer');
    let offset = 0;
    let chunks = 0;
    for await (const chunk of chunksOf(file, chunkBytes)) {
      const last = offset + chunk.length - 1;
      const range = { 'content-range': `bytes ${offset}-${last}/${size}`, 'content-length': String(chunk.length) };
      const response = await this.call('PUT', session, STORAGE_CALLS.chunk, range, chunk, [308]);
      chunks++;
      const done = last + 1 === size;
      if (done === (response.statusCode === 308))
        throw unexpected(
          `chunk at byte ${offset}`,
          response,
          done ? 'the last piece was not taken as the end' : 'a piece was taken as the end',
        );
      offset = last + 1;
    }
    if (offset !== size)
      throw new UpstreamError(
        'digital-asset',
        0,
        `the file changed while it was uploaded (${offset} of ${size} bytes read)`,
      );
    return { size, chunks };
  }
}

/** The session URL in a session start's body: the reference answers 201 `{"location": "<url>"}`. */
function sessionUrlIn(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  return SessionStartShape.check(parsed) ? parsed.location : undefined;
}

/** An answer the bucket should not have given at this step of the protocol. */
function unexpected(step: string, answer: RawAnswer, what: string): UpstreamError {
  return new UpstreamError(
    'digital-asset',
    answer.statusCode,
    `storage bucket, ${step}: ${what} (HTTP ${answer.statusCode})`,
  );
}
