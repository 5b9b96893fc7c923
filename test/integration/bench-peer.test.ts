// The benchmark's peer (bench/peer, the hand-written REST implementation the benchmark measures the
// gateway against) answers every benchmark query exactly as the gateway does, so that it cannot drift
// from the queries unnoticed: whole answers compared, a walk's pages joined, cursors blanked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { firstDifference, wholeAnswer } from '../../bench/answers.js';
import { BENCH_GATEWAY_ENV, benchQueries, loadSample, type BenchQuery } from '../../bench/queries.js';
import { urlOf } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { ROOT, spawnUntilReady, type SpawnedProcess } from '../helpers/spawn.js';
import { useStack } from '../helpers/stack.js';

/** How many queries the benchmark runs: one test each below, so a query added or lost shows here. */
const BENCH_QUERY_COUNT = 7;

const stack = useStack({ env: BENCH_GATEWAY_ENV });
let queries: BenchQuery[];
let peer: SpawnedProcess | undefined;
let peerUrl: string;

beforeAll(async () => {
  // The walk's sheet is made as the benchmark makes its 20,000-row one, smaller to keep the test quick.
  queries = benchQueries(await loadSample(stack.emulators, { walkRows: 2000 }));
  // The peer runs from its sources in a process of its own, over the same emulators and demo tokens.
  peer = await spawnUntilReady(process.execPath, ['--import', 'tsx', 'bench/peer/main.ts'], {
    readyLine: /peer at (http:\/\/\S+\/graphql)/,
    env: {
      PORT: '0',
      PEER_SCHEMA_DIR: `${ROOT}schema`,
      WORK_MANAGEMENT_BASE_URL: stack.emulators.workManagement.baseUrl,
      RESOURCE_PLANNING_BASE_URL: stack.emulators.resourcePlanning.baseUrl,
      DIGITAL_ASSET_BASE_URL: stack.emulators.digitalAsset.baseUrl,
      WORK_MANAGEMENT_TOKEN: DEMO_TOKENS.workManagement,
      RESOURCE_PLANNING_TOKEN: DEMO_TOKENS.resourcePlanning,
      DIGITAL_ASSET_TOKEN: DEMO_TOKENS.digitalAsset,
    },
  });
  peerUrl = present(peer.ready[1], 'the URL the peer printed');
});

afterAll(async () => {
  await peer?.stop();
});

describe("the benchmark peer's answers", () => {
  it(`covers the ${BENCH_QUERY_COUNT} benchmark queries`, () => {
    expect(queries).toHaveLength(BENCH_QUERY_COUNT);
  });
  for (let i = 0; i < BENCH_QUERY_COUNT; i++) {
    it(`query ${i + 1}: the peer answers as the gateway does`, async () => {
      const bench = present(queries[i], `benchmark query ${i + 1}`);
      // One after the other: neither server's reads can see the other's in the emulators' logs or state.
      const gateway = await wholeAnswer(urlOf(stack), bench);
      const byPeer = await wholeAnswer(peerUrl, bench);
      expect(gateway.length, bench.name).toBeGreaterThan(0);
      expect(firstDifference(gateway, byPeer), bench.name).toBeNull();
    });
  }
});
