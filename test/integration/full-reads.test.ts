// Objects from lists lack fields that only their single read returns: asking for one of those fields
// loads the single read once per object, and a query that asks for none makes no extra call.
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, routes } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const templates = async (): Promise<string[]> => routes(await calls(stack.emulators.workManagement));

describe('fields of the single read on objects from lists', () => {
  it('reads a list alone when no such field is selected', async () => {
    dataOf(
      await run(
        graphql(`
          query FullReadsListsOnly {
            users(first: 3) {
              edges {
                node {
                  name
                  email
                  status
                }
              }
            }
            workspaces(first: 2) {
              edges {
                node {
                  name
                  accessLevel
                }
              }
            }
          }
        `),
      ),
    );
    expect((await templates()).sort()).toEqual(['GET /users', 'GET /workspaces']);
  });

  it('loads each listed user once for its profile fields, however many are selected', async () => {
    const data = dataOf(
      await run(
        graphql(`
          query FullReadsUserProfiles {
            users(first: 3) {
              edges {
                node {
                  backendId
                  locale
                  timeZone
                  title
                  company
                  account {
                    name
                  }
                }
              }
            }
          }
        `),
      ),
    );
    const users = data.users?.edges.map((e) => e.node);
    expect(users).toHaveLength(3);
    for (const user of nonEmpty(users)) expect(typeof user.locale).toBe('string');
    expect((await templates()).sort()).toEqual([
      'GET /users',
      'GET /users/{userId}',
      'GET /users/{userId}',
      'GET /users/{userId}',
    ]);
  });

  it('loads each listed sheet and workspace once for the fields of their own reads', async () => {
    const data = dataOf(
      await run(
        graphql(`
          query FullReadsSheetsWorkspaces {
            sheets(first: 2) {
              edges {
                node {
                  version
                  ganttEnabled
                  favorite
                }
              }
            }
            workspaces(first: 2) {
              edges {
                node {
                  createdAt
                  modifiedAt
                }
              }
            }
          }
        `),
      ),
    );
    for (const edge of nonEmpty(data.sheets?.edges)) expect(typeof edge.node.version).toBe('number');
    for (const edge of nonEmpty(data.workspaces?.edges)) expect(edge.node.createdAt).toMatch(/^\d{4}-/);
    expect((await templates()).sort()).toEqual([
      'GET /sheets',
      'GET /sheets/{sheetId}',
      'GET /sheets/{sheetId}',
      'GET /workspaces',
      'GET /workspaces/{workspaceId}/metadata',
      'GET /workspaces/{workspaceId}/metadata',
    ]);
  });

  it('answers profile fields of the current user from its own read', async () => {
    const data = dataOf(await run(graphql(`query FullReadsMe { me { locale timeZone role account { name } } }`)));
    expect(data.me?.locale).toEqual(expect.any(String));
    expect(await templates()).toEqual(['GET /users/me']);
  });
});
