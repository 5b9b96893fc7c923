// Upstream call counts per query, read from the emulators' request logs.
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, countByRoute, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

describe('events joined with users', () => {
  const EVENTS = graphql(`
    query BatchingEvents {
      events(first: 50, since: "2026-10-01T00:00:00Z") {
        edges {
          node {
            user {
              id
              name
            }
            requestUser {
              id
              name
            }
          }
        }
      }
    }
  `);

  it('costs one events call plus at most one call per distinct user', async () => {
    await resetAllLogs(stack.emulators);
    const nodes = present(dataOf(await run(EVENTS)).events).edges.map((e) => e.node);
    expect(nodes).toHaveLength(50);
    const distinct = new Set(nodes.flatMap((n) => [n.user?.id, n.requestUser?.id]).filter(Boolean));
    expect(nodes.every((n) => n.user?.name)).toBe(true);
    const counts = countByRoute(await calls(stack.emulators.workManagement));
    expect(counts['GET /events']).toBe(1);
    expect(counts['GET /users/{userId}'] ?? 0).toBeLessThanOrEqual(distinct.size);
    expect(Object.keys(counts).sort()).toEqual(['GET /events', 'GET /users/{userId}']);
  });

  it('costs nothing extra when the same users are referenced twice in one request', async () => {
    await resetAllLogs(stack.emulators);
    dataOf(await run(EVENTS));
    const once = (await calls(stack.emulators.workManagement)).length;
    await resetAllLogs(stack.emulators);
    // The same selection twice under two aliases, in one request.
    const EVENTS_TWICE = graphql(`
      query BatchingEventsTwice {
        a: events(first: 50, since: "2026-10-01T00:00:00Z") {
          edges {
            node {
              user {
                id
                name
              }
              requestUser {
                id
                name
              }
            }
          }
        }
        b: events(first: 50, since: "2026-10-01T00:00:00Z") {
          edges {
            node {
              user {
                id
                name
              }
              requestUser {
                id
                name
              }
            }
          }
        }
      }
    `);
    dataOf(await run(EVENTS_TWICE));
    const counts = countByRoute(await calls(stack.emulators.workManagement));
    // The second events read is a separate list call; the users are loaded once.
    expect(counts['GET /events']).toBe(2);
    expect((counts['GET /users/{userId}'] ?? 0) + 2).toBe(once + 1);
  });
});

describe('users and people joined by email', () => {
  it('User.person answers every user with one scan of the people list', async () => {
    await resetAllLogs(stack.emulators);
    const users = present(
      dataOf(
        await run(
          graphql(`
            query BatchingUsersPeople {
              users(first: 200) {
                edges {
                  node {
                    email
                    person {
                      email
                      displayName
                    }
                  }
                }
              }
            }
          `),
        ),
      ).users,
    );
    const joined = users.edges.flatMap((e) => (e.node.person ? [{ email: e.node.email, person: e.node.person }] : []));
    expect(joined.length).toBeGreaterThanOrEqual(20);
    for (const { email, person } of joined) expect(present(person.email).toLowerCase()).toBe(email.toLowerCase());
    const rp = nonEmpty(await calls(stack.emulators.resourcePlanning));
    expect(rp.every((c) => c.template === '/users')).toBe(true);
    expect(rp.length).toBeLessThanOrEqual(1);
  });

  it('Person.user answers a page of people with one filtered users call per 50 emails', async () => {
    await resetAllLogs(stack.emulators);
    const people = present(
      dataOf(
        await run(
          graphql(`query BatchingPeopleUsers { people(first: 100) { edges { node { email user { email name } } } } }`),
        ),
      ).people,
    );
    const joined = people.edges.flatMap((e) => (e.node.user ? [{ email: e.node.email, user: e.node.user }] : []));
    expect(joined.length).toBeGreaterThanOrEqual(50);
    for (const { email, user } of joined) expect(user.email.toLowerCase()).toBe(present(email).toLowerCase());
    const wm = await calls(stack.emulators.workManagement);
    expect(wm.every((c) => c.template === '/users')).toBe(true);
    expect(wm.length).toBe(2);
  });
});

describe('assignments joined with people and projects', () => {
  it('resolves person, assignable and project of a page of assignments through loaders', async () => {
    await resetAllLogs(stack.emulators);
    const projects = present(
      dataOf(
        await run(
          graphql(`
            query BatchingAssignments {
              projects(first: 5) {
                edges {
                  node {
                    name
                    assignments(first: 20) {
                      edges {
                        node {
                          person {
                            id
                          }
                          assignable {
                            __typename
                            ... on Phase {
                              project {
                                id
                              }
                            }
                          }
                          project {
                            id
                            name
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          `),
        ),
      ).projects,
    );
    const assignments = projects.edges.flatMap((e) => (e.node.assignments?.edges ?? []).map((a) => a.node));
    expect(assignments.length).toBeGreaterThan(5);
    const counts = countByRoute(await calls(stack.emulators.resourcePlanning));
    const distinctPeople = new Set(assignments.map((a) => a.person?.id).filter(Boolean));
    expect(counts['GET /users/{user_id}'] ?? 0).toBeLessThanOrEqual(distinctPeople.size);
    expect(counts['GET /leave_types']).toBe(1);
    expect(counts['GET /projects/{project_id}/assignments']).toBe(5);
  });
});
