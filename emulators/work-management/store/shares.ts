// Shares as the /shares endpoints see them: a view over the direct shares the store keeps on
// workspaces, sheets, reports and dashboards (so sharing changes visibility), plus share metadata.
import { isoSeconds } from '../ids.js';
import type { AccessLevel, StoredUser } from '../model.js';
import type { WorkManagementStore } from './store.js';
import { parseId } from '../ids.js';

export const ASSET_TYPES = ['sheet', 'report', 'workspace', 'sight', 'collection', 'file'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** A sharable item: its owner, its direct shares and its creation time. */
export interface SharedAsset {
  type: AssetType;
  id: bigint;
  ownerId: bigint;
  shares: Map<bigint, AccessLevel>;
  createdAt: string;
}

interface ShareMeta {
  createdAt: string;
  modifiedAt: string;
  subject?: string;
  message?: string;
  ccMe?: boolean;
}

/** Share ids are opaque strings (backends.md 1.4): base64url of the user id, unique within an asset. */
export function shareIdOf(userId: bigint): string {
  return Buffer.from(`u${userId}`, 'utf8').toString('base64url');
}

export function userIdOfShare(shareId: string): bigint | undefined {
  if (!/^[A-Za-z0-9_-]{2,40}$/.test(shareId)) return undefined;
  const match = /^u(\d{1,19})$/.exec(Buffer.from(shareId, 'base64url').toString('utf8'));
  return match ? parseId(match[1]) : undefined;
}

export class SharesStore {
  private readonly meta = new Map<string, ShareMeta>();

  constructor(private readonly store: WorkManagementStore) {}

  /** The asset of that type and id, or undefined (collections and files do not exist in the demo). */
  asset(type: AssetType, id: bigint): SharedAsset | undefined {
    if (type === 'sheet') {
      const s = this.store.sheetsById.get(id);
      return s && { type, id, ownerId: s.ownerId, shares: s.shares, createdAt: s.createdAt };
    }
    if (type === 'workspace') {
      const w = this.store.workspacesById.get(id);
      return w && { type, id, ownerId: w.ownerId, shares: w.shares, createdAt: w.createdAt };
    }
    if (type === 'report' || type === 'sight') {
      const a = this.store.assetsById.get(id);
      return a && a.kind === type
        ? { type, id, ownerId: a.ownerId, shares: a.shares, createdAt: a.createdAt }
        : undefined;
    }
    return undefined;
  }

  /** The caller's level on the asset (through its workspace too), or undefined. */
  access(caller: StoredUser, asset: SharedAsset): AccessLevel | undefined {
    const s = this.store;
    if (asset.type === 'sheet') return s.sheetAccess(caller, s.sheetsById.get(asset.id)!);
    if (asset.type === 'workspace') return s.workspaceAccess(caller, s.workspacesById.get(asset.id)!);
    return s.assetAccess(caller, s.assetsById.get(asset.id)!);
  }

  private key(asset: SharedAsset, userId: bigint): string {
    return `${asset.type}:${asset.id}:${userId}`;
  }

  /** Records who shared and when (new share, or update of one). */
  touch(asset: SharedAsset, userId: bigint, extra: Omit<ShareMeta, 'createdAt' | 'modifiedAt'> = {}): void {
    const now = isoSeconds(Date.now());
    const key = this.key(asset, userId);
    const previous = this.meta.get(key);
    this.meta.set(key, { ...previous, ...extra, createdAt: previous?.createdAt ?? now, modifiedAt: now });
  }

  forget(asset: SharedAsset, userId: bigint): void {
    this.meta.delete(this.key(asset, userId));
  }

  /** A share in the service's shape (backends.md 1.4). */
  render(asset: SharedAsset, userId: bigint, level: AccessLevel): Record<string, unknown> {
    const user = this.store.usersById.get(userId);
    const meta = this.meta.get(this.key(asset, userId));
    const out: Record<string, unknown> = {
      id: shareIdOf(userId),
      type: 'USER',
      userId,
      email: user?.email,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : undefined,
      accessLevel: level,
      scope: asset.type === 'workspace' ? 'WORKSPACE' : 'ITEM',
      createdAt: meta?.createdAt ?? asset.createdAt,
      modifiedAt: meta?.modifiedAt ?? asset.createdAt,
    };
    if (meta?.subject) out.subject = meta.subject;
    if (meta?.message) out.message = meta.message;
    if (meta?.ccMe !== undefined) out.ccMe = meta.ccMe;
    return out;
  }
}
