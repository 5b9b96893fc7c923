// The digital-asset webhook receiver: acknowledges at once with 2xx (the service retries anything
// else), then trusts nothing in the skinny payload: the subscription must be one we know, and every
// field must agree with it (library, event type, organization) and have its documented shape. A
// delivery that does not is published nowhere and logged; one that does goes to its subscription's
// library only, once, in event_time order.
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '../observability/logger.js';
import { TOPICS } from '../subscriptions/pubsub.js';
import { opaqueKey } from './callback-ids.js';
import type { DeliveryGate } from './delivery-gate.js';
import type { Lookup } from './lookup-cache.js';
import type { AssetSubscription } from './registry.js';

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
    webhook_id?: unknown;
    attributes?: {
      key?: unknown;
      event_time?: unknown;
      event_type?: unknown;
      library_key?: unknown;
      organization_key?: unknown;
    };
  };
}

export interface DigitalAssetReceiverOptions {
  /** The subscription a delivery names (the API signs nothing): known, unknown, or unavailable now. */
  subscriptionFor(webhookId: string): Promise<Lookup<AssetSubscription>>;
  /** The organization of a subscription's library, or null when it cannot be known now. */
  organizationOf(subscription: AssetSubscription): Promise<string | null>;
  gate: DeliveryGate<AssetChangePayload>;
  logger: Logger;
  /** Told of every accepted delivery (the join index reads the asset again, docs/joins.md). */
  onAssetChange?: (payload: AssetChangePayload) => Promise<void>;
}

/** The documented `event_time`, `YYYY-MM-DD HH:MM:SS.ffffff` (UTC), as ISO 8601 with milliseconds; null otherwise. */
export function parseEventTime(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})\.(\d{6})$/.exec(text);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}.${(match[7] as string).slice(0, 3)}Z`;
  const date = new Date(iso);
  // A calendar date that does not exist (2026-02-30) comes back as another day.
  return !Number.isNaN(date.getTime()) && date.toISOString() === iso ? iso : null;
}

/** A well-formed `event_time` as microseconds since the epoch, all six fractional digits kept. */
function eventTimeMicros(text: string, iso: string): number {
  return Date.parse(iso) * 1000 + Number(text.slice(-3));
}

/** Why a delivery does not agree with its subscription, or null when it does. */
function disagreement(
  attributes: NonNullable<NonNullable<DaCallback['data']>['attributes']>,
  subscription: AssetSubscription,
  organization: string | null,
): string | null {
  if (attributes.library_key !== subscription.libraryKey) return 'library_key is not the library of its subscription';
  if (attributes.event_type !== subscription.eventType)
    return 'event_type is not the one its subscription was registered for';
  if (opaqueKey(attributes.key) === null) return 'key is not an asset id';
  if (parseEventTime(attributes.event_time) === null) return 'event_time is not YYYY-MM-DD HH:MM:SS.ffffff';
  if (opaqueKey(attributes.organization_key) === null) return 'organization_key is not an organization id';
  if (organization !== null && attributes.organization_key !== organization)
    return 'organization_key is not the organization of the library';
  return null;
}

export function digitalAssetWebhookRouter(options: DigitalAssetReceiverOptions): Router {
  const router = express.Router();
  router.post('/', express.json({ type: () => true, limit: '256kb' }), (req: Request, res: Response) => {
    res.status(200).json({ ok: true });
    void (async () => {
      const callback = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as DaCallback;
      const webhookId = opaqueKey(callback.data?.webhook_id);
      const attributes = callback.data?.attributes;
      if (webhookId === null || typeof attributes !== 'object' || attributes === null) {
        options.logger.warn(
          'digital-asset callback ignored: not a delivery (webhook_id or attributes missing or malformed)',
        );
        return;
      }
      const subscription = await options.subscriptionFor(webhookId);
      if (subscription.status !== 'known') {
        options.logger.warn(
          { webhookId },
          `digital-asset callback ignored: ${subscription.status === 'unknown' ? 'unknown subscription' : 'the subscription could not be read'}`,
        );
        return;
      }
      const organization =
        attributes.library_key === subscription.value.libraryKey
          ? await options.organizationOf(subscription.value)
          : null;
      const problem = disagreement(attributes, subscription.value, organization);
      if (problem) {
        options.logger.warn({ webhookId }, `digital-asset callback ignored: ${problem}`);
        return;
      }
      const eventTime = parseEventTime(attributes.event_time) as string;
      const payload: AssetChangePayload = {
        libraryId: subscription.value.libraryKey,
        assetId: attributes.key as string,
        eventType: subscription.value.eventType,
        eventTime,
        webhookId,
        organizationId: attributes.organization_key as string,
      };
      await options.onAssetChange?.(payload);
      await options.gate.offer({
        key: `da:${webhookId}:${payload.assetId}:${payload.eventType}:${attributes.event_time as string}`,
        topic: TOPICS.library(subscription.value.libraryKey),
        atMicros: eventTimeMicros(attributes.event_time as string, eventTime),
        payload,
      });
    })().catch((error: unknown) => options.logger.error({ err: error }, 'digital-asset callback failed'));
  });
  return router;
}
