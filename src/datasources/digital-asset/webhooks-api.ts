// Digital-asset webhook subscriptions (served from the API v1 prefix by the real service, kept in
// the paths table so that a deployment can map them): subscribe, list, read, unsubscribe.
import { DigitalAssetClient } from './client.js';
import { toWebhook } from './flatten.js';
import type { DaListEnvelope, DaPage, DaSingleEnvelope, DaWebhook } from './types.js';
import { restPath } from '../path.js';

export const DIGITAL_ASSET_WEBHOOK_PATHS = {
  webhooks: '/webhooks',
  webhook: (id: string) => restPath`/webhooks/${id}`,
} as const;

export const ASSET_WEBHOOK_EVENT_TYPES = ['asset.create', 'asset.update', 'asset.delete'] as const;
export type AssetWebhookEventType = (typeof ASSET_WEBHOOK_EVENT_TYPES)[number];

export class DigitalAssetWebhooksApi extends DigitalAssetClient {
  /** POST /webhooks: subscribes `callbackUrl` to one event type of one library (409 if it exists). */
  async createWebhook(libraryId: string, eventType: AssetWebhookEventType, callbackUrl: string): Promise<DaWebhook> {
    const body = await this.send<DaSingleEnvelope>('POST', DIGITAL_ASSET_WEBHOOK_PATHS.webhooks, undefined, {
      data: { attributes: { event_type: eventType, resource_key: libraryId, resource_type: 'library', callback_url: callbackUrl } },
    });
    return toWebhook(body.data);
  }

  /** GET /webhooks. */
  async listWebhooks(page: number, per: number): Promise<DaPage<DaWebhook>> {
    const body = await this.get<DaListEnvelope>(DIGITAL_ASSET_WEBHOOK_PATHS.webhooks, { page, per });
    return { items: body.data.map(toWebhook), meta: body.meta };
  }

  /** GET /webhooks/{id}. */
  async getWebhook(id: string): Promise<DaWebhook> {
    const body = await this.get<DaSingleEnvelope>(DIGITAL_ASSET_WEBHOOK_PATHS.webhook(id));
    return toWebhook(body.data);
  }

  /** DELETE /webhooks/{id}. */
  async deleteWebhook(id: string): Promise<void> {
    await this.send<unknown>('DELETE', DIGITAL_ASSET_WEBHOOK_PATHS.webhook(id));
  }
}
