// Operations of the event rows (Document 2): the whole demo event feed read once over REST
// (GET /events) and once through the graph (Query.events), then checked per event type or per rule;
// the filtered feed for a user who is not an admin; and the admin-only list refused to others.
import { globalIdParts } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { RequestHeaders } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import type { WmContainer, WmEvent, WmPage } from '../helpers/rest-shapes.js';
import type { CatalogEntry } from './doc2-catalog.js';
import type { EventRuleFeedQuery, EventRuleFilteredFeedQuery } from '../generated/graphql.js';
import { idText, type Exactly } from '../helpers/direct.js';
import type { GraphAnswer, RestAnswer } from './harness.js';
import { failed, operation } from './ops.js';
import { WM_TOKENS, type World } from './world.js';

const SINCE = '2026-09-01T00:00:00Z';
const AS_USER = { authorization: `Bearer ${WM_TOKENS.user}` };

/** One event as both sides show it. */
export interface FeedEvent {
  type: string;
  objectType: string;
  action: string;
  source: string;
  timestamp: string;
  details: Record<string, unknown>;
}

/** Admin-center event types (Document 2: they carry sourceIpAddress instead of emailAddress). */
export function isAdminCenter(type: string): boolean {
  return (
    /^(AUTHENTICATION|LICENSE_REQUESTS|POLICY_[A-Z_]+|SECURE_EXTERNAL_ACCESS|SECURITY_CONTROLS) - /.test(type) ||
    ['USER - DEACTIVATE', 'USER - MERGE_USERS', 'USER - VIEW_USER_ROLES_AND_REPORTS'].includes(type)
  );
}

/** An event's additionalDetails as an object (none: empty). */
const detailsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

async function restFeed(world: World): Promise<RestAnswer<WmPage<WmEvent>>> {
  return world.wm<WmPage<WmEvent>>('GET', `/events?since=${SINCE}&maxCount=10000`);
}
const fromRest = (e: WmEvent): FeedEvent => ({
  type: `${e.objectType} - ${e.action}`,
  objectType: e.objectType,
  action: e.action,
  source: e.source,
  timestamp: e.eventTimestamp,
  details: detailsOf(e.additionalDetails),
});

