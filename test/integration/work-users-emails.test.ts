// Alternate emails through the graph (System Admin only): list, get, add (the whole batch checked
// first), delete, and make-primary with the state table's conditions enforced by the service.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls as callsOf, resetAllLogs, writes as writesOf } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmUser } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let users: WmUser[];
beforeAll(async () => {
  users = await wmAll<WmUser>(stack.emulators, '/users');
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const calls = () => callsOf(stack.emulators.workManagement);
const writes = () => writesOf(stack.emulators.workManagement);
/** The demo user at that index of the account's list. */
const user = (index: number): WmUser => present(users[index], `user ${index}`);

const ONE = graphql(`query UserEmailsOne($id: ID!) { alternateEmail(id: $id) { email } }`);
const ADD = graphql(`
  mutation UserEmailsAdd($i: AddAlternateEmailsInput!) {
    addAlternateEmails(input: $i) {
      alternateEmails {
        id
        backendId
        email
        confirmed
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const PRIMARY = graphql(`
  mutation UserEmailsPrimary($i: AlternateEmailInput!) {
    makeAlternateEmailPrimary(input: $i) {
      user {
        email
        alternateEmails {
          email
          confirmed
        }
      }
      userErrors {
        code
        errorCode
      }
    }
  }
`);

describe('alternate emails', () => {
  it('lists them for list items through the list endpoint, with no parameter its reference does not document, and reads one', async () => {
    const profile = await wmGet<WmUser>(stack.emulators, `/users/${user(0).id}`);
    const alternates = present(profile.alternateEmails, 'the alternate addresses of user 0');
    await resetAllLogs(stack.emulators);
    const LIST = graphql(`
      query UserEmailsList {
        users(first: 2) {
          edges {
            node {
              email
              alternateEmails {
                id
                backendId
                email
                confirmed
              }
            }
          }
        }
      }
    `);
    const listed = present(dataOf(await run(LIST)).users).edges;
    expect(present(listed[0]).node.alternateEmails).toEqual(
      alternates.map((a) => ({
        id: globalId('AlternateEmail', String(user(0).id), String(a.id)),
        backendId: String(a.id),
        email: a.email,
        confirmed: a.confirmed,
      })),
    );
    const lists = (await calls()).filter((c) => c.template === '/users/{userId}/alternateemails');
    expect(lists).toHaveLength(2);
    expect(lists.map((c) => new URL(c.url, 'http://x').search)).toEqual(['', '']);
    const first = present(alternates[0]);
    const one = await run(ONE, { id: globalId('AlternateEmail', String(user(0).id), String(first.id)) });
    expect(one.data?.alternateEmail?.email).toBe(first.email);
    const none = await run(ONE, { id: globalId('AlternateEmail', String(user(0).id), '1') });
    expect(none.data?.alternateEmail).toBeNull();
  });

  it('refuses addresses used by users, and duplicates, before anything is written', async () => {
    const userId = String(user(5).id);
    const taken = await run(ADD, { i: { userId, emails: ['fresh.one@partner.example', user(2).email] } });
    expect(dataOf(taken).addAlternateEmails).toEqual({
      alternateEmails: null,
      userErrors: [{ field: ['input', 'emails'], code: 'INVALID', errorCode: 1157 }],
    });
    const twice = await run(ADD, { i: { userId, emails: ['x@partner.example', 'X@partner.example'] } });
    expect(dataOf(twice).addAlternateEmails?.userErrors).toEqual([
      { field: ['input', 'emails'], code: 'INVALID', errorCode: 1031 },
    ]);
    expect(await writes()).toHaveLength(0);
    const forbidden = await run(
      ADD,
      { i: { userId, emails: ['y@partner.example'] } },
      { authorization: 'Bearer wm-demo-user-token' },
    );
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { errorCode: 1004 } });
  });

  it('adds, promotes only when the state table allows, and deletes', async () => {
    const userId = String(user(5).id);
    const added = dataOf(
      await run(ADD, { i: { userId, emails: ['sam.partner@partner.example', 'sam.work@example.com'] } }),
    );
    const [unconfirmed, validated] = present(added.addAlternateEmails?.alternateEmails);
    // An address in a validated domain needs no confirmation.
    expect(unconfirmed).toMatchObject({ email: 'sam.partner@partner.example', confirmed: false });
    expect(validated).toMatchObject({ email: 'sam.work@example.com', confirmed: true });

    // The address's global id names its user; its work-management id needs the user beside it.
    const refused = await run(PRIMARY, { i: { alternateEmailId: present(unconfirmed).id } });
    expect(dataOf(refused).makeAlternateEmailPrimary).toEqual({
      user: null,
      userErrors: [{ code: 'INVALID', errorCode: 1158 }],
    });
    expect((await wmGet<WmUser>(stack.emulators, `/users/${userId}`)).email).toBe(user(5).email);

    const promoted = present(
      dataOf(await run(PRIMARY, { i: { userId, alternateEmailId: present(validated).backendId } }))
        .makeAlternateEmailPrimary?.user,
    );
    expect(promoted.email).toBe('sam.work@example.com');
    expect(promoted.alternateEmails).toContainEqual({ email: user(5).email, confirmed: true });

    const DELETE = graphql(`
      mutation UserEmailsRemove($i: AlternateEmailInput!) {
        removeAlternateEmail(input: $i) {
          deletedAlternateEmailId
        }
      }
    `);
    const deleted = await run(DELETE, { i: { alternateEmailId: present(unconfirmed).id } });
    expect(deleted.data?.removeAlternateEmail?.deletedAlternateEmailId).toBe(present(unconfirmed).id);
    const after = await wmGet<WmUser>(stack.emulators, `/users/${userId}`);
    expect(present(after.alternateEmails).map((a) => a.email)).not.toContain('sam.partner@partner.example');
  });

  it('refuses to promote when the primary address is in a domain that is not validated', async () => {
    const ADD_USER = graphql(
      `mutation UserEmailsAddUser($i: AddUserInput!) { addUser(input: $i) { user { backendId } } }`,
    );
    const added = present(
      dataOf(await run(ADD_USER, { i: { email: 'pat@partner.example', sendEmail: false } })).addUser?.user,
    );
    const alternates = await run(ADD, { i: { userId: added.backendId, emails: ['pat@example.com'] } });
    const alternate = present(alternates.data?.addAlternateEmails?.alternateEmails?.[0]);
    expect(alternate.confirmed).toBe(true);
    // The state table's 403 1186 refuses the user's state, not the caller: a refusal of the input.
    const refused = await run(PRIMARY, { i: { alternateEmailId: alternate.id } });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.makeAlternateEmailPrimary).toEqual({
      user: null,
      userErrors: [{ code: 'CONFLICT', errorCode: 1186 }],
    });
  });
});
