// References from one object to another that the graph serves (a share's target, a webhook's scope,
// what an event or a change is about): read by key through the node fetchers, and so through the
// loaders, unless the query asks of it only what the key itself answers.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.js';
import { fetchTyped, typeOfNode } from './node-registry.js';
import { membersWithFields } from './selection.js';

/** What a reference names: a Node type and the key parts of its global id. */
export interface ReferenceKey {
  typeName: string;
  parts: string[];
  /**
   * The object as far as the key tells it (`{ id }` of a sheet), when that answers the type's `id`
   * field: then a selection of only `__typename` and `id` needs no read.
   */
  stub?: object;
}

const ID_ONLY: ReadonlySet<string> = new Set(['id']);

/**
 * The object a reference of union type names. When the selection asks of its type nothing the key
 * does not answer, a stub tagged with the type (no read); otherwise the object read through its
 * node fetcher: null when it does not exist or is not visible.
 */
export async function referencedObject(key: ReferenceKey, members: ReadonlySet<string>, info: GraphQLResolveInfo, ctx: GatewayContext): Promise<object | null> {
  const wanted = membersWithFields(info, members, key.stub ? ID_ONLY : undefined);
  if (!wanted.has(key.typeName) && !wanted.has('*')) {
    const stub = key.stub ?? { id: key.parts[key.parts.length - 1] };
    typeOfNode.set(stub, key.typeName);
    return stub;
  }
  return fetchTyped(key.typeName, key.parts, ctx);
}

/** An object known whole from its key (a plan is its id), tagged with its type for union and interface fields. */
export function knownObject<T extends object>(typeName: string, object: T): T {
  typeOfNode.set(object, typeName);
  return object;
}

/** The union member a reference resolved to (set by `referencedObject` and the node fetchers). */
export function referencedType(object: object): string | null {
  return typeOfNode.get(object) ?? null;
}
