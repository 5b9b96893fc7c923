// `npm run bench`: the benchmark queries through the compiled gateway, through a hand-written REST
// client and through a peer written the usual way (bench/peer), against the emulators with a fixed
// latency per request: upstream calls against the minimum, latency p50/p99, the gateway's idle and
// peak memory, uncached throughput with CPU time per request against the peer, and cached throughput
// against a bare Apollo Server. Prints a table and the targets; writes Markdown and JSON.
//
// Every server runs in its own process: the emulators together in one, the gateway, the peer. The
// harness (hand-written client, load generator) is a process of its own too: on a 2-core machine the
// load generator's CPU would otherwise delay the emulators' answers and be charged to the servers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gqlText } from '../test/helpers/gql.js';
import { firstDifference, wholeAnswer } from './answers.js';
import { countCalls, idleMemory, interleaved, latencyOf, load, measuringGrowth, type IdleMemory } from './measure.js';
import {
  build,
  configure,
  emulatorList,
  GATEWAY_MAIN,
  procMemoryMb,
  ROOT,
  startChild,
  startEmulatorsProcess,
  startGateway,
  startPeer,
  stopAll,
  stopChild,
  type Child,
  type RemoteEmulators,
} from './processes.js';
import { BENCH_GATEWAY_ENV, benchQueries, loadSample, runBenchQuery, type BenchQuery } from './queries.js';
import { writeJoinBenchmark } from './join-index.js';
import { checkTargets, machineLine, report, type CachedRow, type LoadRow, type Row, type Settings } from './report.js';

const settings: Settings = {
  latencyMs: Number(process.env.BENCH_LATENCY_MS ?? 20),
  // 100: the nearest-rank p99 is then the second slowest run, not the slowest (as with 50 or fewer).
  runs: Number(process.env.BENCH_RUNS ?? 100),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
  walkRows: Number(process.env.BENCH_WALK_ROWS ?? 20_000),
  maxPageSize: BENCH_GATEWAY_ENV.MAX_PAGE_SIZE,
  gatewayMain: GATEWAY_MAIN,
};
/**
 * Seconds the gateway idles after start (its health endpoint probed once a second) before its idle
 * memory is read: V8's memory reducer runs at the latest 30 s after the last full collection (its
 * watchdog), and start-up ends with one.
 */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 45);

const fmt = (n: number, digits = 1): string => n.toFixed(digits);

/** One query: calls, latency and memory through the gateway, by hand, through the peer, without batching; the peer's answer compared. */
async function measure(
  emulators: RemoteEmulators,
  servers: { gateway: Child; peer: Child; unbatched: Child },
  bench: BenchQuery,
): Promise<Row> {
  const { gateway, peer, unbatched } = servers;
  const [ours, theirs] = await Promise.all([wholeAnswer(gateway.url, bench), wholeAnswer(peer.url, bench)]);
  const mismatch = firstDifference(ours, theirs);
  if (mismatch)
    console.error(`\n!!! MISMATCH: the peer's answer to "${bench.name}" differs from the gateway's at ${mismatch}\n`);
  await runBenchQuery(unbatched.url, bench); // warm-up
  const calls = await countCalls(emulators, () => runBenchQuery(gateway.url, bench));
  const minimumCalls = await countCalls(emulators, () => bench.byHand(emulators));
  const peerCalls = await countCalls(emulators, () => runBenchQuery(peer.url, bench));
  const callsWithoutBatching = await countCalls(emulators, () => runBenchQuery(unbatched.url, bench));
  const rssBeforeMb = procMemoryMb(gateway.pid, 'VmRSS');
  const viaGateway = measuringGrowth(gateway.pid, () => runBenchQuery(gateway.url, bench));
  const times = await interleaved(
    {
      gateway: viaGateway.run,
      hand: () => bench.byHand(emulators),
      peer: () => runBenchQuery(peer.url, bench),
      withoutBatching: () => runBenchQuery(unbatched.url, bench),
    },
    settings.runs,
  );
  return {
    query: bench.name,
    minimum: bench.minimum,
    calls,
    minimumCalls,
    peerCalls,
    callsWithoutBatching,
    gateway: latencyOf(times.gateway),
    hand: latencyOf(times.hand),
    peer: latencyOf(times.peer),
    withoutBatching: latencyOf(times.withoutBatching),
    mismatch,
    rssBeforeMb,
    growth: viaGateway.growth(),
  };
}

/** Uncached load of one request (a walk's first page) on the gateway, then on the peer. */
async function loadOf(
  emulators: RemoteEmulators,
  emulatorsPid: number,
  gateway: Child,
  peer: Child,
  bench: BenchQuery,
): Promise<LoadRow> {
  const variables = bench.variables ?? {};
  const once = (url: string) => () => gqlText(url)(bench.query, variables);
  const options = { seconds: settings.seconds, connections: settings.connections };
  const row: LoadRow = {
    query: bench.name,
    request: bench.next ? 'first page' : 'query',
    gatewayCalls: await countCalls(emulators, once(gateway.url)),
    peerCalls: await countCalls(emulators, once(peer.url)),
    gateway: await load(gateway, emulatorsPid, bench.query, variables, options),
    peer: await load(peer, emulatorsPid, bench.query, variables, options),
  };
  for (const side of [row.gateway, row.peer])
    if (side.failures) throw new Error(`${bench.name}: ${side.failures} failed requests under load`);
  return row;
}

