// What the benchmark measures of a server or a client: upstream calls, latency percentiles, peak and
// idle memory of a process, and throughput under load with the process's CPU time per request.
import autocannon from 'autocannon';
import { loggedCalls, procCpuMs, procMemoryMb, resetLogs, resetPeakRss, type RemoteEmulators } from './processes.js';

export interface Latency {
  p50: number;
  p99: number;
  /** How many timings the percentiles rest on (p99 is the `ceil(0.99 n)`-th fastest: with 100, the second slowest). */
  samples: number;
}

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** p50 and p99 of `times` (ms). */
export function latencyOf(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), samples: sorted.length };
}

/** Milliseconds `fn` takes. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Runs every client once per round, for `runs` rounds, in an order that turns by one each round, and
 * answers each client's timings. Interleaved, the clients meet the same moments of a busy machine
 * (the ratios compare like with like); `before`/`after` wrap each run of a client (memory readings).
 */
export async function interleaved<K extends string>(
  clients: Record<K, () => Promise<unknown>>,
  runs: number,
): Promise<Record<K, number[]>> {
  const names = Object.keys(clients) as K[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length] as K;
      times[name].push(await timed(clients[name]));
    }
  }
  return times;
}

/** The upstream calls `fn` causes, as the emulators logged them. */
export async function countCalls(emulators: RemoteEmulators, fn: () => Promise<unknown>): Promise<number> {
  await resetLogs(emulators);
  await fn();
  return loggedCalls(emulators);
}

/** Peak growth of a process during runs: each run's own (VmHWM reset before it, over its resident memory before it), and the whole sequence's. */
export interface RunGrowth {
  /** Smallest and largest growth of one run, MB (null without /proc). */
  minMb: number | null;
  maxMb: number | null;
  /** The highest peak of all runs over the resident memory before the first: garbage left by one run counts in the next. */
  overRunsMb: number | null;
  runs: number;
}

/** Wraps `fn` so that each call records the peak growth of process `pid` during it; `growth()` sums them up. */
export function measuringGrowth(
  pid: number,
  fn: () => Promise<unknown>,
): { run: () => Promise<unknown>; growth: () => RunGrowth } {
  const growths: number[] = [];
  let first: number | null = null;
  let highest: number | null = null;
  return {
    run: async () => {
      const before = procMemoryMb(pid, 'VmRSS');
      first ??= before;
      const reset = resetPeakRss(pid);
      const result = await fn();
      const peak = reset ? procMemoryMb(pid, 'VmHWM') : null;
      if (before !== null && peak !== null) {
        growths.push(peak - before);
        highest = Math.max(highest ?? peak, peak);
      }
      return result;
    },
    growth: () => ({
      minMb: growths.length ? Math.min(...growths) : null,
      maxMb: growths.length ? Math.max(...growths) : null,
      overRunsMb: highest !== null && first !== null ? highest - first : null,
      runs: growths.length,
    }),
  };
}

/** Resident memory of an idle process: `earlyMb` 3 s after it is ready, `settledMb` at the end of the wait. */
export interface IdleMemory {
  earlyMb: number | null;
  settledMb: number | null;
  seconds: number;
}

/**
 * Samples a process that serves no query for `seconds`, its health endpoint probed once a second as a
 * load balancer or an orchestrator does. Start-up leaves garbage behind (a grown young generation,
 * sparse old-space pages) until V8's memory reducer runs, which takes some activity after start: a
 * process that sees none at all keeps it; the probes are that activity.
 */
export async function idleMemory(pid: number, healthUrl: string, seconds: number): Promise<IdleMemory> {
  let earlyMb: number | null = null;
  for (let second = 1; second <= seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await fetch(healthUrl).then((response) => response.arrayBuffer());
    if (second === 3) earlyMb = procMemoryMb(pid, 'VmRSS');
  }
  return { earlyMb, settledMb: procMemoryMb(pid, 'VmRSS'), seconds };
}

/** Requests per second under load, and CPU time per request of the server and of the emulators. */
export interface Load {
  requestsPerSecond: number;
  requests: number;
  /** Latency percentiles over the load run's requests (autocannon), with `requests` samples. */
  p50Ms: number;
  p99Ms: number;
  /** CPU ms the server process used per request (user + system, all threads). */
  cpuMsPerRequest: number | null;
  /** CPU ms the emulators' process used per request. */
  emulatorCpuMsPerRequest: number | null;
  /** Answers that were not the expected one (an error, another status), and connection errors: both must be 0. */
  failures: number;
}

/** `amount` requests from `connections` clients; every answer must be `expected`. */
function cannon(
  url: string,
  body: string,
  expected: string,
  amount: number,
  connections: number,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      // sampleInt: autocannon notices that `amount` is reached at its next sample; 10 ms keeps the duration exact.
      {
        url,
        method: 'POST',
        connections,
        amount,
        timeout: 120,
        sampleInt: 10,
        expectBody: expected,
        headers: { 'content-type': 'application/json' },
        body,
      },
      (error: unknown, result) =>
        error ? reject(error instanceof Error ? error : new Error(JSON.stringify(error))) : resolve(result),
    );
  });
}

/**
 * Loads a server with one request from `connections` clients and reads the CPU time of the server and
 * of the emulators from /proc before and after. A fixed number of requests rather than a fixed time:
 * every request counted is finished and none is still running when CPU time is read, so CPU per
 * request is exact. A first round (one request per client, which also warms the JIT up) says how many
 * requests fill about `seconds`.
 */
export async function load(
  server: { pid: number; url: string },
  emulatorsPid: number,
  query: string,
  variables: unknown,
  options: { seconds: number; connections: number },
): Promise<Load> {
  const body = JSON.stringify({ query, variables });
  const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const expected = await response.text();
  if (!response.ok || (JSON.parse(expected) as { errors?: unknown }).errors)
    throw new Error(`${server.url}: ${expected.slice(0, 300)}`);
  const warm = await cannon(server.url, body, expected, options.connections, options.connections);
  const amount = Math.min(
    20_000,
    Math.max(2 * options.connections, Math.round((warm.requests.total / warm.duration) * options.seconds)),
  );
  const [cpuBefore, emulatorsBefore] = [procCpuMs(server.pid), procCpuMs(emulatorsPid)];
  const result = await cannon(server.url, body, expected, amount, options.connections);
  const [cpuAfter, emulatorsAfter] = [procCpuMs(server.pid), procCpuMs(emulatorsPid)];
  const requests = result.requests.total;
  const perRequest = (before: number | null, after: number | null) =>
    before !== null && after !== null && requests > 0 ? (after - before) / requests : null;
  return {
    requestsPerSecond: requests / result.duration,
    requests,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter),
    emulatorCpuMsPerRequest: perRequest(emulatorsBefore, emulatorsAfter),
    failures: result.non2xx + result.errors + result.timeouts + result.mismatches + warm.mismatches + warm.errors,
  };
}
