// Routes that change users: POST /users (add), DELETE /users/{userId} (query parameters
// removeFromSharing, transferSheets, transferTo), POST /users/{userId}/deactivate and /reactivate.
import type { Route } from '../../kit/http-emulator.js';
import { success } from '../store/account.js';
import { callerOf } from '../auth.js';
import { isoSeconds, parseId } from '../ids.js';
import type { StoredUser } from '../model.js';
import { QueryReader } from '../request/params.js';
import { renderUser } from '../render/users.js';
import { BodyReader, EMAIL_PATTERN } from '../request/body.js';
import type { WorkManagementStore } from '../store/store.js';

export function accountRoutes(store: WorkManagementStore): Route[] {
  const { errors, account } = store;
  const owns = (user: StoredUser): boolean =>
    [...store.data.workspaces, ...store.data.sheets, ...store.data.assets].some((item) => item.ownerId === user.id);

  return [
    {
      method: 'POST',
      template: '/users',
      handler: (req) => {
        const caller = callerOf(store, req);
        account.requireAdmin(caller);
        const body = BodyReader.of(req, errors);
        const email = body.string('email', true).trim();
        if (!EMAIL_PATTERN.test(email)) throw body.invalid('email', email);
        const existing = account.findByAnyEmail(email);
        if (existing && !existing.primary) {
          throw errors.error(
            400,
            1159,
            `The specified email address (${email}) is an alternate email address for a user with a primary email address of ${existing.user.email}.`,
          );
        }
        if (existing) throw errors.error(403, 1016, 'The user is already a member of your account.');
        const plan = account.mainPlan();
        const now = isoSeconds(Date.now());
        const user: StoredUser = {
          index: store.data.users.length,
          id: account.newId(),
          email,
          firstName: body.string('firstName') ?? '',
          lastName: body.string('lastName') ?? '',
          admin: body.bool('admin') ?? false,
          groupAdmin: body.bool('groupAdmin') ?? false,
          // Document 1: set true on a user-model plan whatever the request says.
          licensedSheetCreator: plan.userModel ? true : (body.bool('licensedSheetCreator') ?? false),
          resourceViewer: body.bool('resourceViewer') ?? false,
          status: 'PENDING',
          isInternal: account.domainValidated(email),
          seatType: 'MEMBER',
          seatTypeLastChangedAt: now,
          alternateEmails: [],
          locale: 'en_US',
          timeZone: 'US/Pacific',
          title: '',
          department: '',
          company: '',
          workPhone: '',
          mobilePhone: '',
          role: '',
        };
        account.addUser(user);
        return { body: success(renderUser(user)) };
      },
    },
    {
      method: 'DELETE',
      template: '/users/{userId}',
      handler: (req) => {
        const caller = callerOf(store, req);
        account.requireAdmin(caller);
        const user = account.requireUser(req.params.userId);
        const query = new QueryReader(req.query, errors);
        const removeFromSharing = query.bool('removeFromSharing');
        const transferSheets = query.bool('transferSheets');
        const transferToRaw = query.string('transferTo');
        const transferToId = transferToRaw === undefined ? undefined : parseId(transferToRaw);
        if (transferToRaw !== undefined && transferToId === undefined)
          throw errors.badParam('transferTo', transferToRaw);
        if (user.id === caller.id)
          throw errors.error(403, 1047, 'You cannot remove yourself from the account through the API.');
        if (transferSheets && transferToId === undefined) throw errors.missingParam('transferTo');
        const target = transferToId === undefined ? undefined : store.usersById.get(transferToId);
        if (transferToId !== undefined && (!target || target.id === user.id || target.status !== 'ACTIVE'))
          throw errors.badParam('transferTo', transferToRaw ?? '');
        if (owns(user) && !(transferSheets && target)) {
          throw errors.error(400, 1018, 'The user owns items: pass transferSheets=true and transferTo to remove them.');
        }
        if (transferSheets && target) {
          for (const item of [...store.data.workspaces, ...store.data.sheets, ...store.data.assets]) {
            if (item.ownerId !== user.id) continue;
            item.ownerId = target.id;
            item.shares.delete(target.id);
          }
        }
        if (removeFromSharing) account.removeFromSharing(user);
        account.removeUser(user);
        return { body: success() };
      },
    },
    {
      method: 'POST',
      template: '/users/{userId}/deactivate',
      handler: (req) => {
        const caller = callerOf(store, req);
        account.requireAdmin(caller);
        const user = account.requireUser(req.params.userId);
        if (user.id === caller.id) throw errors.error(400, 1018, 'You cannot deactivate yourself.');
        if (user.status !== 'ACTIVE')
          throw errors.error(403, 1188, `The account status of the user specified is not active (${user.status}).`);
        user.status = 'DEACTIVATED';
        return { body: success() };
      },
    },
    {
      method: 'POST',
      template: '/users/{userId}/reactivate',
      handler: (req) => {
        account.requireAdmin(callerOf(store, req));
        const user = account.requireUser(req.params.userId);
        if (user.status !== 'DEACTIVATED')
          throw errors.error(400, 1018, `Only a deactivated user can be reactivated; the user is ${user.status}.`);
        user.status = 'ACTIVE';
        return { body: success() };
      },
    },
  ];
}
