// Where a browser lands: GET / and GET /graphql lead it to GraphiQL (/graphiql) when it is on;
// anyone else at / (and everyone when GraphiQL is off) gets the service's name, version and endpoints.
import type { Request, RequestHandler } from 'express';
import type { ServiceInfo } from '../service-info.js';

/** The path GraphiQL is served at. */
export const GRAPHIQL_PATH = '/graphiql';

/** What GET / answers in JSON. */
export interface LandingInfo extends ServiceInfo {
  endpoints: Record<string, string>;
}

/** The media types a GET may want; a request that prefers HTML comes from a browser (as Apollo Server decides). */
const ANSWER_TYPES = ['application/json', 'application/graphql-response+json', 'multipart/mixed', 'text/html'];

function prefersHtml(req: Request): boolean {
  return Boolean(req.headers.accept) && req.accepts(ANSWER_TYPES) === 'text/html';
}

/** The JSON description of the service (paths relative to its root). */
export function landingInfo(service: ServiceInfo, graphiql: boolean): LandingInfo {
  return {
    ...service,
    endpoints: {
      graphql: '/graphql',
      subscriptions: '/graphql (graphql-ws)',
      ...(graphiql ? { graphiql: GRAPHIQL_PATH } : {}),
      health: '/healthz',
      readiness: '/readyz',
      metrics: '/metrics',
    },
  };
}

/** The handler of GET /. */
export function landingRoute(service: ServiceInfo, graphiql: boolean): RequestHandler {
  const info = landingInfo(service, graphiql);
  return (req, res) => {
    if (graphiql && prefersHtml(req)) return res.redirect(302, GRAPHIQL_PATH);
    res.json(info);
  };
}

/** GET /graphql from a browser goes to GraphiQL; every other request goes on to GraphQL. */
export const graphiqlRedirect: RequestHandler = (req, res, next) => {
  if (prefersHtml(req)) return res.redirect(302, GRAPHIQL_PATH);
  next();
};
