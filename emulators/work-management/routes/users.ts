// Routes GET /users (offset-paged, email and seatType filters), GET /users/me and
// GET /users/{userId}.
import type { Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import { parseId } from '../ids.js';
import { SEAT_TYPES, type SeatType } from '../model.js';
import { offsetPage } from '../pagination.js';
import { QueryReader } from '../params.js';
import { renderUser, renderUserProfile } from '../render/users.js';
import type { WorkManagementStore } from '../store.js';

export function userRoutes(store: WorkManagementStore): Route[] {
  const { errors } = store;
  return [
    {
      method: 'GET',
      template: '/users',
      handler: (req) => {
        const query = new QueryReader(req.query, errors);
        let users = store.data.users;
        const emails = query.list('email');
        if (emails) {
          const wanted = new Set(emails.map((e) => e.toLowerCase()));
          users = users.filter((u) => wanted.has(u.email.toLowerCase()));
        }
        const seatTypes = query.list('seatType');
        if (seatTypes) {
          for (const s of seatTypes) if (!SEAT_TYPES.includes(s as SeatType)) throw errors.badParam('seatType', query.string('seatType') ?? '');
          users = users.filter((u) => seatTypes.includes(u.seatType));
        }
        const planId = query.string('planId');
        if (planId !== undefined && parseId(planId) === undefined) throw errors.badParam('planId', planId);
        const page = offsetPage(users, query);
        return { body: { ...page, data: page.data.map((u) => renderUser(u, { withPlan: planId !== undefined })) } };
      },
    },
    {
      method: 'GET',
      template: '/users/me',
      handler: (req) => ({ body: renderUserProfile(callerOf(store, req), store.data.account) }),
    },
    {
      method: 'GET',
      template: '/users/{userId}',
      handler: (req) => {
        const id = parseId(req.params.userId);
        const user = id === undefined ? undefined : store.usersById.get(id);
        if (!user) throw errors.userNotFound();
        return { body: renderUserProfile(user, store.data.account) };
      },
    },
  ];
}
