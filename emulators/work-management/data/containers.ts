// The demo workspaces with their nested folders, sheets, reports and dashboards (sights), and
// who they are shared with. User 0 (admin) can reach everything; user 1 about a third.
import { DemoRandom } from '../../kit/random.js';
import { isoSeconds, permalink, DAY_MS, type IdAllocator } from '../ids.js';
import type {
  AccessLevel,
  ChildRef,
  Contact,
  StoredAsset,
  StoredFolder,
  StoredSheet,
  StoredUser,
  StoredWorkspace,
} from '../model.js';
import { buildProgrammePlan, type BuiltSheet } from './programme-plan.js';
import { buildTemplateSheet, type TemplateName } from './sheet-templates.js';

type LayoutNode =
  | { folder: string; children: LayoutNode[]; large?: boolean }
  | { sheet: string; template: TemplateName | 'programme'; rows: number; user1?: AccessLevel; large?: boolean }
  | { report: string }
  | { sight: string };

interface WorkspaceLayout {
  name: string;
  ownerIndex: number;
  /** User 1's share on the whole workspace, if any. */
  user1?: AccessLevel;
  large?: boolean;
  children: LayoutNode[];
}

/** The demo tree. `large` marks ids above 2^53. */
const LAYOUT: WorkspaceLayout[] = [
  {
    name: 'Programme Office',
    ownerIndex: 0,
    children: [
      { sheet: 'Programme Plan', template: 'programme', rows: 2172, user1: 'EDITOR', large: true },
      { sheet: 'Programme Risks', template: 'risk', rows: 60 },
      {
        folder: 'Governance',
        children: [
          { sheet: 'Steering Decisions', template: 'issues', rows: 25 },
          { sheet: 'Change Requests', template: 'issues', rows: 40, large: true },
          {
            folder: 'Archive 2025',
            children: [
              { sheet: 'Programme Plan 2025', template: 'tasks', rows: 300 },
              { sheet: 'Lessons Learned', template: 'risk', rows: 12 },
            ],
          },
        ],
      },
      { report: 'Programme Status Report' },
      { sight: 'Programme Dashboard' },
    ],
  },
  {
    name: 'Engineering',
    ownerIndex: 4,
    user1: 'EDITOR_SHARE',
    large: true,
    children: [
      {
        folder: 'Platform',
        children: [
          { sheet: 'Platform Backlog', template: 'tasks', rows: 250 },
          { sheet: 'Incident Log', template: 'issues', rows: 120, large: true },
          { folder: 'Releases', children: [{ sheet: 'Release Calendar 2026', template: 'tasks', rows: 48 }] },
        ],
      },
      {
        folder: 'Infrastructure',
        children: [
          { sheet: 'Capacity Plan', template: 'budget', rows: 36 },
          { sheet: 'Vendor Contracts', template: 'budget', rows: 18 },
          { report: 'Open Incidents' },
        ],
      },
      { sheet: 'Engineering Roster', template: 'roster', rows: 85 },
      { sight: 'Engineering Health' },
    ],
  },
  {
    name: 'Marketing',
    ownerIndex: 5,
    children: [
      { sheet: 'Campaign Calendar', template: 'tasks', rows: 90 },
      { sheet: 'Content Pipeline', template: 'tasks', rows: 140 },
      { sheet: 'Brand Assets Tracker', template: 'roster', rows: 70 },
      {
        folder: 'Events',
        children: [
          { sheet: 'Event Budget', template: 'budget', rows: 30 },
          { sheet: 'Trade Show Leads', template: 'roster', rows: 200, large: true },
          { sight: 'Events Overview' },
        ],
      },
    ],
  },
  {
    name: 'Finance',
    ownerIndex: 2,
    children: [
      { sheet: 'Budget FY2026', template: 'budget', rows: 120 },
      { sheet: 'Expense Approvals', template: 'budget', rows: 75 },
      { sheet: 'Invoice Register', template: 'budget', rows: 260 },
      {
        folder: 'Audits',
        children: [
          { sheet: 'Audit Findings', template: 'risk', rows: 22 },
          { folder: 'Controls', children: [{ sheet: 'Control Tests', template: 'issues', rows: 5 }] },
        ],
      },
      { report: 'Spend by Department' },
    ],
  },
  {
    name: 'Operations',
    ownerIndex: 3,
    children: [
      { sheet: 'Facilities Requests', template: 'issues', rows: 160 },
      { sheet: 'Supplier Risk Register', template: 'risk', rows: 45 },
      {
        folder: 'People',
        children: [
          { sheet: 'Onboarding Tracker', template: 'roster', rows: 64 },
          { sheet: 'Training Matrix', template: 'roster', rows: 150 },
        ],
      },
      { sight: 'Operations Dashboard' },
    ],
  },
  {
    name: 'Client Delivery',
    ownerIndex: 7,
    user1: 'ADMIN',
    children: [
      {
        folder: 'Acme Rollout',
        children: [
          { sheet: 'Acme Rollout Plan', template: 'tasks', rows: 180 },
          { sheet: 'Acme RAID Log', template: 'risk', rows: 38 },
        ],
      },
      {
        folder: 'Globex Migration',
        large: true,
        children: [
          { sheet: 'Globex Migration Plan', template: 'tasks', rows: 210, large: true },
          { sheet: 'Globex Issues', template: 'issues', rows: 55 },
          { report: 'Delivery Status' },
        ],
      },
    ],
  },
];

const SHARE_LEVELS: AccessLevel[] = [
  'VIEWER',
  'VIEWER',
  'VIEWER',
  'COMMENTER',
  'EDITOR',
  'EDITOR',
  'EDITOR',
  'EDITOR',
  'EDITOR_SHARE',
  'ADMIN',
];

