// Resolvers of the resource-planning domain: people, projects, phases, leave types and the fields of
// assignments that come with their record (their lists and writes: assignments.ts).
import type { GatewayContext } from '../../context.js';
import type { RpCustomFieldValue, RpProject } from '../../datasources/resource-planning/types.js';
import {
  AllocationMode,
  LicenseType,
  PersonUserType,
  ProjectState,
  type Resolvers,
} from '../../generated/resolvers-types.js';
import { readNumericId, toGlobalId } from '../../relay/global-id.js';
import { resourcePlanningConnection } from '../connections.js';
import { enumValue } from '../enums.js';
import { connectionItemsSelect } from '../selection.js';
import { dateOrNull, dateTimeOrNull, idOrNull, urlOrNull } from '../values.js';
import { moneyOrNull, nested } from './values.js';

/** The service's `user_type_id` codes (the reference's User Type table), as the schema's PersonUserType. */
const USER_TYPE_BY_ID: Readonly<Record<number, PersonUserType>> = {
  0: PersonUserType.None,
  1: PersonUserType.Admin,
  2: PersonUserType.PortfolioEditor,
  3: PersonUserType.Reporter,
  4: PersonUserType.Viewer,
  5: PersonUserType.Contractor,
  7: PersonUserType.PeopleScheduler,
  8: PersonUserType.ProjectEditor,
};

/** Loads a project (not a phase), or null. */
export async function loadProject(ctx: GatewayContext, id: number): Promise<RpProject | null> {
  const project = await ctx.loaders.resourcePlanning.projectById.load(id);
  return project && project.parent_id == null ? project : null;
}

/** Loads a phase (a project with a parent), or null. */
export async function loadPhase(ctx: GatewayContext, id: number): Promise<RpProject | null> {
  const phase = await ctx.loaders.resourcePlanning.projectById.load(id);
  return phase && phase.parent_id != null ? phase : null;
}

/**
 * The custom field values of a project or phase, each knowing its owner: list items and single reads
 * ask for them (`fields=custom_field_values`); a record without them (a phase from its project's
 * list) has its values read from its value list.
 */
export async function projectFieldValues(ctx: GatewayContext, project: RpProject): Promise<RpCustomFieldValue[]> {
  // A single read carries the values; a list item does not, and its values are the project's value list.
  const values = project.custom_field_values
    ? nested(project.custom_field_values)
    : await ctx.loaders.resourcePlanning.customFieldValues({ kind: 'project', id: project.id });
  return values.map((value) => ({ ...value, project_id: value.project_id ?? project.id }));
}

