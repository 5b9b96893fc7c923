// One failed upstream call nulls the field that needed it and nothing else: a collection read nulls
// the collections of the assets that name it (not the library's asset list), one library's section
// list nulls that library's sections, a section read nulls an asset's section, an asset read made for
// its attachments nulls those, and a failing mutation beside a succeeding one leaves the other's
// payload. Faults are injected with the emulator's fault control, retries off.
import { beforeAll, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, type LoggedCall } from '../helpers/calls.js';
import { setFaults } from '../helpers/faults.js';
import { gql } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import type { DaAsset, DaResource } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { gqlUpload } from '../helpers/upload.js';

const stack = useStack({ env: { UPSTREAM_RETRIES: '0' } });
const run = gql(stack);
let libraryId: string;
let assets: DaAsset[];

/** Injects one 500 on one route. */
const failOnce = (method: string, template: string): Promise<void> =>
  setFaults(stack.emulators.digitalAsset, { rules: [{ method, template, serverError: 1, times: 1 }] });
const noFaults = (): Promise<void> => setFaults(stack.emulators.digitalAsset, { rules: [] });

/** The id in the path of the one call that failed with the injected 500. */
async function failedId(template: string): Promise<string> {
  const failed = (await calls(stack.emulators.digitalAsset)).filter(
    (c: LoggedCall) => c.template === template && c.status === 500,
  );
  expect(failed).toHaveLength(1);
  const path = present(present(failed[0]).url.split('?')[0]);
  return decodeURIComponent(present(path.split('/')[2]));
}

beforeAll(async () => {
  libraryId = present((await daAll(stack.emulators, '/libraries'))[0]).id;
  assets = await daAll<DaAsset>(stack.emulators, `/libraries/${libraryId}/assets`);
});

describe('a failed call nulls only its own field', () => {
  it('a failing collection read nulls the collections of the assets in it, not Library.assets', async () => {
    await resetAllLogs(stack.emulators);
    await failOnce('GET', '/collections/{collection_id}');
    const LIBRARY_ASSETS = graphql(`
      query AssetFailuresLibraryAssets($id: ID!) {
        library(id: $id) {
          name
          assets(first: 6) {
            totalCount
            edges {
              node {
                backendId
                name
                collections {
                  backendId
                }
              }
            }
          }
        }
      }
    `);
    const result = await run(LIBRARY_ASSETS, { id: libraryId }).finally(noFaults);
    const collectionId = await failedId('/collections/{collection_id}');
    const edges = present(result.data?.library?.assets).edges;
    expect(edges).toHaveLength(6);
    const inFailed = assets
      .slice(0, 6)
      .flatMap((a, i) => (a.relationships.collections.data.some((c) => c.id === collectionId) ? [i] : []));
    expect(inFailed.length).toBeGreaterThan(0);
    expect(edges.flatMap((e, i) => (e.node.collections === null ? [i] : []))).toEqual(inFailed);
    expect(edges.every((e) => typeof e.node.name === 'string')).toBe(true);
    expect(result.errors?.map((e) => e.path)).toEqual(
      inFailed.map((i) => ['library', 'assets', 'edges', i, 'node', 'collections']),
    );
    expect(result.errors?.every((e) => e.extensions?.code === 'UPSTREAM_ERROR')).toBe(true);
  });

  it("a failing section list nulls that library's sections only", async () => {
    await resetAllLogs(stack.emulators);
    await failOnce('GET', '/libraries/{library_id}/sections');
    const LIBRARY_SECTIONS = graphql(`
      query AssetFailuresLibrarySections {
        libraries(first: 3) {
          edges {
            node {
              backendId
              name
              sections(first: 5) {
                totalCount
              }
            }
          }
        }
      }
    `);
    const result = await run(LIBRARY_SECTIONS).finally(noFaults);
    const failedLibrary = await failedId('/libraries/{library_id}/sections');
    const nodes = present(result.data?.libraries).edges.map((e) => e.node);
    const index = nodes.findIndex((n) => n.backendId === failedLibrary);
    expect(nodes.map((n) => n.sections === null)).toEqual(nodes.map((_n, i) => i === index));
    expect(result.errors?.map((e) => e.path)).toEqual([['libraries', 'edges', index, 'node', 'sections']]);
  });

  it("a failing section read nulls the asset's section, not the asset or its library", async () => {
    await resetAllLogs(stack.emulators);
    await failOnce('GET', '/sections/{section_id}');
    const ASSET_REFERENCES = graphql(`
      query AssetFailuresAssetReferences($id: ID!) {
        asset(id: $id) {
          name
          section {
            name
          }
          library {
            name
          }
        }
      }
    `);
    const result = await run(ASSET_REFERENCES, { id: globalId('Asset', present(assets[0]).id) }).finally(noFaults);
    expect(result.data?.asset).toEqual({
      name: present(assets[0]).attributes.name,
      section: null,
      library: { name: match.any(String) },
    });
    expect(result.errors?.map((e) => e.path)).toEqual([['asset', 'section']]);
  });

  it("a failing read of a new asset for its attachments nulls them, not the upload's payload", async () => {
    const sections = await daAll<DaResource<{ default_asset_type: string }>>(
      stack.emulators,
      `/libraries/${libraryId}/sections`,
    );
    const sectionId = present(sections.find((s) => s.attributes.default_asset_type === 'GenericFile')).id;
    await failOnce('GET', '/assets/{asset_id}');
    const UPLOAD = graphql(`
      mutation AssetFailuresUpload($input: UploadAssetInput!) {
        uploadAsset(input: $input) {
          uploadMethod
          asset {
            name
            attachments {
              filename
            }
          }
          userErrors {
            code
          }
        }
      }
    `);
    const result = await gqlUpload(stack)(
      UPLOAD,
      { input: { sectionId, name: 'Failure poster', file: null } },
      { bytes: new Uint8Array(64), filename: 'poster.pdf' },
    ).finally(noFaults);
    expect(result.data?.uploadAsset).toEqual({
      uploadMethod: 'SIMPLE',
      asset: { name: 'Failure poster', attachments: null },
      userErrors: [],
    });
    expect(result.errors?.map((e) => e.path)).toEqual([['uploadAsset', 'asset', 'attachments']]);
  });

  it('a failing mutation leaves the payload of the one beside it', async () => {
    const asset = present(assets[1]);
    await failOnce('POST', '/webhooks');
    const TWO_MUTATIONS = graphql(`
      mutation AssetFailuresTwoMutations($field: SetAssetCustomFieldInput!, $hook: CreateAssetWebhookInput!) {
        field: setAssetCustomField(input: $field) {
          asset {
            backendId
          }
          userErrors {
            code
          }
        }
        hook: createAssetWebhook(input: $hook) {
          webhook {
            backendId
          }
          userErrors {
            code
          }
        }
      }
    `);
    const result = await run(TWO_MUTATIONS, {
      field: { assetId: asset.id, key: 'campaign', value: 'Autumn' },
      hook: { libraryId, changeKind: 'UPDATED', callbackUrl: 'https://hooks.example.com/failures' },
    }).finally(noFaults);
    expect(result.data).toEqual({ field: { asset: { backendId: asset.id }, userErrors: [] }, hook: null });
    expect(result.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['hook'], 'UPSTREAM_ERROR']]);
  });
});
