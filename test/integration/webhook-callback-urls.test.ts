// Callback URLs naming a private, loopback or otherwise non-public address are refused in every
// spelling: IPv4-mapped, IPv4-compatible and NAT64 IPv6 forms, the IPv4 forms the URL parser
// normalizes, and every range that is not public unicast. The gateway refuses them before any call,
// the digital-asset emulator on its own (400, as for any bad attribute).
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { configureEmulator, useStack } from '../helpers/stack.js';

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

const stack = useStack();
const run = gql(stack);

const IDS = graphql(`
  query WebhookCallbackUrlsIds {
    libraries(first: 1) {
      edges {
        node {
          libraryId: backendId
        }
      }
    }
    sheets(first: 1) {
      edges {
        node {
          backendId
        }
      }
    }
  }
`);
const CREATE_ASSET_WEBHOOK = graphql(`
  mutation WebhookCallbackUrlsCreateAssetWebhook($input: CreateAssetWebhookInput!) {
    createAssetWebhook(input: $input) {
      webhook {
        webhookId: backendId
        callbackUrl
      }
      userErrors {
        field
        code
      }
    }
  }
`);

let libraryId: string;
let sheetId: string;
beforeAll(async () => {
  const ids = dataOf(await run(IDS));
  libraryId = present(present(ids.libraries).edges[0]).node.libraryId;
  sheetId = present(present(ids.sheets).edges[0]).node.backendId;
});

describe('the gateway', () => {
  it('refuses every non-public address in createAssetWebhook and createWebhook, before any call', async () => {
    const CREATE_WEBHOOK = graphql(`
      mutation WebhookCallbackUrlsCreateWebhook($input: CreateWebhookInput!) {
        createWebhook(input: $input) {
          webhook {
            backendId
          }
          userErrors {
            field
            code
            errorCode
          }
        }
      }
    `);
    for (const callbackUrl of NOT_PUBLIC) {
      await resetAllLogs(stack.emulators);
      const asset = await run(CREATE_ASSET_WEBHOOK, { input: { libraryId, changeKind: 'CREATED', callbackUrl } });
      expect(asset.data?.createAssetWebhook, callbackUrl).toEqual({
        webhook: null,
        userErrors: [{ field: ['input', 'callbackUrl'], code: 'INVALID' }],
      });
      const work = await run(CREATE_WEBHOOK, {
        input: { name: 'hook', callbackUrl, scope: 'SHEET', scopeObjectId: sheetId, events: ['*.*'], version: 1 },
      });
      expect(work.data?.createWebhook, callbackUrl).toEqual({
        webhook: null,
        userErrors: [{ field: ['input', 'callbackUrl'], code: 'INVALID', errorCode: 1031 }],
      });
      expect(await calls(stack.emulators.digitalAsset), callbackUrl).toEqual([]);
      expect(await calls(stack.emulators.workManagement), callbackUrl).toEqual([]);
    }
  });

  it('accepts public unicast addresses', async () => {
    for (const callbackUrl of PUBLIC) {
      const created = dataOf(
        await run(CREATE_ASSET_WEBHOOK, { input: { libraryId, changeKind: 'DELETED', callbackUrl } }),
        callbackUrl,
      );
      expect(created.createAssetWebhook?.webhook?.callbackUrl).toBe(callbackUrl);
    }
  });
});

describe('the digital-asset emulator', () => {
  const subscribe = (callbackUrl: string, eventType = 'asset.create'): Promise<{ status: number; text: string }> =>
    direct(stack.emulators.digitalAsset, 'POST', '/webhooks', {
      data: {
        attributes: {
          event_type: eventType,
          resource_key: libraryId,
          resource_type: 'library',
          callback_url: callbackUrl,
        },
      },
    });

  it('refuses every non-public address with 400', async () => {
    for (const callbackUrl of NOT_PUBLIC) {
      const reply = await subscribe(callbackUrl);
      expect(reply.status, callbackUrl).toBe(400);
      expect(reply.text, callbackUrl).toMatch(/callback_url/);
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
    for (const callbackUrl of PUBLIC)
      expect((await subscribe(callbackUrl, 'asset.update')).status, callbackUrl).toBe(200);
  });
});
