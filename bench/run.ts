// `npm run bench`: the benchmark queries through the gateway and through a hand-written REST client,
// against the emulators with a fixed latency per request; upstream calls against the minimum, latency
// p50/p99 with and without loader batching, the gateway's peak memory, and cached-query throughput
// (autocannon) against a bare Apollo Server serving the same answer. Prints a table and the targets;
// writes Markdown and JSON.
//
// The gateway runs as in production, in its own process (`src/main.ts` against the emulators' URLs);
// the emulators, the hand-written client and the load generator share this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { DEMO_TOKENS, startAllEmulators, type RunningEmulators } from '../emulators/index.js';
import { configureEmulator, graphql, resetAllLogs, upstreamCalls } from '../test/helpers/stack.js';
import { BENCH_GATEWAY_ENV, benchQueries, loadSample, runBenchQuery, type BenchQuery } from './queries.js';
import { writeJoinBenchmark } from './join-index.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WALK_ROWS = Number(process.env.BENCH_WALK_ROWS ?? 20_000);
const ROOT = new URL('..', import.meta.url).pathname;

const TARGETS = { callRatio: 1, p50Ratio: 1.15, p99Ratio: 1.3, throughputRatio: 0.7, walkGrowthMb: 150 };

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function countCalls(emulators: RunningEmulators, fn: () => Promise<unknown>): Promise<number> {
  await resetAllLogs(emulators);
  await fn();
  const logs = await Promise.all([upstreamCalls(emulators.workManagement), upstreamCalls(emulators.resourcePlanning), upstreamCalls(emulators.digitalAsset)]);
  return logs.reduce((n, log) => n + log.length, 0);
}

async function latencies(fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(fn));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** A field of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: peak since the last reset); null without /proc. */
function procMemoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Resets the process's peak RSS (Linux: 5 > clear_refs); false where that is not possible. */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A process's resident memory before `fn` and its peak during it, and the difference (MB; null without /proc). */
interface Memory {
  rssBeforeMb: number | null;
  peakRssMb: number | null;
  growthMb: number | null;
}

async function withPeakMemory<T>(pid: number, fn: () => Promise<T>): Promise<[T, Memory]> {
  const rssBeforeMb = procMemoryMb(pid, 'VmRSS');
  const reset = resetPeakRss(pid);
  const result = await fn();
  const peakRssMb = reset ? procMemoryMb(pid, 'VmHWM') : null;
  return [result, { rssBeforeMb, peakRssMb, growthMb: peakRssMb !== null && rssBeforeMb !== null ? peakRssMb - rssBeforeMb : null }];
}

/** A server in a child process, and the URL it printed. */
type Child = { child: ChildProcess; url: string };

const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

/** Starts a child process and resolves with the URL it prints; its later output goes to stderr. */
function startChild(args: string[], env: Record<string, string>, pattern: RegExp): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let ready = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) return void process.stderr.write(chunk);
      out += chunk.toString();
      const match = pattern.exec(out);
      ready = match !== null;
      if (match) resolve({ child, url: match[1] as string });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
}

/** Stops a child and waits for it to exit; what it prints while stopping is dropped. */
async function stopChild(child: ChildProcess): Promise<void> {
  children.delete(child);
  child.stdout?.removeAllListeners('data').resume();
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A gateway process as deployed: the emulators' URLs and demo tokens, no pacing, warnings only. */
function startGateway(emulators: RunningEmulators, env: Record<string, string>): Promise<Child> {
  return startChild(
    ['src/main.ts'],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CURSOR_SECRET: 'bench-cursor-secret-0123456789',
      WORK_MANAGEMENT_BASE_URL: emulators.workManagement.baseUrl,
      RESOURCE_PLANNING_BASE_URL: emulators.resourcePlanning.baseUrl,
      DIGITAL_ASSET_BASE_URL: emulators.digitalAsset.baseUrl,
      WORK_MANAGEMENT_TOKEN: DEMO_TOKENS.workManagement,
      RESOURCE_PLANNING_TOKEN: DEMO_TOKENS.resourcePlanning,
      DIGITAL_ASSET_TOKEN: DEMO_TOKENS.digitalAsset,
      WORK_MANAGEMENT_RATE_LIMIT: '0',
      RESOURCE_PLANNING_RATE_LIMIT: '0',
      DIGITAL_ASSET_RATE_LIMIT: '0',
      RESPONSE_CACHE_TTL_SECONDS: '0',
      ...BENCH_GATEWAY_ENV,
      ...env,
    },
    /GraphiQL at (http:\/\/\S+\/graphql)/,
  );
}

