// The people sheet content names (row writers, comment and attachment authors, rule editors, sheet
// owners) as User objects: through the users-by-email loader (one call per 50 distinct people in a
// request), and without any call when a query asks nothing of them but what the content already says.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { WmUser } from '../../datasources/work-management/types.js';
import { selectedFieldNames } from '../selection.js';

/** A person as the service names them inside other objects (`createdBy`, `lastCommentedUser`...). */
export interface WmContact {
  name?: string;
  email?: string;
}

/** Whether the field being resolved selects nothing of the user but `known` fields (and `__typename`). */
function selectsOnly(info: GraphQLResolveInfo, known: ReadonlySet<string>): boolean {
  return [...selectedFieldNames(info)].every((name) => name === '__typename' || known.has(name));
}

const NAME_AND_EMAIL: ReadonlySet<string> = new Set(['name', 'email']);
const EMAIL: ReadonlySet<string> = new Set(['email']);

/**
 * The user a contact names: null when it names nobody or nobody of the organization account has that
 * email. A selection of only `name` and `email` is answered from the contact itself.
 */
export function userOfContact(
  contact: WmContact | undefined,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<WmUser | null> | WmUser | null {
  const email = contact?.email;
  if (!email) return null;
  if (selectsOnly(info, NAME_AND_EMAIL))
    return { email, ...(contact.name !== undefined ? { name: contact.name } : {}) } as WmUser;
  return ctx.loaders.workManagement.userByEmail.load(email);
}

/**
 * The user behind an owner email and id (a sheet's `owner`/`ownerId`): by email through the
 * users-by-email loader, or by id when only the id is known. A selection of only `email` is
 * answered from the email itself.
 */
export function userOfOwner(
  email: string | undefined,
  id: string | number | undefined,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<WmUser | null> | WmUser | null {
  if (email)
    return selectsOnly(info, EMAIL) ? ({ email } as WmUser) : ctx.loaders.workManagement.userByEmail.load(email);
  return id !== undefined ? ctx.loaders.workManagement.userById.load(String(id)) : null;
}
