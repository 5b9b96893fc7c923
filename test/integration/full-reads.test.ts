// Objects from lists lack fields that only their single read returns: asking for one of those fields
// loads the single read once per object, and a query that asks for none makes no extra call.
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const templates = async () => (await upstreamCalls(stack.emulators.workManagement)).map((c) => `${c.method} ${c.template}`);

describe('fields of the single read on objects from lists', () => {
  it('reads a list alone when no such field is selected', async () => {
    const answer = await graphql<any>(stack.gateway.graphqlUrl, '{ users(first: 3) { edges { node { name email status } } } workspaces(first: 2) { edges { node { name accessLevel } } } }');
    expect(answer.errors).toBeUndefined();
    expect((await templates()).sort()).toEqual(['GET /users', 'GET /workspaces']);
  });

  it('loads each listed user once for its profile fields, however many are selected', async () => {
    const answer = await graphql<any>(stack.gateway.graphqlUrl, '{ users(first: 3) { edges { node { userId locale timeZone title company account { name } } } } }');
    expect(answer.errors).toBeUndefined();
    const users = answer.data.users.edges.map((e: any) => e.node);
    expect(users).toHaveLength(3);
    for (const user of users) expect(typeof user.locale).toBe('string');
    expect((await templates()).sort()).toEqual(['GET /users', 'GET /users/{userId}', 'GET /users/{userId}', 'GET /users/{userId}']);
  });

  it('loads each listed sheet and workspace once for the fields of their own reads', async () => {
    const answer = await graphql<any>(stack.gateway.graphqlUrl, '{ sheets(first: 2) { edges { node { version ganttEnabled favorite } } } workspaces(first: 2) { edges { node { createdAt modifiedAt } } } }');
    expect(answer.errors).toBeUndefined();
    for (const edge of answer.data.sheets.edges) expect(typeof edge.node.version).toBe('number');
    for (const edge of answer.data.workspaces.edges) expect(edge.node.createdAt).toMatch(/^\d{4}-/);
    expect((await templates()).sort()).toEqual(['GET /sheets', 'GET /sheets/{sheetId}', 'GET /sheets/{sheetId}', 'GET /workspaces', 'GET /workspaces/{workspaceId}/metadata', 'GET /workspaces/{workspaceId}/metadata']);
  });

  it('answers profile fields of the current user from its own read', async () => {
    const answer = await graphql<any>(stack.gateway.graphqlUrl, '{ me { locale timeZone role account { name } } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me.locale).toEqual(expect.any(String));
    expect(await templates()).toEqual(['GET /users/me']);
  });
});
