// What a single gateway instance does not load: the Redis client, which only a configured REDIS_URL needs.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { graphql, useStack } from '../helpers/stack.js';

const loadedModules = (): string[] => Object.keys(createRequire(import.meta.url).cache);

describe('a gateway without REDIS_URL', () => {
  const stack = useStack();

  it('answers queries without loading the Redis client', async () => {
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ me { email } }');
    expect(result.data.me.email).toContain('@');
    // CommonJS packages loaded by anyone in this process are in the require cache; ioredis is one.
    expect(loadedModules().some((path) => path.includes('/node_modules/graphql/'))).toBe(true);
    expect(loadedModules().filter((path) => path.includes('/node_modules/ioredis/'))).toEqual([]);
  });
});
