// GraphQL subscriptions over graphql-ws on the same HTTP server and path as queries. Credentials come
// from the connection parameters, named like the HTTP headers.
import type http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLSchema } from 'graphql';
import { mappedError, reshaped } from '../graphql-errors.js';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createContext, type ContextFactoryOptions } from '../context.js';
import type { Logger } from '../observability/logger.js';
import type { SubscriptionGuard } from '../security/subscription-guard.js';

/** Connection parameters (`{ Authorization, X-Resource-Planning-Token, ... }`) as request headers. */
export function headersFromConnectionParams(params: Record<string, unknown> | undefined): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [key, value] of Object.entries(params ?? {}))
    if (typeof value === 'string') headers[key.toLowerCase()] = value;
  return headers;
}

/**
 * Starts graphql-ws on `path`; returns what disposes it (closing every subscription). `guard` admits
 * each operation (caller, credentials, limits) as HTTP requests are admitted.
 */
export function attachSubscriptions(
  httpServer: http.Server,
  schema: GraphQLSchema,
  path: string,
  contextOptions: ContextFactoryOptions,
  logger: Logger,
  guard: SubscriptionGuard,
): { dispose(): Promise<void> } {
  // Upgrades are handed over here rather than through `server:`, with which ws re-emits the HTTP
  // server's own errors (a port in use) as its own, and graphql-ws logs them with a stack.
  const wsServer = new WebSocketServer({ noServer: true, path });
  const upgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer): void => {
    wsServer.handleUpgrade(request, socket, head, (ws) => wsServer.emit('connection', ws, request));
  };
  httpServer.on('upgrade', upgrade);
  const cleanup = useServer(
    {
      schema,
      onSubscribe: (ctx, id, payload) =>
        guard.check(ctx, id, payload, headersFromConnectionParams(ctx.connectionParams), ctx.extra.request),
      context: (ctx, id) =>
        createContext(guard.credentialsFor(ctx, id), contextOptions, logger.child({ subscription: true })),
      // Upstream failures and refused inputs get the same `extensions.code` and details as over HTTP.
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!('errors' in result) || !result.errors?.length) return result;
        return {
          ...result,
          errors: result.errors.map((error) => {
            const mapped = mappedError(error.originalError);
            return mapped ? reshaped(error, mapped.message, mapped.extensions) : error;
          }),
        };
      },
      onError: (_ctx, _id, _payload, errors) => {
        for (const error of errors) logger.warn({ code: error.extensions?.code }, error.message);
      },
    },
    wsServer,
  );
  return {
    dispose: async () => {
      httpServer.off('upgrade', upgrade);
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
