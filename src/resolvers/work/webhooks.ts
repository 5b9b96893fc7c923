// Resolvers of webhooks: list (newest first, token pages of up to 10,000) and get, create (scope
// and event-filter rules checked first) and update (enabling runs the service's verification).
import { callbackUrlProblem } from '../../webhooks/callback-url.js';
import type { GatewayContext } from '../../context.js';
import { WM_MAX_WEBHOOK_PAGE, type WmWebhook } from '../../datasources/work-management/webhooks-api.js';
import { badUserInput } from '../../graphql-errors.js';
import { type Resolvers, WebhookScope, WebhookStatus } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { tokenConnection } from '../../relay/connection.js';
import { readBackendId, readId, toGlobalId } from '../../relay/global-id.js';
import { connectionContext, fromTokenResult } from '../connections.js';
import { dateTimeOrNull, idOrNull, urlOrNull } from '../values.js';
import { enumValue } from '../enums.js';

/** Event filters a plan-level webhook may use (Document 2: the user seat type update event). */
const PLAN_EVENTS = ['*.*', 'user.seatType.updated'];

function checkCallbackUrl(url: URL, field: string, allowLoopback: boolean): void {
  const problem = callbackUrlProblem(url.toString(), { allowLoopback });
  if (problem) throw badUserInput(`"callbackUrl" ${problem}`, field, 1031);
}

function checkEvents(events: readonly string[], scope: string, field: string): void {
  if (events.length === 0) throw badUserInput('"events" must hold at least one event type', field, 1012);
  const allowed = scope === 'sheet' ? ['*.*'] : PLAN_EVENTS;
  const bad = events.find((e) => !allowed.includes(e));
  if (bad !== undefined) throw badUserInput(`"${bad}" is not an event type a ${scope} webhook can subscribe to (allowed: ${allowed.join(', ')})`, field, 1031);
}

function checkHeaders(headers: unknown, field: string): Record<string, string> | undefined {
  if (headers === undefined || headers === null) return undefined;
  if (typeof headers !== 'object' || Array.isArray(headers) || Object.values(headers).some((v) => typeof v !== 'string')) {
    throw badUserInput('"customHeaders" must be an object of string values', field, 1031);
  }
  return headers as Record<string, string>;
}

export const webhookResolvers: Resolvers = {
  Query: {
    webhooks: (_root, args, ctx) =>
      tokenConnection(args, connectionContext(ctx, 'webhooks'), {
        maxPageSize: WM_MAX_WEBHOOK_PAGE,
        fetchPage: async (token, pageSize) => fromTokenResult(await ctx.api.workWebhooks.listWebhooks(token, pageSize)),
      }),
    webhook: (_root, { id }, ctx) => nullIfNotFound(() => ctx.api.workWebhooks.getWebhook(readId(id, 'Webhook', 'id'))),
  },

  Webhook: {
    id: (w) => toGlobalId('Webhook', w.id),
    webhookId: (w) => String(w.id),
    callbackUrl: (w) => urlOrNull(w.callbackUrl),
    scope: (w, _args, ctx) => enumValue(WebhookScope, w.scope, { field: 'Webhook.scope', ctx }),
    scopeObjectId: (w) => idOrNull(w.scopeObjectId),
    events: (w) => w.events ?? null,
    version: (w) => w.version ?? null,
    subscope: (w) => (w.subscope?.columnIds ? { columnIds: w.subscope.columnIds.map(String) } : null),
    enabled: (w) => w.enabled ?? null,
    status: (w, _args, ctx) => enumValue(WebhookStatus, w.status, { field: 'Webhook.status', ctx }),
    disabledDetails: (w) => w.disabledDetails ?? null,
    sharedSecret: (w) => w.sharedSecret ?? null,
    apiClientId: (w) => w.apiClientId ?? null,
    apiClientName: (w) => w.apiClientName ?? null,
    customHeaders: (w) => w.customHeaders ?? null,
    stats: (w) =>
      w.stats
        ? {
            lastCallbackAttempt: dateTimeOrNull(w.stats.lastCallbackAttempt),
            lastCallbackAttemptRetryCount: w.stats.lastCallbackAttemptRetryCount ?? null,
            lastSuccessfulCallback: dateTimeOrNull(w.stats.lastSuccessfulCallback),
          }
        : null,
    createdAt: (w) => dateTimeOrNull(w.createdAt),
    modifiedAt: (w) => dateTimeOrNull(w.modifiedAt),
  },

  Mutation: {
    createWebhook: async (_root, { input }, ctx) => {
      checkCallbackUrl(input.callbackUrl, 'input.callbackUrl', ctx.allowLoopbackCallbacks);
      checkEvents(input.events, input.scope, 'input.events');
      const version = input.version ?? 1;
      if (version !== 1) throw badUserInput('"version" must be 1', 'input.version', 1031);
      readBackendId(input.scopeObjectId, 'int64', 'input.scopeObjectId', 1031);
      if (input.subscopeColumnIds && input.scope !== 'sheet') throw badUserInput('"subscopeColumnIds" applies to sheet webhooks only', 'input.subscopeColumnIds', 1032);
      const customHeaders = checkHeaders(input.customHeaders, 'input.customHeaders');
      const result = await ctx.api.workWebhooks.createWebhook({
        name: input.name,
        callbackUrl: input.callbackUrl.toString(),
        scope: input.scope,
        scopeObjectId: input.scopeObjectId,
        events: [...input.events],
        version,
        ...(input.subscopeColumnIds ? { subscope: { columnIds: [...input.subscopeColumnIds] } } : {}),
        ...(customHeaders ? { customHeaders } : {}),
      });
      const webhook = required(result.result);
      ctx.webhooksMade?.workManagementWebhook(webhook);
      return { webhook };
    },
    updateWebhook: async (_root, { input }, ctx) => {
      const id = readId(input.webhookId, 'Webhook', 'input.webhookId');
      if (input.callbackUrl) checkCallbackUrl(input.callbackUrl, 'input.callbackUrl', ctx.allowLoopbackCallbacks);
      if (input.events) {
        // The filter rules depend on the scope, which only the stored webhook knows.
        const current = await ctx.api.workWebhooks.getWebhook(id);
        checkEvents(input.events, current.scope ?? 'sheet', 'input.events');
      }
      const customHeaders = checkHeaders(input.customHeaders, 'input.customHeaders');
      const result = await ctx.api.workWebhooks.updateWebhook(id, {
        name: input.name ?? undefined,
        callbackUrl: input.callbackUrl?.toString(),
        events: input.events ? [...input.events] : undefined,
        enabled: input.enabled ?? undefined,
        customHeaders,
      });
      return { webhook: required(result.result) };
    },
  },
};

function required(value: WmWebhook | undefined): WmWebhook {
  if (!value) throw new Error('the service answered without a result');
  return value;
}

export const webhookNodeFetchers = {
  Webhook: { arity: 1, fetch: ([id]: string[], ctx: GatewayContext) => nullIfNotFound(() => ctx.api.workWebhooks.getWebhook(id as string)) },
};
