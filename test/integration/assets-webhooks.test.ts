// Digital-asset webhook subscriptions through the gateway: create, list, refetch, delete; a
// duplicate is refused by the service (409) and comes back in `userErrors`; callback URLs the public
// internet cannot reach are refused by the gateway before any call, in `userErrors` too.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import type { DaWebhook } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let libraryId: string;

const CREATE = graphql(`
  mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {
    createAssetWebhook(input: $input) {
      webhook {
        id
        backendId
        changeKind
        callbackUrl
        library {
          backendId
          name
        }
      }
      userErrors {
        message
        field
        code
        errorCode
      }
    }
  }
`);
const LIST = graphql(`
  query AssetWebhooksList($first: Int, $after: String) {
    assetWebhooks(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          backendId
          changeKind
          callbackUrl
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const DELETE = graphql(`
  mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) {
    deleteAssetWebhook(input: $input) {
      deletedAssetWebhookId
      userErrors {
        field
        code
      }
    }
  }
`);
const NODE = graphql(`
  query AssetWebhooksNode($id: ID!) {
    node(id: $id) {
      id
      ... on AssetWebhook {
        backendId
        changeKind
      }
    }
  }
`);

const webhooks = (): Promise<DaWebhook[]> => daAll<DaWebhook>(stack.emulators, '/webhooks');

beforeAll(async () => {
  libraryId = present((await daAll(stack.emulators, '/libraries'))[0]).id;
});

describe('asset webhooks', () => {
  it('creates, lists, refetches and deletes subscriptions', async () => {
    const created = [];
    for (const changeKind of ['CREATED', 'UPDATED', 'DELETED'] as const) {
      const payload = present(
        dataOf(await run(CREATE, { input: { libraryId, changeKind, callbackUrl: 'https://hooks.example.com/assets' } }))
          .createAssetWebhook,
      );
      expect(payload.userErrors).toEqual([]);
      const hook = present(payload.webhook);
      expect(hook).toMatchObject({
        changeKind,
        callbackUrl: 'https://hooks.example.com/assets',
        library: { backendId: libraryId },
      });
      expect(hook.library?.name).toBeTruthy();
      created.push(hook);
    }
    const [first, second, third] = [present(created[0]), present(created[1]), present(created[2])];
    const upstream = await webhooks();
    // One change kind per event type of the service.
    expect(upstream.map((w) => w.attributes.event_type)).toEqual(['asset.create', 'asset.update', 'asset.delete']);
    expect(
      upstream.every((w) => w.attributes.resource_key === libraryId && w.attributes.resource_type === 'library'),
    ).toBe(true);

    const page = present(dataOf(await run(LIST, { first: 2 })).assetWebhooks);
    expect(page.totalCount).toBe(3);
    expect(page.edges.map((e) => e.node.backendId)).toEqual([first.backendId, second.backendId]);
    const rest = present(dataOf(await run(LIST, { first: 2, after: page.pageInfo.endCursor })).assetWebhooks);
    expect(rest.edges.map((e) => e.node.backendId)).toEqual([third.backendId]);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    expect(dataOf(await run(NODE, { id: second.id })).node).toEqual({
      id: second.id,
      backendId: second.backendId,
      changeKind: 'UPDATED',
    });

    const deleted = present(dataOf(await run(DELETE, { input: { id: second.id } })).deleteAssetWebhook);
    expect(deleted).toEqual({ deletedAssetWebhookId: second.id, userErrors: [] });
    expect((await webhooks()).map((w) => w.id)).toEqual([first.backendId, third.backendId]);
    expect(dataOf(await run(NODE, { id: second.id })).node).toBeNull();
    // Deleting it again: the service's 404 as a refusal of the input, the payload's other field null.
    const again = dataOf(await run(DELETE, { input: { id: second.backendId } })).deleteAssetWebhook;
    expect(again).toEqual({ deletedAssetWebhookId: null, userErrors: [{ field: null, code: 'NOT_FOUND' }] });
  });

  it('passes on the service refusing a duplicate subscription (409) as a CONFLICT, creating nothing', async () => {
    const input = { libraryId, changeKind: 'CREATED', callbackUrl: 'https://dup.example.org/hook' } as const;
    expect(present(dataOf(await run(CREATE, { input })).createAssetWebhook).userErrors).toEqual([]);
    const before = (await webhooks()).length;
    const result = await run(CREATE, { input });
    expect(result.errors).toBeUndefined();
    const payload = present(result.data?.createAssetWebhook);
    expect(payload.webhook).toBeNull();
    expect(payload.userErrors).toEqual([
      { message: match.stringMatching(/already exists/), field: null, code: 'CONFLICT', errorCode: null },
    ]);
    expect(await webhooks()).toHaveLength(before);
  });

  it('refuses callback URLs the public internet cannot reach, before any call', async () => {
    const refused = [
      'http://localhost:8080/hook',
      'https://api.localhost/hook',
      'http://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.5/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://user:secret@hooks.example.com/hook',
      'https://intranet/hook',
      'https://build.corp/hook',
      'ftp://hooks.example.com/hook',
      'not a url',
    ];
    for (const callbackUrl of refused) {
      await resetAllLogs(stack.emulators);
      const result = await run(CREATE, { input: { libraryId, changeKind: 'CREATED', callbackUrl } });
      expect(result.errors, callbackUrl).toBeUndefined();
      expect(result.data?.createAssetWebhook, callbackUrl).toMatchObject({
        webhook: null,
        userErrors: [{ field: ['input', 'callbackUrl'], code: 'INVALID' }],
      });
      expect(await calls(stack.emulators.digitalAsset), callbackUrl).toEqual([]);
    }
  });

  it('refuses a malformed library id before any call, and passes on an unknown library (404)', async () => {
    await resetAllLogs(stack.emulators);
    const malformed = dataOf(
      await run(CREATE, {
        input: { libraryId: 'no such library!', changeKind: 'CREATED', callbackUrl: 'https://hooks.example.com/a' },
      }),
    );
    expect(malformed.createAssetWebhook).toMatchObject({
      webhook: null,
      userErrors: [{ field: ['input', 'libraryId'], code: 'INVALID' }],
    });
    const badDelete = dataOf(await run(DELETE, { input: { id: 'no such webhook!' } }));
    expect(badDelete.deleteAssetWebhook).toEqual({
      deletedAssetWebhookId: null,
      userErrors: [{ field: ['input', 'id'], code: 'INVALID' }],
    });
    expect(await calls(stack.emulators.digitalAsset)).toEqual([]);
    const before = (await webhooks()).length;
    const unknown = dataOf(
      await run(CREATE, {
        input: { libraryId: 'nosuch-librar-y0000', changeKind: 'CREATED', callbackUrl: 'https://hooks.example.com/a' },
      }),
    );
    expect(unknown.createAssetWebhook).toMatchObject({ webhook: null, userErrors: [{ code: 'NOT_FOUND' }] });
    expect(await webhooks()).toHaveLength(before);
  });
});
