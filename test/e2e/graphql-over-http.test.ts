// GraphQL over HTTP: the `graphql-http` server audit suite against /graphql. Every MUST passes; the
// SHOULDs that do not are exactly the ones listed (with reasons) in docs/graphql-over-http.md.
import { readFileSync } from 'node:fs';
import { serverAudits, type AuditResult } from 'graphql-http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
let results: AuditResult[];

/** Runs the whole suite with a plain fetch (no CSRF preflight header added), as an unknown client would. */
async function runAudits(url: string): Promise<AuditResult[]> {
  const out: AuditResult[] = [];
  for (const audit of serverAudits({ url, fetchFn: fetch })) out.push(await audit.fn());
  return out;
}

beforeAll(async () => {
  results = await runAudits(stack.gateway.graphqlUrl);
});

describe('GraphQL over HTTP (graphql-http audits)', () => {
  it('runs the whole suite', () => {
    expect(results.length).toBeGreaterThan(40);
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });

  it('passes every MUST', () => {
    const failed = results
      .filter((r) => r.name.startsWith('MUST') && r.status !== 'ok')
      .map((r) => `${r.id} ${r.name}: ${r.status === 'ok' ? '' : r.reason}`);
    expect(failed).toEqual([]);
  });

  it('fails only the SHOULDs the docs list, each with its reason', () => {
    const doc = readFileSync(new URL('../../docs/graphql-over-http.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\| `([0-9A-F]{4})` \| SHOULD/gm)].map((m) => m[1]);
    const failing = results.filter((r) => r.name.startsWith('SHOULD') && r.status !== 'ok').map((r) => r.id);
    expect(failing.sort()).toEqual(documented.sort());
  });

  it('keeps Apollo CSRF prevention on: a simple cross-site request is refused before execution', async () => {
    const post = await fetch(stack.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toMatch(/CSRF/i);
    const get = await fetch(`${stack.gateway.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(400);
    const preflighted = await fetch(`${stack.gateway.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
    expect(await preflighted.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers a body that is not JSON with 400 and a JSON error, not an HTML page', async () => {
    const response = await fetch(stack.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{ "not a JSON',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
