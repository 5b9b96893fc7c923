// Each benchmark query costs through the gateway exactly the calls its hand-written REST client makes
// (bench/queries.ts); one timing-dependent query is bounded instead. Counts only, never times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_GATEWAY_ENV, benchQueries, loadSample, type BenchQuery } from '../../bench/queries.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let queries: BenchQuery[];
beforeAll(async () => {
  stack = await startStack({ env: BENCH_GATEWAY_ENV });
  // The walk's sheet is made as the benchmark makes its 20,000-row one, smaller to keep the test quick.
  queries = benchQueries(await loadSample(stack.emulators, { walkRows: 2000 }));
});
afterAll(async () => {
  await stack?.close();
});

/**
 * Queries whose batches take keys from grandchildren of lists still under way: a batch waits for the
 * calls under way at its first key, not for calls those answers start later (a section page that
 * answers late starts its asset page after the rows batch has gathered), so under load the count can
 * exceed the minimum. Bounded, not exact.
 */
const TIMING_DEPENDENT: Record<string, true> = {
  'library -> sections -> assets -> linked sheets and rows': true,
};

async function run(bench: BenchQuery): Promise<void> {
  let variables: Record<string, unknown> | null = bench.variables ?? {};
  while (variables) {
    const result: { data?: any; errors?: unknown[] } = await graphql<any>(stack.gateway.graphqlUrl, bench.query, variables);
    expect(result.errors).toBeUndefined();
    variables = bench.next ? bench.next(result.data) : null;
  }
}

describe('upstream calls of the benchmark queries', () => {
  it('has six or more benchmark queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(6);
  });
  for (let i = 0; i < 7; i++) {
    it(`query ${i + 1}: the gateway makes the minimum calls`, async () => {
      const bench = queries[i];
      if (!bench) return;
      await resetAllLogs(stack.emulators);
      await run(bench);
      const logs = await Promise.all([upstreamCalls(stack.emulators.workManagement), upstreamCalls(stack.emulators.resourcePlanning), upstreamCalls(stack.emulators.digitalAsset)]);
      const viaGateway = logs.reduce((n, log) => n + log.length, 0);
      const minimum = await bench.byHand(stack.emulators);
      if (bench.name in TIMING_DEPENDENT) expect(viaGateway, bench.name).toBeLessThanOrEqual(minimum * 2);
      else expect(viaGateway, bench.name).toBe(minimum);
    });
  }
});
