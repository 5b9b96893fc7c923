// Resource-planning assignments in their three scopes (all, per project, per user), subtasks of an
// assignment, and assignables (projects and leave types).
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpAssignable, type RpAssignment, type RpList, type RpSubtask } from './types.js';
import { restPath, segment } from '../path.js';

/** Where an assignment call goes: the account-wide path, a project's or a user's. */
export type AssignmentScope =
  { kind: 'all' } | { kind: 'project'; projectId: number } | { kind: 'user'; userId: number };

export const ASSIGNMENT_PATHS = {
  list: (scope: AssignmentScope) =>
    scope.kind === 'project'
      ? restPath`/projects/${scope.projectId}/assignments`
      : scope.kind === 'user'
        ? restPath`/users/${scope.userId}/assignments`
        : '/assignments',
  one: (scope: AssignmentScope, id: number) => `${ASSIGNMENT_PATHS.list(scope)}/${segment(id)}`,
  subtasks: (projectId: number, assignmentId: number) =>
    restPath`/projects/${projectId}/assignments/${assignmentId}/subtasks`,
  subtask: (projectId: number, assignmentId: number, subtaskId: number) =>
    restPath`/projects/${projectId}/assignments/${assignmentId}/subtasks/${subtaskId}`,
  assignables: '/assignables',
  assignable: (id: number) => restPath`/assignables/${id}`,
} as const;

/** Document 3: "Subtask completion and total counts are returned when `fields=subtask_counts`" (the reference's heading says subtasks_counts; the document wins). */
const SUBTASK_COUNTS = 'subtask_counts';

/** Properties of an assignment write, as the API spells them. */
export type RpAssignmentWrite = Partial<{
  assignable_id: number;
  user_id: number | null;
  starts_at: string;
  ends_at: string;
  allocation_mode: string;
  percent: number;
  hours_per_day: number;
  fixed_hours: number;
  status_option_id: number | null;
  description: string | null;
  note: string | null;
  subtasks: { description: string; completed: boolean }[];
}>;

export class ResourcePlanningAssignmentsApi extends ResourcePlanningClient {
  /** GET /assignments | /projects/{id}/assignments | /users/{id}/assignments, with subtask counts and phases. */
  listAssignments(
    scope: AssignmentScope,
    page: number,
    perPage: number,
    window: { from?: string; to?: string } = {},
  ): Promise<RpList<RpAssignment>> {
    return this.get(ASSIGNMENT_PATHS.list(scope), RP_SHAPES.assignment.page, {
      page,
      per_page: perPage,
      with_phases: true,
      fields: SUBTASK_COUNTS,
      from: window.from,
      to: window.to,
    });
  }

  /** GET one assignment in a scope, with subtask counts. */
  getAssignment(scope: AssignmentScope, id: number): Promise<RpAssignment> {
    return this.get(ASSIGNMENT_PATHS.one(scope, id), RP_SHAPES.assignment.one, { fields: SUBTASK_COUNTS });
  }

  /** POST an assignment in a scope (subtasks may come along). */
  createAssignment(scope: AssignmentScope, body: RpAssignmentWrite): Promise<RpAssignment> {
    return this.send('POST', ASSIGNMENT_PATHS.list(scope), RP_SHAPES.assignment.one, { body });
  }

  /** PUT an assignment in a scope. */
  updateAssignment(scope: AssignmentScope, id: number, body: RpAssignmentWrite): Promise<RpAssignment> {
    return this.send('PUT', ASSIGNMENT_PATHS.one(scope, id), RP_SHAPES.assignment.one, { body });
  }

  /** DELETE an assignment in a scope. */
  deleteAssignment(scope: AssignmentScope, id: number): Promise<void> {
    return this.remove(ASSIGNMENT_PATHS.one(scope, id));
  }

  /** GET the subtasks of an assignment (one page). */
  listSubtasks(projectId: number, assignmentId: number, page: number, perPage: number): Promise<RpList<RpSubtask>> {
    return this.get(ASSIGNMENT_PATHS.subtasks(projectId, assignmentId), RP_SHAPES.subtask.page, {
      page,
      per_page: perPage,
    });
  }

  /** GET one subtask. */
  getSubtask(projectId: number, assignmentId: number, subtaskId: number): Promise<RpSubtask> {
    return this.get(ASSIGNMENT_PATHS.subtask(projectId, assignmentId, subtaskId), RP_SHAPES.subtask.one);
  }

  /** POST a subtask. */
  createSubtask(
    projectId: number,
    assignmentId: number,
    body: { description: string; completed?: boolean },
  ): Promise<RpSubtask> {
    return this.send('POST', ASSIGNMENT_PATHS.subtasks(projectId, assignmentId), RP_SHAPES.subtask.one, { body });
  }

  /** PUT a subtask. */
  updateSubtask(
    projectId: number,
    assignmentId: number,
    subtaskId: number,
    body: { description?: string; completed?: boolean },
  ): Promise<RpSubtask> {
    return this.send('PUT', ASSIGNMENT_PATHS.subtask(projectId, assignmentId, subtaskId), RP_SHAPES.subtask.one, {
      body,
    });
  }

  /** DELETE a subtask (permanently). */
  deleteSubtask(projectId: number, assignmentId: number, subtaskId: number): Promise<void> {
    return this.remove(ASSIGNMENT_PATHS.subtask(projectId, assignmentId, subtaskId));
  }

  /** GET /assignables: projects (not phases) and leave types, one page (the reference documents no filter). */
  listAssignables(page: number, perPage: number): Promise<RpList<RpAssignable>> {
    return this.get(ASSIGNMENT_PATHS.assignables, RP_SHAPES.assignable.page, { page, per_page: perPage });
  }

  /** GET /assignables/{id}. */
  getAssignable(id: number): Promise<RpAssignable> {
    return this.get(ASSIGNMENT_PATHS.assignable(id), RP_SHAPES.assignable.one);
  }
}
