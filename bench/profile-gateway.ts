// `npx tsx bench/profile-gateway.ts [runs]`: CPU profile of the big-page benchmark queries (row walk,
// event walk, whole big sheet) at emulator latency 0, so that CPU dominates. Prints p50/p99 of the
// gateway and of the hand-written client, then self time by function. Gateway and emulators share
// the process: each sample is charged to the nearest project frame on its stack (src/ is the
// gateway, emulators/ the emulators), else to the side that alone runs the package (graphql, Apollo,
// express, got: gateway; the lossless-json writer: emulators), as the profiler sometimes loses the
// frames below a deep call; GC apart.
// PROFILE_OUT=<file> also writes the raw .cpuprofile for a viewer.
import { Session, type Profiler, type Runtime } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { configureEmulator, startStack } from '../test/helpers/stack.js';
import { BENCH_GATEWAY_ENV, benchQueries, loadSample, runBenchQuery, type BenchQuery } from './queries.js';

const RUNS = Number(process.argv[2] ?? 20);
/** Emulator latency while timing (PROFILE_LATENCY_MS=20 is the benchmark's); profiles run at 0, so that CPU dominates. */
const LATENCY_MS = Number(process.env.PROFILE_LATENCY_MS ?? 0);
/** The big-page queries, by name: the row walk, the event walk and the big sheet with creators and assets. */
const PROFILED = [/^paginated walk: every row/, /^paginated walk: every event/, /^2,000-row sheet/];
/** Rows of the sheet the row walk pages through (as the demo's largest sheet). */
const WALK_ROWS = 2172;
const ROOT = new URL('..', import.meta.url).pathname;

type Owner = 'gateway' | 'emulator' | 'harness' | 'gc' | 'unattributed';

/** Packages only the gateway runs on (the emulators use node:http, the harness fetch). */
const GATEWAY_PACKAGES = /\/node_modules\/(graphql|@apollo|@as-integrations|express|body-parser|router|got|dataloader|@graphql-tools|graphql-upload)\//;

/** lossless-json's writer: only the emulators use it for these GET-only queries (their answers). */
const EMULATOR_PACKAGES = /\/node_modules\/lossless-json\/.*\/stringify\.js$/;

/** The owner of a frame's code: a project directory, or (weaker) a package only one side runs. */
function ownerOf(url: string): { owner: Owner; strong: boolean } | null {
  if (!url.startsWith('file://')) return null;
  const path = url.slice('file://'.length);
  if (GATEWAY_PACKAGES.test(path)) return { owner: 'gateway', strong: false };
  if (EMULATOR_PACKAGES.test(path)) return { owner: 'emulator', strong: false };
  if (!path.startsWith(ROOT) || path.includes('/node_modules/')) return null;
  const rel = path.slice(ROOT.length);
  return { owner: rel.startsWith('src/') ? 'gateway' : rel.startsWith('emulators/') ? 'emulator' : 'harness', strong: true };
}

function label(frame: Runtime.CallFrame): string {
  const where = frame.url.replace(`file://${ROOT}`, '').replace(/^.*node_modules\//, '~/');
  return `${frame.functionName || '(anonymous)'} ${where ? `${where}:${frame.lineNumber + 1}` : ''}`.trim();
}

/** Self time (ms) by owner and by function within each owner. */
function summarize(profile: Profiler.Profile): { byOwner: Map<Owner, number>; byFunction: Map<Owner, Map<string, number>> } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ownerCache = new Map<number, Owner>();
  /** The nearest project frame on the stack wins; else the nearest package only one side runs. */
  const owner = (id: number): Owner => {
    const cached = ownerCache.get(id);
    if (cached) return cached;
    let weak: Owner | null = null;
    let result = null as Owner | null;
    for (let at: number | undefined = id; at !== undefined && result === null; at = parent.get(at)) {
      const own = ownerOf(nodes.get(at)!.callFrame.url);
      if (own?.strong) result = own.owner;
      else if (own && weak === null) weak = own.owner;
    }
    const found = result ?? weak ?? 'unattributed';
    ownerCache.set(id, found);
    return found;
  };
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  const byOwner = new Map<Owner, number>();
  const byFunction = new Map<Owner, Map<string, number>>();
  for (const [id, ms] of self) {
    const node = nodes.get(id)!;
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
    const o = node.callFrame.functionName === '(garbage collector)' ? 'gc' : owner(id);
    byOwner.set(o, (byOwner.get(o) ?? 0) + ms);
    const fns = byFunction.get(o) ?? new Map<string, number>();
    fns.set(label(node.callFrame), (fns.get(label(node.callFrame)) ?? 0) + ms);
    byFunction.set(o, fns);
  }
  return { byOwner, byFunction };
}

