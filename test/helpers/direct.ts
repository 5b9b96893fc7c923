// The tests' one REST client: calls straight to an emulator, bypassing the gateway (ground truth to
// compare the graph with, writes that set up a test, the rules run over REST), numbers kept exact.
import http from 'node:http';
import { LosslessNumber, isSafeNumber, parse as parseLossless, stringify as stringifyLossless } from 'lossless-json';
import { digitalAssetUrl } from '../../emulators/digital-asset/index.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';

/** A 64-bit id as `parseExact` reads it: a number, or a LosslessNumber beyond 2^53. */
export type ExactId = number | LosslessNumber;

/**
 * A value as exact JSON carries it: wherever a number may stand, a LosslessNumber may too (a number
 * a double cannot hold, read by `parseExact` or written as `new LosslessNumber(text)`).
 */
export type Exactly<T> = T extends number
  ? number | LosslessNumber
  : T extends ReadonlyArray<infer Item>
    ? Array<Exactly<Item>>
    : T extends object
      ? { [K in keyof T]: Exactly<T[K]> }
      : T;

/**
 * Parses JSON text keeping every number exact: a number a double holds becomes a number, any other
 * (an id beyond 2^53, ±2^53 itself, 9007199254740992.5) a LosslessNumber with the digits as written.
 */
export function parseExact(text: string): unknown {
  // Without a run of 16 digits no number can pass what a double holds: the native parser is exact and faster.
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  return parseLossless(text, null, (value) => (isSafeNumber(value) ? Number(value) : new LosslessNumber(value)));
}

/** Writes JSON, LosslessNumber (and bigint) values as their exact digits. */
export function stringifyExact(value: unknown): string {
  return stringifyLossless(value) ?? 'null';
}

/**
 * The demo credentials of the three backends (each emulator's README): work management's System
 * Admin and a user who is not one, resource planning's administrator, a portfolio editor and an API
 * user (a project editor), and the digital-asset key.
 */
export const DEMO_CREDENTIALS = {
  workManagement: { admin: 'wm-demo-admin-token', user: 'wm-demo-user-token' },
  resourcePlanning: { admin: 'rp-demo-token', editor: 'rp-editor-token', apiUser: 'rp-api-user-token' },
  digitalAsset: { key: 'da-demo-token' },
} as const;

export interface DirectOptions {
  /** The credential; default the backend's demo token (the admin for work management); null sends none. */
  token?: string | null;
  /** Headers sent as well (after the credential and content type, so they may replace them). */
  headers?: Record<string, string>;
}

export interface DirectReply<TBody = unknown> {
  status: number;
  /** The answer's headers, names in lower case. */
  headers: http.IncomingHttpHeaders;
  /** The body's bytes as received (stored objects, binary answers). */
  bytes: Buffer;
  /** The body as received, read as UTF-8. */
  text: string;
  /** The body parsed by `parseExact`: null when empty, the text itself when it is not JSON. */
  body: TBody;
}

/** The credential header of a backend: a bearer token, or resource planning's `auth` header. */
export function credentialHeader(emulator: RunningEmulator, token: string): Record<string, string> {
  return emulator.backend === 'resource-planning' ? { auth: token } : { authorization: `Bearer ${token}` };
}

function demoToken(emulator: RunningEmulator): string {
  if (emulator.backend === 'work-management') return DEMO_CREDENTIALS.workManagement.admin;
  return emulator.backend === 'resource-planning'
    ? DEMO_CREDENTIALS.resourcePlanning.admin
    : DEMO_CREDENTIALS.digitalAsset.key;
}

/** The URL of a backend path on an emulator (the digital-asset webhooks are served from API v1). */
export function emulatorUrl(emulator: RunningEmulator, path: string): string {
  return emulator.backend === 'digital-asset' ? digitalAssetUrl(emulator.baseUrl, path) : `${emulator.baseUrl}${path}`;
}

/**
 * One HTTP request with nothing added but its length: the headers given are the headers sent (a
 * test of a missing header sends none). The answer's body is parsed by `parseExact`.
 */
export function directUrl<TBody = unknown>(
  method: string,
  url: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<DirectReply<TBody>> {
  const sent = body === undefined ? headers : { 'content-length': String(body.length), ...headers };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes,
          text,
          body: bodyOf(text) as TBody,
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

function bodyOf(text: string): unknown {
  if (text === '') return null;
  try {
    return parseExact(text);
  } catch {
    return text;
  }
}

/**
 * Sends one request to an emulator with a backend path. A string body is sent exactly as written
 * (numbers a double cannot hold stay as typed) and a Buffer as raw bytes (no content type added);
 * anything else as JSON by `stringifyExact`. The body type is the caller's reading of the answer.
 */
export function direct<TBody = unknown>(
  emulator: RunningEmulator,
  method: string,
  path: string,
  body?: unknown,
  options: DirectOptions = {},
): Promise<DirectReply<TBody>> {
  const token = options.token === undefined ? demoToken(emulator) : options.token;
  const json = body !== undefined && !Buffer.isBuffer(body);
  const bytes = body === undefined ? undefined : bytesOf(body);
  return directUrl<TBody>(method, emulatorUrl(emulator, path), bytes, {
    ...(token === null ? {} : credentialHeader(emulator, token)),
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  });
}

function bytesOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  return Buffer.from(typeof body === 'string' ? body : stringifyExact(body));
}

/** An id as its decimal text (a number, a LosslessNumber or text as read). */
export const idText = (id: unknown): string => String(id);
