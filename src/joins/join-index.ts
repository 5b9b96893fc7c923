// The join indexes: what a request answers its joins from, and how each scope's index is built,
// caught up and rebuilt. Per request and scope:
// - no index yet (or the change log no longer reaches back to it): the request scans, as every
//   request did before the index, and that scan becomes the index (one instance at a time holds
//   the scope's rebuild lock; a request that cannot take it answers from its own scan);
// - an index with pending changes (webhooks, graph writes): the request reads the changed records
//   with its own credential and writes them into the index before answering, or rescans when
//   that would take fewer calls;
// - an index older than its rebuild interval: answered from as it is, while a rebuild runs in the
//   background with the same credential.
import type { Logger } from '../observability/logger.js';
import { SharedStateUnavailable } from '../shared-state/unavailable.js';
import type { Change, IndexName, IndexState, IndexedItem, ItemUpdate, JoinIndexStore, ScopeRead } from './store.js';
import { scopeLabel } from './scope.js';
import { scanView, storedView, type IndexView } from './view.js';

/** What one scan of a scope found. */
export interface ScanResult {
  items: IndexedItem[];
  /** The containers covered, in scan order (libraries). */
  containers: string[];
  /** Upstream calls the scan made. */
  scanCalls: number;
  extra: Record<string, unknown>;
}

/** How an index reads its backend, bound to one credential. */
export interface IndexSource {
  index: IndexName;
  scan(): Promise<ScanResult>;
  /** Reads the changed records again: an update per change, `item` null when the record is gone or names nothing. */
  reread(changes: Change[], state: IndexState): Promise<ItemUpdate[]>;
}

export interface JoinIndexSettings {
  /** Off: every request scans, as before the index. */
  enabled: boolean;
  /** Age at which the asset index of a scope is rebuilt in the background (repairs lost webhooks). */
  reconcileMs: number;
  /** Age at which the project index of a scope is rebuilt in the background (its backend sends no webhooks). */
  projectRefreshMs: number;
  /** How long a rebuild may hold a scope's lock. */
  lockTtlMs: number;
  /** A scope nobody read for this long is dropped. */
  idleMs: number;
}

export type BuildReason = 'cold' | 'behind' | 'changes' | 'reconcile' | 'refresh';
export type FallbackReason = 'locked' | 'store' | 'replaced';

/** What the index tells the metrics. */
export interface JoinIndexObserver {
  built(index: IndexName, reason: BuildReason): void;
  fellBack(index: IndexName, reason: FallbackReason): void;
  changeNoted(index: IndexName, source: 'webhook' | 'graph'): void;
  reread(index: IndexName, records: number): void;
}

/** Age and size of one scope's index, as this instance last saw it. */
export interface JoinIndexStat {
  index: IndexName;
  /** Short hash of the scope, never the credential. */
  scope: string;
  ageSeconds: number;
  items: number;
}

/** Log entries that concern no record of a scope, past which it moves on anyway. */
const SKIP_AHEAD = 100;

/** Pending changes of one index, one per record (the latest), `*` kept. */
function pendingOf(read: ScopeRead, index: IndexName): Change[] {
  const containers = new Set(read.state.containers);
  const latest = new Map<string, Change>();
  for (const change of read.changes) {
    if (change.index !== index || (change.container !== null && !containers.has(change.container))) continue;
    latest.delete(change.id);
    latest.set(change.id, change);
  }
  return [...latest.values()];
}

export class JoinIndex {
  /** Cold builds (and fallback scans) under way here, shared by the requests of the scope. */
  private readonly cold = new Map<string, Promise<IndexView>>();
  /** Builds answered and still being stored: later requests wait for them, then read the index. */
  private readonly storing = new Map<string, Promise<void>>();
  private readonly rebuilding = new Set<string>();
  private readonly retryAfter = new Map<string, number>();
  private readonly seen = new Map<string, { index: IndexName; builtAt: number; size: number; seenAt: number }>();

  constructor(
    private readonly store: JoinIndexStore,
    readonly settings: JoinIndexSettings,
    private readonly observer: JoinIndexObserver,
    private readonly logger: Logger,
  ) {}

  /**
   * The view a request answers `source.index` joins from. `background` makes a source with
   * datasources of their own (same credential), for a rebuild that outlives the request.
   */
  async view(scope: string | null, source: IndexSource, background: () => IndexSource): Promise<IndexView> {
    if (!this.settings.enabled || scope === null) return this.scan(source);
    await this.storing.get(scope);
    for (let attempt = 0; attempt < 2; attempt++) {
      let read: ScopeRead | null;
      try {
        read = await this.store.read(scope);
      } catch (error) {
        this.storeFailed(error, 'join index unreadable: answering from a scan');
        this.observer.fellBack(source.index, 'store');
        return this.scan(source);
      }
      if (!read) return this.coldView(scope, source, 'cold');
      if (!read.complete) return this.coldView(scope, source, 'behind');
      const pending = pendingOf(read, source.index);
      if (pending.length > read.state.scanCalls || pending.some((c) => c.id === '*'))
        return this.coldView(scope, source, 'changes');
      // Entries of other scopes and containers are skipped over too, so that the scope never falls behind the log.
      if (pending.length > 0 || read.changes.length > SKIP_AHEAD) {
        const updates = await source.reread(pending, read.state);
        this.observer.reread(source.index, updates.length);
        let applied: boolean;
        try {
          applied = await this.store.apply(scope, read.state.version, read.head, updates);
        } catch (error) {
          this.storeFailed(error, 'join index not updated: answering from a scan');
          this.observer.fellBack(source.index, 'store');
          return this.scan(source);
        }
        if (!applied) continue;
      }
      this.remember(scope, source.index, read.state);
      this.rebuildIfDue(scope, source.index, read.state, background);
      // Should the store fail during a lookup, the request answers from a scan of its own.
      return storedView(this.store, scope, read.state, () => {
        this.observer.fellBack(source.index, 'store');
        return this.scan(source);
      });
    }
    // Replaced twice while catching up: this request answers from its own scan.
    this.observer.fellBack(source.index, 'replaced');
    return this.scan(source);
  }

