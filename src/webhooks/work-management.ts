// The work-management webhook receiver: checks the webhook id's shape before anything else, answers
// the verification challenge, checks every callback's HMAC-SHA256 signature with the webhook's shared
// secret and its scope against the webhook's (refused and published nowhere when either is wrong),
// drops duplicates and publishes changes in timestamp order.
import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { parseUpstreamJson } from '../datasources/upstream-json.js';
import type { Logger } from '../observability/logger.js';
import { TOPICS } from '../subscriptions/pubsub.js';
import { int64Id } from './callback-ids.js';
import type { DeliveryGate } from './delivery-gate.js';
import type { Lookup } from './lookup-cache.js';
import type { WorkManagementWebhookRecord } from './registry.js';

/** Header names of the service's webhook protocol (backends.md 1.7). */
export const WM_WEBHOOK_HEADERS = {
  challenge: 'smartsheet-hook-challenge',
  response: 'Smartsheet-Hook-Response',
  signature: 'smartsheet-hmac-sha256',
} as const;

/** One event of a callback, as the service sends it. */
export interface WmCallbackEvent {
  objectType?: string;
  eventType?: string;
  id?: string | number;
  rowId?: string | number;
  columnId?: string | number;
  userId?: string | number;
  timestamp?: string;
  changeAgent?: string;
  /** Plan-level seat type updates. */
  planId?: string | number;
  seatType?: string;
  provisionalExpirationDate?: string;
}

interface WmCallback {
  nonce?: string;
  timestamp?: string;
  webhookId?: string | number;
  scope?: string;
  scopeObjectId?: string | number;
  events?: WmCallbackEvent[];
  newWebhookStatus?: string;
  challenge?: string;
}

/** What `sheetChanged` subscribers receive. */
export interface SheetChangePayload {
  sheetId: string;
  webhookId: string;
  timestamp: string;
  events: WmCallbackEvent[];
}

/** What `userSeatTypeChanged` subscribers receive. */
export interface SeatTypeChangePayload {
  userId: string;
  planId: string;
  seatType: string;
  provisionalExpirationDate: string | null;
  timestamp: string;
}

export interface WorkManagementReceiverOptions {
  /** The webhook a callback names: its shared secret and scope, unknown, or unavailable right now. */
  webhookFor(webhookId: string): Promise<Lookup<WorkManagementWebhookRecord>>;
  gate: DeliveryGate<SheetChangePayload | SeatTypeChangePayload>;
  logger: Logger;
}

