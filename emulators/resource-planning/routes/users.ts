// Routes under /users: people, their assignments, custom field values and tags.
import type { Route } from '../../kit/http-emulator.js';
import { paginate } from '../envelope.js';
import { findByPathId, findUser } from '../ids.js';
import { dateWindow, fieldSet, flag, sorted, type SortKey } from '../request/query.js';
import type { RpUser } from '../model.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { assignmentView, userView, withoutPhaseAssignments } from '../render/views.js';

const USER_SORT_KEYS: Record<string, SortKey<RpUser>> = {
  created: 'created_at',
  updated: 'updated_at',
  first_name: 'first_name',
  last_name: 'last_name',
  hire_date: 'hire_date',
  termination_date: 'termination_date',
};

export function userRoutes(store: ResourcePlanningStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/users',
      handler: (req) => {
        const fields = fieldSet(req.query);
        const users = store.users.filter((u) => flag(req.query, 'with_archived') || !u.archived);
        return {
          body: paginate(sorted(users, req.query, USER_SORT_KEYS), req.path, req.query, (u) =>
            userView(store, u, fields),
          ),
        };
      },
    },
    {
      method: 'GET',
      template: '/users/{user_id}',
      handler: (req) => ({ body: userView(store, findUser(store, req.params.user_id), fieldSet(req.query)) }),
    },
    {
      method: 'GET',
      template: '/users/{user_id}/assignments',
      handler: (req) => {
        const user = findUser(store, req.params.user_id);
        const fields = fieldSet(req.query);
        const items = dateWindow(
          withoutPhaseAssignments(store, store.assignmentsOfUser(user.id), flag(req.query, 'with_phases')),
          req.query,
        );
        return { body: paginate(items, req.path, req.query, (a) => assignmentView(a, fields)) };
      },
    },
    {
      method: 'GET',
      template: '/users/{user_id}/assignments/{assignment_id}',
      handler: (req) => {
        const user = findUser(store, req.params.user_id);
        const assignment = findByPathId(
          req.params.assignment_id,
          'Assignment',
          (id) => store.assignment(id),
          (a) => a.user_id === user.id,
        );
        return { body: assignmentView(assignment, fieldSet(req.query)) };
      },
    },
    {
      method: 'GET',
      template: '/users/{user_id}/custom_field_values',
      handler: (req) => ({
        body: paginate(store.userFieldValues(findUser(store, req.params.user_id).id), req.path, req.query),
      }),
    },
    {
      method: 'GET',
      template: '/users/{user_id}/tags',
      handler: (req) => ({
        body: paginate(store.userTags(findUser(store, req.params.user_id).id), req.path, req.query),
      }),
    },
  ];
}
