// Webhook routes: GET /webhooks (token pages, at most 10,000 per page, newest first), POST /webhooks
// (sheet or plan scope; plan webhooks take an event filter, sheet webhooks a column subscope), GET and
// PUT /webhooks/{webhookId}.
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { success } from '../store/account.js';
import { callerOf } from '../auth.js';
import { findById, isoSeconds } from '../ids.js';
import { tokenPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import { BodyReader } from '../request/body.js';
import type { WorkManagementStore } from '../store/store.js';
import { PLAN_EVENTS, renderWebhook, type StoredWebhook } from '../store/webhooks.js';

/** Document 1: list webhooks page size, maximum 10,000. */
const MAX_WEBHOOK_PAGE = 10_000;

export function webhookRoutes(store: WorkManagementStore): Route[] {
  const { errors, account } = store;
  const hooks = store.webhooks;

  const find = (req: EmulatorRequest): StoredWebhook => {
    const caller = callerOf(store, req);
    // Webhooks belong to the user who created them; others' are not found.
    return findById(
      req.params.webhookId,
      (id) => hooks.webhooks.find((w) => w.id === id && w.ownerId === caller.id),
      () => errors.notFound(),
    );
  };

  const callbackUrl = (body: BodyReader, required: boolean): string | undefined => {
    const url = required ? body.string('callbackUrl', true) : body.string('callbackUrl');
    if (url === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw body.invalid('callbackUrl', url);
    }
    // The real service requires https on public addresses; the emulator also takes http for local tests.
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw body.invalid('callbackUrl', url);
    return url;
  };

  const eventsOf = (body: BodyReader, scope: 'sheet' | 'plan', required: boolean): string[] | undefined => {
    const raw = body.body.events;
    if (raw === undefined || raw === null) {
      if (required) throw body.missing('events');
      return undefined;
    }
    if (!Array.isArray(raw) || raw.length === 0 || raw.some((e) => typeof e !== 'string'))
      throw body.invalid('events', toText(raw));
    const allowed: readonly string[] = scope === 'sheet' ? ['*.*'] : PLAN_EVENTS;
    for (const event of raw as string[]) if (!allowed.includes(event)) throw body.invalid('events', event);
    return [...new Set(raw as string[])];
  };

  /** `subscope.columnIds` (int64 column ids) of a sheet webhook; not allowed on a plan webhook (1032). */
  const subscopeOf = (body: BodyReader, scope: 'sheet' | 'plan'): { columnIds: bigint[] } | undefined => {
    const raw = body.body.subscope;
    if (raw === undefined || raw === null) return undefined;
    if (scope === 'plan')
      throw errors.error(400, 1032, 'The attribute(s) subscope are not allowed for this operation.');
    const columnIds =
      typeof raw === 'object' && !Array.isArray(raw) ? (raw as { columnIds?: unknown }).columnIds : undefined;
    if (!Array.isArray(columnIds) || columnIds.length === 0) throw body.invalid('subscope', toText(raw));
    return { columnIds: columnIds.map((value) => new BodyReader({ columnId: value }, errors).id('columnId', true)) };
  };

  return [
    {
      method: 'GET',
      template: '/webhooks',
      handler: (req) => {
        const caller = callerOf(store, req);
        const query = new QueryReader(req.query, errors);
        query.int('maxItems', 100, 1, MAX_WEBHOOK_PAGE);
        query.int('pageSize', 100, 1, MAX_WEBHOOK_PAGE);
        const mine = hooks.webhooks.filter((w) => w.ownerId === caller.id).reverse();
        return { body: tokenPage(mine, (w) => w.id, query, errors, renderWebhook) };
      },
    },
    {
      method: 'POST',
      template: '/webhooks',
      handler: (req) => {
        const caller = callerOf(store, req);
        const body = BodyReader.of(req, errors);
        const name = body.string('name', true);
        const url = callbackUrl(body, true)!;
        const scope = body.oneOf('scope', ['sheet', 'plan'] as const, true);
        const scopeObjectId = body.id('scopeObjectId', true);
        const events = eventsOf(body, scope, true)!;
        const version = body.body.version;
        if (version === undefined || version === null) throw body.missing('version');
        if (version !== 1) throw body.invalid('version', version);
        if (scope === 'sheet') {
          store.requireSheet(caller, String(scopeObjectId));
        } else {
          // Plan-level webhooks: a System Admin, on one of the account's plans.
          account.requireAdmin(caller);
          if (!account.plan(String(scopeObjectId))) throw errors.notFound();
        }
        const subscope = subscopeOf(body, scope);
        const now = isoSeconds(Date.now());
        const webhook: StoredWebhook = {
          id: account.newId(),
          ownerId: caller.id,
          name,
          callbackUrl: url,
          scope,
          scopeObjectId,
          events,
          version: 1,
          enabled: false,
          status: 'NEW_NOT_VERIFIED',
          sharedSecret: hooks.newSecret(),
          createdAt: now,
          modifiedAt: now,
          stats: {},
          ...(subscope ? { subscope } : {}),
        };
        hooks.webhooks.push(webhook);
        return { body: success(renderWebhook(webhook)) };
      },
    },
    {
      method: 'GET',
      template: '/webhooks/{webhookId}',
      handler: (req) => ({ body: renderWebhook(find(req)) }),
    },
    {
      method: 'PUT',
      template: '/webhooks/{webhookId}',
      handler: async (req) => {
        const webhook = find(req);
        const body = BodyReader.of(req, errors);
        // Everything is checked before anything changes.
        const name = body.string('name');
        const url = callbackUrl(body, false);
        const events = eventsOf(body, webhook.scope, false);
        const enabled = body.bool('enabled');
        if (body.has('version') && body.body.version !== 1) throw body.invalid('version', body.body.version);
        if (name !== undefined) webhook.name = name;
        if (events) webhook.events = events;
        if (url !== undefined && url !== webhook.callbackUrl) {
          webhook.callbackUrl = url;
          webhook.enabled = false;
          webhook.status = 'NEW_NOT_VERIFIED';
        }
        webhook.modifiedAt = isoSeconds(Date.now());
        if (enabled === false) {
          webhook.enabled = false;
          webhook.status = 'DISABLED_BY_OWNER';
        } else if (enabled === true && webhook.status !== 'ENABLED') {
          // The call blocks until the verification handshake is done.
          const outcome = await hooks.verify(webhook);
          webhook.enabled = outcome.ok;
          webhook.status = outcome.ok ? 'ENABLED' : 'DISABLED_VERIFICATION_FAILED';
          if (outcome.ok) {
            delete webhook.disabledDetails;
            webhook.stats.lastSuccessfulCallback = webhook.modifiedAt;
          } else if (outcome.detail) webhook.disabledDetails = outcome.detail;
        }
        return { body: success(renderWebhook(webhook)) };
      },
    },
  ];
}

function toText(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
