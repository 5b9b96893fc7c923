// Faults injected in the emulators (429s, 5xx, dropped connections, timeouts) lose nothing; a failing
// backend trips its breaker without failing the others; pacing keeps the gateway under the budget.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { graphql } from '../generated/index.js';
import type { StormSectionAssetsQuery } from '../generated/graphql.js';
import { injectedFaults, setFaults } from '../helpers/faults.js';
import { daAll, wmEvents, wmGet, wmAll } from '../helpers/reference.js';
import type { DaAsset, WmSheet } from '../helpers/rest-shapes.js';
import { graphql as untypedGraphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';
import { walkForward } from '../helpers/walk.js';

const STORM_EVENTS = graphql(`query StormEvents($first: Int, $after: String) { events(first: $first, after: $after, since: "2020-01-01T00:00:00Z") {
  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`);
const STORM_ROWS = graphql(`query StormRows($id: ID!, $first: Int, $after: String) { sheet(id: $id) { rows(first: $first, after: $after) {
  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }`);
const STORM_SECTION_ASSETS = graphql(`query StormSectionAssets($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Section { assets(first: $first, after: $after) {
  edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } } }`);

const STORM = { rateLimited: 0.1, serverError: 0.05, drop: 0.02, timeout: 0.01, retryAfterSeconds: 0 };

describe('under a storm of faults', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Short upstream timeouts so that injected timeouts cost little; enough retries for the storm.
    stack = await startStack({ env: { UPSTREAM_TIMEOUT_MS: '400', UPSTREAM_RETRIES: '8', REQUEST_DEADLINE_MS: '120000', CIRCUIT_BREAKER_THRESHOLD: '1000' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('walks every event, every row of the big sheet and every asset exactly once', async () => {
    const events = (await wmEvents(stack.emulators, '2020-01-01T00:00:00Z')).map((e) => toGlobalId('Event', e.eventId, new Date(e.eventTimestamp).toISOString()));
    const sheets = await wmAll<WmSheet>(stack.emulators, '/sheets');
    const counts = await Promise.all(sheets.map(async (s) => ({ id: String(s.id), rows: (await wmGet<WmSheet>(stack.emulators, `/sheets/${s.id}?pageSize=1&page=1`)).totalRowCount as number })));
    const big = counts.reduce((a, b) => (b.rows > a.rows ? b : a));
    const rows = ((await wmGet<WmSheet>(stack.emulators, `/sheets/${big.id}`)).rows as Array<{ id: string }>).map((r) => toGlobalId('Row', big.id, r.id));
    const libraries = await daAll(stack.emulators, '/libraries');
    const sections = (await Promise.all(libraries.map((l) => daAll(stack.emulators, `/libraries/${l.id}/sections`)))).flat();
    const assetsBySection = await Promise.all(sections.map(async (s) => ({ id: String(s.id), assets: (await daAll<DaAsset>(stack.emulators, `/sections/${s.id}/assets`)).map((a) => toGlobalId('Asset', a.id)) })));

    for (const emulator of [stack.emulators.workManagement, stack.emulators.resourcePlanning, stack.emulators.digitalAsset]) await setFaults(emulator, { seed: 42, rules: [STORM] });
    const target = stack;
    expect(await walkForward({ target, document: STORM_EVENTS, pick: (d) => d.events }, 500)).toEqual(events);
    expect(await walkForward({ target, document: STORM_ROWS, pick: (d) => d.sheet?.rows, variables: { id: big.id } }, 500)).toEqual(rows);
    for (const section of assetsBySection) {
      const pick = (d: StormSectionAssetsQuery) => (d.node && 'assets' in d.node ? d.node.assets : null);
      expect(await walkForward({ target, document: STORM_SECTION_ASSETS, pick, variables: { id: toGlobalId('Section', section.id) } }, 50)).toEqual(section.assets);
    }
    // The storm really happened.
    const faults = await injectedFaults(stack.emulators.workManagement);
    expect((faults.rateLimited ?? 0) + (faults.serverError ?? 0) + (faults.drop ?? 0) + (faults.timeout ?? 0)).toBeGreaterThan(0);
    for (const emulator of [stack.emulators.workManagement, stack.emulators.resourcePlanning, stack.emulators.digitalAsset]) await setFaults(emulator, { rules: [] });
  });

  it('honours Retry-After on a 429 and retries the read once it has passed', async () => {
    await setFaults(stack.emulators.workManagement, { seed: 1, rules: [{ template: '/users/me', rateLimited: 1, retryAfterSeconds: 1, times: 1 }] });
    await resetAllLogs(stack.emulators);
    const started = Date.now();
    const result = await untypedGraphql<any>(stack.gateway.graphqlUrl, '{ me { email } }');
    const waited = Date.now() - started;
    await setFaults(stack.emulators.workManagement, { rules: [] });
    expect(result.errors).toBeUndefined();
    expect(result.data.me.email).toContain('@');
    const calls = await upstreamCalls(stack.emulators.workManagement);
    expect(calls.map((c) => c.status)).toEqual([429, 200]);
    // A lower bound, not a timing assertion: the retry came only after the second the backend asked for.
    expect(waited).toBeGreaterThanOrEqual(1000);
  });
});

describe('a backend that is down', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { UPSTREAM_RETRIES: '0', CIRCUIT_BREAKER_THRESHOLD: '3', CIRCUIT_BREAKER_COOLDOWN_MS: '100' } });
  });
  afterAll(async () => {
    await stack?.close();
  });
  afterEach(async () => {
    await setFaults(stack.emulators.resourcePlanning, { rules: [] });
  });

  it('trips its breaker, fails fast without calling it, keeps the other backends answering, and recovers', async () => {
    await setFaults(stack.emulators.resourcePlanning, { seed: 7, rules: [{ unavailable: 1 }] });
    const query = '{ me { email person { displayName } } people(first: 1) { edges { node { id } } } }';
    for (let i = 0; i < 3; i++) {
      const result = await untypedGraphql<any>(stack.gateway.graphqlUrl, query);
      expect(result.data.me.email).toContain('@');
    }
    await resetAllLogs(stack.emulators);
    const fast = await untypedGraphql<any>(stack.gateway.graphqlUrl, query);
    expect(fast.data.me.email).toContain('@');
    expect(fast.data.people).toBeNull();
    expect(fast.data.me.person).toBeNull();
    expect(fast.errors?.map((e) => e.extensions?.code)).toContain('UPSTREAM_UNAVAILABLE');
    expect(await upstreamCalls(stack.emulators.resourcePlanning)).toHaveLength(0);

    // The backend comes back: after the cooldown one probe closes the breaker again.
    await setFaults(stack.emulators.resourcePlanning, { rules: [] });
    let recovered = false;
    for (let attempt = 0; attempt < 500 && !recovered; attempt++) {
      const result = await untypedGraphql<any>(stack.gateway.graphqlUrl, '{ people(first: 1) { edges { node { id } } } }');
      recovered = result.data?.people?.edges?.length === 1;
    }
    expect(recovered).toBe(true);
  });
});

