// Delivers the digital-asset webhooks (Document 3): a skinny payload per asset event to every active
// subscription on the asset's library; anything but 2xx is retried up to 15 times with growing
// waits, and a subscription that keeps failing is made inactive.
import type { DaWebhook } from '../model.js';

/** The webhook event types of the digital-asset API. */
export const WEBHOOK_EVENT_TYPES = ['asset.create', 'asset.update', 'asset.delete'] as const;
export type AssetEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface RetrySchedule {
  /** First wait; each retry doubles it. */
  firstDelayMs: number;
  /** Longest wait between two retries. */
  maxDelayMs: number;
}

const RETRIES = 15;
const TIMEOUT_MS = 5000;

/** `YYYY-MM-DD HH:MM:SS.000000`, as the document shows `event_time`. */
export function eventTime(ms: number): string {
  return `${new Date(ms).toISOString().replace('T', ' ').replace('Z', '').slice(0, 23)}000`;
}

export class AssetWebhookDelivery {
  schedule: RetrySchedule = { firstDelayMs: 1000, maxDelayMs: 3_600_000 };
  /** Off (control endpoint `deliverWebhooks: false`): events are dropped, as deliveries lost on the way would be. */
  enabled = true;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly subscriptions: () => DaWebhook[],
    private readonly now: () => number,
  ) {}

  /** An asset event in a library: one callback per active subscription to that event type there. */
  assetEvent(type: AssetEventType, assetId: string, libraryId: string, organizationId: string): void {
    if (!this.enabled) return;
    const time = eventTime(this.now());
    for (const hook of this.subscriptions()) {
      if (!hook.active || hook.attributes.event_type !== type || hook.attributes.resource_key !== libraryId) continue;
      const body = JSON.stringify({
        data: {
          webhook_id: hook.id,
          attributes: {
            key: assetId,
            event_time: time,
            event_type: type,
            library_key: libraryId,
            organization_key: organizationId,
          },
        },
      });
      void this.attempt(hook, body, 0);
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(hook: DaWebhook, body: string, retry: number): Promise<void> {
    if (!hook.active) return;
    let ok = false;
    try {
      const response = await fetch(hook.attributes.callback_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'manual',
      });
      await response.arrayBuffer();
      ok = response.status >= 200 && response.status < 300;
    } catch {
      ok = false;
    }
    if (ok) return;
    if (retry >= RETRIES) {
      hook.active = false;
      return;
    }
    const wait = Math.min(this.schedule.firstDelayMs * 2 ** retry, this.schedule.maxDelayMs);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(hook, body, retry + 1);
    }, wait);
    timer.unref();
    this.timers.add(timer);
  }
}
