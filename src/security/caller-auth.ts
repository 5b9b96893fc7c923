// Who is calling the gateway itself (not a backend): a verified JWT (`X-Caller-Token`, through jose)
// or an API key (`X-Api-Key`) whose SHA-256 is in the configured list; anyone else is known by address.
import { createHash, createPublicKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SecurityConfig } from '../config.js';
import { unauthenticated } from '../graphql-errors.js';

/** Request headers (or connection parameters) that authenticate a caller to the gateway. */
export const CALLER_HEADERS = { apiKey: 'x-api-key', token: 'x-caller-token' } as const;

export interface Caller {
  /** `key:<name>`, `jwt:<sub>` or `address:<ip>`: what per-caller limits count by. */
  id: string;
  authenticated: boolean;
}

/** Only asymmetric signatures: the gateway holds no secret that could mint tokens. */
const JWT_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

interface ApiKey {
  name: string;
  sha256: Buffer;
}

/** Reads `name sha256-hex` lines (blank lines and `#` comments ignored). */
export function readApiKeys(path: string): ApiKey[] {
  const keys: ApiKey[] = [];
  for (const [index, raw] of readFileSync(path, 'utf8').split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(\S+)\s+([0-9a-fA-F]{64})$/.exec(line);
    if (!match) throw new Error(`${path}:${index + 1}: expected "<name> <sha256 of the key, 64 hex digits>"`);
    keys.push({ name: match[1] as string, sha256: Buffer.from(match[2] as string, 'hex') });
  }
  return keys;
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export class CallerAuthenticator {
  private readonly apiKeys: ApiKey[];
  private readonly jwtKey: JWTVerifyGetKey | KeyObject | null;

  constructor(private readonly config: Pick<SecurityConfig, 'jwt' | 'apiKeysFile'>) {
    this.apiKeys = config.apiKeysFile ? readApiKeys(config.apiKeysFile) : [];
    const jwt = config.jwt;
    this.jwtKey = jwt?.jwksUrl
      ? createRemoteJWKSet(new URL(jwt.jwksUrl))
      : jwt?.publicKeyFile
        ? createPublicKey(readFileSync(jwt.publicKeyFile))
        : null;
  }

  /** The caller of a request; a credential that is presented and wrong is UNAUTHENTICATED, never anonymous. */
  async authenticate(headers: IncomingHttpHeaders, address: string): Promise<Caller> {
    const apiKey = headerValue(headers, CALLER_HEADERS.apiKey);
    const token = headerValue(headers, CALLER_HEADERS.token);
    if (apiKey !== undefined) return this.byApiKey(apiKey.trim());
    if (token !== undefined) return this.byToken(token.trim().replace(/^Bearer\s+/i, ''));
    return { id: `address:${address}`, authenticated: false };
  }

  private byApiKey(key: string): Caller {
    if (this.apiKeys.length === 0) throw unauthenticated('This gateway does not accept API keys');
    if (!key) throw unauthenticated('The X-Api-Key header is empty');
    const presented = createHash('sha256').update(key).digest();
    // Every entry is compared, in constant time, so timing tells nothing about which one matched.
    let match: ApiKey | undefined;
    for (const candidate of this.apiKeys) if (timingSafeEqual(candidate.sha256, presented) && !match) match = candidate;
    if (!match) throw unauthenticated('The API key is not valid');
    return { id: `key:${match.name}`, authenticated: true };
  }

  private async byToken(token: string): Promise<Caller> {
    const jwt = this.config.jwt;
    if (!this.jwtKey || !jwt) throw unauthenticated('This gateway does not accept caller tokens');
    if (!token) throw unauthenticated('The X-Caller-Token header is empty');
    try {
      const { payload } = await jwtVerify(token, this.jwtKey as JWTVerifyGetKey, {
        issuer: jwt.issuer,
        audience: jwt.audience,
        algorithms: JWT_ALGORITHMS,
      });
      if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('the token has no subject');
      return { id: `jwt:${payload.sub}`, authenticated: true };
    } catch (error) {
      throw unauthenticated(`The caller token is not valid: ${(error as Error).message}`);
    }
  }
}