describe('pacing', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Gateway and emulator share a budget of 10 calls per minute; the request deadline is short.
    stack = await startStack({ workManagementRateLimit: 10, env: { WORK_MANAGEMENT_RATE_LIMIT: '10', REQUEST_DEADLINE_MS: '1500' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('queues within the budget and answers RATE_LIMITED past the deadline, without provoking a 429', async () => {
    await resetAllLogs(stack.emulators);
    const result = await untypedGraphql<any>(stack.gateway.graphqlUrl, '{ events(first: 50, since: "2026-10-01T00:00:00Z") { edges { node { user { name } } } } }');
    const codes = new Set(result.errors?.map((e) => e.extensions?.code));
    expect(codes).toEqual(new Set(['RATE_LIMITED']));
    expect(result.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    const calls = await upstreamCalls(stack.emulators.workManagement);
    expect(calls).toHaveLength(10);
    expect(calls.some((c) => c.status === 429)).toBe(false);
  });
});

describe('writes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { UPSTREAM_RETRIES: '5' } });
  });
  afterAll(async () => {
    await stack?.close();
  });
  afterEach(async () => {
    await setFaults(stack.emulators.workManagement, { rules: [] });
  });

  const create = 'mutation C($name: String!) { createWorkspace(input: { name: $name }) { workspace { name } } }';
  const countNamed = async (name: string) => {
    const list = await untypedGraphql<any>(stack.gateway.graphqlUrl, '{ workspaces(first: 500) { edges { node { name } } } }');
    return list.data.workspaces.edges.filter((e: any) => e.node.name === name).length;
  };

  it('never retries a write that failed with a 5xx', async () => {
    await setFaults(stack.emulators.workManagement, { rules: [{ method: 'POST', template: '/workspaces', serverError: 1 }] });
    await resetAllLogs(stack.emulators);
    const result = await untypedGraphql<any>(stack.gateway.graphqlUrl, create, { name: 'Never twice' });
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    const posts = (await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  it('reports a write whose answer was lost as of unknown outcome, and it is applied exactly once', async () => {
    await setFaults(stack.emulators.workManagement, { rules: [{ method: 'POST', template: '/workspaces', dropAfterApply: 1 }] });
    await resetAllLogs(stack.emulators);
    const result = await untypedGraphql<any>(stack.gateway.graphqlUrl, create, { name: 'Lost answer' });
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_OUTCOME_UNKNOWN');
    expect(result.errors?.[0]?.message).toMatch(/may or may not have been applied/);
    expect((await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method === 'POST')).toHaveLength(1);
    await setFaults(stack.emulators.workManagement, { rules: [] });
    expect(await countNamed('Lost answer')).toBe(1);
  });
});
