// Resolvers of webhooks: list (newest first, token pages of up to 10,000) and get, create (scope
// and event-filter rules checked first) and update (enabling runs the service's verification). A
// webhook names the sheet or plan it watches, and the columns it is limited to, as objects.
import { callbackUrlProblem } from '../../webhooks/callback-url.js';
import { WM_MAX_WEBHOOK_PAGE, type WmWebhook } from '../../datasources/work-management/webhooks-api.js';
import { badUserInput } from '../../graphql-errors.js';
import { type Resolvers, WebhookScope, WebhookStatus } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import type { ColumnModel } from '../../models.js';
import { readChildId, readId, readIdArgument, toGlobalId } from '../../relay/global-id.js';
import { workManagementTokenConnection } from '../connections.js';
import { enumValue } from '../enums.js';
import { tagged, type NodeFetchers } from '../node-registry.js';
import { withMutationUserErrors } from '../user-errors.js';
import { referenceTo, typeOfReference } from './references.js';
import { dateTimeOrNull, urlOrNull } from '../values.js';

/** Event filters a plan-level webhook may use (Document 2: the user seat type update event). */
const PLAN_EVENTS = ['*.*', 'user.seatType.updated'];

/** The columns a sheet webhook is limited to, with the sheet they belong to. */
export interface WebhookSubscopeModel {
  sheetId: string;
  columnIds: string[];
}

/**
 * The work-management id of the sheet or plan a webhook watches: a global id of the kind `scope`
 * names, or the service's id (an int64). Anything else is refused as the service refuses a bad
 * attribute value (1031).
 */
function readScopeObjectId(id: string, scope: string, field: string): string {
  const type = scope === WebhookScope.Plan ? 'Plan' : 'Sheet';
  try {
    return readIdArgument(id, { type, field, backendId: 'int64', partShape: 'int64' }).parts[0] as string;
  } catch {
    throw badUserInput(
      `"${id.slice(0, 40)}" is not the id of a ${type} (the kind of object scope ${scope === WebhookScope.Plan ? 'PLAN' : 'SHEET'} watches)`,
      field,
      1031,
    );
  }
}

function checkCallbackUrl(url: URL, field: string, allowLoopback: boolean): void {
  const problem = callbackUrlProblem(url.toString(), { allowLoopback });
  if (problem) throw badUserInput(`"callbackUrl" ${problem}`, field, 1031);
}

function checkEvents(events: readonly string[], scope: string, field: string): void {
  if (events.length === 0) throw badUserInput('"events" must hold at least one event type', field, 1012);
  const allowed = scope === WebhookScope.Sheet ? ['*.*'] : PLAN_EVENTS;
  const bad = events.find((e) => !allowed.includes(e));
  if (bad !== undefined)
    throw badUserInput(
      `"${bad}" is not an event type a ${scope} webhook can subscribe to (allowed: ${allowed.join(', ')})`,
      field,
      1031,
    );
}

function checkHeaders(headers: unknown, field: string): Record<string, string> | undefined {
  if (headers === undefined || headers === null) return undefined;
  if (
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    Object.values(headers).some((v) => typeof v !== 'string')
  ) {
    throw badUserInput('"customHeaders" must be an object of string values', field, 1031);
  }
  return headers as Record<string, string>;
}

export const webhookResolvers: Resolvers = withMutationUserErrors({
  Query: {
    webhooks: (_root, args, ctx) =>
      workManagementTokenConnection(ctx, args, {
        list: 'webhooks',
        fetch: (token, pageSize) => ctx.api.workManagementWebhooks.listWebhooks(token, pageSize),
        maxPageSize: WM_MAX_WEBHOOK_PAGE,
      }),
    webhook: (_root, { id }, ctx) =>
      nullIfNotFound(() => ctx.api.workManagementWebhooks.getWebhook(readId(id, 'Webhook', 'id'))),
  },

  Webhook: {
    id: (w) => toGlobalId('Webhook', w.id),
    backendId: (w) => String(w.id),
    callbackUrl: (w) => urlOrNull(w.callbackUrl),
    scope: (w, _args, ctx) => enumValue(WebhookScope, w.scope, { field: 'Webhook.scope', ctx }),
    scopeObject: (w, _args, ctx, info) => {
      if (w.scopeObjectId === undefined || w.scopeObjectId === null) return null;
      const id = String(w.scopeObjectId);
      // A plan is known by its id alone; a sheet is read only for fields its id does not answer.
      if (w.scope === WebhookScope.Plan) return tagged('Plan', { id });
      return referenceTo('Sheet', [id], ctx, info) as never;
    },
    events: (w) => w.events ?? null,
    version: (w) => w.version ?? null,
    subscope: (w) =>
      w.subscope?.columnIds ? { sheetId: String(w.scopeObjectId), columnIds: w.subscope.columnIds.map(String) } : null,
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

  WebhookSubscope: {
    columns: async ({ sheetId, columnIds }, _args, ctx): Promise<ColumnModel[] | null> => {
      const sheet = await ctx.loaders.workManagement.sheetById.load(sheetId);
      if (!sheet) return null;
      const byId = new Map((sheet.columns ?? []).map((column) => [String(column.id), column]));
      return columnIds.flatMap((id) => {
        const column = byId.get(id);
        return column ? [{ sheetId, column }] : [];
      });
    },
  },

  WebhookScopeObject: {
    __resolveType: (object) => typeOfReference(object) as never,
  },

  Mutation: {
    createWebhook: async (_root, { input }, ctx) => {
      checkCallbackUrl(input.callbackUrl, 'input.callbackUrl', ctx.allowLoopbackCallbacks);
      checkEvents(input.events, input.scope, 'input.events');
      const version = input.version ?? 1;
      if (version !== 1) throw badUserInput('"version" must be 1', 'input.version', 1031);
      const scopeObjectId = readScopeObjectId(input.scopeObjectId, input.scope, 'input.scopeObjectId');
      if (input.subscopeColumnIds && input.scope !== WebhookScope.Sheet)
        throw badUserInput('"subscopeColumnIds" applies to sheet webhooks only', 'input.subscopeColumnIds', 1032);
      const columnIds = input.subscopeColumnIds?.map((id, i) =>
        readChildId(id, 'Column', scopeObjectId, `input.subscopeColumnIds.${i}`),
      );
      const customHeaders = checkHeaders(input.customHeaders, 'input.customHeaders');
      const result = await ctx.api.workManagementWebhooks.createWebhook({
        name: input.name,
        callbackUrl: input.callbackUrl.toString(),
        scope: input.scope,
        scopeObjectId,
        events: [...input.events],
        version,
        ...(columnIds ? { subscope: { columnIds } } : {}),
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
        const current = await ctx.api.workManagementWebhooks.getWebhook(id);
        checkEvents(input.events, current.scope ?? WebhookScope.Sheet, 'input.events');
      }
      const customHeaders = checkHeaders(input.customHeaders, 'input.customHeaders');
      const result = await ctx.api.workManagementWebhooks.updateWebhook(id, {
        name: input.name ?? undefined,
        callbackUrl: input.callbackUrl?.toString(),
        events: input.events ? [...input.events] : undefined,
        enabled: input.enabled ?? undefined,
        customHeaders,
      });
      return { webhook: required(result.result) };
    },
  },
});

function required(value: WmWebhook | undefined): WmWebhook {
  if (!value) throw new Error('the service answered without a result');
  return value;
}

export const webhookNodeFetchers: NodeFetchers = {
  Webhook: {
    arity: 1,
    fetch: ([id], ctx) => nullIfNotFound(() => ctx.api.workManagementWebhooks.getWebhook(id as string)),
  },
};
