// The join indexes of one gateway instance, in its memory: at most `maxScopes` scopes (the least
// recently used goes first), each dropped after `idleMs` without a reader; a bounded change log.
import { randomUUID } from 'node:crypto';
import { CHANGE_LOG_LENGTH, type Change, type FoundItem, type IndexState, type IndexedItem, type ItemUpdate, type JoinIndexStore, type ScopeRead } from './store.js';

interface ScopeData {
  state: IndexState;
  items: Map<string, IndexedItem>;
  /** dimension -> join key -> record ids */
  dimensions: Map<string, Map<string, Set<string>>>;
  usedAt: number;
}

function link(data: ScopeData, item: IndexedItem, add: boolean): void {
  for (const [dimension, keys] of Object.entries(item.keys)) {
    let byKey = data.dimensions.get(dimension);
    if (!byKey) data.dimensions.set(dimension, (byKey = new Map()));
    for (const key of keys) {
      const ids = byKey.get(key);
      if (add) {
        if (ids) ids.add(item.id);
        else byKey.set(key, new Set([item.id]));
      } else if (ids) {
        ids.delete(item.id);
        if (ids.size === 0) byKey.delete(key);
      }
    }
  }
}

export class InMemoryJoinIndexStore implements JoinIndexStore {
  private readonly scopes = new Map<string, ScopeData>();
  private readonly locks = new Map<string, { token: string; until: number }>();
  private readonly log: Change[] = [];
  private seq = 0;

  constructor(
    private readonly maxScopes: number,
    private readonly idleMs: number,
  ) {}

  async read(scope: string): Promise<ScopeRead | null> {
    const data = this.scopes.get(scope);
    if (!data) return null;
    const now = Date.now();
    if (now - data.usedAt > this.idleMs) {
      this.scopes.delete(scope);
      return null;
    }
    // Most recently used last: the first entry is the one to drop.
    data.usedAt = now;
    this.scopes.delete(scope);
    this.scopes.set(scope, data);
    const applied = data.state.appliedSeq;
    const firstKept = this.log[0]?.seq ?? this.seq + 1;
    let start = this.log.length;
    while (start > 0 && this.log[start - 1]!.seq > applied) start--;
    return { state: { ...data.state }, changes: this.log.slice(start), head: this.seq, complete: applied >= firstKept - 1 && applied <= this.seq };
  }

  async lookup(scope: string, _version: string, dimension: string, keys: string[]): Promise<Map<string, FoundItem[]>> {
    // Only the current version is kept: a reader of a replaced one gets the newer records.
    const data = this.scopes.get(scope);
    const found = new Map<string, FoundItem[]>();
    const byKey = data?.dimensions.get(dimension);
    if (!data || !byKey) return found;
    for (const key of keys) {
      const ids = byKey.get(key);
      if (ids) found.set(key, [...ids].map((id) => data.items.get(id)!).sort((a, b) => a.order - b.order));
    }
    return found;
  }

  async replace(scope: string, state: Omit<IndexState, 'version' | 'size'>, items: IndexedItem[]): Promise<void> {
    const size = items.filter((item) => item.value !== null).length;
    const data: ScopeData = { state: { ...state, version: randomUUID(), size }, items: new Map(), dimensions: new Map(), usedAt: Date.now() };
    for (const item of items) {
      data.items.set(item.id, item);
      link(data, item, true);
    }
    this.scopes.delete(scope);
    this.scopes.set(scope, data);
    while (this.scopes.size > this.maxScopes) this.scopes.delete(this.scopes.keys().next().value as string);
  }

  async apply(scope: string, version: string, appliedSeq: number, updates: ItemUpdate[]): Promise<boolean> {
    const data = this.scopes.get(scope);
    if (!data || data.state.version !== version) return false;
    if (data.state.appliedSeq >= appliedSeq) return true;
    for (const { id, item } of updates) {
      const old = data.items.get(id);
      if (old) {
        link(data, old, false);
        data.items.delete(id);
        if (old.value !== null) data.state.size--;
      }
      if (item) {
        const kept = old ? { ...item, order: old.order } : item;
        data.items.set(id, kept);
        link(data, kept, true);
        if (kept.value !== null) data.state.size++;
      }
    }
    data.state.appliedSeq = appliedSeq;
    return true;
  }

  async lock(scope: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
    const now = Date.now();
    const held = this.locks.get(scope);
    if (held && held.until > now) return null;
    const token = randomUUID();
    this.locks.set(scope, { token, until: now + ttlMs });
    return async () => {
      if (this.locks.get(scope)?.token === token) this.locks.delete(scope);
    };
  }

  async append(change: Omit<Change, 'seq'>): Promise<number> {
    const entry = { ...change, seq: ++this.seq };
    this.log.push(entry);
    if (this.log.length > CHANGE_LOG_LENGTH) this.log.splice(0, this.log.length - CHANGE_LOG_LENGTH);
    return entry.seq;
  }

  async head(): Promise<number> {
    return this.seq;
  }
}
