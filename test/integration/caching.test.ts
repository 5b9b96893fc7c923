// Response cache, automatic persisted queries and trusted documents, all scoped per credential.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { allCalls, resetAllLogs } from '../helpers/calls.js';
import { postBody } from '../helpers/gql.js';
import { useStack } from '../helpers/stack.js';

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
const admin = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.admin}` };
const user = { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.user}` };

/** What these tests read of an answer: the current user's email. */
interface MeData {
  me: { email: string };
}

describe('automatic persisted queries and the response cache', () => {
  const stack = useStack({ env: { RESPONSE_CACHE_TTL_SECONDS: '60' } });

  // Sent as text: a persisted query is identified by the hash of exactly this text.
  const query = '{ me { email } sheets(first: 2) { totalCount edges { node { name } } } }';
  const persisted = { version: 1, sha256Hash: sha(query) };

  it('registers a query by hash per credential, and runs it by hash alone afterwards', async () => {
    const unknown = await postBody(stack, { extensions: { persistedQuery: persisted } }, admin);
    expect(unknown.result.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const registered = await postBody<MeData>(stack, { query, extensions: { persistedQuery: persisted } }, admin);
    expect(registered.result.data?.me.email).toContain('@');
    const byHash = await postBody<MeData>(stack, { extensions: { persistedQuery: persisted } }, admin);
    expect(byHash.result.data).toEqual(registered.result.data);
    // Another credential has not registered it.
    const other = await postBody(stack, { extensions: { persistedQuery: persisted } }, user);
    expect(other.result.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses a hash that does not match the query', async () => {
    const wrong = await postBody(
      stack,
      { query, extensions: { persistedQuery: { version: 1, sha256Hash: sha('something else') } } },
      admin,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers a repeated query from the cache for the same credential only', async () => {
    const body = { query: '{ users(first: 5) { edges { node { email } } } }' };
    await resetAllLogs(stack.emulators);
    const first = await postBody(stack, body, admin);
    expect(first.headers.get('cache-control')).toMatch(/private/);
    const afterFirst = (await allCalls(stack.emulators)).length;
    expect(afterFirst).toBeGreaterThan(0);
    const second = await postBody(stack, body, admin);
    expect(second.result).toEqual(first.result);
    expect(await allCalls(stack.emulators)).toHaveLength(afterFirst);
    // The user token gets its own answer from upstream, never the admin's cached one.
    await postBody(stack, body, user);
    expect((await allCalls(stack.emulators)).length).toBeGreaterThan(afterFirst);
  });

  it('sends no ETag with an answer: the response cache and Cache-Control do the caching, not a hash of every body', async () => {
    const answer = await postBody(stack, { query: '{ me { email } }' }, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/private/);
    expect(answer.headers.get('etag')).toBeNull();
  });
});

describe('trusted documents', () => {
  const allowed = '{ me { email } }';
  const stack = useStack(() => {
    const manifest = join(mkdtempSync(join(tmpdir(), 'workgraph-trusted-')), 'manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        format: 'apollo-persisted-query-manifest',
        version: 1,
        operations: [{ id: sha(allowed), body: allowed, name: 'Me', type: 'query' }],
      }),
    );
    return { env: { TRUSTED_DOCUMENTS: manifest } };
  });

  it('runs a trusted document by text or by hash, and refuses anything else before any upstream call', async () => {
    expect((await postBody<MeData>(stack, { query: allowed })).result.data?.me.email).toContain('@');
    expect(
      (await postBody<MeData>(stack, { extensions: { persistedQuery: { version: 1, sha256Hash: sha(allowed) } } }))
        .result.data?.me.email,
    ).toContain('@');
    await resetAllLogs(stack.emulators);
    const refused = await postBody(stack, { query: '{ users(first: 1) { edges { node { email } } } }' });
    expect(refused.status).toBe(400);
    expect(refused.result.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
    expect(await allCalls(stack.emulators)).toHaveLength(0);
  });
});
