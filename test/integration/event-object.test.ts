// Event.object resolves by objectType through the loaders; 50 events with user and object cost one
// events call plus at most one read per distinct user and per distinct object.
import { describe, expect, it } from 'vitest';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();

describe('Event.object', () => {
  it('resolves what each event is about, at one read per distinct object', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(
      stack.gateway.graphqlUrl,
      `{ events(first: 50, since: "2026-10-15T00:00:00Z") { edges { node { objectType objectId userId user { name }
        object { __typename ... on Sheet { sheetId name } ... on Workspace { workspaceId } ... on User { userId }
          ... on UnresolvedEventObject { objectType objectId } } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const events = result.data.events.edges.map((e: any) => e.node);
    expect(events).toHaveLength(50);
    for (const event of events.filter((e: any) => e.objectType === 'SHEET' && e.object)) expect(event.object).toMatchObject({ __typename: 'Sheet', sheetId: event.objectId });
    for (const event of events.filter((e: any) => e.objectType === 'REPORT')) expect(event.object).toEqual({ __typename: 'UnresolvedEventObject', objectType: 'REPORT', objectId: event.objectId });
    expect(events.some((e: any) => e.object?.__typename === 'Sheet')).toBe(true);

    const calls = await upstreamCalls(stack.emulators.workManagement);
    const distinctObjects = new Set(events.map((e: any) => `${e.objectType}:${e.objectId}`));
    const distinctUsers = new Set(events.flatMap((e: any) => [e.userId, e.object?.userId].filter(Boolean)));
    expect(calls.filter((c) => c.template === '/events')).toHaveLength(1);
    // Everything else is one read per distinct user or object, at most.
    expect(calls.length - 1).toBeLessThanOrEqual(distinctUsers.size + distinctObjects.size);
  });
});
