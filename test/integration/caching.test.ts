// Response cache, automatic persisted queries and trusted documents, all scoped per credential.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const admin = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.admin}` };
const user = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.user}` };

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

async function allCalls(stack: Stack): Promise<number> {
  const logs = await Promise.all([upstreamCalls(stack.emulators.workManagement), upstreamCalls(stack.emulators.resourcePlanning), upstreamCalls(stack.emulators.digitalAsset)]);
  return logs.reduce((n, l) => n + l.length, 0);
}

describe('automatic persisted queries and the response cache', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { RESPONSE_CACHE_TTL_SECONDS: '60' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const query = '{ me { email } sheets(first: 2) { totalCount edges { node { name } } } }';
  const persisted = { version: 1, sha256Hash: sha(query) };

  it('registers a query by hash per credential, and runs it by hash alone afterwards', async () => {
    const unknown = await post(stack.gateway.graphqlUrl, { extensions: { persistedQuery: persisted } }, admin);
    expect(unknown.json.errors[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    const registered = await post(stack.gateway.graphqlUrl, { query, extensions: { persistedQuery: persisted } }, admin);
    expect(registered.json.data.me.email).toContain('@');
    const byHash = await post(stack.gateway.graphqlUrl, { extensions: { persistedQuery: persisted } }, admin);
    expect(byHash.json.data).toEqual(registered.json.data);
    // Another credential has not registered it.
    const other = await post(stack.gateway.graphqlUrl, { extensions: { persistedQuery: persisted } }, user);
    expect(other.json.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses a hash that does not match the query', async () => {
    const wrong = await post(stack.gateway.graphqlUrl, { query, extensions: { persistedQuery: { version: 1, sha256Hash: sha('something else') } } }, admin);
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers a repeated query from the cache for the same credential only', async () => {
    const q = { query: '{ users(first: 5) { edges { node { email } } } }' };
    await resetAllLogs(stack.emulators);
    const first = await post(stack.gateway.graphqlUrl, q, admin);
    expect(first.headers.get('cache-control')).toMatch(/private/);
    const afterFirst = await allCalls(stack);
    expect(afterFirst).toBeGreaterThan(0);
    const second = await post(stack.gateway.graphqlUrl, q, admin);
    expect(second.json).toEqual(first.json);
    expect(await allCalls(stack)).toBe(afterFirst);
    // The user token gets its own answer from upstream, never the admin's cached one.
    await post(stack.gateway.graphqlUrl, q, user);
    expect(await allCalls(stack)).toBeGreaterThan(afterFirst);
  });
});

describe('trusted documents', () => {
  let stack: Stack;
  const allowed = '{ me { email } }';
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workgraph-trusted-'));
    const manifest = join(dir, 'manifest.json');
    writeFileSync(manifest, JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [{ id: sha(allowed), body: allowed, name: 'Me', type: 'query' }] }));
    stack = await startStack({ env: { TRUSTED_DOCUMENTS: manifest } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('runs a trusted document by text or by hash, and refuses anything else before any upstream call', async () => {
    expect((await post(stack.gateway.graphqlUrl, { query: allowed })).json.data.me.email).toContain('@');
    expect((await post(stack.gateway.graphqlUrl, { extensions: { persistedQuery: { version: 1, sha256Hash: sha(allowed) } } })).json.data.me.email).toContain('@');
    await resetAllLogs(stack.emulators);
    const refused = await post(stack.gateway.graphqlUrl, { query: '{ users(first: 1) { edges { node { email } } } }' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
    expect(await allCalls(stack)).toBe(0);
  });
});
