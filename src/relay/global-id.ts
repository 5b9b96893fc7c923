// Global object ids for the Node interface: base64url of `Type:part[:part...]`.
import { badUserInput } from '../errors.js';

/** Builds the global id of an object from its type name and backend key parts. */
export function toGlobalId(typeName: string, ...parts: Array<string | number>): string {
  const text = [typeName, ...parts.map((p) => encodeURIComponent(String(p)))].join(':');
  return Buffer.from(text, 'utf8').toString('base64url');
}

export interface DecodedGlobalId {
  typeName: string;
  parts: string[];
}

/** Decodes a global id, or null for anything that is not one of ours. */
function decodeGlobalId(id: string): DecodedGlobalId | null {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const [typeName, ...encoded] = text.split(':');
  if (!typeName || !/^[A-Z][A-Za-z]+$/.test(typeName) || encoded.length === 0 || encoded.some((p) => p === '')) return null;
  try {
    return { typeName, parts: encoded.map((p) => decodeURIComponent(p)) };
  } catch {
    return null;
  }
}

/** Decodes a global id; throws BAD_USER_INPUT for anything that is not one of ours. */
export function fromGlobalId(id: string): DecodedGlobalId {
  const decoded = decodeGlobalId(id);
  if (!decoded) throw badUserInput(`"${id.slice(0, 40)}" is not a valid global id`, 'id');
  return decoded;
}

/** Decodes a global id that must be of one type and have `arity` parts; returns the parts. */
export function partsOfGlobalId(id: string, typeName: string, arity = 1): string[] {
  const decoded = fromGlobalId(id);
  if (decoded.typeName !== typeName || decoded.parts.length !== arity) {
    throw badUserInput(`"${id.slice(0, 40)}" is not the id of a ${typeName}`, 'id');
  }
  return decoded.parts;
}

/**
 * Reads an `id` argument that may be a global id of `typeName` or, for convenience, the backend's
 * own id (single-part types only). Returns the backend key parts.
 */
export function keyFromIdArgument(id: string, typeName: string, arity = 1): string[] {
  // Backend ids are as common here as global ids: telling them apart builds no error object.
  const decoded = decodeGlobalId(id);
  if (decoded?.typeName === typeName && decoded.parts.length === arity) return decoded.parts;
  if (arity === 1 && /^[A-Za-z0-9_-]{1,64}$/.test(id)) return [id];
  throw badUserInput(`"${id.slice(0, 40)}" is not the id of a ${typeName}`, 'id');
}
