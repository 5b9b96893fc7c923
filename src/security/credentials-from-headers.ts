// The caller's credentials for each backend, read from the request headers documented in the
// README, with the configured service credentials filling the gaps where admission allows it.
import type { IncomingHttpHeaders } from 'node:http';
import type { GatewayConfig } from '../config.js';
import type { Credentials } from '../datasources/credentials.js';
import { badRequest, unauthenticated } from '../graphql-errors.js';

/** Request headers that carry the caller's credentials (documented in the README). */
export const CREDENTIAL_HEADERS = {
  workManagement: 'authorization',
  assumeUser: 'assume-user',
  resourcePlanning: 'x-resource-planning-token',
  digitalAsset: 'x-digital-asset-token',
} as const;

/** A header's value, trimmed; undefined when absent, '' when present and empty. */
function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim();
}

/** The credentials of one request, and whether the service credentials filled any gap. */
export interface ResolvedCredentials {
  credentials: Credentials;
  usesServiceCredential: boolean;
}

/**
 * Reads the caller's credentials; the configured service credentials fill the gaps only when
 * `serviceCredentialAllowed`. A credential header that is present but empty (`Authorization:`,
 * `Authorization: Bearer `) is UNAUTHENTICATED, never the service credential; an `Assume-User`
 * that is not valid URI encoding is BAD_REQUEST.
 */
export function credentialsFromHeaders(
  headers: IncomingHttpHeaders,
  config: GatewayConfig,
  serviceCredentialAllowed: boolean,
): ResolvedCredentials {
  const given = (name: string, strip?: RegExp): string | undefined => {
    const value = header(headers, name);
    if (value === undefined) return undefined;
    const token = strip ? value.replace(strip, '') : value;
    if (!token)
      throw unauthenticated(`The ${name} header is empty: send a credential, or leave the header out`, {
        header: name,
      });
    return token;
  };
  let usesServiceCredential = false;
  const orService = (own: string | undefined, service: string | null): string | null => {
    if (own !== undefined) return own;
    if (!serviceCredentialAllowed || !service) return null;
    usesServiceCredential = true;
    return service;
  };
  const wmToken = orService(given(CREDENTIAL_HEADERS.workManagement, /^Bearer(\s+|$)/i), config.workManagement.token);
  const assumeUser = header(headers, CREDENTIAL_HEADERS.assumeUser) || undefined;
  const rpToken = orService(given(CREDENTIAL_HEADERS.resourcePlanning), config.resourcePlanning.token);
  const daToken = orService(given(CREDENTIAL_HEADERS.digitalAsset), config.digitalAsset.token);
  return {
    credentials: {
      workManagement: wmToken
        ? { token: wmToken, ...(assumeUser ? { assumeUser: decodeAssumeUser(assumeUser) } : {}) }
        : null,
      resourcePlanning: rpToken ? { token: rpToken } : null,
      digitalAsset: daToken ? { token: daToken } : null,
    },
    usesServiceCredential,
  };
}

/** `Assume-User` is URI-encoded (Document 1); text that does not decode is the client's mistake. */
function decodeAssumeUser(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest('The Assume-User header is not valid URI encoding (encode the email with encodeURIComponent)', {
      header: CREDENTIAL_HEADERS.assumeUser,
    });
  }
}
