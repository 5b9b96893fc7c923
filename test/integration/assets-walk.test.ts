// "All attachments of an organization" through the gateway, as Document 3 says to list them (list
// libraries, then sections of each, then assets with attachments for each section): walks with
// first = 1, 7 and 100 equal the list read from the emulator directly, a small page reads only what
// it needs, and cursors from elsewhere are refused before any list is read.
import { beforeAll, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import type { DaAsset, DaLibrary, DaResource } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { walkForward } from '../helpers/walk.js';

const stack = useStack();
const run = gql(stack);
let organizations: DaResource[];

const WALK = graphql(`
  query AssetsWalk($id: ID!, $first: Int, $after: String) {
    organization(id: $id) {
      attachments(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            backendId
            filename
            asset {
              backendId
            }
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          endCursor
        }
      }
    }
  }
`);

/** Every attachment id of an organization, in walk order, read straight from the emulator. */
async function expectedAttachments(organizationId: string): Promise<string[]> {
  const ids: string[] = [];
  const libraries = (await daAll<DaLibrary>(stack.emulators, '/libraries')).filter(
    (l) => l.relationships.organization.data.id === organizationId,
  );
  for (const library of libraries) {
    for (const section of await daAll(stack.emulators, `/libraries/${library.id}/sections`)) {
      for (const asset of await daAll<DaAsset>(stack.emulators, `/sections/${section.id}/assets`)) {
        ids.push(...asset.relationships.attachments.data.map((a) => a.id));
      }
    }
  }
  return ids;
}

beforeAll(async () => {
  organizations = await daAll(stack.emulators, '/organizations');
});

describe('Organization.attachments: the walk', () => {
  // The smaller organization is walked with every size (first = 1 is one request per attachment),
  // the larger one with 100.
  const walks: Array<[number, number]> = [
    [1, 1],
    [1, 7],
    [1, 100],
    [0, 100],
  ];
  for (const [orgIndex, first] of walks) {
    it(`equals the full list from the emulator: organization ${orgIndex + 1} walked with first = ${first}`, async () => {
      const org = present(organizations[orgIndex]);
      const expected = (await expectedAttachments(org.id)).map((id) => globalId('AssetAttachment', id));
      expect(expected.length).toBeGreaterThan(300);
      const walked = await walkForward(
        { target: stack, document: WALK, variables: { id: org.id }, pick: (d) => d.organization?.attachments },
        first,
      );
      expect(walked).toEqual(expected);
    }, 90_000);
  }

  it('reads the libraries once and one window of each other list for a small page', async () => {
    const org = present(organizations[0]);
    await resetAllLogs(stack.emulators);
    const page = present(dataOf(await run(WALK, { id: org.id, first: 1 })).organization?.attachments);
    expect(page.edges).toHaveLength(1);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const logged = (await calls(stack.emulators.digitalAsset)).map((c) => `${c.template} ${c.url}`);
    const libraryCalls = logged.filter((c) => c.startsWith('/libraries '));
    const sectionCalls = logged.filter((c) => c.startsWith('/libraries/{library_id}/sections'));
    const assetCalls = logged.filter((c) => c.startsWith('/sections/{section_id}/assets'));
    // The organization's libraries come from the list of all libraries, one call of the largest page;
    // first + 1 items at most: per=2 of the sections and the assets, one call each; the organization itself is one more.
    expect(libraryCalls).toHaveLength(1);
    expect(libraryCalls[0]).toContain('per=3000');
    expect(sectionCalls).toHaveLength(1);
    expect(sectionCalls[0]).toContain('per=2');
    expect(assetCalls).toHaveLength(1);
    expect(logged).toHaveLength(4);

    // The next page resumes inside the same section: only its assets are read again.
    await resetAllLogs(stack.emulators);
    const next = present(
      dataOf(await run(WALK, { id: org.id, first: 2, after: page.pageInfo.endCursor })).organization?.attachments,
    );
    expect(next.edges).toHaveLength(2);
    expect(next.pageInfo.hasPreviousPage).toBe(true);
    const resumed = await calls(stack.emulators.digitalAsset);
    expect(
      resumed.filter((c) => c.template === '/libraries' || c.template === '/libraries/{library_id}/sections'),
    ).toHaveLength(0);
    expect(resumed.filter((c) => c.template === '/sections/{section_id}/assets').length).toBeGreaterThanOrEqual(1);
  });

  it('sizes the asset window to the page: 100 attachments come from a few calls', async () => {
    await resetAllLogs(stack.emulators);
    const page = dataOf(await run(WALK, { id: present(organizations[0]).id, first: 100 })).organization?.attachments;
    expect(page?.edges).toHaveLength(100);
    const logged = await calls(stack.emulators.digitalAsset);
    // Every asset has at least one attachment, so 101 assets at most are read, window by window.
    expect(logged.length).toBeLessThanOrEqual(8);
    for (const call of nonEmpty(logged.filter((c) => c.template === '/sections/{section_id}/assets'))) {
      expect(Number(new URL(`http://x${call.url}`).searchParams.get('per'))).toBeLessThanOrEqual(101);
    }
  });

  it('refuses cursors of other lists or organizations and altered ones, reading no list', async () => {
    const [a, b] = [present(organizations[0]), present(organizations[1])];
    const cursorOfA = present(
      dataOf(await run(WALK, { id: a.id, first: 1 })).organization?.attachments?.pageInfo.endCursor,
    );
    const libraries = dataOf(
      await run(graphql(`query AssetsWalkLibraryCursor { libraries(first: 1) { pageInfo { endCursor } } }`)),
    );
    const foreign = present(libraries.libraries?.pageInfo.endCursor);
    await resetAllLogs(stack.emulators);
    for (const [id, after] of [
      [b.id, cursorOfA],
      [a.id, foreign],
      [a.id, `${cursorOfA.slice(0, -2)}xx`],
    ] as const) {
      const result = await run(WALK, { id, first: 2, after });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(/Invalid cursor in "after"/);
    }
    // Forward only: the field has no last/before.
    const backwards = await gqlText(stack)(
      `query($id: ID!) { organization(id: $id) { attachments(last: 2) { edges { cursor } } } }`,
      { id: a.id },
    );
    expect(backwards.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(
      await calls(stack.emulators.digitalAsset, (c) => c.template !== '/organizations/{organization_id}'),
    ).toHaveLength(0);
  });
});
