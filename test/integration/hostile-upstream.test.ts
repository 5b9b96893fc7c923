// A hostile server in front of the work-management emulator, and the gateway over it: answers too
// large, endless or compression bombs are cut at UPSTREAM_MAX_BODY_BYTES as they arrive (bytes read,
// memory growth and the event loop's longest stall stay bounded, nothing is retried), a 2xx that is
// not JSON is an UPSTREAM_ERROR naming the backend and what was wrong, and /readyz cannot be used to
// multiply calls to the backends.
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { gql } from '../helpers/gql.js';
import {
  prepareBombs,
  startHostileUpstream,
  type HostileAnswer,
  type HostileUpstream,
} from '../helpers/hostile-upstream.js';
import { useStack } from '../helpers/stack.js';

const MAX_BODY_BYTES = 4 * 1024 * 1024;
const MB = 1024 * 1024;
/** What loopback socket buffers may hold beyond what the gateway read. */
const SOCKET_SLACK = 16 * MB;
/** Generous bounds: an answer read whole and parsed at once (the behaviour these replace) passes them by far. */
const BOUNDS = { peakRssGrowthMb: 160, heapGrowthMb: 96, eventLoopStallMs: 1500 };

let hostile: HostileUpstream | undefined;
const stack = useStack({
  // Answers that are not JSON count against the backend's breaker (rest-client unit tests): here it stays closed.
  env: {
    UPSTREAM_MAX_BODY_BYTES: String(MAX_BODY_BYTES),
    UPSTREAM_TIMEOUT_MS: '5000',
    CIRCUIT_BREAKER_THRESHOLD: '1000',
  },
  backendUrls: async (emulators) => {
    hostile = await startHostileUpstream(emulators.workManagement.baseUrl);
    return { workManagement: hostile.baseUrl };
  },
});
beforeAll(() => prepareBombs('gzip', 'deflate'));
afterAll(() => hostile?.close());
const run = gql(stack);

const SHEET_NAME = graphql(`query HostileSheetName($id: ID!) { sheet(id: $id) { name } }`);

function server(): HostileUpstream {
  if (!hostile) throw new Error('the hostile server starts with the stack');
  return hostile;
}

beforeEach(() => {
  server().plan([]);
  server().resetStats();
});

/** Resident memory of this process (gateway, emulators and hostile server), and its peak since the last reset (MB). */
function memoryMb(field: 'VmRSS' | 'VmHWM'): number {
  return (
    Number(
      /^Vm\w+:\s+(\d+) kB/m.exec(
        readFileSync('/proc/self/status', 'utf8')
          .split('\n')
          .find((line) => line.startsWith(field)) ?? '',
      )?.[1],
    ) / 1024
  );
}

interface Figures {
  bytesWritten: number;
  peakRssGrowthMb: number;
  heapGrowthMb: number;
  eventLoopStallMs: number;
}

/** Runs `fn` and measures the process meanwhile: peak resident growth, peak heap growth (sampled), the event loop's longest stall. */
async function measured<T>(fn: () => Promise<T>): Promise<[T, Figures]> {
  writeFileSync('/proc/self/clear_refs', '5');
  const rssBefore = memoryMb('VmRSS');
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 5);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const result = await fn();
    await server().settled();
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    return [
      result,
      {
        bytesWritten: server().stats().bytesWritten,
        peakRssGrowthMb: memoryMb('VmHWM') - rssBefore,
        heapGrowthMb: (heapPeak - heapBefore) / MB,
        eventLoopStallMs: delay.max / 1e6,
      },
    ];
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

/** The figures for the notes, when asked for (HOSTILE_FIGURES=1). */
function report(what: string, figures: Figures): void {
  if (process.env.HOSTILE_FIGURES)
    console.info(
      `${what}: ${(figures.bytesWritten / MB).toFixed(1)} MB written, peak RSS +${figures.peakRssGrowthMb.toFixed(0)} MB, heap +${figures.heapGrowthMb.toFixed(0)} MB, longest stall ${figures.eventLoopStallMs.toFixed(0)} ms`,
    );
}

const SHEET_READ = /^\/2\.0\/sheets\/\d+\?/;

