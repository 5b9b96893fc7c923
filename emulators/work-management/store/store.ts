// One emulator instance's in-memory state: the demo data with lookup indexes, and who can see
// what (workspace shares, direct sheet shares, ownership).
import { AccountStore } from './account.js';
import { buildDemoData } from '../data/data.js';
import { SheetContent } from '../data/attachments.js';
import { WmErrors } from '../errors.js';
import { findById } from '../ids.js';
import { RateLimiter } from '../rate-limit.js';
import { WebhookDelivery } from '../delivery/webhooks.js';
import { WebhooksStore } from './webhooks.js';
import {
  ACCESS_RANK,
  type AccessLevel,
  type DemoData,
  type StoredAsset,
  type StoredEvent,
  type StoredFolder,
  type StoredSheet,
  type StoredUser,
  type StoredWorkspace,
} from '../model.js';

function strongest(...levels: (AccessLevel | undefined)[]): AccessLevel | undefined {
  let best: AccessLevel | undefined;
  for (const level of levels) if (level && (!best || ACCESS_RANK[level] > ACCESS_RANK[best])) best = level;
  return best;
}

const byName = <T extends { name: string }>(a: T, b: T): number =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export class WorkManagementStore {
  readonly data: DemoData = buildDemoData();
  readonly errors = new WmErrors();
  /** Per-token request budgets; route handlers take from the special buckets. */
  readonly rateLimiter = new RateLimiter(this.errors);
  /** Webhooks, and the delivery of their callbacks for changes made through the API. */
  readonly webhooks = new WebhooksStore();
  readonly webhookDelivery = new WebhookDelivery(this.webhooks);
  readonly usersById = new Map<bigint, StoredUser>();
  readonly usersByEmail = new Map<string, StoredUser>();
  readonly workspacesById = new Map<bigint, StoredWorkspace>();
  readonly foldersById = new Map<bigint, StoredFolder>();
  readonly sheetsById = new Map<bigint, StoredSheet>();
  readonly assetsById = new Map<bigint, StoredAsset>();
  /** Plans, seat types, validated domains, OAuth state and fresh ids (store/account.ts). */
  readonly account: AccountStore = new AccountStore(this);
  /** Attachments, discussions and comments, and the deployment's rules for them (data/attachments.ts). */
  readonly content: SheetContent = new SheetContent(this.data.sheets, this.data.users);

  constructor() {
    for (const u of this.data.users) {
      this.usersById.set(u.id, u);
      this.usersByEmail.set(u.email.toLowerCase(), u);
    }
    for (const w of this.data.workspaces) this.workspacesById.set(w.id, w);
    for (const f of this.data.folders) this.foldersById.set(f.id, f);
    for (const s of this.data.sheets) this.sheetsById.set(s.id, s);
    for (const a of this.data.assets) this.assetsById.set(a.id, a);
  }

  /** The demo user at a human index (0 = admin token, 1 = user token). */
  userAt(index: number): StoredUser {
    return this.data.users[index]!;
  }

  workspaceAccess(user: StoredUser, workspace: StoredWorkspace): AccessLevel | undefined {
    return workspace.ownerId === user.id ? 'OWNER' : workspace.shares.get(user.id);
  }

  sheetAccess(user: StoredUser, sheet: StoredSheet): AccessLevel | undefined {
    const workspace = this.workspacesById.get(sheet.workspaceId)!;
    return strongest(
      sheet.ownerId === user.id ? 'OWNER' : undefined,
      sheet.shares.get(user.id),
      this.workspaceAccess(user, workspace),
    );
  }

  assetAccess(user: StoredUser, asset: StoredAsset): AccessLevel | undefined {
    const workspace = this.workspacesById.get(asset.workspaceId)!;
    return strongest(
      asset.ownerId === user.id ? 'OWNER' : undefined,
      asset.shares.get(user.id),
      this.workspaceAccess(user, workspace),
    );
  }

  visibleSheets(user: StoredUser): StoredSheet[] {
    return this.data.sheets.filter((s) => this.sheetAccess(user, s) !== undefined).sort(byName);
  }

  visibleWorkspaces(user: StoredUser): StoredWorkspace[] {
    return this.data.workspaces.filter((w) => this.workspaceAccess(user, w) !== undefined).sort(byName);
  }

  /** The sheet named by a path parameter: 404 1006 when unknown, 403 1004 when not shared with the user. */
  requireSheet(user: StoredUser, param: string | undefined): { sheet: StoredSheet; access: AccessLevel } {
    const sheet = findById(
      param,
      (id) => this.sheetsById.get(id),
      () => this.errors.notFound(),
    );
    const access = this.sheetAccess(user, sheet);
    if (!access) throw this.errors.forbidden();
    return { sheet, access };
  }

  requireWorkspace(user: StoredUser, param: string | undefined): { workspace: StoredWorkspace; access: AccessLevel } {
    const workspace = findById(
      param,
      (id) => this.workspacesById.get(id),
      () => this.errors.notFound(),
    );
    const access = this.workspaceAccess(user, workspace);
    if (!access) throw this.errors.forbidden();
    return { workspace, access };
  }

  /** Folders are visible to whoever can see their workspace. */
  requireFolder(user: StoredUser, param: string | undefined): { folder: StoredFolder; access: AccessLevel } {
    const folder = findById(
      param,
      (id) => this.foldersById.get(id),
      () => this.errors.notFound(),
    );
    const access = this.workspaceAccess(user, this.workspacesById.get(folder.workspaceId)!);
    if (!access) throw this.errors.forbidden();
    return { folder, access };
  }

  /** Whether /filteredEvents may show the event to the user: its sheet, or else its workspace, must be visible. */
  eventVisible(user: StoredUser, event: StoredEvent): boolean {
    const { sheetId, workspaceId } = event.scope;
    if (sheetId !== undefined) {
      const sheet = this.sheetsById.get(sheetId);
      return sheet !== undefined && this.sheetAccess(user, sheet) !== undefined;
    }
    if (workspaceId !== undefined) {
      const workspace = this.workspacesById.get(workspaceId);
      return workspace !== undefined && this.workspaceAccess(user, workspace) !== undefined;
    }
    return false;
  }
}
