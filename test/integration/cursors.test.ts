// A forged, truncated or foreign cursor is BAD_USER_INPUT, and no upstream call is made for it.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { allCalls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql, runDocument } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();

/** Sends the operation on clean logs: it must be refused with BAD_USER_INPUT before any upstream call. */
async function expectRefused<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<void> {
  await resetAllLogs(stack.emulators);
  const result = await runDocument(stack, document, variables);
  expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(await allCalls(stack.emulators)).toHaveLength(0);
}

const USERS = graphql(
  `query CursorsUsers($after: String) { users(first: 2, after: $after) { edges { node { id } } } }`,
);

describe('cursor abuse through the gateway', () => {
  let usersCursor: string;
  let sheetsCursor: string;
  let peopleCursor: string;

  beforeAll(async () => {
    const cursors = dataOf(
      await gql(stack)(
        graphql(`
          query CursorsEnds {
            users(first: 2) {
              pageInfo {
                endCursor
              }
            }
            sheets(first: 2) {
              pageInfo {
                endCursor
              }
            }
            people(first: 2) {
              pageInfo {
                endCursor
              }
            }
          }
        `),
      ),
    );
    usersCursor = present(cursors.users?.pageInfo.endCursor);
    sheetsCursor = present(cursors.sheets?.pageInfo.endCursor);
    peopleCursor = present(cursors.people?.pageInfo.endCursor);
  });

  it('refuses a truncated cursor', async () => {
    await expectRefused(USERS, { after: usersCursor.slice(0, -4) });
  });

  it('refuses a forged cursor', async () => {
    const [version, , signature] = usersCursor.split('.');
    const payload = Buffer.from(JSON.stringify({ b: 'anything', p: { o: 100 } })).toString('base64url');
    await expectRefused(USERS, { after: `${version}.${payload}.${signature}` });
  });

  it('refuses a cursor of another list of the same backend', async () => {
    await expectRefused(USERS, { after: sheetsCursor });
  });

  it('refuses a cursor of a list of another backend', async () => {
    await expectRefused(USERS, { after: peopleCursor });
  });

  it('refuses a cursor of the same list with other arguments', async () => {
    await expectRefused(
      graphql(`
        query CursorsUsersByEmail($after: String) {
          users(first: 2, after: $after, emails: ["ada.adler@example.com"]) {
            edges {
              node {
                id
              }
            }
          }
        }
      `),
      { after: usersCursor },
    );
  });

  it('refuses a cursor used as before on a forward-only list', async () => {
    await expectRefused(
      graphql(`
        query CursorsWorkspaces($before: String) {
          workspaces(first: 2, after: $before) {
            edges {
              node {
                id
              }
            }
          }
        }
      `),
      { before: usersCursor },
    );
  });

  it('refuses first above the documented cap and negative counts', async () => {
    await expectRefused(graphql(`query CursorsTooMany { users(first: 100000) { edges { node { id } } } }`), {});
    await expectRefused(graphql(`query CursorsNegative { sheets(first: -1) { edges { node { id } } } }`), {});
  });

  it('refuses a malformed global id', async () => {
    await expectRefused(graphql(`query CursorsMalformedId { node(id: "not-a-global-id") { id } }`), {});
  });
});
