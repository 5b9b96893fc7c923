// Each benchmark query costs through the gateway no more upstream calls than the same answer
// fetched by hand over REST (bench/queries.ts holds both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_QUERIES } from '../../bench/queries.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('upstream calls of the benchmark queries', () => {
  for (const bench of BENCH_QUERIES) {
    it(`${bench.name}: no more calls than by hand`, async () => {
      await resetAllLogs(stack.emulators);
      const result = await graphql(stack.gateway.graphqlUrl, bench.query, bench.variables);
      expect(result.errors).toBeUndefined();
      const logs = await Promise.all([upstreamCalls(stack.emulators.workManagement), upstreamCalls(stack.emulators.resourcePlanning), upstreamCalls(stack.emulators.digitalAsset)]);
      const viaGateway = logs.reduce((n, log) => n + log.length, 0);
      const byHand = await bench.byHand(stack.emulators);
      expect(viaGateway).toBeLessThanOrEqual(byHand);
    });
  }
});
