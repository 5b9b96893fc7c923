// Routes under /projects: projects and phases, their phases, assignments, custom field values and tags.
import type { Route } from '../../kit/http-emulator.js';
import { paginate } from '../envelope.js';
import { badRequest } from '../errors.js';
import { findByPathId, findProject } from '../ids.js';
import { dateWindow, fieldSet, flag, sorted, type SortKey } from '../request/query.js';
import { PROJECT_STATES, type RpAssignment, type RpProject } from '../model.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { assignmentView, projectView } from '../render/views.js';

const PROJECT_SORT_KEYS: Record<string, SortKey<RpProject>> = { created: 'created_at', updated: 'updated_at' };

/** `filter_field=project_state&filter_list=Confirmed,Tentative`. */
function stateFilter(query: URLSearchParams): Set<string> | null {
  const field = query.get('filter_field');
  if (field === null || field === '') return null;
  if (field !== 'project_state') throw badRequest('filter_field: project_state is the only supported value');
  const states = (query.get('filter_list') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const unknown = states.filter((s) => !(PROJECT_STATES as readonly string[]).includes(s));
  if (unknown.length > 0) throw badRequest(`filter_list: unknown project_state ${unknown.join(', ')}`);
  return new Set(states);
}

function listProjects(store: ResourcePlanningStore, query: URLSearchParams): RpProject[] {
  const withPhases = flag(query, 'with_phases');
  const withArchived = flag(query, 'with_archived');
  const states = stateFilter(query);
  const code = query.get('project_code');
  const phaseName = query.get('phase_name');
  const items = store.projects.filter(
    (p) =>
      (withPhases || p.parent_id === null) &&
      (withArchived || !p.archived) &&
      (states === null || states.has(p.project_state)) &&
      (code === null || p.project_code === code) &&
      (phaseName === null || p.phase_name === phaseName),
  );
  return sorted(dateWindow(items, query), query, PROJECT_SORT_KEYS);
}

export function projectRoutes(store: ResourcePlanningStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/projects',
      handler: (req) => {
        const fields = fieldSet(req.query);
        return {
          body: paginate(listProjects(store, req.query), req.path, req.query, (p) => projectView(store, p, fields)),
        };
      },
    },
    {
      method: 'GET',
      template: '/projects/{project_id}',
      handler: (req) => ({ body: projectView(store, findProject(store, req.params.project_id), fieldSet(req.query)) }),
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/phases',
      handler: (req) => {
        const project = findProject(store, req.params.project_id);
        const fields = fieldSet(req.query);
        return {
          body: paginate(dateWindow(store.phases(project.id), req.query), req.path, req.query, (p) =>
            projectView(store, p, fields),
          ),
        };
      },
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/assignments',
      handler: (req) => {
        const project = findProject(store, req.params.project_id);
        const fields = fieldSet(req.query);
        const own = store.assignmentsOnAssignable(project.id);
        const items = flag(req.query, 'with_phases')
          ? [...own, ...store.phases(project.id).flatMap((phase) => store.assignmentsOnAssignable(phase.id))].sort(
              (a, b) => a.id - b.id,
            )
          : own;
        return { body: paginate(dateWindow(items, req.query), req.path, req.query, (a) => assignmentView(a, fields)) };
      },
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/assignments/{assignment_id}',
      handler: (req) => {
        const project = findProject(store, req.params.project_id);
        const onProject = (a: RpAssignment): boolean =>
          a.assignable_id === project.id || store.project(a.assignable_id)?.parent_id === project.id;
        const assignment = findByPathId(
          req.params.assignment_id,
          'Assignment',
          (id) => store.assignment(id),
          onProject,
        );
        return { body: assignmentView(assignment, fieldSet(req.query)) };
      },
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/custom_field_values',
      handler: (req) => ({
        body: paginate(store.projectFieldValues(findProject(store, req.params.project_id).id), req.path, req.query),
      }),
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/tags',
      handler: (req) => ({
        body: paginate(store.projectTags(findProject(store, req.params.project_id).id), req.path, req.query),
      }),
    },
  ];
}
