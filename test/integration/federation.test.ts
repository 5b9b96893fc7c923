// The graph as a Federation 2 subgraph: @key on every entity, `_entities` through the loaders.
import { describe, expect, it } from 'vitest';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();

const ENTITIES = ['User', 'Sheet', 'Row', 'Column', 'Workspace', 'Event', 'Person', 'Project', 'Phase', 'Assignment', 'LeaveType', 'Organization', 'Library', 'Section', 'Asset', 'AssetAttachment'];

/** Global ids of one object of each entity type, read through the graph. */
async function sampleIds(): Promise<Record<string, string>> {
  const result = await graphql<any>(
    stack.gateway.graphqlUrl,
    `{
      users(first: 1) { edges { node { id } } }
      sheets(first: 1) { edges { node { id columns { id } rows(first: 1) { edges { node { id } } } } } }
      workspaces(first: 1) { edges { node { id } } }
      events(first: 1, since: "2026-10-01T00:00:00Z") { edges { node { id } } }
      people(first: 40) { edges { node { id assignments(first: 50) { edges { node { assignable { __typename ... on LeaveType { id } } } } } } } }
      projects(first: 20) { edges { node { id phases(first: 1) { edges { node { id } } } assignments(first: 5) { edges { node { id } } } } } }
      libraries(first: 1) { edges { node { id organization { id } sections(first: 1) { edges { node { id assets(first: 1) { edges { node { id attachments { id } } } } } } } } } }
    }`,
  );
  expect(result.errors).toBeUndefined();
  const d = result.data;
  const sheet = d.sheets.edges[0].node;
  const projects = d.projects.edges.map((e: any) => e.node);
  const library = d.libraries.edges[0].node;
  const section = library.sections.edges[0].node;
  const asset = section.assets.edges[0].node;
  const leave = d.people.edges.flatMap((p: any) => p.node.assignments.edges.map((e: any) => e.node.assignable)).find((a: any) => a?.__typename === 'LeaveType');
  return {
    User: d.users.edges[0].node.id,
    Sheet: sheet.id,
    Row: sheet.rows.edges[0].node.id,
    Column: sheet.columns[0].id,
    Workspace: d.workspaces.edges[0].node.id,
    Event: d.events.edges[0].node.id,
    Person: d.people.edges[0].node.id,
    Project: projects[0].id,
    Phase: projects.find((p: any) => p.phases.edges.length > 0).phases.edges[0].node.id,
    Assignment: projects.find((p: any) => p.assignments.edges.length > 0).assignments.edges[0].node.id,
    LeaveType: leave?.id,
    Organization: library.organization.id,
    Library: library.id,
    Section: section.id,
    Asset: asset.id,
    AssetAttachment: asset.attachments[0].id,
  };
}

describe('federation subgraph', () => {
  it('shows @key(fields: "id") on every entity type in _service.sdl', async () => {
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ _service { sdl } }');
    const sdl: string = result.data._service.sdl;
    expect(sdl).toContain('@link(url: "https://specs.apollo.dev/federation/v2.9"');
    for (const type of ENTITIES) expect(sdl).toMatch(new RegExp(`type ${type} implements Node\\s+@key\\(fields: "id"\\)`));
  });

  it('resolves one of each entity type in one _entities batch, and null for unknown ids', async () => {
    const ids = await sampleIds();
    for (const type of ENTITIES) expect(ids[type], type).toBeTruthy();
    const representations = [
      ...ENTITIES.map((type) => ({ __typename: type, id: ids[type] })),
      { __typename: 'User', id: Buffer.from('User:424242').toString('base64url') },
      { __typename: 'Asset', id: Buffer.from('Asset:no-such-asset').toString('base64url') },
      { __typename: 'Sheet', id: ids.User },
    ];
    const result = await graphql<any>(
      stack.gateway.graphqlUrl,
      'query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Node { id } } }',
      { r: representations },
    );
    expect(result.errors).toBeUndefined();
    const entities = result.data._entities;
    ENTITIES.forEach((type, i) => expect(entities[i]).toEqual({ __typename: type, id: ids[type] }));
    expect(entities.slice(ENTITIES.length)).toEqual([null, null, null]);
  });

  it('resolves a batch of users through one loader: one call per distinct id', async () => {
    const page = await graphql<any>(stack.gateway.graphqlUrl, '{ users(first: 10) { edges { node { id } } } }');
    const ids: string[] = page.data.users.edges.map((e: any) => e.node.id);
    await resetAllLogs(stack.emulators);
    const representations = [...ids, ...ids].map((id) => ({ __typename: 'User', id }));
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query E($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } } }', { r: representations });
    expect(result.errors).toBeUndefined();
    expect(result.data._entities).toHaveLength(20);
    expect((await upstreamCalls(stack.emulators.workManagement)).length).toBe(10);
  });

  it('refetches every sampled object with node(id:) and nodes(ids:)', async () => {
    const ids = await sampleIds();
    const result = await graphql<any>(stack.gateway.graphqlUrl, 'query N($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids: ENTITIES.map((t) => ids[t]) });
    expect(result.errors).toBeUndefined();
    expect(result.data.nodes).toEqual(ENTITIES.map((type) => ({ __typename: type, id: ids[type] })));
  });
});
