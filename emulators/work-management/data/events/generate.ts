// Generates the audit event feed: 6,000 events over the 60 days ending 2026-11-01, every catalog
// type at least once, acted by ~40 demo users, ordered by timestamp.
import { DemoRandom } from '../../../kit/random.js';
import { randomKey, type IdAllocator } from '../../ids.js';
import type { DemoData, EventSource, StoredEvent, StoredUser } from '../../model.js';
import { ADMIN_EVENT_TYPES } from './catalog-admin.js';
import { CONTENT_EVENT_TYPES } from './catalog-content.js';
import { EventWorld, type EventType, type Target, type TargetKind } from './world.js';

export const EVENT_COUNT = 6000;
export const EVENTS_FROM_MS = Date.parse('2026-09-02T00:00:00Z');
export const EVENTS_TO_MS = Date.parse('2026-11-01T00:00:00Z');
const ACTOR_COUNT = 40;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const NAMED_TOKENS = ['Reporting sync', 'Jira connector', 'Nightly export', 'BI extract', 'Timesheet bridge'];

/** Every event type of the catalog (content first, then admin center). */
export const EVENT_TYPES: EventType[] = [...CONTENT_EVENT_TYPES, ...ADMIN_EVENT_TYPES];

function chooseActors(users: StoredUser[], random: DemoRandom): StoredUser[] {
  const chosen = new Map<number, StoredUser>();
  for (const i of [0, 1, 2, 3, 4, 5, 7]) chosen.set(i, users[i]!);
  const active = users.filter((u) => u.status === 'ACTIVE');
  while (chosen.size < ACTOR_COUNT) {
    const u = random.pick(active);
    chosen.set(u.index, u);
  }
  return [...chosen.values()];
}

function timestamp(random: DemoRandom): number {
  for (let attempt = 0; ; attempt++) {
    const ms = EVENTS_FROM_MS + Math.floor((random.float() * (EVENTS_TO_MS - EVENTS_FROM_MS)) / 1000) * 1000;
    const d = new Date(ms);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const offHours = d.getUTCHours() < 7 || d.getUTCHours() > 19;
    if (attempt > 3 || ((!weekend || random.chance(0.25)) && (!offHours || random.chance(0.4)))) return ms;
  }
}

function pickSource(random: DemoRandom, admin: boolean): EventSource {
  const r = random.float();
  if (admin) return r < 0.85 ? 'WEB_APP' : r < 0.95 ? 'API_INTEGRATED_APP' : 'UNKNOWN';
  return r < 0.58 ? 'WEB_APP' : r < 0.78 ? 'API_INTEGRATED_APP' : r < 0.92 ? 'API_UNDEFINED_APP' : 'UNKNOWN';
}

