// Attachment limits: the government deployment's restricted attachment types (a gateway setting and
// an emulator start option), and attachment posting at 30 per minute and token (RATE_LIMITED).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkManagementEmulator } from '../../emulators/work-management/index.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { wmAll } from '../helpers/reference.js';
import type { WmSheet } from '../helpers/rest-shapes.js';
import { configureEmulator, graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let sheetId: string;
let sheetGlobalId: string;

const ATTACH = 'mutation($input: AttachUrlInput!) { attachUrl(input: $input) { attachment { attachmentType } } }';
const postings = async () => (await upstreamCalls(stack.emulators.workManagement)).filter((c) => c.method === 'POST');

beforeAll(async () => {
  stack = await startStack({ env: { WORK_MANAGEMENT_DEPLOYMENT: 'government' } });
  await configureEmulator(stack.emulators.workManagement, { deployment: 'government' });
  sheetId = String((await wmAll<WmSheet>(stack.emulators, '/sheets'))[0]!.id);
  sheetGlobalId = Buffer.from(`Sheet:${sheetId}`).toString('base64url');
});
afterAll(async () => {
  await stack?.close();
});

describe('government deployment', () => {
  it('refuses the attachment types outside the restricted set before any call, and allows the others', async () => {
    await resetAllLogs(stack.emulators);
    for (const type of ['FILESTORE_B', 'FILESTORE_C', 'NOTES_SERVICE']) {
      const result = await graphql<any>(stack.gateway.graphqlUrl, ATTACH, { input: { parentId: sheetGlobalId, url: 'https://example.com/x', attachmentType: type } });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.attachmentType' });
    }
    expect(await upstreamCalls(stack.emulators.workManagement)).toEqual([]);
    for (const type of ['LINK', 'FILESTORE_A', 'FILESTORE_D', 'FILESTORE_E']) {
      const result = await graphql<any>(stack.gateway.graphqlUrl, ATTACH, { input: { parentId: sheetGlobalId, url: 'https://example.com/y', attachmentType: type } });
      expect(result.data.attachUrl.attachment.attachmentType).toBe(type);
    }
    expect(await postings()).toHaveLength(4);
  });

  it('is enforced by the emulator too (400 1255), which takes the setting as a start option', async () => {
    const emulator = await startWorkManagementEmulator({ deployment: 'government' });
    try {
      const post = (attachmentType: string) =>
        fetch(`${emulator.baseUrl}/sheets/${sheetId}/attachments`, {
          method: 'POST',
          headers: { authorization: 'Bearer wm-demo-admin-token', 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'x', url: 'https://example.com/x', attachmentType }),
        });
      const refused = await post('FILESTORE_B');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ errorCode: 1255 });
      expect((await post('FILESTORE_E')).status).toBe(200);
    } finally {
      await emulator.close();
    }
  });

  it('is a validated setting: an unknown deployment stops the gateway with the variable named', () => {
    expect(() => loadConfig({ WORK_MANAGEMENT_DEPLOYMENT: 'secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORK_MANAGEMENT_DEPLOYMENT: 'secret' })).toThrow(/WORK_MANAGEMENT_DEPLOYMENT/);
    expect(loadConfig({}).workManagementDeployment).toBe('standard');
  });
});

describe('attachment posting rate', () => {
  it('reports the 31st posting within a minute as RATE_LIMITED with retryAfterSeconds; the service sees only 30', async () => {
    await resetAllLogs(stack.emulators);
    const before = (await postings()).length;
    // Earlier tests of this file posted 4; fill the minute's budget of 30.
    const results = [];
    for (let i = 0; i < 26; i++) results.push(await graphql<any>(stack.gateway.graphqlUrl, ATTACH, { input: { parentId: sheetGlobalId, url: `https://example.com/${i}` } }));
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    const over = await graphql<any>(stack.gateway.graphqlUrl, ATTACH, { input: { parentId: sheetGlobalId, url: 'https://example.com/31' } });
    expect(over.errors![0]!.extensions!.code).toBe('RATE_LIMITED');
    expect(over.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
    expect(over.errors![0]!.extensions!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await postings()).length - before).toBe(26);
  });

  it('passes on the service’s own 429 (errorCode 4003) for attachment posting with its Retry-After', async () => {
    // Same token, another credential for the gateway's pacing (Assume-User of oneself): the gateway
    // lets the call through and the emulator's own budget of 30 per minute and token refuses it.
    const me = await graphql<any>(stack.gateway.graphqlUrl, '{ me { email } }');
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, ATTACH, { input: { parentId: sheetGlobalId, url: 'https://example.com/32' } }, { 'Assume-User': encodeURIComponent(me.data.me.email) });
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', upstream: { status: 429, errorCode: 4003 } });
    expect(result.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
    const calls = await postings();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.status).toBe(429);
  });
});
