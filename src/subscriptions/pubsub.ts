// Publish/subscribe for GraphQL subscriptions. One process uses the in-memory broker; several
// instances use a shared broker behind the same interface.

export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  /** An async iterator of the payloads published on `topic` from now on; `return()` unsubscribes. */
  subscribe(topic: string): AsyncIterableIterator<unknown>;
  /** Subscribers listening right now (a metric, and what tests wait for). */
  listenerCount(topic: string): number;
  close(): Promise<void>;
}

/** Most payloads queued for one slow subscriber before the oldest are dropped. */
const MAX_QUEUED = 1000;

type Listener = (payload: unknown) => void;

/** Delivers in process, to every current subscriber of a topic, in publish order. */
export class InMemoryPubSub implements PubSub {
  private readonly listeners = new Map<string, Set<Listener>>();

  publish(topic: string, payload: unknown): Promise<void> {
    for (const listener of this.listeners.get(topic) ?? []) listener(payload);
    return Promise.resolve();
  }

  listenerCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    const queue: unknown[] = [];
    let wake: ((result: IteratorResult<unknown>) => void) | null = null;
    let done = false;
    const listener: Listener = (payload) => {
      if (wake) {
        const resolve = wake;
        wake = null;
        resolve({ value: payload, done: false });
      } else {
        queue.push(payload);
        if (queue.length > MAX_QUEUED) queue.shift();
      }
    };
    const set = this.listeners.get(topic) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(topic, set);
    const stop = (): void => {
      done = true;
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(topic);
      if (wake) {
        wake({ value: undefined, done: true });
        wake = null;
      }
    };
    return {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift(), done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (wake = resolve));
      },
      return: () => {
        stop();
        return Promise.resolve({ value: undefined, done: true });
      },
      throw: (error?: unknown) => {
        stop();
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the iterator protocol rejects with what the caller threw in
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}

/** Topic names, in one place. */
export const TOPICS = {
  sheet: (sheetId: string) => `sheet:${sheetId}`,
  library: (libraryId: string) => `library:${libraryId}`,
  seatTypes: 'plan:seat-types',
} as const;