function signatureMatches(secret: string, raw: Buffer, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const actual = Buffer.from(given.trim().toLowerCase());
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const SEAT_TYPE_EVENT = /seat/i;

export function workManagementWebhookRouter(options: WorkManagementReceiverOptions): Router {
  const router = express.Router();
  router.post('/', express.raw({ type: () => true, limit: '1mb' }), async (req: Request, res: Response) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let callback: WmCallback;
    try {
      // Exact integers: webhook and sheet ids go beyond 2^53.
      callback = (raw.length ? parseUpstreamJson(raw.toString('utf8')) : {}) as WmCallback;
    } catch {
      res.status(400).json({ message: 'the body is not JSON' });
      return;
    }
    if (typeof callback !== 'object' || callback === null || Array.isArray(callback)) {
      res.status(400).json({ message: 'the body is not a JSON object' });
      return;
    }
    // Before anything else: the id must be a webhook id, so nothing else it holds reaches a lookup.
    const webhookId = int64Id(callback.webhookId);
    if (callback.webhookId !== undefined && webhookId === null) {
      options.logger.warn('work-management callback refused: the webhookId is not a webhook id');
      res.status(400).json({ message: 'webhookId must be a positive 64-bit integer' });
      return;
    }
    const challenge = req.header(WM_WEBHOOK_HEADERS.challenge) ?? callback.challenge;
    if (challenge) {
      // Verification (on enable, and every 100 callbacks): echo the challenge both ways the service accepts.
      res.setHeader(WM_WEBHOOK_HEADERS.response, challenge);
      res.status(200).json({ smartsheetHookResponse: challenge });
      return;
    }
    if (webhookId === null) {
      res.status(400).json({ message: 'webhookId is required' });
      return;
    }
    const webhook = await options.webhookFor(webhookId);
    if (webhook.status === 'unavailable') {
      // The service retries a callback that failed, so a legitimate one is not lost: a webhook made
      // outside the graph is known once the list of webhooks is read again (WEBHOOK_LIST_REFRESH_SECONDS).
      options.logger.warn(
        { webhookId },
        'work-management callback deferred: its webhook is not known yet, or the list of webhooks cannot be read now',
      );
      res.status(503).json({ message: 'the webhook cannot be checked right now; retry later' });
      return;
    }
    if (
      webhook.status === 'unknown' ||
      !signatureMatches(webhook.value.secret, raw, req.header(WM_WEBHOOK_HEADERS.signature))
    ) {
      options.logger.warn({ webhookId }, 'work-management callback refused: bad or missing signature');
      res.status(401).json({ message: 'signature check failed' });
      return;
    }
    if (callback.newWebhookStatus) {
      res.status(200).json({ ok: true });
      options.logger.info(
        { webhookId, status: String(callback.newWebhookStatus) },
        'work-management webhook status changed',
      );
      return;
    }
    const { scope, scopeObjectId } = webhook.value;
    if (
      (scope !== null && callback.scope !== scope) ||
      (scopeObjectId !== null && String(callback.scopeObjectId) !== scopeObjectId)
    ) {
      // Signed with the secret of a webhook on another scope: published nowhere.
      options.logger.warn(
        { webhookId, scope: String(callback.scope) },
        "work-management callback refused: its scope is not the webhook's",
      );
      res.status(400).json({ message: "the callback's scope is not its webhook's" });
      return;
    }
    res.status(200).json({ ok: true });
    const timestamp =
      typeof callback.timestamp === 'string' && !Number.isNaN(Date.parse(callback.timestamp))
        ? callback.timestamp
        : new Date().toISOString();
    const at = Date.parse(timestamp) || Date.now();
    const key = `wm:${webhookId}:${callback.nonce ?? timestamp}`;
    const events = Array.isArray(callback.events)
      ? callback.events.filter((e): e is WmCallbackEvent => typeof e === 'object' && e !== null)
      : [];
    const seatEvents = events.filter((e) => e.seatType !== undefined || SEAT_TYPE_EVENT.test(e.eventType ?? ''));
    const offer = (item: Parameters<typeof options.gate.offer>[0]): void => {
      options.gate
        .offer(item)
        .catch((error: unknown) =>
          options.logger.error({ err: error }, 'work-management callback could not be published'),
        );
    };
    seatEvents.forEach((event, i) =>
      offer({
        key: `${key}:seat:${i}`,
        topic: TOPICS.seatTypes,
        atMicros: (Date.parse(event.timestamp ?? timestamp) || at) * 1000,
        payload: {
          userId: String(event.userId ?? event.id ?? ''),
          planId: String(event.planId ?? callback.scopeObjectId ?? ''),
          seatType: String(event.seatType ?? ''),
          provisionalExpirationDate: event.provisionalExpirationDate ?? null,
          timestamp: event.timestamp ?? timestamp,
        },
      }),
    );
    const sheetEvents = events.filter((e) => !seatEvents.includes(e));
    const sheetId = int64Id(callback.scopeObjectId);
    if (callback.scope === 'sheet' && sheetEvents.length > 0 && sheetId !== null) {
      offer({
        key,
        topic: TOPICS.sheet(sheetId),
        atMicros: at * 1000,
        payload: { sheetId, webhookId, timestamp, events: sheetEvents },
      });
    }
  });
  return router;
}
