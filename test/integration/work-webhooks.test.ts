// Webhooks through the graph: create (sheet and plan scope with an event filter), list newest first,
// get, and enabling, which runs the verification handshake against a small local callback server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { CreateWebhookInput } from '../generated/graphql.js';
import { calls, resetAllLogs, writes } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { wmAll, wmGet } from '../helpers/reference.js';
import type { WmPage, WmRecord, WmSheet, WmUser } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';

type Mode = 'header' | 'body' | 'wrong' | 'error';
/** The verification request the service posts to a callback URL (Document 2). */
interface Challenge {
  challenge: string;
  webhookId: number;
}
const stack = useStack({ env: { ALLOW_LOOPBACK_CALLBACKS: 'true' } });
const run = gql(stack);
let sheetId: string;
let planId: string;
let callback: http.Server;
let callbackUrl: string;
const received: Array<{ path: string; challengeHeader: string | undefined; body: Challenge | null }> = [];

beforeAll(async () => {
  sheetId = String(present((await wmAll<WmSheet>(stack.emulators, '/sheets'))[0]).id);
  const users = await wmAll<WmUser>(stack.emulators, '/users');
  planId = String(
    present((await wmGet<WmPage<WmRecord>>(stack.emulators, `/users/${present(users[0]).id}/plans`)).data[0]).planId,
  );
  // The callback answers according to the last path segment: header, body, wrong or error.
  callback = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const challenge = req.headers['smartsheet-hook-challenge'] as string | undefined;
      const body = raw ? (JSON.parse(raw) as Challenge) : null;
      received.push({ path: req.url ?? '', challengeHeader: challenge, body });
      const mode = (req.url ?? '').split('/').pop() as Mode;
      if (mode === 'error') return void res.writeHead(500).end();
      if (mode === 'header') return void res.writeHead(200, { 'smartsheet-hook-response': challenge ?? '' }).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ smartsheetHookResponse: mode === 'body' ? body?.challenge : 'not-the-challenge' }));
    });
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => callback?.close(resolve));
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
  received.length = 0;
});

const wmCalls = () => calls(stack.emulators.workManagement);
const wmWrites = () => writes(stack.emulators.workManagement);
graphql(`
  fragment WorkWebhooksFields on Webhook {
    id
    backendId
    name
    callbackUrl
    scope
    scopeObject {
      __typename
      ... on Sheet {
        id
      }
      ... on Plan {
        id
        backendId
      }
    }
    events
    version
    enabled
    status
    disabledDetails
    sharedSecret
    createdAt
  }
`);
const CREATE = graphql(`
  mutation WorkWebhooksCreate($i: CreateWebhookInput!) {
    createWebhook(input: $i) {
      webhook {
        ...WorkWebhooksFields
        subscope {
          columns {
            id
            title
          }
        }
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation WorkWebhooksUpdate($i: UpdateWebhookInput!) {
    updateWebhook(input: $i) {
      webhook {
        ...WorkWebhooksFields
        stats {
          lastCallbackAttempt
        }
      }
      userErrors {
        field
        code
        errorCode
      }
    }
  }
`);
const sheetHook = (mode: Mode, name = `hook ${mode}`) =>
  run(CREATE, {
    i: { name, callbackUrl: `${callbackUrl}/${mode}`, scope: 'SHEET', scopeObjectId: sheetId, events: ['*.*'] },
  });
/** A webhook created on the sheet, calling back with that mode. */
async function createdHook(mode: Mode) {
  return present(present(dataOf(await sheetHook(mode)).createWebhook).webhook);
}

