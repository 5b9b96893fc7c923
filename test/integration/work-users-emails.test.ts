// Alternate emails through the graph (System Admin only): list, get, add (the whole batch checked
// first), delete, and make-primary with the state table's conditions enforced by the service.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmUser } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let users: any[];
beforeAll(async () => {
  stack = await startStack();
  users = await wmAll<WmUser>(stack.emulators, '/users');
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables, headers);
const calls = () => upstreamCalls(stack.emulators.workManagement);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const ADD = 'mutation A($i: AddAlternateEmailsInput!) { addAlternateEmails(input: $i) { alternateEmails { id email confirmed } } }';
const PRIMARY = 'mutation P($i: AlternateEmailInput!) { makeAlternateEmailPrimary(input: $i) { user { email alternateEmails { email confirmed } } } }';

describe('alternate emails', () => {
  it('lists them for list items through the list endpoint, with no parameter its reference does not document, and reads one', async () => {
    const profile = await wmGet<WmUser>(stack.emulators, `/users/${users[0].id}`);
    await resetAllLogs(stack.emulators);
    const result = await gql('{ users(first: 2) { edges { node { email alternateEmails { id email confirmed } } } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data.users.edges[0].node.alternateEmails).toEqual(profile.alternateEmails!.map((a) => ({ id: String(a.id), email: a.email, confirmed: a.confirmed })));
    const lists = (await calls()).filter((c) => c.template === '/users/{userId}/alternateemails');
    expect(lists).toHaveLength(2);
    expect(lists.map((c) => new URL(c.url, 'http://x').search)).toEqual(['', '']);
    const one = await gql('query A($u: ID!, $id: ID!) { alternateEmail(userId: $u, id: $id) { email } }', { u: String(users[0].id), id: String(profile.alternateEmails![0]!.id) });
    expect(one.data.alternateEmail.email).toBe(profile.alternateEmails![0]!.email);
    const none = await gql('query A($u: ID!) { alternateEmail(userId: $u, id: "1") { email } }', { u: String(users[0].id) });
    expect(none.data.alternateEmail).toBeNull();
  });

  it('refuses addresses used by users, and duplicates, before anything is written', async () => {
    const taken = await gql(ADD, { i: { userId: String(users[5].id), emails: ['fresh.one@partner.example', users[2].email] } });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.emails', errorCode: 1157 });
    const twice = await gql(ADD, { i: { userId: String(users[5].id), emails: ['x@partner.example', 'X@partner.example'] } });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.emails' });
    expect(await writes()).toHaveLength(0);
    const forbidden = await gql(ADD, { i: { userId: String(users[5].id), emails: ['y@partner.example'] } }, { authorization: 'Bearer wm-demo-user-token' });
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { errorCode: 1004 } });
  });

  it('adds, promotes only when the state table allows, and deletes', async () => {
    const userId = String(users[5].id);
    const added = await gql(ADD, { i: { userId, emails: ['sam.partner@partner.example', 'sam.work@example.com'] } });
    expect(added.errors).toBeUndefined();
    const [unconfirmed, validated] = added.data.addAlternateEmails.alternateEmails;
    // An address in a validated domain needs no confirmation.
    expect(unconfirmed).toMatchObject({ email: 'sam.partner@partner.example', confirmed: false });
    expect(validated).toMatchObject({ email: 'sam.work@example.com', confirmed: true });

    const refused = await gql(PRIMARY, { i: { userId, alternateEmailId: unconfirmed.id } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { status: 400, errorCode: 1158 } });
    expect((await wmGet<WmUser>(stack.emulators, `/users/${userId}`)).email).toBe(users[5].email);

    const promoted = await gql(PRIMARY, { i: { userId, alternateEmailId: validated.id } });
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data.makeAlternateEmailPrimary.user.email).toBe('sam.work@example.com');
    expect(promoted.data.makeAlternateEmailPrimary.user.alternateEmails).toContainEqual({ email: users[5].email, confirmed: true });

    const deleted = await gql('mutation D($i: AlternateEmailInput!) { deleteAlternateEmail(input: $i) { deletedAlternateEmailId } }', { i: { userId, alternateEmailId: unconfirmed.id } });
    expect(deleted.data.deleteAlternateEmail.deletedAlternateEmailId).toBe(unconfirmed.id);
    const after = await wmGet<WmUser>(stack.emulators, `/users/${userId}`);
    expect(after.alternateEmails!.map((a) => a.email)).not.toContain('sam.partner@partner.example');
  });

  it('refuses to promote when the primary address is in a domain that is not validated', async () => {
    const user = (await gql('mutation A($i: AddUserInput!) { addUser(input: $i) { user { userId } } }', { i: { email: 'pat@partner.example', sendEmail: false } })).data.addUser.user;
    const added = await gql(ADD, { i: { userId: user.userId, emails: ['pat@example.com'] } });
    const alternate = added.data.addAlternateEmails.alternateEmails[0];
    expect(alternate.confirmed).toBe(true);
    const refused = await gql(PRIMARY, { i: { userId: user.userId, alternateEmailId: alternate.id } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { status: 403, errorCode: 1186 } });
    expect(refused.errors?.[0]?.message).toContain('primary email address must be a validated domain');
  });
});
