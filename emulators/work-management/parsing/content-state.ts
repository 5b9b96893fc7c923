// Per-emulator state of the sheet-content routes kept beside the store (one WeakMap entry per
// store): new ids, cell history, cell images, favorites, and the sheet-wide bookkeeping of writes.
import { DemoRandom } from '../../kit/random.js';
import { IdAllocator, isoSeconds, randomKey } from '../ids.js';
import type { Contact, StoredCell, StoredRow, StoredSheet, StoredUser } from '../model.js';
import type { WorkManagementStore } from '../store/store.js';

export interface HistoryEntry {
  cell: StoredCell;
  modifiedAt: string;
  modifiedBy: Contact;
}

export interface StoredImage {
  id: string;
  fileName: string;
  contentType: string;
  bytes: number;
  height?: number;
  width?: number;
}

export class ContentState {
  readonly ids = new IdAllocator(new DemoRandom(90210));
  private readonly random = new DemoRandom(5150);
  /** `sheetId:rowId:columnId` -> versions written through the API, oldest first. */
  readonly history = new Map<string, HistoryEntry[]>();
  readonly images = new Map<string, StoredImage>();
  /** user id -> favorite sheet ids. */
  readonly favorites = new Map<bigint, Set<bigint>>();

  constructor(store: WorkManagementStore) {
    // The admin's favorites are the sheets whose name starts with "Programme"; user 1's is "Programme Plan".
    const admin = store.userAt(0);
    this.favorites.set(
      admin.id,
      new Set(store.data.sheets.filter((s) => s.name.startsWith('Programme')).map((s) => s.id)),
    );
    const user = store.userAt(1);
    this.favorites.set(user.id, new Set(store.data.sheets.filter((s) => s.name === 'Programme Plan').map((s) => s.id)));
  }

  imageId(): string {
    return randomKey(this.random, 22);
  }

  isFavorite(user: StoredUser, id: bigint): boolean {
    return this.favorites.get(user.id)?.has(id) ?? false;
  }

  /** Records a write; the first write of a cell also records what it held before (the row's last change). */
  recordHistory(
    sheet: StoredSheet,
    row: StoredRow,
    columnId: bigint,
    previous: StoredCell | undefined,
    cell: StoredCell | undefined,
    by: Contact,
    at: string,
  ): void {
    const key = `${sheet.id}:${row.id}:${columnId}`;
    const list = this.history.get(key) ?? [];
    if (list.length === 0 && previous?.value !== undefined)
      list.push({ cell: { ...previous }, modifiedAt: row.modifiedAt, modifiedBy: row.modifiedBy });
    list.push({ cell: cell ? { ...cell } : {}, modifiedAt: at, modifiedBy: by });
    this.history.set(key, list);
  }
}

const states = new WeakMap<WorkManagementStore, ContentState>();

export function contentState(store: WorkManagementStore): ContentState {
  let state = states.get(store);
  if (!state) {
    state = new ContentState(store);
    states.set(store, state);
  }
  return state;
}

export function contactOf(user: StoredUser): Contact {
  return { email: user.email, name: `${user.firstName} ${user.lastName}` };
}

/** Marks a sheet changed: version + 1, modifiedAt now. */
export function touchSheet(sheet: StoredSheet): string {
  const at = isoSeconds(Date.now());
  sheet.version += 1;
  sheet.modifiedAt = at;
  return at;
}

/** Renumbers rows and recomputes sibling ids after rows moved, were added or removed. */
export function renumberRows(sheet: StoredSheet): void {
  const lastChild = new Map<bigint | undefined, bigint>();
  sheet.rows.forEach((row, i) => {
    row.rowNumber = i + 1;
    const previous = lastChild.get(row.parentId);
    if (previous !== undefined) row.siblingId = previous;
    else delete row.siblingId;
    lastChild.set(row.parentId, row.id);
  });
}
