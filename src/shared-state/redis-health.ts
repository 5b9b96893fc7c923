// Whether Redis can be used right now. Every Redis command on the request path goes through `run`:
// it fails at once while Redis is away (the caller takes its per-instance fallback), bounds each
// command by a short timeout, and notices an outage and its end, each logged once with metrics.
import type { Cluster, Redis } from 'ioredis';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Logger } from '../observability/logger.js';
import { SharedStateUnavailable, type SharedStateGate, type SharedStateUse } from './unavailable.js';

/** One Redis or a Redis Cluster: the same commands either way. */
export type RedisClient = Redis | Cluster;

/** What /readyz says of Redis: answering, or away with the gateway running on its fallbacks. */
export type RedisState = 'up' | 'degraded';

/** After a command failed on an open connection, how long commands fail at once before one probes again. */
const PROBE_AFTER_MS = 500;
/** Error replies that mean the server cannot serve now (not a fault of the command). */
const OUTAGE_REPLY = /^(CLUSTERDOWN|LOADING|TRYAGAIN|MASTERDOWN|BUSY)\b/;
/** Commands failing for another reason are logged at most this often. */
const COMMAND_FAULT_LOG_MS = 60_000;

class CommandTimeout extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = 'CommandTimeout';
  }
}

/**
 * `promise`, or a CommandTimeout after `ms`; a late answer is dropped. The timeout is given the I/O
 * that is already in: after the event loop was busy, an answer that arrived meanwhile still counts.
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new CommandTimeout(ms))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What ioredis says when there is no usable connection. */
const NO_CONNECTION =
  /Connection is closed|Stream isn't writeable|Cluster isn't ready|Failed to refresh slots cache|None of startup nodes is available/;

/**
 * Whether an error means Redis cannot serve now (no connection, no answer in time, a cluster
 * without its slots), rather than a fault of one command (a script error, keys in several slots).
 */
function isOutage(error: unknown): boolean {
  if (error instanceof CommandTimeout) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === 'ReplyError') return OUTAGE_REPLY.test(error.message);
  if (error.name === 'MaxRetriesPerRequestError' || error.name === 'ClusterAllFailedError') return true;
  return NO_CONNECTION.test(error.message) || typeof (error as NodeJS.ErrnoException).code === 'string';
}

export class RedisHealth implements SharedStateGate {
  /** Redis answered the last command, or connected since the last failure. */
  private answering = false;
  /** Start of the outage under way (logged when it began); null while Redis answers. */
  private outageSince: number | null = null;
  private probeAt = 0;
  private probing = false;
  private closing = false;
  private lastFaultLog = 0;
  private fallbacks: Counter<'use'> | null = null;
  private outages: Counter | null = null;

  constructor(
    private readonly client: RedisClient,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {
    // A listener on 'error' is what keeps ioredis from printing "Unhandled error event" on every reconnection attempt.
    client.on('error', (error: Error) => this.lost(error));
    client.on('close', () => this.lost(null));
    client.on('ready', () => this.answered());
  }

  /** Adds Redis's state, outages and fallbacks to the gateway's metrics. */
  reportTo(registry: Registry): void {
    this.fallbacks = new Counter({
      name: 'workgraph_redis_fallbacks_total',
      help: 'Uses of Redis that took their per-instance fallback (Redis away, slow or failing), by use.',
      labelNames: ['use'],
      registers: [registry],
    });
    this.outages = new Counter({
      name: 'workgraph_redis_outages_total',
      help: 'Times Redis went away (each logged once).',
      registers: [registry],
    });
    const state = (): RedisState => this.state();
    new Gauge({
      name: 'workgraph_redis_up',
      help: '1 while Redis answers, 0 while the gateway runs on its per-instance fallbacks.',
      registers: [registry],
      collect() {
        this.set(state() === 'up' ? 1 : 0);
      },
    });
  }

  state(): RedisState {
    return this.answering && this.client.status === 'ready' ? 'up' : 'degraded';
  }

  async run<T>(use: SharedStateUse, command: () => Promise<T>, timeoutMs = this.timeoutMs): Promise<T> {
    if (!this.admits()) {
      this.fallbacks?.inc({ use });
      throw new SharedStateUnavailable(use);
    }
    const probe = !this.answering;
    if (probe) this.probing = true;
    try {
      const result = await within(command(), timeoutMs);
      this.answered();
      return result;
    } catch (error) {
      this.fallbacks?.inc({ use });
      if (isOutage(error)) {
        this.lost(error);
        this.probeAt = Date.now() + PROBE_AFTER_MS;
      } else {
        this.commandFault(use, error);
      }
      throw new SharedStateUnavailable(use, error);
    } finally {
      if (probe) this.probing = false;
    }
  }

  /** Stops reporting: the connections are being closed on purpose. */
  closed(): void {
    this.closing = true;
  }

  /** Whether a command may be sent now: connected, and answering or due for one probe. */
  private admits(): boolean {
    if (this.closing || this.client.status !== 'ready') return false;
    if (this.answering) return true;
    return !this.probing && Date.now() >= this.probeAt;
  }

  private lost(error: unknown): void {
    this.answering = false;
    if (this.closing || this.outageSince !== null) return;
    this.outageSince = Date.now();
    this.outages?.inc();
    this.logger.warn(
      { err: error ?? undefined },
      'Redis unavailable: caches miss, pacing and caller limits are per instance, subscriptions deliver locally, joins scan, until it is back',
    );
  }

  private answered(): void {
    this.answering = true;
    this.probeAt = 0;
    if (this.outageSince === null) return;
    const seconds = (Date.now() - this.outageSince) / 1000;
    this.outageSince = null;
    this.logger.warn({ outageSeconds: seconds }, 'Redis available again: shared state resumes');
  }

  private commandFault(use: SharedStateUse, error: unknown): void {
    const now = Date.now();
    if (now - this.lastFaultLog < COMMAND_FAULT_LOG_MS) return;
    this.lastFaultLog = now;
    this.logger.error({ err: error, use }, 'a Redis command failed: this use falls back for the request');
  }
}
