// Pacing and breakers at their edges: a spent budget fails at once when the slot frees too late;
// a half-open breaker whose probe is dropped lets a later call probe, so the backend is not refused
// for good; a 502 from a proxy in front of a backend is retried and counted like a 503.
import { describe, expect, it } from 'vitest';
import { RESOURCE_PLANNING_ROLE_TOKENS } from '../../emulators/resource-planning/index.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { setFaults } from '../helpers/faults.js';
import { dataOf, gql } from '../helpers/gql.js';
import { useStack } from '../helpers/stack.js';

const ME = graphql(`query PacingMe { me { email } }`);
const PEOPLE = graphql(`query PacingPeople { people(first: 1) { edges { node { id } } } }`);
const LIBRARIES = graphql(`query PacingLibraries { libraries(first: 1) { edges { node { libraryId: backendId } } } }`);

describe('pacing with the budget spent', () => {
  // One call a minute: the spent slot frees a minute after it was taken, a little before the
  // deadline, but too late for a whole attempt (UPSTREAM_TIMEOUT_MS, 10 s) to fit after it.
  const stack = useStack({
    env: { WORK_MANAGEMENT_RATE_LIMIT: '1', REQUEST_DEADLINE_MS: '61000', UPSTREAM_TIMEOUT_MS: '10000' },
  });
  const run = gql(stack);

  it('answers RATE_LIMITED with retryAfterSeconds at once, without calling, instead of waiting for the slot', async () => {
    expect(dataOf(await run(ME)).me?.email).toContain('@');
    await resetAllLogs(stack.emulators);
    const result = await run(ME);
    expect(result.data?.me ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(result.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(result.errors?.[0]?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await calls(stack.emulators.workManagement)).toEqual([]);
  });
});

describe('a half-open breaker whose probe is dropped', () => {
  // Two failures open a breaker; two calls a minute per credential; no retries.
  const stack = useStack({
    env: {
      RESOURCE_PLANNING_RATE_LIMIT: '2',
      CIRCUIT_BREAKER_THRESHOLD: '2',
      CIRCUIT_BREAKER_COOLDOWN_MS: '10',
      UPSTREAM_RETRIES: '0',
    },
  });
  const run = gql(stack);

  it('lets a later call probe, and calls get through once the backend is healthy', async () => {
    await setFaults(stack.emulators.resourcePlanning, { seed: 3, rules: [{ unavailable: 1 }] });
    // The service credential spends its budget on two failing calls, which open the breaker.
    for (let i = 0; i < 2; i++) {
      const failed = await run(PEOPLE);
      expect(failed.errors?.[0]?.extensions?.upstream).toMatchObject({ backend: 'resource-planning', status: 503 });
    }
    await setFaults(stack.emulators.resourcePlanning, { rules: [] });
    await resetAllLogs(stack.emulators);
    // Once the cooldown has passed the next call is the probe; pacing drops it before it is sent.
    let code: unknown = 'UPSTREAM_UNAVAILABLE';
    for (let attempt = 0; attempt < 1000 && code === 'UPSTREAM_UNAVAILABLE'; attempt++) {
      code = (await run(PEOPLE)).errors?.[0]?.extensions?.code;
    }
    expect(code).toBe('RATE_LIMITED');
    expect(await calls(stack.emulators.resourcePlanning)).toEqual([]);

    // Another credential, with budget left: its call is the next probe, and it closes the breaker.
    const other = { 'x-resource-planning-token': RESOURCE_PLANNING_ROLE_TOKENS.portfolioEditor };
    const recovered = dataOf(await run(PEOPLE, {}, other));
    expect(recovered.people?.edges).toHaveLength(1);
    expect((await calls(stack.emulators.resourcePlanning)).map((c) => c.status)).toEqual([200]);
    expect((await run(PEOPLE, {}, other)).errors).toBeUndefined();
  });
});

describe('a 502 from a proxy', () => {
  const stack = useStack({
    env: { UPSTREAM_RETRIES: '2', CIRCUIT_BREAKER_THRESHOLD: '3', CIRCUIT_BREAKER_COOLDOWN_MS: '600000' },
  });
  const run = gql(stack);

  it('is retried like a 503, and the read succeeds', async () => {
    for (const [fault, status] of [
      ['badGateway', 502],
      ['unavailable', 503],
    ] as const) {
      await setFaults(stack.emulators.workManagement, {
        seed: 1,
        rules: [{ template: '/users/me', [fault]: 1, times: 1 }],
      });
      await resetAllLogs(stack.emulators);
      expect(dataOf(await run(ME), fault).me?.email).toContain('@');
      expect(
        (await calls(stack.emulators.workManagement)).map((c) => c.status),
        fault,
      ).toEqual([status, 200]);
    }
    await setFaults(stack.emulators.workManagement, { rules: [] });
  });

  it('counts as a failure: the breaker opens and calls fail fast', async () => {
    await resetAllLogs(stack.emulators);
    await setFaults(stack.emulators.digitalAsset, { seed: 5, rules: [{ badGateway: 1 }] });
    try {
      // The read and its two retries meet a 502 each: three failures open the breaker.
      const failed = await run(LIBRARIES);
      expect(failed.errors?.[0]?.extensions).toMatchObject({
        code: 'UPSTREAM_ERROR',
        upstream: { backend: 'digital-asset', status: 502 },
      });
      // The proxy's HTML page is not passed on as a message.
      expect(failed.errors?.[0]?.message).not.toMatch(/<html/i);
      expect((await calls(stack.emulators.digitalAsset)).map((c) => c.status)).toEqual([502, 502, 502]);
      await resetAllLogs(stack.emulators);
      const fast = await run(LIBRARIES);
      expect(fast.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(await calls(stack.emulators.digitalAsset)).toEqual([]);
    } finally {
      await setFaults(stack.emulators.digitalAsset, { rules: [] });
    }
  });
});