/** Requests per second over `seconds` of load from CONNECTIONS connections. */
function cannon(url: string, query: string, variables: unknown, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method: 'POST', connections: CONNECTIONS, duration: seconds, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) },
      (error, result) => (error ? reject(error) : resolve(result.requests.average)),
    );
  });
}

/** Throughput of a server after a second of warm-up (the JIT compiles the hot path of a new query). */
async function warmThroughput(url: string, query: string, variables: unknown): Promise<number> {
  await cannon(url, query, variables, 1);
  return cannon(url, query, variables, THROUGHPUT_SECONDS);
}

interface Row extends Memory {
  query: string;
  minimum: string;
  calls: number;
  minimumCalls: number;
  callsWithoutBatching: number;
  p50: number;
  p99: number;
  handP50: number;
  handP99: number;
  p50WithoutBatching: number;
  p99WithoutBatching: number;
}

interface Throughput {
  query: string;
  gatewayCached: number;
  bare: number;
}

/** One query: calls, latency and memory through the gateway, the same by hand, then without batching. */
async function measure(emulators: RunningEmulators, gateway: Child, unbatched: Child, bench: BenchQuery): Promise<Row> {
  await runBenchQuery(gateway.url, bench); // warm up
  const calls = await countCalls(emulators, () => runBenchQuery(gateway.url, bench));
  const minimumCalls = await bench.byHand(emulators);
  const [viaGateway, memory] = await withPeakMemory(gateway.child.pid as number, () => latencies(() => runBenchQuery(gateway.url, bench)));
  const hand = await latencies(() => bench.byHand(emulators));
  await runBenchQuery(unbatched.url, bench); // warm up
  const callsWithoutBatching = await countCalls(emulators, () => runBenchQuery(unbatched.url, bench));
  const withoutBatching = await latencies(() => runBenchQuery(unbatched.url, bench));
  return {
    query: bench.name,
    minimum: bench.minimum,
    calls,
    minimumCalls,
    callsWithoutBatching,
    p50: viaGateway.p50,
    p99: viaGateway.p99,
    handP50: hand.p50,
    handP99: hand.p99,
    p50WithoutBatching: withoutBatching.p50,
    p99WithoutBatching: withoutBatching.p99,
    ...memory,
  };
}

/** Cached-query throughput: the gateway with the response cache on against a bare Apollo Server answering its snapshot. */
async function throughputOf(cached: Child, bench: BenchQuery): Promise<Throughput> {
  const variables = bench.variables ?? {};
  const result = await graphql(cached.url, bench.query, variables);
  if (result.errors) throw new Error(`${bench.name}: ${JSON.stringify(result.errors).slice(0, 300)}`);
  const snapshot = `${ROOT}bench/results/snapshot.json`;
  writeFileSync(snapshot, JSON.stringify(result.data));
  const bare = await startChild(['bench/bare-server.ts', snapshot], {}, /bare server at (http:\/\/\S+\/graphql)/);
  try {
    return { query: bench.name, gatewayCached: await warmThroughput(cached.url, bench.query, variables), bare: await warmThroughput(bare.url, bench.query, variables) };
  } finally {
    await stopChild(bare.child);
  }
}

