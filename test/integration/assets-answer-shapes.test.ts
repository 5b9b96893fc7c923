// Digital-asset answers are checked before use: an answer that lacks the shape the gateway relies on
// (a record without attributes in a list, a name that is an object, a side-loaded attachment with a
// wrong field) nulls the field that asked for it with an UPSTREAM_ERROR naming what was wrong, never a
// TypeError and never "[object Object]". The emulator's test-only control corrupts one answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import { configureEmulator, useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let libraryId: string;
let assetId: string;
let sectionId: string;

const LIBRARY_ASSETS = graphql(`
  query AnswerShapesLibraryAssets($id: ID!) {
    library(id: $id) {
      name
      assets(first: 3) {
        edges {
          node {
            name
          }
        }
      }
    }
  }
`);

/** Corrupts the next answer of one route: the value at `pointer` becomes `value`. */
function corrupt(method: string, template: string, pointer: string, value: unknown): Promise<void> {
  return configureEmulator(stack.emulators.digitalAsset, {
    corruptAnswers: [{ method, template, pointer, value, times: 1 }],
  });
}

beforeAll(async () => {
  libraryId = present((await daAll(stack.emulators, '/libraries'))[0]).id;
  assetId = present((await daAll(stack.emulators, `/libraries/${libraryId}/assets`))[0]).id;
  sectionId = present((await daAll(stack.emulators, `/libraries/${libraryId}/sections`))[0]).id;
});

describe('digital-asset answers checked before use', () => {
  it('a list item without attributes nulls the list, not its library, with an UPSTREAM_ERROR on the list', async () => {
    await corrupt('GET', '/libraries/{library_id}/assets', '/data/1/attributes', null);
    const result = await run(LIBRARY_ASSETS, { id: libraryId });
    expect(result.data?.library?.name).toEqual(expect.any(String));
    expect(result.data?.library?.assets).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      path: ['library', 'assets'],
      extensions: { code: 'UPSTREAM_ERROR', upstream: { backend: 'digital-asset', status: 200 } },
    });
    expect(result.errors?.[0]?.message).toMatch(/is not a page of assets: \/data\/1\/attributes/);
    // The next answer is whole again: nothing was kept of the broken one.
    expect((await run(LIBRARY_ASSETS, { id: libraryId })).data?.library?.assets?.edges).toHaveLength(3);
  });

  it('a name that is an object nulls the asset with an UPSTREAM_ERROR, never "[object Object]"', async () => {
    await corrupt('GET', '/assets/{asset_id}', '/data/attributes/name', { first: 'Hero' });
    const ASSET = graphql(`query AnswerShapesAsset($id: ID!) { asset(id: $id) { name } }`);
    const result = await run(ASSET, { id: assetId });
    expect(result.data?.asset).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ path: ['asset'], extensions: { code: 'UPSTREAM_ERROR' } });
    expect(result.errors?.[0]?.message).toMatch(/is not an asset: \/data\/attributes\/name must be string/);
    expect(JSON.stringify(result)).not.toContain('[object Object]');
  });

  it("a side-loaded attachment whose filename is a number nulls the section's asset list, not the section", async () => {
    await corrupt('GET', '/sections/{section_id}/assets', '/included/0/attributes/filename', 42);
    const SECTION_ASSETS = graphql(`
      query AnswerShapesSectionAssets($id: ID!) {
        node(id: $id) {
          id
          ... on Section {
            name
            assets(first: 2) {
              edges {
                node {
                  name
                  attachments {
                    filename
                  }
                }
              }
            }
          }
        }
      }
    `);
    const result = await run(SECTION_ASSETS, { id: globalId('Section', sectionId) });
    const node = result.data?.node;
    expect(node && 'name' in node ? node.name : null).toEqual(expect.any(String));
    expect(node && 'assets' in node ? node.assets : undefined).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ path: ['node', 'assets'], extensions: { code: 'UPSTREAM_ERROR' } });
    expect(result.errors?.[0]?.message).not.toMatch(/TypeError|Cannot read properties/);
  });
});
