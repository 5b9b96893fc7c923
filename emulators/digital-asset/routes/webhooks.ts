// Webhook subscriptions of the digital-asset emulator: POST/GET /webhooks, GET/DELETE
// /webhooks/{webhook_id}, served from the API v1 prefix as the vendor serves them; one library per
// subscription, duplicates refused (409), and callback URLs that the public internet cannot reach
// (localhost, private networks, credentials) refused (400).
import { toJson, type Route } from '../../kit/http-emulator.js';
import { WEBHOOKS_BASE_PATH } from '../envelope.js';
import { badRequest, daError, notFound } from '../errors.js';
import { opaqueId } from '../ids.js';
import type { DigitalAssetStore } from '../store/store.js';
import { WEBHOOK_EVENT_TYPES } from '../delivery/webhooks.js';
import type { DaWebhook } from '../model.js';
import { callbackUrlProblem } from '../rules/callback-url.js';

/** A library key from a request body as the 404 quotes it: a string as it is, nothing as '', else its JSON text. */
function shownKey(key: unknown): string {
  if (typeof key === 'string') return key;
  return key === undefined || key === null ? '' : toJson(key);
}

/** The reference's `Webhook`: an id and the four attributes (no `type`). */
function webhookResource(w: DaWebhook) {
  return { id: w.id, attributes: { ...w.attributes } };
}

export function webhookRoutes(store: DigitalAssetStore): Route[] {
  // A key sees the subscriptions of the libraries it sees.
  const find = (id: string | undefined, token: string): DaWebhook => {
    const hook = store.webhooks.find((w) => w.id === id);
    if (!hook || !hook.active || !store.sees(token, hook.attributes.resource_key)) throw notFound('Webhook', id ?? '');
    return hook;
  };
  const routes: Route[] = [
    {
      method: 'POST',
      template: '/webhooks',
      handler: (req) => {
        const attrs = (req.body as { data?: { attributes?: Record<string, unknown> } } | undefined)?.data?.attributes;
        if (typeof attrs !== 'object' || attrs === null) throw badRequest('Send {"data":{"attributes":{...}}}');
        const eventType = attrs.event_type;
        if (typeof eventType !== 'string' || !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(eventType)) {
          throw badRequest(`event_type must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
        }
        if (attrs.resource_type !== 'library')
          throw badRequest('resource_type must be "library": a webhook subscribes to one library');
        const resourceKey = attrs.resource_key;
        if (typeof resourceKey !== 'string' || !store.libraries.has(resourceKey) || !store.sees(req.token, resourceKey))
          throw notFound('Library', shownKey(resourceKey));
        const problem = callbackUrlProblem(attrs.callback_url, store.allowLoopbackCallbacks);
        if (problem) throw badRequest(problem);
        const callbackUrl = attrs.callback_url as string;
        const duplicate = store.webhooks.find(
          (w) =>
            w.attributes.event_type === eventType &&
            w.attributes.resource_key === resourceKey &&
            w.attributes.callback_url === callbackUrl,
        );
        if (duplicate)
          throw daError(
            409,
            `A subscription for ${eventType} on library ${resourceKey} to this callback_url already exists (${duplicate.id})`,
          );
        const hook: DaWebhook = {
          id: opaqueId('webhook', store.created.webhooks++),
          attributes: {
            event_type: eventType,
            resource_key: resourceKey,
            resource_type: 'library',
            callback_url: callbackUrl,
          },
          active: true,
        };
        store.webhooks.push(hook);
        return { status: 200, body: { data: webhookResource(hook) } };
      },
    },
    {
      // "List all active webhooks": one answer, no paging.
      method: 'GET',
      template: '/webhooks',
      handler: (req) => ({
        body: {
          data: store.webhooks
            .filter((w) => w.active && store.sees(req.token, w.attributes.resource_key))
            .map(webhookResource),
        },
      }),
    },
    {
      method: 'GET',
      template: '/webhooks/{webhook_id}',
      handler: (req) => ({ body: { data: webhookResource(find(req.params.webhook_id, req.token)) } }),
    },
    {
      method: 'DELETE',
      template: '/webhooks/{webhook_id}',
      handler: (req) => {
        const hook = find(req.params.webhook_id, req.token);
        store.webhooks.splice(store.webhooks.indexOf(hook), 1);
        // "Successful response (always an empty object)".
        return { status: 200, body: {} };
      },
    },
  ];
  return routes.map((route) => ({ ...route, basePath: WEBHOOKS_BASE_PATH }));
}
