// Project and phase mutations of the resource-planning domain. What the gateway can know (archived,
// phase vs project, a phase's assignments) is checked before any write is sent; refusals come back
// as the payloads' userErrors.
import type { GatewayContext } from '../../context.js';
import type { RpProjectWrite } from '../../datasources/resource-planning/projects-api.js';
import type { RpProject } from '../../datasources/resource-planning/types.js';
import { collectPages, walkResourcePlanningPages } from '../../datasources/page-walks.js';
import { RP_MAX_PAGE_SIZE } from '../../datasources/resource-planning/api.js';
import { badUserInput, conflict } from '../../graphql-errors.js';
import type { CreateProjectInput, Resolvers, UpdateProjectInput } from '../../generated/resolvers-types.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { withMutationUserErrors } from '../user-errors.js';
import { checkDates, dayOf } from './dates.js';
import { defined } from './given-properties.js';
import { requireProjectRecord } from './project-records.js';

function checkLockout(value: number | null | undefined, field: string): void {
  if (value != null && (!Number.isInteger(value) || value < -1))
    throw badUserInput('timeEntryLockout is -1 (unlocked), 0 (locked) or a number of days', field);
}

/** Refuses null for properties that cannot be cleared. */
function notNull(input: Record<string, unknown>, keys: string[]): void {
  for (const key of keys)
    if (key in input && input[key] === null) throw badUserInput(`${key} cannot be null`, `input.${key}`);
}

async function requireActiveProject(ctx: GatewayContext, id: string): Promise<RpProject> {
  const { type, id: key } = readNumericId(id, ['Project', 'Phase'], 'input.id');
  if (type === 'Phase') throw badUserInput('input.id is a phase: use the phase mutations', 'input.id');
  const project = await requireProjectRecord(ctx, key, 'input.id');
  if (project.parent_id != null) throw badUserInput(`input.id: ${key} is a phase: use the phase mutations`, 'input.id');
  return project;
}

/** The project properties of a create or update input, as the service spells them (unset ones left out). */
function projectBody(input: CreateProjectInput | UpdateProjectInput): RpProjectWrite {
  return defined({
    name: input.name ?? undefined,
    description: input.description ?? undefined,
    project_code: input.projectCode ?? undefined,
    client: input.client,
    project_state: input.state ?? undefined,
    starts_at: dayOf(input.startsAt),
    ends_at: dayOf(input.endsAt),
    timeentry_lockout: input.timeEntryLockout ?? undefined,
    owner_id: input.ownerId ? readNumericId(input.ownerId, 'Person', 'input.ownerId').id : undefined,
  });
}

