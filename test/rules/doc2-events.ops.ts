// Operations of the event rows (Document 2): the whole demo event feed read once over REST
// (GET /events) and once through the graph (Query.events), then checked per event type or per rule;
// the filtered feed for a user who is not an admin; and the admin-only list refused to others.
import type { GraphAnswer, RestAnswer } from './harness.js';
import type { Operation } from './ops.js';
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
  return /^(AUTHENTICATION|LICENSE_REQUESTS|POLICY_[A-Z_]+|SECURE_EXTERNAL_ACCESS|SECURITY_CONTROLS) - /.test(type) || ['USER - DEACTIVATE', 'USER - MERGE_USERS', 'USER - VIEW_USER_ROLES_AND_REPORTS'].includes(type);
}

async function restFeed(world: World): Promise<RestAnswer> {
  return world.wm('GET', `/events?since=${SINCE}&maxCount=10000`);
}
const fromRest = (e: any): FeedEvent => ({ type: `${e.objectType} - ${e.action}`, objectType: e.objectType, action: e.action, source: e.source, timestamp: e.eventTimestamp, details: e.additionalDetails ?? {} });

const FEED = `query F($since: DateTime, $after: String) { events(since: $since, first: 10000, after: $after) {
  edges { node { eventType objectType action source timestamp additionalDetails } } pageInfo { hasNextPage endCursor } } }`;

async function graphFeed(world: World, headers: Record<string, string> = {}): Promise<GraphAnswer> {
  const nodes: any[] = [];
  let after: string | null = null;
  for (;;) {
    const answer = await world.gql(FEED, { since: SINCE, after }, headers);
    if (answer.errors) return answer;
    nodes.push(...answer.data.events.edges.map((e: any) => e.node));
    if (!answer.data.events.pageInfo.hasNextPage) return { data: nodes };
    after = answer.data.events.pageInfo.endCursor;
  }
}
const fromGraph = (e: any): FeedEvent => ({ type: e.eventType, objectType: e.objectType, action: e.action, source: e.source, timestamp: e.timestamp, details: e.additionalDetails ?? {} });

/** The feed of each side, read once per file. */
const restEvents = (world: World): Promise<FeedEvent[]> => world.once('feed:rest', async () => (await world.ok(restFeed(world), 'events')).data.map(fromRest));
const graphEvents = (world: World): Promise<FeedEvent[]> =>
  world.once('feed:graph', async () => {
    const answer = await graphFeed(world);
    if (answer.errors) throw new Error(`events through the graph: ${answer.errors[0]!.message}`);
    return answer.data.map(fromGraph);
  });

