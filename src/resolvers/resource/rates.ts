// Bill-rate resolvers: account defaults (read-only), project and phase rates, and the one write,
// updateProjectBillRate, refused before any call for a phase that uses its parent's rates, an
// archived project or a negative rate.
import type { GatewayContext } from '../../context.js';
import type { RpBillRate } from '../../datasources/resource-planning/types.js';
import { badUserInput, conflict } from '../../graphql-errors.js';
import { BillRateLevel, type Resolvers } from '../../generated/resolvers-types.js';
import { nullIfNotFound } from '../../loaders/not-found.js';
import type { ConnectionArgs } from '../../relay/connection.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { withMutationUserErrors } from '../user-errors.js';
import { dateOrNull, dateTimeOrNull, idOrNull } from '../values.js';
import { requireProjectRecord } from './project-records.js';
import { resourcePlanningConnection } from '../connections.js';

/** Loads the bill rate by id (any level), or null. */
export function loadBillRate(ctx: GatewayContext, id: number): Promise<RpBillRate | null> {
  return nullIfNotFound(() => ctx.api.resourcePlanningRates.getBillRate(id));
}

const projectRates = (ctx: GatewayContext, projectId: number, args: ConnectionArgs) =>
  resourcePlanningConnection(ctx, args, {
    list: 'project.billRates',
    shape: { projectId },
    fetch: (page, perPage) => ctx.api.resourcePlanningRates.listProjectBillRates(projectId, page, perPage),
  });

export const rateResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Query: {
    billRates: (_root, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'billRates',
        fetch: (page, perPage) => ctx.api.resourcePlanningRates.listAccountBillRates(page, perPage),
      }),
    billRate: (_root, { id }, ctx) => loadBillRate(ctx, readNumericId(id, 'BillRate', 'id').id),
  },

  Project: {
    billRates: (project, args, ctx) => projectRates(ctx, project.id, args),
    billRate: (project, { id }, ctx) => {
      const key = readNumericId(id, 'BillRate', 'id').id;
      return nullIfNotFound(() => ctx.api.resourcePlanningRates.getProjectBillRate(project.id, key));
    },
  },

  Phase: {
    billRates: (phase, args, ctx) => projectRates(ctx, phase.id, args),
  },

  BillRate: {
    id: (rate) => toGlobalId('BillRate', rate.id),
    backendId: (rate) => String(rate.id),
    rate: (rate) => ({ amount: rate.rate, currencyCode: null }),
    level: async (rate, _args, ctx) => {
      if (rate.assignable_id == null) return BillRateLevel.Account;
      const owner = await ctx.loaders.resourcePlanning.projectById.load(rate.assignable_id);
      return owner?.parent_id != null ? BillRateLevel.Phase : BillRateLevel.Project;
    },
    project: async (rate, _args, ctx) => {
      if (rate.assignable_id == null) return null;
      const owner = await ctx.loaders.resourcePlanning.projectById.load(rate.assignable_id);
      if (!owner) return null;
      return owner.parent_id == null ? owner : ctx.loaders.resourcePlanning.projectById.load(owner.parent_id);
    },
    phase: async (rate, _args, ctx) => {
      if (rate.assignable_id == null) return null;
      const owner = await ctx.loaders.resourcePlanning.projectById.load(rate.assignable_id);
      return owner?.parent_id != null ? owner : null;
    },
    person: (rate, _args, ctx) =>
      rate.user_id != null ? ctx.loaders.resourcePlanning.personById.load(rate.user_id) : null,
    discipline: (rate, _args, ctx) =>
      rate.discipline_id != null ? ctx.loaders.resourcePlanning.disciplineById.load(rate.discipline_id) : null,
    roleId: (rate) => idOrNull(rate.role_id),
    startDate: (rate) => dateOrNull(rate.starts_at),
    endDate: (rate) => dateOrNull(rate.ends_at),
    createdAt: (rate) => dateTimeOrNull(rate.created_at),
    updatedAt: (rate) => dateTimeOrNull(rate.updated_at),
  },

  Mutation: {
    updateProjectBillRate: async (_root, { input }, ctx) => {
      if (!Number.isFinite(input.rate) || input.rate < 0)
        throw badUserInput('rate must be a number >= 0', 'input.rate');
      const rateId = readNumericId(input.billRateId, 'BillRate', 'input.billRateId').id;
      const projectId = readNumericId(input.projectId, ['Project', 'Phase'], 'input.projectId').id;
      const project = await requireProjectRecord(ctx, projectId, 'input.projectId');
      if (project.parent_id != null && project.use_parent_bill_rates) {
        throw badUserInput(
          `input.projectId: phase ${projectId} uses its project's bill rates (useParentBillRates): change the rate on project ${project.parent_id}, or give the phase its own rates first`,
          'input.projectId',
        );
      }
      if (project.archived)
        throw conflict(
          `input.projectId: project ${projectId} is archived: unarchive it before changing its bill rates`,
          'input.projectId',
        );
      const billRate = await ctx.api.resourcePlanningRates.updateProjectBillRate(projectId, rateId, {
        rate: input.rate,
      });
      return { billRate, userErrors: [] };
    },
  },
});
