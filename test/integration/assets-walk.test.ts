// "All attachments of an organization" through the gateway: walks with first = 1, 7 and 100 equal
// the list read from the emulator directly, a small page reads only what it needs, and cursors
// from elsewhere are refused before any list is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { daAll } from '../helpers/reference.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';
import { walkForward } from '../helpers/walk.js';

let stack: Stack;
let url: string;
let organizations: any[];

const QUERY = `query Walk($id: ID!, $first: Int, $after: String) {
  organization(id: $id) { attachments(first: $first, after: $after) {
    totalCount edges { cursor node { id attachmentId filename asset { assetId } } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`;

/** Every attachment id of an organization, in walk order, read straight from the emulator. */
async function expectedAttachments(organizationId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const library of await daAll(stack.emulators, `/organizations/${organizationId}/libraries`)) {
    for (const section of await daAll(stack.emulators, `/libraries/${library.id}/sections`)) {
      for (const asset of await daAll(stack.emulators, `/sections/${section.id}/assets`)) {
        ids.push(...asset.relationships.attachments.data.map((a: { id: string }) => a.id));
      }
    }
  }
  return ids;
}

beforeAll(async () => {
  stack = await startStack();
  url = stack.gateway.graphqlUrl;
  organizations = await daAll(stack.emulators, '/organizations');
});

afterAll(async () => {
  await stack?.close();
});

describe('Organization.attachments: the walk', () => {
  // The smaller organization is walked with every size (first = 1 is one request per attachment),
  // the larger one with 100.
  const walks: Array<[number, number]> = [[1, 1], [1, 7], [1, 100], [0, 100]];
  for (const [orgIndex, first] of walks) {
    it(`equals the full list from the emulator: organization ${orgIndex + 1} walked with first = ${first}`, async () => {
      const org = organizations[orgIndex];
      const expected = (await expectedAttachments(org.id)).map((id) => toGlobalId('AssetAttachment', id));
      expect(expected.length).toBeGreaterThan(300);
      const walked = await walkForward({ url, query: QUERY, variables: { id: org.id }, pick: (d) => d.organization.attachments }, first);
      expect(walked).toEqual(expected);
    }, 90_000);
  }

  it('reads one window of each list for a small page, never all libraries', async () => {
    const org = organizations[0];
    await resetAllLogs(stack.emulators);
    const result = await graphql(url, QUERY, { id: org.id, first: 1 });
    expect(result.errors).toBeUndefined();
    const page = result.data.organization.attachments;
    expect(page.edges).toHaveLength(1);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page.totalCount).toBeNull();
    const calls = (await upstreamCalls(stack.emulators.digitalAsset)).map((c) => `${c.template} ${c.url}`);
    const libraryCalls = calls.filter((c) => c.startsWith('/organizations/{organization_id}/libraries'));
    const sectionCalls = calls.filter((c) => c.startsWith('/libraries/{library_id}/sections'));
    const assetCalls = calls.filter((c) => c.startsWith('/sections/{section_id}/assets'));
    // first + 1 items at most: per=2 of each list, one call each; the organization itself is one more.
    expect(libraryCalls).toHaveLength(1);
    expect(libraryCalls[0]).toContain('per=2');
    expect(sectionCalls).toHaveLength(1);
    expect(assetCalls).toHaveLength(1);
    expect(calls).toHaveLength(4);

    // The next page resumes inside the same section: only its assets are read again.
    await resetAllLogs(stack.emulators);
    const next = await graphql(url, QUERY, { id: org.id, first: 2, after: page.pageInfo.endCursor });
    expect(next.errors).toBeUndefined();
    expect(next.data.organization.attachments.edges).toHaveLength(2);
    expect(next.data.organization.attachments.pageInfo.hasPreviousPage).toBe(true);
    const resumed = await upstreamCalls(stack.emulators.digitalAsset);
    expect(resumed.filter((c) => c.template === '/organizations/{organization_id}/libraries' || c.template === '/libraries/{library_id}/sections')).toHaveLength(0);
    expect(resumed.filter((c) => c.template === '/sections/{section_id}/assets').length).toBeGreaterThanOrEqual(1);
  });

  it('sizes the asset window to the page: 100 attachments come from a few calls', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql(url, QUERY, { id: organizations[0].id, first: 100 });
    expect(result.errors).toBeUndefined();
    expect(result.data.organization.attachments.edges).toHaveLength(100);
    const calls = await upstreamCalls(stack.emulators.digitalAsset);
    // Every asset has at least one attachment, so 101 assets at most are read, window by window.
    expect(calls.length).toBeLessThanOrEqual(8);
    for (const call of calls.filter((c) => c.template === '/sections/{section_id}/assets')) {
      expect(Number(new URL(`http://x${call.url}`).searchParams.get('per'))).toBeLessThanOrEqual(101);
    }
  });

  it('refuses cursors of other lists or organizations and altered ones, reading no list', async () => {
    const [a, b] = organizations;
    const ofA = await graphql(url, QUERY, { id: a.id, first: 1 });
    const cursorOfA = ofA.data.organization.attachments.pageInfo.endCursor as string;
    const libraries = await graphql(url, '{ libraries(first: 1) { pageInfo { endCursor } } }');
    const foreign = libraries.data.libraries.pageInfo.endCursor as string;
    await resetAllLogs(stack.emulators);
    for (const [id, after] of [[b.id, cursorOfA], [a.id, foreign], [a.id, `${cursorOfA.slice(0, -2)}xx`]]) {
      const result = await graphql(url, QUERY, { id, first: 2, after });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(/Invalid cursor in "after"/);
    }
    // Forward only: the field has no last/before.
    const backwards = await graphql(url, `query($id: ID!) { organization(id: $id) { attachments(last: 2) { edges { cursor } } } }`, { id: a.id });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const calls = await upstreamCalls(stack.emulators.digitalAsset);
    expect(calls.filter((c) => c.template !== '/organizations/{organization_id}')).toHaveLength(0);
  });
});
