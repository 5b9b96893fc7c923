// Deterministic opaque string ids shaped like the real ones (e.g. `oqgkkd-fr5iv4-443db`):
// the same kind and number always give the same id, independent of any other record.
import { seededRandom } from '../kit/random.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function opaqueId(kind: string, n: number): string {
  const next = seededRandom(fnv1a(`${kind}:${n}`));
  const chunk = (len: number, letterFirst: boolean) =>
    Array.from(
      { length: len },
      (_, i) => ALPHABET[Math.floor(next() * (i === 0 && letterFirst ? 26 : ALPHABET.length))],
    ).join('');
  return `${chunk(6, true)}-${chunk(6, false)}-${chunk(5, false)}`;
}
