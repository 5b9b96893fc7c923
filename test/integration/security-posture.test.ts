// Production posture: with NODE_ENV=production introspection, field suggestions and GraphiQL are off
// (over HTTP and over WebSocket) while routers still read `_service { sdl }`; /readyz answers 503
// while a backend's circuit breaker is open.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { setFaults } from '../helpers/faults.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

const INTROSPECTION = '{ __schema { queryType { name } } }';
const MISSPELT = '{ shets(first: 1) { totalCount } }';

/** Runs one operation over graphql-ws and returns its first result, or the errors it was refused with. */
async function overWebSocket(stack: Stack, query: string): Promise<{ data?: unknown; errors?: Array<{ message: string }> }> {
  const client = createClient({ url: stack.gateway.graphqlUrl.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0 });
  try {
    return await new Promise((resolve, reject) => {
      client.subscribe({ query }, { next: (result) => resolve(result as never), error: (errors) => (Array.isArray(errors) ? resolve({ errors }) : reject(errors)), complete: () => undefined });
    });
  } finally {
    await client.dispose();
  }
}

describe('with NODE_ENV=production', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses introspection over HTTP and over WebSocket', async () => {
    for (const query of [INTROSPECTION, '{ __type(name: "Sheet") { name } }']) {
      const result = await graphql<any>(stack.gateway.graphqlUrl, query);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toMatch(/introspection/i);
    }
    const socket = await overWebSocket(stack, INTROSPECTION);
    expect(socket.data).toBeUndefined();
    expect(socket.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('leaves out field suggestions', async () => {
    const result = await graphql<any>(stack.gateway.graphqlUrl, MISSPELT);
    expect(result.errors?.[0]?.message).toBe('Cannot query field "shets" on type "Query".');
  });

  it('still answers _service { sdl } for federation routers', async () => {
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ _service { sdl } }');
    expect(result.errors).toBeUndefined();
    expect(result.data._service.sdl).toContain('type Sheet');
  });

  it('serves no GraphiQL page', async () => {
    const page = await fetch(stack.gateway.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('<title>workgraph</title>');
  });
});

describe('in development', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { CIRCUIT_BREAKER_THRESHOLD: '1', CIRCUIT_BREAKER_COOLDOWN_MS: '600000', UPSTREAM_RETRIES: '0' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers introspection, suggests fields and serves GraphiQL', async () => {
    const introspection = await graphql<any>(stack.gateway.graphqlUrl, INTROSPECTION);
    expect(introspection.data.__schema.queryType.name).toBe('Query');
    const misspelt = await graphql<any>(stack.gateway.graphqlUrl, MISSPELT);
    expect(misspelt.errors?.[0]?.message).toContain('Did you mean "sheets"');
    const page = await fetch(stack.gateway.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<title>workgraph</title>');
  });

  it('reports not ready (503) while a backend circuit breaker is open', async () => {
    const before = await fetch(`${stack.gateway.url}/readyz`);
    expect(before.status).toBe(200);
    await setFaults(stack.emulators.resourcePlanning, { seed: 1, rules: [{ unavailable: 1 }] });
    await resetAllLogs(stack.emulators);
    const failing = await graphql<any>(stack.gateway.graphqlUrl, '{ people(first: 1) { totalCount } }');
    expect(failing.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    // One failure opens it (CIRCUIT_BREAKER_THRESHOLD=1); the next read fails fast without a call.
    const fast = await graphql<any>(stack.gateway.graphqlUrl, '{ people(first: 1) { totalCount } }');
    expect(fast.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(await upstreamCalls(stack.emulators.resourcePlanning)).toHaveLength(1);
    const during = await fetch(`${stack.gateway.url}/readyz`);
    expect(during.status).toBe(503);
    const body = (await during.json()) as any;
    expect(body.status).toBe('not ready');
    expect(body.backends.resourcePlanning).toMatchObject({ reachable: true, breaker: 'open' });
    expect(body.backends.workManagement).toMatchObject({ reachable: true, breaker: 'closed' });
  });
});
