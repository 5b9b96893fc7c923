// What the receivers need to trust a callback: a work-management webhook's shared secret and scope,
// and a digital-asset subscription's library and event type. Learned when the graph creates them,
// otherwise from the list of webhooks read with the service credential through the rest-client
// (paced and behind the breaker like any call) at most once per WEBHOOK_LIST_REFRESH_SECONDS, so
// that callbacks naming any number of forged ids cost at most one call per interval.
import type { GatewayConfig } from '../config.js';
import type { BackendUrls, UpstreamShared } from '../datasources/index.js';
import { DigitalAssetApi } from '../datasources/digital-asset/api.js';
import type { DaWebhook } from '../datasources/digital-asset/types.js';
import { DigitalAssetWebhooksApi } from '../datasources/digital-asset/webhooks-api.js';
import { collectPages, walkTokenPages } from '../datasources/page-walks.js';
import type { RestClientOptions } from '../datasources/rest-client.js';
import {
  WM_MAX_WEBHOOK_PAGE,
  WorkManagementWebhooksApi,
  type WmWebhook,
} from '../datasources/work-management/webhooks-api.js';
import { UpstreamError } from '../errors.js';
import { LookupCache, type Lookup } from './lookup-cache.js';
import { RegisteredList } from './registered-list.js';

/** Ids kept in each memory. */
const REMEMBERED = 10_000;
/** A known webhook is read again after an hour (its secret may have been reset elsewhere). */
const KNOWN_TTL_MS = 3_600_000;
/** An unknown library is answered from memory for five minutes. */
const UNKNOWN_TTL_MS = 300_000;
/** Digital-asset deliveries naming a subscription not known yet that wait for the next list read together. */
const MAX_WAITING_DELIVERIES = 1_000;

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

/** A work-management webhook as the receiver checks callbacks against it; null when it has no secret to check. */
function wmRecord(webhook: WmWebhook): WorkManagementWebhookRecord | null {
  if (!webhook.sharedSecret) return null;
  return {
    secret: webhook.sharedSecret,
    scope: webhook.scope ?? null,
    scopeObjectId: webhook.scopeObjectId !== undefined ? String(webhook.scopeObjectId) : null,
  };
}

function assetSubscription(webhook: DaWebhook): AssetSubscription {
  return {
    webhookId: webhook.id,
    libraryKey: webhook.resource_key,
    eventType: webhook.event_type,
    organizationKey: null,
  };
}

/** What the graph tells the receivers when it makes a webhook: its callbacks are trusted at once, on this instance. */
export interface WebhooksMadeHere {
  workManagementWebhook(webhook: WmWebhook): void;
  assetWebhook(webhook: DaWebhook): void;
}

export class WebhookRegistry implements WebhooksMadeHere {
  private readonly wmWebhooks: RegisteredList<WorkManagementWebhookRecord>;
  private readonly assetWebhooks: RegisteredList<AssetSubscription>;
  private readonly libraryOrganizations = new LookupCache<{ organizationKey: string | null }>({
    max: REMEMBERED,
    knownTtlMs: KNOWN_TTL_MS,
    unknownTtlMs: UNKNOWN_TTL_MS,
  });

  constructor(
    private readonly config: GatewayConfig,
    private readonly urls: BackendUrls,
    private readonly upstream: UpstreamShared,
  ) {
    const list = {
      refreshMs: config.resilience.webhookListRefreshMs,
      maxAgeMs: KNOWN_TTL_MS,
      max: REMEMBERED,
      maxWaiting: MAX_WAITING_DELIVERIES,
    };
    this.wmWebhooks = new RegisteredList({ ...list, readAll: () => this.readWorkManagementWebhooks() });
    this.assetWebhooks = new RegisteredList({ ...list, readAll: () => this.readAssetWebhooks() });
  }

  /** Options of one lookup: the shared counter, pacer and breakers, and a deadline of its own. */
  private options(baseUrl: string): RestClientOptions {
    const { counter, pacer, breakers, observe, transports } = this.upstream;
    return {
      baseUrl,
      timeoutMs: this.config.upstreamTimeoutMs,
      retries: this.config.upstreamRetries,
      counter,
      pacer,
      breakers,
      observe,
      transports,
      deadline: Date.now() + this.config.requestDeadlineMs,
    };
  }

  /** Every work-management webhook the service credential sees (one call up to 10,000 of them). */
  private async readWorkManagementWebhooks(): Promise<Map<string, WorkManagementWebhookRecord>> {
    const token = this.config.workManagement.token;
    if (!token) throw new Error('no work-management service credential');
    const api = new WorkManagementWebhooksApi({ token }, this.options(this.urls.workManagement));
    const { items } = await collectPages(walkTokenPages((lastKey) => api.listWebhooks(lastKey, WM_MAX_WEBHOOK_PAGE)));
    const byId = new Map<string, WorkManagementWebhookRecord>();
    for (const webhook of items) {
      const record = wmRecord(webhook);
      if (record) byId.set(String(webhook.id), record);
    }
    return byId;
  }

  /** Every digital-asset subscription the service key sees (one call: the list is not paged). */
  private async readAssetWebhooks(): Promise<Map<string, AssetSubscription>> {
    const token = this.config.digitalAsset.token;
    if (!token) throw new Error('no digital-asset service credential');
    const api = new DigitalAssetWebhooksApi(
      { token },
      this.options(this.urls.digitalAsset),
      this.config.digitalAsset.webhooksBaseUrl,
    );
    const items = await api.listWebhooks();
    return new Map(items.map((webhook) => [webhook.id, assetSubscription(webhook)]));
  }

  workManagementWebhook(webhook: WmWebhook): void {
    const record = wmRecord(webhook);
    if (record) this.wmWebhooks.remember(String(webhook.id), record);
  }

  assetWebhook(webhook: DaWebhook): void {
    this.assetWebhooks.remember(webhook.id, assetSubscription(webhook));
  }

  /** Called when the graph creates (or resets) a work-management webhook; scope may be unknown. */
  rememberSecret(
    webhookId: string,
    secret: string,
    scope: { scope: string; scopeObjectId: string } | null = null,
  ): void {
    this.wmWebhooks.remember(webhookId, {
      secret,
      scope: scope?.scope ?? null,
      scopeObjectId: scope?.scopeObjectId ?? null,
    });
  }

  /** Called when the graph creates a digital-asset subscription. */
  rememberAssetWebhook(subscription: AssetSubscription): void {
    this.assetWebhooks.remember(subscription.webhookId, subscription);
  }

  /**
   * The webhook a work-management callback names (`webhookId` already checked to be an int64); one
   * not known yet is unavailable until the next list read (the service retries the callback).
   */
  findWorkManagementWebhook(webhookId: string): Promise<Lookup<WorkManagementWebhookRecord>> {
    return this.wmWebhooks.lookup(webhookId, false);
  }

  /**
   * The subscription a digital-asset delivery names (`webhookId` already checked to be a key); the
   * delivery was acknowledged already, so one not known yet waits for the next list read.
   */
  findAssetWebhook(webhookId: string): Promise<Lookup<AssetSubscription>> {
    return this.assetWebhooks.lookup(webhookId, true);
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
