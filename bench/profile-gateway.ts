// `npx tsx bench/profile-gateway.ts [runs] [query-name-pattern]`: CPU profile of the compiled gateway
// (`node --cpu-prof dist/src/main.js`, in its own process, the emulators in another) while it answers
// the benchmark queries one at a time at emulator latency 0, so that CPU dominates. Per query: CPU ms
// per request (from /proc), then self time per request by package (src/ files by file) and the top
// functions: shares of the sampled time scaled to the CPU time /proc counted, so that a busy machine
// (threads waiting for a core are sampled too) skews them less. PROFILE_PEER=1 profiles the peer
// (bench/peer) instead; PROFILE_LATENCY_MS sets another latency; PROFILE_WALK_ROWS the size of the
// walked sheet (default 2,172, as the demo's largest); PROFILE_KEEP=1 keeps the .cpuprofile files
// (bench/results/profiles/) for a viewer.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import {
  build,
  configure,
  emulatorList,
  procCpuMs,
  ROOT,
  startEmulatorsProcess,
  startGateway,
  startPeer,
  stopAll,
  stopChild,
} from './processes.js';
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
  // graphql by phase: parsing (language/), validation, execution; the rest (types, utilities) apart.
  if (pkg?.[1] === 'graphql')
    return `graphql ${/\/graphql\/(language|validation|execution)\//.exec(path)?.[1] ?? 'other'}`;
  if (pkg) return pkg[1] as string;
  if (path.startsWith(`${ROOT}dist/bench-peer/`))
    return `bench/peer/${path.slice(`${ROOT}dist/bench-peer/`.length).replace(/\.js$/, '.ts')}`;
  if (path.startsWith(`${ROOT}dist/`)) return path.slice(`${ROOT}dist/`.length).replace(/\.js$/, '.ts');
  if (path.startsWith('node:')) return path;
  return path;
}

/** What a sampled stack is doing, from its leaf up: the first frame a rule recognizes decides. */
const CATEGORIES: Array<[string, (owner: string, fn: string) => boolean]> = [
  [
    'upstream JSON parsing',
    (o, fn) =>
      /^(parseUpstreamJson|quoteUnsafeIntegers|closingQuote|readJson)$/.test(fn) ||
      /^src\/datasources\/(json-stream|upstream-json)\.ts$/.test(o) ||
      o === 'lossless-json' ||
      (o === 'bench/peer/datasources.ts' && fn === 'parseBody'),
  ],
  ['answer shape checks', (o, fn) => /^check_\d+$/.test(fn) || o === 'typebox'],
  [
    'upstream HTTP client',
    (o) =>
      /^(got|undici|@sindresorhus\/is|p-cancelable|cacheable-request|@szmarczak\/http-timer|decompress-response|@apollo\/datasource-rest|lodash\.clonedeep|node:internal\/deps\/undici\/undici|node:_http_client|node:_http_agent|src\/datasources\/(read-transport|write-transport|transport|answer-body)\.ts)$/.test(
        o,
      ),
  ],
  ['answer serialization', (_o, fn) => fn === 'prettyJSONStringify'],
  [
    'GraphQL execution and resolvers',
    (o) =>
      /^(graphql execution|dataloader|src\/resolvers\/|src\/relay\/|src\/loaders\/|bench\/peer\/(resolvers|loaders))/.test(
        o,
      ),
  ],
  [
    'HTTP server, Apollo Server, plugins, logs, metrics',
    (o) =>
      /^(express|body-parser|router|raw-body|@apollo\/server|@as-integrations\/express5|pino|prom-client|graphql-upload|src\/observability\/|src\/cache\/|src\/context\.ts|src\/server\.ts|node:_http_server)/.test(
        o,
      ),
  ],
  ['datasources (other)', (o) => /^src\/datasources\//.test(o)],
];

interface Summary {
  byOwner: Map<string, number>;
  byFunction: Map<string, number>;
  byCategory: Map<string, number>;
  total: number;
}

/** Self time (ms) by owner, by function and by category of the samples taken in [from, to] (µs), without idle time. */
function summarize(profile: CpuProfile, from: number, to: number): Summary {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  const categoryOf = (id: number): string => {
    if (nodes.get(id)!.callFrame.functionName === '(garbage collector)') return 'garbage collection';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at)!.callFrame;
      const found = CATEGORIES.find(([, test]) => test(ownerOf(frame), frame.functionName));
      if (found) return found[0];
    }
    return 'other (Node internals, microtasks)';
  };
  const summary: Summary = { byOwner: new Map(), byFunction: new Map(), byCategory: new Map(), total: 0 };
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of self) {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    summary.total += ms;
    const owner = ownerOf(frame);
    add(summary.byOwner, owner, ms);
    add(
      summary.byFunction,
      `${frame.functionName || '(anonymous)'} ${owner}${frame.url ? `:${frame.lineNumber + 1}` : ''}`,
      ms,
    );
    add(summary.byCategory, categoryOf(id), ms);
  }
  return summary;
}

