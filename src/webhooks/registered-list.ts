// The webhooks registered with a backend, known from one list read rather than one read per id: a
// callback naming an id the gateway does not know has the whole list read again at most once per
// interval, however many distinct ids are named, so forged ids cost at most one call per interval.
// Webhooks made through the graph are known at once. An id absent from a list read after it first
// came is unknown; one that came since the last read waits for the next (or is answered unavailable).
import { LRUCache } from 'lru-cache';
import type { Lookup } from './lookup-cache.js';

export interface RegisteredListOptions<T> {
  /** Reads every registered webhook, by id (one call up to a page of them). */
  readAll(): Promise<Map<string, T>>;
  /** Shortest time between two reads of the list (`WEBHOOK_LIST_REFRESH_SECONDS`). */
  refreshMs: number;
  /** Age past which the list is read again before a known id is trusted (a secret may have been reset elsewhere). */
  maxAgeMs: number;
  /** Ids remembered in each memory (made through the graph, found absent). */
  max: number;
  /** Lookups that may wait for the next read together; more are answered unavailable at once. */
  maxWaiting: number;
  clock?: () => number;
}

/** How long an id found absent is answered unknown without another read. */
const ABSENT_TTL_MS = 300_000;

export class RegisteredList<T extends object> {
  private listed = new Map<string, T>();
  /** Start of the last read (successful or not); reads are at least `refreshMs` apart. */
  private readStartedAt = Number.NEGATIVE_INFINITY;
  /** Start of the last successful read: the age of `listed`. */
  private listedAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<boolean> | null = null;
  /** The read the waiting lookups share, due at the end of the interval. */
  private next: Promise<boolean> | null = null;
  private waiting = 0;
  private readonly made: LRUCache<string, T>;
  private readonly absent: LRUCache<string, true>;
  private readonly now: () => number;

  constructor(private readonly options: RegisteredListOptions<T>) {
    this.made = new LRUCache<string, T>({ max: options.max, ttl: options.maxAgeMs });
    this.absent = new LRUCache<string, true>({ max: options.max, ttl: ABSENT_TTL_MS });
    this.now = options.clock ?? Date.now;
  }

  /** Records a webhook learned another way (the graph made it, or reset its secret). */
  remember(id: string, value: T): void {
    this.made.set(id, value);
    this.absent.delete(id);
  }

  /**
   * What the backend says of `id`: answered from memory, or from a read of the list when one is
   * allowed now. Otherwise, with `wait`, the lookup waits for the next read allowed (at most
   * `maxWaiting` together); without, it is answered unavailable (ask again later).
   */
  async lookup(id: string, wait: boolean): Promise<Lookup<T>> {
    const made = this.made.get(id);
    if (made) return { status: 'known', value: made };
    if (this.now() < this.listedAt + this.options.maxAgeMs) {
      const answer = this.fromMemory(id);
      if (answer) return answer;
    }
    if (this.reading) {
      // Started before the id came: it may have missed a webhook made just before its first callback;
      // but a lookup of the same id that came before the read has its answer.
      await this.reading;
      const answer = this.fromMemory(id);
      if (answer) return answer;
    }
    if (this.readAllowed(this.now())) return this.answerAfter(id, this.read());
    // No read allowed now: a list past its age still answers for the ids it holds.
    const answer = this.fromMemory(id);
    if (answer) return answer;
    if (!wait || this.waiting >= this.options.maxWaiting) return { status: 'unavailable' };
    this.waiting++;
    try {
      return await this.answerAfter(id, this.nextRead());
    } finally {
      this.waiting--;
    }
  }

  /** Known (made here or listed), unknown (found absent), or null: not told yet. */
  private fromMemory(id: string): Lookup<T> | null {
    const known = this.made.get(id) ?? this.listed.get(id);
    if (known) return { status: 'known', value: known };
    return this.absent.has(id) ? { status: 'unknown' } : null;
  }

  private readAllowed(now: number): boolean {
    return !this.reading && now >= this.readStartedAt + this.options.refreshMs;
  }

  /** The answer from a read that started after the id came: absent then means unknown. */
  private async answerAfter(id: string, read: Promise<boolean>): Promise<Lookup<T>> {
    if (!(await read)) return { status: 'unavailable' };
    const known = this.made.get(id) ?? this.listed.get(id);
    if (known) return { status: 'known', value: known };
    this.absent.set(id, true);
    return { status: 'unknown' };
  }

  /** One read of the list; resolves whether it succeeded. */
  private read(): Promise<boolean> {
    if (this.reading) return this.reading;
    const startedAt = this.now();
    this.readStartedAt = startedAt;
    this.reading = this.options.readAll().then(
      (listed) => {
        this.listed = listed;
        this.listedAt = startedAt;
        for (const id of listed.keys()) this.absent.delete(id);
        return true;
      },
      () => false,
    );
    void this.reading.finally(() => (this.reading = null));
    return this.reading;
  }

  /** The read at the end of the current interval, shared by every lookup waiting for it. */
  private nextRead(): Promise<boolean> {
    this.next ??= new Promise<boolean>((resolve) => {
      const dueIn = Math.max(0, this.readStartedAt + this.options.refreshMs - this.now());
      setTimeout(() => {
        this.next = null;
        resolve(this.read());
      }, dueIn).unref();
    });
    return this.next;
  }
}
