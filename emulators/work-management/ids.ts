// Deterministic int64 ids (some beyond 2^53, so clients must parse JSON losslessly), opaque
// permalink keys and timestamp helpers for the work-management demo data.
import type { DemoRandom } from '../kit/random.js';

/** 2^53: ids above this cannot be held exactly in a JS number. */
export const MAX_SAFE_ID = 9007199254740992n;

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Hands out unique ids from one seeded generator, in call order. */
export class IdAllocator {
  private readonly used = new Set<bigint>();
  constructor(private readonly random: DemoRandom) {}

  /** A 16-digit id below 2^53, or (when `large`) a 16–19 digit id above 2^53. */
  next(large = false): bigint {
    for (;;) {
      const id = large
        ? MAX_SAFE_ID + 1n + BigInt(this.random.int(0, 2 ** 30)) * 4_294_967_311n + BigInt(this.random.int(0, 2 ** 30))
        : BigInt(this.random.int(1_000_000, 8_999_999)) * 1_000_000_000n + BigInt(this.random.int(0, 999_999_999));
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }
}

/** A random string over [a-zA-Z0-9] (or a custom alphabet). */
export function randomKey(random: DemoRandom, length: number, alphabet = ALPHANUMERIC): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[random.int(0, alphabet.length - 1)];
  return out;
}

export const PERMALINK_ROOT = 'https://app.work-management.example';

export function permalink(
  random: DemoRandom,
  kind: 'sheets' | 'workspaces' | 'folders' | 'reports' | 'dashboards',
): string {
  return `${PERMALINK_ROOT}/${kind}/${randomKey(random, 26)}`;
}

/** ISO UTC timestamp without milliseconds, as the service writes them. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export const DAY_MS = 86_400_000;

/** A timestamp uniformly inside [fromMs, toMs). */
export function randomInstant(random: DemoRandom, fromMs: number, toMs: number): number {
  return fromMs + Math.floor(random.float() * (toMs - fromMs));
}

/** Parses a bigint id from a path or query value (digits only). */
export function parseId(text: string | undefined): bigint | undefined {
  if (text === undefined || !/^\d{1,19}$/.test(text)) return undefined;
  return BigInt(text);
}

/** An id written in a JSON body: a number (a bigint from the lossless parser) or decimal text. */
export function idOf(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return BigInt(value);
  return parseId(typeof value === 'string' ? value : undefined);
}

/**
 * The record a path id names, found by `lookup`; an id that is not an integer of up to 19 digits
 * names nothing, and neither does a record that fails `belongs` (another sheet's). When nothing is
 * found, throws the error `missing` builds (such as 404 1006).
 */
export function findById<T>(
  param: string | undefined,
  lookup: (id: bigint) => T | undefined,
  missing: () => Error,
  belongs: (record: T) => boolean = () => true,
): T {
  const id = parseId(param);
  const found = id === undefined ? undefined : lookup(id);
  if (found === undefined || !belongs(found)) throw missing();
  return found;
}
