// The benchmark's results: the rows measured per query, the targets of the performance work checked
// against them, and the Markdown report.
import os from 'node:os';
import type { IdleMemory, Latency, Load, RunGrowth } from './measure.js';

/** One query through the gateway, by hand, through the peer and through the gateway without batching. */
export interface Row {
  query: string;
  minimum: string;
  calls: number;
  minimumCalls: number;
  peerCalls: number;
  callsWithoutBatching: number;
  gateway: Latency;
  hand: Latency;
  peer: Latency;
  withoutBatching: Latency;
  /** Null when the gateway and the peer answer the same; else where they first differ. */
  mismatch: string | null;
  /** The gateway's resident memory before the timed runs, MB. */
  rssBeforeMb: number | null;
  /** The gateway's peak growth during each timed run. */
  growth: RunGrowth;
}

/** One query under uncached load: the gateway against the peer. */
export interface LoadRow {
  query: string;
  /** What was sent: the query, or for a walk its first page. */
  request: string;
  gatewayCalls: number;
  peerCalls: number;
  gateway: Load;
  peer: Load;
}

/** Cached-query throughput: the gateway with its response cache against a bare Apollo Server answering a snapshot. */
export interface CachedRow {
  query: string;
  gatewayCached: number;
  bare: number;
  /** Why the figures are missing, when they are. */
  error: string | null;
}

export interface Settings {
  latencyMs: number;
  runs: number;
  seconds: number;
  connections: number;
  walkRows: number;
  maxPageSize: string;
  /** The gateway's entry point (the build, or a variant). */
  gatewayMain: string;
}

export interface TargetResult {
  target: string;
  met: boolean;
  detail: string;
}

export const TARGETS = {
  callRatio: 1,
  p50Ratio: 1.1,
  p99Ratio: 1.25,
  idleMb: 120,
  growthMb: 100,
  throughputRatio: 1.5,
};

const fmt = (n: number, digits = 2): string => n.toFixed(digits);
/** Which timing the nearest-rank p99 of `n` is, from the slowest: "slowest", "2nd slowest"... */
const p99Rank = (n: number): string => {
  const fromTop = n - Math.ceil(0.99 * n) + 1;
  return fromTop === 1 ? 'slowest' : `${fromTop}${fromTop === 2 ? 'nd' : fromTop === 3 ? 'rd' : 'th'} slowest`;
};
const mb = (n: number | null): string => (n === null ? 'n/a' : n.toFixed(0));
const ms = (n: number | null): string => (n === null ? 'n/a' : n.toFixed(1));

type Measured = { query: string; value: number };

/** A target every query must meet: met or missed, with the misses or else the worst value. */
function everyQuery(
  target: string,
  values: Measured[],
  ok: (value: number) => boolean,
  worse: (a: number, b: number) => boolean,
  unit = '',
): TargetResult {
  const misses = values.filter((v) => !ok(v.value));
  const worst = values.reduce((a, b) => (worse(b.value, a.value) ? b : a));
  const detail = misses.length
    ? `missed by ${misses.map((m) => `${m.query} (${fmt(m.value)}${unit})`).join(', ')}`
    : `worst ${fmt(worst.value)}${unit} (${worst.query})`;
  return { target, met: misses.length === 0, detail };
}

const higher = (a: number, b: number): boolean => a > b;
const lower = (a: number, b: number): boolean => a < b;

