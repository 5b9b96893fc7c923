// Callers are admitted before the service credential is used: an empty credential header is not an
// absent one, the service credential serves only whom SERVICE_CREDENTIAL_CALLERS allows (callers
// authenticated by API key or JWT), and one caller over its limit does not hold up another.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TOKENS, WORK_MANAGEMENT_TOKENS } from '../../emulators/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import type { GraphQLResult } from '../helpers/gql.js';
import { match } from '../helpers/matchers.js';
import { useStack, type Stack } from '../helpers/stack.js';

const ME = '{ me { email } }';

/** What `{ me { email } }` answers. */
interface Me {
  me: { email: string };
}

/** Posts over node:http, so that headers go out exactly as given (an empty value included). */
function post(
  url: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: GraphQLResult<Me> }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query });
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text) as GraphQLResult<Me>,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function workManagementCalls(stack: Stack): Promise<number> {
  return (await calls(stack.emulators.workManagement)).length;
}

describe('an empty credential header', () => {
  const stack = useStack();

  it('is UNAUTHENTICATED, never the service credential, and costs no upstream call', async () => {
    for (const value of ['', 'Bearer ', 'Bearer']) {
      await resetAllLogs(stack.emulators);
      const result = await post(stack.gateway.graphqlUrl, ME, { authorization: value });
      expect(result.status).toBe(401);
      expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', header: 'authorization' });
      expect(await workManagementCalls(stack)).toBe(0);
    }
    const empty = await post(stack.gateway.graphqlUrl, '{ people(first: 1) { totalCount } }', {
      'x-resource-planning-token': '',
    });
    expect(empty.body.errors?.[0]?.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      header: 'x-resource-planning-token',
    });
    // Leaving the header out is what asks for the service credential.
    const absent = await post(stack.gateway.graphqlUrl, ME);
    expect(absent.body.data?.me.email).toContain('@');
  });
});

describe('with the service credential turned off (SERVICE_CREDENTIAL_CALLERS=none)', () => {
  const stack = useStack({ env: { SERVICE_CREDENTIAL_CALLERS: 'none' } });

  it('refuses a request without a credential of its own before any upstream call, and serves one with it', async () => {
    await resetAllLogs(stack.emulators);
    const anonymous = await post(stack.gateway.graphqlUrl, ME);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    expect(await workManagementCalls(stack)).toBe(0);
    const own = await post(stack.gateway.graphqlUrl, ME, { authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.user}` });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data?.me.email).toContain('@');
  });
});

describe('with the service credential for authenticated callers (API keys, JWTs) and a per-caller limit', () => {
  const ISSUER = 'https://idp.example.com/';
  const AUDIENCE = 'workgraph';
  let jwks: http.Server | undefined;
  let signingKey: CryptoKey;
  const keys = { reporting: 'key-reporting-0123456789abcdef', batch: 'key-batch-0123456789abcdef' };

  const token = (claims: { sub?: string; aud?: string; iss?: string; expiresIn?: string }): Promise<string> => {
    const jwt = new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuedAt()
      .setIssuer(claims.iss ?? ISSUER)
      .setAudience(claims.aud ?? AUDIENCE)
      .setExpirationTime(claims.expiresIn ?? '5m');
    return (claims.sub === undefined ? jwt : jwt.setSubject(claims.sub)).sign(signingKey);
  };

  const stack = useStack(async () => {
    const pair = await generateKeyPair('ES256');
    signingKey = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    jwks = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] })),
    );
    const server = jwks;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dir = mkdtempSync(join(tmpdir(), 'workgraph-keys-'));
    const sha256 = (key: string): string => createHash('sha256').update(key).digest('hex');
    writeFileSync(
      join(dir, 'api-keys'),
      `# name sha256\nreporting ${sha256(keys.reporting)}\nbatch ${sha256(keys.batch)}\n`,
    );
    return {
      env: {
        SERVICE_CREDENTIAL_CALLERS: 'authenticated',
        AUTH_API_KEYS_FILE: join(dir, 'api-keys'),
        AUTH_JWT_JWKS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`,
        AUTH_JWT_ISSUER: ISSUER,
        AUTH_JWT_AUDIENCE: AUDIENCE,
        CALLER_RATE_LIMIT: '3',
      },
    };
  });
  afterAll(() => {
    jwks?.close();
  });

  it('refuses an anonymous caller without a credential, before any upstream call', async () => {
    await resetAllLogs(stack.emulators);
    const result = await post(stack.gateway.graphqlUrl, ME);
    expect(result.status).toBe(401);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await workManagementCalls(stack)).toBe(0);
  });

  it('serves a caller with a listed API key, and refuses one with an unknown key', async () => {
    const known = await post(stack.gateway.graphqlUrl, ME, { 'x-api-key': keys.reporting });
    expect(known.body.errors).toBeUndefined();
    expect(known.body.data?.me.email).toContain('@');
    await resetAllLogs(stack.emulators);
    const unknown = await post(stack.gateway.graphqlUrl, ME, { 'x-api-key': `${keys.reporting}x` });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await workManagementCalls(stack)).toBe(0);
  });

  it('serves a caller with a JWT the JWKS verifies, and refuses one for another audience, expired or without a subject', async () => {
    const valid = await post(stack.gateway.graphqlUrl, ME, { 'x-caller-token': await token({ sub: 'alice' }) });
    expect(valid.body.errors).toBeUndefined();
    expect(valid.body.data?.me.email).toContain('@');
    await resetAllLogs(stack.emulators);
    for (const wrong of [
      await token({ sub: 'alice', aud: 'another-service' }),
      await token({ sub: 'alice', iss: 'https://elsewhere.example.com/' }),
      await token({ sub: 'alice', expiresIn: '-1m' }),
      await token({}),
    ]) {
      const refused = await post(stack.gateway.graphqlUrl, ME, { 'x-caller-token': `Bearer ${wrong}` });
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await workManagementCalls(stack)).toBe(0);
  });

  it('refuses a caller over its limit with RATE_LIMITED and no upstream call, while another caller goes on', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(stack.gateway.graphqlUrl, ME, { 'x-api-key': keys.batch })).body.errors).toBeUndefined();
    await resetAllLogs(stack.emulators);
    const over = await post(stack.gateway.graphqlUrl, ME, { 'x-api-key': keys.batch });
    expect(over.status).toBe(429);
    expect(over.body.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: match.any(Number),
    });
    expect(over.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(over.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(over.headers['retry-after']).toBe(String(over.body.errors?.[0]?.extensions?.retryAfterSeconds));
    expect(await workManagementCalls(stack)).toBe(0);
    const other = await post(stack.gateway.graphqlUrl, ME, { 'x-caller-token': await token({ sub: 'bob' }) });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data?.me.email).toContain('@');
    // With credentials of its own for every backend a caller spends its own budgets: the limit is for the shared one.
    const ownCredentials = {
      authorization: `Bearer ${WORK_MANAGEMENT_TOKENS.user}`,
      'x-resource-planning-token': DEMO_TOKENS.resourcePlanning,
      'x-digital-asset-token': DEMO_TOKENS.digitalAsset,
    };
    const own = await post(stack.gateway.graphqlUrl, ME, { 'x-api-key': keys.batch, ...ownCredentials });
    expect(own.body.errors).toBeUndefined();
  });
});
