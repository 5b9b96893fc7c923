// `npm run bench`: each benchmark query through the gateway and by hand over REST, against the
// emulators with a fixed latency; prints latency percentiles, the overhead and upstream call counts.
import { writeFileSync, mkdirSync } from 'node:fs';
import { startStack, graphql, resetAllLogs, upstreamCalls, configureEmulator } from '../test/helpers/stack.js';
import { BENCH_QUERIES } from './queries.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const THROUGHPUT_QUERIES = ['me and first sheets', '50 events with their users', '100 people with their work-management users'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const stack = await startStack();
try {
  for (const emulator of [stack.emulators.workManagement, stack.emulators.resourcePlanning, stack.emulators.digitalAsset]) await configureEmulator(emulator, { latencyMs: LATENCY_MS });
  const rows: string[] = [];
  rows.push(`Emulator latency ${LATENCY_MS} ms per call, ${RUNS} runs per query, one query at a time.`, '');
  rows.push('| query | gateway p50 ms | gateway p95 ms | by hand p50 ms | overhead p50 ms | calls via gateway | calls by hand |', '|---|---|---|---|---|---|---|');
  for (const bench of BENCH_QUERIES) {
    // Warm up both paths once, and count the gateway's upstream calls on a clean log.
    await graphql(stack.gateway.graphqlUrl, bench.query, bench.variables);
    await resetAllLogs(stack.emulators);
    const check = await graphql(stack.gateway.graphqlUrl, bench.query, bench.variables);
    if (check.errors) throw new Error(`${bench.name}: ${JSON.stringify(check.errors)}`);
    const logs = await Promise.all([upstreamCalls(stack.emulators.workManagement), upstreamCalls(stack.emulators.resourcePlanning), upstreamCalls(stack.emulators.digitalAsset)]);
    const viaGateway = logs.reduce((n, l) => n + l.length, 0);
    const byHandCalls = await bench.byHand(stack.emulators);
    const gatewayTimes: number[] = [];
    const handTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      gatewayTimes.push(await timed(() => graphql(stack.gateway.graphqlUrl, bench.query, bench.variables)));
      handTimes.push(await timed(() => bench.byHand(stack.emulators)));
    }
    gatewayTimes.sort((a, b) => a - b);
    handTimes.sort((a, b) => a - b);
    const g50 = percentile(gatewayTimes, 50);
    const h50 = percentile(handTimes, 50);
    rows.push(`| ${bench.name} | ${g50.toFixed(1)} | ${percentile(gatewayTimes, 95).toFixed(1)} | ${h50.toFixed(1)} | ${(g50 - h50).toFixed(1)} | ${viaGateway} | ${byHandCalls} |`);
    console.log(rows[rows.length - 1]);
  }
  // Throughput: the emulators answer at once, so the gateway's own CPU is what is measured.
  for (const emulator of [stack.emulators.workManagement, stack.emulators.resourcePlanning, stack.emulators.digitalAsset]) await configureEmulator(emulator, { latencyMs: 0 });
  rows.push('', `Throughput with ${CONCURRENCY} concurrent clients for ${THROUGHPUT_SECONDS} s, emulators without latency (one gateway process):`, '');
  rows.push('| query | requests/s | upstream calls/s |', '|---|---|---|');
  for (const bench of BENCH_QUERIES.filter((b) => THROUGHPUT_QUERIES.includes(b.name))) {
    const before = stack.gateway.counter.total();
    const until = Date.now() + THROUGHPUT_SECONDS * 1000;
    let done = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          await graphql(stack.gateway.graphqlUrl, bench.query, bench.variables);
          done++;
        }
      }),
    );
    const upstream = stack.gateway.counter.total() - before;
    rows.push(`| ${bench.name} | ${(done / THROUGHPUT_SECONDS).toFixed(0)} | ${(upstream / THROUGHPUT_SECONDS).toFixed(0)} |`);
    console.log(rows[rows.length - 1]);
  }
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/latest.md', import.meta.url), `${rows.join('\n')}\n`);
  console.log(`\n${rows.join('\n')}`);
} finally {
  await stack.close();
}
