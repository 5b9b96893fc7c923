// Publish/subscribe through Redis channels: each instance subscribes to the channels its own
// subscribers listen on and fans messages out to them. What this instance publishes reaches its own
// subscribers whatever Redis does: through Redis when their channel is confirmed, here otherwise
// (Redis away, or the subscription not confirmed yet), each message once.
import { randomUUID } from 'node:crypto';
import { InMemoryPubSub, type PubSub } from '../subscriptions/pubsub.js';
import type { RedisClient } from './redis-health.js';
import { PREFIX } from './redis-stores.js';
import { UNGUARDED, withFallback, type SharedStateGate } from './unavailable.js';

/** A message on a channel: its id (`<instance>:<sequence>`) and payload. */
interface Envelope {
  id: string;
  payload: unknown;
}

/** Ids of messages delivered here first, whose echo through Redis is skipped; at most this many are kept. */
const MAX_DELIVERED_HERE = 10_000;
/** A subscription Redis did not confirm (it was slow) is asked for again after this long. */
const RESUBSCRIBE_AFTER_MS = 1000;

export class RedisPubSub implements PubSub {
  private readonly local = new InMemoryPubSub();
  private readonly instance = randomUUID();
  private sequence = 0;
  /** Topics with subscribers here: the channels this instance wants. */
  private readonly wanted = new Set<string>();
  /** Topics whose Redis subscription is confirmed on the current connection. */
  private readonly confirmed = new Set<string>();
  private readonly deliveredHere = new Set<string>();

  constructor(
    private readonly publisher: RedisClient,
    private readonly subscriber: RedisClient,
    private readonly gate: SharedStateGate = UNGUARDED,
  ) {
    subscriber.on('message', (channel: string, message: string) => this.received(channel, message));
    // A new connection has no subscriptions: ask again for every channel wanted.
    subscriber.on('ready', () => {
      for (const topic of this.wanted) this.listen(topic);
    });
    subscriber.on('close', () => this.confirmed.clear());
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    const id = `${this.instance}:${this.sequence++}`;
    // Not confirmed here: Redis would not bring it back, so the subscribers here get it from here.
    const here = !this.confirmed.has(topic) && this.local.listenerCount(topic) > 0;
    if (here) await this.deliverHere(id, topic, payload);
    const message = JSON.stringify({ id, payload } satisfies Envelope);
    const sent = await withFallback(
      this.gate,
      'pubsub',
      async () => (await this.publisher.publish(`${PREFIX}${topic}`, message), true),
      () => false,
    );
    // Redis away (or too slow): delivered here; an echo that comes late is skipped.
    if (!sent && !here) await this.deliverHere(id, topic, payload);
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    if (!this.wanted.has(topic)) {
      this.wanted.add(topic);
      this.listen(topic);
    }
    const iterator = this.local.subscribe(topic);
    const stop = iterator.return?.bind(iterator);
    iterator.return = async (value?: unknown) => {
      const result = (await stop?.(value)) ?? { value: undefined, done: true as const };
      if (this.local.listenerCount(topic) === 0 && this.wanted.delete(topic)) {
        this.confirmed.delete(topic);
        await this.subscriber.unsubscribe(`${PREFIX}${topic}`).catch(() => undefined);
      }
      return result;
    };
    return iterator;
  }

  /** Subscribers listening here (a publish from any instance reaches them once their channel is confirmed). */
  listenerCount(topic: string): number {
    return this.local.listenerCount(topic);
  }

  /** Whether Redis confirmed this instance's subscription to `topic` (deliveries from other instances reach it). */
  confirmedChannel(topic: string): boolean {
    return this.confirmed.has(topic);
  }

  async close(): Promise<void> {
    this.wanted.clear();
    this.confirmed.clear();
    await this.local.close();
  }

  /** Asks Redis for the topic's channel; without a connection the next 'ready' asks again, after a failure a timer does. */
  private listen(topic: string): void {
    if (this.subscriber.status !== 'ready') return;
    this.subscriber.subscribe(`${PREFIX}${topic}`).then(
      () => {
        if (this.wanted.has(topic)) this.confirmed.add(topic);
      },
      () => {
        setTimeout(
          () => this.wanted.has(topic) && !this.confirmed.has(topic) && this.listen(topic),
          RESUBSCRIBE_AFTER_MS,
        ).unref();
      },
    );
  }

  private received(channel: string, message: string): void {
    const topic = channel.slice(PREFIX.length);
    if (!this.wanted.has(topic)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.id !== 'string') return;
    if (this.deliveredHere.delete(envelope.id)) return;
    void this.local.publish(topic, envelope.payload);
  }

  /** Delivers to the subscribers here, remembering the id so that the echo through Redis is skipped. */
  private async deliverHere(id: string, topic: string, payload: unknown): Promise<void> {
    this.deliveredHere.add(id);
    if (this.deliveredHere.size > MAX_DELIVERED_HERE)
      this.deliveredHere.delete(this.deliveredHere.values().next().value as string);
    await this.local.publish(topic, payload);
  }
}
