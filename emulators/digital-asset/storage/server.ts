// The emulated storage bucket: its own HTTP server on 127.0.0.1 taking simple (PUT) and resumable
// (session start POST, then PUT chunks with Content-Range) uploads to the signed URLs, and serving
// objects back. Bodies are streamed to temporary files, never held in memory.
import { createReadStream, createWriteStream, truncateSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { LoggedRequest, RunningEmulator } from '../../kit/http-emulator.js';
import { errorBody } from '../errors.js';
import { CHUNK_GRANULARITY, type UploadRecord, type UploadStore } from './uploads.js';

export interface RunningStorage {
  root: string;
  close(): Promise<void>;
}

class StorageError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

const JSON_TYPE = 'application/json;charset=UTF-8';

/** Sends a JSON answer; returns its text (what an exchange recording keeps). */
function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): string {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
  return text;
}

/** Streams the request body into `path` from byte `start`, returning the byte count. */
async function receive(req: http.IncomingMessage, path: string, start: number): Promise<number> {
  let count = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      count += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(req, counter, createWriteStream(path, start === 0 ? { flags: 'w' } : { flags: 'r+', start }));
  return count;
}

/** Checks a signed URL (`expires`, `signature`) against the record and the emulator's clock. */
function checkSigned(
  store: UploadStore,
  record: UploadRecord | undefined,
  method: string,
  query: URLSearchParams,
): UploadRecord {
  if (!record) throw new StorageError(404, 'No such upload request');
  const expires = Number(query.get('expires'));
  if (query.get('signature') !== store.sign(method, record.key, expires) || expires !== record.expiresAt) {
    throw new StorageError(403, 'SignatureDoesNotMatch: the signed URL was altered');
  }
  if (store.now() > record.expiresAt)
    throw new StorageError(403, 'ExpiredToken: the upload URL expired 24 hours after it was issued');
  if (record.usedAt !== null)
    throw new StorageError(403, 'The upload request was already used: request a new upload URL');
  return record;
}

const contentTypeOf = (req: http.IncomingMessage): string =>
  String(req.headers['content-type'] ?? 'application/octet-stream');

async function simpleUpload(
  store: UploadStore,
  key: string,
  req: http.IncomingMessage,
  query: URLSearchParams,
): Promise<[number, unknown]> {
  const record = checkSigned(store, store.get(key), 'PUT', query);
  record.usedAt = store.now();
  const path = store.objectPath(key);
  const size = await receive(req, path, 0);
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) !== size)
    throw new StorageError(400, 'The body is shorter than Content-Length');
  record.object = { path, size, contentType: contentTypeOf(req), uploadedAt: store.now() };
  // The reference: "Successful response (always an empty object)".
  return [200, {}];
}

function startSession(
  store: UploadStore,
  key: string,
  req: http.IncomingMessage,
  query: URLSearchParams,
): [number, unknown, Record<string, string>] {
  const record = checkSigned(store, store.get(key), 'POST', query);
  if (String(req.headers['x-goog-resumable'] ?? '') !== 'start')
    throw new StorageError(400, 'A resumable session starts with a POST carrying "x-goog-resumable: start"');
  const declared = req.headers['x-upload-content-length'];
  const total = declared === undefined ? null : Number(declared);
  if (total !== null && (!Number.isInteger(total) || total < 0))
    throw new StorageError(400, 'x-upload-content-length must be a byte count');
  record.usedAt = store.now();
  const id = store.openSession(
    record,
    total,
    String(req.headers['x-upload-content-type'] ?? 'application/octet-stream'),
  );
  req.resume();
  // The session URL in `Location` (the bucket's protocol) and in the body's `location` (the reference).
  const location = `${store.storageRoot}/sessions/${id}`;
  return [201, { location }, { location }];
}

/** `bytes a-b/total`, `bytes a-b/*`, `bytes *\/total` or `bytes *\/*`. */
function parseContentRange(header: string | undefined): {
  first: number | null;
  last: number | null;
  total: number | null;
} {
  const m = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(String(header ?? '').trim());
  if (!m) throw new StorageError(400, 'Content-Range must be "bytes <first>-<last>/<total|*>" or "bytes */<total|*>"');
  return {
    first: m[1] ? Number(m[1]) : null,
    last: m[2] ? Number(m[2]) : null,
    total: m[3] === '*' ? null : Number(m[3]),
  };
}

