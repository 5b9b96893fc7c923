// Delivers webhook callbacks the way the service does (backends.md 1.7): for changes made through
// the API, to every enabled webhook whose scope covers them, signed with HMAC-SHA256 of the body and
// the webhook's shared secret; failures are retried (7 exponential waits, then every 3 hours, 14 in
// all) and then the webhook is disabled; every 100 callbacks the callback URL is verified again.
import { createHmac, randomBytes } from 'node:crypto';
import { toJson } from '../../kit/http-emulator.js';
import type { StoredWebhook, WebhooksStore } from '../store/webhooks.js';

/** One event of a callback. */
export interface CallbackEvent {
  objectType: 'sheet' | 'row' | 'column' | 'cell' | 'attachment' | 'discussion' | 'comment' | 'user';
  eventType: string;
  id?: bigint | string;
  rowId?: bigint | string;
  columnId?: bigint | string;
  userId?: bigint | string;
  planId?: bigint | string;
  seatType?: string;
  provisionalExpirationDate?: string;
  changeAgent?: string;
}

export interface RetrySchedule {
  /** First wait; each of the first seven retries doubles it. */
  firstDelayMs: number;
  /** Wait of the later retries (every 3 hours in the service). */
  laterDelayMs: number;
}

const RETRIES = 14;
const EXPONENTIAL_RETRIES = 7;
const REVERIFY_EVERY = 100;
const TIMEOUT_MS = 5000;

export class WebhookDelivery {
  schedule: RetrySchedule = { firstDelayMs: 1000, laterDelayMs: 3 * 3600 * 1000 };
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly sent = new Map<bigint, number>();

  constructor(private readonly store: WebhooksStore) {}

  /** Changes to a sheet made through the API: one callback per enabled sheet webhook on it. */
  sheetChanged(sheetId: bigint, events: CallbackEvent[]): void {
    if (events.length === 0) return;
    for (const webhook of this.store.webhooks) {
      if (webhook.status !== 'ENABLED' || webhook.scope !== 'sheet' || webhook.scopeObjectId !== sheetId) continue;
      const columns = webhook.subscope?.columnIds;
      const wanted = columns?.length
        ? events.filter((e) => e.columnId === undefined || columns.some((c) => String(c) === String(e.columnId)))
        : events;
      if (wanted.length > 0) this.send(webhook, wanted);
    }
  }

  /** A user's seat type changed on a plan: one callback per enabled plan webhook subscribed to it. */
  seatTypeChanged(planId: bigint, event: CallbackEvent): void {
    for (const webhook of this.store.webhooks) {
      if (webhook.status !== 'ENABLED' || webhook.scope !== 'plan' || webhook.scopeObjectId !== planId) continue;
      if (!webhook.events.some((e) => e === '*.*' || e === 'user.seatType.updated')) continue;
      this.send(webhook, [event]);
    }
  }

  /** Resolves when no delivery is in flight or waiting for a retry (for an orderly stop). */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private send(webhook: StoredWebhook, events: CallbackEvent[]): void {
    const timestamp = new Date().toISOString();
    const body = toJson({
      nonce: randomBytes(12).toString('hex'),
      timestamp,
      webhookId: webhook.id,
      scope: webhook.scope,
      scopeObjectId: webhook.scopeObjectId,
      events: events.map((e) => ({ ...e, timestamp })),
    });
    this.track(this.attempt(webhook, body, 0));
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async attempt(webhook: StoredWebhook, body: string, retry: number): Promise<void> {
    if (webhook.status !== 'ENABLED') return;
    const count = (this.sent.get(webhook.id) ?? 0) + 1;
    this.sent.set(webhook.id, count);
    if (count % REVERIFY_EVERY === 0) {
      const verified = await this.store.verify(webhook);
      if (!verified.ok) {
        this.disable(webhook, 'DISABLED_VERIFICATION_FAILED', verified.detail ?? 'Re-verification failed.');
        return;
      }
    }
    const now = new Date().toISOString();
    webhook.stats.lastCallbackAttempt = now;
    webhook.stats.lastCallbackAttemptRetryCount = retry;
    let status = 0;
    try {
      const response = await fetch(webhook.callbackUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'smartsheet-hmac-sha256': createHmac('sha256', webhook.sharedSecret).update(body).digest('hex'),
          ...(webhook.customHeaders ?? {}),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'manual',
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    if (status === 200) {
      webhook.stats.lastSuccessfulCallback = now;
      return;
    }
    if (status === 410 || retry >= RETRIES) {
      this.disable(
        webhook,
        'DISABLED_CALLBACK_FAILED',
        status === 410
          ? 'The callback answered HTTP 410.'
          : `No success after ${RETRIES} retries (last: HTTP ${status || 'no answer'}).`,
      );
      return;
    }
    const wait = retry < EXPONENTIAL_RETRIES ? this.schedule.firstDelayMs * 2 ** retry : this.schedule.laterDelayMs;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.track(this.attempt(webhook, body, retry + 1));
    }, wait);
    timer.unref();
    this.timers.add(timer);
  }

  private disable(webhook: StoredWebhook, status: StoredWebhook['status'], detail: string): void {
    webhook.enabled = false;
    webhook.status = status;
    webhook.disabledDetails = detail;
    webhook.modifiedAt = new Date().toISOString();
  }
}
