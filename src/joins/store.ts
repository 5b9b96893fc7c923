// Where join indexes live: the records of each scope by their join keys, the scope's state, and the
// change log that webhooks and graph writes append to. In process by default
// (./memory-store.ts), in Redis when several instances share them (../shared-state/redis-join-index.ts).

/** The two indexes: assets by the sheet, row and project they name; projects by the sheet they name. */
export type IndexName = 'assets' | 'projects';

/**
 * One record of an index with the join keys it carries. A record that names nothing keeps only its
 * place (`value` null, no keys), so that it sorts where a scan would put it if it names something later.
 */
export interface IndexedItem {
  id: string;
  /** Where the record sorts in every list it is in: scan order, records added later after it. */
  order: number;
  /** Join keys by dimension (`sheet`, `row`, `project`). */
  keys: Record<string, string[]>;
  /** The record as the backend returned it, or null for a place-only record. */
  value: unknown;
}

export interface IndexState {
  /** Changes with each build; a reader asks for the version it read. */
  version: string;
  /** When the scan of this version started (epoch ms). */
  builtAt: number;
  /** The last change-log entry this version reflects. */
  appliedSeq: number;
  /** Containers the scan covered (libraries, in scan order); changes elsewhere do not concern the scope. */
  containers: string[];
  /** Upstream calls the scan took: more pending changes than this are cheaper to rescan than to read one by one. */
  scanCalls: number;
  /** Records in the index that name something. */
  size: number;
  /** What else the scan learnt (the project index: the id of the sheet custom field). */
  extra: Record<string, unknown>;
}

/** An entry of the change log: a record changed, or (id `*`) everything in the index may have. */
export interface Change {
  seq: number;
  index: IndexName;
  /** The record's container (the asset's library), or null. */
  container: string | null;
  id: string;
}

/** Everything a reader needs to answer from a scope: its state and the changes after it. */
export interface ScopeRead {
  state: IndexState;
  /** Log entries after `state.appliedSeq`, oldest first (all indexes, all containers). */
  changes: Change[];
  /** The last sequence number handed out. */
  head: number;
  /** False when entries after `state.appliedSeq` were trimmed from the log (the index cannot catch up). */
  complete: boolean;
}

/** A record as a lookup returns it. */
export interface FoundItem {
  id: string;
  order: number;
  value: unknown;
}

/** A record to write (`item`) or remove with its place (`item` null: it is gone) in `apply`. */
export interface ItemUpdate {
  id: string;
  item: IndexedItem | null;
}

export interface JoinIndexStore {
  /** The scope's state and pending changes, or null when the scope has no index (or it expired). */
  read(scope: string): Promise<ScopeRead | null>;
  /** Records by join key in one dimension, each list in `order`; reads the current version if `version` is gone. */
  lookup(scope: string, version: string, dimension: string, keys: string[]): Promise<Map<string, FoundItem[]>>;
  /** Makes a new version of the scope from a whole scan (readers of the old one finish on it). */
  replace(scope: string, state: Omit<IndexState, 'version' | 'size'>, items: IndexedItem[]): Promise<void>;
  /**
   * Writes changed records into `version` and moves its `appliedSeq` on; records keep the order
   * they had. False when `version` is no longer current (a rebuild replaced it).
   */
  apply(scope: string, version: string, appliedSeq: number, updates: ItemUpdate[]): Promise<boolean>;
  /** Takes the scope's rebuild lock for `ttlMs`; returns its release, or null when another holder has it. */
  lock(scope: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  /** Appends to the change log; returns the entry's sequence number. */
  append(change: Omit<Change, 'seq'>): Promise<number>;
  /** The last sequence number handed out. */
  head(): Promise<number>;
}

/** Entries the change log keeps; a scope that fell further behind rebuilds. */
export const CHANGE_LOG_LENGTH = 10_000;