async function sessionChunk(
  store: UploadStore,
  id: string,
  req: http.IncomingMessage,
): Promise<[number, unknown, Record<string, string>]> {
  const record = store.session(id);
  if (!record || !record.session || record.session.id !== id) throw new StorageError(404, 'No such upload session');
  if (store.now() > record.expiresAt)
    throw new StorageError(403, 'ExpiredToken: the upload session expired 24 hours after the upload URL was issued');
  const session = record.session;
  if (record.object || record.purged) throw new StorageError(400, 'The upload session is already complete');
  const range = parseContentRange(req.headers['content-range']);
  const persisted = (): Record<string, string> =>
    session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {};
  if (range.first === null) {
    // Status query: how much is persisted.
    req.resume();
    return [308, {}, persisted()];
  }
  const last = range.last as number;
  const total = range.total ?? session.total;
  if (range.first !== session.received)
    throw new StorageError(400, `The chunk must start at byte ${session.received}, the first byte not yet persisted`);
  if (last < range.first) throw new StorageError(400, 'Content-Range ends before it starts');
  if (total !== null && last + 1 > total) throw new StorageError(400, 'The chunk reaches past the stated total size');
  const final = total !== null && last + 1 === total;
  const length = last - range.first + 1;
  if (!final && length % CHUNK_GRANULARITY !== 0)
    throw new StorageError(400, `A chunk that is not the last must be a multiple of ${CHUNK_GRANULARITY} bytes`);
  const path = store.objectPath(record.key);
  const received = await receive(req, path, range.first);
  if (received !== length) {
    truncateSync(path, range.first);
    throw new StorageError(400, `The chunk carried ${received} bytes, Content-Range announced ${length}`);
  }
  session.received = last + 1;
  if (total !== null) session.total = total;
  if (!final) return [308, {}, persisted()];
  record.object = { path, size: session.received, contentType: session.contentType, uploadedAt: store.now() };
  return [200, {}, {}];
}

function serveObject(store: UploadStore, key: string, res: http.ServerResponse): number {
  const record = store.get(key);
  if (!record?.object)
    throw new StorageError(
      404,
      record?.purged ? 'The object was purged: it was not turned into an asset within 7 days' : 'No such object',
    );
  res.writeHead(200, { 'content-type': record.object.contentType, 'content-length': record.object.size });
  createReadStream(record.object.path).pipe(res);
  return 200;
}

/**
 * Starts the bucket on a free 127.0.0.1 port; each request is appended to the emulator's log, with
 * its exchange while the emulator records them.
 */
export async function startStorageServer(
  store: UploadStore,
  emulator: () => RunningEmulator | null,
): Promise<RunningStorage> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bucket');
    const parts = url.pathname.split('/').filter(Boolean);
    const [kind, id] = [parts[0] ?? '', parts[1] ?? ''];
    const templates: Record<string, string> = {
      upload: '/upload/{key}',
      resumable: '/resumable/{key}',
      sessions: '/sessions/{session_id}',
      objects: '/objects/{key}',
    };
    const entry: LoggedRequest = {
      backend: 'digital-asset',
      method: req.method ?? 'GET',
      template: templates[kind] ? `storage ${templates[kind]}` : null,
      url: `storage ${url.pathname}${url.search}`,
      status: 0,
      token: null,
    };
    emulator()?.log.push(entry);
    const recording = emulator()?.recording === true;
    /** Sends the answer, logs its status, and records the exchange while recording. */
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      entry.status = status;
      const text = sendJson(res, status, body, headers);
      if (recording) {
        const requestContentType = req.headers['content-type'] ?? null;
        // File bytes are streamed to disk, never held: the recording keeps their announced size.
        const length = Number(req.headers['content-length'] ?? 0);
        const requestBody = length > 0 ? `<${length} bytes>` : null;
        entry.exchange = { requestContentType, requestBody, responseContentType: JSON_TYPE, responseBody: text };
      }
    };
    void (async () => {
      if (parts.length !== 2 || !templates[kind]) throw new StorageError(404, 'No such path');
      const route = `${req.method} ${kind}`;
      if (route === 'PUT upload') {
        const [status, body] = await simpleUpload(store, id, req, url.searchParams);
        return answer(status, body);
      }
      if (route === 'POST resumable') {
        const [status, body, headers] = startSession(store, id, req, url.searchParams);
        return answer(status, body, headers);
      }
      if (route === 'PUT sessions') {
        const [status, body, headers] = await sessionChunk(store, id, req);
        return answer(status, body, headers);
      }
      if (route === 'GET objects') return void (entry.status = serveObject(store, id, res));
      throw new StorageError(405, 'HTTP method not supported.');
    })().catch((error: unknown) => {
      const status = error instanceof StorageError ? error.status : 500;
      entry.status = status;
      req.resume();
      // The reference's generic error payload: a JSON string.
      if (!res.headersSent) answer(status, errorBody((error as Error).message).value, { connection: 'close' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store.storageRoot = root;
  return {
    root,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          store.dispose();
          resolve();
        });
      }),
  };
}
