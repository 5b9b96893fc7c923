// Digital-asset webhook subscriptions: subscribe, list, read, unsubscribe. The vendor serves these
// operations from its API v1 prefix (the reference's path-level server), not v4 like the rest.
import { DigitalAssetClient } from './client.js';
import { toWebhook } from './flatten.js';
import { EmptyShape, WebhookListShape, WebhookShape } from './shapes.js';
import type { DaWebhook } from './types.js';
import { restPath } from '../path.js';
import type { RestClientOptions } from '../rest-client.js';

export const DIGITAL_ASSET_WEBHOOK_PATHS = {
  webhooks: '/webhooks',
  webhook: (id: string) => restPath`/webhooks/${id}`,
} as const;

export const ASSET_WEBHOOK_EVENT_TYPES = ['asset.create', 'asset.update', 'asset.delete'] as const;
export type AssetWebhookEventType = (typeof ASSET_WEBHOOK_EVENT_TYPES)[number];

/**
 * The base URL of the webhook operations: the one configured, else the API's base URL with its
 * `/api/v4` as `/api/v1` (`https://brandfolder.com/api/v4` -> `https://brandfolder.com/api/v1`).
 */
export function digitalAssetWebhooksBaseUrl(apiBaseUrl: string, configured: string | null): string {
  return configured ?? apiBaseUrl.replace(/\/api\/v4\/?$/, '/api/v1');
}

export class DigitalAssetWebhooksApi extends DigitalAssetClient {
  /** `options.baseUrl` is the API's (v4) base URL; `webhooksBaseUrl` the configured one of the webhooks, if any. */
  constructor(credential: { token: string } | null, options: RestClientOptions, webhooksBaseUrl: string | null) {
    super(credential, { ...options, baseUrl: digitalAssetWebhooksBaseUrl(options.baseUrl, webhooksBaseUrl) });
  }

  /** POST /webhooks: subscribes `callbackUrl` to one event type of one library (409 if it exists). */
  async createWebhook(libraryId: string, eventType: AssetWebhookEventType, callbackUrl: string): Promise<DaWebhook> {
    const body = await this.send('POST', DIGITAL_ASSET_WEBHOOK_PATHS.webhooks, WebhookShape, undefined, {
      data: {
        attributes: {
          event_type: eventType,
          resource_key: libraryId,
          resource_type: 'library',
          callback_url: callbackUrl,
        },
      },
    });
    return toWebhook(body.data);
  }

  /** GET /webhooks: every active subscription of the key, in one answer (the operation has no paging). */
  async listWebhooks(): Promise<DaWebhook[]> {
    const body = await this.get(DIGITAL_ASSET_WEBHOOK_PATHS.webhooks, WebhookListShape);
    return body.data.map(toWebhook);
  }

  /** GET /webhooks/{id}: an active subscription. */
  async getWebhook(id: string): Promise<DaWebhook> {
    const body = await this.get(DIGITAL_ASSET_WEBHOOK_PATHS.webhook(id), WebhookShape);
    return toWebhook(body.data);
  }

  /** DELETE /webhooks/{id} (answers `{}`). */
  async deleteWebhook(id: string): Promise<void> {
    await this.send('DELETE', DIGITAL_ASSET_WEBHOOK_PATHS.webhook(id), EmptyShape);
  }
}
