// Attachment limits: the government deployment's restricted attachment types (a gateway setting and
// an emulator start option), and attachment posting at 30 per minute and token (RATE_LIMITED).
import { beforeAll, describe, expect, it } from 'vitest';
import { startWorkManagementEmulator } from '../../emulators/work-management/index.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, type LoggedCall } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { wmAll } from '../helpers/reference.js';
import type { WmSheet } from '../helpers/rest-shapes.js';
import { configureEmulator, useStack } from '../helpers/stack.js';
import { refusalOf } from '../helpers/user-errors.js';
import { globalId } from '../helpers/global-id.js';

const stack = useStack({ env: { WORK_MANAGEMENT_DEPLOYMENT: 'government' } });
const run = gql(stack);
let sheetId: string;
let sheetGlobalId: string;

const ATTACH = graphql(`
  mutation WorkAttachmentsLimitsAttachUrl($input: AttachUrlInput!) {
    attachUrl(input: $input) {
      attachment {
        attachmentType
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const postings = async (): Promise<LoggedCall[]> => calls(stack.emulators.workManagement, { method: 'POST' });

beforeAll(async () => {
  await configureEmulator(stack.emulators.workManagement, { deployment: 'government' });
  sheetId = String(present((await wmAll<WmSheet>(stack.emulators, '/sheets'))[0]).id);
  sheetGlobalId = globalId('Sheet', sheetId);
});

describe('government deployment', () => {
  it('refuses the attachment types outside the restricted set before any call, and allows the others', async () => {
    await resetAllLogs(stack.emulators);
    for (const type of ['FILESTORE_B', 'FILESTORE_C', 'NOTES_SERVICE'] as const) {
      const result = await run(ATTACH, {
        input: { parentId: sheetGlobalId, url: 'https://example.com/x', attachmentType: type },
      });
      refusalOf(result, 'attachUrl', { code: 'INVALID', field: ['input', 'attachmentType'], errorCode: 1255 });
    }
    expect(await calls(stack.emulators.workManagement)).toEqual([]);
    for (const type of ['LINK', 'FILESTORE_A', 'FILESTORE_D', 'FILESTORE_E'] as const) {
      const result = await run(ATTACH, {
        input: { parentId: sheetGlobalId, url: 'https://example.com/y', attachmentType: type },
      });
      expect(result.data?.attachUrl?.attachment?.attachmentType).toBe(type);
    }
    expect(await postings()).toHaveLength(4);
  });

  it('is enforced by the emulator too (400 1255), which takes the setting as a start option', async () => {
    const emulator = await startWorkManagementEmulator({ deployment: 'government' });
    try {
      const post = (attachmentType: string): Promise<{ status: number; body: unknown }> =>
        direct(
          emulator,
          'POST',
          `/sheets/${sheetId}/attachments`,
          { name: 'x', url: 'https://example.com/x', attachmentType },
          { token: 'wm-demo-admin-token' },
        );
      const refused = await post('FILESTORE_B');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 1255 });
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
    for (let i = 0; i < 26; i++)
      results.push(await run(ATTACH, { input: { parentId: sheetGlobalId, url: `https://example.com/${i}` } }));
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    const over = present(
      (await run(ATTACH, { input: { parentId: sheetGlobalId, url: 'https://example.com/31' } })).errors?.[0]
        ?.extensions,
    );
    expect(over.code).toBe('RATE_LIMITED');
    expect(over.retryAfterSeconds).toBeGreaterThan(0);
    expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await postings()).length - before).toBe(26);
  });

  it('passes on the service’s own 429 (errorCode 4003) for attachment posting with its Retry-After', async () => {
    const ME = graphql(`query WorkAttachmentsLimitsMe { me { email } }`);
    // Same token, another credential for the gateway's pacing (Assume-User of oneself): the gateway
    // lets the call through and the emulator's own budget of 30 per minute and token refuses it.
    const email = present(present(dataOf(await run(ME)).me).email);
    await resetAllLogs(stack.emulators);
    const result = await run(
      ATTACH,
      { input: { parentId: sheetGlobalId, url: 'https://example.com/32' } },
      { 'Assume-User': encodeURIComponent(email) },
    );
    const extensions = present(result.errors?.[0]?.extensions);
    expect(extensions).toMatchObject({ code: 'RATE_LIMITED', upstream: { status: 429, errorCode: 4003 } });
    expect(extensions.retryAfterSeconds).toBeGreaterThan(0);
    const posted = await postings();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.status).toBe(429);
  });
});
