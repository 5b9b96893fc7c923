// What event detail generators can draw on: the demo objects (sheets, workspaces, users, groups,
// tokens, attachments, ...) and small helpers for realistic additionalDetails values.
import type { DemoRandom } from '../../../kit/random.js';
import { isoSeconds, randomKey, DAY_MS, type IdAllocator } from '../../ids.js';
import type {
  AccessLevel,
  DemoData,
  StoredAsset,
  StoredFolder,
  StoredSheet,
  StoredUser,
  StoredWorkspace,
} from '../../model.js';

export type TargetKind =
  | 'sheet'
  | 'workspace'
  | 'folder'
  | 'report'
  | 'sight'
  | 'attachment'
  | 'discussion'
  | 'form'
  | 'group'
  | 'account'
  | 'token'
  | 'user'
  | 'policy-egress'
  | 'policy-retention';

export interface DemoGroup {
  id: bigint;
  name: string;
  ownerId: bigint;
}
export interface DemoToken {
  id: bigint;
  name?: string;
  display: string;
  ownerId: bigint;
  app?: { clientId: string; name: string };
}

/** The object an event is about, resolved by the generator before details are drawn. */
export interface Target {
  objectId: bigint;
  name?: string;
  sheet?: StoredSheet;
  workspace?: StoredWorkspace;
  folder?: StoredFolder;
  asset?: StoredAsset;
  group?: DemoGroup;
  token?: DemoToken;
  user?: StoredUser;
  /** Attachments and discussions: on a sheet (or directly in a workspace when sheet is absent). */
  rowId?: bigint;
}

export interface DetailContext {
  random: DemoRandom;
  actor: StoredUser;
  target: Target;
  world: EventWorld;
  timestampMs: number;
}

export type Details = Record<string, string>;

export interface EventType {
  objectType: string;
  action: string;
  /** Admin-center event: carries sourceIpAddress (WEB_APP only) instead of emailAddress. */
  admin: boolean;
  target: TargetKind;
  weight: number;
  details: (ctx: DetailContext) => Details;
}

const GROUP_NAMES = [
  'All Staff',
  'Engineering Leads',
  'PMO',
  'Finance Approvers',
  'Marketing Team',
  'Operations',
  'External Partners',
  'Sysadmins',
];
const TOKEN_NAMES = [
  'Reporting sync',
  'Jira connector',
  'Nightly export',
  'BI extract',
  'Slack bot',
  'Data warehouse load',
  'Timesheet bridge',
];
const APPS = [
  { clientId: 'qz81k2mf0c7w3xrr9la', name: 'Portfolio Insights' },
  { clientId: 'lm4p8d2s6v0b1t7yh3e', name: 'Calendar Bridge' },
  { clientId: 'x9c2v7b4n1m6z3a8s5d', name: 'Audit Exporter' },
];

export class EventWorld {
  readonly groups: DemoGroup[];
  readonly tokens: DemoToken[];
  readonly egressPolicies: { id: bigint; name: string }[];
  readonly retentionPolicies: { id: bigint; name: string }[];
  private readonly attachments = new Map<bigint, { id: bigint; name: string }[]>();
  private readonly discussions = new Map<bigint, { id: bigint; rowId?: bigint }[]>();
  private readonly forms = new Map<bigint, { id: bigint; name: string }[]>();

  constructor(
    readonly data: Omit<DemoData, 'events'>,
    /** The users who act in events (about 40). */
    readonly actors: StoredUser[],
    private readonly ids: IdAllocator,
    private readonly random: DemoRandom,
  ) {
    this.groups = GROUP_NAMES.map((name) => ({ id: ids.next(), name, ownerId: random.pick(actors).id }));
    this.tokens = Array.from({ length: 30 }, (_v, i): DemoToken => {
      const token: DemoToken = {
        id: ids.next(i % 6 === 5),
        display: randomKey(random, random.int(4, 6)),
        ownerId: random.pick(actors).id,
      };
      if (random.chance(0.7)) token.name = random.pick(TOKEN_NAMES);
      if (random.chance(0.35)) token.app = random.pick(APPS);
      return token;
    });
    this.egressPolicies = ['No public publishing', 'Restrict exports', 'Template control'].map((name) => ({
      id: ids.next(),
      name,
    }));
    this.retentionPolicies = ['Purge after 2 years', 'Keep finance 7 years'].map((name) => ({ id: ids.next(), name }));
  }

