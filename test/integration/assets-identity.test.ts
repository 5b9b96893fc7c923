// One object, one identity: every digital-asset type with an id is a Node whose global id
// round-trips through node(id:) and _entities, and whose backendId is the service's own id.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);

/** Every digital-asset type with an id. */
const TYPES = ['Organization', 'Library', 'Section', 'Collection', 'Asset', 'AssetAttachment', 'AssetWebhook'] as const;
type Sampled = Record<(typeof TYPES)[number], { id: string; backendId: string }>;

const SAMPLES = graphql(`
  query AssetIdentitySamples {
    libraries(first: 1) {
      edges {
        node {
          id
          backendId
          organization {
            id
            backendId
          }
          collections(first: 1) {
            edges {
              node {
                id
                backendId
              }
            }
          }
          sections(first: 1) {
            edges {
              node {
                id
                backendId
                assets(first: 1) {
                  edges {
                    node {
                      id
                      backendId
                      attachments {
                        id
                        backendId
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
    assetWebhooks(first: 1) {
      edges {
        node {
          id
          backendId
        }
      }
    }
  }
`);
const CREATE_WEBHOOK = graphql(`
  mutation AssetIdentityCreateWebhook($input: CreateAssetWebhookInput!) {
    createAssetWebhook(input: $input) {
      webhook {
        id
      }
    }
  }
`);

let sampled: Sampled;
beforeAll(async () => {
  const libraryId = present((await daAll(stack.emulators, '/libraries'))[0]).id;
  dataOf(
    await run(CREATE_WEBHOOK, {
      input: { libraryId, changeKind: 'CREATED', callbackUrl: 'https://hooks.example.com/identity' },
    }),
  );
  const d = dataOf(await run(SAMPLES));
  const library = present(d.libraries?.edges[0]).node;
  const section = present(library.sections?.edges[0]).node;
  const asset = present(section.assets?.edges[0]).node;
  sampled = {
    Organization: present(library.organization),
    Library: library,
    Section: section,
    Collection: present(library.collections?.edges[0]).node,
    Asset: asset,
    AssetAttachment: present(asset.attachments?.[0]),
    AssetWebhook: present(d.assetWebhooks?.edges[0]).node,
  };
});

describe('digital-asset identities', () => {
  it('refetches one object of each type by its global id, with the same backendId', async () => {
    const NODES = graphql(`
      query AssetIdentityNodes($ids: [ID!]!) {
        nodes(ids: $ids) {
          __typename
          id
          ... on Organization {
            backendId
          }
          ... on Library {
            backendId
          }
          ... on Section {
            backendId
          }
          ... on Collection {
            backendId
          }
          ... on Asset {
            backendId
          }
          ... on AssetAttachment {
            backendId
          }
          ... on AssetWebhook {
            backendId
          }
        }
      }
    `);
    const nodes = dataOf(await run(NODES, { ids: TYPES.map((t) => sampled[t].id) })).nodes;
    expect(nodes).toEqual(
      TYPES.map((type) => ({ __typename: type, id: sampled[type].id, backendId: sampled[type].backendId })),
    );
  });

  it('resolves one object of each type as an entity', async () => {
    const representations = TYPES.map((type) => ({ __typename: type, id: sampled[type].id }));
    const answer = await gqlText(stack)<{ _entities: Array<{ __typename: string; id: string } | null> }>(
      'query E($r: [_Any!]!) { _entities(representations: $r) { __typename ... on Node { id } } }',
      { r: representations },
    );
    expect(dataOf(answer)._entities).toEqual(TYPES.map((type) => ({ __typename: type, id: sampled[type].id })));
  });

  it("has backendIds that are the service's own ids", async () => {
    const libraries = await daAll(stack.emulators, '/libraries');
    expect(libraries.map((l) => l.id)).toContain(sampled.Library.backendId);
    const webhooks = await daAll(stack.emulators, '/webhooks');
    expect(webhooks.map((w) => w.id)).toContain(sampled.AssetWebhook.backendId);
  });
});