const FEED = graphql(`
  query EventRuleFeed($since: DateTime, $after: String) {
    events(since: $since, first: 10000, after: $after) {
      edges {
        node {
          eventType
          objectType
          action
          source
          timestamp
          additionalDetails
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** An event of the feed through the graph. */
interface GraphEvent {
  eventType: string;
  objectType: string;
  action: string;
  source: string;
  timestamp: string;
  additionalDetails?: unknown;
}

/** Every event of the feed through the graph, page by page (the first failed page's errors instead). */
async function graphFeed(world: World, headers: RequestHeaders = {}): Promise<GraphAnswer<GraphEvent[]>> {
  const nodes: GraphEvent[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: GraphAnswer<Exactly<EventRuleFeedQuery>> = await world.gql(FEED, { since: SINCE, after }, headers);
    if (answer.errors) return failed(answer);
    const events = present(answer.data?.events, 'a page of events');
    nodes.push(...(events.edges ?? []).map((e) => present(e?.node, 'an event')));
    if (!events.pageInfo.hasNextPage) return { data: nodes };
    after = events.pageInfo.endCursor ?? null;
  }
}
const fromGraph = (e: GraphEvent): FeedEvent => ({
  type: e.eventType,
  objectType: e.objectType,
  action: e.action,
  source: e.source,
  timestamp: e.timestamp,
  details: detailsOf(e.additionalDetails),
});

/** The feed of each side, read once per file. */
const restEvents = (world: World): Promise<FeedEvent[]> =>
  world.once('feed:rest', async () => (await world.ok(restFeed(world), 'events')).data.map(fromRest));
const graphEvents = (world: World): Promise<FeedEvent[]> =>
  world.once('feed:graph', async () => {
    const answer = await graphFeed(world);
    if (answer.errors) throw new Error(`events through the graph: ${present(answer.errors[0], 'an error').message}`);
    return present(answer.data, 'the events').map(fromGraph);
  });

const listOf = (value: unknown): string[] =>
  String(value)
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * What the events of one catalog type show, against the row's args: `properties` every event must
 * carry, `oneOf` groups of which each event carries exactly one, `values` and `listValues` (array
 * or comma notation) the allowed values of some properties.
 */
export function catalogView(events: FeedEvent[], args: CatalogEntry): Record<string, unknown> {
  const mine = events.filter((e) => e.type === args.eventType);
  const missing = new Set<string>();
  const outside = new Set<string>();
  let responsible = true;
  for (const e of mine) {
    for (const p of args.properties ?? [])
      if (e.details[p] === undefined || e.details[p] === null || e.details[p] === '') missing.add(p);
    for (const group of args.oneOf ?? [])
      if (group.filter((p) => e.details[p] !== undefined).length !== 1) missing.add(`one of ${group.join('/')}`);
    for (const [p, allowed] of Object.entries(args.values ?? {}))
      if (e.details[p] !== undefined && !allowed.includes(idText(e.details[p])))
        outside.add(`${p}=${idText(e.details[p])}`);
    for (const [p, allowed] of Object.entries(args.listValues ?? {}))
      for (const v of e.details[p] === undefined ? [] : listOf(e.details[p]))
        if (!allowed.includes(v)) outside.add(`${p}=${v}`);
    const email = e.details.emailAddress;
    if (isAdminCenter(args.eventType))
      responsible &&= (e.source === 'WEB_APP') === (typeof e.details.sourceIpAddress === 'string');
    else responsible &&= typeof email === 'string' && email.includes('@');
  }
  return {
    present: mine.length > 0,
    missing: [...missing],
    outsideEnumerations: [...outside],
    carriesResponsible: responsible,
  };
}

const FLAGS = [
  'includeAttachments',
  'sendCompletionEmail',
  'mfaEnabled',
  'isVendorIdp',
  'urlBased',
  'isDisabled',
  'includeValidatedDomains',
  'oldRemoveFromSharing',
  'newRemoveFromSharing',
  'oldTransferSheets',
  'newTransferSheets',
];

/** The rules checked over the whole feed. */
type FeedRule = 'timestamps' | 'names' | 'sources' | 'flags';

/** A rule checked over the whole feed (args.rule). */
function feedRule(events: FeedEvent[], rule: FeedRule): Record<string, unknown> {
  if (rule === 'timestamps')
    return {
      nonEmpty: events.length > 0,
      isoUtc: events.every((e) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(e.timestamp)),
    };
  if (rule === 'names')
    return {
      nonEmpty: events.length > 0,
      named: events.every((e) => e.type === `${e.objectType} - ${e.action}` && /^[A-Z_]+ - [A-Z_]+$/.test(e.type)),
    };
  if (rule === 'sources')
    return { sources: ['API_INTEGRATED_APP', 'WEB_APP'].filter((s) => events.some((e) => e.source === s)) };
  const flags = events.flatMap((e) => FLAGS.filter((f) => e.details[f] !== undefined).map((f) => e.details[f]));
  return { flagsSeen: flags.length > 0, nonStringFlags: flags.filter((v) => v !== 'true' && v !== 'false') };
}

const FILTERED = graphql(`
  query EventRuleFilteredFeed($since: DateTime, $after: String) {
    filteredEvents(since: $since, first: 10000, after: $after) {
      edges {
        node {
          objectType
          action
          object {
            ... on Sheet {
              id
            }
            ... on Workspace {
              id
            }
          }
          additionalDetails
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The backend id inside the global id of the sheet or workspace an event is about (read with the reader's credentials). */
const objectIdOf = (object: { id?: string } | null | undefined): string | undefined =>
  object?.id ? globalIdParts(object.id)?.parts.at(-1) : undefined;

/** An event of the filtered feed, as both sides show it. */
interface VisibleEvent {
  objectType: string;
  action: string;
  objectId: unknown;
  details: Record<string, unknown>;
}

/** Whether every event of the filtered feed concerns a sheet or workspace user 1 can see. */
async function onlyVisible(world: World, events: VisibleEvent[]): Promise<Record<string, unknown>> {
  const sheets = new Set(
    (
      await world.ok(
        world.wm<WmPage<WmContainer>>('GET', '/sheets?includeAll=true', undefined, { as: 'user' }),
        'sheets',
      )
    ).data.map((s) => String(s.id)),
  );
  const workspaces = new Set(
    (
      await world.ok(
        world.wm<WmPage<WmContainer>>('GET', '/workspaces?paginationType=token&maxItems=100', undefined, {
          as: 'user',
        }),
        'workspaces',
      )
    ).data.map((w) => String(w.id)),
  );
  const visible = (e: VisibleEvent): boolean => {
    // A MOVE names the destination workspace, which the mover may see and the reader not.
    if (e.action === 'MOVE') return true;
    // An event about a sheet or workspace names it (the graph: as an object the reader can read).
    if ((e.objectType === 'SHEET' || e.objectType === 'WORKSPACE') && e.objectId === undefined) return false;
    const sheet = e.details.sheetId ?? (e.objectType === 'SHEET' ? e.objectId : undefined);
    if (sheet !== undefined) return sheets.has(idText(sheet));
    const workspace = e.details.workspaceId ?? (e.objectType === 'WORKSPACE' ? e.objectId : undefined);
    return workspace === undefined || workspaces.has(idText(workspace));
  };
  return { nonEmpty: events.length > 0, onlyVisible: events.every(visible) };
}

/** The filtered feed of user 1 through the graph, page by page. */
async function graphFilteredFeed(world: World): Promise<GraphAnswer<VisibleEvent[]>> {
  const nodes: VisibleEvent[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: GraphAnswer<Exactly<EventRuleFilteredFeedQuery>> = await world.gql(
      FILTERED,
      { since: SINCE, after },
      AS_USER,
    );
    if (answer.errors) return failed(answer);
    const events = present(answer.data?.filteredEvents, 'a page of filtered events');
    nodes.push(
      ...(events.edges ?? [])
        .map((edge) => present(edge?.node, 'an event'))
        .map((e) => ({
          objectType: e.objectType,
          action: e.action,
          objectId: objectIdOf(e.object),
          details: detailsOf(e.additionalDetails),
        })),
    );
    if (!events.pageInfo.hasNextPage) return { data: nodes };
    after = events.pageInfo.endCursor ?? null;
  }
}

/** The feed of each side as an answer: the REST read and the graph walk, each once per file. */
const feedOps = {
  rest: async (world: World): Promise<RestAnswer<FeedEvent[]>> => ({ status: 200, body: await restEvents(world) }),
  graph: async (world: World): Promise<GraphAnswer<FeedEvent[]>> => ({ data: await graphEvents(world) }),
};

export const eventOps = {
  'events.catalog': operation<CatalogEntry>()({
    ...feedOps,
    readRest: (_world, args, _c, answer) => catalogView(answer.body, args),
    readGraph: (_world, args, _c, data) => catalogView(data, args),
  }),
  'events.rule': operation<{ rule: FeedRule }>()({
    ...feedOps,
    readRest: (_world, args, _c, answer) => feedRule(answer.body, args.rule),
    readGraph: (_world, args, _c, data) => feedRule(data, args.rule),
  }),
  /** The admin-only list, asked for by user 1 (not an admin). */
  'events.listAsUser': operation()({
    rest: (world) => world.wm('GET', `/events?since=${SINCE}`, undefined, { as: 'user' }),
    graph: (world) => graphFeed(world, AS_USER),
  }),
  /** The filtered feed of user 1. */
  'events.filteredAsUser': operation()({
    rest: (world) =>
      world.wm<WmPage<WmEvent>>('POST', '/filteredEvents', { since: SINCE, maxCount: 10000 }, { as: 'user' }),
    graph: (world) => graphFilteredFeed(world),
    readRest: (world, _args, _c, answer) =>
      onlyVisible(
        world,
        answer.body.data.map((e) => ({
          objectType: e.objectType,
          action: e.action,
          objectId: e.objectId,
          details: detailsOf(e.additionalDetails),
        })),
      ),
    readGraph: (world, _args, _c, data) => onlyVisible(world, data),
  }),
};
