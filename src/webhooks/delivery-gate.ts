// What stands between a webhook receiver and the subscribers: duplicates are dropped (retried and
// repeated deliveries are published once), and what arrives within a short window is published in
// timestamp order, since deliveries may arrive out of order.

export interface GateItem<T> {
  /** Identity of the delivery: the same key twice is one delivery. */
  key: string;
  /** Where it goes; ordering is per topic. */
  topic: string;
  /**
   * Its timestamp in microseconds since the epoch, to order by: digital-asset deliveries carry six
   * fractional digits, and two of them may fall within one millisecond.
   */
  atMicros: number;
  payload: T;
}

/** Remembers which deliveries were seen; shared by every instance when it lives in Redis. */
export interface DedupeStore {
  /** True the first time a key is offered, false ever after. */
  firstTime(key: string): Promise<boolean>;
}

/** How many delivery keys the in-memory store remembers. */
const REMEMBERED = 50_000;

export class InMemoryDedupeStore implements DedupeStore {
  private readonly seen = new Set<string>();

  firstTime(key: string): Promise<boolean> {
    if (this.seen.has(key)) return Promise.resolve(false);
    this.seen.add(key);
    if (this.seen.size > REMEMBERED) this.seen.delete(this.seen.values().next().value as string);
    return Promise.resolve(true);
  }
}

export class DeliveryGate<T> {
  private readonly buffers = new Map<string, { items: Array<GateItem<T>>; timer: NodeJS.Timeout }>();

  constructor(
    private readonly windowMs: number,
    private readonly publish: (topic: string, payload: T) => void | Promise<void>,
    private readonly dedupe: DedupeStore = new InMemoryDedupeStore(),
  ) {}

  /** Takes one delivery; resolves false for a duplicate (dropped). */
  async offer(item: GateItem<T>): Promise<boolean> {
    if (!(await this.dedupe.firstTime(item.key))) return false;
    if (this.windowMs <= 0) {
      void this.publish(item.topic, item.payload);
      return true;
    }
    const buffer = this.buffers.get(item.topic);
    if (buffer) {
      buffer.items.push(item);
    } else {
      const timer = setTimeout(() => this.flush(item.topic), this.windowMs);
      timer.unref();
      this.buffers.set(item.topic, { items: [item], timer });
    }
    return true;
  }

  /** Publishes a topic's buffered deliveries, oldest first. */
  private flush(topic: string): void {
    const buffer = this.buffers.get(topic);
    if (!buffer) return;
    this.buffers.delete(topic);
    buffer.items.sort((a, b) => a.atMicros - b.atMicros);
    for (const item of buffer.items) void this.publish(topic, item.payload);
  }

  /** Publishes everything still buffered (on shutdown). */
  drain(): void {
    for (const [topic, buffer] of [...this.buffers]) {
      clearTimeout(buffer.timer);
      this.flush(topic);
    }
  }
}
