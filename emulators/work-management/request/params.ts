// Strict readers for work-management query parameters: integers, booleans, comma lists of ids
// and the include/exclude flags; invalid values answer 400 with errorCode 1018.
import { parseId } from '../ids.js';
import type { WmErrors } from '../errors.js';

export class QueryReader {
  constructor(
    private readonly query: URLSearchParams,
    private readonly errors: WmErrors,
  ) {}

  has(name: string): boolean {
    return this.query.has(name);
  }

  string(name: string): string | undefined {
    return this.query.get(name) ?? undefined;
  }

  /** A positive integer (>= min), or the fallback when absent. */
  int(name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.query.get(name);
    if (raw === null) return fallback;
    if (!/^\d+$/.test(raw)) throw this.errors.badParam(name, raw);
    const value = Number(raw);
    if (value < min || value > max) throw this.errors.badParam(name, raw);
    return value;
  }

  /** `true`/`false` (case-insensitive); absent = fallback. */
  bool(name: string, fallback = false): boolean {
    const raw = this.query.get(name);
    if (raw === null) return fallback;
    const lower = raw.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    throw this.errors.badParam(name, raw);
  }

  /** A comma-separated list of words (empty entries dropped). */
  list(name: string): string[] | undefined {
    const raw = this.query.get(name);
    if (raw === null) return undefined;
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
  }

  /** A comma-separated list of int64 ids; any non-numeric entry is a 1018. */
  ids(name: string): bigint[] | undefined {
    const items = this.list(name);
    if (!items) return undefined;
    return items.map((item) => {
      const id = parseId(item);
      if (id === undefined) throw this.errors.badParam(name, this.query.get(name) ?? '');
      return id;
    });
  }

  /** A comma-separated list of positive integers. */
  ints(name: string): number[] | undefined {
    const items = this.list(name);
    if (!items) return undefined;
    return items.map((item) => {
      if (!/^\d+$/.test(item) || Number(item) < 1) throw this.errors.badParam(name, this.query.get(name) ?? '');
      return Number(item);
    });
  }

  /** The set of values of a flag list such as `include` or `exclude`. */
  flags(name: string): Set<string> {
    return new Set(this.list(name) ?? []);
  }
}
