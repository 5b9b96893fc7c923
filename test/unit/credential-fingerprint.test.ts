// One fingerprint of the caller's credentials scopes the caches, the join indexes and the pacing
// windows: the same credential gives the same scope in each, and no scope carries a token.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { Credentials } from '../../src/datasources/credentials.js';
import { DigitalAssetApi } from '../../src/datasources/digital-asset/api.js';
import { budgetSpent, type RequestPacer } from '../../src/datasources/pacing.js';
import { UpstreamCallCounter, type RestClientOptions } from '../../src/datasources/rest-client.js';
import { WorkManagementApi } from '../../src/datasources/work-management/api.js';
import type { BackendName } from '../../src/errors.js';
import { indexScope } from '../../src/joins/scope.js';
import { credentialFingerprint } from '../../src/security/credential-fingerprint.js';

const KEYS = loadConfig({}).joinKeys;

/** Client options whose pacer records the credential key of each call and then refuses it (nothing is sent). */
function pacedOptions(): { options: RestClientOptions; paced: string[] } {
  const paced: string[] = [];
  const pacer: RequestPacer = {
    waiting: 0,
    acquire: (backend: BackendName, credentialKey: string) => {
      paced.push(credentialKey);
      return Promise.reject(budgetSpent(backend, 1));
    },
  };
  const options = {
    baseUrl: 'http://backend.example/',
    timeoutMs: 1_000,
    retries: 0,
    counter: new UpstreamCallCounter(),
    pacer,
  };
  return { options, paced };
}

async function wmPacingKey(credential: Credentials['workManagement']): Promise<string> {
  const { options, paced } = pacedOptions();
  await expect(new WorkManagementApi(credential, options).getUser('1')).rejects.toThrow();
  return paced[0] as string;
}

describe('credential fingerprint', () => {
  const alice: Credentials = {
    workManagement: { token: 'wm-alice' },
    resourcePlanning: { token: 'rp-alice' },
    digitalAsset: { token: 'da-alice' },
  };

  it('is the same for the same credentials, differs with any token, and shows none', () => {
    expect(credentialFingerprint(alice)).toBe(credentialFingerprint(structuredClone(alice)));
    expect(credentialFingerprint(alice)).not.toBe(
      credentialFingerprint({ ...alice, digitalAsset: { token: 'da-bob' } }),
    );
    for (const token of ['wm-alice', 'rp-alice', 'da-alice']) expect(credentialFingerprint(alice)).not.toContain(token);
  });

  it('paces a backend by its own credential: the same Assume-User however spelled, another token apart', async () => {
    const admin = await wmPacingKey({ token: 'wm-admin', assumeUser: 'Ada@Example.com' });
    expect(await wmPacingKey({ token: 'wm-admin', assumeUser: 'ada@example.com' })).toBe(admin);
    expect(await wmPacingKey({ token: 'wm-other', assumeUser: 'ada@example.com' })).not.toBe(admin);
    expect(admin).not.toContain('wm-admin');
  });

  it('scopes a join index and paces its backend by the same fingerprint', async () => {
    const { options, paced } = pacedOptions();
    await expect(new DigitalAssetApi(alice.digitalAsset, options).getAsset('a1')).rejects.toThrow();
    const scope = indexScope('assets', alice, KEYS);
    expect(scope?.split(':')[1]).toBe(paced[0]);
    // Requests that differ only in their other tokens share the index, as they share the pacing window.
    expect(indexScope('assets', { ...alice, resourcePlanning: { token: 'rp-bob' } }, KEYS)).toBe(scope);
  });
});