  /** Records a change for every scope (webhook deliveries, graph writes); each reads it with its own credential. */
  async noteChange(change: Omit<Change, 'seq'>, from: 'webhook' | 'graph'): Promise<void> {
    if (!this.settings.enabled) return;
    try {
      await this.store.append(change);
      this.observer.changeNoted(change.index, from);
    } catch (error) {
      // The reconciliation scan repairs what this change would have told.
      this.storeFailed(error, 'join index change not recorded');
    }
  }

  /** Age and size of the scopes this instance read recently. */
  stats(): JoinIndexStat[] {
    const now = Date.now();
    const stats: JoinIndexStat[] = [];
    for (const [scope, s] of this.seen) {
      if (now - s.seenAt > this.settings.idleMs) this.seen.delete(scope);
      else
        stats.push({ index: s.index, scope: scopeLabel(scope), ageSeconds: (now - s.builtAt) / 1000, items: s.size });
    }
    return stats;
  }

  /** Logs a store failure, unless Redis is away: that outage is logged once, where it is noticed. */
  private storeFailed(error: unknown, message: string): void {
    if (!(error instanceof SharedStateUnavailable)) this.logger.warn({ err: error }, message);
  }

  private async scan(source: IndexSource): Promise<IndexView> {
    const result = await source.scan();
    return scanView(result.items, result.extra);
  }

  private remember(scope: string, index: IndexName, state: Pick<IndexState, 'builtAt' | 'size'>): void {
    this.seen.set(scope, { index, builtAt: state.builtAt, size: state.size, seenAt: Date.now() });
  }

  /**
   * No usable index: one scan, shared by the scope's requests under way here, which becomes the
   * index if this instance gets the lock. They are answered from the scan while it is stored;
   * requests that come after the answer wait for the store, then read the index (and the changes since).
   */
  private coldView(scope: string, source: IndexSource, reason: BuildReason): Promise<IndexView> {
    const running = this.cold.get(scope);
    if (running) return running;
    let stored: Promise<void> = Promise.resolve();
    const view = (async () => {
      let release: (() => Promise<void>) | null = null;
      try {
        release = await this.store.lock(scope, this.settings.lockTtlMs);
      } catch (error) {
        this.storeFailed(error, 'join index lock unavailable');
      }
      if (!release) {
        this.observer.fellBack(source.index, 'locked');
        return this.scan(source);
      }
      const built = await this.build(scope, source, reason, release);
      stored = built.stored;
      return built.view;
    })();
    this.cold.set(scope, view);
    void view.then(
      () => {
        this.cold.delete(scope);
        this.storing.set(scope, stored);
        void stored.finally(() => this.storing.get(scope) === stored && this.storing.delete(scope));
      },
      () => this.cold.delete(scope),
    );
    return view;
  }

  /** Scans, then stores a new version of the scope in the background (`stored`); the lock is released once stored. */
  private async build(
    scope: string,
    source: IndexSource,
    reason: BuildReason,
    release: () => Promise<void>,
  ): Promise<{ view: IndexView; stored: Promise<void> }> {
    let result: ScanResult;
    let appliedSeq: number;
    try {
      // Changes after this point are caught up by the next reader, even those the scan already saw.
      appliedSeq = await this.store.head();
    } catch (error) {
      await release().catch(() => undefined);
      this.storeFailed(error, 'join index change log unreadable: answering from a scan');
      this.observer.fellBack(source.index, 'store');
      return { view: await this.scan(source), stored: Promise.resolve() };
    }
    const builtAt = Date.now();
    try {
      result = await source.scan();
    } catch (error) {
      await release().catch(() => undefined);
      throw error;
    }
    const stored = (async () => {
      // After the answer is on its way.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await this.store.replace(
          scope,
          { builtAt, appliedSeq, containers: result.containers, scanCalls: result.scanCalls, extra: result.extra },
          result.items,
        );
        this.remember(scope, source.index, {
          builtAt,
          size: result.items.filter((item) => item.value !== null).length,
        });
        this.observer.built(source.index, reason);
      } catch (error) {
        this.storeFailed(error, 'join index not stored');
      } finally {
        await release().catch(() => undefined);
      }
    })();
    return { view: scanView(result.items, result.extra), stored };
  }

  /** Starts a background rebuild when the index is older than its interval and none runs. */
  private rebuildIfDue(scope: string, index: IndexName, state: IndexState, background: () => IndexSource): void {
    const every = index === 'assets' ? this.settings.reconcileMs : this.settings.projectRefreshMs;
    const now = Date.now();
    if (
      now - state.builtAt < every ||
      this.rebuilding.has(scope) ||
      this.cold.has(scope) ||
      this.storing.has(scope) ||
      (this.retryAfter.get(scope) ?? 0) > now
    )
      return;
    this.rebuilding.add(scope);
    void (async () => {
      try {
        const release = await this.store.lock(scope, this.settings.lockTtlMs);
        if (release)
          await (
            await this.build(scope, background(), index === 'assets' ? 'reconcile' : 'refresh', release)
          ).stored;
        this.retryAfter.delete(scope);
      } catch (error) {
        this.storeFailed(error, 'join index rebuild failed: the current index keeps answering');
        this.retryAfter.set(scope, Date.now() + Math.min(every, 60_000));
      } finally {
        this.rebuilding.delete(scope);
      }
    })();
  }
}
