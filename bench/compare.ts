// `npx tsx bench/compare.ts <other-main.js> [runs] [query-name-pattern]`: an A/B comparison of two
// gateway builds in one run, for a machine too busy for absolute figures: this build (`dist/src/main.js`)
// and another (a build of another commit, `<dir>/dist/src/main.js`), each in its own process against
// the same emulators (latency BENCH_LATENCY_MS, default 20), the queries run by each in turn. Per
// query and build: latency p50/p99, CPU per request (/proc) and peak memory growth per run.
import { latencyOf, measuringGrowth, timed } from './measure.js';
import {
  build,
  configure,
  emulatorList,
  procCpuMs,
  startEmulatorsProcess,
  startGateway,
  stopAll,
  type Child,
} from './processes.js';
import { benchQueries, loadSample, runBenchQuery } from './queries.js';

const OTHER = process.argv[2];
if (!OTHER) throw new Error('usage: npx tsx bench/compare.ts <other-main.js> [runs] [query-name-pattern]');
const RUNS = Number(process.argv[3] ?? 20);
const PATTERN = new RegExp(process.argv[4] ?? '.', 'i');
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);

interface Side {
  name: string;
  gateway: Child;
  times: number[];
  cpuMs: number;
  growth: ReturnType<typeof measuringGrowth>;
}

build();
const { emulators } = await startEmulatorsProcess();
try {
  await configure(emulators.workManagement, { rateLimits: { general: 0 } });
  const queries = benchQueries(
    await loadSample(emulators, { walkRows: Number(process.env.BENCH_WALK_ROWS ?? 20_000) }),
  ).filter((q) => PATTERN.test(q.name));
  for (const emulator of emulatorList(emulators)) await configure(emulator, { latencyMs: LATENCY_MS });
  const [a, b] = await Promise.all([startGateway(emulators), startGateway(emulators, {}, [], OTHER)]);
  console.log(
    `A: dist/src/main.js, B: ${OTHER}; ${RUNS} runs per query and build, in turns; emulator latency ${LATENCY_MS} ms`,
  );
  for (const bench of queries) {
    const sides: Side[] = [
      { name: 'A', gateway: a, times: [], cpuMs: 0, growth: measuringGrowth(a.pid, () => runBenchQuery(a.url, bench)) },
      { name: 'B', gateway: b, times: [], cpuMs: 0, growth: measuringGrowth(b.pid, () => runBenchQuery(b.url, bench)) },
    ];
    for (const side of sides) for (let i = 0; i < 3; i++) await runBenchQuery(side.gateway.url, bench); // warm-up
    for (let round = 0; round < RUNS; round++) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        const before = procCpuMs(side.gateway.pid) ?? NaN;
        side.times.push(await timed(side.growth.run));
        side.cpuMs += (procCpuMs(side.gateway.pid) ?? NaN) - before;
      }
    }
    console.log(`\n${bench.name}`);
    for (const side of sides) {
      const { p50, p99, samples } = latencyOf(side.times);
      const growth = side.growth.growth();
      console.log(
        `  ${side.name}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${samples} runs), CPU ${(side.cpuMs / RUNS).toFixed(1)} ms per run, peak growth per run ${growth.minMb?.toFixed(0)} to ${growth.maxMb?.toFixed(0)} MB, over the runs ${growth.overRunsMb?.toFixed(0)} MB`,
      );
    }
  }
} finally {
  await stopAll();
}
