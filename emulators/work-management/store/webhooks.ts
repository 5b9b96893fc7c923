// Webhooks of the work-management emulator: stored objects, their wire shape (backends.md 1.7)
// and the verification handshake that enabling a webhook runs against its callback URL.
import { randomBytes } from 'node:crypto';
import { toJson } from '../../kit/http-emulator.js';

export const WEBHOOK_STATUSES = [
  'NEW_NOT_VERIFIED',
  'ENABLED',
  'DISABLED_BY_OWNER',
  'DISABLED_VERIFICATION_FAILED',
  'DISABLED_CALLBACK_FAILED',
  'DISABLED_SCOPE_INACCESSIBLE',
  'DISABLED_APP_REVOKED',
  'DISABLED_ADMINISTRATIVE',
] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** Events a plan-level webhook may filter on (Document 2: the user seat type update event). */
export const PLAN_EVENTS = ['*.*', 'user.seatType.updated'] as const;

export interface StoredWebhook {
  id: bigint;
  ownerId: bigint;
  name: string;
  callbackUrl: string;
  scope: 'sheet' | 'plan';
  scopeObjectId: bigint;
  events: string[];
  version: number;
  subscope?: { columnIds: bigint[] };
  customHeaders?: Record<string, string>;
  enabled: boolean;
  status: WebhookStatus;
  disabledDetails?: string;
  sharedSecret: string;
  createdAt: string;
  modifiedAt: string;
  stats: { lastCallbackAttempt?: string; lastCallbackAttemptRetryCount?: number; lastSuccessfulCallback?: string };
}

/** Milliseconds the handshake waits for the callback to answer. */
const VERIFICATION_TIMEOUT_MS = 5000;

export function renderWebhook(w: StoredWebhook): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: w.id,
    name: w.name,
    callbackUrl: w.callbackUrl,
    scope: w.scope,
    scopeObjectId: w.scopeObjectId,
    events: [...w.events],
    version: w.version,
    enabled: w.enabled,
    status: w.status,
    sharedSecret: w.sharedSecret,
    createdAt: w.createdAt,
    modifiedAt: w.modifiedAt,
    stats: { ...w.stats },
  };
  if (w.subscope) out.subscope = { columnIds: [...w.subscope.columnIds] };
  if (w.customHeaders) out.customHeaders = { ...w.customHeaders };
  if (w.disabledDetails) out.disabledDetails = w.disabledDetails;
  return out;
}

export class WebhooksStore {
  readonly webhooks: StoredWebhook[] = [];

  newSecret(): string {
    return randomBytes(16).toString('hex');
  }

  /**
   * The verification handshake: POST `{challenge, webhookId}` with header Smartsheet-Hook-Challenge to
   * the callback URL; it passes on HTTP 200 echoing the challenge in the Smartsheet-Hook-Response
   * header or in `{"smartsheetHookResponse": ...}`.
   */
  async verify(webhook: StoredWebhook): Promise<{ ok: boolean; detail?: string }> {
    const challenge = randomBytes(16).toString('hex');
    const stamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    webhook.stats.lastCallbackAttempt = stamp;
    webhook.stats.lastCallbackAttemptRetryCount = 0;
    try {
      const response = await fetch(webhook.callbackUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'smartsheet-hook-challenge': challenge,
          ...(webhook.customHeaders ?? {}),
        },
        body: toJson({ challenge, webhookId: webhook.id }),
        signal: AbortSignal.timeout(VERIFICATION_TIMEOUT_MS),
        redirect: 'manual',
      });
      const text = await response.text();
      if (response.status !== 200) return { ok: false, detail: `The callback answered HTTP ${response.status}.` };
      if (response.headers.get('smartsheet-hook-response') === challenge) return { ok: true };
      try {
        const body = JSON.parse(text) as { smartsheetHookResponse?: unknown };
        if (body.smartsheetHookResponse === challenge) return { ok: true };
      } catch {
        // not JSON: the header was the only chance
      }
      return { ok: false, detail: 'The callback did not echo the challenge.' };
    } catch (error) {
      return { ok: false, detail: `The callback could not be reached (${(error as Error).name}).` };
    } finally {
      webhook.modifiedAt = stamp;
    }
  }
}
