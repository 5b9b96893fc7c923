// Liveness and readiness: /healthz answers while the process runs; /readyz answers 200 only when
// every backend answers HTTP at all (any status counts: a 401 still proves it is reachable) and no
// backend's circuit breaker is open (the gateway would fail its calls fast). Backends are probed with
// HEAD (a status, no body), one round at a time and at most once per READINESS_PROBE_TTL_MS whoever
// asks and however often.
import { Agent, request } from './datasources/undici.js';
import type { BreakerState, CircuitBreakers } from './datasources/circuit-breaker.js';
import type { BackendUrls } from './datasources/index.js';
import type { BackendName } from './errors.js';

export interface Readiness {
  ready: boolean;
  backends: Record<keyof BackendUrls, { reachable: boolean; breaker: BreakerState; status?: number; error?: string }>;
}

const BACKEND_NAMES: Record<keyof BackendUrls, BackendName> = {
  workManagement: 'work-management',
  resourcePlanning: 'resource-planning',
  digitalAsset: 'digital-asset',
};

export interface ReadinessOptions {
  /** How long one round of probes answers /readyz (READINESS_PROBE_TTL_MS). */
  probeTtlMs: number;
  /** Longest a probe waits for a backend's status. */
  timeoutMs?: number;
}

type Reachability = Record<keyof BackendUrls, { reachable: boolean; status?: number; error?: string }>;

/** The probes' own connections (one per backend), apart from the requests' pools. */
const probes = new Agent({ connections: 1 });

/** HEAD on the base URL: the status proves the backend answers; no body is read. */
async function probe(url: string, timeoutMs: number): Promise<{ reachable: boolean; status?: number; error?: string }> {
  try {
    const answer = await request(url, {
      method: 'HEAD',
      dispatcher: probes,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer.body.on('error', () => undefined).destroy();
    return { reachable: true, status: answer.statusCode };
  } catch (error) {
    return { reachable: false, error: (error as Error).message };
  }
}

/**
 * One probe round of every backend, in parallel, shared by every readiness check while it runs and
 * for `probeTtlMs` after it ended: callers of /readyz (orchestrators, anyone) cannot multiply upstream work.
 */
class ReadinessProbe {
  private round: { endedAt: number | null; result: Promise<Reachability> } | null = null;

  constructor(private readonly urls: BackendUrls) {}

  reachability({ probeTtlMs, timeoutMs = 2000 }: ReadinessOptions): Promise<Reachability> {
    const round = this.round;
    if (round && (round.endedAt === null || Date.now() - round.endedAt < probeTtlMs)) return round.result;
    const names = Object.keys(this.urls) as Array<keyof BackendUrls>;
    const next: { endedAt: number | null; result: Promise<Reachability> } = {
      endedAt: null,
      result: Promise.resolve({} as Reachability),
    };
    next.result = Promise.all(names.map(async (name) => [name, await probe(this.urls[name], timeoutMs)] as const)).then(
      (entries) => {
        next.endedAt = Date.now();
        return Object.fromEntries(entries) as Reachability;
      },
    );
    this.round = next;
    return next.result;
  }
}

const rounds = new WeakMap<BackendUrls, ReadinessProbe>();

/** The backends' reachability (from the current or last probe round) and their breakers (now). */
export async function checkReadiness(
  urls: BackendUrls,
  breakers: CircuitBreakers,
  options: ReadinessOptions,
): Promise<Readiness> {
  let readinessProbe = rounds.get(urls);
  if (!readinessProbe) {
    readinessProbe = new ReadinessProbe(urls);
    rounds.set(urls, readinessProbe);
  }
  const reachability = await readinessProbe.reachability(options);
  const names = Object.keys(urls) as Array<keyof BackendUrls>;
  const backends = Object.fromEntries(
    names.map((name) => [name, { ...reachability[name], breaker: breakers.state(BACKEND_NAMES[name]) }]),
  ) as Readiness['backends'];
  return { ready: Object.values(backends).every((b) => b.reachable && b.breaker !== 'open'), backends };
}
