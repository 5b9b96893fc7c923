// The join index benchmark (`npm run bench:joins`, and at the end of `npm run bench`): the query
// "a sheet with its rows and their linked assets" against catalogs of 5,000 and 50,000 assets over
// 20 libraries, each in its own emulators, through gateways in their own processes: today's
// per-request scan (a gateway with JOIN_INDEX_ENABLED=false), cold (the first request of a new
// scope: a new key each time) and warm. Upstream calls and p50/p99 of each; the sizes are measured
// in turns, request by request, so that a busy machine slows both alike. Writes Markdown and JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { DEMO_TOKENS, startAllEmulators, type RunningEmulators } from '../emulators/index.js';
import { allCalls, resetAllLogs } from '../test/helpers/calls.js';
import { gqlText } from '../test/helpers/gql.js';
import { configureEmulator } from '../test/helpers/stack.js';
import { buildAssetCatalog, type Catalog } from './asset-catalog.js';
import { callBackend, createRowsSheet } from './big-sheet.js';
import { startGateway, stopChild, type Child } from './processes.js';

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const WARM_RUNS = Number(process.env.BENCH_RUNS ?? 30);
const COLD_RUNS = Number(process.env.BENCH_JOIN_COLD_RUNS ?? 16);
const SIZES = (process.env.BENCH_JOIN_SIZES ?? '5000,50000').split(',').map(Number);
const LIBRARIES = 20;
const SHEET_ROWS = 500;
const LINKED_PER_ROW = 2;
/** Warm p50 at the largest catalog within this ratio of the smallest's; cold p50 within this ratio of the scan's (measurement noise). */
const P50_TOLERANCE = 0.1;
const ROOT = new URL('..', import.meta.url).pathname;

const QUERY = `query S($id: ID!) { sheet(id: $id) { name rows(first: ${SHEET_ROWS}) { edges { node { rowNumber
  assets(first: 10) { edges { node { name } } } } } } } }`;

interface Setup {
  size: number;
  emulators: RunningEmulators;
  catalog: Catalog;
  sheetId: string;
  /** The gateway as deployed (join index on), and one that scans per request as before the index. */
  indexed: Child;
  scanning: Child;
}

interface Sample {
  ms: number;
  calls: number;
}

export interface Measured {
  calls: number[];
  /** Milliseconds of each run, sorted. */
  times: number[];
  p50: number;
  p99: number;
}

export interface SizeResult {
  size: number;
  catalog: Catalog;
  scan: Measured;
  cold: Measured;
  warm: Measured;
}

