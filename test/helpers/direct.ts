// REST calls straight to an emulator, bypassing the gateway: ground truth to compare the graph with,
// and writes that set up a test. Each backend gets its own credential header, as its document says.
import { isSafeNumber, parse as parseLossless } from 'lossless-json';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { digitalAssetUrl } from '../../emulators/digital-asset/index.js';
import type { RunningEmulator } from '../../emulators/kit/http-emulator.js';

export interface DirectOptions {
  /** The credential; default the backend's demo token (an admin for work management); null sends none. */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface DirectReply<TBody = unknown> {
  status: number;
  /** The body as received. */
  text: string;
  /** The body parsed as `parseExactJson` does (null when empty). */
  body: TBody;
}

/**
 * Parses JSON keeping 64-bit ids exact: integers beyond ±2^53 become their decimal text, as the
 * graph's ids are; other numbers stay numbers.
 */
export function parseExactJson(text: string): unknown {
  // Without a run of 16 digits no integer can pass 2^53: the native parser is exact and much faster.
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  return parseLossless(text, null, (value: string) =>
    isSafeNumber(value) || !/^-?\d+$/.test(value) ? Number(value) : value,
  );
}

/** The credential header of a backend: a bearer token, or resource planning's `auth` header. */
export function credentialHeader(emulator: RunningEmulator, token: string): Record<string, string> {
  return emulator.backend === 'resource-planning' ? { auth: token } : { authorization: `Bearer ${token}` };
}

function demoToken(emulator: RunningEmulator): string {
  if (emulator.backend === 'work-management') return DEMO_TOKENS.workManagement;
  return emulator.backend === 'resource-planning' ? DEMO_TOKENS.resourcePlanning : DEMO_TOKENS.digitalAsset;
}

/** The URL of a backend path on an emulator (the digital-asset webhooks are served from API v1). */
export function emulatorUrl(emulator: RunningEmulator, path: string): string {
  return emulator.backend === 'digital-asset' ? digitalAssetUrl(emulator.baseUrl, path) : `${emulator.baseUrl}${path}`;
}

/**
 * Sends one request to an emulator. A string body is sent exactly as written (numbers a double cannot
 * hold stay as typed), anything else as JSON. The body type is the caller's reading of the answer.
 */
export async function direct<TBody = unknown>(
  emulator: RunningEmulator,
  method: string,
  path: string,
  body?: unknown,
  options: DirectOptions = {},
): Promise<DirectReply<TBody>> {
  const token = options.token === undefined ? demoToken(emulator) : options.token;
  const response = await fetch(emulatorUrl(emulator, path), {
    method,
    headers: {
      ...(token === null ? {} : credentialHeader(emulator, token)),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: (text ? parseExactJson(text) : null) as TBody };
}
