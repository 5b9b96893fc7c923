// API tokens through the graph: the list (titles only), create/renew payloads as the only place a
// secret appears (never in lists or logs), retitle, delete and renew taking effect at once, and
// the limit of 20 per organization refused before any write.
import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/observability/logger.js';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls as callsOf, resetAllLogs, routes, writes as writesOf } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const chunks: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    chunks.push(String(chunk));
    done();
  },
});
const stack = useStack({ logger: createLogger('debug', logStream) });
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const LIST = graphql(
  `query ApiTokensList { apiTokens(first: 50) { edges { node { id apiTokenId: backendId title } } } }`,
);
const CREATE = graphql(`
  mutation ApiTokensCreate($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      apiToken {
        id
        apiTokenId: backendId
        title
      }
      secret
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const RENEW = graphql(`
  mutation ApiTokensRenew($id: ID!) {
    renewApiToken(input: {id: $id}) {
      apiToken {
        id
        apiTokenId: backendId
        title
      }
      secret
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation ApiTokensUpdate($input: UpdateApiTokenInput!) {
    updateApiToken(input: $input) {
      apiToken {
        id
        title
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const NODE = graphql(`query ApiTokensNode($id: ID!) { node(id: $id) { id ... on ApiToken { title } } }`);
const HOLIDAYS = graphql(`query ApiTokensHolidays { holidays(first: 1) { edges { node { name } } } }`);

const calls = () => callsOf(stack.emulators.resourcePlanning);
const writes = () => writesOf(stack.emulators.resourcePlanning);
const list = async () => present(dataOf(await run(LIST)).apiTokens).edges.map((e) => e.node);
const create = (title: string) => run(CREATE, { input: { title } });
const renew = (id: string) => run(RENEW, { id });
/** Whether a token works: a read with it as the caller's credential. */
const works = async (secret: string): Promise<unknown> => {
  const result = await run(HOLIDAYS, {}, { 'x-resource-planning-token': secret });
  if (result.errors) return result.errors[0]?.extensions?.code;
  return 'ok';
};

describe('api tokens', () => {
  it('lists the organization\'s tokens by title, the first one "primary", without secret values', async () => {
    const result = await run(LIST);
    expect(present(dataOf(result).apiTokens).edges[0]?.node).toMatchObject({ apiTokenId: '1', title: 'primary' });
    expect(JSON.stringify(result)).not.toContain('rp-demo-token');
    const TYPE_FIELDS = graphql(
      `query ApiTokensTypeFields($name: String!) { __type(name: $name) { fields { name } } }`,
    );
    const type = present(dataOf(await run(TYPE_FIELDS, { name: 'ApiToken' })).__type);
    expect(type.fields?.map((f) => f.name).sort()).toEqual(['backendId', 'id', 'title']);
  });

  it('creates a token whose secret works at once, retitles it, renews it (old secret stops) and deletes it', async () => {
    const made = present(dataOf(await create('  CI pipeline ')).createApiToken);
    const apiToken = present(made.apiToken);
    const secret = present(made.secret);
    expect(apiToken.title).toBe('CI pipeline');
    expect(secret).toMatch(/^rp-[0-9a-f]{40}$/);
    expect(await works(secret)).toBe('ok');
    const listed = await run(LIST);
    expect(present(dataOf(listed).apiTokens).edges.map((e) => e.node.title)).toContain('CI pipeline');
    expect(JSON.stringify(listed)).not.toContain(secret);

    const retitled = dataOf(await run(UPDATE, { input: { id: apiToken.id, title: 'CI deploys' } }));
    expect(retitled.updateApiToken?.apiToken).toEqual({ id: apiToken.id, title: 'CI deploys' });

    const renewed = present(dataOf(await renew(apiToken.id)).renewApiToken);
    const next = { apiToken: present(renewed.apiToken), secret: present(renewed.secret) };
    expect(next.apiToken.title).toBe('CI deploys');
    expect(next.apiToken.apiTokenId).not.toBe(apiToken.apiTokenId);
    expect(next.secret).not.toBe(secret);
    expect(await works(secret)).toBe('UNAUTHENTICATED');
    expect(await works(next.secret)).toBe('ok');
    expect(dataOf(await run(NODE, { id: apiToken.id })).node).toBeNull();
    expect(dataOf(await run(NODE, { id: next.apiToken.id })).node).toEqual({
      id: next.apiToken.id,
      title: 'CI deploys',
    });

    const DELETE = graphql(`
      mutation ApiTokensDelete($id: ID!) {
        deleteApiToken(input: {id: $id}) {
          deletedApiTokenId
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    const deleted = dataOf(await run(DELETE, { id: next.apiToken.id }));
    expect(deleted.deleteApiToken?.deletedApiTokenId).toBe(next.apiToken.id);
    expect(await works(next.secret)).toBe('UNAUTHENTICATED');
    expect(routes(await writes())).toEqual([
      'POST /api_tokens',
      'PUT /api_tokens/{id}',
      'POST /api_tokens/renew/{id}',
      'DELETE /api_tokens/{id}',
    ]);
    // Secrets appear in the mutation payloads only: never in the gateway's logs.
    const logs = chunks.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const value of [secret, next.secret, 'rp-demo-token']) expect(logs).not.toContain(value);
  });

  it('refuses a blank title before any call', async () => {
    const result = await create('   ');
    refusalIn(result, { code: 'INVALID', field: ['input', 'title'] });
    const retitle = await run(UPDATE, { input: { id: '1', title: '' } });
    refusalIn(retitle, { code: 'INVALID', field: ['input', 'title'] });
    expect(await calls()).toHaveLength(0);
  });

  it('refuses the 21st token before any write; the service refuses it too', async () => {
    const existing = (await list()).length;
    for (let i = existing; i < 20; i++) expect((await create(`worker ${i}`)).errors).toBeUndefined();
    expect(await list()).toHaveLength(20);
    await resetAllLogs(stack.emulators);
    const result = await create('one too many');
    refusalIn(result, { code: 'INVALID', field: ['input'] });
    expect(refusalIn(result, {}).message).toMatch(/20/);
    expect(await writes()).toHaveLength(0);
    expect((await direct(stack.emulators.resourcePlanning, 'POST', '/api_tokens?title=direct', undefined)).status).toBe(
      422,
    );
    expect(await list()).toHaveLength(20);
    // Renewing keeps the count (delete + create) and stays possible at the limit.
    const last = present((await list()).at(-1));
    expect((await renew(globalId('ApiToken', Number(last.apiTokenId)))).errors).toBeUndefined();
    expect(await list()).toHaveLength(20);
  });
});
