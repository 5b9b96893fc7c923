// The per-request context: the caller's credentials, datasources bound to them, fresh loaders,
// and what connections need (cursor codec, page-size limits).
import type { IncomingHttpHeaders } from 'node:http';
import type { GatewayConfig } from './config.js';
import type { Credentials } from './datasources/credentials.js';
import { createDatasources, type BackendUrls, type Datasources } from './datasources/index.js';
import type { UpstreamCallCounter } from './datasources/rest-client.js';
import { createLoaders, type Loaders } from './loaders/index.js';
import type { CursorCodec } from './relay/cursor.js';

export interface GatewayContext {
  credentials: Credentials;
  api: Datasources;
  loaders: Loaders;
  relay: { codec: CursorCodec; maxFirst: number; defaultFirst: number };
}

/** Request headers that carry the caller's credentials (documented in the README). */
export const CREDENTIAL_HEADERS = {
  workManagement: 'authorization',
  assumeUser: 'assume-user',
  resourcePlanning: 'x-resource-planning-token',
  digitalAsset: 'x-digital-asset-token',
} as const;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** Reads the caller's credentials; the configured service credentials fill the gaps. */
export function credentialsFromHeaders(headers: IncomingHttpHeaders, config: GatewayConfig): Credentials {
  const bearer = header(headers, CREDENTIAL_HEADERS.workManagement)?.replace(/^Bearer\s+/i, '');
  const wmToken = bearer ?? config.workManagement.token;
  const assumeUser = header(headers, CREDENTIAL_HEADERS.assumeUser);
  const rpToken = header(headers, CREDENTIAL_HEADERS.resourcePlanning) ?? config.resourcePlanning.token;
  const daToken = header(headers, CREDENTIAL_HEADERS.digitalAsset) ?? config.digitalAsset.token;
  return {
    workManagement: wmToken ? { token: wmToken, ...(assumeUser ? { assumeUser: decodeURIComponent(assumeUser) } : {}) } : null,
    resourcePlanning: rpToken ? { token: rpToken } : null,
    digitalAsset: daToken ? { token: daToken } : null,
  };
}

export interface ContextFactoryOptions {
  config: GatewayConfig;
  urls: BackendUrls;
  codec: CursorCodec;
  counter: UpstreamCallCounter;
}

/** Builds the context of one request. */
export function createContext(headers: IncomingHttpHeaders, options: ContextFactoryOptions): GatewayContext {
  const credentials = credentialsFromHeaders(headers, options.config);
  const api = createDatasources(options.config, options.urls, credentials, options.counter);
  return {
    credentials,
    api,
    loaders: createLoaders(api, options.config.loaderConcurrency),
    relay: { codec: options.codec, maxFirst: options.config.maxPageSize, defaultFirst: options.config.defaultPageSize },
  };
}
