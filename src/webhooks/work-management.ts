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

/** A callback refused: its answer, and the warning logged (none for a plain malformed body). */
class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly warning?: { fields: Record<string, string>; text: string },
  ) {}
}

type Gate = WorkManagementReceiverOptions['gate'];
type GateItem = Parameters<Gate['offer']>[0];

export function workManagementWebhookRouter(options: WorkManagementReceiverOptions): Router {
  const router = express.Router();
  router.post('/', express.raw({ type: () => true, limit: '1mb' }), async (req: Request, res: Response) => {
    const outcome = await receiveCallback(options, req, res);
    if (outcome instanceof Refusal) {
      if (outcome.warning) options.logger.warn(outcome.warning.fields, outcome.warning.text);
      res.status(outcome.status).json({ message: outcome.message });
    }
  });
  return router;
}

/** Runs a callback through the checks in order; answers it itself unless it is refused. */
async function receiveCallback(
  options: WorkManagementReceiverOptions,
  req: Request,
  res: Response,
): Promise<Refusal | undefined> {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const callback = parseCallback(raw);
  if (callback instanceof Refusal) return callback;
  const webhookId = checkWebhookId(callback);
  if (webhookId instanceof Refusal) return webhookId;
  if (answerChallenge(req, res, callback)) return;
  if (webhookId === null) return new Refusal(400, 'webhookId is required');
  const webhook = await authenticate(options, webhookId, raw, req.header(WM_WEBHOOK_HEADERS.signature));
  if (webhook instanceof Refusal) return webhook;
  if (callback.newWebhookStatus) {
    res.status(200).json({ ok: true });
    options.logger.info(
      { webhookId, status: String(callback.newWebhookStatus) },
      'work-management webhook status changed',
    );
    return;
  }
  const outOfScope = checkScope(callback, webhook, webhookId);
  if (outOfScope) return outOfScope;
  res.status(200).json({ ok: true });
  publishCallback(options, webhookId, callback);
}

/** The body as a JSON object, exact integers kept (webhook and sheet ids go beyond 2^53); empty is `{}`. */
function parseCallback(raw: Buffer): WmCallback | Refusal {
  let callback: unknown;
  try {
    callback = raw.length ? parseUpstreamJson(raw.toString('utf8')) : {};
  } catch {
    return new Refusal(400, 'the body is not JSON');
  }
  if (typeof callback !== 'object' || callback === null || Array.isArray(callback))
    return new Refusal(400, 'the body is not a JSON object');
  return callback;
}

/** Before anything else: the id must be a webhook id, so nothing else it holds reaches a lookup. Null when absent. */
function checkWebhookId(callback: WmCallback): string | null | Refusal {
  const webhookId = int64Id(callback.webhookId);
  if (callback.webhookId !== undefined && webhookId === null)
    return new Refusal(400, 'webhookId must be a positive 64-bit integer', {
      fields: {},
      text: 'work-management callback refused: the webhookId is not a webhook id',
    });
  return webhookId;
}

/** Verification (on enable, and every 100 callbacks): echoes the challenge both ways the service accepts. */
function answerChallenge(req: Request, res: Response, callback: WmCallback): boolean {
  const challenge = req.header(WM_WEBHOOK_HEADERS.challenge) ?? callback.challenge;
  if (!challenge) return false;
  res.setHeader(WM_WEBHOOK_HEADERS.response, challenge);
  res.status(200).json({ smartsheetHookResponse: challenge });
  return true;
}

/** The webhook the callback names, when it is known and the callback carries its signature. */
async function authenticate(
  options: WorkManagementReceiverOptions,
  webhookId: string,
  raw: Buffer,
  signature: string | undefined,
): Promise<WorkManagementWebhookRecord | Refusal> {
  const webhook = await options.webhookFor(webhookId);
  if (webhook.status === 'unavailable') {
    // The service retries a callback that failed, so a legitimate one is not lost: a webhook made
    // outside the graph is known once the list of webhooks is read again (WEBHOOK_LIST_REFRESH_SECONDS).
    return new Refusal(503, 'the webhook cannot be checked right now; retry later', {
      fields: { webhookId },
      text: 'work-management callback deferred: its webhook is not known yet, or the list of webhooks cannot be read now',
    });
  }
  if (webhook.status === 'unknown' || !signatureMatches(webhook.value.secret, raw, signature)) {
    return new Refusal(401, 'signature check failed', {
      fields: { webhookId },
      text: 'work-management callback refused: bad or missing signature',
    });
  }
  return webhook.value;
}

/** Signed with the secret of a webhook on another scope: refused, published nowhere. */
function checkScope(callback: WmCallback, webhook: WorkManagementWebhookRecord, webhookId: string): Refusal | null {
  const { scope, scopeObjectId } = webhook;
  if (
    (scope !== null && callback.scope !== scope) ||
    (scopeObjectId !== null && String(callback.scopeObjectId) !== scopeObjectId)
  ) {
    return new Refusal(400, "the callback's scope is not its webhook's", {
      fields: { webhookId, scope: String(callback.scope) },
      text: "work-management callback refused: its scope is not the webhook's",
    });
  }
  return null;
}

/** Offers the seat type changes and the sheet's changes of an accepted callback to the delivery gate. */
function publishCallback(options: WorkManagementReceiverOptions, webhookId: string, callback: WmCallback): void {
  const timestamp =
    typeof callback.timestamp === 'string' && !Number.isNaN(Date.parse(callback.timestamp))
      ? callback.timestamp
      : new Date().toISOString();
  const key = `wm:${webhookId}:${callback.nonce ?? timestamp}`;
  const events = Array.isArray(callback.events)
    ? callback.events.filter((e): e is WmCallbackEvent => typeof e === 'object' && e !== null)
    : [];
  const seatEvents = events.filter((e) => e.seatType !== undefined || SEAT_TYPE_EVENT.test(e.eventType ?? ''));
  const items = [
    ...seatTypeChanges(callback, seatEvents, key, timestamp),
    ...sheetChange(
      callback,
      webhookId,
      events.filter((e) => !seatEvents.includes(e)),
      key,
      timestamp,
    ),
  ];
  for (const item of items) {
    options.gate
      .offer(item)
      .catch((error: unknown) =>
        options.logger.error({ err: error }, 'work-management callback could not be published'),
      );
  }
}

/** One `userSeatTypeChanged` delivery per seat type event, at its own time. */
function seatTypeChanges(
  callback: WmCallback,
  seatEvents: WmCallbackEvent[],
  key: string,
  timestamp: string,
): GateItem[] {
  const at = Date.parse(timestamp) || Date.now();
  return seatEvents.map((event, i) => ({
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
  }));
}

/** The `sheetChanged` delivery of a sheet-scoped callback's other events, if it has any. */
function sheetChange(
  callback: WmCallback,
  webhookId: string,
  sheetEvents: WmCallbackEvent[],
  key: string,
  timestamp: string,
): GateItem[] {
  const sheetId = int64Id(callback.scopeObjectId);
  if (callback.scope !== 'sheet' || sheetEvents.length === 0 || sheetId === null) return [];
  const at = Date.parse(timestamp) || Date.now();
  return [
    {
      key,
      topic: TOPICS.sheet(sheetId),
      atMicros: at * 1000,
      payload: { sheetId, webhookId, timestamp, events: sheetEvents },
    },
  ];
}
