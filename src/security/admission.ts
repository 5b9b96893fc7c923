// Admission of a request before anything runs: who the caller is, which credentials it may use (the
// service credential only as SERVICE_CREDENTIAL_CALLERS allows), and whether it is within its limit.
import type { IncomingHttpHeaders } from 'node:http';
import { HeaderMap } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import type { GatewayConfig } from '../config.js';
import type { Credentials } from '../datasources/credentials.js';
import type { Caller, CallerAuthenticator } from './caller-auth.js';
import { credentialsFromHeaders } from './credentials-from-headers.js';
import { gatewayError, unauthenticated } from '../graphql-errors.js';
import type { CallerLimiter } from './caller-limits.js';

export interface Admission {
  caller: Caller;
  credentials: Credentials;
  usesServiceCredential: boolean;
}

export function rateLimited(retryAfterSeconds: number, limit: number): GraphQLError {
  // Apollo merges `http.headers` as a HeaderMap; the graphql-yoga typings in the tree declare a record.
  const headers = new HeaderMap([['retry-after', String(retryAfterSeconds)]]) as unknown as Record<string, string>;
  return gatewayError(
    'RATE_LIMITED',
    `Too many requests from this caller with the service credential: at most ${limit} a minute; retry in ${retryAfterSeconds} s`,
    {
      retryAfterSeconds,
      http: { status: 429, headers },
    },
  );
}

export class CallerGate {
  constructor(
    private readonly config: GatewayConfig,
    private readonly authenticator: CallerAuthenticator,
    /** Null when CALLER_RATE_LIMIT is 0. */
    private readonly limiter: CallerLimiter | null,
  ) {}

  /**
   * Admits a request or throws the GraphQL error that refuses it (UNAUTHENTICATED, RATE_LIMITED,
   * BAD_REQUEST). Nothing has been sent upstream when it throws.
   */
  async admit(headers: IncomingHttpHeaders, address: string): Promise<Admission> {
    const caller = await this.authenticator.authenticate(headers, address);
    const policy = this.config.security.serviceCredentialCallers;
    const allowed = policy === 'anyone' || (policy === 'authenticated' && caller.authenticated);
    const { credentials, usesServiceCredential } = credentialsFromHeaders(headers, this.config, allowed);
    const serviceConfigured = Boolean(
      this.config.workManagement.token || this.config.resourcePlanning.token || this.config.digitalAsset.token,
    );
    if (
      !allowed &&
      serviceConfigured &&
      !credentials.workManagement &&
      !credentials.resourcePlanning &&
      !credentials.digitalAsset
    ) {
      throw unauthenticated(
        policy === 'authenticated'
          ? 'No credential: send a backend credential header, or authenticate to the gateway (X-Api-Key or X-Caller-Token) to use its service credential'
          : 'No credential: send a backend credential header (Authorization, X-Resource-Planning-Token or X-Digital-Asset-Token)',
      );
    }
    if (usesServiceCredential && this.limiter) {
      const waitMs = await this.limiter.take(caller.id);
      if (waitMs > 0) throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)), this.config.security.callerRateLimit);
    }
    return { caller, credentials, usesServiceCredential };
  }
}