export function buildEvents(base: Omit<DemoData, 'events'>, ids: IdAllocator): StoredEvent[] {
  const random = new DemoRandom(1401);
  const actors = chooseActors(base.users, random);
  const world = new EventWorld(base, actors, ids, random);
  const usersById = new Map(base.users.map((u) => [u.id, u]));
  const programmePlan = base.sheets.find((s) => s.name === 'Programme Plan')!;
  const workspaceById = new Map(base.workspaces.map((w) => [w.id, w]));
  const pickSheet = () => (random.chance(0.3) ? programmePlan : random.pick(base.sheets));
  /** Skewed towards the first actors, so that a few people do most of the work. */
  const pickActor = (): StoredUser => actors[Math.floor(actors.length * Math.pow(random.float(), 1.6))]!;

  const resolve = (kind: TargetKind): { target: Target; scope: StoredEvent['scope'] } => {
    switch (kind) {
      case 'sheet': {
        const sheet = pickSheet();
        return {
          target: { objectId: sheet.id, name: sheet.name, sheet },
          scope: { sheetId: sheet.id, workspaceId: sheet.workspaceId },
        };
      }
      case 'workspace': {
        const workspace = random.pick(base.workspaces);
        return {
          target: { objectId: workspace.id, name: workspace.name, workspace },
          scope: { workspaceId: workspace.id },
        };
      }
      case 'folder': {
        const folder = random.pick(base.folders);
        return {
          target: { objectId: folder.id, name: folder.name, folder },
          scope: { folderId: folder.id, workspaceId: folder.workspaceId },
        };
      }
      case 'report':
      case 'sight': {
        const asset = random.pick(base.assets.filter((a) => a.kind === kind));
        return {
          target: { objectId: asset.id, name: asset.name, asset },
          scope: { assetId: asset.id, workspaceId: asset.workspaceId },
        };
      }
      case 'attachment':
      case 'discussion': {
        const onSheet = random.chance(0.85);
        const sheet = onSheet ? pickSheet() : undefined;
        const workspace = sheet ? workspaceById.get(sheet.workspaceId)! : random.pick(base.workspaces);
        const containerId = sheet ? sheet.id : workspace.id;
        const target: Target = sheet ? { objectId: 0n, sheet, workspace } : { objectId: 0n, workspace };
        if (kind === 'attachment') {
          const attachment = world.attachmentOn(containerId);
          target.objectId = attachment.id;
          target.name = attachment.name;
        } else {
          const discussion = world.discussionOn(containerId, sheet);
          target.objectId = discussion.id;
          if (discussion.rowId !== undefined) target.rowId = discussion.rowId;
        }
        return {
          target,
          scope: sheet ? { sheetId: sheet.id, workspaceId: workspace.id } : { workspaceId: workspace.id },
        };
      }
      case 'form': {
        const sheet = pickSheet();
        const form = world.formOn(sheet);
        return {
          target: { objectId: form.id, name: form.name, sheet },
          scope: { sheetId: sheet.id, workspaceId: sheet.workspaceId },
        };
      }
      case 'group': {
        const group = world.group();
        return { target: { objectId: group.id, name: group.name, group }, scope: {} };
      }
      case 'token': {
        const token = random.pick(world.tokens);
        return { target: { objectId: token.id, token }, scope: {} };
      }
      case 'user': {
        const user = world.user();
        return { target: { objectId: user.id, name: user.email, user }, scope: {} };
      }
      case 'policy-egress':
      case 'policy-retention': {
        const policy = random.pick(kind === 'policy-egress' ? world.egressPolicies : world.retentionPolicies);
        return { target: { objectId: policy.id, name: policy.name }, scope: {} };
      }
      case 'account':
        return { target: { objectId: base.account.id, name: base.account.name }, scope: {} };
    }
  };

  const totalWeight = EVENT_TYPES.reduce((s, t) => s + t.weight, 0);
  const weightedType = (): EventType => {
    let r = random.float() * totalWeight;
    for (const type of EVENT_TYPES) if ((r -= type.weight) < 0) return type;
    return EVENT_TYPES[EVENT_TYPES.length - 1]!;
  };

  const seenIds = new Set<string>();
  const events: StoredEvent[] = [];
  for (let n = 0; n < EVENT_COUNT; n++) {
    const type = n < EVENT_TYPES.length ? EVENT_TYPES[n]! : weightedType();
    const timestampMs = timestamp(random);
    const { target, scope } = resolve(type.target);
    let actor = type.admin ? random.pick(world.admins()) : pickActor();
    if (type.target === 'token') actor = usersById.get(target.token!.ownerId) ?? actor;
    const source = pickSource(random, type.admin);
    const details = type.details({ random, actor, target, world, timestampMs });
    const additionalDetails: Record<string, string> = type.admin
      ? source === 'WEB_APP'
        ? { ...details, sourceIpAddress: world.ip() }
        : { ...details }
      : { emailAddress: actor.email, ...details };
    let eventId: string;
    do eventId = `2.1.${randomKey(random, 43, BASE64URL)}`;
    while (seenIds.has(eventId));
    seenIds.add(eventId);
    const event: StoredEvent = {
      eventId,
      objectType: type.objectType,
      action: type.action,
      objectId: target.objectId,
      timestampMs,
      userId: actor.id,
      // Now and then an admin acted on the user's behalf (Assume-User).
      requestUserId: !type.admin && random.chance(0.05) ? world.admins()[0]!.id : actor.id,
      source,
      additionalDetails,
      scope,
    };
    if (source !== 'WEB_APP' && source !== 'UNKNOWN' && random.chance(0.7))
      event.accessTokenName = random.pick(NAMED_TOKENS);
    events.push(event);
  }
  return events.sort((a, b) => a.timestampMs - b.timestampMs);
}
