// The resource-planning core datasource: one method per REST read of people, projects, phases and assignments.
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpAssignment, type RpLeaveType, type RpList, type RpPerson, type RpProject } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const RESOURCE_PLANNING_PATHS = {
  users: '/users',
  user: (id: number) => restPath`/users/${id}`,
  userAssignments: (id: number) => restPath`/users/${id}/assignments`,
  projects: '/projects',
  project: (id: number) => restPath`/projects/${id}`,
  projectPhases: (id: number) => restPath`/projects/${id}/phases`,
  projectAssignments: (id: number) => restPath`/projects/${id}/assignments`,
  assignment: (id: number) => restPath`/assignments/${id}`,
  leaveTypes: '/leave_types',
  leaveType: (id: number) => restPath`/leave_types/${id}`,
} as const;

/** The backend's largest `per_page`. */
export const RP_MAX_PAGE_SIZE = 1000;

/** Core reads: people, projects, phases, assignments, leave types. */
export class ResourcePlanningApi extends ResourcePlanningClient {
  /** GET /users: one page of people. */
  listPeople(page: number, perPage: number, options: { withArchived?: boolean } = {}): Promise<RpList<RpPerson>> {
    return this.get(RESOURCE_PLANNING_PATHS.users, RP_SHAPES.person.page, {
      page,
      per_page: perPage,
      ...(options.withArchived ? { with_archived: true } : {}),
    });
  }

  /** GET /users/{id}. */
  getPerson(id: number): Promise<RpPerson> {
    return this.get(RESOURCE_PLANNING_PATHS.user(id), RP_SHAPES.person.one);
  }

  /** GET /projects: one page of projects (phases excluded). */
  listProjects(
    page: number,
    perPage: number,
    filters: { withArchived?: boolean; states?: string[]; withCustomFieldValues?: boolean } = {},
  ): Promise<RpList<RpProject>> {
    return this.get(RESOURCE_PLANNING_PATHS.projects, RP_SHAPES.project.page, {
      page,
      per_page: perPage,
      with_archived: filters.withArchived ? true : undefined,
      filter_field: filters.states?.length ? 'project_state' : undefined,
      filter_list: filters.states?.length ? filters.states.join(',') : undefined,
      fields: filters.withCustomFieldValues ? 'custom_field_values' : undefined,
    });
  }

  /** GET /projects/{id}: a project or a phase. */
  getProject(id: number): Promise<RpProject> {
    return this.get(RESOURCE_PLANNING_PATHS.project(id), RP_SHAPES.project.one, { fields: 'custom_field_values' });
  }

  /** GET /projects/{id}/phases. */
  listPhases(projectId: number, page: number, perPage: number): Promise<RpList<RpProject>> {
    return this.get(RESOURCE_PLANNING_PATHS.projectPhases(projectId), RP_SHAPES.project.page, {
      page,
      per_page: perPage,
    });
  }

  /** GET /projects/{id}/assignments. */
  listProjectAssignments(projectId: number, page: number, perPage: number): Promise<RpList<RpAssignment>> {
    // with_phases: the project's phases' assignments belong to the project too.
    return this.get(RESOURCE_PLANNING_PATHS.projectAssignments(projectId), RP_SHAPES.assignment.page, {
      page,
      per_page: perPage,
      with_phases: true,
    });
  }

  /** GET /users/{id}/assignments. */
  listPersonAssignments(personId: number, page: number, perPage: number): Promise<RpList<RpAssignment>> {
    // with_phases: without it the service hides assignments on phases.
    return this.get(RESOURCE_PLANNING_PATHS.userAssignments(personId), RP_SHAPES.assignment.page, {
      page,
      per_page: perPage,
      with_phases: true,
    });
  }

  /** GET /assignments/{id}. */
  getAssignment(id: number): Promise<RpAssignment> {
    return this.get(RESOURCE_PLANNING_PATHS.assignment(id), RP_SHAPES.assignment.one);
  }

  /** GET /leave_types/{id}. */
  getLeaveType(id: number): Promise<RpLeaveType> {
    return this.get(RESOURCE_PLANNING_PATHS.leaveType(id), RP_SHAPES.leaveType.one);
  }

  /** GET /leave_types. */
  listLeaveTypes(page: number, perPage: number): Promise<RpList<RpLeaveType>> {
    return this.get(RESOURCE_PLANNING_PATHS.leaveTypes, RP_SHAPES.leaveType.page, { page, per_page: perPage });
  }
}