export const projectWriteResolvers: Resolvers = withMutationUserErrors<Resolvers>({
  Mutation: {
    createProject: async (_root, { input }, ctx) => {
      notNull(input, ['description', 'projectCode', 'state', 'startsAt', 'endsAt', 'timeEntryLockout', 'ownerId']);
      if (input.name.trim() === '') throw badUserInput('name must not be empty', 'input.name');
      checkDates(input.startsAt, input.endsAt, 'input.endsAt');
      checkLockout(input.timeEntryLockout, 'input.timeEntryLockout');
      const body = projectBody(input);
      return { project: await ctx.api.resourcePlanningProjects.createProject(body), userErrors: [] };
    },

    updateProject: async (_root, { input }, ctx) => {
      notNull(input, [
        'name',
        'description',
        'projectCode',
        'state',
        'startsAt',
        'endsAt',
        'timeEntryLockout',
        'ownerId',
      ]);
      const body = projectBody(input);
      if (Object.keys(body).length === 0) throw badUserInput('nothing to change: give at least one property', 'input');
      if (body.name !== undefined && body.name.trim() === '')
        throw badUserInput('name must not be empty', 'input.name');
      checkDates(input.startsAt, input.endsAt, 'input.endsAt');
      checkLockout(input.timeEntryLockout, 'input.timeEntryLockout');
      const project = await requireActiveProject(ctx, input.id);
      checkDates(input.startsAt ?? project.starts_at, input.endsAt ?? project.ends_at, 'input.endsAt');
      // State table: while archived, nothing but unarchiving is accepted; unarchive first, then update.
      if (project.archived)
        throw conflict(
          `project ${project.id} is archived: unarchive it (unarchiveProject) before changing its other properties`,
          'input.id',
        );
      const updated = await ctx.api.resourcePlanningProjects.updateProject(project.id, body);
      await ctx.loaders.joins.projectChanged(project.id);
      return { project: updated, userErrors: [] };
    },

    archiveProject: async (_root, { input }, ctx) => {
      const project = await requireActiveProject(ctx, input.id);
      if (project.archived) throw conflict(`project ${project.id} is already archived`, 'input.id');
      const archived = await ctx.api.resourcePlanningProjects.updateProject(project.id, { archived: true });
      await ctx.loaders.joins.projectChanged(project.id);
      return { project: archived, userErrors: [] };
    },

    unarchiveProject: async (_root, { input }, ctx) => {
      const { type, id } = readNumericId(input.id, ['Project', 'Phase'], 'input.id');
      if (type === 'Phase') throw badUserInput('input.id is a phase: a phase is archived with its project', 'input.id');
      // The state table sets no condition: `archived: false`, alone, is always accepted.
      const unarchived = await ctx.api.resourcePlanningProjects.updateProject(id, { archived: false });
      await ctx.loaders.joins.projectChanged(id);
      return { project: unarchived, userErrors: [] };
    },

    deleteProject: async (_root, { input }, ctx) => {
      const { type, id } = readNumericId(input.id, ['Project', 'Phase'], 'input.id');
      if (type === 'Phase') throw badUserInput('input.id is a phase: use deletePhase', 'input.id');
      // The phases go with the project: their ids are in the payload, so that caches drop them too.
      const phases = (
        await collectPages(
          walkResourcePlanningPages((page) => ctx.api.resourcePlanning.listPhases(id, page, RP_MAX_PAGE_SIZE)),
        )
      ).items;
      await ctx.api.resourcePlanningProjects.deleteProject(id);
      await ctx.loaders.joins.projectChanged(id);
      return {
        deletedProjectId: toGlobalId('Project', id),
        deletedPhaseIds: phases.map((phase) => toGlobalId('Phase', phase.id)),
        userErrors: [],
      };
    },

    createPhase: async (_root, { input }, ctx) => {
      notNull(input, ['startsAt', 'endsAt', 'useParentBillRates']);
      const { type, id } = readNumericId(input.projectId, ['Project', 'Phase'], 'input.projectId');
      if (type === 'Phase') throw badUserInput("a phase's parent is a project, not a phase", 'input.projectId');
      if (input.name.trim() === '') throw badUserInput('name must not be empty', 'input.name');
      checkDates(input.startsAt, input.endsAt, 'input.endsAt');
      const parent = await requireProjectRecord(ctx, id, 'input.projectId');
      if (parent.parent_id != null)
        throw badUserInput(`${id} is a phase: a phase's parent is a project, not a phase`, 'input.projectId');
      if (parent.archived)
        throw conflict(`project ${id} is archived: unarchive it before adding phases`, 'input.projectId');
      const body: RpProjectWrite = defined({
        phase_name: input.name,
        starts_at: dayOf(input.startsAt),
        ends_at: dayOf(input.endsAt),
        use_parent_bill_rates: input.useParentBillRates ?? undefined,
      });
      return { phase: await ctx.api.resourcePlanningProjects.createPhase(id, body), userErrors: [] };
    },

    updatePhase: async (_root, { input }, ctx) => {
      notNull(input, ['name', 'startsAt', 'endsAt', 'useParentBillRates']);
      const { type, id } = readNumericId(input.id, ['Project', 'Phase'], 'input.id');
      if (type === 'Project') throw badUserInput('input.id is a project: use updateProject', 'input.id');
      const body: RpProjectWrite = defined({
        phase_name: input.name ?? undefined,
        starts_at: dayOf(input.startsAt),
        ends_at: dayOf(input.endsAt),
        use_parent_bill_rates: input.useParentBillRates ?? undefined,
      });
      if (Object.keys(body).length === 0) throw badUserInput('nothing to change: give at least one property', 'input');
      if (body.phase_name !== undefined && body.phase_name.trim() === '')
        throw badUserInput('name must not be empty', 'input.name');
      const phase = await requireProjectRecord(ctx, id, 'input.id');
      if (phase.parent_id == null) throw badUserInput(`${id} is a project: use updateProject`, 'input.id');
      if (phase.archived)
        throw conflict(`phase ${id} is archived with its project: unarchive the project first`, 'input.id');
      checkDates(input.startsAt ?? phase.starts_at, input.endsAt ?? phase.ends_at, 'input.endsAt');
      return { phase: await ctx.api.resourcePlanningProjects.updatePhase(phase.parent_id, id, body), userErrors: [] };
    },

    deletePhase: async (_root, { input }, ctx) => {
      const { type, id } = readNumericId(input.id, ['Project', 'Phase'], 'input.id');
      if (type === 'Project') throw badUserInput('input.id is a project: use deleteProject', 'input.id');
      const phase = await requireProjectRecord(ctx, id, 'input.id');
      if (phase.parent_id == null) throw badUserInput(`${id} is a project: use deleteProject`, 'input.id');
      // A phase can be deleted only when it has no assignments: one read tells, before any write.
      const assignments = await ctx.api.resourcePlanningAssignments.listAssignments(
        { kind: 'project', projectId: id },
        1,
        1,
      );
      if (assignments.data.length > 0)
        throw conflict(`phase ${id} has assignments: a phase can be deleted only when it has none`, 'input.id');
      await ctx.api.resourcePlanningProjects.deletePhase(phase.parent_id, id);
      return { deletedPhaseId: toGlobalId('Phase', id), userErrors: [] };
    },
  },
});
