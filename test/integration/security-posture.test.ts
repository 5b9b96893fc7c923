// Production posture: with NODE_ENV=production introspection, field suggestions and GraphiQL are off
// (over HTTP and over WebSocket) while routers still read `_service { sdl }`; /readyz answers 503
// while a backend's circuit breaker is open.
import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { setFaults } from '../helpers/faults.js';
import { gql, gqlText } from '../helpers/gql.js';
import { useStack, type Stack } from '../helpers/stack.js';

// Documents the production gateway must refuse, and the federation field the subgraph library adds: as text.
const INTROSPECTION = '{ __schema { queryType { name } } }';
const MISSPELT = '{ shets(first: 1) { totalCount } }';
const PEOPLE = graphql(`query SecurityPosturePeople { people(first: 1) { pageInfo { hasNextPage } } }`);

/** What /readyz answers. */
interface Readiness {
  status: string;
  backends: Record<string, { reachable: boolean; breaker: string }>;
}

/** Runs one operation over graphql-ws and returns its first result, or the errors it was refused with. */
async function overWebSocket(
  stack: Stack,
  query: string,
): Promise<{ data?: unknown; errors?: Array<{ message: string }> }> {
  const client = createClient({
    url: stack.gateway.graphqlUrl.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  try {
    return await new Promise((resolve, reject) => {
      client.subscribe(
        { query },
        {
          next: (result) => resolve(result as never),
          error: (errors) =>
            Array.isArray(errors)
              ? resolve({ errors })
              : reject(new Error('the operation failed without GraphQL errors', { cause: errors })),
          complete: () => undefined,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('with NODE_ENV=production', () => {
  const stack = useStack({ env: { NODE_ENV: 'production' } });
  const text = gqlText(stack);

  it('refuses introspection over HTTP and over WebSocket', async () => {
    for (const query of [INTROSPECTION, '{ __type(name: "Sheet") { name } }']) {
      const result = await text(query);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toMatch(/introspection/i);
    }
    const socket = await overWebSocket(stack, INTROSPECTION);
    expect(socket.data).toBeUndefined();
    expect(socket.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('leaves out field suggestions', async () => {
    const result = await text(MISSPELT);
    expect(result.errors?.[0]?.message).toBe('Cannot query field "shets" on type "Query".');
  });

  it('still answers _service { sdl } for federation routers', async () => {
    const result = await text<{ _service: { sdl: string } }>('{ _service { sdl } }');
    expect(result.errors).toBeUndefined();
    expect(result.data?._service.sdl).toContain('type Sheet');
  });

  it('serves no GraphiQL page', async () => {
    const page = await fetch(stack.gateway.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('<title>workgraph</title>');
  });
});

describe('in development', () => {
  const stack = useStack({
    env: { CIRCUIT_BREAKER_THRESHOLD: '1', CIRCUIT_BREAKER_COOLDOWN_MS: '600000', UPSTREAM_RETRIES: '0' },
  });
  const text = gqlText(stack);
  const run = gql(stack);

  it('answers introspection, suggests fields and serves GraphiQL', async () => {
    const introspection = await text<{ __schema: { queryType: { name: string } } }>(INTROSPECTION);
    expect(introspection.data?.__schema.queryType.name).toBe('Query');
    const misspelt = await text(MISSPELT);
    expect(misspelt.errors?.[0]?.message).toContain('Did you mean "sheets"');
    const page = await fetch(stack.gateway.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<title>workgraph</title>');
  });

  it('reports not ready (503) while a backend circuit breaker is open', async () => {
    const before = await fetch(`${stack.gateway.url}/readyz`);
    expect(before.status).toBe(200);
    await setFaults(stack.emulators.resourcePlanning, { seed: 1, rules: [{ unavailable: 1 }] });
    await resetAllLogs(stack.emulators);
    const failing = await run(PEOPLE);
    expect(failing.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    // One failure opens it (CIRCUIT_BREAKER_THRESHOLD=1); the next read fails fast without a call.
    const fast = await run(PEOPLE);
    expect(fast.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(await calls(stack.emulators.resourcePlanning)).toHaveLength(1);
    const during = await fetch(`${stack.gateway.url}/readyz`);
    expect(during.status).toBe(503);
    const body = (await during.json()) as Readiness;
    expect(body.status).toBe('not ready');
    expect(body.backends.resourcePlanning).toMatchObject({ reachable: true, breaker: 'open' });
    expect(body.backends.workManagement).toMatchObject({ reachable: true, breaker: 'closed' });
  });
});
