// A failure stays where it happens: one failing upstream call (the emulator's fault control, retries
// off) nulls the one field that needed it, with an error whose path names it, and nothing around it,
// for each kind of field of users, plans, containers, sharing, webhooks and events; and of two
// mutations in one document, the one whose write fails loses nothing of the other's result.
import { afterEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { setFaults, type FaultRule } from '../helpers/faults.js';
import { dataOf, gql, type GraphQLResult } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { nonEmpty, present } from '../helpers/present.js';
import { wmAll } from '../helpers/reference.js';
import type { WmSheet } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack({ env: { UPSTREAM_RETRIES: '0', CIRCUIT_BREAKER_THRESHOLD: '1000' } });
const run = gql(stack);

/** One failing answer (HTTP 500) of the work-management route `template`, then the route answers again. */
const failOnce = (template: string, method = 'GET'): Promise<void> =>
  setFaults(stack.emulators.workManagement, {
    seed: 1,
    rules: [{ method, template, serverError: 1, times: 1 } satisfies FaultRule],
  });
afterEach(() => setFaults(stack.emulators.workManagement, { rules: [] }));

/** The paths of an answer's errors, as strings. */
const errorPaths = (result: GraphQLResult<unknown>): string[] =>
  (result.errors ?? []).map((e) => (e.path ?? []).join('.'));

const ROOTS = graphql(`
  query AccountFailuresRoots {
    users(first: 2) {
      totalCount
      edges {
        node {
          id
        }
      }
    }
    workspaces(first: 2) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

describe('a failed upstream call nulls only its own field', () => {
  it('a root list: `users` is null, `workspaces` beside it answers', async () => {
    await failOnce('/users');
    const result = await run(ROOTS);
    expect(result.data?.users).toBeNull();
    expect(present(result.data?.workspaces).edges).toHaveLength(2);
    expect(errorPaths(result)).toEqual(['users']);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: { status: 500 } });
  });

  it("a nested list read apart: one workspace's `children` is null, the other's and both workspaces answer", async () => {
    await failOnce('/workspaces/{workspaceId}/children');
    const CHILDREN = graphql(`
      query AccountFailuresChildren {
        workspaces(first: 2) {
          edges {
            node {
              name
              children(first: 2) {
                edges {
                  node {
                    __typename
                  }
                }
              }
            }
          }
        }
      }
    `);
    const result = await run(CHILDREN);
    const workspaces = present(result.data?.workspaces).edges.map((e) => e.node);
    expect(workspaces.map((w) => typeof w.name)).toEqual(['string', 'string']);
    const failed = workspaces.findIndex((w) => w.children === null);
    expect(workspaces.filter((w) => w.children === null)).toHaveLength(1);
    expect(present(workspaces[1 - failed]).children?.edges.length).toBeGreaterThan(0);
    expect(errorPaths(result)).toEqual([`workspaces.edges.${failed}.node.children`]);
  });

  it("fields of an object's single read: one workspace's `accessLevel` and `createdAt` are null, its name and the other workspace answer", async () => {
    await failOnce('/workspaces/{workspaceId}/metadata');
    const DATES = graphql(`
      query AccountFailuresWorkspaceDates {
        workspaces(first: 2) {
          edges {
            node {
              name
              accessLevel
              createdAt
            }
          }
        }
      }
    `);
    const result = await run(DATES);
    const workspaces = present(result.data?.workspaces).edges.map((e) => e.node);
    const failed = workspaces.findIndex((w) => w.createdAt === null);
    expect(failed).toBeGreaterThanOrEqual(0);
    expect(workspaces[failed]).toMatchObject({ name: match.any(String), createdAt: null });
    expect(present(workspaces[1 - failed]).createdAt).toMatch(/^\d{4}-/);
    // The list carries the access level; only the fields of the failed read are null.
    expect(errorPaths(result).sort()).toEqual([`workspaces.edges.${failed}.node.createdAt`]);
  });

  it("a user's profile read and plans list: one user's `account`, another read's `plans`, nothing else", async () => {
    await setFaults(stack.emulators.workManagement, {
      seed: 1,
      rules: [
        { method: 'GET', template: '/users/{userId}', serverError: 1, times: 1 },
        { method: 'GET', template: '/users/{userId}/plans', serverError: 1, times: 1 },
      ],
    });
    const USER_PARTS = graphql(`
      query AccountFailuresUserParts {
        users(first: 2) {
          edges {
            node {
              email
              account {
                name
              }
              plans(first: 2) {
                edges {
                  node {
                    seatType
                  }
                }
              }
            }
          }
        }
      }
    `);
    const result = await run(USER_PARTS);
    const users = present(result.data?.users).edges.map((e) => e.node);
    expect(users.every((u) => u.email.includes('@'))).toBe(true);
    const noAccount = users.findIndex((u) => u.account === null);
    const noPlans = users.findIndex((u) => u.plans === null);
    expect(users.filter((u) => u.account === null)).toHaveLength(1);
    expect(users.filter((u) => u.plans === null)).toHaveLength(1);
    expect(present(users[1 - noAccount]).account?.name).toEqual(expect.any(String));
    expect(present(users[1 - noPlans]).plans?.edges.length).toBeGreaterThan(0);
    expect(errorPaths(result).sort()).toEqual(
      [`users.edges.${noAccount}.node.account`, `users.edges.${noPlans}.node.plans`].sort(),
    );
  });

  it("references: a share's grantee (users by email) and target (the sheet's read) fail alone", async () => {
    const sheet = present((await wmAll<WmSheet>(stack.emulators, '/sheets')).find((s) => s.name === 'Programme Plan'));
    await setFaults(stack.emulators.workManagement, {
      seed: 1,
      rules: [
        { method: 'GET', template: '/users', serverError: 1, times: 1 },
        { method: 'GET', template: '/sheets/{sheetId}', serverError: 1, times: 1 },
      ],
    });
    const SHARES = graphql(`
      query AccountFailuresShares($id: ID!) {
        shares(targetId: $id, first: 3) {
          edges {
            node {
              accessLevel
              target {
                __typename
                ... on Sheet {
                  name
                }
              }
              grantee {
                __typename
                ... on User {
                  name
                }
              }
            }
          }
        }
      }
    `);
    const result = await run(SHARES, { id: globalId('Sheet', String(sheet.id)) });
    const shares = present(result.data?.shares).edges.map((e) => e.node);
    // One users-by-email call for every grantee, and one sheet read for every target: each failed once.
    for (const share of nonEmpty(shares))
      expect(share).toMatchObject({ accessLevel: match.any(String), target: null, grantee: null });
    expect(errorPaths(result).sort()).toEqual(
      shares.flatMap((_s, i) => [`shares.edges.${i}.node.grantee`, `shares.edges.${i}.node.target`]).sort(),
    );
  });

  it('a join of the event feed: the users of the events are null where their read failed, the events answer', async () => {
    await failOnce('/users/{userId}');
    const EVENTS = graphql(`
      query AccountFailuresEvents {
        events(first: 20, since: "2026-10-15T00:00:00Z") {
          edges {
            node {
              eventType
              user {
                name
              }
            }
          }
        }
      }
    `);
    const result = await run(EVENTS);
    const events = present(result.data?.events).edges.map((e) => e.node);
    expect(events).toHaveLength(20);
    expect(events.every((e) => e.eventType.includes(' - '))).toBe(true);
    const paths = errorPaths(result);
    expect(paths.length).toBeGreaterThan(0);
    // Every error names one event's user, and exactly those users are null.
    expect(paths.every((p) => /^events\.edges\.\d+\.node\.user$/.test(p))).toBe(true);
    expect(
      events
        .map((e, i) => (e.user === null ? `events.edges.${i}.node.user` : null))
        .filter(Boolean)
        .sort(),
    ).toEqual([...paths].sort());
  });
});

describe('mutations in one document', () => {
  it('keep the result of the one that succeeded when the other fails upstream', async () => {
    const workspaces = present(dataOf(await run(ROOTS)).workspaces).edges;
    await failOnce('/workspaces/{workspaceId}', 'PUT');
    const TWO_WRITES = graphql(`
      mutation AccountFailuresTwoWrites($name: String!, $id: ID!) {
        created: createWorkspace(input: {name: $name}) {
          workspace {
            id
            name
          }
          userErrors {
            message
          }
        }
        renamed: updateWorkspace(input: {workspaceId: $id, name: "Never"}) {
          workspace {
            name
          }
          userErrors {
            message
          }
        }
      }
    `);
    const result = await run(TWO_WRITES, { name: 'Kept after a failure', id: present(workspaces[0]).node.id });
    expect(result.data?.created).toMatchObject({
      workspace: { id: match.any(String), name: 'Kept after a failure' },
      userErrors: [],
    });
    expect(result.data?.renamed).toBeNull();
    expect(errorPaths(result)).toEqual(['renamed']);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstream: { status: 500 } });
  });
});