/** Each target of the performance work, met or missed, with the figures behind it. */
export function checkTargets(rows: Row[], loads: LoadRow[], idle: IdleMemory): TargetResult[] {
  const each = (f: (r: Row) => number): Measured[] => rows.map((r) => ({ query: r.query, value: f(r) }));
  // The larger of a run's own growth and the sequence's: garbage one run leaves behind counts too.
  const growths = rows
    .filter((r) => r.growth.maxMb !== null)
    .map((r) => ({ query: r.query, value: Math.max(r.growth.maxMb as number, r.growth.overRunsMb ?? 0) }));
  const mismatches = rows.filter((r) => r.mismatch !== null);
  return [
    {
      target: 'the peer answers every query with the same data as the gateway',
      met: mismatches.length === 0,
      detail: mismatches.length
        ? `MISMATCH: ${mismatches.map((r) => `${r.query}: ${r.mismatch}`).join('; ')}`
        : `${rows.length} of ${rows.length} queries`,
    },
    everyQuery(
      `calls / minimum = ${fmt(TARGETS.callRatio)} on every query`,
      each((r) => r.calls / r.minimumCalls),
      (v) => v <= TARGETS.callRatio,
      higher,
    ),
    everyQuery(
      `p50 latency / hand-written REST client <= ${TARGETS.p50Ratio} on every query`,
      each((r) => r.gateway.p50 / r.hand.p50),
      (v) => v <= TARGETS.p50Ratio,
      higher,
    ),
    everyQuery(
      `p99 latency / hand-written REST client <= ${TARGETS.p99Ratio} on every query`,
      each((r) => r.gateway.p99 / r.hand.p99),
      (v) => v <= TARGETS.p99Ratio,
      higher,
    ),
    {
      target: `idle resident memory of the compiled gateway (emulators in another process, GraphiQL enabled) <= ${TARGETS.idleMb} MB`,
      met: idle.settledMb !== null && idle.settledMb <= TARGETS.idleMb,
      detail:
        idle.settledMb === null
          ? 'not measured (no /proc)'
          : `${mb(idle.settledMb)} MB after ${idle.seconds} s without queries (${mb(idle.earlyMb)} MB 3 s after start, before V8's memory reducer ran)`,
    },
    growths.length
      ? everyQuery(
          `peak memory growth <= ${TARGETS.growthMb} MB on every query, in every run`,
          growths,
          (v) => v <= TARGETS.growthMb,
          higher,
          ' MB',
        )
      : {
          target: `peak memory growth <= ${TARGETS.growthMb} MB on every query, in every run`,
          met: false,
          detail: 'not measured (no /proc)',
        },
    everyQuery(
      `uncached throughput >= ${TARGETS.throughputRatio} x the peer's on every query, with no more upstream calls than the peer`,
      loads.map((l) => ({
        query: l.query,
        value: l.gatewayCalls > l.peerCalls ? 0 : l.gateway.requestsPerSecond / l.peer.requestsPerSecond,
      })),
      (v) => v >= TARGETS.throughputRatio,
      lower,
      ' x',
    ),
  ];
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;

export function machineLine(): string {
  return machine;
}

/** The Markdown report: settings, the per-query table, the load table, cached throughput, targets. */
export function report(
  startedAt: string,
  settings: Settings,
  rows: Row[],
  loads: LoadRow[],
  cached: CachedRow[],
  idle: IdleMemory,
  targets: TargetResult[],
): string[] {
  return [
    `Benchmark run of ${startedAt} on ${machine}.`,
    `Emulator latency ${settings.latencyMs} ms per request, ${settings.runs} runs per query and client, one query at a time, the four clients taking turns`,
    '(each round runs each client once, starting one further along each round, so that they share the moments of a busy machine). Every server is compiled',
    `JavaScript in its own process: the gateway (\`node ${settings.gatewayMain}\`, response cache off, MAX_PAGE_SIZE ${settings.maxPageSize}), a second`,
    'gateway with LOADER_BATCHING=off, the peer (Apollo Server, @apollo/datasource-rest and DataLoader, `bench/peer/`), and the three',
    'emulators together in a fourth; the hand-written REST client and the load generator run in the harness process.',
    `Percentiles are nearest-rank over the ${settings.runs} timings of each client (p99: the ${p99Rank(settings.runs)}); a walk is timed whole.`,
    "Memory is the gateway process's: resident before the timed runs; the peak growth of each run (VmHWM, reset before it, over the resident memory before it), smallest to largest; and the highest peak of all runs over the resident memory before the first.",
    '',
    '| query | calls / minimum | peer calls | without batching | p50 ms (by hand) | p50 ratio | p99 ms (by hand) | p99 ratio | samples | peer p50 / p99 | without batching p50 / p99 | RSS before MB | growth per run MB | growth over the runs MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.query} | ${r.calls} / ${r.minimumCalls} = ${fmt(r.calls / r.minimumCalls)} | ${r.peerCalls} | ${r.callsWithoutBatching} | ${ms(r.gateway.p50)} (${ms(r.hand.p50)}) | ${fmt(r.gateway.p50 / r.hand.p50)} | ${ms(r.gateway.p99)} (${ms(r.hand.p99)}) | ${fmt(r.gateway.p99 / r.hand.p99)} | ${r.gateway.samples} | ${ms(r.peer.p50)} / ${ms(r.peer.p99)} | ${ms(r.withoutBatching.p50)} / ${ms(r.withoutBatching.p99)} | ${mb(r.rssBeforeMb)} | ${mb(r.growth.minMb)} to ${mb(r.growth.maxMb)} (${r.growth.runs} runs) | ${mb(r.growth.overRunsMb)} |`,
    ),
    '',
    `Answers: ${
      rows.every((r) => r.mismatch === null)
        ? 'the peer returned the same data as the gateway on every query (checked once per run; cursors excepted, each server writes its own).'
        : `**MISMATCH** on ${rows
            .filter((r) => r.mismatch)
            .map((r) => `${r.query} (${r.mismatch})`)
            .join('; ')}.`
    }`,
    '',
    'Why each minimum is the minimum:',
    '',
    ...rows.map((r) => `- **${r.query}**: ${r.minimum}.`),
    '',
    `Idle memory of the compiled gateway (emulators in another process, GraphiQL enabled, no query served, /healthz probed once a second): ${mb(idle.earlyMb)} MB resident 3 s after it is ready, ${mb(idle.settledMb)} MB after ${idle.seconds} s.`,
    '',
    `Uncached throughput (autocannon, ${settings.connections} connections, emulator latency ${settings.latencyMs} ms; after a warm-up round of one request per connection, as many requests as fill about ${settings.seconds} s; every answer checked; a walk sends its first page). CPU is process time (user + system) per finished request from /proc, of the server and of the emulators' process:`,
    '',
    '| query | request | gateway req/s | gateway CPU ms/req | gateway p50 / p99 ms (requests) | peer req/s | peer CPU ms/req | peer p50 / p99 ms (requests) | ratio | calls per request (gateway / peer) | emulators CPU ms/req (gateway / peer run) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...loads.map(
      (l) =>
        `| ${l.query} | ${l.request} | ${l.gateway.requestsPerSecond.toFixed(0)} | ${ms(l.gateway.cpuMsPerRequest)} | ${ms(l.gateway.p50Ms)} / ${ms(l.gateway.p99Ms)} (${l.gateway.requests}) | ${l.peer.requestsPerSecond.toFixed(0)} | ${ms(l.peer.cpuMsPerRequest)} | ${ms(l.peer.p50Ms)} / ${ms(l.peer.p99Ms)} (${l.peer.requests}) | ${fmt(l.gateway.requestsPerSecond / l.peer.requestsPerSecond)} | ${l.gatewayCalls} / ${l.peerCalls} | ${ms(l.gateway.emulatorCpuMsPerRequest)} / ${ms(l.peer.emulatorCpuMsPerRequest)} |`,
    ),
    '',
    ...(cached.length
      ? [
          `Cached-query throughput (autocannon as above; a gateway process with the response cache on, against a bare Apollo Server under tsx answering the same data from a snapshot):`,
          '',
          '| query | gateway req/s | bare Apollo req/s | ratio |',
          '|---|---|---|---|',
          ...cached.map((t) =>
            t.error
              ? `| ${t.query} | failed: ${t.error.replace(/\|/g, '/')} | | |`
              : `| ${t.query} | ${t.gatewayCached.toFixed(0)} | ${t.bare.toFixed(0)} | ${fmt(t.gatewayCached / t.bare)} |`,
          ),
          '',
        ]
      : []),
    'Targets:',
    '',
    ...targets.map((t) => `- ${t.met ? 'met' : '**missed**'}: ${t.target}: ${t.detail}`),
  ];
}
