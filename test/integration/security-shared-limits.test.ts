// With REDIS_URL the per-caller limit is one window for every instance: two gateways over one real
// redis-server hold a caller to one CALLER_RATE_LIMIT between them (a generous command timeout: a busy
// machine's slow answer would otherwise send the limiter to its per-instance fallback).
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { graphql } from '../generated/index.js';
import type { SecuritySharedLimitsMeQuery } from '../generated/graphql.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { postBody, type GraphQLResult } from '../helpers/gql.js';
import { redisAvailable, startRedis } from '../helpers/redis.js';
import type { SpawnedProcess } from '../helpers/spawn.js';
import { gatewayEnv, useStack } from '../helpers/stack.js';

const ME = graphql(`query SecuritySharedLimitsMe { me { email } }`);

/** Asks one gateway for `me`, keeping the HTTP status (the per-caller limit answers 429). */
async function me(url: string): Promise<{ status: number; body: GraphQLResult<SecuritySharedLimitsMeQuery> }> {
  const response = await postBody<SecuritySharedLimitsMeQuery>(url, { query: print(ME) });
  return { status: response.status, body: response.result };
}

describe.skipIf(!redisAvailable)('per-caller limits over Redis', () => {
  let redis: SpawnedProcess & { url: string };
  let second: RunningGateway;
  // Registered first, so it runs last: Redis stops after both gateways have closed.
  afterAll(async () => {
    await redis?.stop();
  });
  const stack = useStack(async () => {
    redis = await startRedis();
    return { env: { REDIS_URL: redis.url, CALLER_RATE_LIMIT: '2', REDIS_COMMAND_TIMEOUT_MS: '5000' } };
  });

  beforeAll(async () => {
    const env = { REDIS_URL: redis.url, CALLER_RATE_LIMIT: '2', REDIS_COMMAND_TIMEOUT_MS: '5000' };
    const urls = {
      workManagement: stack.emulators.workManagement.baseUrl,
      resourcePlanning: stack.emulators.resourcePlanning.baseUrl,
      digitalAsset: stack.emulators.digitalAsset.baseUrl,
    };
    second = await startGateway({
      config: loadConfig({
        ...gatewayEnv(stack.emulators),
        ...env,
      }),
      urls,
    });
    // A request that comes before an instance's Redis connection is ready counts in that instance's own
    // window (its fallback), not the shared one: both start counting once Redis is up on both.
    for (const url of [stack.gateway.url, second.url]) {
      await vi.waitFor(async () => expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ redis: 'up' }), {
        timeout: 20_000,
        interval: 50,
      });
    }
  });
  afterAll(async () => {
    await second?.close();
  });

  it('counts a caller once across instances: its third request in the minute is refused on either', async () => {
    expect((await me(stack.gateway.graphqlUrl)).body.data?.me?.email).toContain('@');
    expect((await me(second.graphqlUrl)).body.data?.me?.email).toContain('@');
    await resetAllLogs(stack.emulators);
    const third = await me(stack.gateway.graphqlUrl);
    expect(third.status).toBe(429);
    expect(third.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await me(second.graphqlUrl)).status).toBe(429);
    expect(await calls(stack.emulators.workManagement)).toHaveLength(0);
  });
});
