// A stable, non-reversible key of everything that decides what a caller may see: every cache entry
// (responses, persisted queries) is scoped by it, so nothing crosses from one credential to another.
import { createHash } from 'node:crypto';
import type { Credentials } from '../datasources/credentials.js';

export function credentialKey(credentials: Credentials): string {
  const material = JSON.stringify([
    credentials.workManagement?.token ?? null,
    credentials.workManagement?.assumeUser?.toLowerCase() ?? null,
    credentials.resourcePlanning?.token ?? null,
    credentials.digitalAsset?.token ?? null,
  ]);
  return createHash('sha256').update(material).digest('base64url').slice(0, 32);
}
