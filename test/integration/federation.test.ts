// The graph as a Federation 2 subgraph: @key on every entity, `_entities` through the loaders.
import { describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { nodesOf, present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import { useStack } from '../helpers/stack.js';
import { globalId } from '../helpers/global-id.js';

const stack = useStack();
const run = gql(stack);
// The federation fields (`_service`, `_entities`) are added by the subgraph library, not written in
// schema/: their documents are text, their answers these shapes.
const runFederation = gqlText(stack);
interface ServiceData {
  _service: { sdl: string };
}
interface EntitiesData {
  _entities: Array<{ __typename?: string; id?: string; email?: string } | null>;
}

const ENTITIES = [
  'User',
  'Sheet',
  'Row',
  'Column',
  'Workspace',
  'Event',
  'Person',
  'Project',
  'Phase',
  'Assignment',
  'LeaveType',
  'Organization',
  'Library',
  'Section',
  'Asset',
  'AssetAttachment',
];

/** Global ids of one object of each entity type, read through the graph. */
async function sampleIds(): Promise<Record<string, string>> {
  const d = dataOf(
    await run(
      graphql(`
        query FederationSamples {
          users(first: 1) {
            edges {
              node {
                id
              }
            }
          }
          sheets(first: 1) {
            edges {
              node {
                id
                columns(first: 100) {
                  edges {
                    node {
                      id
                    }
                  }
                }
                rows(first: 1) {
                  edges {
                    node {
                      id
                    }
                  }
                }
              }
            }
          }
          workspaces(first: 1) {
            edges {
              node {
                id
              }
            }
          }
          events(first: 1, since: "2026-10-01T00:00:00Z") {
            edges {
              node {
                id
              }
            }
          }
          people(first: 40) {
            edges {
              node {
                id
                assignments(first: 50) {
                  edges {
                    node {
                      assignable {
                        __typename
                        ... on LeaveType {
                          id
                        }
                      }
                    }
                  }
                }
              }
            }
          }
          projects(first: 20) {
            edges {
              node {
                id
                phases(first: 1) {
                  edges {
                    node {
                      id
                    }
                  }
                }
                assignments(first: 5) {
                  edges {
                    node {
                      id
                    }
                  }
                }
              }
            }
          }
          libraries(first: 1) {
            edges {
              node {
                id
                organization {
                  id
                }
                sections(first: 1) {
                  edges {
                    node {
                      id
                      assets(first: 1) {
                        edges {
                          node {
                            id
                            attachments {
                              id
                            }
                          }
                        }
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
  );
  const sheet = present(d.sheets?.edges[0]).node;
  const projects = present(d.projects).edges.map((e) => e.node);
  const library = present(d.libraries?.edges[0]).node;
  const section = present(library.sections?.edges[0]).node;
  const asset = present(section.assets?.edges[0]).node;
  const leave = present(d.people)
    .edges.flatMap((p) => p.node.assignments?.edges.map((e) => e.node.assignable) ?? [])
    .find((a) => a?.__typename === 'LeaveType');
  return {
    User: present(d.users?.edges[0]).node.id,
    Sheet: sheet.id,
    Row: present(sheet.rows?.edges[0]).node.id,
    Column: present(nodesOf(sheet.columns)[0]).id,
    Workspace: present(d.workspaces?.edges[0]).node.id,
    Event: present(d.events?.edges[0]).node.id,
    Person: present(d.people?.edges[0]).node.id,
    Project: present(projects[0]).id,
    Phase: present(present(projects.find((p) => (p.phases?.edges.length ?? 0) > 0)).phases?.edges[0]).node.id,
    Assignment: present(present(projects.find((p) => (p.assignments?.edges.length ?? 0) > 0)).assignments?.edges[0])
      .node.id,
    LeaveType: present(leave?.__typename === 'LeaveType' ? leave.id : undefined, 'a leave type'),
    Organization: present(library.organization).id,
    Library: library.id,
    Section: section.id,
    Asset: asset.id,
    AssetAttachment: present(asset.attachments?.[0]).id,
  };
}

describe('federation subgraph', () => {
  it('shows @key(fields: "id") on every entity type in _service.sdl', async () => {
    const sdl = dataOf(await runFederation<ServiceData>('{ _service { sdl } }'))._service.sdl;
    expect(sdl).toContain('@link(url: "https://specs.apollo.dev/federation/v2.9"');
    for (const type of ENTITIES)
      expect(sdl).toMatch(new RegExp(`type ${type} implements Node\\s+@key\\(fields: "id"\\)`));
  });

  it('resolves one of each entity type in one _entities batch, and null for unknown ids', async () => {
    const ids = await sampleIds();
    for (const type of ENTITIES) expect(ids[type], type).toBeTruthy();
    const representations = [
      ...ENTITIES.map((type) => ({ __typename: type, id: ids[type] })),
      { __typename: 'User', id: globalId('User', '424242') },
      { __typename: 'Asset', id: globalId('Asset', 'no-such-asset') },
      { __typename: 'Sheet', id: ids.User },
    ];
    const entities = dataOf(
      await runFederation<EntitiesData>(
        'query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Node { id } } }',
        { r: representations },
      ),
    )._entities;
    ENTITIES.forEach((type, i) => expect(entities[i]).toEqual({ __typename: type, id: ids[type] }));
    expect(entities.slice(ENTITIES.length)).toEqual([null, null, null]);
  });

  it('resolves a batch of users through one loader: one call per distinct id', async () => {
    const page = dataOf(await run(graphql(`query FederationUsers { users(first: 10) { edges { node { id } } } }`)));
    const ids = present(page.users).edges.map((e) => e.node.id);
    await resetAllLogs(stack.emulators);
    const representations = [...ids, ...ids].map((id) => ({ __typename: 'User', id }));
    const entities = dataOf(
      await runFederation<EntitiesData>(
        'query E($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } } }',
        { r: representations },
      ),
    )._entities;
    expect(entities).toHaveLength(20);
    expect(entities.every((e) => e?.email?.includes('@'))).toBe(true);
    expect(await calls(stack.emulators.workManagement)).toHaveLength(10);
  });

  it('resolves people by their email key as well as by id: one scan of the people list for every email', async () => {
    const people = (await rpAll<{ id: number; email: string | null }>(stack.emulators, '/users'))
      .filter((p) => p.email)
      .slice(0, 3);
    expect(people).toHaveLength(3);
    await resetAllLogs(stack.emulators);
    const representations = [
      ...people.map((p) => ({ __typename: 'Person', email: p.email })),
      { __typename: 'Person', email: 'nobody@example.invalid' },
    ];
    const entities = dataOf(
      await runFederation<EntitiesData>(
        'query E($r: [_Any!]!) { _entities(representations: $r) { ... on Person { id email } } }',
        { r: representations },
      ),
    )._entities;
    expect(entities).toEqual([...people.map((p) => ({ id: globalId('Person', p.id), email: p.email })), null]);
    expect(new Set((await calls(stack.emulators.resourcePlanning)).map((c) => c.template))).toEqual(
      new Set(['/users']),
    );
  });

  it('refetches every sampled object with node(id:) and nodes(ids:)', async () => {
    const ids = await sampleIds();
    const result = await run(graphql(`query FederationNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`), {
      ids: ENTITIES.map((t) => present(ids[t])),
    });
    expect(dataOf(result).nodes).toEqual(ENTITIES.map((type) => ({ __typename: type, id: ids[type] })));
  });
});
