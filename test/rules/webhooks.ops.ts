// Operations of the work-management webhook rows (Documents 1 and 2): create, enable (the
// verification callback), list page sizes, and the seat type update event delivered on a change.
import { graphql } from '../generated/index.js';
import type { SeatType } from '../generated/graphql.js';
import { calls } from '../helpers/calls.js';
import { present } from '../helpers/present.js';
import type { WmResult, WmWebhook } from '../helpers/rest-shapes.js';
import { receiver } from './callback-receiver.js';
import { idText } from '../helpers/direct.js';
import type { GraphAnswer } from './harness.js';
import { operation } from './ops.js';
import type { World } from './world.js';

/** The largest `first` of the graph's connections. */
const GRAPH_MAX_FIRST = 500;
const CREATE = graphql(`
  mutation WebhookRuleCreate($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      webhook {
        backendId
        enabled
        status
        events
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation WebhookRuleUpdate($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) {
      webhook {
        backendId
        enabled
        status
        events
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const ONE = graphql(`query WebhookRuleWebhook($id: ID!) { webhook(id: $id) { backendId enabled status events } }`);
const LIST = graphql(`query WebhookRuleList($first: Int) { webhooks(first: $first) { edges { node { backendId } } } }`);
const UPGRADE_SEAT = graphql(`
  mutation WebhookRuleUpgradeSeat($input: ChangeUserSeatInput!) {
    upgradeUserPlan(input: $input) {
      planMembership {
        seatType
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const DOWNGRADE_SEAT = graphql(`
  mutation WebhookRuleDowngradeSeat($input: ChangeUserSeatInput!) {
    downgradeUserPlan(input: $input) {
      planMembership {
        seatType
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);

/** The scope (as Document 1 spells it) and events of a new webhook (default: every event of demo sheet "Lessons Learned"). */
interface WebhookArgs {
  scope?: 'sheet' | 'plan';
  events?: string[];
}

/** The body of a new webhook: on demo sheet "Lessons Learned" or on the main plan. */
async function webhookBody(
  world: World,
  args: WebhookArgs,
  path: string,
): Promise<{
  name: string;
  callbackUrl: string;
  scope: 'sheet' | 'plan';
  scopeObjectId: string;
  events: string[];
  version: number;
}> {
  const scopeObjectId = args.scope === 'plan' ? await world.mainPlanId() : await world.sheetId('Lessons Learned');
  return {
    name: `Hook ${path}`,
    callbackUrl: `${receiver.url}/${path}`,
    scope: args.scope ?? 'sheet',
    scopeObjectId,
    events: args.events ?? ['*.*'],
    version: 1,
  };
}

/** The same body in the graph's terms: the scope as WebhookScope (SHEET, PLAN). */
const graphBody = (body: Awaited<ReturnType<typeof webhookBody>>) => ({
  ...body,
  scope: body.scope === 'plan' ? ('PLAN' as const) : ('SHEET' as const),
});

async function createOverRest(world: World, body: Record<string, unknown>): Promise<string> {
  return idText((await world.ok(world.wm<WmResult>('POST', '/webhooks', body), 'create a webhook')).result.id);
}

/** The fields of a webhook both sides show. */
interface WebhookFields {
  enabled?: boolean | null;
  status?: string | null;
  events?: string[] | null;
}

const view = (w: WebhookFields): Record<string, unknown> => ({
  enabled: w.enabled,
  status: w.status,
  events: w.events,
});
const challenged = (tag: string): boolean =>
  receiver.received.some(
    (c) =>
      c.path.endsWith(`/${tag}`) &&
      typeof c.headers['smartsheet-hook-challenge'] === 'string' &&
      c.body?.challenge === c.headers['smartsheet-hook-challenge'],
  );
const graphWebhook = async (world: World, id: string): Promise<WebhookFields> =>
  present((await world.gqlData(ONE, { id })).webhook, 'the webhook');

/** The seat type event delivered to the row's webhook, as the fields the rows name. */
async function seatEvent(c: { tag: string; userId: string; planId: string }): Promise<Record<string, unknown>> {
  const callback = await receiver.waitFor(
    (r) =>
      r.path.endsWith(`/${c.tag}`) &&
      Array.isArray(r.body?.events) &&
      r.body.events.some((e) => idText(e.userId) === c.userId),
  );
  const event = present(
    callback.body?.events?.find((e) => idText(e.userId) === c.userId),
    'the event',
  );
  return {
    eventType: event.eventType,
    namesPlan: idText(event.planId) === c.planId,
    seatType: event.seatType,
    hasProvisionalExpirationDate: Boolean(event.provisionalExpirationDate),
  };
}

export const webhookOps = {
  'webhook.create': operation<WebhookArgs>()({
    userErrors: () => true,
    prepare: async (world, args, side, row) => ({
      body: await webhookBody(world, args, `echo/${row.id.toLowerCase()}-${side}`),
    }),
    rest: (world, _args, c) => world.wm<WmResult>('POST', '/webhooks', c.body),
    graph: (world, _args, c) => world.gql(CREATE, { input: graphBody(c.body) }),
    readRest: async (world, _args, _c, answer) =>
      view(await world.ok(world.wm<WmWebhook>('GET', `/webhooks/${idText(answer.body.result.id)}`), 'webhook')),
    readGraph: async (world, _args, _c, data) =>
      view(await graphWebhook(world, present(data.createWebhook?.webhook, 'the new webhook').backendId)),
  }),
  /** Enables a new sheet webhook whose callback echoes the challenge or not (args.answer). */
  'webhook.enable': operation<{ answer: 'echo' | 'wrong' }>()({
    userErrors: () => true,
    async prepare(world, args, side, row) {
      const tag = `${row.id.toLowerCase()}-${side}`;
      return { tag, id: await createOverRest(world, await webhookBody(world, {}, `${args.answer}/${tag}`)) };
    },
    rest: (world, _args, c) => world.wm('PUT', `/webhooks/${c.id}`, { enabled: true }),
    graph: (world, _args, c) => world.gql(UPDATE, { input: { webhookId: c.id, enabled: true } }),
    readRest: async (world, _args, c) => ({
      ...view(await world.ok(world.wm<WmWebhook>('GET', `/webhooks/${c.id}`), 'webhook')),
      challenged: challenged(c.tag),
    }),
    readGraph: async (world, _args, c) => ({ ...view(await graphWebhook(world, c.id)), challenged: challenged(c.tag) }),
  }),
  /** Lists webhooks with a page size (args.pageSize); the graph asks for as many as its `first` allows (500). */
  'webhook.list': operation<{ pageSize: number }>()({
    rest: (world, args) => world.wm<{ data?: unknown }>('GET', `/webhooks?pageSize=${args.pageSize}`),
    graph: (world, args) => world.gql(LIST, { first: Math.min(args.pageSize, GRAPH_MAX_FIRST) }),
    readRest: (_world, _args, _c, answer) => ({ listed: Array.isArray(answer.body.data) }),
    async readGraph(world, _args, _c, data) {
      const sizes = (await calls(world.stack.emulators.workManagement, { template: '/webhooks' })).map((call) =>
        Number(
          new URL(call.url, 'http://x').searchParams.get('maxItems') ??
            new URL(call.url, 'http://x').searchParams.get('pageSize') ??
            100,
        ),
      );
      return {
        listed: Array.isArray(data.webhooks?.edges),
        pageSizesWithinLimit: sizes.length > 0 && sizes.every((n) => n <= 10_000),
      };
    },
  }),
  /** Changes a user's seat on the main plan (args.to, up or down) with an enabled plan webhook filtered to seat type updates. */
  'webhook.seatTypeEvent': operation<{ to: SeatType; direction?: 'down' }>()({
    userErrors: () => true,
    async prepare(world, args, side, row) {
      const tag = `${row.id.toLowerCase()}-${side}`;
      const id = await createOverRest(
        world,
        await webhookBody(world, { scope: 'plan', events: ['user.seatType.updated'] }, `echo/${tag}`),
      );
      await world.ok(world.wm('PUT', `/webhooks/${id}`, { enabled: true }), 'enable the webhook');
      const from = args.direction === 'down' ? 'MEMBER' : 'VIEWER';
      const user = await world.freshUser((u) => u.seatType === from);
      return { tag, userId: user.id, planId: await world.mainPlanId() };
    },
    rest: (world, args, c) =>
      world.wm('POST', `/users/${c.userId}/plans/${c.planId}/${args.direction === 'down' ? 'downgrade' : 'upgrade'}`, {
        seatType: args.to,
      }),
    async graph(world, args, c): Promise<GraphAnswer<unknown>> {
      const input = { userId: c.userId, planId: c.planId, seatType: args.to };
      return args.direction === 'down' ? world.gql(DOWNGRADE_SEAT, { input }) : world.gql(UPGRADE_SEAT, { input });
    },
    readRest: (_world, _args, c) => seatEvent(c),
    readGraph: (_world, _args, c) => seatEvent(c),
  }),
};
