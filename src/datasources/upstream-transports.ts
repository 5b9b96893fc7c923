// The two transports of one process and the rule that picks one per call: a call the pipeline may
// repeat (every GET, and the reads an API sends as POST) goes through undici, the hot path; a write
// or a streamed body goes through got, whose stream API and write semantics earn their cost there.
import { ReadTransport } from './read-transport.js';
import type { Transport } from './transport.js';
import { WriteTransport } from './write-transport.js';

export interface UpstreamTransports {
  reads: Transport;
  writes: Transport;
  /** Largest answer body read from a backend, counted after decompression (UPSTREAM_MAX_BODY_BYTES). */
  maxBodyBytes: number;
}

/**
 * The default answer limit: a 20,000-row page of the largest documented sheet (the demo's 2,172-row
 * project sheet, 8 columns with object values and formats, is 6.1 MB: 2.8 KB a row, so 56 MB)
 * with room to spare.
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;

/** One undici pool per backend origin of `connections` connections; answers at most `maxBodyBytes`. */
export function createUpstreamTransports(options: { connections: number; maxBodyBytes: number }): UpstreamTransports {
  return { reads: new ReadTransport(options), writes: new WriteTransport(), maxBodyBytes: options.maxBodyBytes };
}

/** Which transport sends a call: reads through undici, writes and streamed bodies through got. */
export function transportFor(
  transports: UpstreamTransports,
  call: { idempotent: boolean; streamed: boolean },
): Transport {
  return call.idempotent && !call.streamed ? transports.reads : transports.writes;
}

let defaults: UpstreamTransports | undefined;

/** The transports of clients made without any (tools, tests of a datasource alone): the defaults, made once. */
export function defaultTransports(): UpstreamTransports {
  return (defaults ??= createUpstreamTransports({ connections: 128, maxBodyBytes: DEFAULT_MAX_BODY_BYTES }));
}
