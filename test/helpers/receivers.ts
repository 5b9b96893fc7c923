// Callbacks posted to the gateway's webhook receivers as the backends send them: a work-management
// callback signed with the webhook's shared secret (HMAC-SHA256 of the raw body), a digital-asset delivery.
import { createHmac } from 'node:crypto';
import type { RunningGateway } from '../../src/server.js';

/** The hex HMAC-SHA256 of a raw body, as the `Smartsheet-Hmac-SHA256` header carries it. */
export function signature(raw: string, secret: string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

/** Posts a raw work-management callback with the given signature header (default: one that matches nothing). */
export function postWorkManagementCallback(
  gateway: RunningGateway,
  raw: string,
  hmac = '00'.repeat(32),
): Promise<Response> {
  return fetch(`${gateway.url}/webhooks/work-management`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'smartsheet-hmac-sha256': hmac },
    body: raw,
  });
}

/** Posts a work-management callback body signed with the webhook's shared secret. */
export function postSignedCallback(gateway: RunningGateway, body: unknown, secret: string): Promise<Response> {
  const raw = JSON.stringify(body);
  return postWorkManagementCallback(gateway, raw, signature(raw, secret));
}

/** Posts a digital-asset delivery (JSON:API body, unsigned as the service sends it). */
export function postAssetDelivery(gateway: RunningGateway, body: unknown): Promise<Response> {
  return fetch(`${gateway.url}/webhooks/digital-asset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
