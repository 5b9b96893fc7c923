// The gateway and the digital-asset emulator against the vendor's OpenAPI description: a driver takes
// the gateway through every digital-asset operation it calls (reads, lists, walks, uploads, custom
// fields, webhooks, refusals), the emulator records each exchange, and every request and answer is
// held against the reference (test/contract/da-reference.ts). Exceptions: Document 3's, each with
// its sentence (DOCUMENT_WINS).
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { resetAllLogs } from '../helpers/calls.js';
import { exchanges, recordExchanges, type Exchange } from '../helpers/exchanges.js';
import { dataOf, gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import type { DaAsset } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { gqlUpload } from '../helpers/upload.js';
import { DOCUMENT_WINS, disagreements, operationOf } from './da-reference.js';

// A small threshold and the smallest chunk send a 600 KB file down the resumable path in 3 chunks.
const stack = useStack({
  env: { DIGITAL_ASSET_RESUMABLE_THRESHOLD_BYTES: '1000', DIGITAL_ASSET_UPLOAD_CHUNK_BYTES: String(256 * 1024) },
});
const run = gql(stack);

const ORGANIZATIONS = graphql(`
  query ContractDaOrganizations {
    organizations(first: 2) {
      edges {
        node {
          id
          name
          libraries(first: 2) {
            edges {
              node {
                backendId
              }
            }
          }
          attachments(first: 3) {
            edges {
              node {
                backendId
              }
            }
          }
        }
      }
    }
  }
`);
const ORGANIZATION = graphql(`query ContractDaOrganization($id: ID!) { organization(id: $id) { name } }`);
const LIBRARIES = graphql(`
  query ContractDaLibraries {
    libraries(first: 2) {
      edges {
        node {
          id
          backendId
          name
          organization {
            name
          }
          sections(first: 2) {
            edges {
              node {
                id
                assets(first: 2) {
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
          collections(first: 2) {
            edges {
              node {
                id
                backendId
              }
            }
          }
          assets(first: 2) {
            edges {
              node {
                backendId
                tags {
                  name
                }
                collections {
                  name
                }
              }
            }
          }
        }
      }
    }
  }
`);
const LIBRARY = graphql(`query ContractDaLibrary($id: ID!) { library(id: $id) { name } }`);
const COLLECTION = graphql(`
  query ContractDaCollection($id: ID!) {
    collection(id: $id) {
      name
      assets(first: 2) {
        edges {
          node {
            backendId
          }
        }
      }
    }
  }
`);
const NODE = graphql(`
  query ContractDaNode($id: ID!) {
    node(id: $id) {
      id
      ... on Section {
        name
      }
      ... on AssetAttachment {
        filename
      }
      ... on AssetWebhook {
        callbackUrl
      }
    }
  }
`);
const ASSET = graphql(`query ContractDaAsset($id: ID!) { asset(id: $id) { name customFields { key value } } }`);
const WEBHOOKS = graphql(`query ContractDaWebhooks { assetWebhooks(first: 5) { edges { node { id backendId } } } }`);
const CREATE_WEBHOOK = graphql(`
  mutation ContractDaCreateWebhook($input: CreateAssetWebhookInput!) {
    createAssetWebhook(input: $input) {
      webhook {
        id
        backendId
      }
      userErrors {
        code
      }
    }
  }
`);
const DELETE_WEBHOOK = graphql(`
  mutation ContractDaDeleteWebhook($input: DeleteAssetWebhookInput!) {
    deleteAssetWebhook(input: $input) {
      deletedAssetWebhookId
    }
  }
`);
const SET_FIELD = graphql(`
  mutation ContractDaSetField($input: SetAssetCustomFieldInput!) {
    setAssetCustomField(input: $input) {
      asset {
        customFields {
          key
          value
        }
      }
    }
  }
`);
const REMOVE_FIELD = graphql(`
  mutation ContractDaRemoveField($input: RemoveAssetCustomFieldInput!) {
    removeAssetCustomField(input: $input) {
      asset {
        customFields {
          key
        }
      }
    }
  }
`);
const UPLOAD = graphql(`
  mutation ContractDaUpload($input: UploadAssetInput!) {
    uploadAsset(input: $input) {
      uploadMethod
      asset {
        backendId
        attachments {
          filename
        }
      }
    }
  }
`);

/** Every digital-asset operation the gateway calls, as the reference names it. */
const GATEWAY_OPERATIONS = [
  'GET /organizations',
  'GET /organizations/{organization_id}',
  'GET /brandfolders',
  'GET /brandfolders/{brandfolder_id}',
  'GET /brandfolders/{brandfolder_id}/sections',
  'GET /brandfolders/{brandfolder_id}/collections',
  'GET /brandfolders/{brandfolder_id}/assets',
  'POST /brandfolders/{brandfolder_id}/assets',
  'GET /brandfolders/{brandfolder_id}/custom_field_keys',
  'GET /collections/{collection_id}',
  'GET /collections/{collection_id}/assets',
  'GET /sections/{section_id}',
  'GET /sections/{section_id}/assets',
  'GET /assets/{asset_id}',
  'GET /attachments/{attachment_id}',
  'POST /custom_field_keys/{custom_field_key_id}/custom_field_values',
  'PUT /custom_field_values/{custom_field_value_id}',
  'DELETE /custom_field_values/{custom_field_value_id}',
  'GET /upload_requests',
  'PUT /upload_url',
  'POST /resumable_upload_url',
  'PUT /resumable_upload_url',
  'POST /webhooks',
  'GET /webhooks',
  'GET /webhooks/{webhook_id}',
  'DELETE /webhooks/{webhook_id}',
];

let recorded: Exchange[];

/** What the driver works on, read over REST before recording starts (only the gateway's calls are recorded). */
interface Fixtures {
  libraryId: string;
  sectionId: string;
  /** An asset with one custom field value, so that `campaign` is created through its key. */
  assetId: string;
}

async function fixtures(): Promise<Fixtures> {
  const libraryId = present((await daAll(stack.emulators, '/libraries'))[0]).id;
  const assets = await daAll<DaAsset>(stack.emulators, `/libraries/${libraryId}/assets`);
  const asset = present(assets.find((a) => a.relationships.custom_field_values.data.length === 1));
  const sectionId = present((await daAll(stack.emulators, `/libraries/${libraryId}/sections`))[0]).id;
  return { libraryId, sectionId, assetId: asset.id };
}

/** Takes the gateway through every operation it calls, answers and refusals alike. */
async function drive({ libraryId, sectionId, assetId }: Fixtures): Promise<void> {
  const organizations = nonEmpty(present(dataOf(await run(ORGANIZATIONS)).organizations).edges);
  dataOf(await run(ORGANIZATION, { id: present(organizations[0]).node.id }));
  const libraries = nonEmpty(present(dataOf(await run(LIBRARIES)).libraries).edges);
  const library = present(libraries[0]).node;
  dataOf(await run(LIBRARY, { id: library.id }));
  dataOf(await run(COLLECTION, { id: present(library.collections?.edges[0]).node.id }));
  const section = present(library.sections?.edges[0]).node;
  dataOf(await run(NODE, { id: section.id }));
  dataOf(await run(NODE, { id: present(present(section.assets?.edges[0]).node.attachments?.[0]).id }));
  // A missing asset: the service's 404 and its error body.
  expect(dataOf(await run(ASSET, { id: 'no-such-asset' })).asset).toBeNull();

  // Custom fields: created through the library's key, changed, then removed.
  dataOf(await run(SET_FIELD, { input: { assetId, key: 'campaign', value: 'Spring' } }));
  dataOf(await run(SET_FIELD, { input: { assetId, key: 'campaign', value: 'Summer' } }));
  dataOf(await run(REMOVE_FIELD, { input: { assetId, key: 'campaign' } }));

  // Uploads: one PUT, and a resumable session of three chunks.
  for (const size of [900, 600 * 1024]) {
    const upload = gqlUpload(stack)(
      UPLOAD,
      { input: { sectionId, name: `Contract ${size}`, file: null } },
      { bytes: new Uint8Array(size), filename: 'contract.png', type: 'image/png' },
    );
    expect(present(dataOf(await upload).uploadAsset).asset?.attachments).toHaveLength(1);
  }

  // Webhooks: subscribe, a duplicate refused (409), list, read, delete.
  const input = { libraryId, changeKind: 'UPDATED' as const, callbackUrl: 'https://hooks.example.com/contract' };
  const webhook = present(present(dataOf(await run(CREATE_WEBHOOK, { input })).createAssetWebhook).webhook);
  expect(dataOf(await run(CREATE_WEBHOOK, { input })).createAssetWebhook?.userErrors).toEqual([{ code: 'CONFLICT' }]);
  dataOf(await run(WEBHOOKS));
  dataOf(await run(NODE, { id: webhook.id }));
  dataOf(await run(DELETE_WEBHOOK, { input: { id: webhook.id } }));
}

beforeAll(async () => {
  const worked = await fixtures();
  await resetAllLogs(stack.emulators);
  await recordExchanges(stack.emulators.digitalAsset, true);
  await drive(worked);
  await recordExchanges(stack.emulators.digitalAsset, false);
  recorded = await exchanges(stack.emulators.digitalAsset);
});

describe("digital-asset contract: the gateway and the emulator against the vendor's OpenAPI description", () => {
  it('reaches every digital-asset operation the gateway calls', () => {
    const reached = new Set(recorded.map(operationOf).filter((key): key is string => key !== null));
    expect([...reached].sort()).toEqual([...GATEWAY_OPERATIONS].sort());
  });

  it('has no disagreement in any request or answer, beyond what Document 3 decides', () => {
    expect(DOCUMENT_WINS.length).toBe(3);
    expect(recorded.flatMap(disagreements)).toEqual([]);
  });

  it('finds a field that disagrees: an attachment whose width is null, an asset whose name is an object', () => {
    const attachment = present(recorded.find((c) => operationOf(c) === 'GET /attachments/{attachment_id}'));
    const body = JSON.parse(attachment.exchange.responseBody) as { data: { attributes: Record<string, unknown> } };
    body.data.attributes.width = null;
    expect(
      disagreements({ ...attachment, exchange: { ...attachment.exchange, responseBody: JSON.stringify(body) } }),
    ).toEqual([`GET /attachments/{attachment_id} 200: answer /data/attributes/width must be integer`]);
    const asset = present(recorded.find((c) => operationOf(c) === 'GET /assets/{asset_id}' && c.status === 200));
    const assetBody = JSON.parse(asset.exchange.responseBody) as { data: { attributes: Record<string, unknown> } };
    assetBody.data.attributes.name = { text: 'x' };
    expect(
      disagreements({ ...asset, exchange: { ...asset.exchange, responseBody: JSON.stringify(assetBody) } }),
    ).toEqual([`GET /assets/{asset_id} 200: answer /data/attributes/name must be string`]);
  });
});
