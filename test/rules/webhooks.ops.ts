// Operations of the work-management webhook rows (Documents 1 and 2): create, enable (the
// verification callback), list page sizes, and the seat type update event delivered on a change.
import { receiver } from './callback-receiver.js';
import { upstreamCalls } from '../helpers/stack.js';
import { idText } from './exact-json.js';
import type { Operation } from './ops.js';
import type { World } from './world.js';

const FIELDS = 'webhookId enabled status events';
/** The largest `first` of the graph's connections. */
const GRAPH_MAX_FIRST = 500;
const CREATE = `mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { ${FIELDS} } } }`;
const UPDATE = `mutation U($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { ${FIELDS} } } }`;
const ONE = `query W($id: ID!) { webhook(id: $id) { ${FIELDS} } }`;
const CHANGE_SEAT = 'mutation S($input: ChangeUserSeatInput!) { upgradeUserPlan(input: $input) { plan { seatType } } }';
const DOWNGRADE_SEAT = CHANGE_SEAT.replace('upgradeUserPlan', 'downgradeUserPlan');

/** The body of a new webhook: on demo sheet "Lessons Learned" or on the main plan. */
async function webhookBody(world: World, args: Record<string, any>, path: string): Promise<Record<string, unknown>> {
  const scopeObjectId = args.scope === 'plan' ? await world.mainPlanId() : await world.sheetId('Lessons Learned');
  return { name: `Hook ${path}`, callbackUrl: `${receiver.url}/${path}`, scope: args.scope ?? 'sheet', scopeObjectId, events: args.events ?? ['*.*'], version: 1 };
}

async function createOverRest(world: World, body: Record<string, unknown>): Promise<string> {
  return idText((await world.ok(world.wm('POST', '/webhooks', body), 'create a webhook')).result.id);
}

const view = (w: any) => ({ enabled: w.enabled, status: w.status, events: w.events });
const challenged = (tag: string): boolean => receiver.received.some((c) => c.path.endsWith(`/${tag}`) && typeof c.headers['smartsheet-hook-challenge'] === 'string' && c.body?.challenge === c.headers['smartsheet-hook-challenge']);

/** The seat type event delivered to the row's webhook, as the fields the rows name. */
async function seatEvent(world: World, c: any): Promise<Record<string, unknown>> {
  const callback = await receiver.waitFor((r) => r.path.endsWith(`/${c.tag}`) && Array.isArray(r.body?.events) && r.body.events.some((e: any) => idText(e.userId) === c.userId));
  const event = callback.body.events.find((e: any) => idText(e.userId) === c.userId);
  return { eventType: event.eventType, namesPlan: idText(event.planId) === c.planId, seatType: event.seatType, hasProvisionalExpirationDate: Boolean(event.provisionalExpirationDate) };
}

export const webhookOps: Record<string, Operation> = {
  'webhook.create': {
    prepare: async (world, args, side, row) => ({ body: await webhookBody(world, args, `echo/${row.id.toLowerCase()}-${side}`) }),
    rest: (world, _args, c) => world.wm('POST', '/webhooks', c.body),
    graph: (world, _args, c) => world.gql(CREATE, { input: c.body }),
    readRest: async (world, _args, _c, answer) => view(await world.ok(world.wm('GET', `/webhooks/${idText(answer.body.result.id)}`), 'webhook')),
    readGraph: async (world, _args, _c, answer) => view((await world.gqlData(ONE, { id: answer.data.createWebhook.webhook.webhookId })).webhook),
  },
  /** Enables a new sheet webhook whose callback echoes the challenge or not (args.answer). */
  'webhook.enable': {
    async prepare(world, args, side, row) {
      const tag = `${row.id.toLowerCase()}-${side}`;
      return { tag, id: await createOverRest(world, await webhookBody(world, {}, `${args.answer}/${tag}`)) };
    },
    rest: (world, _args, c) => world.wm('PUT', `/webhooks/${c.id}`, { enabled: true }),
    graph: (world, _args, c) => world.gql(UPDATE, { input: { webhookId: c.id, enabled: true } }),
    readRest: async (world, _args, c) => ({ ...view(await world.ok(world.wm('GET', `/webhooks/${c.id}`), 'webhook')), challenged: challenged(c.tag) }),
    readGraph: async (world, _args, c) => ({ ...view((await world.gqlData(ONE, { id: c.id })).webhook), challenged: challenged(c.tag) }),
  },
  /** Lists webhooks with a page size (args.pageSize); the graph asks for as many as its `first` allows (500). */
  'webhook.list': {
    rest: (world, args) => world.wm('GET', `/webhooks?pageSize=${args.pageSize}`),
    graph: (world, args) => world.gql('query L($first: Int) { webhooks(first: $first) { edges { node { webhookId } } } }', { first: Math.min(args.pageSize, GRAPH_MAX_FIRST) }),
    readRest: async (_world, _args, _c, answer) => ({ listed: Array.isArray(answer.body.data) }),
    async readGraph(world, _args, _c, answer) {
      const sizes = (await upstreamCalls(world.stack.emulators.workManagement))
        .filter((call) => call.template === '/webhooks')
        .map((call) => Number(new URL(call.url, 'http://x').searchParams.get('maxItems') ?? new URL(call.url, 'http://x').searchParams.get('pageSize') ?? 100));
      return { listed: Array.isArray(answer.data.webhooks.edges), pageSizesWithinLimit: sizes.length > 0 && sizes.every((n) => n <= 10_000) };
    },
  },
  /** Changes a user's seat on the main plan (args.to, up or down) with an enabled plan webhook filtered to seat type updates. */
  'webhook.seatTypeEvent': {
    async prepare(world, args, side, row) {
      const tag = `${row.id.toLowerCase()}-${side}`;
      const id = await createOverRest(world, await webhookBody(world, { scope: 'plan', events: ['user.seatType.updated'] }, `echo/${tag}`));
      await world.ok(world.wm('PUT', `/webhooks/${id}`, { enabled: true }), 'enable the webhook');
      const from = args.direction === 'down' ? 'MEMBER' : 'VIEWER';
      const user = await world.freshUser((u) => u.seatType === from);
      return { tag, userId: user.id, planId: await world.mainPlanId() };
    },
    rest: (world, args, c) => world.wm('POST', `/users/${c.userId}/plans/${c.planId}/${args.direction === 'down' ? 'downgrade' : 'upgrade'}`, { seatType: args.to }),
    graph: (world, args, c) => world.gql(args.direction === 'down' ? DOWNGRADE_SEAT : CHANGE_SEAT, { input: { userId: c.userId, planId: c.planId, seatType: args.to } }),
    readRest: (world, _args, c) => seatEvent(world, c),
    readGraph: (world, _args, c) => seatEvent(world, c),
  },
};
