// Resolvers of plans and plan memberships: a plan's members, a user's plans, a membership's seat,
// and the seat writes (remove from a plan, upgrade, downgrade). A plan is known by its id only: the
// service has no read of a plan, and its members list tells whether it exists.
import type { GatewayContext } from '../../context.js';
import type { WmUserPlan } from '../../datasources/work-management/account-api.js';
import type { WmUser } from '../../datasources/work-management/types.js';
import { findInPages, walkTokenPages } from '../../datasources/page-walks.js';
import { badUserInput } from '../../graphql-errors.js';
import { type Resolvers, SeatType } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import { readId, readIdArgument, toGlobalId } from '../../relay/global-id.js';
import { workManagementPagedConnection, workManagementTokenConnection } from '../connections.js';
import { enumValue } from '../enums.js';
import type { NodeFetchers } from '../node-registry.js';
import { withMutationUserErrors } from '../user-errors.js';
import { reread } from './users.js';
import { dateTimeOrNull } from '../values.js';

/** Largest token page the gateway asks for on a user's plans. */
const PAGE = 1000;

/** A plan: its id is all the graph knows of it. */
export interface PlanModel {
  id: string;
}

/** The seat fields of a membership, as the plans list and the members list both spell them. */
type Seat = Pick<WmUserPlan, 'seatType' | 'seatTypeLastChangedAt' | 'provisionalExpirationDate' | 'isInternal'>;

/** A user's seat on a plan, with what the read that brought it knew of the user. */
export interface PlanMembershipModel {
  userId: string;
  planId: string;
  seat: Seat;
  /** The member, when the read had them whole (a user's own plans). */
  user?: WmUser;
  /** The member's primary address, when the read listed the plan's members: the user is read by email. */
  email?: string;
}

/** A plan id argument: a Plan global id or the service's plan id (an int64). */
export function readPlanId(id: string, field: string): string {
  return readIdArgument(id, { type: 'Plan', field, backendId: 'int64', partShape: 'int64' }).parts[0] as string;
}

/** The plan, or null when the service does not know it (its members list answers 404). */
async function findPlan(ctx: GatewayContext, planId: string): Promise<PlanModel | null> {
  if (!/^\d{1,19}$/.test(planId)) return null;
  const members = await nullIfNotFound(() => ctx.api.workManagementAccount.listUsers(1, 1, { planId }));
  return members ? { id: planId } : null;
}

/** A membership from one item of a plan's members list (its seat fields are that plan's). */
function memberOf(planId: string, user: WmUser): PlanMembershipModel {
  return {
    userId: String(user.id),
    planId,
    email: user.email,
    seat: {
      seatType: user.seatType,
      seatTypeLastChangedAt: user.seatTypeLastChangedAt,
      provisionalExpirationDate: user.provisionalExpirationDate,
      isInternal: user.isInternal,
    },
  };
}

async function changeSeat(
  ctx: GatewayContext,
  direction: 'upgrade' | 'downgrade',
  input: { userId: string; planId: string; seatType?: string | null },
): Promise<{ planMembership: PlanMembershipModel | null }> {
  const userId = readId(input.userId, 'User', 'input.userId');
  const planId = readPlanId(input.planId, 'input.planId');
  if (input.seatType === SeatType.Guest)
    throw badUserInput(
      'GUEST is not a seat tier: upgrade and downgrade move between VIEWER, PROVISIONAL_MEMBER and MEMBER',
      'input.seatType',
      1018,
    );
  const result = await ctx.api.workManagementAccount.changeSeat(direction, userId, planId, input.seatType ?? undefined);
  return {
    planMembership: result.result
      ? { userId, planId: String(result.result.planId ?? planId), seat: result.result }
      : null,
  };
}

export const planResolvers: Resolvers = withMutationUserErrors({
  Query: {
    plan: (_root, { id }, ctx) => findPlan(ctx, readPlanId(id, 'id')),
  },

  Plan: {
    id: (plan) => toGlobalId('Plan', plan.id),
    backendId: (plan) => plan.id,
    members: (plan, args, ctx) => {
      const seatTypes = args.seatTypes ?? undefined;
      return workManagementPagedConnection(ctx, args, {
        list: 'plan.members',
        shape: { planId: plan.id, seatTypes },
        fetch: (page, pageSize) =>
          ctx.api.workManagementAccount.listUsers(page, pageSize, { planId: plan.id, seatTypes }),
        item: (user) => memberOf(plan.id, user),
      });
    },
  },

  User: {
    plans: (user, args, ctx) =>
      workManagementTokenConnection(ctx, args, {
        list: 'user.plans',
        shape: { userId: String(user.id) },
        fetch: (token, pageSize) => ctx.api.workManagementAccount.listUserPlans(user.id, token, pageSize),
        item: (seat) => ({ userId: String(user.id), planId: String(seat.planId), seat, user }),
      }),
  },

  PlanMembership: {
    id: (m) => toGlobalId('PlanMembership', m.userId, m.planId),
    user: (m, _args, ctx) =>
      m.user ??
      (m.email
        ? ctx.loaders.workManagement.userByEmail.load(m.email)
        : ctx.loaders.workManagement.userById.load(m.userId)),
    plan: (m) => ({ id: m.planId }),
    seatType: (m, _args, ctx) => enumValue(SeatType, m.seat.seatType, { field: 'PlanMembership.seatType', ctx }),
    seatTypeLastChangedAt: (m) => dateTimeOrNull(m.seat.seatTypeLastChangedAt),
    provisionalExpirationDate: (m) => dateTimeOrNull(m.seat.provisionalExpirationDate),
    isInternal: (m) => m.seat.isInternal ?? null,
    isProvisional: (m) => (m.seat.seatType ? m.seat.seatType === SeatType.ProvisionalMember : null),
  },

  ChangeUserSeatPayload: {
    user: (payload, _args, ctx) => (payload.planMembership ? reread(ctx, payload.planMembership.userId) : null),
  },

  Mutation: {
    removeUserFromPlan: async (_root, { input }, ctx) => {
      const userId = readId(input.userId, 'User', 'input.userId');
      const planId = readPlanId(input.planId, 'input.planId');
      await ctx.api.workManagementAccount.removeUserFromPlan(userId, planId);
      return { deletedPlanMembershipId: toGlobalId('PlanMembership', userId, planId) };
    },
    upgradeUserPlan: (_root, { input }, ctx) => changeSeat(ctx, 'upgrade', input),
    downgradeUserPlan: (_root, { input }, ctx) => changeSeat(ctx, 'downgrade', input),
  },
});

/** Node fetchers of plans and plan memberships. */
export const planNodeFetchers: NodeFetchers = {
  Plan: { arity: 1, fetch: ([id], ctx) => findPlan(ctx, id as string) },
  PlanMembership: {
    arity: 2,
    fetch: async ([userId, planId], ctx) => {
      const plans = walkTokenPages((lastKey) =>
        ctx.api.workManagementAccount.listUserPlans(userId as string, lastKey, PAGE),
      );
      const seat = await nullIfNotFound(() => findInPages(plans, (p) => String(p.planId) === planId));
      return seat ? ({ userId: userId as string, planId: planId as string, seat } satisfies PlanMembershipModel) : null;
    },
  },
};
