// The one fingerprint of a caller's credentials: a stable, non-reversible key of what decides what the
// caller may see and spend. Caches and persisted queries are scoped by the fingerprint of all of them,
// a join index by its backend's credential alone, and pacing windows by each backend's credential.
import { createHash } from 'node:crypto';
import type { Credentials } from '../datasources/credentials.js';

/**
 * The fingerprint of `credentials`; a backend left out counts as one without a credential, so the
 * fingerprint of one backend's credential is `credentialFingerprint({ digitalAsset })`. The
 * `Assume-User` email counts in lower case: the same user however it is spelled.
 */
export function credentialFingerprint(credentials: Partial<Credentials>): string {
  const material = JSON.stringify([
    credentials.workManagement?.token ?? null,
    credentials.workManagement?.assumeUser?.toLowerCase() ?? null,
    credentials.resourcePlanning?.token ?? null,
    credentials.digitalAsset?.token ?? null,
  ]);
  return createHash('sha256').update(material).digest('base64url').slice(0, 32);
}