describe('creating and reading webhooks', () => {
  it('creates sheet and plan webhooks, disabled and not verified', async () => {
    const sheet = present(present(dataOf(await sheetHook('header', 'sheet hook')).createWebhook).webhook);
    expect(sheet).toMatchObject({
      scope: 'SHEET',
      scopeObject: { __typename: 'Sheet', id: globalId('Sheet', sheetId) },
      events: ['*.*'],
      version: 1,
      enabled: false,
      status: 'NEW_NOT_VERIFIED',
    });
    expect(sheet.sharedSecret).toMatch(/^[0-9a-f]{32}$/);
    // The plan to watch by the global id the graph hands out, as every other id input.
    const plan = await run(CREATE, {
      i: {
        name: 'seat changes',
        callbackUrl: `${callbackUrl}/body`,
        scope: 'PLAN',
        scopeObjectId: globalId('Plan', planId),
        events: ['user.seatType.updated'],
      },
    });
    expect(plan.data?.createWebhook?.webhook).toMatchObject({
      scope: 'PLAN',
      scopeObject: { __typename: 'Plan', id: globalId('Plan', planId), backendId: planId },
      events: ['user.seatType.updated'],
      status: 'NEW_NOT_VERIFIED',
    });
    expect((await wmWrites()).map((c) => c.template)).toEqual(['/webhooks', '/webhooks']);
    const stored = await wmGet<{ scope: string; scopeObjectId: unknown }>(
      stack.emulators,
      `/webhooks/${present(plan.data?.createWebhook?.webhook).backendId}`,
    );
    expect({ scope: stored.scope, scopeObjectId: String(stored.scopeObjectId) }).toEqual({
      scope: 'plan',
      scopeObjectId: planId,
    });
    const notAdmin = await run(
      CREATE,
      { i: { name: 'x', callbackUrl: `${callbackUrl}/body`, scope: 'PLAN', scopeObjectId: planId, events: ['*.*'] } },
      { authorization: 'Bearer wm-demo-user-token' },
    );
    expect(notAdmin.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { errorCode: 1004 } });
  });

  it('takes the sheet and its columns by global id, and names them as objects', async () => {
    const sheet = await wmGet<{ columns: Array<{ id: number; title: string }> }>(stack.emulators, `/sheets/${sheetId}`);
    const column = present(sheet.columns[1]);
    const created = dataOf(
      await run(CREATE, {
        i: {
          name: 'columns',
          callbackUrl: `${callbackUrl}/header`,
          scope: 'SHEET',
          scopeObjectId: globalId('Sheet', sheetId),
          events: ['*.*'],
          subscopeColumnIds: [globalId('Column', sheetId, String(column.id))],
        },
      }),
    );
    const webhook = present(created.createWebhook?.webhook);
    expect(webhook.subscope).toEqual({
      columns: [{ id: globalId('Column', sheetId, String(column.id)), title: column.title }],
    });
    const stored = await wmGet<{ scopeObjectId: unknown; subscope: { columnIds: unknown[] } }>(
      stack.emulators,
      `/webhooks/${webhook.backendId}`,
    );
    expect([String(stored.scopeObjectId), stored.subscope.columnIds.map(String)]).toEqual([
      sheetId,
      [String(column.id)],
    ]);
    await resetAllLogs(stack.emulators);
    // A global id of another kind than the scope watches is refused as the service refuses a bad value.
    const wrongKind = await run(CREATE, {
      i: {
        name: 'x',
        callbackUrl: `${callbackUrl}/header`,
        scope: 'PLAN',
        scopeObjectId: globalId('Sheet', sheetId),
        events: ['*.*'],
      },
    });
    expect(dataOf(wrongKind).createWebhook).toEqual({
      webhook: null,
      userErrors: [{ field: ['input', 'scopeObjectId'], code: 'INVALID', errorCode: 1031 }],
    });
    expect(await wmCalls()).toHaveLength(0);
  });

  it('refuses event filters the scope does not allow, bad versions and empty filters before sending', async () => {
    const base: Omit<CreateWebhookInput, 'events'> = {
      name: 'bad',
      callbackUrl: `${callbackUrl}/header`,
      scope: 'SHEET',
      scopeObjectId: sheetId,
    };
    const refusalOf = async (events: string[], version?: number) =>
      dataOf(await run(CREATE, { i: { ...base, events, version } })).createWebhook?.userErrors;
    expect(await refusalOf(['user.seatType.updated'])).toEqual([
      { field: ['input', 'events'], code: 'INVALID', errorCode: 1031 },
    ]);
    expect(await refusalOf([])).toEqual([{ field: ['input', 'events'], code: 'INVALID', errorCode: 1012 }]);
    expect(await refusalOf(['*.*'], 2)).toEqual([{ field: ['input', 'version'], code: 'INVALID', errorCode: 1031 }]);
    expect(await wmCalls()).toHaveLength(0);
    const refused = await direct<{ errorCode: number }>(stack.emulators.workManagement, 'POST', '/webhooks', {
      ...base,
      scope: 'sheet',
      scopeObjectId: Number(sheetId),
      events: ['user.seatType.updated'],
      version: 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(1031);
  });

  it('lists webhooks newest first in token pages and reads one by id', async () => {
    await sheetHook('wrong', 'list one');
    await sheetHook('wrong', 'list two');
    const FIRST = graphql(`
      query WorkWebhooksFirst {
        webhooks(first: 1) {
          edges {
            node {
              id
              name
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `);
    const first = present(dataOf(await run(FIRST)).webhooks);
    const newest = present(first.edges[0]).node;
    expect(newest.name).toBe('list two');
    const REST = graphql(`
      query WorkWebhooksRest($after: String) {
        webhooks(first: 100, after: $after) {
          edges {
            node {
              name
            }
          }
          pageInfo {
            hasNextPage
          }
        }
      }
    `);
    const rest = present(dataOf(await run(REST, { after: first.pageInfo.endCursor })).webhooks);
    expect(rest.edges[0]?.node.name).toBe('list one');
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const ONE = graphql(`
      query WorkWebhooksOne($id: ID!) {
        webhook(id: $id) {
          name
        }
        node(id: $id) {
          __typename
          ... on Webhook {
            name
          }
        }
        missing: webhook(id: "1") {
          name
        }
      }
    `);
    const one = dataOf(await run(ONE, { id: newest.id }));
    expect(one).toEqual({
      webhook: { name: 'list two' },
      node: { __typename: 'Webhook', name: 'list two' },
      missing: null,
    });
    const tooBig = await direct<{ errorCode: number }>(
      stack.emulators.workManagement,
      'GET',
      '/webhooks?maxItems=10001',
    );
    expect(tooBig.body.errorCode).toBe(1018);
  });
});

describe('enabling webhooks (verification handshake)', () => {
  it('enables a webhook whose callback echoes the challenge in the header', async () => {
    const hook = await createdHook('header');
    const result = present(
      dataOf(await run(UPDATE, { i: { webhookId: hook.id, enabled: true } })).updateWebhook?.webhook,
    );
    expect(result).toMatchObject({ enabled: true, status: 'ENABLED' });
    expect(received).toHaveLength(1);
    const request = present(received[0]);
    expect(request.challengeHeader).toMatch(/^[0-9a-f]{32}$/);
    expect(request.body).toEqual({ challenge: request.challengeHeader, webhookId: Number(hook.backendId) });
  });

  it('enables a webhook whose callback echoes the challenge in the JSON body', async () => {
    const hook = await createdHook('body');
    const result = await run(UPDATE, { i: { webhookId: hook.backendId, enabled: true } });
    expect(result.data?.updateWebhook?.webhook).toMatchObject({ enabled: true, status: 'ENABLED' });
    const disabled = await run(UPDATE, { i: { webhookId: hook.id, enabled: false } });
    expect(disabled.data?.updateWebhook?.webhook).toMatchObject({ enabled: false, status: 'DISABLED_BY_OWNER' });
  });

  it('marks verification failed when the callback answers wrongly or with an error', async () => {
    for (const mode of ['wrong', 'error'] as const) {
      const hook = await createdHook(mode);
      const result = await run(UPDATE, { i: { webhookId: globalId('Webhook', hook.backendId), enabled: true } });
      const webhook = present(result.data?.updateWebhook?.webhook);
      expect(webhook).toMatchObject({ enabled: false, status: 'DISABLED_VERIFICATION_FAILED' });
      expect(webhook.disabledDetails).toBeTruthy();
      expect(webhook.stats?.lastCallbackAttempt).toBeTruthy();
    }
    expect(received.map((r) => r.path)).toEqual(['/hooks/wrong', '/hooks/error']);
  });

  it('refuses a plan event filter on a sheet webhook with no write', async () => {
    const hook = await createdHook('header');
    await resetAllLogs(stack.emulators);
    const result = await run(UPDATE, { i: { webhookId: hook.id, events: ['user.seatType.updated'] } });
    expect(dataOf(result).updateWebhook).toEqual({
      webhook: null,
      userErrors: [{ field: ['input', 'events'], code: 'INVALID', errorCode: 1031 }],
    });
    expect(await wmWrites()).toHaveLength(0);
  });
});
