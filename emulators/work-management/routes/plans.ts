// Routes for a user's plans: GET /users/{userId}/plans (token pages), DELETE
// /users/{userId}/plans/{planId} (irreversible) and POST .../upgrade and .../downgrade.
import type { Route } from '../../kit/http-emulator.js';
import { renderMembership, SEAT_TIERS, success } from '../store/account.js';
import { callerOf } from '../auth.js';
import { isoSeconds } from '../ids.js';
import type { SeatType } from '../model.js';
import { tokenPage } from '../pagination.js';
import { QueryReader } from '../request/params.js';
import { BodyReader } from '../request/body.js';
import type { WorkManagementStore } from '../store/store.js';

export function planRoutes(store: WorkManagementStore): Route[] {
  const { errors, account } = store;

  const membership = (userParam: string | undefined, planParam: string | undefined) => {
    const user = account.requireUser(userParam);
    const plan = account.plan(planParam);
    const found = plan ? account.membershipsOf(user).find((m) => m.planId === plan.id) : undefined;
    if (!plan || !found) throw errors.notFound();
    return { user, plan, found };
  };

  /** Moves the seat one way along the tiers; `seatType` in the body picks the target tier. */
  const changeTier =
    (direction: 1 | -1): Route['handler'] =>
    (req) => {
      account.requireAdmin(callerOf(store, req));
      const { user, found } = membership(req.params.userId, req.params.planId);
      const body = BodyReader.of(req, errors);
      const from = SEAT_TIERS.indexOf(found.seatType);
      if (from < 0) throw errors.error(400, 1018, `A ${found.seatType} seat cannot be moved between tiers.`);
      const requested = body.oneOf<SeatType>('seatType', SEAT_TIERS);
      const to = requested !== undefined ? SEAT_TIERS.indexOf(requested) : direction === 1 ? SEAT_TIERS.length - 1 : 0;
      if ((to - from) * direction <= 0) {
        throw errors.error(
          400,
          1018,
          `The user's seat (${found.seatType}) cannot be ${direction === 1 ? 'upgraded' : 'downgraded'} to ${SEAT_TIERS[to]}.`,
        );
      }
      found.seatType = SEAT_TIERS[to]!;
      found.seatTypeLastChangedAt = isoSeconds(Date.now());
      if (found.seatType === 'PROVISIONAL_MEMBER')
        found.provisionalExpirationDate = isoSeconds(Date.now() + 30 * 86_400_000);
      else delete found.provisionalExpirationDate;
      account.syncMainSeat(user);
      // Plan-level webhooks hear of the change (Document 2: the user seat type update event).
      store.webhookDelivery.seatTypeChanged(found.planId, {
        objectType: 'user',
        eventType: 'seatType.updated',
        id: user.id,
        userId: user.id,
        planId: found.planId,
        seatType: found.seatType,
        ...(found.provisionalExpirationDate ? { provisionalExpirationDate: found.provisionalExpirationDate } : {}),
      });
      return { body: success(renderMembership(found)) };
    };

  return [
    {
      method: 'GET',
      template: '/users/{userId}/plans',
      handler: (req) => {
        const caller = callerOf(store, req);
        const user = account.requireUser(req.params.userId);
        if (!caller.admin && caller.id !== user.id) throw errors.forbidden();
        return {
          body: tokenPage(
            account.membershipsOf(user),
            (m) => m.planId,
            new QueryReader(req.query, errors),
            errors,
            renderMembership,
          ),
        };
      },
    },
    {
      method: 'DELETE',
      template: '/users/{userId}/plans/{planId}',
      handler: (req) => {
        account.requireAdmin(callerOf(store, req));
        const { user, plan } = membership(req.params.userId, req.params.planId);
        account.data.memberships.set(
          user.id,
          account.membershipsOf(user).filter((m) => m.planId !== plan.id),
        );
        // Removes access to every shared item of the plan (all demo items belong to the account's plans).
        account.removeFromSharing(user);
        return { body: success() };
      },
    },
    { method: 'POST', template: '/users/{userId}/plans/{planId}/upgrade', handler: changeTier(1) },
    { method: 'POST', template: '/users/{userId}/plans/{planId}/downgrade', handler: changeTier(-1) },
  ];
}