export const resourceResolvers: Resolvers = {
  Query: {
    people: (_root, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'people',
        fetch: (page, perPage) => ctx.api.resourcePlanning.listPeople(page, perPage),
        prime: (person) => ctx.loaders.resourcePlanning.personById.prime(person.id, person),
      }),
    person: (_root, { id }, ctx) => ctx.loaders.resourcePlanning.personById.load(readNumericId(id, 'Person', 'id').id),
    projects: (_root, args, ctx) => {
      const states = args.states ?? undefined;
      const withArchived = args.withArchived ?? false;
      return resourcePlanningConnection(ctx, args, {
        list: 'projects',
        shape: { states, withArchived },
        fetch: (page, perPage) =>
          ctx.api.resourcePlanning.listProjects(page, perPage, { states, withArchived, withCustomFieldValues: true }),
      });
    },
    project: (_root, { id }, ctx) => loadProject(ctx, readNumericId(id, 'Project', 'id').id),
  },

  Person: {
    id: (person) => toGlobalId('Person', person.id),
    backendId: (person) => String(person.id),
    firstName: (person) => person.first_name ?? null,
    lastName: (person) => person.last_name ?? null,
    displayName: (person) => person.display_name ?? null,
    email: (person) => person.email || null,
    userType: (person, _args, ctx) =>
      person.user_type_id == null
        ? null
        : enumValue(PersonUserType, USER_TYPE_BY_ID[person.user_type_id] ?? String(person.user_type_id), {
            field: 'Person.userType',
            ctx,
          }),
    billable: (person) => person.billable ?? null,
    hireDate: (person) => dateOrNull(person.hire_date),
    terminationDate: (person) => dateOrNull(person.termination_date),
    mobilePhone: (person) => person.mobile_phone ?? null,
    officePhone: (person) => person.office_phone ?? null,
    archived: (person) => person.archived ?? null,
    role: (person) => person.role ?? null,
    discipline: (person) => person.discipline ?? null,
    location: (person) => person.location ?? null,
    licenseType: (person, _args, ctx) =>
      enumValue(LicenseType, person.license_type, { field: 'Person.licenseType', ctx }),
    thumbnail: (person) => urlOrNull(person.thumbnail),
    createdAt: (person) => dateTimeOrNull(person.created_at),
    updatedAt: (person) => dateTimeOrNull(person.updated_at),
    assignments: (person, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'person.assignments',
        shape: { parentId: person.id },
        fetch: (page, perPage) => ctx.api.resourcePlanning.listPersonAssignments(person.id, page, perPage),
      }),
  },

  Project: {
    id: (project) => toGlobalId('Project', project.id),
    backendId: (project) => String(project.id),
    description: (project) => project.description ?? null,
    projectCode: (project) => project.project_code ?? null,
    client: (project) => project.client ?? null,
    state: (project, _args, ctx) => enumValue(ProjectState, project.project_state, { field: 'Project.state', ctx }),
    archived: (project) => project.archived ?? null,
    archivedAt: (project) => dateTimeOrNull(project.archived_at),
    startsAt: (project) => dateOrNull(project.starts_at),
    endsAt: (project) => dateOrNull(project.ends_at),
    timeEntryLockout: (project) => project.timeentry_lockout ?? null,
    owner: (project, _args, ctx) =>
      project.owner_id != null ? ctx.loaders.resourcePlanning.personById.load(project.owner_id) : null,
    createdAt: (project) => dateTimeOrNull(project.created_at),
    updatedAt: (project) => dateTimeOrNull(project.updated_at),
    customFieldValues: (project, _args, ctx) => projectFieldValues(ctx, project),
    phases: (project, args, ctx) =>
      resourcePlanningConnection(ctx, args, {
        list: 'project.phases',
        shape: { projectId: project.id },
        fetch: (page, perPage) => ctx.api.resourcePlanning.listPhases(project.id, page, perPage),
      }),
    assignments: (project, args, ctx, info) => {
      // Sibling projects' assignments will ask for their people: the people scan can start now.
      if (connectionItemsSelect(info, 'person')) ctx.loaders.resourcePlanning.personById.expectKeys();
      return resourcePlanningConnection(ctx, args, {
        list: 'project.assignments',
        shape: { parentId: project.id },
        fetch: (page, perPage) => ctx.api.resourcePlanning.listProjectAssignments(project.id, page, perPage),
      });
    },
  },

  Phase: {
    id: (phase) => toGlobalId('Phase', phase.id),
    backendId: (phase) => String(phase.id),
    // A phase's own name is `phase_name`; its `name` is the project's.
    name: (phase) => phase.phase_name || phase.name,
    project: (phase, _args, ctx) => (phase.parent_id != null ? loadProject(ctx, phase.parent_id) : null),
    archived: (phase) => phase.archived ?? null,
    startsAt: (phase) => dateOrNull(phase.starts_at),
    endsAt: (phase) => dateOrNull(phase.ends_at),
    useParentBillRates: (phase) => phase.use_parent_bill_rates ?? null,
    createdAt: (phase) => dateTimeOrNull(phase.created_at),
    updatedAt: (phase) => dateTimeOrNull(phase.updated_at),
    customFieldValues: (phase, _args, ctx) => projectFieldValues(ctx, phase),
  },

  LeaveType: {
    id: (leaveType) => toGlobalId('LeaveType', leaveType.id),
    backendId: (leaveType) => String(leaveType.id),
    description: (leaveType) => leaveType.description ?? null,
  },

  Assignable: {
    __resolveType: (assignable) => {
      if ('parent_id' in assignable) return assignable.parent_id != null ? 'Phase' : 'Project';
      return 'LeaveType';
    },
  },

  Assignment: {
    id: (assignment) => toGlobalId('Assignment', assignment.id),
    backendId: (assignment) => String(assignment.id),
    person: (assignment, _args, ctx) =>
      assignment.user_id != null ? ctx.loaders.resourcePlanning.personById.load(assignment.user_id) : null,
    assignable: async (assignment, _args, ctx) => {
      const leaveTypes = await ctx.loaders.resourcePlanning.leaveTypeIds();
      if (leaveTypes.has(assignment.assignable_id))
        return ctx.loaders.resourcePlanning.leaveTypeById.load(assignment.assignable_id);
      return ctx.loaders.resourcePlanning.projectById.load(assignment.assignable_id);
    },
    project: async (assignment, _args, ctx) => {
      const leaveTypes = await ctx.loaders.resourcePlanning.leaveTypeIds();
      if (leaveTypes.has(assignment.assignable_id)) return null;
      const target = await ctx.loaders.resourcePlanning.projectById.load(assignment.assignable_id);
      if (!target) return null;
      return target.parent_id == null ? target : loadProject(ctx, target.parent_id);
    },
    startsAt: (assignment) => dateOrNull(assignment.starts_at),
    endsAt: (assignment) => dateOrNull(assignment.ends_at),
    allocationMode: (assignment, _args, ctx) =>
      enumValue(AllocationMode, assignment.allocation_mode, { field: 'Assignment.allocationMode', ctx }),
    percent: (assignment) => assignment.percent ?? null,
    hoursPerDay: (assignment) => assignment.hours_per_day ?? null,
    fixedHours: (assignment) => assignment.fixed_hours ?? null,
    billRate: (assignment) => moneyOrNull(assignment.bill_rate),
    statusOptionId: (assignment) => idOrNull(assignment.status_option_id),
    description: (assignment) => assignment.description ?? null,
    note: (assignment) => assignment.note ?? null,
  },
};