  user(): StoredUser {
    return this.random.pick(this.data.users);
  }
  actor(): StoredUser {
    return this.random.pick(this.actors);
  }
  admins(): StoredUser[] {
    return this.actors.filter((u) => u.admin);
  }
  group(): DemoGroup {
    return this.random.pick(this.groups);
  }
  folder(): StoredFolder {
    return this.random.pick(this.data.folders);
  }
  workspaceOf(id: bigint): StoredWorkspace {
    return this.data.workspaces.find((w) => w.id === id)!;
  }
  ip(): string {
    const r = this.random;
    return r.chance(0.5) ? `203.0.113.${r.int(1, 254)}` : `198.51.100.${r.int(1, 254)}`;
  }
  accessLevel(): AccessLevel {
    return this.random.pick(['VIEWER', 'EDITOR', 'EDITOR_SHARE', 'ADMIN'] as const);
  }
  iso(ms: number): string {
    return isoSeconds(ms);
  }
  daysFrom(ms: number, days: number): string {
    return isoSeconds(ms + days * DAY_MS);
  }

  /** Attachment ids are stable per container: a sheet or a workspace has 2–8 of them. */
  attachmentOn(containerId: bigint): { id: bigint; name: string } {
    let pool = this.attachments.get(containerId);
    if (!pool) {
      const names = [
        'Scope.docx',
        'Budget.xlsx',
        'Architecture.pdf',
        'Kickoff deck.pptx',
        'Screenshot.png',
        'Contract.pdf',
        'Minutes.docx',
        'Plan.mpp',
      ];
      pool = Array.from({ length: this.random.int(2, 8) }, () => ({
        id: this.ids.next(),
        name: this.random.pick(names),
      }));
      this.attachments.set(containerId, pool);
    }
    return this.random.pick(pool);
  }

  /** Discussion ids per sheet (some on rows of that sheet) or per workspace. */
  discussionOn(containerId: bigint, sheet?: StoredSheet): { id: bigint; rowId?: bigint } {
    let pool = this.discussions.get(containerId);
    if (!pool) {
      pool = Array.from({ length: this.random.int(2, 10) }, () => {
        const entry: { id: bigint; rowId?: bigint } = { id: this.ids.next() };
        if (sheet && sheet.rows.length > 0 && this.random.chance(0.7)) entry.rowId = this.random.pick(sheet.rows).id;
        return entry;
      });
      this.discussions.set(containerId, pool);
    }
    return this.random.pick(pool);
  }

  formOn(sheet: StoredSheet): { id: bigint; name: string } {
    let pool = this.forms.get(sheet.id);
    if (!pool) {
      pool = Array.from({ length: this.random.int(1, 2) }, (_v, i) => ({
        id: this.ids.next(),
        name: `${sheet.name} ${i === 0 ? 'Intake' : 'Feedback'} Form`,
      }));
      this.forms.set(sheet.id, pool);
    }
    return this.random.pick(pool);
  }
}

export const flag = (random: DemoRandom, p = 0.5): string => (random.chance(p) ? 'true' : 'false');

/** `recipientEmail` or `recipientGroupId`, exactly one. */
export function recipient(ctx: DetailContext): Details {
  return ctx.random.chance(0.8)
    ? { recipientEmail: ctx.random.chance(0.1) ? ctx.actor.email : ctx.world.user().email }
    : { recipientGroupId: String(ctx.world.group().id) };
}

/** `userId` or `groupId`, exactly one. */
export function principal(ctx: DetailContext): Details {
  return ctx.random.chance(0.75) ? { userId: String(ctx.world.user().id) } : { groupId: String(ctx.world.group().id) };
}

export function rename(ctx: DetailContext): Details {
  const name = ctx.target.name ?? 'Untitled';
  const old = ctx.random.pick([`${name} (draft)`, `Copy of ${name}`, `${name} v1`, `Old ${name}`]);
  return { oldName: old, newName: name };
}

export const none = (): Details => ({});
