// Apollo Client 4 subscribed to sheet changes as a frontend subscribes (GraphQLWsLink over graphql-ws,
// an InMemoryCache): a row written through the graph makes the emulator call the gateway back with two
// changes of that one row (the row, then its cell), and the normalized cache keeps them as two records,
// each naming the same Row record as its object.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../emulators/index.js';
import { globalIdParts } from '../helpers/global-id.js';
import { TOPICS } from '../../src/subscriptions/pubsub.js';
import { graphql } from '../generated/index.js';
import type { ApolloClientSheetChangedSubscription } from '../generated/graphql.js';
import { dataOf, gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';
import { listening, wsClient } from '../helpers/subscribe.js';

const stack = useStack({ env: { WEBHOOK_REORDER_WINDOW_MS: '0', ALLOW_LOOPBACK_CALLBACKS: 'true' } });
const run = gql(stack);
const ws = wsClient(stack, { Authorization: `Bearer ${DEMO_TOKENS.workManagement}` });
afterAll(() => ws.dispose());

const SHEET_CHANGED = graphql(`
  subscription ApolloClientSheetChanged($id: ID!) {
    sheetChanged(sheetId: $id) {
      timestamp
      events {
        id
        objectType
        kind
        object {
          __typename
          ... on Row {
            id
          }
          ... on Cell {
            value
          }
        }
        row {
          id
        }
      }
    }
  }
`);

/** The backend's own id inside a global id (its last part). */
const backendIdOf = (globalId: string): string => present(present(globalIdParts(globalId), globalId).parts.at(-1));

/** The records of one type in a cache, by cache id. */
function recordsOf(cache: InMemoryCache, typeName: string): Record<string, Record<string, unknown>> {
  const all = cache.extract() as Record<string, Record<string, unknown>>;
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(`${typeName}:`)));
}

describe('Apollo Client and sheet change events', () => {
  it('keeps two changes of one row as two records in its normalized cache', async () => {
    const SHEETS = graphql(`
      query ApolloClientEventsSheets {
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
          (s.columns?.edges ?? []).some(({ node: c }) => c.primary && c.type === 'TEXT_NUMBER'),
      ),
      'a sheet with rows and a text primary column',
    );
    const column = present(sheet.columns?.edges.find((e) => e.node.primary)).node.id;
    const rowId = present(sheet.rows?.edges[0]).node.id;
    const CREATE_WEBHOOK = graphql(`
      mutation ApolloClientEventsCreateWebhook($input: CreateWebhookInput!) {
        createWebhook(input: $input) {
          webhook {
            id
          }
        }
      }
    `);
    const created = dataOf(
      await run(CREATE_WEBHOOK, {
        input: {
          name: 'Apollo cache',
          callbackUrl: `${stack.gateway.url}/webhooks/work-management`,
          scope: 'SHEET',
          scopeObjectId: sheet.id,
          events: ['*.*'],
          version: 1,
        },
      }),
    );
    const ENABLE_WEBHOOK = graphql(`
      mutation ApolloClientEventsEnableWebhook($input: UpdateWebhookInput!) {
        updateWebhook(input: $input) {
          webhook {
            status
          }
        }
      }
    `);
    const enabled = dataOf(
      await run(ENABLE_WEBHOOK, { input: { webhookId: present(created.createWebhook?.webhook).id, enabled: true } }),
    );
    expect(enabled.updateWebhook?.webhook?.status).toBe('ENABLED');

    const cache = new InMemoryCache();
    const client = new ApolloClient({ link: new GraphQLWsLink(ws), cache });
    const UPDATE_ROWS = graphql(`
      mutation ApolloClientEventsUpdateRows($input: UpdateRowsInput!) {
        updateRows(input: $input) {
          rows {
            id
          }
        }
      }
    `);
    try {
      const delivered = new Promise<ApolloClientSheetChangedSubscription>((resolve, reject) => {
        const subscription = client.subscribe({ query: SHEET_CHANGED, variables: { id: sheet.id } }).subscribe({
          next: (result) => {
            if (result.data) {
              subscription.unsubscribe();
              resolve(result.data);
            }
          },
          error: reject,
        });
      });
      await listening(stack.gateway, TOPICS.sheet(backendIdOf(sheet.id)));
      dataOf(
        await run(UPDATE_ROWS, {
          input: {
            sheetId: sheet.id,
            rows: [{ id: rowId, cells: [{ columnId: backendIdOf(column), value: 'Seen by Apollo Client' }] }],
          },
        }),
      );
      const change = (await delivered).sheetChanged;

      // The callback named one row twice: the row changed, and a cell of it changed.
      expect(change.events.map((e) => [e.objectType, e.kind, e.row?.id])).toEqual([
        ['ROW', 'UPDATED', rowId],
        ['CELL', 'UPDATED', rowId],
      ]);
      const events = recordsOf(cache, 'SheetChangeEvent');
      expect(Object.keys(events).sort()).toEqual(change.events.map((e) => `SheetChangeEvent:${e.id}`).sort());
      expect(
        Object.values(events)
          .map((e) => e.objectType)
          .sort(),
      ).toEqual(['CELL', 'ROW']);
      // Both name the one Row record: the row change as its object, both as their row.
      expect(Object.keys(recordsOf(cache, 'Row'))).toEqual([`Row:${rowId}`]);
      expect(Object.values(events).map((e) => e.row)).toEqual([{ __ref: `Row:${rowId}` }, { __ref: `Row:${rowId}` }]);

      // Had the changes taken the row's id as their own, the cache would have folded them into one record.
      const folded = new InMemoryCache();
      folded.writeQuery({
        query: SHEET_CHANGED,
        variables: { id: sheet.id },
        data: { sheetChanged: { ...change, events: change.events.map((e) => ({ ...e, id: rowId })) } },
      });
      expect(Object.keys(recordsOf(folded, 'SheetChangeEvent'))).toHaveLength(1);
    } finally {
      client.stop();
    }
  });
});
