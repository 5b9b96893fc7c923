// Remembers what the backend said about an id a callback named: known ones for a while, and unknown
// ones for a while too, so that a forged id costs at most one call; concurrent lookups of one id
// share one call. Both memories are bounded (least recently used out) and expire.
import { LRUCache } from 'lru-cache';

/** What a lookup found: the value, the backend does not know the id, or it could not tell now. */
export type Lookup<T> = { status: 'known'; value: T } | { status: 'unknown' } | { status: 'unavailable' };

export interface LookupCacheOptions {
  /** Most ids kept in each memory. */
  max: number;
  /** How long a known value is trusted before it is read again. */
  knownTtlMs: number;
  /** How long an unknown id is answered without asking the backend. */
  unknownTtlMs: number;
}

export class LookupCache<T extends object> {
  private readonly known: LRUCache<string, T>;
  private readonly unknown: LRUCache<string, true>;
  private readonly pending = new Map<string, Promise<Lookup<T>>>();

  constructor(options: LookupCacheOptions) {
    this.known = new LRUCache<string, T>({ max: options.max, ttl: options.knownTtlMs });
    this.unknown = new LRUCache<string, true>({ max: options.max, ttl: options.unknownTtlMs });
  }

  /** Records a value learned another way (the graph created the object). */
  remember(key: string, value: T): void {
    this.known.set(key, value);
    this.unknown.delete(key);
  }

  /**
   * Answers from memory, or asks `fetch` once: it resolves the value, or null when the backend does
   * not know the id (remembered as unknown); when it throws, nothing is remembered.
   */
  lookup(key: string, fetch: () => Promise<T | null>): Promise<Lookup<T>> {
    const value = this.known.get(key);
    if (value !== undefined) return Promise.resolve({ status: 'known', value });
    if (this.unknown.has(key)) return Promise.resolve({ status: 'unknown' });
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.ask(key, fetch);
      this.pending.set(key, pending);
      void pending.finally(() => this.pending.delete(key));
    }
    return pending;
  }

  private async ask(key: string, fetch: () => Promise<T | null>): Promise<Lookup<T>> {
    try {
      const found = await fetch();
      if (found === null) {
        this.unknown.set(key, true);
        return { status: 'unknown' };
      }
      this.known.set(key, found);
      return { status: 'known', value: found };
    } catch {
      return { status: 'unavailable' };
    }
  }
}