const listOf = (value: unknown): string[] => String(value).replace(/^\[|\]$/g, '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * What the events of one catalog type show, against the row's args: `properties` every event must
 * carry, `oneOf` groups of which each event carries exactly one, `values` and `listValues` (array
 * or comma notation) the allowed values of some properties.
 */
export function catalogView(events: FeedEvent[], args: Record<string, any>): Record<string, unknown> {
  const mine = events.filter((e) => e.type === args.eventType);
  const missing = new Set<string>();
  const outside = new Set<string>();
  let responsible = true;
  for (const e of mine) {
    for (const p of args.properties ?? []) if (e.details[p] === undefined || e.details[p] === null || e.details[p] === '') missing.add(p);
    for (const group of args.oneOf ?? []) if ((group as string[]).filter((p) => e.details[p] !== undefined).length !== 1) missing.add(`one of ${group.join('/')}`);
    for (const [p, allowed] of Object.entries(args.values ?? {})) if (e.details[p] !== undefined && !(allowed as string[]).includes(String(e.details[p]))) outside.add(`${p}=${String(e.details[p])}`);
    for (const [p, allowed] of Object.entries(args.listValues ?? {})) for (const v of e.details[p] === undefined ? [] : listOf(e.details[p])) if (!(allowed as string[]).includes(v)) outside.add(`${p}=${v}`);
    if (isAdminCenter(args.eventType)) responsible &&= (e.source === 'WEB_APP') === (typeof e.details.sourceIpAddress === 'string');
    else responsible &&= typeof e.details.emailAddress === 'string' && e.details.emailAddress.includes('@');
  }
  return { present: mine.length > 0, missing: [...missing], outsideEnumerations: [...outside], carriesResponsible: responsible };
}

const FLAGS = ['includeAttachments', 'sendCompletionEmail', 'mfaEnabled', 'isVendorIdp', 'urlBased', 'isDisabled', 'includeValidatedDomains', 'oldRemoveFromSharing', 'newRemoveFromSharing', 'oldTransferSheets', 'newTransferSheets'];

/** A rule checked over the whole feed (args.rule). */
function feedRule(events: FeedEvent[], rule: string): Record<string, unknown> {
  if (rule === 'timestamps') return { nonEmpty: events.length > 0, isoUtc: events.every((e) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(e.timestamp)) };
  if (rule === 'names') return { nonEmpty: events.length > 0, named: events.every((e) => e.type === `${e.objectType} - ${e.action}` && /^[A-Z_]+ - [A-Z_]+$/.test(e.type)) };
  if (rule === 'sources') return { sources: ['API_INTEGRATED_APP', 'WEB_APP'].filter((s) => events.some((e) => e.source === s)) };
  const flags = events.flatMap((e) => FLAGS.filter((f) => e.details[f] !== undefined).map((f) => e.details[f]));
  return { flagsSeen: flags.length > 0, nonStringFlags: flags.filter((v) => v !== 'true' && v !== 'false') };
}

const FILTERED = `query F($since: DateTime, $after: String) { filteredEvents(since: $since, first: 10000, after: $after) {
  edges { node { objectType action objectId additionalDetails } } pageInfo { hasNextPage endCursor } } }`;

/** Whether every event of the filtered feed concerns a sheet or workspace user 1 can see. */
async function onlyVisible(world: World, events: Array<{ objectType: string; action: string; objectId: unknown; details: any }>): Promise<Record<string, unknown>> {
  const sheets = new Set((await world.ok(world.wm('GET', '/sheets?includeAll=true', undefined, { as: 'user' }), 'sheets')).data.map((s: any) => String(s.id)));
  const workspaces = new Set((await world.ok(world.wm('GET', '/workspaces?paginationType=token&maxItems=100', undefined, { as: 'user' }), 'workspaces')).data.map((w: any) => String(w.id)));
  const visible = (e: (typeof events)[number]): boolean => {
    // A MOVE names the destination workspace, which the mover may see and the reader not.
    if (e.action === 'MOVE') return true;
    const sheet = e.details?.sheetId ?? (e.objectType === 'SHEET' ? e.objectId : undefined);
    if (sheet !== undefined) return sheets.has(String(sheet));
    const workspace = e.details?.workspaceId ?? (e.objectType === 'WORKSPACE' ? e.objectId : undefined);
    return workspace === undefined || workspaces.has(String(workspace));
  };
  return { nonEmpty: events.length > 0, onlyVisible: events.every(visible) };
}

export const eventOps: Record<string, Operation> = {
  'events.catalog': {
    rest: async (world) => ({ status: 200, body: await restEvents(world) }),
    graph: async (world) => ({ data: await graphEvents(world) }),
    readRest: async (_world, args, _c, answer) => catalogView(answer.body, args),
    readGraph: async (_world, args, _c, answer) => catalogView(answer.data, args),
  },
  'events.rule': {
    rest: async (world) => ({ status: 200, body: await restEvents(world) }),
    graph: async (world) => ({ data: await graphEvents(world) }),
    readRest: async (_world, args, _c, answer) => feedRule(answer.body, args.rule),
    readGraph: async (_world, args, _c, answer) => feedRule(answer.data, args.rule),
  },
  /** The admin-only list, asked for by user 1 (not an admin). */
  'events.listAsUser': {
    rest: (world) => world.wm('GET', `/events?since=${SINCE}`, undefined, { as: 'user' }),
    graph: (world) => graphFeed(world, AS_USER),
  },
  /** The filtered feed of user 1. */
  'events.filteredAsUser': {
    rest: (world) => world.wm('POST', '/filteredEvents', { since: SINCE, maxCount: 10000 }, { as: 'user' }),
    async graph(world) {
      const nodes: any[] = [];
      let after: string | null = null;
      for (;;) {
        const answer = await world.gql(FILTERED, { since: SINCE, after }, AS_USER);
        if (answer.errors) return answer;
        nodes.push(...answer.data.filteredEvents.edges.map((e: any) => e.node));
        if (!answer.data.filteredEvents.pageInfo.hasNextPage) return { data: nodes };
        after = answer.data.filteredEvents.pageInfo.endCursor;
      }
    },
    readRest: (world, _args, _c, answer) => onlyVisible(world, answer.body.data.map((e: any) => ({ objectType: e.objectType, action: e.action, objectId: e.objectId, details: e.additionalDetails }))),
    readGraph: (world, _args, _c, answer) => onlyVisible(world, answer.data.map((e: any) => ({ objectType: e.objectType, action: e.action, objectId: e.objectId, details: e.additionalDetails }))),
  },
};
