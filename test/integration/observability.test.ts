// Logs, metrics, readiness and graceful shutdown, seen from outside as an operator would.
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { createLogger } from '../../src/observability/logger.js';
import { graphql } from '../generated/index.js';
import type { ObservabilityLoggedQuery } from '../generated/graphql.js';
import { calls } from '../helpers/calls.js';
import { dataOf, gql, postBody } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { configureEmulator, startStack, useStack } from '../helpers/stack.js';

/** What the tests read of a JSON log line. */
interface LogLine {
  msg?: string;
  requestId?: string;
  status?: number;
  code?: string;
  upstream?: { backend?: string };
}

/** What the tests read of an OTLP/JSON trace export. */
interface TraceExport {
  resourceSpans: Array<{
    scopeSpans: Array<{ spans: Array<{ name: string; spanId: string; parentSpanId?: string }> }>;
  }>;
}

/** Collects every log line written. */
function captureLogs(): { stream: Writable; text(): string; lines(): LogLine[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as LogLine),
  };
}

describe('logs and metrics', () => {
  const logs = captureLogs();
  const stack = useStack({ fallbackTokens: false, logger: createLogger('debug', logs.stream) });

  it('logs JSON lines with request ids and never a token, not even a rejected one', async () => {
    const secretRp = 'rp-secret-that-must-not-leak';
    const LOGGED = graphql(`
      query ObservabilityLogged {
        me {
          email
        }
        people(first: 1) {
          edges {
            node {
              id
            }
          }
        }
        libraries(first: 1) {
          edges {
            node {
              id
            }
          }
        }
      }
    `);
    // Posted by hand: the test reads the answer's headers.
    const response = await postBody<ObservabilityLoggedQuery>(
      stack,
      { query: print(LOGGED) },
      {
        authorization: `Bearer ${DEMO_TOKENS.workManagement}`,
        'x-resource-planning-token': secretRp,
        'x-digital-asset-token': DEMO_TOKENS.digitalAsset,
        'x-request-id': 'req-123',
      },
    );
    expect(response.headers.get('x-request-id')).toBe('req-123');
    const body = response.result;
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const text = logs.text();
    for (const secret of [DEMO_TOKENS.workManagement, secretRp, DEMO_TOKENS.digitalAsset])
      expect(text).not.toContain(secret);
    expect(JSON.stringify(body)).not.toContain(secretRp);
    const lines = logs.lines();
    expect(lines.some((l) => l.requestId === 'req-123' && l.msg === 'request finished' && l.status === 200)).toBe(true);
    expect(lines.some((l) => l.requestId === 'req-123' && l.code === 'UNAUTHENTICATED')).toBe(true);
    expect(
      lines.some(
        (l) => l.msg === 'upstream call' && l.requestId === 'req-123' && l.upstream?.backend === 'work-management',
      ),
    ).toBe(true);
  });

  it('exposes Prometheus metrics for operations, errors, upstream calls, breakers and pacing', async () => {
    const NAMED = graphql(`query ObservabilityNamed { sheets(first: 2) { edges { node { name } } } }`);
    dataOf(await gql(stack)(NAMED, {}, { authorization: `Bearer ${DEMO_TOKENS.workManagement}` }));
    const response = await fetch(stack.gateway.url + '/metrics');
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(
      /workgraph_graphql_operation_duration_seconds_count\{operation="ObservabilityNamed",outcome="ok"\} 1/,
    );
    expect(text).toMatch(/workgraph_graphql_errors_total\{code="UNAUTHENTICATED"\} \d+/);
    expect(text).toMatch(
      /workgraph_upstream_requests_total\{backend="work-management",method="GET",operation="\/sheets",status="200"\} \d+/,
    );
    expect(text).toMatch(/workgraph_circuit_breaker_state\{backend="resource-planning"\} 0/);
    expect(text).toMatch(/workgraph_pacing_queue_length 0/);
  });
});

describe('readiness and shutdown', () => {
  it('is ready while every backend answers, and not ready when one is gone', async () => {
    // Each check probes afresh (by default a probe round answers for 2 s).
    const stack = await startStack({ env: { READINESS_PROBE_TTL_MS: '0' } });
    try {
      const ready = await fetch(stack.gateway.url + '/readyz');
      expect(ready.status).toBe(200);
      await stack.emulators.digitalAsset.close();
      const notReady = await fetch(stack.gateway.url + '/readyz');
      expect(notReady.status).toBe(503);
      expect(
        ((await notReady.json()) as { backends: { digitalAsset: { reachable: boolean } } }).backends.digitalAsset
          .reachable,
      ).toBe(false);
    } finally {
      await stack.close().catch(() => undefined);
    }
  });

  it('lets a request in flight finish when shutting down, and accepts no new one', async () => {
    const stack = await startStack();
    const IN_FLIGHT = graphql(`query ObservabilityInFlight { me { email } }`);
    try {
      await configureEmulator(stack.emulators.workManagement, { latencyMs: 300 });
      const inFlight = gql(stack)(IN_FLIGHT);
      // Shut down once the emulator has the request: the gateway is then provably mid-request.
      for (let i = 0; i < 1000; i++) if ((await calls(stack.emulators.workManagement)).length > 0) break;
      const closing = stack.gateway.close();
      expect(dataOf(await inFlight).me?.email).toContain('@');
      await closing;
      await expect(fetch(stack.gateway.graphqlUrl, { method: 'POST' })).rejects.toThrow();
    } finally {
      await stack.emulators.close();
    }
  });
});

describe('tracing', () => {
  it('exports a span per GraphQL operation with a child span per upstream call, when an OTLP endpoint is set', async () => {
    const received: TraceExport[] = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') received.push(JSON.parse(body) as TraceExport);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', () => resolve()));
    const port = (collector.address() as { port: number }).port;
    const stack = await startStack({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` } });
    const TRACED = graphql(`query ObservabilityTraced { me { email } people(first: 1) { edges { node { id } } } }`);
    try {
      dataOf(await gql(stack)(TRACED));
    } finally {
      await stack.close(); // flushes the exporter
      await new Promise<void>((resolve) => collector.close(() => resolve()));
    }
    const spans = received.flatMap((r) => r.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans)));
    const operation = present(spans.find((s) => s.name === 'graphql query ObservabilityTraced'));
    const children = spans.filter((s) => s.parentSpanId === operation.spanId);
    expect(children.map((s) => s.name).sort()).toEqual(['GET /users', 'GET /users/me']);
  });
});
