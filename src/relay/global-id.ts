// Global ids for the Node interface (base64url of `Type:part[:part...]`), and the one way to read an
// id argument: a global id of the expected type, or the backend's own id where the graph takes one.
import { badUserInput } from '../graphql-errors.js';

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
export function decodeGlobalId(id: string): DecodedGlobalId | null {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const [typeName, ...encoded] = text.split(':');
  if (!typeName || !/^[A-Z][A-Za-z]+$/.test(typeName) || encoded.length === 0 || encoded.some((p) => p === ''))
    return null;
  try {
    return { typeName, parts: encoded.map((p) => decodeURIComponent(p)) };
  } catch {
    return null;
  }
}

/** The shapes of the backends' own ids that an id argument may accept in place of a global id. */
export const BACKEND_IDS = {
  /** Any id-like text: a read by an id that names nothing answers null. */
  any: /^[A-Za-z0-9_-]{1,64}$/,
  /** A work-management id: an integer of up to 19 digits (int64, beyond 2^53 kept as text). */
  int64: /^\d{1,19}$/,
  /** A resource-planning id: a positive integer a JSON number holds exactly. */
  int: /^[1-9]\d{0,14}$/,
} as const;

export type BackendIdShape = keyof typeof BACKEND_IDS;

/** What an id argument may be. */
export interface IdArgument<T extends string> {
  /** The type, or types, whose global id is accepted. */
  type: T | readonly T[];
  /** The argument or input path named by a refusal (`id`, `input.rows.0.id`). */
  field: string;
  /** Key parts of the global id: 1 (the default), or more when the id carries its parents' ids; per type where they differ. */
  arity?: number | Partial<Record<T, number>>;
  /** The backend's own id of the object (the last key part), of this shape, accepted instead of a global id; omitted: global ids only. */
  backendId?: BackendIdShape;
  /** The shape every key part of the global id must have (any text when omitted). */
  partShape?: BackendIdShape;
}

/** An id argument read: the type whose global id it was (null: the backend's own id, then the one part) and its key parts. */
export interface ReadId<T extends string> {
  type: T | null;
  parts: string[];
}

const typesOf = <T extends string>(type: T | readonly T[]): readonly T[] => (typeof type === 'string' ? [type] : type);

/**
 * Reads an id argument: a global id of one of `spec.type` with `spec.arity` parts, or the backend's
 * own id where `spec.backendId` accepts one. Anything else, a global id of another type included,
 * is BAD_USER_INPUT naming `spec.field`.
 *
 * ```ts
 * readIdArgument(toGlobalId('Row', 1, 2), { type: 'Row', arity: 2, field: 'id' }); // { type: 'Row', parts: ['1', '2'] }
 * ```
 */
export function readIdArgument<T extends string>(id: string, spec: IdArgument<T>): ReadId<T> {
  const types = typesOf(spec.type);
  const arityOf = (type: T): number => (typeof spec.arity === 'object' ? (spec.arity[type] ?? 1) : (spec.arity ?? 1));
  const decoded = decodeGlobalId(id);
  const shaped = (part: string): boolean => !spec.partShape || BACKEND_IDS[spec.partShape].test(part);
  if (
    decoded &&
    (types as readonly string[]).includes(decoded.typeName) &&
    decoded.parts.length === arityOf(decoded.typeName as T) &&
    decoded.parts.every(shaped)
  ) {
    return { type: decoded.typeName as T, parts: decoded.parts };
  }
  // Backend ids are as common here as global ids: telling them apart builds no error object.
  if (!decoded && spec.backendId && BACKEND_IDS[spec.backendId].test(id)) return { type: null, parts: [id] };
  const expected = types.join(' or ');
  const given =
    decoded && !(types as readonly string[]).includes(decoded.typeName)
      ? ` (it is the id of a ${decoded.typeName})`
      : '';
  throw badUserInput(`"${id.slice(0, 40)}" is not the id of a ${expected}${given}`, spec.field);
}

/** The key of a single-part id argument: a global id of `type`, or any backend id (reads of an unknown one answer null). */
export function readId(id: string, type: string, field: string): string {
  return readIdArgument(id, { type, field, backendId: 'any' }).parts[0] as string;
}

/**
 * A resource-planning id argument: a global id of one of `types` (of `arity` parts), or the
 * service's own id; returns which type's global id it was (null: the service's id) and the
 * object's own id (the last key part).
 */
export function readNumericId<T extends string>(
  id: string,
  types: T | readonly T[],
  field: string,
  arity = 1,
): { type: T | null; id: number } {
  const read = readIdArgument(id, { type: types, field, arity, backendId: 'int', partShape: 'int' });
  return { type: read.type, id: Number(read.parts[read.parts.length - 1]) };
}

/** The numeric key parts of a multi-part resource-planning global id (such as an ExpenseItem's person and item). */
export function readNumericIdParts(id: string, type: string, arity: number, field: string): number[] {
  return readIdArgument(id, { type, field, arity, partShape: 'int' }).parts.map(Number);
}

/**
 * A child id argument (a row, column or rule of a sheet): a global id `<Type>:<parentId>:<id>` or the
 * work-management id of the child; a global id under another parent is refused. Returns the child's
 * work-management id.
 */
export function readChildId(id: string, type: string, parentId: string, field: string): string {
  if (BACKEND_IDS.int64.test(id)) return id;
  const [parent, child] = readIdArgument(id, { type, field, arity: 2, partShape: 'int64' }).parts as [string, string];
  if (parent !== parentId) throw badUserInput(`${type} ${child} belongs to another sheet than ${parentId}`, field);
  return child;
}

/**
 * The (parent, child) key of a child id argument: with the parent's id known (an argument beside
 * it), as readChildId; without it, the child's global id, which names its parent.
 */
export function readChildKey(
  id: string,
  type: string,
  parentId: string | null | undefined,
  field: string,
): [parent: string, child: string] {
  if (parentId) return [parentId, readChildId(id, type, parentId, field)];
  return readIdArgument(id, { type, field, arity: 2, partShape: 'int64' }).parts as [string, string];
}

/**
 * A backend's own id where only that is accepted (an id of another object written into a cell, a
 * query parameter), checked to have `shape`; `errorCode` is the backend document's code for the refusal.
 */
export function readBackendId(id: string, shape: BackendIdShape, field: string, errorCode?: number): string {
  if (!BACKEND_IDS[shape].test(id))
    throw badUserInput(`"${id.slice(0, 40)}" is not ${shape === 'any' ? 'an id' : 'a numeric id'}`, field, errorCode);
  return id;
}
