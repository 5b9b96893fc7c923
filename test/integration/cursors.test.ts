// A forged, truncated or foreign cursor is BAD_USER_INPUT, and no upstream call is made for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();

async function totalUpstreamCalls(): Promise<number> {
  const logs = await Promise.all([upstreamCalls(stack.emulators.workManagement), upstreamCalls(stack.emulators.resourcePlanning), upstreamCalls(stack.emulators.digitalAsset)]);
  return logs.reduce((sum, log) => sum + log.length, 0);
}

async function expectRefused(query: string, variables: Record<string, unknown>): Promise<void> {
  await resetAllLogs(stack.emulators);
  const result = await graphql(stack.gateway.graphqlUrl, query, variables);
  expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(await totalUpstreamCalls()).toBe(0);
}

describe('cursor abuse through the gateway', () => {
  let usersCursor: string;
  let sheetsCursor: string;
  let peopleCursor: string;

  beforeAll(async () => {
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ users(first: 2) { pageInfo { endCursor } } sheets(first: 2) { pageInfo { endCursor } } people(first: 2) { pageInfo { endCursor } } }');
    usersCursor = result.data.users.pageInfo.endCursor;
    sheetsCursor = result.data.sheets.pageInfo.endCursor;
    peopleCursor = result.data.people.pageInfo.endCursor;
  });

  const users = 'query Q($after: String) { users(first: 2, after: $after) { edges { node { id } } } }';

  it('refuses a truncated cursor', async () => {
    await expectRefused(users, { after: usersCursor.slice(0, -4) });
  });

  it('refuses a forged cursor', async () => {
    const [version, , signature] = usersCursor.split('.');
    const payload = Buffer.from(JSON.stringify({ b: 'anything', p: { o: 100 } })).toString('base64url');
    await expectRefused(users, { after: `${version}.${payload}.${signature}` });
  });

  it('refuses a cursor of another list of the same backend', async () => {
    await expectRefused(users, { after: sheetsCursor });
  });

  it('refuses a cursor of a list of another backend', async () => {
    await expectRefused(users, { after: peopleCursor });
  });

  it('refuses a cursor of the same list with other arguments', async () => {
    await expectRefused('query Q($after: String) { users(first: 2, after: $after, emails: ["ada.adler@example.com"]) { edges { node { id } } } }', { after: usersCursor });
  });

  it('refuses a cursor used as before on a forward-only list', async () => {
    await expectRefused('query Q($before: String) { workspaces(first: 2, after: $before) { edges { node { id } } } }', { before: usersCursor });
  });

  it('refuses first above the documented cap and negative counts', async () => {
    await expectRefused('{ users(first: 100000) { edges { node { id } } } }', {});
    await expectRefused('{ sheets(first: -1) { edges { node { id } } } }', {});
  });

  it('refuses a malformed global id', async () => {
    await expectRefused('{ node(id: "not-a-global-id") { id } }', {});
  });
});
