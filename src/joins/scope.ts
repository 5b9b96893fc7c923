// Which index a request may read: one per index, backend credential and join-key settings. The
// asset index is scoped by the digital-asset credential alone and the project index by the
// resource-planning one (each by its fingerprint, ../security/credential-fingerprint.ts), so
// requests that differ only in their other tokens share an index, and no index built with one
// credential ever answers a request made with another.
import { createHash } from 'node:crypto';
import { credentialFingerprint } from '../security/credential-fingerprint.js';
import type { JoinKeysConfig } from '../config.js';
import type { Credentials } from '../datasources/credentials.js';
import type { IndexName } from './store.js';

/** The scope of `index` for these credentials, or null without the backend's credential (no index then). */
export function indexScope(index: IndexName, credentials: Credentials, keys: JoinKeysConfig): string | null {
  const own: Partial<Credentials> =
    index === 'assets'
      ? { digitalAsset: credentials.digitalAsset }
      : { resourcePlanning: credentials.resourcePlanning };
  if (!own.digitalAsset && !own.resourcePlanning) return null;
  const settings =
    index === 'assets' ? [keys.assetSheetKey, keys.assetRowKey, keys.assetProjectKey] : [keys.projectSheetField];
  const settingsKey = createHash('sha256').update(JSON.stringify(settings)).digest('base64url').slice(0, 8);
  return `${index}:${credentialFingerprint(own)}:${settingsKey}`;
}

/** A short, non-reversible label of a scope for metrics. */
export function scopeLabel(scope: string): string {
  return createHash('sha256').update(`metrics:${scope}`).digest('hex').slice(0, 12);
}
