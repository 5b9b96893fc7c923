// Digital-asset webhook subscriptions through the gateway: create, list, refetch, delete; a
// duplicate is refused by the service (409); callback URLs the public internet cannot reach are
// refused by the gateway before any call.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { daAll } from '../helpers/reference.js';
import type { DaWebhook } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
let libraryId: string;

const CREATE = graphql(`mutation AssetWebhooksCreate($input: CreateAssetWebhookInput!) {
  createAssetWebhook(input: $input) { webhook { id webhookId eventType libraryId callbackUrl library { name } } } }`);
const LIST = graphql(`query AssetWebhooksList($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {
  totalCount edges { cursor node { id webhookId eventType callbackUrl } } pageInfo { hasNextPage endCursor } } }`);
const DELETE = graphql(`mutation AssetWebhooksDelete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }`);
const NODE = graphql(`query AssetWebhooksNode($id: ID!) { node(id: $id) { id ... on AssetWebhook { webhookId eventType } } }`);

const webhooks = (): Promise<DaWebhook[]> => daAll<DaWebhook>(stack.emulators, '/webhooks');

beforeAll(async () => {
  libraryId = present((await daAll(stack.emulators, '/libraries'))[0]).id;
});

describe('asset webhooks', () => {
  it('creates, lists, refetches and deletes subscriptions', async () => {
    const created = [];
    for (const eventType of ['ASSET_CREATE', 'ASSET_UPDATE', 'ASSET_DELETE'] as const) {
      const hook = present(dataOf(await run(CREATE, { input: { libraryId, eventType, callbackUrl: 'https://hooks.example.com/assets' } })).createAssetWebhook).webhook;
      expect(hook).toMatchObject({ eventType, libraryId, callbackUrl: 'https://hooks.example.com/assets' });
      expect(hook.library?.name).toBeTruthy();
      created.push(hook);
    }
    const [first, second, third] = [present(created[0]), present(created[1]), present(created[2])];
    const upstream = await webhooks();
    expect(upstream.map((w) => w.attributes.event_type)).toEqual(['asset.create', 'asset.update', 'asset.delete']);
    expect(upstream.every((w) => w.attributes.resource_key === libraryId && w.attributes.resource_type === 'library')).toBe(true);

    const page = present(dataOf(await run(LIST, { first: 2 })).assetWebhooks);
    expect(page.totalCount).toBe(3);
    expect(page.edges.map((e) => e.node.webhookId)).toEqual([first.webhookId, second.webhookId]);
    const rest = present(dataOf(await run(LIST, { first: 2, after: page.pageInfo.endCursor })).assetWebhooks);
    expect(rest.edges.map((e) => e.node.webhookId)).toEqual([third.webhookId]);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    expect(dataOf(await run(NODE, { id: second.id })).node).toEqual({ id: second.id, webhookId: second.webhookId, eventType: 'ASSET_UPDATE' });

    const deleted = dataOf(await run(DELETE, { input: { id: second.id } }));
    expect(deleted.deleteAssetWebhook?.deletedAssetWebhookId).toBe(second.id);
    expect((await webhooks()).map((w) => w.id)).toEqual([first.webhookId, third.webhookId]);
    expect(dataOf(await run(NODE, { id: second.id })).node).toBeNull();
    const again = await run(DELETE, { input: { id: second.webhookId } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { backend: 'digital-asset', status: 404 } });
  });

  it('passes on the service refusing a duplicate subscription (409), creating nothing', async () => {
    const input = { libraryId, eventType: 'ASSET_CREATE', callbackUrl: 'https://dup.example.org/hook' } as const;
    expect((await run(CREATE, { input })).errors).toBeUndefined();
    const before = (await webhooks()).length;
    const result = await run(CREATE, { input });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { backend: 'digital-asset', status: 409 } });
    expect(result.errors?.[0]?.message).toMatch(/already exists/);
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
      const result = await run(CREATE, { input: { libraryId, eventType: 'ASSET_CREATE', callbackUrl } });
      expect(result.errors?.[0]?.extensions, callbackUrl).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.callbackUrl' });
      expect(await calls(stack.emulators.digitalAsset), callbackUrl).toEqual([]);
    }
  });

  it('refuses a malformed library id before any call, and passes on an unknown library (404)', async () => {
    await resetAllLogs(stack.emulators);
    const malformed = await run(CREATE, { input: { libraryId: 'no such library!', eventType: 'ASSET_CREATE', callbackUrl: 'https://hooks.example.com/a' } });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.libraryId' });
    const badDelete = await run(DELETE, { input: { id: 'no such webhook!' } });
    expect(badDelete.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.id' });
    expect(await calls(stack.emulators.digitalAsset)).toEqual([]);
    const before = (await webhooks()).length;
    const unknown = await run(CREATE, { input: { libraryId: 'nosuch-librar-y0000', eventType: 'ASSET_CREATE', callbackUrl: 'https://hooks.example.com/a' } });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { status: 404 } });
    expect(await webhooks()).toHaveLength(before);
  });
});