/** Cached throughput: the gateway with its response cache on against a bare Apollo Server answering its snapshot. */
async function cachedOf(cached: Child, emulatorsPid: number, bench: BenchQuery): Promise<CachedRow> {
  const variables = bench.variables ?? {};
  const options = { seconds: settings.seconds, connections: settings.connections };
  try {
    const result = await gqlText(cached.url)(bench.query, variables);
    if (result.errors) throw new Error(JSON.stringify(result.errors).slice(0, 300));
    const snapshot = `${ROOT}bench/results/snapshot.json`;
    writeFileSync(snapshot, JSON.stringify(result.data));
    const gatewayCached = (await load(cached, emulatorsPid, bench.query, variables, options)).requestsPerSecond;
    const bare = await startChild(
      ['--import', 'tsx', 'bench/bare-server.ts', snapshot],
      {},
      /bare server at (http:\/\/\S+\/graphql)/,
    );
    try {
      return {
        query: bench.name,
        gatewayCached,
        bare: (await load(bare, emulatorsPid, bench.query, variables, options)).requestsPerSecond,
        error: null,
      };
    } finally {
      await stopChild(bare.child);
    }
  } catch (error) {
    // An informational figure: a failure is reported, and the run goes on.
    console.error(`\n!!! cached throughput of "${bench.name}" failed: ${(error as Error).message}\n`);
    return { query: bench.name, gatewayCached: NaN, bare: NaN, error: (error as Error).message.slice(0, 300) };
  }
}

const startedAt = new Date().toISOString();
mkdirSync(`${ROOT}bench/results`, { recursive: true });
build();
const rows: Row[] = [];
const loads: LoadRow[] = [];
const cached: CachedRow[] = [];
const { pid: emulatorsPid, emulators } = await startEmulatorsProcess();
let idle: IdleMemory = { earlyMb: null, settledMb: null, seconds: IDLE_SECONDS };
try {
  // The gateways, the peer and the hand-written client share the demo tokens: no per-token budget.
  await configure(emulators.workManagement, { rateLimits: { general: 0 } });
  const gateway = await startGateway(emulators);
  // While the gateway idles, the walk's sheet is made (one call per 500 rows, before the latency is set).
  const [idleMeasured, sample] = await Promise.all([
    idleMemory(gateway.pid, gateway.url.replace(/\/graphql$/, '/healthz'), IDLE_SECONDS),
    loadSample(emulators, { walkRows: settings.walkRows }),
  ]);
  idle = idleMeasured;
  console.log(
    `idle gateway: ${fmt(idle.earlyMb ?? NaN, 0)} MB 3 s after start, ${fmt(idle.settledMb ?? NaN, 0)} MB after ${IDLE_SECONDS} s`,
  );
  for (const emulator of emulatorList(emulators)) await configure(emulator, { latencyMs: settings.latencyMs });
  const queries = benchQueries(sample);
  const [peer, unbatched] = await Promise.all([
    startPeer(emulators),
    startGateway(emulators, { LOADER_BATCHING: 'off' }),
  ]);
  for (const bench of queries) {
    const row = await measure(emulators, { gateway, peer, unbatched }, bench);
    rows.push(row);
    console.log(
      `${bench.name}: ${row.calls} calls (minimum ${row.minimumCalls}, peer ${row.peerCalls}), p50 ${fmt(row.gateway.p50)} ms vs ${fmt(row.hand.p50)} ms by hand, ${fmt(row.peer.p50)} ms peer; growth per run ${fmt(row.growth.minMb ?? NaN, 0)} to ${fmt(row.growth.maxMb ?? NaN, 0)} MB`,
    );
  }
  await stopChild(unbatched.child);
  for (const bench of queries) {
    const row = await loadOf(emulators, emulatorsPid, gateway, peer, bench);
    loads.push(row);
    console.log(
      `${bench.name}: ${fmt(row.gateway.requestsPerSecond, 0)} req/s (${fmt(row.gateway.cpuMsPerRequest ?? NaN)} CPU ms/req) vs peer ${fmt(row.peer.requestsPerSecond, 0)} req/s (${fmt(row.peer.cpuMsPerRequest ?? NaN)} CPU ms/req)`,
    );
  }
  await Promise.all([stopChild(gateway.child), stopChild(peer.child)]);
  const cachedGateway = await startGateway(emulators, { RESPONSE_CACHE_TTL_SECONDS: '3600' });
  for (const bench of queries.filter((q) => !q.next)) {
    const row = await cachedOf(cachedGateway, emulatorsPid, bench);
    cached.push(row);
    console.log(`${bench.name}: ${fmt(row.gatewayCached, 0)} req/s cached, ${fmt(row.bare, 0)} req/s bare`);
  }
} finally {
  await stopAll();
}

const targets = checkTargets(rows, loads, idle);
const md = report(startedAt, settings, rows, loads, cached, idle, targets);
writeFileSync(`${ROOT}bench/results/latest.md`, `${md.join('\n')}\n`);
writeFileSync(
  `${ROOT}bench/results/latest.json`,
  `${JSON.stringify({ startedAt, machine: machineLine(), settings, gatewayEnv: BENCH_GATEWAY_ENV, idle, rows, loads, cached, targets }, null, 2)}\n`,
);
console.log(`\n${md.join('\n')}`);
if (rows.some((r) => r.mismatch)) {
  console.error('\n!!! The peer and the gateway answered differently: see "Answers" above.');
  process.exitCode = 1;
}

// The join index at 5,000 and 50,000 assets (bench/join-index.ts), written to bench/results/joins.md.
console.log(`\n${(await writeJoinBenchmark()).join('\n')}`);
