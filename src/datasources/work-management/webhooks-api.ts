// Work-management webhooks datasource: list (token pages of at most 10,000), create, get, update.
import { LosslessNumber } from 'lossless-json';
import type { WmResult } from './account-api.js';
import { WorkManagementClient } from './client.js';
import type { WmId, WmTokenResult } from './types.js';
import { restPath } from '../path.js';

export const WEBHOOK_PATHS = {
  webhooks: '/webhooks',
  webhook: (id: WmId) => restPath`/webhooks/${id}`,
} as const;

/** Document 1: list webhooks page size is at most 10,000. */
export const WM_MAX_WEBHOOK_PAGE = 10_000;

export interface WmWebhook {
  id: WmId;
  name: string;
  callbackUrl?: string;
  scope?: string;
  scopeObjectId?: WmId;
  events?: string[];
  version?: number;
  subscope?: { columnIds?: WmId[] };
  enabled?: boolean;
  status?: string;
  disabledDetails?: string;
  sharedSecret?: string;
  apiClientId?: string;
  apiClientName?: string;
  customHeaders?: Record<string, string>;
  stats?: { lastCallbackAttempt?: string; lastCallbackAttemptRetryCount?: number; lastSuccessfulCallback?: string };
  createdAt?: string;
  modifiedAt?: string;
}

export interface NewWebhook {
  name: string;
  callbackUrl: string;
  scope: 'sheet' | 'plan';
  scopeObjectId: string;
  events: string[];
  version: number;
  subscope?: { columnIds: string[] };
  customHeaders?: Record<string, string>;
}

export interface WebhookChanges {
  name?: string;
  callbackUrl?: string;
  events?: string[];
  enabled?: boolean;
  customHeaders?: Record<string, string>;
}

const exact = (id: string) => new LosslessNumber(id);

export class WorkManagementWebhooksApi extends WorkManagementClient {
  listWebhooks(lastKey: string | null, maxItems: number): Promise<WmTokenResult<WmWebhook>> {
    return this.get(WEBHOOK_PATHS.webhooks, { paginationType: 'token', maxItems, lastKey: lastKey ?? undefined });
  }

  createWebhook(webhook: NewWebhook): Promise<WmResult<WmWebhook>> {
    const body = { ...webhook, scopeObjectId: exact(webhook.scopeObjectId), subscope: webhook.subscope ? { columnIds: webhook.subscope.columnIds.map(exact) } : undefined };
    return this.send('POST', WEBHOOK_PATHS.webhooks, undefined, body);
  }

  getWebhook(id: WmId): Promise<WmWebhook> {
    return this.get(WEBHOOK_PATHS.webhook(id));
  }

  /** PUT /webhooks/{webhookId}; with `enabled: true` the service verifies the callback before answering. */
  updateWebhook(id: WmId, changes: WebhookChanges): Promise<WmResult<WmWebhook>> {
    return this.send('PUT', WEBHOOK_PATHS.webhook(id), undefined, changes);
  }
}