interface TargetResult {
  target: string;
  met: boolean;
  detail: string;
}

const fmt = (n: number, digits = 2): string => n.toFixed(digits);
const mb = (n: number | null): string => (n === null ? 'n/a' : n.toFixed(0));

type Measured = { query: string; value: number };

/** A target every query must meet: met or missed, with the misses or else the worst value. */
function everyQuery(target: string, values: Measured[], ok: (value: number) => boolean, worse: (a: number, b: number) => boolean): TargetResult {
  const misses = values.filter((v) => !ok(v.value));
  const worst = values.reduce((a, b) => (worse(b.value, a.value) ? b : a));
  const detail = misses.length ? `missed by ${misses.map((m) => `${m.query} (${fmt(m.value)})`).join(', ')}` : `worst ${fmt(worst.value)} (${worst.query})`;
  return { target, met: misses.length === 0, detail };
}

/** Each target of the issue, met or missed, with the numbers behind it. */
function checkTargets(rows: Row[], throughput: Throughput[], walkName: string): TargetResult[] {
  const ratio = (f: (r: Row) => number): Measured[] => rows.map((r) => ({ query: r.query, value: f(r) }));
  const higher = (a: number, b: number) => a > b;
  const walk = rows.find((r) => r.query === walkName);
  const growth = walk?.growthMb ?? null;
  return [
    everyQuery(`calls / minimum = ${fmt(TARGETS.callRatio)} on every query`, ratio((r) => r.calls / r.minimumCalls), (v) => v <= TARGETS.callRatio, higher),
    everyQuery(`p50 latency / direct client <= ${TARGETS.p50Ratio}`, ratio((r) => r.p50 / r.handP50), (v) => v <= TARGETS.p50Ratio, higher),
    everyQuery(`p99 latency / direct client <= ${TARGETS.p99Ratio}`, ratio((r) => r.p99 / r.handP99), (v) => v <= TARGETS.p99Ratio, higher),
    everyQuery(
      `cached throughput / bare Apollo Server >= ${TARGETS.throughputRatio}`,
      throughput.map((t) => ({ query: t.query, value: t.gatewayCached / t.bare })),
      (v) => v >= TARGETS.throughputRatio,
      (a, b) => a < b,
    ),
    {
      target: `peak memory growth walking the ${WALK_ROWS.toLocaleString('en-US')}-row sheet < ${TARGETS.walkGrowthMb} MB`,
      met: growth !== null && growth < TARGETS.walkGrowthMb,
      detail: growth === null ? 'not measured (no /proc)' : `${fmt(growth, 0)} MB (${mb(walk?.rssBeforeMb ?? null)} MB before, peak ${mb(walk?.peakRssMb ?? null)} MB)`,
    },
  ];
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;

function report(rows: Row[], throughput: Throughput[], targets: TargetResult[]): string[] {
  return [
    `Benchmark run of ${new Date().toISOString()} on ${machine}.`,
    `Emulator latency ${LATENCY_MS} ms per request, ${RUNS} runs per query, one query at a time. The gateway runs in its own process`,
    `(response cache off, MAX_PAGE_SIZE ${BENCH_GATEWAY_ENV.MAX_PAGE_SIZE}); batching off is a second gateway process with LOADER_BATCHING=off.`,
    "Memory is the gateway process's: resident before the timed runs, and its peak (VmHWM) during them.",
    '',
    '| query | calls / minimum | without batching | p50 ms (by hand) | p50 ratio | p99 ms (by hand) | p99 ratio | p50 / p99 without batching | RSS before MB | peak MB | growth MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.query} | ${r.calls} / ${r.minimumCalls} = ${fmt(r.calls / r.minimumCalls)} | ${r.callsWithoutBatching} | ${fmt(r.p50, 1)} (${fmt(r.handP50, 1)}) | ${fmt(r.p50 / r.handP50)} | ${fmt(r.p99, 1)} (${fmt(r.handP99, 1)}) | ${fmt(r.p99 / r.handP99)} | ${fmt(r.p50WithoutBatching, 1)} / ${fmt(r.p99WithoutBatching, 1)} | ${mb(r.rssBeforeMb)} | ${mb(r.peakRssMb)} | ${mb(r.growthMb)} |`,
    ),
    '',
    'Why each minimum is the minimum:',
    '',
    ...rows.map((r) => `- **${r.query}**: ${r.minimum}.`),
    '',
    `Cached-query throughput (autocannon, ${CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s after 1 s of warm-up; a third gateway process with the response cache on, against a bare Apollo Server answering the same data from a snapshot):`,
    '',
    '| query | gateway req/s | bare Apollo req/s | ratio |',
    '|---|---|---|---|',
    ...throughput.map((t) => `| ${t.query} | ${t.gatewayCached.toFixed(0)} | ${t.bare.toFixed(0)} | ${fmt(t.gatewayCached / t.bare)} |`),
    '',
    'Targets:',
    '',
    ...targets.map((t) => `- ${t.met ? 'met' : '**missed**'}: ${t.target}: ${t.detail}`),
  ];
}

