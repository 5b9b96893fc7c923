// Fields only the single read of a user, sheet or workspace returns. Objects from lists and nested
// reads lack them; when such a field is selected, it is read from the object's single read, loaded
// once per object and request, so an object has the same values whichever read brought it.
import type { GatewayContext } from '../../context.js';
import type { WmSheet, WmUser, WmWorkspace } from '../../datasources/work-management/types.js';

/** The object itself when it holds `field`; otherwise its single read (the object itself when that is gone). */
async function holding<T extends object>(parent: T, field: keyof T, load: () => Promise<T | null>): Promise<T> {
  if (parent[field] !== undefined) return parent;
  return (await load()) ?? parent;
}

/** The user, with its profile fields (GET /users/{id}). */
export const fullUser = (user: WmUser, field: keyof WmUser, ctx: GatewayContext): Promise<WmUser> =>
  holding(user, field, () => ctx.loaders.workManagement.userById.load(String(user.id)));

/** The sheet, with the fields of Get Sheet. */
export const fullSheet = (sheet: WmSheet, field: keyof WmSheet, ctx: GatewayContext): Promise<WmSheet> =>
  holding(sheet, field, () => ctx.loaders.workManagement.sheetById.load(String(sheet.id)));

/** The workspace, with the fields of its metadata read. */
export const fullWorkspace = (
  workspace: WmWorkspace,
  field: keyof WmWorkspace,
  ctx: GatewayContext,
): Promise<WmWorkspace> =>
  holding(workspace, field, () => ctx.loaders.workManagement.workspaceById.load(String(workspace.id)));

type FieldResolver<T, V> = (parent: T, args: unknown, ctx: GatewayContext) => Promise<NonNullable<V> | null>;

/** Resolvers of plain fields that the single read holds: each reads the field from the fuller object when the parent lacks it. */
export function fromFullRead<T extends object, K extends keyof T>(
  full: (parent: T, field: keyof T, ctx: GatewayContext) => Promise<T>,
  fields: readonly K[],
): { [F in K]: FieldResolver<T, T[F]> } {
  return Object.fromEntries(
    fields.map((field) => [
      field,
      async (parent: T, _args: unknown, ctx: GatewayContext) => (await full(parent, field, ctx))[field] ?? null,
    ]),
  ) as { [F in K]: FieldResolver<T, T[F]> };
}
