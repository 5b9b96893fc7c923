// References from sheet content to other objects (a row's parent, a hyperlink's sheet, a cell link's
// row, an attachment's parent, a search hit): read through the node fetchers, and so through the
// loaders, or answered from the reference alone when a query selects nothing of the object but its
// identity (`id`, `backendId`), which the reference already holds.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { fetchTyped, typeOfNode } from '../node-registry.js';
import { fieldsSelectedFor } from '../selection.js';

/** Fields every referenced type answers from its key alone. */
const IDENTITY_FIELDS: ReadonlySet<string> = new Set(['__typename', 'id', 'backendId']);

/** The parent value of each type that can stand for the object when only its identity is selected. */
const IDENTITIES: Readonly<Record<string, (parts: string[]) => object>> = {
  Sheet: ([id]) => ({ id }),
  Row: ([sheetId, id]) => ({ sheetId, row: { id }, columns: [] }),
  Column: ([sheetId, id]) => ({ sheetId, column: { id } }),
  Workspace: ([id]) => ({ id }),
  Folder: ([id]) => ({ id }),
  Dashboard: ([id]) => ({ id }),
  Attachment: ([sheetId, id]) => ({ sheetId, attachment: { id } }),
  Discussion: ([sheetId, id]) => ({ sheetId, discussion: { id } }),
};

/**
 * The object of `typeName` whose global id has the key `parts`: null when a part is missing or the
 * object does not exist; tagged with its type for unions (`typeOfNode`).
 *
 * ```ts
 * parent: ({ sheetId, row }, _args, ctx, info) => referenceTo<RowModel>('Row', [sheetId, row.parentId], ctx, info),
 * ```
 */
export async function referenceTo<T extends object>(
  typeName: string,
  parts: ReadonlyArray<string | number | bigint | null | undefined>,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<T | null> {
  if (parts.some((part) => part === undefined || part === null || part === '')) return null;
  const key = parts.map(String);
  const identity = IDENTITIES[typeName];
  if (identity && [...fieldsSelectedFor(info, typeName)].every((name) => IDENTITY_FIELDS.has(name))) {
    const stub = identity(key);
    typeOfNode.set(stub, typeName);
    return stub as T;
  }
  return (await fetchTyped(typeName, key, ctx)) as T | null;
}

/** `__resolveType` of a union of Node types whose members come from `referenceTo` (or carry their type). */
export function typeOfReference(value: object): string | null {
  return typeOfNode.get(value) ?? null;
}
