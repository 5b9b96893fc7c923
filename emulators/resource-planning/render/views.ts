// Serializes users, projects and assignments for a response, adding the optional nested
// collections and counts that `fields=` asks for.
import { nestedCollection } from '../envelope.js';
import type { RpAssignment, RpProject, RpUser } from '../model.js';
import type { ResourcePlanningStore } from '../store/store.js';

/** Assignments of a list: phase assignments only with `with_phases`, as the real lists do. */
export function withoutPhaseAssignments(
  store: ResourcePlanningStore,
  items: RpAssignment[],
  withPhases: boolean,
): RpAssignment[] {
  return withPhases ? items : items.filter((a) => !store.isPhase(a.assignable_id));
}

export function assignmentView(assignment: RpAssignment, fields: Set<string>): Record<string, unknown> {
  if (!fields.has('subtask_counts') && !fields.has('subtasks_counts')) return { ...assignment };
  return {
    ...assignment,
    subtask_counts: {
      completed: assignment.subtasks.filter((s) => s.completed).length,
      total: assignment.subtasks.length,
    },
  };
}

export function userView(store: ResourcePlanningStore, user: RpUser, fields: Set<string>): Record<string, unknown> {
  const view: Record<string, unknown> = { ...user };
  if (fields.has('custom_field_values')) {
    view.custom_field_values = nestedCollection(
      store.userFieldValues(user.id),
      `/users/${user.id}/custom_field_values`,
    );
  }
  if (fields.has('assignments')) {
    view.assignments = nestedCollection(store.assignmentsOfUser(user.id), `/users/${user.id}/assignments`, {
      with_phases: 'true',
    });
  }
  if (fields.has('tags')) {
    view.tags = nestedCollection(store.userTags(user.id), `/users/${user.id}/tags`);
  }
  if (fields.has('availabilities')) {
    view.availabilities = nestedCollection([], `/users/${user.id}/availabilities`);
  }
  return view;
}

export function projectView(
  store: ResourcePlanningStore,
  project: RpProject,
  fields: Set<string>,
): Record<string, unknown> {
  const view: Record<string, unknown> = { ...project };
  if (fields.has('custom_field_values')) {
    view.custom_field_values = nestedCollection(
      store.projectFieldValues(project.id),
      `/projects/${project.id}/custom_field_values`,
    );
  }
  if (fields.has('phase_count')) {
    view.phase_count = store.phases(project.id).length;
  }
  if (fields.has('children')) {
    view.children = nestedCollection(store.phases(project.id), `/projects/${project.id}/phases`);
  }
  if (fields.has('tags')) {
    view.tags = nestedCollection(store.projectTags(project.id), `/projects/${project.id}/tags`);
  }
  return view;
}
