// Webhook subscriptions of the digital-asset emulator: POST/GET /webhooks, GET/DELETE
// /webhooks/{webhook_id}, served from the API v1 prefix as the vendor serves them; one library per
// subscription, duplicates refused (409), and callback URLs that the public internet cannot reach
// (localhost, private networks, credentials) refused (400).
import ipaddr from 'ipaddr.js';
import type { Route } from '../../kit/http-emulator.js';
import { WEBHOOKS_BASE_PATH } from '../envelope.js';
import { badRequest, daError, notFound } from '../errors.js';
import { opaqueId } from '../ids.js';
import type { DigitalAssetStore } from '../store/store.js';
import { WEBHOOK_EVENT_TYPES } from '../delivery/webhooks.js';

export interface DaWebhook {
  id: string;
  attributes: { event_type: string; resource_key: string; resource_type: string; callback_url: string };
  /** Whether the service still delivers to it: lists and reads show active subscriptions only. */
  active: boolean;
}

/** IPv6 global unicast (2000::/3): the only IPv6 space the internet routes to hosts. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** The IP address a URL host names (the URL parser has normalized IPv4 and IPv6 forms), or null for a name. */
function ipLiteral(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return ipaddr.IPv4.parse(host);
  if (host.includes(':') && ipaddr.IPv6.isValid(host)) return ipaddr.IPv6.parse(host);
  return null;
}

/** Why the public internet could not reach `raw`, or null when it could. */
export function callbackUrlProblem(raw: unknown, allowLoopback = false): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return 'callback_url is required';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'callback_url is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'callback_url must be an http(s) URL';
  if (url.username || url.password)
    return 'callback_url must not carry credentials (authenticated domains cannot receive callbacks)';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  const address = ipLiteral(host);
  // Development setting: loopback callbacks (127.0.0.0/8, ::1, localhost) are let through.
  if (allowLoopback && (host === 'localhost' || address?.range() === 'loopback')) return null;
  if (host === 'localhost' || host.endsWith('.localhost'))
    return 'callback_url must be reachable from the public internet, not localhost';
  if (address) {
    // Public unicast only: IPv4-mapped, NAT64, 6to4, private, shared, reserved and the rest are not.
    const publicAddress =
      address.range() === 'unicast' && (address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6));
    return publicAddress
      ? null
      : 'callback_url must be reachable from the public internet, not a private, local or other non-public address';
  }
  if (!host.includes('.')) return 'callback_url must name a public domain, not a single-label (intranet) host';
  if (/\.(local|internal|lan|intranet|home\.arpa|corp)$/.test(host))
    return 'callback_url must be reachable from the public internet, not an internal domain';
  return null;
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
          throw notFound('Library', String(resourceKey ?? ''));
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
