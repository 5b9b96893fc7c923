// The digital-asset webhook receiver: acknowledges at once with 2xx (the service retries anything
// slower), then takes the skinny payload: only subscriptions we know are accepted, duplicates are
// dropped, and deliveries are published in event_time order.
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '../observability/logger.js';
import { TOPICS } from '../subscriptions/pubsub.js';
import type { DeliveryGate } from './delivery-gate.js';

/** What `assetChanged` subscribers receive. */
export interface AssetChangePayload {
  libraryId: string;
  assetId: string;
  eventType: string;
  eventTime: string;
  webhookId: string;
  organizationId: string | null;
}

interface DaCallback {
  data?: {
    webhook_id?: string;
    attributes?: { key?: string; event_time?: string; event_type?: string; library_key?: string; organization_key?: string };
  };
}

export interface DigitalAssetReceiverOptions {
  /** Whether a subscription id is one the gateway registered (the API signs nothing). */
  isKnownWebhook(webhookId: string): Promise<boolean>;
  gate: DeliveryGate<AssetChangePayload>;
  logger: Logger;
  /** Told of every accepted delivery (the join index reads the asset again, docs/joins.md). */
  onAssetChange?: (payload: AssetChangePayload) => Promise<void>;
}

/** `YYYY-MM-DD HH:MM:SS.ffffff` (UTC) -> ISO 8601, keeping milliseconds. */
export function parseEventTime(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?Z?$/.exec(text.trim());
  if (!match) return null;
  const millis = (match[3] ?? '0').padEnd(3, '0').slice(0, 3);
  const date = new Date(`${match[1]}T${match[2]}.${millis}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const EVENT_TYPES = new Set(['asset.create', 'asset.update', 'asset.delete']);

export function digitalAssetWebhookRouter(options: DigitalAssetReceiverOptions): Router {
  const router = express.Router();
  router.post('/', express.json({ type: () => true, limit: '256kb' }), (req: Request, res: Response) => {
    res.status(200).json({ ok: true });
    void (async () => {
      const callback = (req.body ?? {}) as DaCallback;
      const webhookId = callback.data?.webhook_id;
      const attributes = callback.data?.attributes;
      const eventTime = attributes?.event_time ? parseEventTime(attributes.event_time) : null;
      if (!webhookId || !attributes?.key || !attributes.library_key || !eventTime || !EVENT_TYPES.has(attributes.event_type ?? '')) {
        options.logger.warn({ webhookId }, 'digital-asset callback ignored: not a valid payload');
        return;
      }
      if (!(await options.isKnownWebhook(webhookId))) {
        options.logger.warn({ webhookId }, 'digital-asset callback ignored: unknown subscription');
        return;
      }
      const payload: AssetChangePayload = {
        libraryId: attributes.library_key,
        assetId: attributes.key,
        eventType: attributes.event_type as string,
        eventTime,
        webhookId,
        organizationId: attributes.organization_key ?? null,
      };
      await options.onAssetChange?.(payload);
      await options.gate.offer({
        key: `da:${webhookId}:${payload.assetId}:${payload.eventType}:${attributes.event_time}`,
        topic: TOPICS.library(payload.libraryId),
        at: Date.parse(eventTime),
        payload,
      });
    })().catch((error: unknown) => options.logger.error({ err: error }, 'digital-asset callback failed'));
  });
  return router;
}
