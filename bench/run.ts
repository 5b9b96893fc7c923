// `npm run bench`: the benchmark queries through the gateway and through a hand-written REST client,
// against the emulators with a fixed latency per request; upstream calls against the minimum, latency
// p50/p99 with and without loader batching, peak memory, and cached-query throughput (autocannon)
// against a bare Apollo Server serving the same answer. Prints a table; writes Markdown and JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { loaderSettings } from '../src/loaders/concurrency.js';
import { configureEmulator, graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../test/helpers/stack.js';
import { benchQueries, loadSample, type BenchQuery } from './queries.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROOT = new URL('..', import.meta.url).pathname;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** Runs a query (a walk: every page) through the gateway; returns its data. */
async function runQuery(url: string, bench: BenchQuery): Promise<unknown> {
  let variables: Record<string, unknown> | null = bench.variables ?? {};
  let data: unknown;
  while (variables) {
    const result = await graphql(url, bench.query, variables);
    if (result.errors) throw new Error(`${bench.name}: ${JSON.stringify(result.errors).slice(0, 300)}`);
    data = result.data;
    variables = bench.next ? bench.next(data) : null;
  }
  return data;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function countCalls(stack: Stack, fn: () => Promise<unknown>): Promise<number> {
  await resetAllLogs(stack.emulators);
  await fn();
  const logs = await Promise.all([upstreamCalls(stack.emulators.workManagement), upstreamCalls(stack.emulators.resourcePlanning), upstreamCalls(stack.emulators.digitalAsset)]);
  return logs.reduce((n, log) => n + log.length, 0);
}

async function latencies(fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(fn));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Starts a child process and resolves with the URL it prints. */
function startChild(args: string[], env: Record<string, string>, pattern: RegExp): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) resolve({ child, url: match[1] as string });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
}

function cannon(url: string, query: string, variables: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method: 'POST', connections: CONNECTIONS, duration: THROUGHPUT_SECONDS, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) },
      (error, result) => (error ? reject(error) : resolve(result.requests.average)),
    );
  });
}

interface Row {
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
  peakRssMb: number;
}

const stack = await startStack();
const rows: Row[] = [];
const throughput: Array<{ query: string; gatewayCached: number; bare: number }> = [];
try {
  for (const emulator of [stack.emulators.workManagement, stack.emulators.resourcePlanning, stack.emulators.digitalAsset]) await configureEmulator(emulator, { latencyMs: LATENCY_MS });
  const sample = await loadSample(stack.emulators);
  const queries = benchQueries(sample);
  for (const bench of queries) {
    const url = stack.gateway.graphqlUrl;
    await runQuery(url, bench); // warm up
    const calls = await countCalls(stack, () => runQuery(url, bench));
    const minimumCalls = await bench.byHand(stack.emulators);
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const gateway = await latencies(() => runQuery(url, bench));
    clearInterval(sampler);
    const hand = await latencies(() => bench.byHand(stack.emulators));
    loaderSettings.batching = false;
    const callsWithoutBatching = await countCalls(stack, () => runQuery(url, bench));
    const withoutBatching = await latencies(() => runQuery(url, bench));
    loaderSettings.batching = true;
    rows.push({ query: bench.name, minimum: bench.minimum, calls, minimumCalls, callsWithoutBatching, p50: gateway.p50, p99: gateway.p99, handP50: hand.p50, handP99: hand.p99, p50WithoutBatching: withoutBatching.p50, peakRssMb: peak / 2 ** 20 });
    console.log(`${bench.name}: ${calls} calls (minimum ${minimumCalls}), p50 ${gateway.p50.toFixed(1)} ms vs ${hand.p50.toFixed(1)} ms by hand`);
  }

  // Throughput of a cached query: the gateway (own process, response cache on) against a bare Apollo Server.
  const children: ChildProcess[] = [];
  try {
    const gateway = await startChild(['src/main.ts'], { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RESPONSE_CACHE_TTL_SECONDS: '3600', WORK_MANAGEMENT_RATE_LIMIT: '0', RESOURCE_PLANNING_RATE_LIMIT: '0' }, /GraphiQL at (http:\/\/\S+\/graphql)/);
    children.push(gateway.child);
    for (const bench of queries.filter((q) => !q.next).slice(0, 3)) {
      const variables = bench.variables ?? {};
      const result = await graphql(gateway.url, bench.query, variables);
      if (result.errors) throw new Error(`${bench.name}: ${JSON.stringify(result.errors).slice(0, 300)}`);
      const dir = `${ROOT}bench/results`;
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/snapshot.json`, JSON.stringify(result.data));
      const bare = await startChild(['bench/bare-server.ts', `${dir}/snapshot.json`], {}, /bare server at (http:\/\/\S+\/graphql)/);
      children.push(bare.child);
      const cached = await cannon(gateway.url, bench.query, variables);
      const plain = await cannon(bare.url, bench.query, variables);
      bare.child.kill('SIGTERM');
      throughput.push({ query: bench.name, gatewayCached: cached, bare: plain });
      console.log(`${bench.name}: ${cached.toFixed(0)} req/s cached, ${plain.toFixed(0)} req/s bare`);
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
} finally {
  await stack.close();
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const md: string[] = [
  `Benchmark run of ${new Date().toISOString()} on ${machine}.`,
  `Emulator latency ${LATENCY_MS} ms per request, ${RUNS} runs per query, one query at a time; gateway and emulators in one process.`,
  '',
  '| query | calls / minimum | without batching | p50 ms (by hand) | p50 ratio | p99 ms (by hand) | p99 ratio | p50 without batching | peak RSS MB |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.query} | ${r.calls} / ${r.minimumCalls} = ${(r.calls / r.minimumCalls).toFixed(2)} | ${r.callsWithoutBatching} | ${r.p50.toFixed(1)} (${r.handP50.toFixed(1)}) | ${(r.p50 / r.handP50).toFixed(2)} | ${r.p99.toFixed(1)} (${r.handP99.toFixed(1)}) | ${(r.p99 / r.handP99).toFixed(2)} | ${r.p50WithoutBatching.toFixed(1)} | ${r.peakRssMb.toFixed(0)} |`),
  '',
  'Why each minimum is the minimum:',
  '',
  ...rows.map((r) => `- **${r.query}**: ${r.minimum}.`),
  '',
  `Cached-query throughput (autocannon, ${CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s; the gateway in its own process with the response cache on, against a bare Apollo Server answering the same data from a snapshot):`,
  '',
  '| query | gateway req/s | bare Apollo req/s | ratio |',
  '|---|---|---|---|',
  ...throughput.map((t) => `| ${t.query} | ${t.gatewayCached.toFixed(0)} | ${t.bare.toFixed(0)} | ${(t.gatewayCached / t.bare).toFixed(2)} |`),
];
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/latest.md', import.meta.url), `${md.join('\n')}\n`);
writeFileSync(new URL('./results/latest.json', import.meta.url), `${JSON.stringify({ machine, latencyMs: LATENCY_MS, runs: RUNS, rows, throughput }, null, 2)}\n`);
console.log(`\n${md.join('\n')}`);
