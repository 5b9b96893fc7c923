// End to end over real sockets: a webhook registered through the graph is verified by the emulator
// against the gateway's receiver; a change made through a GraphQL mutation makes the emulator call
// the receiver, signed; the subscriber gets exactly one event.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { globalId, globalIdParts } from '../helpers/global-id.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql } from '../generated/index.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql } from '../helpers/gql.js';
import { ofType, present } from '../helpers/present.js';
import type { DaResource } from '../helpers/rest-shapes.js';
import { configureEmulator, useStack } from '../helpers/stack.js';
import { listening, subscribe, wsClient } from '../helpers/subscribe.js';
import { gqlUpload } from '../helpers/upload.js';

const stack = useStack({ env: { WEBHOOK_REORDER_WINDOW_MS: '0', ALLOW_LOOPBACK_CALLBACKS: 'true' } });
const run = gql(stack);
const client = wsClient(stack, { Authorization: `Bearer ${DEMO_TOKENS.workManagement}` });
afterAll(() => client.dispose());

const PLAN_AND_USERS = graphql(`
  query WebhooksE2ePlanAndUsers {
    me {
      plans(first: 1) {
        edges {
          node {
            plan {
              id
            }
          }
        }
      }
    }
    users(first: 40) {
      edges {
        node {
          id
          seatType
        }
      }
    }
  }
`);
const CREATE_WEBHOOK = graphql(`
  mutation WebhooksE2eCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      webhook {
        id
        status
      }
    }
  }
`);
const ENABLE_WEBHOOK = graphql(`
  mutation WebhooksE2eEnableWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) {
      webhook {
        status
      }
    }
  }
`);
const UPGRADE = graphql(`
  mutation WebhooksE2eUpgrade($input: ChangeUserSeatInput!) {
    upgradeUserPlan(input: $input) {
      planMembership {
        seatType
      }
    }
  }
`);

/** The caller's first plan and a user with a viewer seat in the demo data (global ids). */
async function planAndViewer(): Promise<{ planId: string; viewerId: string }> {
  const data = dataOf(await run(PLAN_AND_USERS));
  const planId = present(present(present(data.me).plans).edges[0]).node.plan.id;
  const viewer = present(data.users)
    .edges.map((e) => e.node)
    .find((u) => u.seatType === 'VIEWER');
  return { planId, viewerId: present(viewer, 'a user with a viewer seat').id };
}

/** The backend's own id inside a global id (its last part). */
const backendIdOf = (globalId: string): string => present(present(globalIdParts(globalId), globalId).parts.at(-1));