mkdirSync(`${ROOT}bench/results`, { recursive: true });
const emulators = await startAllEmulators();
const rows: Row[] = [];
const throughput: Throughput[] = [];
let walkName = '';
try {
  // The gateways and the hand-written client share the demo tokens: no per-token budget.
  await configureEmulator(emulators.workManagement, { rateLimits: { general: 0 } });
  // Before the latency is set: making the walk's sheet takes one call per 500 rows.
  const sample = await loadSample(emulators, { walkRows: WALK_ROWS });
  for (const emulator of [emulators.workManagement, emulators.resourcePlanning, emulators.digitalAsset]) await configureEmulator(emulator, { latencyMs: LATENCY_MS });
  const queries = benchQueries(sample);
  walkName = queries.find((q) => q.variables?.id === sample.walkSheet.id)?.name ?? '';
  const [gateway, unbatched, cached] = await Promise.all([
    startGateway(emulators, {}),
    startGateway(emulators, { LOADER_BATCHING: 'off' }),
    startGateway(emulators, { RESPONSE_CACHE_TTL_SECONDS: '3600' }),
  ]);
  for (const bench of queries) {
    const row = await measure(emulators, gateway, unbatched, bench);
    rows.push(row);
    console.log(`${bench.name}: ${row.calls} calls (minimum ${row.minimumCalls}), p50 ${fmt(row.p50, 1)} ms vs ${fmt(row.handP50, 1)} ms by hand, peak ${mb(row.peakRssMb)} MB`);
  }
  await Promise.all([stopChild(gateway.child), stopChild(unbatched.child)]);
  for (const bench of queries.filter((q) => !q.next)) {
    const t = await throughputOf(cached, bench);
    throughput.push(t);
    console.log(`${bench.name}: ${t.gatewayCached.toFixed(0)} req/s cached, ${t.bare.toFixed(0)} req/s bare`);
  }
} finally {
  await Promise.all([...children].map(stopChild));
  await emulators.close();
}

const targets = checkTargets(rows, throughput, walkName);
const md = report(rows, throughput, targets);
writeFileSync(`${ROOT}bench/results/latest.md`, `${md.join('\n')}\n`);
writeFileSync(`${ROOT}bench/results/latest.json`, `${JSON.stringify({ machine, latencyMs: LATENCY_MS, runs: RUNS, walkRows: WALK_ROWS, gatewayEnv: BENCH_GATEWAY_ENV, rows, throughput, targets }, null, 2)}\n`);
console.log(`\n${md.join('\n')}`);

// The join index at 5,000 and 50,000 assets (bench/join-index.ts), written to bench/results/joins.md.
console.log(`\n${(await writeJoinBenchmark()).join('\n')}`);
