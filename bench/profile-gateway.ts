// `npx tsx bench/profile-gateway.ts [runs] [query-name-pattern]`: CPU profile of the compiled gateway
// (`node --cpu-prof dist/src/main.js`, in its own process, the emulators in another) while it answers
// the benchmark queries one at a time at emulator latency 0, so that CPU dominates. Per query: the
// gateway's CPU ms per request (from /proc), then self time per request by package (src/ files by
// file) and the top functions. PROFILE_LATENCY_MS sets another latency; PROFILE_WALK_ROWS the size
// of the walked sheet (default 2,172, as the demo's largest); PROFILE_KEEP=1 keeps the .cpuprofile
// files (bench/results/profiles/) for a viewer. Figures per request are shares of the sampled time
// scaled to the CPU time /proc counted, so a busy machine (threads waiting for a core) skews them less.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { build, configure, emulatorList, procCpuMs, ROOT, startEmulatorsProcess, startGateway, stopAll, stopChild } from './processes.js';
import { benchQueries, loadSample, runBenchQuery } from './queries.js';

const RUNS = Number(process.argv[2] ?? 20);
const PATTERN = new RegExp(process.argv[3] ?? '.', 'i');
const LATENCY_MS = Number(process.env.PROFILE_LATENCY_MS ?? 0);
const WALK_ROWS = Number(process.env.PROFILE_WALK_ROWS ?? 2172);
const DIR = `${ROOT}bench/results/profiles`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the monotonic clock V8 stamps profiles with (Linux: CLOCK_MONOTONIC, as process.hrtime), in µs. */
const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

/** Where a frame's code lives: a file of the gateway, a package, Node itself, or V8's own work. */
function ownerOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (pkg) return pkg[1] as string;
  if (path.startsWith(`${ROOT}dist/`)) return path.slice(`${ROOT}dist/`.length).replace(/\.js$/, '.ts');
  if (path.startsWith('node:')) return path;
  return path;
}

/** Self time (ms) by owner and by function of the samples taken in [from, to] (µs), without idle time. */
function summarize(profile: CpuProfile, from: number, to: number): { byOwner: Map<string, number>; byFunction: Map<string, number>; total: number } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of self) {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    total += ms;
    const owner = ownerOf(frame);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${owner}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  return { byOwner, byFunction, total };
}

const top = (map: Map<string, number>, n: number): Array<[string, number]> => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

build();
mkdirSync(DIR, { recursive: true });
const { emulators } = await startEmulatorsProcess();
try {
  await configure(emulators.workManagement, { rateLimits: { general: 0 } });
  const queries = benchQueries(await loadSample(emulators, { walkRows: WALK_ROWS })).filter((q) => PATTERN.test(q.name));
  for (const emulator of emulatorList(emulators)) await configure(emulator, { latencyMs: LATENCY_MS });
  for (const bench of queries) {
    const out = `${DIR}/${Date.now()}`;
    mkdirSync(out);
    const gateway = await startGateway(emulators, {}, ['--cpu-prof', `--cpu-prof-dir=${out}`]);
    for (let i = 0; i < 3; i++) await runBenchQuery(gateway.url, bench); // warm-up
    const [before, from] = [procCpuMs(gateway.pid), monotonicUs()];
    for (let i = 0; i < RUNS; i++) await runBenchQuery(gateway.url, bench);
    const [after, to] = [procCpuMs(gateway.pid), monotonicUs()];
    const cpuMs = ((after ?? NaN) - (before ?? NaN)) / RUNS;
    await stopChild(gateway.child); // the profile is written as the process exits
    const file = readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile in ${out}`);
    const { byOwner, byFunction, total } = summarize(JSON.parse(readFileSync(`${out}/${file}`, 'utf8')) as CpuProfile, from, to);
    // The profiler samples wall time: on a busy machine a thread waiting for a core is sampled too.
    // Shares of the profile, scaled to the CPU time /proc counted, are the figures per request.
    const perRequest = (ms: number): string => ((ms / total) * cpuMs).toFixed(2).padStart(7);
    console.log(`\n## ${bench.name} (${RUNS} requests, emulator latency ${LATENCY_MS} ms)`);
    console.log(`gateway CPU per request: ${cpuMs.toFixed(1)} ms process time (/proc, all threads); ${(total / RUNS).toFixed(1)} ms sampled on the main thread (wall time)`);
    console.log('by package or file (ms per request):');
    for (const [owner, ms] of top(byOwner, 25)) console.log(`  ${perRequest(ms)}  ${owner}`);
    console.log('top functions (ms per request):');
    for (const [fn, ms] of top(byFunction, 30)) console.log(`  ${perRequest(ms)}  ${fn}`);
    if (!process.env.PROFILE_KEEP) rmSync(out, { recursive: true, force: true });
  }
} finally {
  await stopAll();
}
