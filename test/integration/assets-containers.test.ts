// Organizations -> libraries -> sections -> assets, collections, tags and custom fields through
// the gateway, compared with the emulator read directly; `per` follows the `first` asked.
import { describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, ofType, present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import type { DaAsset, DaLibrary, DaResource } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { walkForward } from '../helpers/walk.js';

const stack = useStack();
const run = gql(stack);

const LIBRARY_ASSETS = graphql(`
  query ContainersLibraryAssets($id: ID!, $after: String) {
    library(id: $id) {
      assets(first: 3, after: $after) {
        totalCount
        pageInfo {
          endCursor
        }
      }
    }
  }
`);

describe('digital-asset containers', () => {
  it('lists organizations and their libraries as the emulator does: one call for the organizations, one for all libraries', async () => {
    const orgs = await daAll(stack.emulators, '/organizations');
    const allLibraries = await daAll<DaLibrary>(stack.emulators, '/libraries');
    await resetAllLogs(stack.emulators);
    const ORGANIZATIONS = graphql(`
      query ContainersOrganizations {
        organizations(first: 5) {
          totalCount
          edges {
            node {
              id
              organizationId: backendId
              name
              slug
              libraries(first: 10) {
                totalCount
                edges {
                  node {
                    libraryId: backendId
                    name
                    organization {
                      organizationId: backendId
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    const organizations = present(dataOf(await run(ORGANIZATIONS)).organizations);
    const logged = await calls(stack.emulators.digitalAsset);
    expect(logged.filter((c) => c.template === '/organizations')).toHaveLength(1);
    expect(logged.find((c) => c.template === '/organizations')?.url).toContain('per=5');
    // The reference has no list of one organization's libraries: every organization's come from the list of all (Document 3: "list libraries").
    expect(logged.filter((c) => c.template === '/libraries')).toHaveLength(1);
    expect(logged).toHaveLength(2);
    const nodes = organizations.edges.map((e) => e.node);
    expect(organizations.totalCount).toBe(orgs.length);
    expect(nodes.map((n) => n.organizationId)).toEqual(orgs.map((o) => o.id));
    for (const [i, org] of nonEmpty(orgs).entries()) {
      const libraries = allLibraries.filter((l) => l.relationships.organization.data.id === org.id);
      const node = present(nodes[i]);
      expect(node.libraries?.totalCount).toBe(libraries.length);
      expect(node.libraries?.edges.map((e) => e.node.libraryId)).toEqual(libraries.map((l) => l.id));
      expect(node.libraries?.edges.every((e) => e.node.organization?.organizationId === org.id)).toBe(true);
      expect(node.id).toBe(globalId('Organization', org.id));
    }
  });

  it('walks library collections and collection assets like the emulator, with asset collections back', async () => {
    const library = present((await daAll(stack.emulators, '/libraries'))[0]);
    const collections = await daAll<DaResource<{ name: string; is_workspace: boolean }>>(
      stack.emulators,
      `/libraries/${library.id}/collections`,
    );
    expect(collections.length).toBeGreaterThan(0);
    const COLLECTIONS = graphql(`
      query ContainersCollections($id: ID!, $first: Int, $after: String) {
        library(id: $id) {
          collections(first: $first, after: $after) {
            edges {
              cursor
              node {
                id
              }
            }
            pageInfo {
              hasNextPage
              hasPreviousPage
              startCursor
              endCursor
            }
          }
        }
      }
    `);
    const walked = await walkForward(
      { target: stack, document: COLLECTIONS, variables: { id: library.id }, pick: (d) => d.library?.collections },
      2,
    );
    expect(walked).toEqual(collections.map((c) => globalId('Collection', c.id)));
    const collection = present(collections[0]);
    const members = await daAll<DaAsset>(stack.emulators, `/collections/${collection.id}/assets`);
    const COLLECTION = graphql(`
      query ContainersCollection($id: ID!) {
        node(id: $id) {
          __typename
          ... on Collection {
            collectionId: backendId
            name
            slug
            public
            stealth
            isWorkspace
            library {
              libraryId: backendId
            }
            assets(first: 500) {
              totalCount
              edges {
                node {
                  assetId: backendId
                  collections {
                    collectionId: backendId
                  }
                }
              }
            }
          }
        }
      }
    `);
    const node = ofType(
      dataOf(await run(COLLECTION, { id: globalId('Collection', collection.id) })).node,
      'Collection',
    );
    expect(node).toMatchObject({
      collectionId: collection.id,
      name: collection.attributes.name,
      isWorkspace: collection.attributes.is_workspace,
      library: { libraryId: library.id },
    });
    expect(node.assets?.totalCount).toBe(members.length);
    expect(node.assets?.edges.map((e) => e.node.assetId)).toEqual(members.map((a) => a.id));
    for (const edge of nonEmpty(node.assets?.edges))
      expect(present(edge.node.collections).map((c) => c.collectionId)).toContain(collection.id);
  });

  it('serves tags with auto_generated and custom fields as strings, as the emulator has them', async () => {
    const library = present((await daAll(stack.emulators, '/libraries'))[0]);
    const section = present((await daAll(stack.emulators, `/libraries/${library.id}/sections`))[0]);
    const upstream = await daAll<DaAsset>(stack.emulators, `/sections/${section.id}/assets?include=tags,custom_fields`);
    const SECTION_ASSETS = graphql(`
      query ContainersSectionAssets($id: ID!) {
        node(id: $id) {
          __typename
          ... on Section {
            assets(first: 50) {
              edges {
                node {
                  assetId: backendId
                  tags {
                    name
                    autoGenerated
                    source
                  }
                  customFields {
                    key
                    value
                  }
                  library {
                    libraryId: backendId
                  }
                }
              }
            }
          }
        }
      }
    `);
    const node = ofType(dataOf(await run(SECTION_ASSETS, { id: globalId('Section', section.id) })).node, 'Section');
    const assets = nonEmpty(node.assets?.edges.map((e) => e.node));
    expect(assets.map((a) => a.assetId)).toEqual(upstream.slice(0, 50).map((a) => a.id));
    const tags = assets.flatMap((a) => present(a.tags));
    expect(tags.some((t) => t.autoGenerated)).toBe(true);
    expect(tags.some((t) => !t.autoGenerated)).toBe(true);
    for (const a of assets) {
      for (const f of nonEmpty(a.customFields)) expect(typeof f.value).toBe('string');
    }
    // One asset read by id (GET /assets/{asset_id}) gives the same tags and fields.
    const first = present(assets[0]);
    const ASSET = graphql(`
      query ContainersAsset($id: ID!) {
        asset(id: $id) {
          assetId: backendId
          tags {
            name
            autoGenerated
          }
          customFields {
            key
            value
          }
          collections {
            collectionId: backendId
          }
        }
      }
    `);
    const one = present(dataOf(await run(ASSET, { id: first.assetId })).asset);
    expect(one).toMatchObject({ assetId: first.assetId, customFields: first.customFields });
    expect(one.tags).toEqual(present(first.tags).map((t) => ({ name: t.name, autoGenerated: t.autoGenerated })));
    expect(present(one.collections).map((c) => c.collectionId)).toEqual(
      present(upstream[0]).relationships.collections.data.map((c) => c.id),
    );
  });

  it('reads all assets of a library and refuses a cursor of another library', async () => {
    const [a, b] = await daAll(stack.emulators, '/libraries');
    const [first, second] = [present(a), present(b)];
    const assets = present(dataOf(await run(LIBRARY_ASSETS, { id: first.id })).library?.assets);
    expect(assets.totalCount).toBe((await daAll(stack.emulators, `/libraries/${first.id}/assets`)).length);
    await resetAllLogs(stack.emulators);
    const wrong = await run(LIBRARY_ASSETS, { id: second.id, after: assets.pageInfo.endCursor });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await calls(stack.emulators.digitalAsset, { template: '/libraries/{library_id}/assets' })).toEqual([]);
  });
});
