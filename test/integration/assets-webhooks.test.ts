// Digital-asset webhook subscriptions through the gateway: create, list, refetch, delete; a
// duplicate is refused by the service (409); callback URLs the public internet cannot reach are
// refused by the gateway before any call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daAll } from '../helpers/reference.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let url: string;
let libraryId: string;

const CREATE = `mutation Create($input: CreateAssetWebhookInput!) {
  createAssetWebhook(input: $input) { webhook { id webhookId eventType libraryId callbackUrl active createdAt library { name } } } }`;
const LIST = `query List($first: Int, $after: String) { assetWebhooks(first: $first, after: $after) {
  totalCount edges { cursor node { id webhookId eventType callbackUrl } } pageInfo { hasNextPage endCursor } } }`;
const DELETE = `mutation Delete($input: DeleteAssetWebhookInput!) { deleteAssetWebhook(input: $input) { deletedAssetWebhookId } }`;

beforeAll(async () => {
  stack = await startStack();
  url = stack.gateway.graphqlUrl;
  libraryId = (await daAll(stack.emulators, '/libraries'))[0].id;
});

afterAll(async () => {
  await stack?.close();
});

describe('asset webhooks', () => {
  it('creates, lists, refetches and deletes subscriptions', async () => {
    const created = [];
    for (const eventType of ['ASSET_CREATE', 'ASSET_UPDATE', 'ASSET_DELETE']) {
      const result = await graphql(url, CREATE, { input: { libraryId, eventType, callbackUrl: 'https://hooks.example.com/assets' } });
      expect(result.errors).toBeUndefined();
      const hook = result.data.createAssetWebhook.webhook;
      expect(hook).toMatchObject({ eventType, libraryId, callbackUrl: 'https://hooks.example.com/assets', active: true });
      expect(hook.library.name).toBeTruthy();
      created.push(hook);
    }
    const upstream = await daAll(stack.emulators, '/webhooks');
    expect(upstream.map((w) => w.attributes.event_type)).toEqual(['asset.create', 'asset.update', 'asset.delete']);
    expect(upstream.every((w) => w.attributes.resource_key === libraryId && w.attributes.resource_type === 'library')).toBe(true);

    const page = await graphql(url, LIST, { first: 2 });
    expect(page.data.assetWebhooks.totalCount).toBe(3);
    expect(page.data.assetWebhooks.edges.map((e: any) => e.node.webhookId)).toEqual(created.slice(0, 2).map((h) => h.webhookId));
    const rest = await graphql(url, LIST, { first: 2, after: page.data.assetWebhooks.pageInfo.endCursor });
    expect(rest.data.assetWebhooks.edges.map((e: any) => e.node.webhookId)).toEqual([created[2].webhookId]);
    expect(rest.data.assetWebhooks.pageInfo.hasNextPage).toBe(false);

    const node = await graphql(url, 'query($id: ID!) { node(id: $id) { ... on AssetWebhook { webhookId eventType } } }', { id: created[1].id });
    expect(node.data.node).toEqual({ webhookId: created[1].webhookId, eventType: 'ASSET_UPDATE' });

    const deleted = await graphql(url, DELETE, { input: { id: created[1].id } });
    expect(deleted.data.deleteAssetWebhook.deletedAssetWebhookId).toBe(created[1].id);
    expect((await daAll(stack.emulators, '/webhooks')).map((w) => w.id)).toEqual([created[0].webhookId, created[2].webhookId]);
    const gone = await graphql(url, 'query($id: ID!) { node(id: $id) { id } }', { id: created[1].id });
    expect(gone.data.node).toBeNull();
    const again = await graphql(url, DELETE, { input: { id: created[1].webhookId } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { backend: 'digital-asset', status: 404 } });
  });

  it('passes on the service refusing a duplicate subscription (409), creating nothing', async () => {
    const input = { libraryId, eventType: 'ASSET_CREATE', callbackUrl: 'https://dup.example.org/hook' };
    expect((await graphql(url, CREATE, { input })).errors).toBeUndefined();
    const before = (await daAll(stack.emulators, '/webhooks')).length;
    const result = await graphql(url, CREATE, { input });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { backend: 'digital-asset', status: 409 } });
    expect(result.errors?.[0]?.message).toMatch(/already exists/);
    expect(await daAll(stack.emulators, '/webhooks')).toHaveLength(before);
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
      const result = await graphql(url, CREATE, { input: { libraryId, eventType: 'ASSET_CREATE', callbackUrl } });
      expect(result.errors?.[0]?.extensions, callbackUrl).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.callbackUrl' });
      expect(await upstreamCalls(stack.emulators.digitalAsset), callbackUrl).toEqual([]);
    }
  });

  it('refuses a malformed library id before any call, and passes on an unknown library (404)', async () => {
    await resetAllLogs(stack.emulators);
    const malformed = await graphql(url, CREATE, { input: { libraryId: 'no such library!', eventType: 'ASSET_CREATE', callbackUrl: 'https://hooks.example.com/a' } });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.libraryId' });
    const badDelete = await graphql(url, DELETE, { input: { id: 'no such webhook!' } });
    expect(badDelete.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.id' });
    expect(await upstreamCalls(stack.emulators.digitalAsset)).toEqual([]);
    const before = (await daAll(stack.emulators, '/webhooks')).length;
    const unknown = await graphql(url, CREATE, { input: { libraryId: 'nosuch-librar-y0000', eventType: 'ASSET_CREATE', callbackUrl: 'https://hooks.example.com/a' } });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { status: 404 } });
    expect(await daAll(stack.emulators, '/webhooks')).toHaveLength(before);
  });
});
