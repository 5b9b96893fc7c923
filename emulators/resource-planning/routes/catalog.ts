// Account-wide routes of the resource-planning API: all assignments, leave types,
// assignables (projects and leave types together) and custom field definitions.
import type { Route } from '../../kit/http-emulator.js';
import { paginate } from '../envelope.js';
import { badRequest } from '../errors.js';
import { findByPathId } from '../ids.js';
import { dateWindow, fieldSet, flag } from '../request/query.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { assignmentView, withoutPhaseAssignments } from '../render/views.js';

/**
 * Projects (not phases) and leave types, each with `type` `Project` or `LeaveType`. The list shows
 * active projects (the reference documents no parameter for it); a read by id finds archived ones too.
 */
function assignables(store: ResourcePlanningStore, withArchived: boolean): Record<string, unknown>[] {
  const projects = store.projects.filter((p) => p.parent_id === null && (withArchived || !p.archived));
  return [...projects.map((p) => ({ ...p })), ...store.leaveTypes.map((l) => ({ ...l, type: 'LeaveType' }))];
}

export function catalogRoutes(store: ResourcePlanningStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/assignments',
      handler: (req) => {
        const fields = fieldSet(req.query);
        const items = dateWindow(
          withoutPhaseAssignments(store, store.assignments, flag(req.query, 'with_phases')),
          req.query,
        );
        return { body: paginate(items, req.path, req.query, (a) => assignmentView(a, fields)) };
      },
    },
    {
      method: 'GET',
      template: '/assignments/{assignment_id}',
      handler: (req) => {
        const assignment = findByPathId(req.params.assignment_id, 'Assignment', (id) => store.assignment(id));
        return { body: assignmentView(assignment, fieldSet(req.query)) };
      },
    },
    {
      method: 'GET',
      template: '/leave_types',
      handler: (req) => ({ body: paginate(store.leaveTypes, req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/leave_types/{leave_type_id}',
      handler: (req) => {
        const leaveType = findByPathId(req.params.leave_type_id, 'LeaveType', (id) => store.leaveType(id));
        return { body: leaveType };
      },
    },
    {
      method: 'GET',
      template: '/assignables',
      handler: (req) => ({ body: paginate(assignables(store, false), req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/assignables/{assignable_id}',
      handler: (req) => {
        const found = findByPathId(req.params.assignable_id, 'Assignable', (id) =>
          assignables(store, true).find((a) => a.id === id),
        );
        return { body: found };
      },
    },
    {
      method: 'GET',
      template: '/custom_fields',
      handler: (req) => {
        const namespace = req.query.get('namespace');
        if (namespace !== null && namespace !== 'assignables' && namespace !== 'users') {
          throw badRequest('namespace must be assignables or users');
        }
        const fields = store.data.customFields.filter((f) => namespace === null || f.namespace === namespace);
        return { body: paginate(fields, req.path, req.query) };
      },
    },
    {
      method: 'GET',
      template: '/custom_fields/{custom_field_id}',
      handler: (req) => {
        const field = findByPathId(req.params.custom_field_id, 'CustomField', (id) =>
          store.data.customFields.find((f) => f.id === id),
        );
        return { body: field };
      },
    },
  ];
}