export interface TargetResult {
  target: string;
  met: boolean;
  detail: string;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const fmt = (n: number, digits = 1): string => n.toFixed(digits);
const callsOf = (m: Measured): string =>
  Math.min(...m.calls) === Math.max(...m.calls)
    ? String(m.calls[0])
    : `${Math.min(...m.calls)}-${Math.max(...m.calls)}`;

function measured(samples: Sample[]): Measured {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    calls: samples.map((s) => s.calls),
    times: times.map((t) => Math.round(t * 10) / 10),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

async function setUp(size: number): Promise<Setup> {
  const emulators = await startAllEmulators();
  await configureEmulator(emulators.workManagement, { rateLimits: { general: 0 } });
  const wm = { authorization: `Bearer ${DEMO_TOKENS.workManagement}` };
  const sheetId = await createRowsSheet(emulators.workManagement, SHEET_ROWS);
  const { rows } = await callBackend<{ rows: Array<{ id: number | string }> }>(
    `${emulators.workManagement.baseUrl}/sheets/${sheetId}?page=1&pageSize=${SHEET_ROWS}`,
    { headers: wm },
  );
  const { data: sheets } = await callBackend<{ data: Array<{ id: number | string }> }>(
    `${emulators.workManagement.baseUrl}/sheets?includeAll=true`,
    { headers: wm },
  );
  const { data: projects } = await callBackend<{ data: Array<{ id: number }> }>(
    `${emulators.resourcePlanning.baseUrl}/projects?per_page=1000`,
    { headers: { auth: DEMO_TOKENS.resourcePlanning } },
  );
  const catalog = await buildAssetCatalog(emulators.digitalAsset, {
    assets: size,
    libraries: LIBRARIES,
    sheet: { id: sheetId, rowIds: rows.map((r) => String(r.id)) },
    linkedPerRow: LINKED_PER_ROW,
    otherSheetIds: sheets.map((s) => String(s.id)).filter((id) => id !== sheetId),
    projectIds: projects.map((p) => String(p.id)),
  });
  for (const emulator of [emulators.workManagement, emulators.resourcePlanning, emulators.digitalAsset])
    await configureEmulator(emulator, { latencyMs: LATENCY_MS });
  // A scan of 50,000 assets is about 75 MB of JSON, served by emulators sharing one process: far
  // longer than the default upstream timeout allows. Two scopes at most in memory: each cold request makes a new one.
  const slow = { UPSTREAM_TIMEOUT_MS: '120000', REQUEST_DEADLINE_MS: '300000' };
  const [indexed, scanning] = await Promise.all([
    startGateway(emulators, { ...slow, JOIN_INDEX_MAX_SCOPES: '2' }),
    startGateway(emulators, { ...slow, JOIN_INDEX_ENABLED: 'false' }),
  ]);
  return { size, emulators, catalog, sheetId, indexed, scanning };
}

/** What the join query answers, as far as the benchmark reads it. */
interface JoinAnswer {
  sheet: { rows: { edges: Array<{ node: { assets: { edges: unknown[] } } }> } } | null;
}

/** One request of the query: its time and its upstream calls (all three backends). */
async function sample(setup: Setup, gateway: Child, headers: Record<string, string> = {}): Promise<Sample> {
  await resetAllLogs(setup.emulators);
  const start = process.hrtime.bigint();
  const result = await gqlText(gateway.url)<JoinAnswer>(QUERY, { id: setup.sheetId }, headers);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.errors) throw new Error(`join benchmark at ${setup.size}: ${JSON.stringify(result.errors).slice(0, 300)}`);
  const linked = (result.data?.sheet?.rows.edges ?? []).reduce((n, e) => n + e.node.assets.edges.length, 0);
  if (linked !== SHEET_ROWS * LINKED_PER_ROW)
    throw new Error(
      `join benchmark at ${setup.size}: ${linked} linked assets, expected ${SHEET_ROWS * LINKED_PER_ROW}`,
    );
  return { ms, calls: (await allCalls(setup.emulators)).length };
}

/** A key nobody used yet, that sees every library. */
async function freshKey(setup: Setup, name: string): Promise<Record<string, string>> {
  const key = `bench-${name}-${setup.size}`;
  await configureEmulator(setup.emulators.digitalAsset, { apiKeys: { [key]: 'all' } });
  return { 'X-Digital-Asset-Token': key };
}

/** The first request of a scope nobody used: a key of its own that sees every library. */
async function coldSample(setup: Setup, run: string): Promise<Sample> {
  return sample(setup, setup.indexed, await freshKey(setup, `cold-${run}`));
}

/** Today's scan with a new key too, so that both paths meet the backend with the same kind of credential. */
async function scanSample(setup: Setup, run: string): Promise<Sample> {
  return sample(setup, setup.scanning, await freshKey(setup, `scan-${run}`));
}

export function checkJoinTargets(results: SizeResult[]): TargetResult[] {
  const small = results[0]!;
  const large = results[results.length - 1]!;
  const growth = large.warm.p50 / small.warm.p50 - 1;
  return [
    {
      target: `warm: upstream calls the same at ${small.size.toLocaleString('en-US')} and ${large.size.toLocaleString('en-US')} assets`,
      met: results.every((r) => r.warm.calls.every((c) => c === small.warm.calls[0])),
      detail: results.map((r) => `${callsOf(r.warm)} at ${r.size.toLocaleString('en-US')}`).join(', '),
    },
    {
      target: `warm: p50 at ${large.size.toLocaleString('en-US')} within ${P50_TOLERANCE * 100}% of p50 at ${small.size.toLocaleString('en-US')}`,
      met: Math.abs(growth) <= P50_TOLERANCE,
      detail: `${fmt(large.warm.p50)} ms vs ${fmt(small.warm.p50)} ms (${growth >= 0 ? '+' : ''}${fmt(growth * 100)}%)`,
    },
    {
      target: "cold: no more upstream calls than today's scan",
      met: results.every((r) => Math.max(...r.cold.calls) <= Math.min(...r.scan.calls)),
      detail: results
        .map((r) => `${callsOf(r.cold)} vs ${callsOf(r.scan)} at ${r.size.toLocaleString('en-US')}`)
        .join(', '),
    },
    {
      target: `cold: p50 no worse than today's scan (within ${P50_TOLERANCE * 100}% for noise)`,
      met: results.every((r) => r.cold.p50 <= r.scan.p50 * (1 + P50_TOLERANCE)),
      detail: results
        .map((r) => `${fmt(r.cold.p50)} ms vs ${fmt(r.scan.p50)} ms at ${r.size.toLocaleString('en-US')}`)
        .join(', '),
    },
  ];
}

export function joinReport(results: SizeResult[], targets: TargetResult[]): string[] {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
  return [
    `Join index benchmark of ${new Date().toISOString()} on ${machine}.`,
    `Query: a sheet of ${SHEET_ROWS} rows with each row's linked assets (${SHEET_ROWS * LINKED_PER_ROW} assets name its rows at every catalog size).`,
    `Emulator latency ${LATENCY_MS} ms per request; ${COLD_RUNS} runs of today's scan and of cold, ${WARM_RUNS} warm runs per size, the sizes (and the paths) in turns, each first every other run.`,
    "Today's scan: a gateway with JOIN_INDEX_ENABLED=false (every request scans every library, as before the index). Cold: the first",
    'request of a new scope. Both send a new digital-asset key each run, which sees every library. Warm: one key again, nothing pending.',
    'Calls: upstream calls of one request, all three backends.',
    '',
    `Catalogs: ${LIBRARIES} libraries each (5 of the demo, the others added through the emulator's control endpoint, since the API`,
    "cannot create a library); the assets beyond the demo's 540 and all their custom fields created through the API in batches",
    '(`POST /libraries/{id}/assets`, 500 assets per call; `POST /custom_field_keys/{id}/custom_field_values`, 1,000 values per call).',
    '',
    '| catalog | made by | path | upstream calls | p50 ms | p99 ms |',
    '|---|---|---|---|---|---|',
    ...results.flatMap((r) => {
      const made = `${r.catalog.calls} API calls in ${fmt(r.catalog.ms / 1000)} s`;
      const name = `${r.catalog.assets.toLocaleString('en-US')} assets, ${r.catalog.libraries} libraries`;
      return [
        `| ${name} | ${made} | today's scan | ${callsOf(r.scan)} | ${fmt(r.scan.p50)} | ${fmt(r.scan.p99)} |`,
        `| ${name} | | cold | ${callsOf(r.cold)} | ${fmt(r.cold.p50)} | ${fmt(r.cold.p99)} |`,
        `| ${name} | | warm | ${callsOf(r.warm)} | ${fmt(r.warm.p50)} | ${fmt(r.warm.p99)} |`,
      ];
    }),
    '',
    'Targets:',
    '',
    ...targets.map((t) => `- ${t.met ? 'met' : '**missed**'}: ${t.target}: ${t.detail}`),
  ];
}

/** Makes the catalogs, measures them in turns, stops everything; returns the results per size. */
export async function runJoinBenchmark(): Promise<SizeResult[]> {
  const setups: Setup[] = [];
  try {
    for (const size of SIZES) {
      setups.push(await setUp(size));
      const last = setups[setups.length - 1]!;
      console.log(
        `join benchmark: ${last.catalog.assets} assets in ${last.catalog.libraries} libraries (${last.catalog.calls} API calls, ${fmt(last.catalog.ms / 1000)} s)`,
      );
    }
    const samples = new Map(
      setups.map((s) => [s, { scan: [] as Sample[], cold: [] as Sample[], warm: [] as Sample[] }]),
    );
    // Warm-up (not counted): the processes compile their hot paths.
    for (const setup of setups) {
      await scanSample(setup, 'warm-up');
      await coldSample(setup, 'warm-up');
    }
    for (let run = 0; run < COLD_RUNS; run++) {
      for (const setup of setups) {
        // Each goes first every other run: what one request leaves behind (garbage, in the emulators too) weighs on both alike.
        const scan = async () => samples.get(setup)!.scan.push(await scanSample(setup, String(run)));
        const cold = async () => samples.get(setup)!.cold.push(await coldSample(setup, String(run)));
        for (const step of run % 2 === 0 ? [scan, cold] : [cold, scan]) await step();
      }
    }
    for (const setup of setups) await sample(setup, setup.indexed); // the demo key's scope: cold once
    for (let run = 0; run < WARM_RUNS; run++) {
      for (const setup of run % 2 === 0 ? setups : [...setups].reverse())
        samples.get(setup)!.warm.push(await sample(setup, setup.indexed));
    }
    return setups.map((setup) => {
      const s = samples.get(setup)!;
      return {
        size: setup.size,
        catalog: setup.catalog,
        scan: measured(s.scan),
        cold: measured(s.cold),
        warm: measured(s.warm),
      };
    });
  } finally {
    for (const setup of setups) {
      await Promise.all([stopChild(setup.indexed.child), stopChild(setup.scanning.child)]);
      await setup.emulators.close();
    }
  }
}

/** Runs the benchmark and writes bench/results/joins.md and joins.json; returns the Markdown lines. */
export async function writeJoinBenchmark(): Promise<string[]> {
  const results = await runJoinBenchmark();
  const targets = checkJoinTargets(results);
  const md = joinReport(results, targets);
  mkdirSync(`${ROOT}bench/results`, { recursive: true });
  writeFileSync(`${ROOT}bench/results/joins.md`, `${md.join('\n')}\n`);
  writeFileSync(
    `${ROOT}bench/results/joins.json`,
    `${JSON.stringify({ latencyMs: LATENCY_MS, warmRuns: WARM_RUNS, coldRuns: COLD_RUNS, results, targets }, null, 2)}\n`,
  );
  return md;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const md = await writeJoinBenchmark();
  console.log(`\n${md.join('\n')}`);
}
