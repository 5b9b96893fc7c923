// Callback URLs naming a private, loopback or otherwise non-public address are refused in every
// spelling: IPv4-mapped, IPv4-compatible and NAT64 IPv6 forms, the IPv4 forms the URL parser
// normalizes, and every range that is not public unicast. The gateway refuses them before any call,
// the digital-asset emulator on its own (400, as for any bad attribute).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { configureEmulator, graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

const NOT_PUBLIC = [
  'https://[::ffff:169.254.169.254]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::127.0.0.1]/hook',
  'https://[0:0:0:0:0:ffff:7f00:1]/hook',
  'https://[64:ff9b::a9fe:a9fe]/hook',
  'https://2130706433/hook',
  'https://0x7f.1/hook',
  'https://127.1/hook',
  'https://0/hook',
  'https://[::]/hook',
  'https://100.64.0.1/hook',
  'https://192.0.2.10/hook',
  'https://198.18.0.1/hook',
  'https://240.0.0.1/hook',
  'https://255.255.255.255/hook',
  'https://[ff02::1]/hook',
  'https://[fe80::1]/hook',
  'https://[fc00::1]/hook',
  'https://[2002:a9fe:a9fe::1]/hook',
  'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
  'https://[2001:db8::1]/hook',
];
const PUBLIC = ['https://[2606:4700:4700::1111]/hook', 'https://8.8.8.8/hook'];

let stack: Stack;
let libraryId: string;
let sheetId: string;
beforeAll(async () => {
  stack = await startStack();
  const ids = await graphql<any>(stack.gateway.graphqlUrl, '{ libraries(first: 1) { edges { node { libraryId } } } sheets(first: 1) { edges { node { sheetId } } } }');
  libraryId = ids.data.libraries.edges[0].node.libraryId;
  sheetId = ids.data.sheets.edges[0].node.sheetId;
});
afterAll(async () => {
  await stack?.close();
});

const CREATE_ASSET_WEBHOOK = 'mutation W($input: CreateAssetWebhookInput!) { createAssetWebhook(input: $input) { webhook { webhookId callbackUrl } } }';
const CREATE_WEBHOOK = 'mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId } } }';

describe('the gateway', () => {
  it('refuses every non-public address in createAssetWebhook and createWebhook, before any call', async () => {
    for (const callbackUrl of NOT_PUBLIC) {
      await resetAllLogs(stack.emulators);
      const asset = await graphql(stack.gateway.graphqlUrl, CREATE_ASSET_WEBHOOK, { input: { libraryId, eventType: 'ASSET_CREATE', callbackUrl } });
      expect(asset.errors?.[0]?.extensions, callbackUrl).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.callbackUrl' });
      const work = await graphql(stack.gateway.graphqlUrl, CREATE_WEBHOOK, { input: { name: 'hook', callbackUrl, scope: 'sheet', scopeObjectId: sheetId, events: ['*.*'], version: 1 } });
      expect(work.errors?.[0]?.extensions, callbackUrl).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.callbackUrl', errorCode: 1031 });
      expect(await upstreamCalls(stack.emulators.digitalAsset), callbackUrl).toEqual([]);
      expect(await upstreamCalls(stack.emulators.workManagement), callbackUrl).toEqual([]);
    }
  });

  it('accepts public unicast addresses', async () => {
    for (const callbackUrl of PUBLIC) {
      const result = await graphql(stack.gateway.graphqlUrl, CREATE_ASSET_WEBHOOK, { input: { libraryId, eventType: 'ASSET_DELETE', callbackUrl } });
      expect(result.errors, callbackUrl).toBeUndefined();
      expect(result.data.createAssetWebhook.webhook.callbackUrl).toBe(callbackUrl);
    }
  });
});

describe('the digital-asset emulator', () => {
  const subscribe = (callbackUrl: string, eventType = 'asset.create') =>
    fetch(`${stack.emulators.digitalAsset.baseUrl}/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_TOKENS.digitalAsset}` },
      body: JSON.stringify({ data: { attributes: { event_type: eventType, resource_key: libraryId, resource_type: 'library', callback_url: callbackUrl } } }),
    });

  it('refuses every non-public address with 400', async () => {
    for (const callbackUrl of NOT_PUBLIC) {
      const response = await subscribe(callbackUrl);
      expect(response.status, callbackUrl).toBe(400);
      expect(JSON.stringify(await response.json()), callbackUrl).toMatch(/callback_url/);
    }
  });

  it('keeps refusing IPv6 spellings of loopback when loopback callbacks are allowed, and accepts public addresses', async () => {
    await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
    try {
      expect((await subscribe('https://[::ffff:127.0.0.1]/hook')).status).toBe(400);
      expect((await subscribe('https://[::127.0.0.1]/hook')).status).toBe(400);
      expect((await subscribe('http://127.0.0.1:9/hook')).status).toBe(200);
    } finally {
      await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: false });
    }
    for (const callbackUrl of PUBLIC) expect((await subscribe(callbackUrl, 'asset.update')).status, callbackUrl).toBe(200);
  });
});
