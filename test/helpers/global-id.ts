// Global ids as docs/schema-design.md documents them ("Global ids"), built here rather than taken
// from the gateway's code: base64url, unpadded, of `Type:part[:part...]`, each part percent-encoded.
import type { ExactId } from './direct.js';

/** The global id of an object of `typeName` with these key parts (docs/federation.md lists each type's parts). */
export function globalId(typeName: string, ...parts: Array<ExactId | string>): string {
  const text = [typeName, ...parts.map((part) => encodeURIComponent(String(part)))].join(':');
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** What a global id carries: its type name and key parts (decoded), or null for text that is not one. */
export function globalIdParts(id: string): { typeName: string; parts: string[] } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const [typeName = '', ...parts] = Buffer.from(id, 'base64url').toString('utf8').split(':');
  if (!/^[A-Z][A-Za-z]+$/.test(typeName) || parts.length === 0) return null;
  return { typeName, parts: parts.map((part) => decodeURIComponent(part)) };
}
