// Prometheus metrics (prom-client), one registry per gateway instance: GraphQL operations and
// errors, upstream calls by backend and operation, breaker states, the pacing queue, backend values
// the schema's enums lack, and the join index (age and size per scope, builds, fallback scans, changes).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CircuitBreakers } from '../datasources/circuit-breaker.js';
import type { RequestPacer } from '../datasources/pacing.js';
import type { BackendName } from '../errors.js';
import type { JoinIndexObserver, JoinIndexStat } from '../joins/join-index.js';

const BACKENDS: BackendName[] = ['work-management', 'resource-planning', 'digital-asset'];
const BREAKER_VALUE = { closed: 0, 'half-open': 1, open: 2 } as const;

export interface UpstreamCallRecord {
  backend: BackendName;
  method: string;
  /** The route template (ids blanked), so that labels stay few. */
  operation: string;
  /** HTTP status, or 0 when no answer came. */
  status: number;
  durationMs: number;
}

export class GatewayMetrics {
  readonly registry = new Registry();
  readonly operationDuration = new Histogram({
    name: 'workgraph_graphql_operation_duration_seconds',
    help: 'Duration of GraphQL operations.',
    labelNames: ['operation', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly graphqlErrors = new Counter({
    name: 'workgraph_graphql_errors_total',
    help: 'GraphQL errors by extensions.code.',
    labelNames: ['code'],
    registers: [this.registry],
  });
  readonly upstreamCalls = new Counter({
    name: 'workgraph_upstream_requests_total',
    help: 'Upstream HTTP calls.',
    labelNames: ['backend', 'method', 'operation', 'status'],
    registers: [this.registry],
  });
  readonly upstreamDuration = new Histogram({
    name: 'workgraph_upstream_request_duration_seconds',
    help: 'Latency of upstream HTTP calls.',
    labelNames: ['backend', 'operation'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly upstreamErrors = new Counter({
    name: 'workgraph_upstream_errors_total',
    help: 'Upstream calls that failed (no answer, 4xx or 5xx).',
    labelNames: ['backend', 'kind'],
    registers: [this.registry],
  });
  readonly unknownEnumValues = new Counter({
    name: 'workgraph_unknown_enum_values_total',
    help: 'Backend values a schema enum lacks (the field answered null).',
    labelNames: ['enum', 'field'],
    registers: [this.registry],
  });
  readonly cacheHits = new Counter({
    name: 'workgraph_cache_hits_total',
    help: 'Cache hits by cache.',
    labelNames: ['cache'],
    registers: [this.registry],
  });
  readonly joinIndexBuilds = new Counter({
    name: 'workgraph_join_index_builds_total',
    help: 'Join index builds stored by this instance, by index and reason (cold, behind, changes, reconcile, refresh).',
    labelNames: ['index', 'reason'],
    registers: [this.registry],
  });
  readonly joinIndexFallbacks = new Counter({
    name: 'workgraph_join_index_fallback_scans_total',
    help: 'Requests that answered their joins from a scan of their own: another instance held the rebuild lock (locked), the index store failed (store), or rebuilds kept replacing the index (replaced).',
    labelNames: ['index', 'reason'],
    registers: [this.registry],
  });
  readonly joinIndexChanges = new Counter({
    name: 'workgraph_join_index_changes_total',
    help: 'Changes recorded for the join indexes by this instance, by index and source (webhook, graph).',
    labelNames: ['index', 'source'],
    registers: [this.registry],
  });
  readonly joinIndexRereads = new Counter({
    name: 'workgraph_join_index_rereads_total',
    help: 'Changed records read again to catch a join index up.',
    labelNames: ['index'],
    registers: [this.registry],
  });

  constructor(breakers: CircuitBreakers, pacer: RequestPacer) {
    collectDefaultMetrics({ register: this.registry, prefix: 'workgraph_process_' });
    new Gauge({
      name: 'workgraph_circuit_breaker_state',
      help: 'Circuit breaker state per backend: 0 closed, 1 half-open, 2 open.',
      labelNames: ['backend'],
      registers: [this.registry],
      collect() {
        for (const backend of BACKENDS) this.set({ backend }, BREAKER_VALUE[breakers.state(backend)]);
      },
    });
    new Gauge({
      name: 'workgraph_pacing_queue_length',
      help: 'Upstream calls waiting for a slot in their per-credential budget.',
      registers: [this.registry],
      collect() {
        this.set(pacer.waiting);
      },
    });
  }

  /** Reports a join index: age and size per scope from `stats` (scopes as short hashes), the rest through the returned observer. */
  observeJoinIndex(stats: () => JoinIndexStat[]): JoinIndexObserver {
    const perScope = (name: string, help: string, value: (s: JoinIndexStat) => number): void => {
      new Gauge({
        name,
        help,
        labelNames: ['index', 'scope'],
        registers: [this.registry],
        collect() {
          this.reset();
          for (const s of stats()) this.set({ index: s.index, scope: s.scope }, value(s));
        },
      });
    };
    perScope(
      'workgraph_join_index_age_seconds',
      'Age of each join index scope this instance read recently: seconds since its scan started (webhooks and graph writes keep it current in between).',
      (s) => s.ageSeconds,
    );
    perScope(
      'workgraph_join_index_items',
      'Records in each join index scope this instance read recently.',
      (s) => s.items,
    );
    return {
      built: (index, reason) => this.joinIndexBuilds.inc({ index, reason }),
      fellBack: (index, reason) => this.joinIndexFallbacks.inc({ index, reason }),
      changeNoted: (index, source) => this.joinIndexChanges.inc({ index, source }),
      reread: (index, records) => this.joinIndexRereads.inc({ index }, records),
    };
  }

  /** Records one upstream call (called by the rest-client). */
  recordUpstream(call: UpstreamCallRecord): void {
    this.upstreamCalls.inc({
      backend: call.backend,
      method: call.method,
      operation: call.operation,
      status: String(call.status),
    });
    this.upstreamDuration.observe(
      { backend: call.backend, operation: `${call.method} ${call.operation}` },
      call.durationMs / 1000,
    );
    if (call.status === 0 || call.status >= 400)
      this.upstreamErrors.inc({
        backend: call.backend,
        kind: call.status === 0 ? 'no-answer' : call.status >= 500 ? 'server' : 'client',
      });
  }
}
