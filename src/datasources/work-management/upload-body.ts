// Streamed upload bodies for the work-management API: measures a GraphQL Upload (enforcing the
// 30 MB limit before any call) and builds simple or multipart bodies that are never held in memory.
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badUserInput } from '../../errors.js';

/** Document 1's maximum upload size, 30 MB, read as 30 × 1024 × 1024 bytes (31,457,280). */
export const WM_MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

/** Writes one chunk and resolves once it has been handed on (so that its buffer may be reused). */
export type ChunkSink = (chunk: Buffer) => Promise<void>;

/** A file whose size is known, readable (again) from graphql-upload's temporary storage. */
export interface MeasuredFile {
  filename: string;
  mimeType: string;
  size: number;
  /** Writes the file's bytes in order, awaiting the sink after each chunk; one reused buffer when possible. */
  writeTo(sink: ChunkSink): Promise<void>;
  /** Releases what the file holds open (call when done, sent or not). */
  close(): Promise<void>;
}

/** A request body: its headers (Content-Type, Content-Length, ...) and how to write it. */
export interface UploadBody {
  headers: Record<string, string>;
  writeTo(sink: ChunkSink): Promise<void>;
  close(): Promise<void>;
}

/** Bytes read per chunk when sending from the spooled file. */
const CHUNK_BYTES = 64 * 1024;

/** What graphql-upload keeps of a file: fs-capacitor's write stream over a temporary file. */
interface Spool {
  _path?: unknown;
  writableFinished?: boolean;
  destroyed?: boolean;
  errored?: unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * The temporary file graphql-upload spools the upload into, once it is complete; null when the
 * upload does not expose it (then the file is read through its public stream instead).
 */
async function spooledPath(file: FileUpload, field: string): Promise<string | null> {
  const spool = (file as unknown as { capacitor?: Spool }).capacitor;
  if (!spool || typeof spool.once !== 'function') return null;
  if (spool.destroyed || spool.errored) throw badUserInput('the file upload did not complete', field);
  if (!spool.writableFinished) {
    await new Promise<void>((resolve, reject) => {
      spool.once('finish', () => resolve());
      spool.once('error', (error) => reject(badUserInput(`the file upload did not complete: ${(error as Error).message}`, field)));
    });
  }
  return typeof spool._path === 'string' ? spool._path : null;
}

function tooLarge(name: string, limit: number, field: string): Error {
  return badUserInput(`You are trying to upload a file of more than 30 MB ("${name}"), but the API currently only supports 30 MB (${limit} bytes).`, field, 1074);
}

/**
 * Measures a GraphQL Upload and refuses it with BAD_USER_INPUT naming `field` when it is larger
 * than `limit`, before anything is sent anywhere. graphql-upload spools the upload to a temporary
 * file (fs-capacitor): once that is complete its size is read from the file system, and the file is
 * later sent from an open handle through one reused 64 KB buffer, so memory use does not grow with
 * the file. Without the spool file, the bytes are counted through the upload's stream.
 */
export async function measureUpload(upload: Promise<FileUpload> | FileUpload, field: string, limit = WM_MAX_UPLOAD_BYTES): Promise<MeasuredFile> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw badUserInput(`the file could not be read: ${(error as Error).message}`, field);
  }
  if (!file.filename) throw badUserInput('the file has no name', field);
  // A part sent without a type arrives as application/octet-stream, which names no type: it goes
  // upstream empty, so the service guesses the type from the file extension (Document 1, upload rule 6).
  const mimeType = !file.mimetype || file.mimetype === 'application/octet-stream' ? '' : file.mimetype;
  const base = { filename: file.filename, mimeType };
  const path = await spooledPath(file, field);
  if (path !== null) {
    const handle = await open(path, 'r');
    const size = (await handle.stat()).size;
    if (size > limit) {
      await handle.close();
      throw tooLarge(file.filename, limit, field);
    }
    return {
      ...base,
      size,
      writeTo: async (sink) => {
        const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, Math.max(size, 1)));
        for (let position = 0; position < size; ) {
          const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, size - position), position);
          if (bytesRead === 0) throw new Error('the spooled upload ended early');
          await sink(buffer.subarray(0, bytesRead));
          position += bytesRead;
        }
      },
      close: () => handle.close().catch(() => undefined),
    };
  }
  let size = 0;
  const counting = file.createReadStream();
  try {
    for await (const chunk of counting) {
      size += (chunk as Buffer).length;
      if (size > limit) throw tooLarge(file.filename, limit, field);
    }
  } catch (error) {
    if (error instanceof Error && 'extensions' in error) throw error;
    throw badUserInput(`the file could not be read: ${(error as Error).message}`, field);
  } finally {
    counting.destroy();
  }
  return {
    ...base,
    size,
    writeTo: async (sink) => {
      for await (const chunk of file.createReadStream()) await sink(chunk as Buffer);
    },
    close: async () => undefined,
  };
}

/** Rule 6: a simple upload, the raw file as the body. */
export function simpleUploadBody(file: MeasuredFile): UploadBody {
  return {
    headers: {
      'content-disposition': `attachment; filename="${encodeURIComponent(file.filename)}"`,
      'content-length': String(file.size),
      // Present even when empty (the service then guesses from the extension).
      'content-type': file.mimeType,
    },
    writeTo: (sink) => file.writeTo(sink),
    close: () => file.close(),
  };
}

/**
 * Rules 3-5: a multipart/form-data body with one JSON part named `jsonPart` and the `file` part.
 * Content-Length is computed from the part headers and the measured file size; the file bytes are
 * written between the two framing buffers.
 */
export function multipartUploadBody(jsonPart: string, json: unknown, file: MeasuredFile): UploadBody {
  const boundary = `workgraph-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${encodeURIComponent(jsonPart)}"\r\n` +
      'Content-Type: application/json\r\n\r\n' +
      `${JSON.stringify(json)}\r\n` +
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="${encodeURIComponent(file.filename)}"\r\n` +
      `Content-Type: ${file.mimeType || 'application/octet-stream'}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + file.size + tail.length),
    },
    writeTo: async (sink) => {
      await sink(head);
      await file.writeTo(sink);
      await sink(tail);
    },
    close: () => file.close(),
  };
}
