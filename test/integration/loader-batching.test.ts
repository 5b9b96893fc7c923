// LOADER_BATCHING=off, given to one gateway's configuration (README, Configuration): that gateway's
// loaders neither batch nor cache, so every reference is its own upstream call.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { graphql } from '../generated/index.js';
import { calls, countByRoute, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack({ env: { LOADER_BATCHING: 'off' } });
const run = gql(stack);

describe('LOADER_BATCHING=off', () => {
  it('reads every user reference with a call of its own, repeats included', async () => {
    await resetAllLogs(stack.emulators);
    const EVENTS = graphql(`
      query LoaderBatchingOffEvents {
        events(first: 50, since: "2026-10-01T00:00:00Z") {
          edges {
            node {
              user {
                id
              }
              requestUser {
                id
              }
            }
          }
        }
      }
    `);
    const nodes = present(dataOf(await run(EVENTS)).events).edges.map((e) => e.node);
    const references = nodes.flatMap((n) => [n.user?.id, n.requestUser?.id]).filter(Boolean);
    const distinct = new Set(references);
    // The demo events name a few users many times: with loaders, each would be read once.
    expect(references.length).toBeGreaterThan(distinct.size);
    const counts = countByRoute(await calls(stack.emulators.workManagement));
    expect(counts['GET /users/{userId}']).toBe(references.length);
  });
});

describe('LOADER_BATCHING in the configuration', () => {
  it('is on unless set to off, and refuses any other value', () => {
    expect(loadConfig({}).loaderBatching).toBe(true);
    expect(loadConfig({ LOADER_BATCHING: 'on' }).loaderBatching).toBe(true);
    expect(loadConfig({ LOADER_BATCHING: 'off' }).loaderBatching).toBe(false);
    expect(() => loadConfig({ LOADER_BATCHING: 'sometimes' })).toThrow(/LOADER_BATCHING must be on or off/);
  });
});
