// The work-management webhook receiver: answers the verification challenge, checks every callback's
// HMAC-SHA256 signature with the webhook's shared secret (refused and published nowhere when bad),
// drops duplicates and publishes changes in timestamp order.
import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '../observability/logger.js';
import { TOPICS } from '../subscriptions/pubsub.js';
import type { DeliveryGate } from './delivery-gate.js';

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
  /** The shared secret of a webhook, or null when it is not one of ours. */
  secretFor(webhookId: string): Promise<string | null>;
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
      callback = raw.length ? (JSON.parse(raw.toString('utf8')) as WmCallback) : {};
    } catch {
      res.status(400).json({ message: 'the body is not JSON' });
      return;
    }
    const challenge = req.header(WM_WEBHOOK_HEADERS.challenge) ?? callback.challenge;
    if (challenge) {
      // Verification (on enable, and every 100 callbacks): echo the challenge both ways the service accepts.
      res.setHeader(WM_WEBHOOK_HEADERS.response, challenge);
      res.status(200).json({ smartsheetHookResponse: challenge });
      return;
    }
    const webhookId = callback.webhookId !== undefined ? String(callback.webhookId) : '';
    const secret = webhookId ? await options.secretFor(webhookId) : null;
    if (!secret || !signatureMatches(secret, raw, req.header(WM_WEBHOOK_HEADERS.signature))) {
      options.logger.warn({ webhookId: webhookId || undefined }, 'work-management callback refused: bad or missing signature');
      res.status(401).json({ message: 'signature check failed' });
      return;
    }
    res.status(200).json({ ok: true });
    if (callback.newWebhookStatus) {
      options.logger.info({ webhookId, status: callback.newWebhookStatus }, 'work-management webhook status changed');
      return;
    }
    const timestamp = callback.timestamp ?? new Date().toISOString();
    const at = Date.parse(timestamp) || Date.now();
    const key = `wm:${webhookId}:${callback.nonce ?? timestamp}`;
    const events = callback.events ?? [];
    const seatEvents = events.filter((e) => e.seatType !== undefined || SEAT_TYPE_EVENT.test(e.eventType ?? ''));
    const offer = (item: Parameters<typeof options.gate.offer>[0]): void => {
      options.gate.offer(item).catch((error: unknown) => options.logger.error({ err: error }, 'work-management callback could not be published'));
    };
    seatEvents.forEach((event, i) =>
      offer({
        key: `${key}:seat:${i}`,
        topic: TOPICS.seatTypes,
        at: Date.parse(event.timestamp ?? timestamp) || at,
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
    if (callback.scope === 'sheet' && sheetEvents.length > 0 && callback.scopeObjectId !== undefined) {
      const sheetId = String(callback.scopeObjectId);
      offer({ key, topic: TOPICS.sheet(sheetId), at, payload: { sheetId, webhookId, timestamp, events: sheetEvents } });
    }
  });
  return router;
}