const top = (map: Map<string, number>, n: number): Array<[string, number]> =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

build();
mkdirSync(DIR, { recursive: true });
const { emulators } = await startEmulatorsProcess();
try {
  await configure(emulators.workManagement, { rateLimits: { general: 0 } });
  const queries = benchQueries(await loadSample(emulators, { walkRows: WALK_ROWS })).filter((q) =>
    PATTERN.test(q.name),
  );
  for (const emulator of emulatorList(emulators)) await configure(emulator, { latencyMs: LATENCY_MS });
  for (const bench of queries) {
    const out = `${DIR}/${Date.now()}`;
    mkdirSync(out);
    const profiling = ['--cpu-prof', `--cpu-prof-dir=${out}`];
    const gateway = process.env.PROFILE_PEER
      ? await startPeer(emulators, profiling)
      : await startGateway(emulators, {}, profiling);
    for (let i = 0; i < 3; i++) await runBenchQuery(gateway.url, bench); // warm-up
    const [before, from] = [procCpuMs(gateway.pid), monotonicUs()];
    for (let i = 0; i < RUNS; i++) await runBenchQuery(gateway.url, bench);
    const [after, to] = [procCpuMs(gateway.pid), monotonicUs()];
    const cpuMs = ((after ?? NaN) - (before ?? NaN)) / RUNS;
    await stopChild(gateway.child); // the profile is written as the process exits
    const file = readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile in ${out}`);
    const { byOwner, byFunction, byCategory, total } = summarize(
      JSON.parse(readFileSync(`${out}/${file}`, 'utf8')) as CpuProfile,
      from,
      to,
    );
    // The profiler samples wall time: on a busy machine a thread waiting for a core is sampled too.
    // Shares of the profile, scaled to the CPU time /proc counted, are the figures per request.
    const perRequest = (ms: number): string => ((ms / total) * cpuMs).toFixed(2).padStart(7);
    console.log(
      `\n## ${process.env.PROFILE_PEER ? 'peer' : 'gateway'}: ${bench.name} (${RUNS} requests, emulator latency ${LATENCY_MS} ms)`,
    );
    console.log(
      `CPU per request: ${cpuMs.toFixed(1)} ms process time (/proc, all threads); ${(total / RUNS).toFixed(1)} ms sampled on the main thread (wall time)`,
    );
    console.log('by what the stack is doing (ms per request):');
    for (const [category, ms] of top(byCategory, 10)) console.log(`  ${perRequest(ms)}  ${category}`);
    console.log('by package or file (ms per request):');
    for (const [owner, ms] of top(byOwner, 25)) console.log(`  ${perRequest(ms)}  ${owner}`);
    console.log('top functions (ms per request):');
    for (const [fn, ms] of top(byFunction, 30)) console.log(`  ${perRequest(ms)}  ${fn}`);
    if (!process.env.PROFILE_KEEP) rmSync(out, { recursive: true, force: true });
  }
} finally {
  await stopAll();
}
