// Work-management webhooks datasource: list (token pages of at most 10,000), create, get, update.
import { LosslessNumber } from 'lossless-json';
import Type from 'typebox';
import { answerShape, type AnswerType } from '../answer-shape.js';
import { WorkManagementClient } from './client.js';
import { resultOf, tokenResultOf, WmIdSchema, type WmId, type WmResult, type WmTokenResult } from './types.js';
import { restPath } from '../path.js';

export const WEBHOOK_PATHS = {
  webhooks: '/webhooks',
  webhook: (id: WmId) => restPath`/webhooks/${id}`,
} as const;

/** Document 1: list webhooks page size is at most 10,000. */
export const WM_MAX_WEBHOOK_PAGE = 10_000;

const optionalText = () => Type.Optional(Type.String());

const WmWebhookSchema = Type.Object({
  id: WmIdSchema,
  name: Type.String(),
  callbackUrl: optionalText(),
  scope: optionalText(),
  scopeObjectId: Type.Optional(WmIdSchema),
  events: Type.Optional(Type.Array(Type.String())),
  version: Type.Optional(Type.Number()),
  subscope: Type.Optional(Type.Object({ columnIds: Type.Optional(Type.Array(WmIdSchema)) })),
  enabled: Type.Optional(Type.Boolean()),
  status: optionalText(),
  disabledDetails: optionalText(),
  sharedSecret: optionalText(),
  apiClientId: optionalText(),
  apiClientName: optionalText(),
  customHeaders: Type.Optional(Type.Record(Type.String(), Type.String())),
  stats: Type.Optional(
    Type.Object({
      lastCallbackAttempt: optionalText(),
      lastCallbackAttemptRetryCount: Type.Optional(Type.Number()),
      lastSuccessfulCallback: optionalText(),
    }),
  ),
  createdAt: optionalText(),
  modifiedAt: optionalText(),
});
const WmWebhookShape = answerShape('a webhook', WmWebhookSchema);
export type WmWebhook = AnswerType<typeof WmWebhookShape>;
const WebhookPageShape = answerShape('a page of webhooks', tokenResultOf(WmWebhookSchema));
const WebhookResultShape = answerShape('a result envelope of a webhook', resultOf(WmWebhookSchema));

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
    return this.get(WebhookPageShape, WEBHOOK_PATHS.webhooks, {
      paginationType: 'token',
      maxItems,
      lastKey: lastKey ?? undefined,
    });
  }

  createWebhook(webhook: NewWebhook): Promise<WmResult<WmWebhook>> {
    const body = {
      ...webhook,
      scopeObjectId: exact(webhook.scopeObjectId),
      subscope: webhook.subscope ? { columnIds: webhook.subscope.columnIds.map(exact) } : undefined,
    };
    return this.send(WebhookResultShape, 'POST', WEBHOOK_PATHS.webhooks, undefined, body);
  }

  getWebhook(id: WmId): Promise<WmWebhook> {
    return this.get(WmWebhookShape, WEBHOOK_PATHS.webhook(id));
  }

  /** PUT /webhooks/{webhookId}; with `enabled: true` the service verifies the callback before answering. */
  updateWebhook(id: WmId, changes: WebhookChanges): Promise<WmResult<WmWebhook>> {
    return this.send(WebhookResultShape, 'PUT', WEBHOOK_PATHS.webhook(id), undefined, changes);
  }
}
