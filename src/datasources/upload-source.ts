// What the datasources take as a file to send: a fresh stream of its bytes and their count, known
// before anything is sent, so that bodies are streamed, never held in memory.
import type { Readable } from 'node:stream';

/** A file to send upstream. */
export interface UploadSource {
  filename: string;
  /** The MIME type the client gave; '' when it gave none. */
  contentType: string;
  /** Its size in bytes, measured before any call. */
  size: number;
  /** A new stream of its bytes, from the first one. */
  open(): Readable;
}
