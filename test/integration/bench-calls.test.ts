// Each benchmark query costs through the gateway exactly the calls its hand-written REST client makes
// (bench/queries.ts); two timing-dependent queries are bounded instead. Counts only, never times.
import { beforeAll, describe, expect, it } from 'vitest';
import { BENCH_GATEWAY_ENV, benchQueries, loadSample, type BenchQuery } from '../../bench/queries.js';
import { allCalls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

/** How many queries the benchmark runs: one test each below, so a query added or lost shows here. */
const BENCH_QUERY_COUNT = 7;

const stack = useStack({ env: BENCH_GATEWAY_ENV });
let queries: BenchQuery[];
beforeAll(async () => {
  // The walk's sheet is made as the benchmark makes its 20,000-row one, smaller to keep the test quick.
  queries = benchQueries(await loadSample(stack.emulators, { walkRows: 2000 }));
});

/**
 * Queries whose batches take keys from grandchildren of lists still under way: a batch waits for the
 * calls under way at its first key, not for calls those answers start later (a section page that
 * answers late starts its asset page after the rows batch has gathered), so under load the count can
 * exceed the minimum. Bounded, not exact.
 */
const TIMING_DEPENDENT: Record<string, true> = {
  // An assignment page that answers after the people scan resolves its people a tick later than the
  // others, so their users-by-email keys can miss the first batch.
  'projects with assignments, people and their work-management profiles': true,
  'library -> sections -> assets -> linked sheets and rows': true,
};

/** Runs a benchmark query through the gateway, following its walk to the end. */
async function run(bench: BenchQuery): Promise<void> {
  let variables: Record<string, unknown> | null = bench.variables ?? {};
  while (variables) {
    const data: unknown = dataOf(await gqlText(stack)(bench.query, variables), bench.name);
    variables = bench.next ? bench.next(data) : null;
  }
}

describe('upstream calls of the benchmark queries', () => {
  it(`has ${BENCH_QUERY_COUNT} benchmark queries`, () => {
    expect(queries).toHaveLength(BENCH_QUERY_COUNT);
  });
  for (let i = 0; i < BENCH_QUERY_COUNT; i++) {
    it(`query ${i + 1}: the gateway makes the minimum calls`, async () => {
      const bench = present(queries[i], `benchmark query ${i + 1}`);
      await resetAllLogs(stack.emulators);
      await run(bench);
      const viaGateway = (await allCalls(stack.emulators)).length;
      const minimum = await bench.byHand(stack.emulators);
      expect(minimum, bench.name).toBeGreaterThan(0);
      if (bench.name in TIMING_DEPENDENT) expect(viaGateway, bench.name).toBeLessThanOrEqual(minimum * 2);
      else expect(viaGateway, bench.name).toBe(minimum);
    });
  }
});
