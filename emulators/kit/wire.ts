// Bytes in and out of an emulator: reading a request body, writing an answer, and what an exchange
// recording keeps of both.
import type http from 'node:http';
import { JsonValue, parseJson, toJson } from './json.js';

/** The whole request body. */
export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The body of a request's JSON control message, or `fallback` when it has none. */
export async function readJsonBody(req: http.IncomingMessage, fallback: string): Promise<unknown> {
  return parseJson((await readBody(req)).toString('utf8') || fallback);
}

/** Writes an answer; returns its content type and text (what an exchange recording keeps). */
export function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): { contentType: string; text: string } {
  const text =
    body === undefined
      ? ''
      : body instanceof JsonValue
        ? toJson(body.value)
        : typeof body === 'string'
          ? body
          : toJson(body);
  const contentType =
    headers['content-type'] ?? (typeof body === 'string' ? 'text/plain' : 'application/json;charset=UTF-8');
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
  return { contentType, text };
}

/** The request body as a recording keeps it: text when it is JSON or a form, else its size. */
export function recordedRequestBody(raw: Buffer, contentType: string | undefined): string | null {
  if (raw.length === 0) return null;
  return /json|x-www-form-urlencoded/i.test(contentType ?? '') ? raw.toString('utf8') : `<${raw.length} bytes>`;
}
