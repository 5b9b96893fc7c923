// Alternate email routes (System Admin only): list (token pages), add, get, delete and
// makeprimary with Document 1's state-table conditions.
import type { Route } from '../../kit/http-emulator.js';
import { success } from '../store/account.js';
import { callerOf } from '../auth.js';
import { findById } from '../ids.js';
import { renderUserProfile } from '../render/users.js';
import type { StoredAlternateEmail, StoredUser } from '../model.js';
import { tokenPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import { EMAIL_PATTERN, objectList } from '../request/body.js';
import type { WorkManagementStore } from '../store/store.js';

const render = (a: StoredAlternateEmail) => ({ id: a.id, email: a.email, confirmed: a.confirmed });

export function alternateEmailRoutes(store: WorkManagementStore): Route[] {
  const { errors, account } = store;

  const target = (req: Parameters<Route['handler']>[0]): StoredUser => {
    account.requireAdmin(callerOf(store, req));
    return account.requireUser(req.params.userId);
  };
  const find = (user: StoredUser, param: string | undefined): StoredAlternateEmail =>
    findById(
      param,
      (id) => user.alternateEmails.find((a) => a.id === id),
      () => errors.notFound(),
    );

  return [
    {
      method: 'GET',
      template: '/users/{userId}/alternateemails',
      handler: (req) => {
        const user = target(req);
        return {
          body: tokenPage(user.alternateEmails, (a) => a.id, new QueryReader(req.query, errors), errors, render),
        };
      },
    },
    {
      method: 'POST',
      template: '/users/{userId}/alternateemails',
      handler: (req) => {
        const user = target(req);
        const items = objectList(req, errors);
        // The whole batch is checked before anything is added.
        const emails = items.map((item) => {
          const email = item.string('email', true).trim();
          if (!EMAIL_PATTERN.test(email)) throw item.invalid('email', email);
          if (account.findByAnyEmail(email))
            throw errors.error(
              400,
              1157,
              'This address is already associated with another account, so it cannot be added as an alternate address for this account.',
            );
          return email;
        });
        if (new Set(emails.map((e) => e.toLowerCase())).size !== emails.length)
          throw errors.error(400, 1031, 'The same email address is given twice.');
        // An address in a validated domain needs no confirmation.
        const added = emails.map((email): StoredAlternateEmail => ({
          id: account.newId(),
          email,
          confirmed: account.domainValidated(email),
        }));
        user.alternateEmails.push(...added);
        return { body: success(added.map(render)) };
      },
    },
    {
      method: 'GET',
      template: '/users/{userId}/alternateemails/{alternateEmailId}',
      handler: (req) => ({ body: render(find(target(req), req.params.alternateEmailId)) }),
    },
    {
      method: 'DELETE',
      template: '/users/{userId}/alternateemails/{alternateEmailId}',
      handler: (req) => {
        const user = target(req);
        const found = find(user, req.params.alternateEmailId);
        user.alternateEmails.splice(user.alternateEmails.indexOf(found), 1);
        return { body: success() };
      },
    },
    {
      method: 'POST',
      template: '/users/{userId}/alternateemails/{alternateEmailId}/makeprimary',
      handler: (req) => {
        const user = target(req);
        const found = find(user, req.params.alternateEmailId);
        if (!account.domainValidated(user.email)) {
          throw errors.error(403, 1186, "User's primary email address must be a validated domain.");
        }
        if (!found.confirmed && !account.domainValidated(found.email)) {
          throw errors.error(
            400,
            1158,
            "This address has not been confirmed yet, so it can't be set as the primary email address.",
          );
        }
        // The old primary address stays on as a confirmed alternate with the promoted address's id.
        const oldPrimary = user.email;
        account.setPrimaryEmail(user, found.email);
        found.email = oldPrimary;
        found.confirmed = true;
        return { body: success(renderUserProfile(user, store.data.account)) };
      },
    },
  ];
}
