// What `npm start` prints once the gateway listens: each backend and whether it is emulated, the
// credential policy, GraphiQL or not, and last the ready line with the GraphQL URL.
import { BACKEND_KEYS, BACKEND_SETTINGS, type BackendKey, type GatewayConfig } from '../config.js';

export interface BannerFacts {
  config: GatewayConfig;
  /** The backends served by an embedded emulator. */
  emulated: ReadonlySet<BackendKey>;
  /** The gateway's root URL (http://localhost:4000) and its GraphQL endpoint. */
  url: string;
  graphqlUrl: string;
}

const POLICIES: Record<GatewayConfig['security']['serviceCredentialCallers'], string> = {
  anyone: 'a request without a credential header is served with the service credentials',
  authenticated: 'callers with an API key or JWT may be served with the service credentials; others send their own',
  none: 'every request sends its own credentials; the service credentials serve nobody',
};

/** The banner's lines; the last one is the ready line, `workgraph ready: GraphQL at <url>, ...`. */
export function bannerLines({ config, emulated, url, graphqlUrl }: BannerFacts): string[] {
  const backends = BACKEND_KEYS.map((backend) => {
    const { name } = BACKEND_SETTINGS[backend];
    const baseUrl = config[backend].baseUrl ?? '';
    return emulated.has(backend) ? `${name}: emulated at ${baseUrl} (demo data)` : `${name}: ${baseUrl}`;
  });
  const security = config.security;
  const limit =
    security.callerRateLimit > 0 ? `${security.callerRateLimit} requests a minute per caller` : 'no per-caller limit';
  return [
    ...backends,
    `credentials: ${POLICIES[security.serviceCredentialCallers]} (SERVICE_CREDENTIAL_CALLERS=${security.serviceCredentialCallers}); ${limit} (CALLER_RATE_LIMIT=${security.callerRateLimit})`,
    `introspection: ${security.introspection ? 'on' : 'off'} (GRAPHQL_INTROSPECTION=${security.introspection})`,
    security.graphiql
      ? `GraphiQL at ${url}/graphiql in a browser (${url}/ and ${graphqlUrl} lead there)`
      : `GraphiQL: off (GRAPHIQL=false); ${url}/ answers the service's name, version and endpoints`,
    `workgraph ready: GraphQL at ${graphqlUrl}, health at ${url}/healthz`,
  ];
}
