// Event.object resolves by objectType through the loaders; 50 events with user and object cost one
// events call plus at most one read per distinct user and per distinct object.
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();

const EVENTS = graphql(`query EventObjects { events(first: 50, since: "2026-10-15T00:00:00Z") { edges { node { objectType objectId userId user { name }
  object { __typename ... on Sheet { backendId name } ... on Workspace { workspaceId } ... on User { userId }
    ... on UnresolvedEventObject { objectType objectId } } } } } }`);

describe('Event.object', () => {
  it('resolves what each event is about, at one read per distinct object', async () => {
    await resetAllLogs(stack.emulators);
    const events = present(dataOf(await gql(stack)(EVENTS)).events).edges.map((e) => e.node);
    expect(events).toHaveLength(50);
    for (const event of nonEmpty(events.filter((e) => e.objectType === 'SHEET' && e.object))) expect(event.object).toMatchObject({ __typename: 'Sheet', backendId: event.objectId });
    for (const event of nonEmpty(events.filter((e) => e.objectType === 'REPORT'))) {
      expect(event.object).toEqual({ __typename: 'UnresolvedEventObject', objectType: 'REPORT', objectId: event.objectId });
    }

    const logged = await calls(stack.emulators.workManagement);
    const distinctObjects = new Set(events.map((e) => `${e.objectType}:${e.objectId}`));
    const userOf = (object: (typeof events)[number]['object']): string | undefined => (object?.__typename === 'User' ? object.userId : undefined);
    const distinctUsers = new Set(events.flatMap((e) => [e.userId, userOf(e.object)].filter(Boolean)));
    expect(logged.filter((c) => c.template === '/events')).toHaveLength(1);
    // Everything else is one read per distinct user or object, at most.
    expect(logged.length - 1).toBeLessThanOrEqual(distinctUsers.size + distinctObjects.size);
  });
});
