// The HTTP server: Apollo Server on express with /graphql, GraphiQL served from local packages,
// and /healthz.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayConfig } from './config.js';
import { createContext, type GatewayContext } from './context.js';
import type { BackendUrls } from './datasources/index.js';
import { UpstreamCallCounter } from './datasources/rest-client.js';
import { toGraphQLError, UpstreamError } from './errors.js';
import { renderGraphiqlPage, type GraphiqlOptions } from './graphiql.js';
import { CursorCodec } from './relay/cursor.js';
import { buildGatewaySchema } from './schema.js';

export interface GatewayOptions {
  config: GatewayConfig;
  urls: BackendUrls;
  graphiql?: GraphiqlOptions;
}

export interface RunningGateway {
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  graphqlUrl: string;
  counter: UpstreamCallCounter;
  close(): Promise<void>;
}

/** Upstream failures keep their backend details; everything else goes out as Apollo formats it. */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamError) {
    const mapped = toGraphQLError(original);
    return { ...formatted, message: mapped.message, extensions: { ...mapped.extensions } };
  }
  return formatted;
}

/** Serves GraphiQL (rendered once, fully inlined: no request leaves the machine) as the landing page. */
function graphiqlLandingPage(options: GraphiqlOptions): ApolloServerPlugin<GatewayContext> {
  const html = renderGraphiqlPage(options);
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html };
        },
      };
    },
  };
}

/** Starts the gateway on `config.port` (0 picks a free port). */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { config, urls } = options;
  const app = express();
  const httpServer = http.createServer(app);
  const counter = new UpstreamCallCounter();
  const codec = new CursorCodec(config.cursorSecret);

  const apollo = new ApolloServer<GatewayContext>({
    schema: buildGatewaySchema(),
    formatError,
    includeStacktraceInErrorResponses: false,
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginInlineTraceDisabled(), graphiqlLandingPage(options.graphiql ?? {})],
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    // Multipart requests (GraphQL multipart request spec): files are streamed to temporary storage, never held in memory.
    graphqlUploadExpress({ maxFileSize: config.maxUploadBytes, maxFiles: 10 }),
    expressMiddleware(apollo, {
      context: async ({ req }) => createContext(req.headers, { config, urls, codec, counter }),
    }),
  );

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const address = httpServer.address() as AddressInfo;
  const host = config.host && config.host !== '0.0.0.0' && config.host !== '::' ? config.host : 'localhost';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    counter,
    close: async () => {
      await apollo.stop();
      httpServer.closeAllConnections();
    },
  };
}