const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

interface Timings {
  /** Wall-clock ms of each call, sorted. */
  times: number[];
  /** Process CPU ms per call (all threads; steadier than wall time on a busy machine). */
  cpuMs: number;
}

/** Times RUNS calls of `fn`, one at a time. */
async function timesOf(fn: () => Promise<unknown>): Promise<Timings> {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const used = process.cpuUsage(cpu);
  return { times: times.sort((a, b) => a - b), cpuMs: (used.user + used.system) / 1000 / RUNS };
}

const stack = await startStack({ env: BENCH_GATEWAY_ENV });
const session = new Session();
session.connect();
try {
  const emulators = [stack.emulators.workManagement, stack.emulators.resourcePlanning, stack.emulators.digitalAsset];
  for (const emulator of emulators) await configureEmulator(emulator, { latencyMs: 0 });
  const queries = benchQueries(await loadSample(stack.emulators, { walkRows: WALK_ROWS })).filter((q) => PROFILED.some((name) => name.test(q.name)));
  const url = stack.gateway.graphqlUrl;
  for (const bench of queries) for (let i = 0; i < 3; i++) await runBenchQuery(url, bench); // warm up
  // Timed (gateway, then the hand-written client) without the profiler, whose sampling slows everything.
  for (const emulator of emulators) await configureEmulator(emulator, { latencyMs: LATENCY_MS });
  const timings = new Map<BenchQuery, { gateway: Timings; hand: Timings }>();
  for (const bench of queries) {
    timings.set(bench, { gateway: await timesOf(() => runBenchQuery(url, bench)), hand: await timesOf(() => bench.byHand(stack.emulators)) });
  }
  for (const emulator of emulators) await configureEmulator(emulator, { latencyMs: 0 });
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  for (const [index, bench] of queries.entries()) {
    await session.post('Profiler.start');
    for (let i = 0; i < RUNS; i++) await runBenchQuery(url, bench);
    const { profile } = await session.post('Profiler.stop');
    if (process.env.PROFILE_OUT) writeFileSync(`${process.env.PROFILE_OUT}.${index}.cpuprofile`, JSON.stringify(profile));
    const { gateway, hand } = timings.get(bench)!;
    const { byOwner, byFunction } = summarize(profile);
    const perQuery = (ms: number | undefined) => ((ms ?? 0) / RUNS).toFixed(1);
    const p = ({ times }: Timings, q: number) => times[Math.min(times.length - 1, Math.ceil((q / 100) * times.length) - 1)]!;
    console.log(`\n## ${bench.name} (${RUNS} runs, latency ${LATENCY_MS} ms)`);
    console.log(`gateway p50 ${p(gateway, 50).toFixed(1)} ms, p99 ${p(gateway, 99).toFixed(1)} ms; by hand p50 ${p(hand, 50).toFixed(1)} ms, p99 ${p(hand, 99).toFixed(1)} ms; ratio p50 ${(p(gateway, 50) / p(hand, 50)).toFixed(2)}, p99 ${(p(gateway, 99) / p(hand, 99)).toFixed(2)}`);
    console.log(`process CPU per query (emulators included): gateway ${gateway.cpuMs.toFixed(1)} ms, by hand ${hand.cpuMs.toFixed(1)} ms`);
    console.log(`self ms per query (profiled): gateway ${perQuery(byOwner.get('gateway'))}, emulator ${perQuery(byOwner.get('emulator'))}, harness ${perQuery(byOwner.get('harness'))}, GC ${perQuery(byOwner.get('gc'))}, unattributed (I/O, HTTP parsing) ${perQuery(byOwner.get('unattributed'))}`);
    for (const owner of ['gateway', 'unattributed'] as const) {
      console.log(`top ${owner} self time (ms per query):`);
      for (const [fn, ms] of top(byFunction.get(owner) ?? new Map(), 25)) console.log(`  ${(ms / RUNS).toFixed(2).padStart(7)}  ${fn}`);
    }
  }
} finally {
  session.disconnect();
  await stack.close();
}
