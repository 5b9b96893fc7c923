// Streamed upload bodies for the work-management API: simple or multipart bodies around an
// UploadSource, written chunk by chunk and never held in memory.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StreamedBody } from '../transport.js';
import type { UploadSource } from '../upload-source.js';

/** A request body: its headers (Content-Type, Content-Length, ...), how to write it, and how to release the file. */
export interface UploadBody extends StreamedBody {
  /** Releases the file's stream (call when done, sent or not). */
  close(): Promise<void>;
}

/**
 * The Content-Type sent for a file: a part sent without a type arrives as application/octet-stream,
 * which names no type, so it goes upstream empty and the service guesses the type from the file
 * extension (Document 1, Upload rules, rule 6).
 */
function contentTypeOf(file: UploadSource): string {
  return file.contentType === 'application/octet-stream' ? '' : file.contentType;
}

/** The file's bytes, from one stream opened when the body is written, each chunk awaited by the sink. */
function fileBytes(file: UploadSource): Pick<UploadBody, 'writeTo' | 'close'> {
  let stream: Readable | null = null;
  return {
    writeTo: async (sink) => {
      stream = file.open();
      for await (const chunk of stream) await sink(chunk as Buffer);
    },
    close: () => {
      stream?.destroy();
      return Promise.resolve();
    },
  };
}

/** Document 1, Upload rules, rule 6: a simple upload, the raw file as the body. */
export function simpleUploadBody(file: UploadSource): UploadBody {
  return {
    headers: {
      'content-disposition': `attachment; filename="${encodeURIComponent(file.filename)}"`,
      'content-length': String(file.size),
      // Present even when empty (the service then guesses from the extension).
      'content-type': contentTypeOf(file),
    },
    ...fileBytes(file),
  };
}

/**
 * Document 1, Upload rules, rules 3-5: a multipart/form-data body with one JSON part named
 * `jsonPart` and the `file` part. Content-Length is computed from the part headers and the measured
 * file size; the file bytes are written between the two framing buffers.
 */
export function multipartUploadBody(jsonPart: string, json: unknown, file: UploadSource): UploadBody {
  const boundary = `workgraph-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${encodeURIComponent(jsonPart)}"\r\n` +
      'Content-Type: application/json\r\n\r\n' +
      `${JSON.stringify(json)}\r\n` +
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="${encodeURIComponent(file.filename)}"\r\n` +
      `Content-Type: ${file.contentType || 'application/octet-stream'}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  const bytes = fileBytes(file);
  return {
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + file.size + tail.length),
    },
    writeTo: async (sink) => {
      await sink(head);
      await bytes.writeTo(sink);
      await sink(tail);
    },
    close: bytes.close,
  };
}
