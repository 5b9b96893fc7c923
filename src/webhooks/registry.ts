// What the receivers need to trust a callback: the shared secret of a work-management webhook, and
// whether a digital-asset subscription is ours. Learned when the graph creates them, otherwise read
// from the backend once with the service credential, then remembered.
import type { GatewayConfig } from '../config.js';
import type { BackendUrls } from '../datasources/index.js';
import { DigitalAssetWebhooksApi } from '../datasources/digital-asset/webhooks-api.js';
import { UpstreamCallCounter, type RestClientOptions } from '../datasources/rest-client.js';
import { WorkManagementWebhooksApi } from '../datasources/work-management/webhooks-api.js';
import { nullIfNotFound } from '../loaders/not-found.js';

const REMEMBERED = 10_000;

export class WebhookRegistry {
  private readonly secrets = new Map<string, string>();
  private readonly assetWebhooks = new Set<string>();
  private readonly options: RestClientOptions;

  constructor(
    private readonly config: GatewayConfig,
    private readonly urls: BackendUrls,
  ) {
    this.options = { baseUrl: '', timeoutMs: config.upstreamTimeoutMs, retries: config.upstreamRetries, counter: new UpstreamCallCounter() };
  }

  /** Called when the graph creates (or resets) a work-management webhook. */
  rememberSecret(webhookId: string, secret: string): void {
    if (this.secrets.size >= REMEMBERED) this.secrets.delete(this.secrets.keys().next().value as string);
    this.secrets.set(webhookId, secret);
  }

  /** Called when the graph creates a digital-asset subscription. */
  rememberAssetWebhook(webhookId: string): void {
    this.assetWebhooks.add(webhookId);
  }

  async secretFor(webhookId: string): Promise<string | null> {
    const known = this.secrets.get(webhookId);
    if (known) return known;
    const token = this.config.workManagement.token;
    if (!token) return null;
    try {
      const webhook = await new WorkManagementWebhooksApi({ token }, { ...this.options, baseUrl: this.urls.workManagement }).getWebhook(webhookId);
      const secret = webhook.sharedSecret ?? null;
      if (secret) this.rememberSecret(webhookId, secret);
      return secret;
    } catch {
      return null;
    }
  }

  async isKnownAssetWebhook(webhookId: string): Promise<boolean> {
    if (this.assetWebhooks.has(webhookId)) return true;
    const token = this.config.digitalAsset.token;
    if (!token) return false;
    try {
      const webhook = await nullIfNotFound(() => new DigitalAssetWebhooksApi({ token }, { ...this.options, baseUrl: this.urls.digitalAsset }).getWebhook(webhookId));
      if (webhook) this.rememberAssetWebhook(webhookId);
      return webhook !== null;
    } catch {
      return false;
    }
  }
}
