// Subscriptions over WebSocket (graphql-transport-ws), as a client subscribes: messages typed by the
// operation (documents written with `graphql(...)`), and a wait until the gateway listens.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { RunningGateway } from '../../src/server.js';
import { urlOf, type GraphQLResult, type GraphQLTarget } from './gql.js';

/**
 * A graphql-ws client of the target's endpoint with these connection parameters (the credentials).
 * It connects on the first subscription, so it can be made before `useStack` has started; dispose
 * of it in `afterAll`.
 */
export function wsClient(
  target: GraphQLTarget,
  connectionParams: Record<string, string> = {},
  options: Partial<ClientOptions> = {},
): Client {
  return createClient({
    url: () => urlOf(target).replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams,
    ...options,
  });
}

/** A live subscription: `next` awaits the next message (a result as a query's, for `dataOf`), `stop` completes it. */
export interface Subscription<TData> {
  next(): Promise<GraphQLResult<TData>>;
  stop(): void;
}

/** Variables may be left out when the operation has none or only optional ones. */
type VariablesOf<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/** Subscribes at once (the gateway starts listening before the first `next`). */
export function subscribe<TData, TVariables>(
  client: Client,
  document: TypedDocumentNode<TData, TVariables>,
  ...[variables]: VariablesOf<TVariables>
): Subscription<TData> {
  const iterator = client.iterate<TData>({
    query: print(document),
    variables: variables ?? {},
  });
  return {
    async next() {
      const message = await iterator.next();
      if (message.done) throw new Error('the subscription ended without another message');
      const { data, errors } = message.value;
      return { data, ...(errors ? { errors: [...errors] } : {}) };
    },
    stop: () => void iterator.return?.(),
  };
}

/** Resolves once the gateway has a listener on `topic`: the subscription is live (no sleeping). */
export async function listening(gateway: RunningGateway, topic: string): Promise<void> {
  for (let i = 0; i < 10_000 && gateway.pubsub.listenerCount(topic) === 0; i++)
    await new Promise((resolve) => setImmediate(resolve));
  expect(gateway.pubsub.listenerCount(topic), topic).toBeGreaterThan(0);
}