describe('answers too large', () => {
  // A bomb's megabyte is all on the wire before the gateway has inflated its limit's worth: it is not cut short.
  it.each<[string, HostileAnswer, { cut: boolean }]>([
    ['an answer of 128 MiB', { kind: 'oversized', bytes: 128 * MB }, { cut: true }],
    ['an endless answer', { kind: 'endless' }, { cut: true }],
    ['a gzip bomb', { kind: 'bomb', encoding: 'gzip' }, { cut: false }],
    ['a deflate bomb', { kind: 'bomb', encoding: 'deflate' }, { cut: false }],
  ])(
    'cuts %s at the limit as it arrives, with one call, bounded memory and no long stall',
    async (what, answer, { cut }) => {
      server().plan([{ method: 'GET', path: SHEET_READ, answer }]);
      const [result, figures] = await measured(() => run(SHEET_NAME, { id: '123' }));
      report(what, figures);
      expect(result.errors?.[0]).toMatchObject({
        message: `work-management: answer larger than ${MAX_BODY_BYTES} bytes to GET /sheets/{id}: reading stopped there`,
        path: ['sheet'],
        extensions: { code: 'UPSTREAM_ERROR', upstream: { backend: 'work-management', status: 200 } },
      });
      expect(server().stats()).toMatchObject({ planned: 1, abandoned: cut ? 1 : 0 });
      expect(figures.bytesWritten).toBeLessThan(MAX_BODY_BYTES + SOCKET_SLACK);
      expect(figures.peakRssGrowthMb).toBeLessThan(BOUNDS.peakRssGrowthMb);
      expect(figures.heapGrowthMb).toBeLessThan(BOUNDS.heapGrowthMb);
      expect(figures.eventLoopStallMs).toBeLessThan(BOUNDS.eventLoopStallMs);
    },
  );
});

describe('answers that are not JSON', () => {
  it.each<[string, HostileAnswer, string]>([
    [
      'an HTML page',
      { kind: 'text', contentType: 'text/html', body: '<html><body><h1>Please sign in</h1></body></html>' },
      'text/html content instead of JSON',
    ],
    [
      'plain text',
      { kind: 'text', contentType: 'text/plain', body: 'Service temporarily unavailable' },
      'text/plain content instead of JSON',
    ],
    ['an empty body', { kind: 'text', contentType: 'application/json', body: '' }, 'an empty body instead of JSON'],
    [
      'malformed JSON',
      { kind: 'text', contentType: 'application/json', body: '{"id": 1, "name": "Plan' },
      'malformed JSON',
    ],
  ])(
    'answers a 2xx that is %s with UPSTREAM_ERROR naming the backend and what was wrong, after trying the read again',
    async (_what, answer, problem) => {
      server().plan([{ method: 'GET', path: SHEET_READ, answer }]);
      const result = await run(SHEET_NAME, { id: '123' });
      expect(result.data?.sheet).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        path: ['sheet'],
        extensions: { code: 'UPSTREAM_ERROR', upstream: { backend: 'work-management', status: 200 } },
      });
      expect(result.errors?.[0]?.message).toContain(
        `work-management: the answer to GET /sheets/{id} is not JSON: ${problem}`,
      );
      // UPSTREAM_RETRIES defaults to 2: three attempts.
      expect(server().stats().planned).toBe(3);
    },
  );
});

describe('answers of the wrong shape', () => {
  const json = (body: unknown): HostileAnswer => ({
    kind: 'text',
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  const page = (data: unknown): HostileAnswer =>
    json({ pageNumber: 1, pageSize: 5, totalPages: 1, totalCount: 1, data });

  it.each<[string, HostileAnswer, string]>([
    ['data: null', page(null), '/data must be array'],
    ['data: {}', page({}), '/data must be array'],
    ['an item without its id and name', page([{}]), '/data/0 must have required properties id, name'],
  ])('answers a list whose page has %s with UPSTREAM_ERROR on the list field, once', async (_what, answer, problem) => {
    server().plan([{ method: 'GET', path: /^\/2\.0\/sheets\?/, answer }]);
    const SHEET_NAMES = graphql(`query HostileSheetNames { sheets(first: 5) { edges { node { name } } } }`);
    const result = await run(SHEET_NAMES);
    expect(result.data?.sheets).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      path: ['sheets'],
      extensions: { code: 'UPSTREAM_ERROR', upstream: { backend: 'work-management', status: 200 } },
    });
    expect(result.errors?.[0]?.message).toMatch(
      /^work-management: the answer to GET \/sheets is not a page of sheets: /,
    );
    expect(result.errors?.[0]?.message).toContain(problem);
    expect(server().stats().planned).toBe(1);
  });

  it('answers a sheet whose name is an object with UPSTREAM_ERROR, never "[object Object]"', async () => {
    server().plan([{ method: 'GET', path: SHEET_READ, answer: json({ id: 123, name: { text: 'Plan' }, rows: [] }) }]);
    const result = await run(SHEET_NAME, { id: '123' });
    expect(result.data?.sheet).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      path: ['sheet'],
      message: 'work-management: the answer to GET /sheets/{id} is not a sheet: /name must be string',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('readiness', () => {
  it('probes each backend for its status only, once per probe round, however many ask', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${stack.gateway.url}/readyz`).then((r) => r.status)),
    );
    for (let i = 0; i < 20; i++) answers.push((await fetch(`${stack.gateway.url}/readyz`)).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    // One round, and one more per READINESS_PROBE_TTL_MS (2 s) that passed: never one per caller.
    expect(server().stats().passedOn).toBeLessThanOrEqual(2 + Math.floor((Date.now() - started) / 2000));
    expect(server().stats().planned).toBe(0);
  });
});
