// Subtasks of an assignment under /projects/{project_id}/assignments/{assignment_id}/subtasks:
// list, create, show, update (records who changed it last) and delete (destroys it permanently).
import type { EmulatorRequest, Route } from '../../kit/http-emulator.js';
import { badRequest } from '../errors.js';
import { findByPathId } from '../ids.js';
import type { RpSubtask } from '../model.js';
import { paginate } from '../envelope.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { nowStamp, workState } from '../store/work.js';
import { bodyOf, boolOf, stringOf } from '../request/write-body.js';
import { scopedAssignment } from './assignments.js';

const TEMPLATE = '/projects/{project_id}/assignments/{assignment_id}/subtasks';

function subtaskOf(store: ResourcePlanningStore, req: EmulatorRequest): { subtasks: RpSubtask[]; subtask: RpSubtask } {
  const assignment = scopedAssignment(store, req);
  const subtask = findByPathId(req.params.subtask_id, 'Subtask', (id) => assignment.subtasks.find((s) => s.id === id));
  return { subtasks: assignment.subtasks, subtask };
}

export function subtaskRoutes(store: ResourcePlanningStore): Route[] {
  const state = workState(store);
  const caller = (req: EmulatorRequest) => state.callerId(req.token) ?? store.users[0]!.id;
  return [
    {
      method: 'GET',
      template: TEMPLATE,
      handler: (req) => ({ body: paginate(scopedAssignment(store, req).subtasks, req.path, req.query) }),
    },
    {
      method: 'POST',
      template: TEMPLATE,
      handler: (req) => {
        const assignment = scopedAssignment(store, req);
        const body = bodyOf(req.body);
        const description = stringOf(body, 'description', true)!;
        const completed = boolOf(body, 'completed') ?? false;
        const stamp = nowStamp();
        const subtask: RpSubtask = {
          id: state.nextId('subtask'),
          assignment_id: assignment.id,
          assignable_id: assignment.assignable_id,
          description,
          completed,
          created_at: stamp,
          updated_at: stamp,
          updated_by: caller(req),
        };
        assignment.subtasks.push(subtask);
        return { body: subtask };
      },
    },
    {
      method: 'GET',
      template: `${TEMPLATE}/{subtask_id}`,
      handler: (req) => ({ body: subtaskOf(store, req).subtask }),
    },
    {
      method: 'PUT',
      template: `${TEMPLATE}/{subtask_id}`,
      handler: (req) => {
        const { subtask } = subtaskOf(store, req);
        const body = bodyOf(req.body);
        const description = stringOf(body, 'description');
        if (description === null || (description !== undefined && description.trim() === ''))
          throw badRequest('description must be a non-empty string');
        const completed = boolOf(body, 'completed');
        if (description !== undefined) subtask.description = description;
        if (completed !== undefined) subtask.completed = completed;
        subtask.updated_at = nowStamp();
        subtask.updated_by = caller(req);
        return { body: subtask };
      },
    },
    {
      method: 'DELETE',
      template: `${TEMPLATE}/{subtask_id}`,
      handler: (req) => {
        const { subtasks, subtask } = subtaskOf(store, req);
        subtasks.splice(subtasks.indexOf(subtask), 1);
        return { status: 204 };
      },
    },
  ];
}
