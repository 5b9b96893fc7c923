// Routes GET /users (offset-paged, email and seatType filters), GET /users/me and
// GET /users/{userId}.
import type { Route } from '../../kit/http-emulator.js';
import { callerOf } from '../auth.js';
import { findById, parseId } from '../ids.js';
import { SEAT_TYPES, type StoredUser } from '../model.js';
import { offsetPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import { renderUser, renderUserProfile } from '../render/users.js';
import type { WorkManagementStore } from '../store/store.js';

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
          // Alternate addresses match too, returning the owning user (whose `email` is the primary).
          const wanted = new Set(emails.map((e) => e.toLowerCase()));
          users = users.filter(
            (u) =>
              wanted.has(u.email.toLowerCase()) || u.alternateEmails.some((a) => wanted.has(a.email.toLowerCase())),
          );
        }
        const planId = query.string('planId');
        if (planId !== undefined && parseId(planId) === undefined) throw errors.badParam('planId', planId);
        const plan = planId === undefined ? undefined : store.account.plan(planId);
        if (planId !== undefined && !plan) throw errors.notFound();
        // With planId, each user's seat fields are those of that plan, and only its members are listed.
        const seatOf = (u: StoredUser) =>
          plan ? store.account.membershipsOf(u).find((m) => m.planId === plan.id) : undefined;
        if (plan) users = users.filter((u) => seatOf(u) !== undefined);
        const seatTypes = query.list('seatType');
        if (seatTypes) {
          for (const s of seatTypes)
            if (!(SEAT_TYPES as readonly string[]).includes(s))
              throw errors.badParam('seatType', query.string('seatType') ?? '');
          users = users.filter((u) => seatTypes.includes(seatOf(u)?.seatType ?? u.seatType));
        }
        const page = offsetPage(users, query);
        const render = (u: StoredUser) => {
          const seat = seatOf(u);
          const out = renderUser(u, { withPlan: plan !== undefined });
          if (!seat) return out;
          const withSeat: Record<string, unknown> = {
            ...out,
            seatType: seat.seatType,
            seatTypeLastChangedAt: seat.seatTypeLastChangedAt,
            isInternal: seat.isInternal,
          };
          delete withSeat.provisionalExpirationDate;
          if (seat.provisionalExpirationDate) withSeat.provisionalExpirationDate = seat.provisionalExpirationDate;
          withSeat.isProvisional = seat.seatType === 'PROVISIONAL_MEMBER';
          return withSeat;
        };
        return { body: { ...page, data: page.data.map(render) } };
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
        const user = findById(
          req.params.userId,
          (id) => store.usersById.get(id),
          () => errors.userNotFound(),
        );
        return { body: renderUserProfile(user, store.data.account) };
      },
    },
  ];
}
