// A subscription reads every event with the loaders of that event: a field resolved through a
// request loader (an attachment's download URL, one GET of the attachment) answers on each event,
// also when the event comes after the deadline of the request that delivered the one before.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql } from '../generated/index.js';
import type { SubscriptionLoadersSheetChangedSubscription } from '../generated/graphql.js';
import { direct } from '../helpers/direct.js';
import { setFaults } from '../helpers/faults.js';
import { dataOf, gql } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { present } from '../helpers/present.js';
import { postSignedCallback } from '../helpers/receivers.js';
import type { ExactId } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { listening, subscribe, wsClient } from '../helpers/subscribe.js';

/** Short, so that waiting for a deadline to pass is quick. */
const DEADLINE_MS = 2500;
const SECRET = 'renewed-loaders-secret';
const WEBHOOK_ID = 9101;

const stack = useStack({ env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS), WEBHOOK_REORDER_WINDOW_MS: '50' } });
const run = gql(stack);
const client = wsClient(stack, { Authorization: `Bearer ${DEMO_TOKENS.workManagement}` });
afterAll(() => client.dispose());

const STALLED = graphql(`query SubscriptionLoadersStalled { sheets(first: 1) { edges { node { id } } } }`);

/** Attaches a small text file to the sheet, straight at the work-management emulator (a simple upload). */
async function attachFile(sheetId: string, name: string): Promise<string> {
  const body = `contents of ${name}`;
  const reply = await direct<{ result: { id: ExactId } }>(
    stack.emulators.workManagement,
    'POST',
    `/sheets/${sheetId}/attachments`,
    body,
    {
      headers: {
        'content-type': 'text/plain',
        'content-disposition': `attachment; filename="${name}"`,
        'content-length': String(Buffer.byteLength(body)),
      },
    },
  );
  expect(reply.status).toBe(200);
  return String(reply.body.result.id);
}

/** Posts a signed sheet callback saying that an attachment was created. */
async function attachmentCreated(sheetId: string, attachmentId: string, nonce: string): Promise<void> {
  const body = {
    nonce,
    timestamp: new Date().toISOString(),
    webhookId: WEBHOOK_ID,
    scope: 'sheet',
    scopeObjectId: sheetId,
    events: [
      {
        objectType: 'attachment',
        eventType: 'created',
        id: attachmentId,
        userId: 1,
        timestamp: new Date().toISOString(),
      },
    ],
  };
  expect((await postSignedCallback(stack.gateway, body, SECRET)).status).toBe(200);
}

/**
 * Returns once a request's deadline has passed after this call: a query whose upstream read never
 * answers fails with UPSTREAM_TIMEOUT when its own deadline passes, and it started after the last event.
 */
async function outlastOneDeadline(): Promise<void> {
  await setFaults(stack.emulators.workManagement, { rules: [{ method: 'GET', template: '/sheets', timeout: 1 }] });
  try {
    const stalled = await run(STALLED);
    expect(stalled.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
  } finally {
    await setFaults(stack.emulators.workManagement, { rules: [] });
  }
}

type Change = SubscriptionLoadersSheetChangedSubscription['sheetChanged'];

/** The attachment of that id in the sheet a change carries. */
function attachment(change: Change, id: string) {
  return present(change.sheet?.attachments)
    .edges.map((e) => e.node)
    .find((n) => n.backendId === id);
}

describe('subscription events and request loaders', () => {
  it("resolves a loader-backed field on an event that comes after the previous request's deadline", async () => {
    const FIRST_SHEET = graphql(
      `query SubscriptionLoadersFirstSheet { sheets(first: 1) { edges { node { backendId } } } }`,
    );
    const sheetId = present(present(dataOf(await run(FIRST_SHEET)).sheets).edges[0]).node.backendId;
    stack.gateway.webhooks.rememberSecret(String(WEBHOOK_ID), SECRET);
    const first = await attachFile(sheetId, 'renewal-first.txt');

    const SHEET_CHANGED = graphql(`
      subscription SubscriptionLoadersSheetChanged($id: ID!) {
        sheetChanged(sheetId: $id) {
          events {
            objectType
            kind
          }
          sheet {
            attachments(first: 100) {
              edges {
                node {
                  backendId
                  name
                  url
                }
              }
            }
          }
        }
      }
    `);
    const sub = subscribe(client, SHEET_CHANGED, { id: sheetId });
    await listening(stack.gateway, TOPICS.sheet(sheetId));

    await attachmentCreated(sheetId, first, 'renewal-1');
    const one = present(dataOf(await sub.next()).sheetChanged);
    expect(one.events).toEqual([{ objectType: 'ATTACHMENT', kind: 'CREATED' }]);
    expect(attachment(one, first)).toMatchObject({
      name: 'renewal-first.txt',
      url: match.stringMatching(/^https?:\/\/.+renewal-first\.txt/),
    });

    await outlastOneDeadline();
    const second = await attachFile(sheetId, 'renewal-second.txt');
    await attachmentCreated(sheetId, second, 'renewal-2');
    const two = present(dataOf(await sub.next()).sheetChanged);
    expect(two.events).toEqual([{ objectType: 'ATTACHMENT', kind: 'CREATED' }]);
    expect(attachment(two, second)).toMatchObject({
      name: 'renewal-second.txt',
      url: match.stringMatching(/^https?:\/\/.+renewal-second\.txt/),
    });
    expect(attachment(two, first)).toMatchObject({
      name: 'renewal-first.txt',
      url: match.stringMatching(/renewal-first\.txt/),
    });
    sub.stop();
  });
});
