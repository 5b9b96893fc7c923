// Where folders, sheets, reports and dashboards sit in the workspace tree, and the edits the
// write routes make to it: destinations, detaching and attaching children, moving subtrees.
import { PERMALINK_ROOT } from '../ids.js';
import {
  ACCESS_RANK,
  type AccessLevel,
  type ChildKind,
  type ChildRef,
  type StoredFolder,
  type StoredUser,
  type StoredWorkspace,
} from '../model.js';
import type { BodyReader } from '../request/body.js';
import type { WorkManagementStore } from './store.js';

export interface Destination {
  workspace: StoredWorkspace;
  folder?: StoredFolder;
  children: ChildRef[];
}

export class ContainerTree {
  constructor(private readonly store: WorkManagementStore) {}

  permalink(kind: 'workspaces' | 'folders' | 'sheets' | 'dashboards'): string {
    return `${PERMALINK_ROOT}/${kind}/${this.store.account.secret(19).replace(/[-_]/g, 'x').slice(0, 26)}`;
  }

  /** 403 1004 unless the level is at least `minimum`. */
  require(level: AccessLevel | undefined, minimum: AccessLevel): void {
    if (!level || ACCESS_RANK[level] < ACCESS_RANK[minimum]) throw this.store.errors.forbidden();
  }

  /** `destinationType` (required) and `destinationId` of a move or copy body; the caller must be able to edit there. */
  destination(caller: StoredUser, body: BodyReader, allowed: readonly string[]): Destination {
    const type = body.string('destinationType', true);
    if (type === 'home')
      throw this.store.errors.error(
        400,
        1031,
        'The value home was not valid for the attribute destinationType: the home folder is deprecated and not served.',
      );
    if (!allowed.includes(type)) throw body.invalid('destinationType', type);
    const id = body.id('destinationId', true);
    if (type === 'workspace') {
      const { workspace, access } = this.store.requireWorkspace(caller, String(id));
      this.require(access, 'EDITOR');
      return { workspace, children: workspace.children };
    }
    const { folder, access } = this.store.requireFolder(caller, String(id));
    this.require(access, 'EDITOR');
    return { workspace: this.store.workspacesById.get(folder.workspaceId)!, folder, children: folder.children };
  }

  /** The children list that holds an item placed in `folderId` (or directly in the workspace). */
  siblings(workspaceId: bigint, folderId: bigint | undefined): ChildRef[] {
    return folderId !== undefined
      ? this.store.foldersById.get(folderId)!.children
      : this.store.workspacesById.get(workspaceId)!.children;
  }

  detach(kind: ChildKind, id: bigint, workspaceId: bigint, folderId: bigint | undefined): void {
    const list = this.siblings(workspaceId, folderId);
    const index = list.findIndex((r) => r.kind === kind && r.id === id);
    if (index >= 0) list.splice(index, 1);
  }

  /** Whether `folderId` is `ancestor` or lies inside it. */
  isInside(folderId: bigint | undefined, ancestor: StoredFolder): boolean {
    for (let id = folderId; id !== undefined; id = this.store.foldersById.get(id)?.parentFolderId)
      if (id === ancestor.id) return true;
    return false;
  }

  /** Sets the workspace of a folder's whole subtree (after a move to another workspace). */
  rehome(folder: StoredFolder, workspaceId: bigint): void {
    folder.workspaceId = workspaceId;
    for (const ref of folder.children) {
      if (ref.kind === 'folder') this.rehome(this.store.foldersById.get(ref.id)!, workspaceId);
      else if (ref.kind === 'sheet') this.store.sheetsById.get(ref.id)!.workspaceId = workspaceId;
      else this.store.assetsById.get(ref.id)!.workspaceId = workspaceId;
    }
  }

  newFolder(name: string, destination: Destination): StoredFolder {
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const folder: StoredFolder = {
      id: this.store.account.newId(),
      name,
      permalink: this.permalink('folders'),
      createdAt: now,
      modifiedAt: now,
      workspaceId: destination.workspace.id,
      children: [],
    };
    if (destination.folder) folder.parentFolderId = destination.folder.id;
    this.store.data.folders.push(folder);
    this.store.foldersById.set(folder.id, folder);
    destination.children.push({ kind: 'folder', id: folder.id });
    return folder;
  }

  /**
   * Copies a folder's subfolders and sheets (columns only: without `include`, no rows, shares,
   * reports or dashboards are copied) into `destination`; the caller owns the copied sheets.
   */
  copyFolder(source: StoredFolder, name: string, destination: Destination, caller: StoredUser): StoredFolder {
    const copy = this.newFolder(name, destination);
    const into: Destination = { workspace: destination.workspace, folder: copy, children: copy.children };
    for (const ref of source.children) {
      if (ref.kind === 'folder') {
        const child = this.store.foldersById.get(ref.id)!;
        this.copyFolder(child, child.name, into, caller);
      } else if (ref.kind === 'sheet') {
        const sheet = this.store.sheetsById.get(ref.id)!;
        const id = this.store.account.newId();
        const now = copy.createdAt;
        // Columns are copied, not shared: column writes on the copy must not reach the source sheet.
        const clone = {
          ...sheet,
          id,
          permalink: this.permalink('sheets'),
          createdAt: now,
          modifiedAt: now,
          version: 1,
          columns: structuredClone(sheet.columns),
          rows: [],
          shares: new Map(),
          ownerId: caller.id,
          workspaceId: destination.workspace.id,
          folderId: copy.id,
        };
        this.store.data.sheets.push(clone);
        this.store.sheetsById.set(id, clone);
        copy.children.push({ kind: 'sheet', id });
      }
    }
    return copy;
  }
}

export const renderFolder = (f: StoredFolder) => ({
  id: f.id,
  name: f.name,
  permalink: f.permalink,
  createdAt: f.createdAt,
  modifiedAt: f.modifiedAt,
});
