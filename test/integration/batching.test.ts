// Upstream call counts per query, read from the emulators' request logs.
import { describe, expect, it } from 'vitest';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();

const byTemplate = (calls: Array<{ method: string; template: string | null }>) => {
  const counts: Record<string, number> = {};
  for (const call of calls) counts[`${call.method} ${call.template}`] = (counts[`${call.method} ${call.template}`] ?? 0) + 1;
  return counts;
};

describe('events joined with users', () => {
  const query = `{ events(first: 50, since: "2026-10-01T00:00:00Z") { edges { node { userId requestUserId user { name } requestUser { name } } } } }`;

  it('costs one events call plus at most one call per distinct user', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, query);
    expect(result.errors).toBeUndefined();
    const nodes = result.data.events.edges.map((e: any) => e.node);
    expect(nodes).toHaveLength(50);
    const distinct = new Set(nodes.flatMap((n: any) => [n.userId, n.requestUserId]).filter(Boolean));
    expect(nodes.every((n: any) => n.user?.name)).toBe(true);
    const counts = byTemplate(await upstreamCalls(stack.emulators.workManagement));
    expect(counts['GET /events']).toBe(1);
    expect(counts['GET /users/{userId}'] ?? 0).toBeLessThanOrEqual(distinct.size);
    expect(Object.keys(counts).sort()).toEqual(['GET /events', 'GET /users/{userId}']);
  });

  it('costs nothing extra when the same users are referenced twice in one request', async () => {
    await resetAllLogs(stack.emulators);
    await graphql(stack.gateway.graphqlUrl, query);
    const once = (await upstreamCalls(stack.emulators.workManagement)).length;
    await resetAllLogs(stack.emulators);
    const twice = `{ a: ${query.slice(1, -1)} b: ${query.slice(1, -1)} }`;
    const result = await graphql(stack.gateway.graphqlUrl, twice);
    expect(result.errors).toBeUndefined();
    const counts = byTemplate(await upstreamCalls(stack.emulators.workManagement));
    // The second events read is a separate list call; the users are loaded once.
    expect(counts['GET /events']).toBe(2);
    expect((counts['GET /users/{userId}'] ?? 0) + 2).toBe(once + 1);
  });
});

describe('users and people joined by email', () => {
  it('User.person answers every user with one scan of the people list', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ users(first: 200) { edges { node { email person { email displayName } } } } }');
    expect(result.errors).toBeUndefined();
    const joined = result.data.users.edges.filter((e: any) => e.node.person);
    expect(joined.length).toBeGreaterThanOrEqual(20);
    for (const edge of joined) expect(edge.node.person.email.toLowerCase()).toBe(edge.node.email.toLowerCase());
    const rp = await upstreamCalls(stack.emulators.resourcePlanning);
    expect(rp.every((c) => c.template === '/users')).toBe(true);
    expect(rp.length).toBeLessThanOrEqual(1);
  });

  it('Person.user answers a page of people with one filtered users call per 50 emails', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ people(first: 100) { edges { node { email user { email name } } } } }');
    expect(result.errors).toBeUndefined();
    const joined = result.data.people.edges.filter((e: any) => e.node.user);
    expect(joined.length).toBeGreaterThanOrEqual(50);
    for (const edge of joined) expect(edge.node.user.email.toLowerCase()).toBe(edge.node.email.toLowerCase());
    const wm = await upstreamCalls(stack.emulators.workManagement);
    expect(wm.every((c) => c.template === '/users')).toBe(true);
    expect(wm.length).toBe(2);
  });
});

describe('assignments joined with people and projects', () => {
  it('resolves person, assignable and project of a page of assignments through loaders', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(
      stack.gateway.graphqlUrl,
      '{ projects(first: 5) { edges { node { name assignments(first: 20) { edges { node { person { id } assignable { __typename ... on Phase { project { id } } } project { id name } } } } } } } }',
    );
    expect(result.errors).toBeUndefined();
    const assignments = result.data.projects.edges.flatMap((e: any) => e.node.assignments.edges.map((a: any) => ({ project: e.node, ...a.node })));
    expect(assignments.length).toBeGreaterThan(5);
    const counts = byTemplate(await upstreamCalls(stack.emulators.resourcePlanning));
    const distinctPeople = new Set(assignments.map((a: any) => a.person?.id).filter(Boolean));
    expect(counts['GET /users/{user_id}'] ?? 0).toBeLessThanOrEqual(distinctPeople.size);
    expect(counts['GET /leave_types']).toBe(1);
    expect(counts['GET /projects/{project_id}/assignments']).toBe(5);
  });
});
