// What a single gateway instance does not load: the Redis client, which only a configured REDIS_URL needs.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { dataOf, gql } from '../helpers/gql.js';
import { useStack } from '../helpers/stack.js';

const loadedModules = (): string[] => Object.keys(createRequire(import.meta.url).cache);

describe('a gateway without REDIS_URL', () => {
  const stack = useStack();

  it('answers queries without loading the Redis client', async () => {
    const data = dataOf(await gql(stack)(graphql(`query IdleFootprintMe { me { email } }`)));
    expect(data.me?.email).toContain('@');
    // CommonJS packages loaded by anyone in this process are in the require cache; ioredis is one.
    expect(loadedModules().some((path) => path.includes('/node_modules/graphql/'))).toBe(true);
    expect(loadedModules().filter((path) => path.includes('/node_modules/ioredis/'))).toEqual([]);
  });
});
