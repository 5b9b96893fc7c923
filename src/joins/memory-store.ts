// The join indexes of one gateway instance, in its memory: at most `maxScopes` scopes (the least
// recently used goes first), each dropped after `idleMs` without a reader; a bounded change log.
// Records are kept as JSON text, parsed when looked up: a few large strings instead of tens of small
// objects per record keep the garbage collector's work (and the memory) small next to a whole catalog.
import { randomUUID } from 'node:crypto';
import {
  CHANGE_LOG_LENGTH,
  type Change,
  type FoundItem,
  type IndexState,
  type IndexedItem,
  type ItemUpdate,
  type JoinIndexStore,
  type ScopeRead,
} from './store.js';

interface ScopeData {
  state: IndexState;
  /** Every record's place, those that name nothing included. */
  orders: Map<string, number>;
  /** Records that name something: their JSON, and their keys as JSON. */
  values: Map<string, string>;
  keys: Map<string, string>;
  /** dimension -> join key -> record ids */
  dimensions: Map<string, Map<string, string[]>>;
  usedAt: number;
}

function link(data: ScopeData, id: string, keys: Record<string, string[]>, add: boolean): void {
  for (const [dimension, values] of Object.entries(keys)) {
    let byKey = data.dimensions.get(dimension);
    if (!byKey) data.dimensions.set(dimension, (byKey = new Map<string, string[]>()));
    for (const key of values) {
      const ids = byKey.get(key);
      if (add) {
        if (!ids) byKey.set(key, [id]);
        else if (!ids.includes(id)) ids.push(id);
      } else if (ids) {
        const rest = ids.filter((other) => other !== id);
        if (rest.length > 0) byKey.set(key, rest);
        else byKey.delete(key);
      }
    }
  }
}

function put(data: ScopeData, item: IndexedItem): void {
  if (item.value === null) return;
  const keys = JSON.stringify(item.keys);
  data.values.set(item.id, JSON.stringify(item.value));
  data.keys.set(item.id, keys);
  link(data, item.id, item.keys, true);
}

function remove(data: ScopeData, id: string): void {
  const keys = data.keys.get(id);
  if (keys) link(data, id, JSON.parse(keys) as Record<string, string[]>, false);
  data.values.delete(id);
  data.keys.delete(id);
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

  /* eslint-disable @typescript-eslint/require-await -- the async interface of the Redis stores: failures are rejections, as theirs are */
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
    return {
      state: { ...data.state },
      changes: this.log.slice(start),
      head: this.seq,
      complete: applied >= firstKept - 1 && applied <= this.seq,
    };
  }

  async lookup(scope: string, _version: string, dimension: string, keys: string[]): Promise<Map<string, FoundItem[]>> {
    // Only the current version is kept: a reader of a replaced one gets the newer records.
    const data = this.scopes.get(scope);
    const found = new Map<string, FoundItem[]>();
    const byKey = data?.dimensions.get(dimension);
    if (!data || !byKey) return found;
    for (const key of keys) {
      const ids = byKey.get(key);
      if (!ids) continue;
      const items = ids.map((id) => ({
        id,
        order: data.orders.get(id)!,
        value: JSON.parse(data.values.get(id)!) as unknown,
      }));
      found.set(
        key,
        items.sort((a, b) => a.order - b.order),
      );
    }
    return found;
  }

  async replace(scope: string, state: Omit<IndexState, 'version' | 'size'>, items: IndexedItem[]): Promise<void> {
    const data: ScopeData = {
      state: { ...state, version: randomUUID(), size: 0 },
      orders: new Map(),
      values: new Map(),
      keys: new Map(),
      dimensions: new Map(),
      usedAt: Date.now(),
    };
    for (const item of items) {
      data.orders.set(item.id, item.order);
      put(data, item);
    }
    data.state.size = data.values.size;
    this.scopes.delete(scope);
    this.scopes.set(scope, data);
    while (this.scopes.size > this.maxScopes) this.scopes.delete(this.scopes.keys().next().value as string);
  }

  async apply(scope: string, version: string, appliedSeq: number, updates: ItemUpdate[]): Promise<boolean> {
    const data = this.scopes.get(scope);
    if (!data || data.state.version !== version) return false;
    if (data.state.appliedSeq >= appliedSeq) return true;
    for (const { id, item } of updates) {
      remove(data, id);
      if (!item) {
        data.orders.delete(id);
        continue;
      }
      // A record keeps its place.
      if (!data.orders.has(id)) data.orders.set(id, item.order);
      put(data, item);
    }
    data.state.appliedSeq = appliedSeq;
    data.state.size = data.values.size;
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
  /* eslint-enable @typescript-eslint/require-await */
}