export interface Containers {
  workspaces: StoredWorkspace[];
  folders: StoredFolder[];
  sheets: StoredSheet[];
  assets: StoredAsset[];
}

export const contactOf = (user: StoredUser): Contact => ({
  email: user.email,
  name: `${user.firstName} ${user.lastName}`,
});

export function buildContainers(ids: IdAllocator, users: StoredUser[]): Containers {
  const random = new DemoRandom(1201);
  const out: Containers = { workspaces: [], folders: [], sheets: [], assets: [] };
  const user = (index: number): StoredUser => users[index]!;
  // Candidates for random shares: active users other than 0 and 1.
  const sharable = users.filter((u) => u.index > 1 && u.status === 'ACTIVE');
  const nowMs = Date.parse('2026-11-01T00:00:00Z');
  let sheetOrdinal = 0;

  for (const layout of LAYOUT) {
    const owner = user(layout.ownerIndex);
    const createdMs = Date.parse('2025-03-01T00:00:00Z') + random.int(0, 200) * DAY_MS + random.int(0, 86_399) * 1000;
    const workspace: StoredWorkspace = {
      id: ids.next(layout.large ?? false),
      name: layout.name,
      permalink: permalink(random, 'workspaces'),
      createdAt: isoSeconds(createdMs),
      modifiedAt: isoSeconds(nowMs - random.int(1, 40) * DAY_MS - random.int(0, 86_399) * 1000),
      ownerId: owner.id,
      shares: new Map(),
      children: [],
    };
    if (layout.ownerIndex !== 0) workspace.shares.set(user(0).id, 'ADMIN');
    if (layout.user1) workspace.shares.set(user(1).id, layout.user1);
    const shareCount = random.int(12, 40);
    for (let i = 0; i < shareCount; i++) {
      const u = random.pick(sharable);
      if (u.id !== owner.id && !workspace.shares.has(u.id)) workspace.shares.set(u.id, random.pick(SHARE_LEVELS));
    }
    out.workspaces.push(workspace);
    const members: Contact[] = [owner, ...users.filter((u) => workspace.shares.has(u.id) && u.status === 'ACTIVE')].map(
      contactOf,
    );

    const place = (nodes: LayoutNode[], into: ChildRef[], folderId: bigint | undefined): void => {
      for (const node of nodes) {
        const stamp = createdMs + random.int(1, 300) * DAY_MS + random.int(0, 86_399) * 1000;
        const modified = Math.max(stamp, nowMs - random.int(1, 60) * DAY_MS - random.int(0, 86_399) * 1000);
        if ('folder' in node) {
          const folder: StoredFolder = {
            id: ids.next(node.large ?? false),
            name: node.folder,
            permalink: permalink(random, 'folders'),
            createdAt: isoSeconds(stamp),
            modifiedAt: isoSeconds(modified),
            workspaceId: workspace.id,
            children: [],
          };
          if (folderId !== undefined) folder.parentFolderId = folderId;
          out.folders.push(folder);
          into.push({ kind: 'folder', id: folder.id });
          place(node.children, folder.children, folder.id);
        } else if ('sheet' in node) {
          const sheetRandom = new DemoRandom(1300 + sheetOrdinal++);
          const id = ids.next(node.large ?? false);
          const sheetCreated =
            node.template === 'programme' ? Date.parse('2025-11-03T09:00:00Z') : Math.min(stamp, nowMs - 120 * DAY_MS);
          const built: BuiltSheet =
            node.template === 'programme'
              ? buildProgrammePlan(sheetRandom, ids, members, contactOf(owner))
              : buildTemplateSheet(
                  node.template,
                  sheetRandom,
                  ids,
                  members,
                  node.rows,
                  sheetCreated,
                  node.large ?? false,
                );
          const lastModified = built.rows.reduce(
            (m, r) => (r.modifiedAt > m ? r.modifiedAt : m),
            isoSeconds(sheetCreated),
          );
          const sheet: StoredSheet = {
            id,
            name: node.sheet,
            permalink: permalink(random, 'sheets'),
            createdAt: isoSeconds(sheetCreated),
            modifiedAt: lastModified,
            version: built.rows.length * 3 + random.int(5, 400),
            ownerId: owner.id,
            workspaceId: workspace.id,
            shares: new Map(),
            columns: built.columns,
            rows: built.rows,
            ganttEnabled: node.template === 'programme' || node.template === 'tasks',
            dependenciesEnabled: built.projectColumns !== undefined,
          };
          if (folderId !== undefined) sheet.folderId = folderId;
          if (built.projectColumns) sheet.projectColumns = built.projectColumns;
          if (node.user1) sheet.shares.set(user(1).id, node.user1);
          const direct = random.int(0, 4);
          for (let i = 0; i < direct; i++) {
            const u = random.pick(sharable);
            if (u.id !== owner.id && !workspace.shares.has(u.id)) sheet.shares.set(u.id, random.pick(SHARE_LEVELS));
          }
          out.sheets.push(sheet);
          into.push({ kind: 'sheet', id: sheet.id });
        } else {
          const kind = 'report' in node ? 'report' : 'sight';
          const asset: StoredAsset = {
            id: ids.next(),
            kind,
            name: 'report' in node ? node.report : node.sight,
            permalink: permalink(random, kind === 'report' ? 'reports' : 'dashboards'),
            createdAt: isoSeconds(stamp),
            modifiedAt: isoSeconds(modified),
            workspaceId: workspace.id,
            ownerId: owner.id,
            shares: new Map(),
          };
          if (folderId !== undefined) asset.folderId = folderId;
          out.assets.push(asset);
          into.push({ kind, id: asset.id });
        }
      }
    };
    place(layout.children, workspace.children, undefined);
  }
  return out;
}
