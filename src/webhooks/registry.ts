// What the receivers need to trust a callback: a work-management webhook's shared secret and scope,
// and a digital-asset subscription's library and event type. Learned when the graph creates them,
// otherwise read from the backend with the service credential through the rest-client (paced and
// behind the breaker like any call), then remembered; ids the backend does not know are remembered
// as unknown for a while, so a forged id costs at most one call.
import type { GatewayConfig } from '../config.js';
import type { BackendUrls, UpstreamShared } from '../datasources/index.js';
import { DigitalAssetApi } from '../datasources/digital-asset/api.js';
import { DigitalAssetWebhooksApi } from '../datasources/digital-asset/webhooks-api.js';
import type { RestClientOptions } from '../datasources/rest-client.js';
import { WorkManagementWebhooksApi } from '../datasources/work-management/webhooks-api.js';
import { UpstreamError } from '../errors.js';
import { LookupCache, type Lookup } from './lookup-cache.js';

/** Ids kept in each memory. */
const REMEMBERED = 10_000;
/** A known webhook is read again after an hour (its secret may have been reset elsewhere). */
const KNOWN_TTL_MS = 3_600_000;
/** An unknown id is answered from memory for five minutes. */
const UNKNOWN_TTL_MS = 300_000;

/** A work-management webhook as the receiver checks callbacks against it. */
export interface WorkManagementWebhookRecord {
  secret: string;
  /** `sheet` or `plan`; null when not known (callbacks are then not checked against it). */
  scope: string | null;
  scopeObjectId: string | null;
}

/** A digital-asset subscription: one event type on one library. */
export interface AssetSubscription {
  webhookId: string;
  libraryKey: string;
  eventType: string;
  /** The library's organization; null until known (read from the library when first needed). */
  organizationKey: string | null;
}

/** Not found (or not ours to read) means unknown; anything else means the backend could not tell now. */
async function nullIfUnknown<T>(fetch: () => Promise<T>): Promise<T | null> {
  try {
    return await fetch();
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

export class WebhookRegistry {
  private readonly wmWebhooks = new LookupCache<WorkManagementWebhookRecord>({ max: REMEMBERED, knownTtlMs: KNOWN_TTL_MS, unknownTtlMs: UNKNOWN_TTL_MS });
  private readonly assetWebhooks = new LookupCache<AssetSubscription>({ max: REMEMBERED, knownTtlMs: KNOWN_TTL_MS, unknownTtlMs: UNKNOWN_TTL_MS });
  private readonly libraryOrganizations = new LookupCache<{ organizationKey: string | null }>({ max: REMEMBERED, knownTtlMs: KNOWN_TTL_MS, unknownTtlMs: UNKNOWN_TTL_MS });

  constructor(
    private readonly config: GatewayConfig,
    private readonly urls: BackendUrls,
    private readonly upstream: UpstreamShared,
  ) {}

  /** Options of one lookup: the shared counter, pacer and breakers, and a deadline of its own. */
  private options(baseUrl: string): RestClientOptions {
    const { counter, pacer, breakers, observe, transports } = this.upstream;
    return { baseUrl, timeoutMs: this.config.upstreamTimeoutMs, retries: this.config.upstreamRetries, counter, pacer, breakers, observe, transports, deadline: Date.now() + this.config.requestDeadlineMs };
  }

  /** Called when the graph creates (or resets) a work-management webhook; scope may be unknown. */
  rememberSecret(webhookId: string, secret: string, scope: { scope: string; scopeObjectId: string } | null = null): void {
    this.wmWebhooks.remember(webhookId, { secret, scope: scope?.scope ?? null, scopeObjectId: scope?.scopeObjectId ?? null });
  }

  /** Called when the graph creates a digital-asset subscription. */
  rememberAssetWebhook(subscription: AssetSubscription): void {
    this.assetWebhooks.remember(subscription.webhookId, subscription);
  }

  /** The webhook a work-management callback names (`webhookId` already checked to be an int64). */
  workManagementWebhook(webhookId: string): Promise<Lookup<WorkManagementWebhookRecord>> {
    const token = this.config.workManagement.token;
    return this.wmWebhooks.lookup(webhookId, async () => {
      if (!token) throw new Error('no work-management service credential');
      const api = new WorkManagementWebhooksApi({ token }, this.options(this.urls.workManagement));
      const webhook = await nullIfUnknown(() => api.getWebhook(webhookId));
      if (!webhook?.sharedSecret) return null;
      return { secret: webhook.sharedSecret, scope: webhook.scope ?? null, scopeObjectId: webhook.scopeObjectId !== undefined ? String(webhook.scopeObjectId) : null };
    });
  }

  /** The subscription a digital-asset callback names (`webhookId` already checked to be a key). */
  assetWebhook(webhookId: string): Promise<Lookup<AssetSubscription>> {
    const token = this.config.digitalAsset.token;
    return this.assetWebhooks.lookup(webhookId, async () => {
      if (!token) throw new Error('no digital-asset service credential');
      const api = new DigitalAssetWebhooksApi({ token }, this.options(this.urls.digitalAsset));
      const webhook = await nullIfUnknown(() => api.getWebhook(webhookId));
      if (!webhook) return null;
      return { webhookId, libraryKey: webhook.resource_key, eventType: webhook.event_type, organizationKey: null };
    });
  }

  /** The organization of a subscription's library, or null when it cannot be known now. */
  async organizationOf(subscription: AssetSubscription): Promise<string | null> {
    if (subscription.organizationKey !== null) return subscription.organizationKey;
    const token = this.config.digitalAsset.token;
    if (!token) return null;
    const found = await this.libraryOrganizations.lookup(subscription.libraryKey, async () => {
      const api = new DigitalAssetApi({ token }, this.options(this.urls.digitalAsset));
      const library = await nullIfUnknown(() => api.getLibrary(subscription.libraryKey));
      return library ? { organizationKey: library.organizationId } : null;
    });
    return found.status === 'known' ? found.value.organizationKey : null;
  }
}
