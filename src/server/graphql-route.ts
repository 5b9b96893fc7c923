// The `/graphql` route over HTTP: the edge's refusals, exact JSON bodies, persisted queries,
// uploads and trusted documents before Apollo, and request errors answered as GraphQL errors.
import type http from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type express from 'express';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { credentialFingerprint } from '../security/credential-fingerprint.js';
import { credentialsFromHeaders } from '../security/credentials-from-headers.js';
import { loadTrustedDocuments, persistedQueries, trustedDocumentsOnly } from '../cache/persisted-queries.js';
import type { GatewayConfig } from '../config.js';
import { createContext, type ContextFactoryOptions, type GatewayContext } from '../context.js';
import { exactJsonBody } from '../http/exact-json.js';
import { exactUploads } from '../http/exact-uploads.js';
import { graphiqlRedirect } from '../http/landing.js';
import { httpEdge, refusedAtEdge } from '../security/http-edge.js';
import type { CallerAdmission } from './admission.js';

/** What the route serves requests with. */
export interface GraphqlRouteDependencies {
  config: GatewayConfig;
  apollo: ApolloServer<GatewayContext>;
  admission: CallerAdmission;
  contextOptions: ContextFactoryOptions;
  persistedQueryStore: KeyValueCache<string>;
  /** Whether a browser asking `/graphql` for a page goes to GraphiQL. */
  graphiql: boolean;
}

/** Scopes persisted queries by credential; a request whose headers admission refuses gets a scope of its own. */
function persistedQueryScope(headers: http.IncomingHttpHeaders, config: GatewayConfig): string {
  try {
    return credentialFingerprint(credentialsFromHeaders(headers, config, true).credentials);
  } catch {
    return 'refused';
  }
}

/** Mounts `/graphql`: its middleware chain, then its request-error handler. */
export function mountGraphqlRoute(app: express.Express, deps: GraphqlRouteDependencies): void {
  const { config, admission, contextOptions } = deps;
  const trusted = config.trustedDocumentsPath ? loadTrustedDocuments(config.trustedDocumentsPath) : null;
  if (deps.graphiql) app.get('/graphql', graphiqlRedirect);
  app.use(
    '/graphql',
    // Before any body parser: refusals here never read the body.
    httpEdge({ maxUploadBytes: config.maxUploadBytes }),
    // Numbers a double cannot hold reach the resolvers as the client wrote them (JSON bodies, GET variables, uploads).
    ...exactJsonBody({ limit: '1mb' }),
    persistedQueries({
      store: deps.persistedQueryStore,
      ttlSeconds: config.persistedQueryTtlSeconds,
      trusted,
      scopeOf: (req) => persistedQueryScope(req.headers, config),
    }),
    // Multipart requests (GraphQL multipart request spec): files are streamed to temporary storage, never held in memory.
    exactUploads({ maxFileSize: config.maxUploadBytes, maxFiles: 10 }),
    ...(trusted ? [trustedDocumentsOnly(trusted)] : []),
    expressMiddleware(deps.apollo, {
      context: async ({ req }) =>
        createContext(
          (await admission.gate.admit(req.headers, admission.addressOf(req))).credentials,
          contextOptions,
          req.log,
        ),
    }),
  );
  app.use('/graphql', requestErrors);
}

/** A body that is not JSON (or too large) is a GraphQL-over-HTTP request error: 4xx with a JSON error body, not an HTML page. */
function requestErrors(
  error: { status?: number; type?: string; message?: string },
  _req: express.Request,
  res: express.Response,
  next: express.NextFunction,
): void {
  // The edge answered already; what fails while the abandoned body is torn down concerns nobody.
  if (refusedAtEdge(res)) return;
  if (res.headersSent || typeof error?.status !== 'number' || error.status < 400 || error.status >= 500)
    return next(error);
  const message =
    error.type === 'entity.parse.failed' ? 'The request body is not valid JSON' : (error.message ?? 'Bad request');
  res.status(error.status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}
