// Event.object resolves by objectType through the loaders; 50 events with user and object cost one
// events call plus at most one read per distinct user and per distinct object.
import { describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { wmEvents } from '../helpers/reference.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();

describe('Event.object', () => {
  it('names only objects that exist: an object asked for by its id alone is read, and null once it is gone', async () => {
    const EVENT_OBJECT_IDS = graphql(`
      query EventObjectIds {
        events(first: 200, since: "2026-10-01T00:00:00Z") {
          edges {
            node {
              objectType
              object {
                __typename
                ... on Node {
                  id
                }
              }
            }
          }
        }
      }
    `);
    const objects = present(dataOf(await gql(stack)(EVENT_OBJECT_IDS)).events).edges.flatMap((e) =>
      e.node.object && 'id' in e.node.object ? [e.node.object] : [],
    );
    const distinct = [...new Map(objects.map((o) => [o.id, o])).values()];
    expect(distinct.length).toBeGreaterThan(0);
    const NODE = graphql(`query EventObjectNode($id: ID!) { node(id: $id) { __typename id } }`);
    for (const object of distinct)
      expect(dataOf(await gql(stack)(NODE, { id: object.id })).node, object.__typename).toEqual(object);
  });

  it('resolves what each event is about, at one read per distinct object', async () => {
    // What the events are about, as the service says (the graph names it as an object, not an id).
    const raw = new Map((await wmEvents(stack.emulators, '2026-10-15T00:00:00Z')).map((e) => [String(e.eventId), e]));
    const objectIdOf = (eventId: string): string => {
      const event = present(raw.get(eventId), eventId);
      return String(event.objectId);
    };
    await resetAllLogs(stack.emulators);
    const EVENTS = graphql(`
      query EventObjects {
        events(first: 50, since: "2026-10-15T00:00:00Z") {
          edges {
            node {
              backendId
              objectType
              user {
                id
                name
              }
              object {
                __typename
                ... on Sheet {
                  id
                  name
                }
                ... on Workspace {
                  id
                }
                ... on User {
                  id
                }
                ... on UnresolvedEventObject {
                  objectType
                  backendId
                }
              }
            }
          }
        }
      }
    `);
    const events = present(dataOf(await gql(stack)(EVENTS)).events).edges.map((e) => e.node);
    expect(events).toHaveLength(50);
    for (const event of nonEmpty(events.filter((e) => e.objectType === 'SHEET' && e.object)))
      expect(event.object).toMatchObject({ __typename: 'Sheet', id: globalId('Sheet', objectIdOf(event.backendId)) });
    for (const event of nonEmpty(events.filter((e) => e.objectType === 'REPORT'))) {
      expect(event.object).toEqual({
        __typename: 'UnresolvedEventObject',
        objectType: 'REPORT',
        backendId: objectIdOf(event.backendId),
      });
    }

    const logged = await calls(stack.emulators.workManagement);
    const distinctObjects = new Set(events.map((e) => `${e.objectType}:${objectIdOf(e.backendId)}`));
    const rawUserOf = (eventId: string): string | undefined => {
      const userId = raw.get(eventId)?.userId;
      return userId === undefined ? undefined : globalId('User', String(userId));
    };
    const userOf = (object: (typeof events)[number]['object']): string | undefined =>
      object?.__typename === 'User' ? object.id : undefined;
    const distinctUsers = new Set(events.flatMap((e) => [rawUserOf(e.backendId), userOf(e.object)].filter(Boolean)));
    expect(logged.filter((c) => c.template === '/events')).toHaveLength(1);
    // Everything else is one read per distinct user or object, at most.
    expect(logged.length - 1).toBeLessThanOrEqual(distinctUsers.size + distinctObjects.size);
  });
});