/** Starts a local HTTP server; resolves with its port once it listens. */
async function listen(server: ReturnType<typeof createServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

describe('plan-level webhook to subscription', () => {
  it('delivers a seat type change made through the graph to a userSeatTypeChanged subscriber exactly once', async () => {
    const { planId, viewerId } = await planAndViewer();

    const created = dataOf(
      await run(CREATE_WEBHOOK, {
        input: {
          name: 'Seat changes',
          callbackUrl: `${stack.gateway.url}/webhooks/work-management`,
          scope: 'PLAN',
          scopeObjectId: planId,
          events: ['user.seatType.updated'],
          version: 1,
        },
      }),
    );
    const enabled = await run(ENABLE_WEBHOOK, {
      input: { webhookId: present(created.createWebhook?.webhook).id, enabled: true },
    });
    // The emulator ran the verification handshake against the gateway's receiver.
    expect(enabled.data?.updateWebhook?.webhook?.status).toBe('ENABLED');

    const SEAT_CHANGED = graphql(
      `subscription WebhooksE2eSeatChanged { userSeatTypeChanged { id plan { id } seatType user { id } } }`,
    );
    const sub = subscribe(client, SEAT_CHANGED);
    const next = sub.next();
    await listening(stack.gateway, TOPICS.seatTypes);
    dataOf(await run(UPGRADE, { input: { userId: viewerId, planId, seatType: 'MEMBER' } }));
    const event = present((await next).data).userSeatTypeChanged;
    expect(event).toMatchObject({ plan: { id: planId }, seatType: 'MEMBER', user: { id: viewerId } });
    const SEAT_CHANGE_NODE = graphql(`
      query WebhooksE2eSeatChangeNode($id: ID!) {
        node(id: $id) {
          __typename
          id
          ... on SeatTypeChange {
            seatType
            plan {
              id
            }
            user {
              id
            }
          }
        }
      }
    `);
    // The change is a Node: node(id:) gives it back from its id alone.
    expect(dataOf(await run(SEAT_CHANGE_NODE, { id: event.id })).node).toEqual({
      __typename: 'SeatTypeChange',
      id: event.id,
      seatType: 'MEMBER',
      plan: { id: planId },
      user: { id: viewerId },
    });
    expect(globalIdParts(event.id)?.parts.slice(0, 3)).toEqual([backendIdOf(planId), backendIdOf(viewerId), 'MEMBER']);

    // The next event is the next change, not a repeat of the first.
    const second = sub.next();
    const DOWNGRADE = graphql(`
      mutation WebhooksE2eDowngrade($input: ChangeUserSeatInput!) {
        downgradeUserPlan(input: $input) {
          planMembership {
            seatType
          }
        }
      }
    `);
    await run(DOWNGRADE, { input: { userId: viewerId, planId, seatType: 'VIEWER' } });
    expect((await second).data?.userSeatTypeChanged.seatType).toBe('VIEWER');
    sub.stop();
  });
});

describe('emulator webhook delivery', () => {
  it('retries a failing callback 14 times with backoff, then disables the webhook', async () => {
    let callbacks = 0;
    const receiver = createServer((req, res) => {
      const challenge = req.headers['smartsheet-hook-challenge'];
      if (challenge) {
        res.writeHead(200, { 'smartsheet-hook-response': String(challenge) });
        res.end();
        return;
      }
      callbacks++;
      res.writeHead(500);
      res.end();
    });
    const port = await listen(receiver);
    const WEBHOOK_STATUS = graphql(
      `query WebhooksE2eWebhookStatus($id: ID!) { node(id: $id) { __typename ... on Webhook { status } } }`,
    );
    try {
      await configureEmulator(stack.emulators.workManagement, { webhookRetry: { firstDelayMs: 1, laterDelayMs: 5 } });
      const { planId, viewerId } = await planAndViewer();
      const created = dataOf(
        await run(CREATE_WEBHOOK, {
          input: {
            name: 'Failing',
            callbackUrl: `http://127.0.0.1:${port}/hook`,
            scope: 'PLAN',
            scopeObjectId: planId,
            events: ['*.*'],
            version: 1,
          },
        }),
      );
      const id = present(created.createWebhook?.webhook).id;
      await run(ENABLE_WEBHOOK, { input: { webhookId: id, enabled: true } });
      await run(UPGRADE, { input: { userId: viewerId, planId, seatType: 'MEMBER' } });
      let status: string | null | undefined = 'ENABLED';
      for (let i = 0; i < 2000 && status === 'ENABLED'; i++) {
        status = ofType(dataOf(await run(WEBHOOK_STATUS, { id })).node, 'Webhook').status;
      }
      expect(status).toBe('DISABLED_CALLBACK_FAILED');
      expect(callbacks).toBe(15); // the first attempt and 14 retries
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('digital-asset webhook to subscription', () => {
  it('delivers asset.create then asset.update for an asset uploaded through the graph', async () => {
    await configureEmulator(stack.emulators.digitalAsset, { allowLoopbackCallbacks: true });
    const LIBRARY_SECTIONS = graphql(`
      query WebhooksE2eLibrarySections {
        libraries(first: 5) {
          edges {
            node {
              libraryId: backendId
              sections(first: 10) {
                edges {
                  node {
                    id
                    defaultAssetType
                  }
                }
              }
            }
          }
        }
      }
    `);
    const libraries = present(dataOf(await run(LIBRARY_SECTIONS)).libraries).edges.map((e) => e.node);
    const genericFile = (l: (typeof libraries)[number]) =>
      present(l.sections).edges.find((s) => s.node.defaultAssetType === 'GENERIC_FILE');
    const library = present(
      libraries.find((l) => genericFile(l) !== undefined),
      'a library with a GenericFile section',
    );
    const section = present(genericFile(library)).node;
    const CREATE_ASSET_WEBHOOK = graphql(`
      mutation WebhooksE2eCreateAssetWebhook($input: CreateAssetWebhookInput!) {
        createAssetWebhook(input: $input) {
          webhook {
            id
          }
        }
      }
    `);
    for (const changeKind of ['CREATED', 'UPDATED'] as const) {
      dataOf(
        await run(CREATE_ASSET_WEBHOOK, {
          input: {
            libraryId: library.libraryId,
            changeKind,
            callbackUrl: `${stack.gateway.url}/webhooks/digital-asset`,
          },
        }),
        changeKind,
      );
    }
    const da = wsClient(stack, { 'X-Digital-Asset-Token': DEMO_TOKENS.digitalAsset });
    const ASSET_CHANGED = graphql(`
      subscription WebhooksE2eAssetChanged($id: ID!) {
        assetChanged(libraryId: $id) {
          kind
          asset {
            id
            name
          }
        }
      }
    `);
    const sub = subscribe(da, ASSET_CHANGED, { id: library.libraryId });
    const first = sub.next();
    await listening(stack.gateway, TOPICS.library(library.libraryId));

    const UPLOAD_ASSET = graphql(`
      mutation WebhooksE2eUploadAsset($input: UploadAssetInput!) {
        uploadAsset(input: $input) {
          asset {
            assetId: backendId
          }
        }
      }
    `);
    const upload = await gqlUpload(stack)(
      UPLOAD_ASSET,
      { input: { sectionId: section.id, file: null, name: 'Launch poster' } },
      { bytes: Buffer.from('poster bytes'), filename: 'poster.png', type: 'image/png' },
    );
    const assetId = globalId('Asset', present(present(dataOf(upload).uploadAsset).asset).assetId);
    const second = sub.next();
    expect((await first).data?.assetChanged).toEqual({
      kind: 'CREATED',
      asset: { id: assetId, name: 'Launch poster' },
    });
    expect((await second).data?.assetChanged).toEqual({
      kind: 'UPDATED',
      asset: { id: assetId, name: 'Launch poster' },
    });
    sub.stop();
    await da.dispose();
  });
});

describe('sheet webhook to subscription', () => {
  it('delivers a row changed by a GraphQL mutation to a sheetChanged subscriber exactly once', async () => {
    const SHEETS = graphql(`
      query WebhooksE2eSheets {
        sheets(first: 30) {
          edges {
            node {
              id
              columns(first: 100) {
                edges {
                  node {
                    id
                    type
                    primary
                  }
                }
              }
              rows(first: 1) {
                edges {
                  node {
                    id
                  }
                }
              }
            }
          }
        }
      }
    `);
    const sheets = present(dataOf(await run(SHEETS)).sheets).edges.map((e) => e.node);
    const sheet = present(
      sheets.find(
        (s) =>
          (s.rows?.edges.length ?? 0) > 0 &&
          (s.columns?.edges ?? []).some((e) => e.node.primary && e.node.type === 'TEXT_NUMBER'),
      ),
      'a sheet with rows and a text primary column',
    );
    const column = present(sheet.columns?.edges.find((e) => e.node.primary)).node.id;
    const rowId = present(sheet.rows?.edges[0]).node.id;
    const created = dataOf(
      await run(CREATE_WEBHOOK, {
        input: {
          name: 'Sheet changes',
          callbackUrl: `${stack.gateway.url}/webhooks/work-management`,
          scope: 'SHEET',
          scopeObjectId: sheet.id,
          events: ['*.*'],
          version: 1,
        },
      }),
    );
    const enabled = await run(ENABLE_WEBHOOK, {
      input: { webhookId: present(created.createWebhook?.webhook).id, enabled: true },
    });
    expect(enabled.data?.updateWebhook?.webhook?.status).toBe('ENABLED');

    const SHEET_CHANGED = graphql(`
      subscription WebhooksE2eSheetChanged($id: ID!) {
        sheetChanged(sheetId: $id) {
          sheet {
            id
          }
          events {
            id
            objectType
            kind
            object {
              __typename
              ... on Cell {
                value
                column {
                  id
                }
              }
              ... on Row {
                id
              }
            }
            row {
              id
              cells {
                column {
                  id
                }
                value
              }
            }
          }
        }
      }
    `);
    const sub = subscribe(client, SHEET_CHANGED, { id: sheet.id });
    const first = sub.next();
    await listening(stack.gateway, TOPICS.sheet(backendIdOf(sheet.id)));
    const UPDATE_ROWS = graphql(`
      mutation WebhooksE2eUpdateRows($input: UpdateRowsInput!) {
        updateRows(input: $input) {
          rows {
            backendId
          }
        }
      }
    `);
    const update = async (value: string): Promise<void> => {
      dataOf(
        await run(UPDATE_ROWS, {
          input: { sheetId: sheet.id, rows: [{ id: rowId, cells: [{ columnId: backendIdOf(column), value }] }] },
        }),
        value,
      );
    };
    await update('Changed through the graph');
    const change = present((await first).data).sheetChanged;
    expect(change.sheet?.id).toBe(sheet.id);
    expect(change.events.map((e) => `${e.objectType}:${e.kind}`)).toEqual(['ROW:UPDATED', 'CELL:UPDATED']);
    // Two changes of one row: two ids of their own; the cell change names the cell, with its column.
    expect(new Set(change.events.map((e) => e.id)).size).toBe(2);
    expect(change.events[0]?.object).toEqual({ __typename: 'Row', id: rowId });
    expect(change.events[1]?.object).toEqual({
      __typename: 'Cell',
      value: 'Changed through the graph',
      column: { id: column },
    });
    expect(present(change.events[0]?.row).cells.find((c) => c.column?.id === column)?.value).toBe(
      'Changed through the graph',
    );
    // The next message is the next change: the first was delivered once.
    const second = sub.next();
    await update('Changed again');
    expect(
      present(present((await second).data).sheetChanged.events[0]?.row).cells.find((c) => c.column?.id === column)
        ?.value,
    ).toBe('Changed again');
    sub.stop();
  });
});

describe('digital-asset webhook delivery', () => {
  it('retries a failing callback 15 times with growing waits, then makes the subscription inactive', async () => {
    let deliveries = 0;
    const receiver = createServer((_req, res) => {
      deliveries++;
      res.writeHead(503);
      res.end();
    });
    const port = await listen(receiver);
    try {
      const emulator = stack.emulators.digitalAsset;
      await configureEmulator(emulator, {
        allowLoopbackCallbacks: true,
        webhookRetry: { firstDelayMs: 1, maxDelayMs: 4 },
      });
      const library = present(
        (await direct<{ data: DaResource[] }>(emulator, 'GET', '/libraries?per=1')).body.data[0],
      ).id;
      const asset = present(
        (await direct<{ data: DaResource[] }>(emulator, 'GET', `/libraries/${library}/assets?per=1`)).body.data[0],
      ).id;
      const created = await direct<{ data: DaResource }>(emulator, 'POST', '/webhooks', {
        data: {
          attributes: {
            event_type: 'asset.update',
            resource_key: library,
            resource_type: 'library',
            callback_url: `http://127.0.0.1:${port}/hook`,
          },
        },
      });
      const webhookId = created.body.data.id;
      await direct(emulator, 'PUT', `/assets/${asset}`, { data: { attributes: { description: 'changed' } } });
      // The service reads and lists active subscriptions only: an inactive one answers 404.
      let active = true;
      for (let i = 0; i < 5000 && active; i++) {
        active = (await direct(emulator, 'GET', `/webhooks/${webhookId}`)).status === 200;
      }
      expect(active).toBe(false);
      expect(deliveries).toBe(16); // the first delivery and 15 retries
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
