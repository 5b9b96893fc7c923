// Reads file uploads in the work-management emulator: simple uploads (raw body with
// Content-Disposition, Content-Length, Content-Type) and multipart/form-data (Document 1, Upload rules, rules 1-6).
import { createHash } from 'node:crypto';
import { parseJson, type EmulatorRequest } from '../../kit/http-emulator.js';
import type { WmErrors } from '../errors.js';

/** Document 1's maximum file size, 30 MB, read as 30 × 1024 × 1024 bytes. */
export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

export interface UploadedFile {
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

export interface ParsedUpload {
  /** The `file` part, or the body of a simple upload. */
  file?: UploadedFile;
  /** JSON parts by name (multipart only). */
  json: Map<string, unknown>;
  style: 'simple' | 'multipart';
}

function header(req: EmulatorRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** The MIME type guessed from a file name's extension (Document 1, Upload rules, rule 6: an empty Content-Type is guessed). */
export function guessMimeType(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return (extension && MIME_BY_EXTENSION[extension]) || 'application/octet-stream';
}

/** Reads `name="value"` (quoted or bare) from a Content-Disposition value; values are URL-encoded. */
function dispositionParam(value: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value);
  const raw = match ? (match[1] ?? match[2]) : undefined;
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Whether the request carries a file (simple or multipart) rather than a JSON body: multipart, a
 * Content-Disposition, or a Content-Type that is not JSON (a simple upload missing its
 * Content-Disposition is still an upload, refused with 1009 rather than read as JSON).
 */
export function isUpload(req: EmulatorRequest): boolean {
  const type = header(req, 'content-type');
  if (/^multipart\/form-data/i.test(type ?? '') || header(req, 'content-disposition') !== undefined) return true;
  return type !== undefined && type.trim() !== '' && !/^application\/json\b/i.test(type);
}

function checkLength(req: EmulatorRequest, errors: WmErrors): void {
  const length = header(req, 'content-length');
  if (length === undefined) throw errors.missingParam('Content-Length');
  if (!/^\d+$/.test(length) || Number(length) !== req.rawBody.length) throw errors.badParam('Content-Length', length);
}

function describe(bytes: Buffer, name: string, mimeType: string, errors: WmErrors): UploadedFile {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw errors.error(
      400,
      1074,
      `You are trying to upload a file of ${bytes.length} bytes, but the API currently only supports ${MAX_UPLOAD_BYTES} bytes (30 MB).`,
    );
  return {
    name,
    mimeType: mimeType || guessMimeType(name),
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Document 1, Upload rules, rule 6: a simple upload. */
function parseSimple(req: EmulatorRequest, errors: WmErrors): ParsedUpload {
  const disposition = header(req, 'content-disposition');
  if (disposition === undefined) throw errors.missingParam('Content-Disposition');
  const filename = dispositionParam(disposition, 'filename');
  if (!/^\s*attachment\s*;/i.test(disposition) || !filename) throw errors.badParam('Content-Disposition', disposition);
  checkLength(req, errors);
  if (!('content-type' in req.headers)) throw errors.missingParam('Content-Type');
  return {
    style: 'simple',
    file: describe(req.rawBody, filename, (header(req, 'content-type') ?? '').trim(), errors),
    json: new Map(),
  };
}

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

/** Splits a multipart body into parts; the framing of Document 1, Upload rules, rule 4 (boundary lines, closing `--`) is checked. */
function splitParts(body: Buffer, boundary: string, errors: WmErrors): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const malformed = () => errors.error(400, 1008, 'Unable to parse request: malformed multipart body.');
  let at = body.indexOf(delimiter);
  if (at < 0) throw malformed();
  const parts: Part[] = [];
  for (;;) {
    const afterDelimiter = at + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() !== '\r\n') throw malformed();
    const headerEnd = body.indexOf('\r\n\r\n', afterDelimiter + 2);
    if (headerEnd < 0) throw malformed();
    const headers = new Map<string, string>();
    for (const line of body
      .subarray(afterDelimiter + 2, headerEnd)
      .toString('utf8')
      .split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw malformed();
    parts.push({ headers, body: body.subarray(headerEnd + 4, next) });
    at = next + 2;
  }
  if (parts.length === 0) throw malformed();
  return parts;
}

/** Document 1, Upload rules, rules 3-5: a multipart upload; `jsonParts` are the JSON part names the operation accepts. */
function parseMultipart(req: EmulatorRequest, errors: WmErrors, jsonParts: readonly string[]): ParsedUpload {
  const type = header(req, 'content-type') ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary) throw errors.badParam('Content-Type', type);
  checkLength(req, errors);
  const parsed: ParsedUpload = { style: 'multipart', json: new Map() };
  for (const part of splitParts(req.rawBody, (boundary[1] ?? boundary[2])!, errors)) {
    const disposition = part.headers.get('content-disposition') ?? '';
    const name = dispositionParam(disposition, 'name');
    const partType = part.headers.get('content-type');
    if (!/^form-data\b/i.test(disposition) || !name) throw errors.badParam('Content-Disposition', disposition);
    if (partType === undefined) throw errors.missingParam(`Content-Type of part '${name}'`);
    const filename = dispositionParam(disposition, 'filename');
    if (name === 'file') {
      if (!filename) throw errors.missingParam("filename of part 'file'");
      if (parsed.file) throw errors.error(400, 1032, 'Only one file may be uploaded per request.');
      parsed.file = describe(part.body, filename, partType, errors);
    } else if (jsonParts.includes(name)) {
      if (!/^application\/json/i.test(partType)) throw errors.badParam(`Content-Type of part '${name}'`, partType);
      try {
        parsed.json.set(name, parseJson(part.body.toString('utf8')));
      } catch {
        throw errors.error(400, 1008, `Unable to parse request: part '${name}' is not JSON.`);
      }
    } else {
      throw errors.error(400, 1032, `The part '${name}' is not allowed for this operation.`);
    }
  }
  return parsed;
}

/** Reads an upload in either style; call only when `isUpload(req)`. */
export function parseUpload(req: EmulatorRequest, errors: WmErrors, jsonParts: readonly string[] = []): ParsedUpload {
  const type = header(req, 'content-type') ?? '';
  return /^multipart\/form-data/i.test(type) ? parseMultipart(req, errors, jsonParts) : parseSimple(req, errors);
}
