// API tokens through the graph: the list (titles only), create/renew payloads as the only place a
// secret appears (never in lists or logs), retitle, delete and renew taking effect at once, and
// the limit of 20 per organization refused before any write.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/observability/logger.js';
import { toGlobalId } from '../../src/relay/global-id.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

const chunks: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    chunks.push(String(chunk));
    done();
  },
});
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ logger: createLogger('debug', logStream) });
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables, headers);
const calls = () => upstreamCalls(stack.emulators.resourcePlanning);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const LIST = '{ apiTokens(first: 50) { edges { node { id apiTokenId title createdAt } } } }';
const nodes = (connection: any) => connection.edges.map((e: any) => e.node);
const create = (title: string) => gql('mutation C($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id apiTokenId title } secret } }', { input: { title } });
const renew = (id: string) => gql('mutation R($id: ID!) { renewApiToken(input: { id: $id }) { apiToken { id apiTokenId title } secret } }', { id });
/** Whether a token works: a read with it as the caller's credential. */
const works = async (secret: string) => {
  const result = await gql('{ holidays(first: 1) { edges { node { name } } } }', {}, { 'x-resource-planning-token': secret });
  if (result.errors) return result.errors[0]?.extensions?.code;
  return 'ok';
};

describe('api tokens', () => {
  it('lists the organization\'s tokens by title, the first one "primary", without secret values', async () => {
    const result = await gql(LIST);
    expect(result.errors).toBeUndefined();
    expect(nodes(result.data.apiTokens)[0]).toMatchObject({ apiTokenId: '1', title: 'primary' });
    expect(JSON.stringify(result)).not.toContain('rp-demo-token');
    const type = await gql('{ __type(name: "ApiToken") { fields { name } } }');
    expect(type.data.__type.fields.map((f: any) => f.name).sort()).toEqual(['apiTokenId', 'createdAt', 'id', 'title', 'updatedAt']);
  });

  it('creates a token whose secret works at once, retitles it, renews it (old secret stops) and deletes it', async () => {
    const created = await create('  CI pipeline ');
    expect(created.errors).toBeUndefined();
    const { apiToken, secret } = created.data.createApiToken;
    expect(apiToken.title).toBe('CI pipeline');
    expect(secret).toMatch(/^rp-[0-9a-f]{40}$/);
    expect(await works(secret)).toBe('ok');
    const listed = await gql(LIST);
    expect(nodes(listed.data.apiTokens).map((t: any) => t.title)).toContain('CI pipeline');
    expect(JSON.stringify(listed)).not.toContain(secret);

    const retitled = await gql('mutation U($id: ID!) { updateApiToken(input: { id: $id, title: "CI deploys" }) { apiToken { id title } } }', { id: apiToken.id });
    expect(retitled.data.updateApiToken.apiToken).toEqual({ id: apiToken.id, title: 'CI deploys' });

    const renewed = await renew(apiToken.id);
    expect(renewed.errors).toBeUndefined();
    const next = renewed.data.renewApiToken;
    expect(next.apiToken.title).toBe('CI deploys');
    expect(next.apiToken.apiTokenId).not.toBe(apiToken.apiTokenId);
    expect(next.secret).not.toBe(secret);
    expect(await works(secret)).toBe('UNAUTHENTICATED');
    expect(await works(next.secret)).toBe('ok');
    expect((await gql('query N($id: ID!) { node(id: $id) { id } }', { id: apiToken.id })).data.node).toBeNull();
    expect((await gql('query N($id: ID!) { node(id: $id) { ... on ApiToken { title } } }', { id: next.apiToken.id })).data.node).toEqual({ title: 'CI deploys' });

    const deleted = await gql('mutation D($id: ID!) { deleteApiToken(input: { id: $id }) { deletedApiTokenId } }', { id: next.apiToken.id });
    expect(deleted.data.deleteApiToken.deletedApiTokenId).toBe(next.apiToken.id);
    expect(await works(next.secret)).toBe('UNAUTHENTICATED');
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual(['POST /api_tokens', 'PUT /api_tokens/{id}', 'POST /api_tokens/renew/{id}', 'DELETE /api_tokens/{id}']);
    // Secrets appear in the mutation payloads only: never in the gateway's logs.
    const logs = chunks.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const value of [secret, next.secret, 'rp-demo-token']) expect(logs).not.toContain(value);
  });

  it('refuses a blank title before any call', async () => {
    const result = await create('   ');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.title' });
    const retitle = await gql('mutation { updateApiToken(input: { id: "1", title: "" }) { apiToken { id } } }');
    expect(retitle.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.title' });
    expect(await calls()).toHaveLength(0);
  });

  it('refuses the 21st token before any write; the service refuses it too', async () => {
    const existing = nodes((await gql(LIST)).data.apiTokens).length;
    for (let i = existing; i < 20; i++) expect((await create(`worker ${i}`)).errors).toBeUndefined();
    expect(nodes((await gql(LIST)).data.apiTokens)).toHaveLength(20);
    await resetAllLogs(stack.emulators);
    const result = await create('one too many');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input' });
    expect(result.errors?.[0]?.message).toMatch(/20/);
    expect(await writes()).toHaveLength(0);
    const response = await fetch(`${stack.emulators.resourcePlanning.baseUrl}/api_tokens`, { method: 'POST', headers: { auth: 'rp-demo-token', 'content-type': 'application/json' }, body: '{"title":"direct"}' });
    expect(response.status).toBe(422);
    expect(nodes((await gql(LIST)).data.apiTokens)).toHaveLength(20);
    // Renewing keeps the count (delete + create) and stays possible at the limit.
    const last = nodes((await gql(LIST)).data.apiTokens).at(-1);
    expect((await renew(toGlobalId('ApiToken', Number(last.apiTokenId)))).errors).toBeUndefined();
    expect(nodes((await gql(LIST)).data.apiTokens)).toHaveLength(20);
  });
});
