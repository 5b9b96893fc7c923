// Paging over the ordered event feed: opaque, tamper-checked stream positions (an index into
// the feed plus the optional `to` bound) and one deterministic page per (position, maxCount).
import type { StoredEvent } from './model.js';

export interface StreamCursor {
  index: number;
  /** Exclusive upper bound from `to`, carried along in later positions. */
  toMs?: number;
}

function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export function encodeStreamPosition(cursor: StreamCursor): string {
  const core = `${cursor.index}.${cursor.toMs ?? ''}`;
  return Buffer.from(`${core}.${checksum(`wm-events:${core}`)}`, 'utf8').toString('base64url');
}

/** The cursor in a position string, or undefined if it is garbled or points past the feed. */
export function decodeStreamPosition(position: string, feedLength: number): StreamCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(position)) return undefined;
  const buffer = Buffer.from(position, 'base64url');
  if (buffer.toString('base64url') !== position) return undefined;
  const match = /^(\d{1,9})\.(\d{0,15})\.([0-9a-z]+)$/.exec(buffer.toString('utf8'));
  if (!match) return undefined;
  const core = `${match[1]}.${match[2]}`;
  if (checksum(`wm-events:${core}`) !== match[3]) return undefined;
  const index = Number(match[1]);
  if (index > feedLength) return undefined;
  return match[2] ? { index, toMs: Number(match[2]) } : { index };
}

/** First index whose timestamp is >= ms (events are sorted by timestamp). */
export function firstIndexAtOrAfter(events: StoredEvent[], ms: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid]!.timestampMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Parses an ISO-8601 date or date-time; no zone means UTC. */
export function parseIsoInstant(text: string): number | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}(?::\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (!m) return undefined;
  const time = m[2] ? (m[2].length === 2 ? `${m[2]}:00` : m[2]) : '00:00';
  const zone = m[3] ?? 'Z';
  const ms = Date.parse(`${m[1]}T${time}${zone}`);
  return Number.isNaN(ms) ? undefined : ms;
}

export interface StreamPage {
  data: StoredEvent[];
  nextStreamPosition: string;
  moreAvailable: boolean;
}

/** Up to maxCount accepted events from the cursor on; the next position follows the last one taken. */
export function readStream(
  events: StoredEvent[],
  cursor: StreamCursor,
  maxCount: number,
  accept: (e: StoredEvent) => boolean,
): StreamPage {
  const limit = cursor.toMs === undefined ? events.length : firstIndexAtOrAfter(events, cursor.toMs);
  const data: StoredEvent[] = [];
  let i = Math.min(cursor.index, limit);
  for (; i < limit && data.length < maxCount; i++) if (accept(events[i]!)) data.push(events[i]!);
  let moreAvailable = false;
  for (let j = i; j < limit && !moreAvailable; j++) moreAvailable = accept(events[j]!);
  const next: StreamCursor = cursor.toMs === undefined ? { index: i } : { index: i, toMs: cursor.toMs };
  return { data, nextStreamPosition: encodeStreamPosition(next), moreAvailable };
}
