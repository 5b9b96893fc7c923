// Phase writes: POST /projects/{project_id}/phases, PUT and DELETE .../phases/{phase_id}. A phase's
// parent is a project (never a phase, never null); a phase with assignments cannot be deleted.
import type { Route } from '../../kit/http-emulator.js';
import { badRequest, conflict } from '../errors.js';
import { findByPathId, findProject } from '../ids.js';
import type { RpProject } from '../model.js';
import { fieldSet } from '../request/query.js';
import type { ResourcePlanningStore } from '../store/store.js';
import { nowStamp, workState } from '../store/work.js';
import { bodyOf, boolOf, dateOf, has, stringOf } from '../request/write-body.js';
import { removeProjects, updateProjectRecord } from './project-writes.js';
import { projectView } from '../render/views.js';
import { copyParentRatesToPhase } from '../store/rates.js';

function phaseOf(store: ResourcePlanningStore, parent: RpProject, raw: string | undefined): RpProject {
  return findByPathId(
    raw,
    'Phase',
    (id) => store.project(id),
    (phase) => phase.parent_id === parent.id,
  );
}

export function phaseRoutes(store: ResourcePlanningStore): Route[] {
  const state = workState(store);
  return [
    {
      method: 'POST',
      template: '/projects/{project_id}/phases',
      handler: (req) => {
        const parent = findProject(store, req.params.project_id);
        if (parent.parent_id !== null) throw badRequest(`${parent.id} is a phase: a phase's parent must be a project`);
        if (parent.archived) throw conflict(`Project ${parent.id} is archived: unarchive it before adding phases`);
        const body = bodyOf(req.body);
        if (has(body, 'parent_id') && body.parent_id !== parent.id) {
          throw badRequest(
            body.parent_id === null
              ? 'parent_id can never be null for a phase'
              : 'parent_id must be the project in the path',
          );
        }
        const phaseName = stringOf(body, 'phase_name', true)!;
        const startsAt = dateOf(body, 'starts_at') ?? parent.starts_at;
        const endsAt = dateOf(body, 'ends_at') ?? parent.ends_at;
        if (endsAt < startsAt) throw badRequest('ends_at must not be before starts_at');
        const useParent = boolOf(body, 'use_parent_bill_rates') ?? false;
        const stamp = nowStamp();
        const id = state.nextId('project');
        const phase: RpProject = {
          ...parent,
          id,
          guid: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
          parent_id: parent.id,
          phase_name: phaseName,
          description: stringOf(body, 'description') ?? '',
          project_code: stringOf(body, 'project_code') ?? '',
          starts_at: startsAt,
          ends_at: endsAt,
          use_parent_bill_rates: useParent,
          created_at: stamp,
          updated_at: stamp,
        };
        store.projects.push(phase);
        store.reindex();
        // A phase has its own bill rates, copied from the parent (or uses the parent's).
        if (!useParent) copyParentRatesToPhase(store, id);
        return { body: projectView(store, phase, fieldSet(req.query)) };
      },
    },
    {
      method: 'PUT',
      template: '/projects/{project_id}/phases/{phase_id}',
      handler: (req) => {
        const parent = findProject(store, req.params.project_id);
        const phase = updateProjectRecord(store, phaseOf(store, parent, req.params.phase_id), req.body);
        return { body: projectView(store, phase, fieldSet(req.query)) };
      },
    },
    {
      method: 'DELETE',
      template: '/projects/{project_id}/phases/{phase_id}',
      handler: (req) => {
        const parent = findProject(store, req.params.project_id);
        const phase = phaseOf(store, parent, req.params.phase_id);
        const count = store.assignmentsOnAssignable(phase.id).length;
        if (count > 0)
          throw conflict(`Phase ${phase.id} has ${count} assignment(s): a phase can be deleted only when it has none`);
        removeProjects(store, new Set([phase.id]));
        return { status: 204 };
      },
    },
  ];
}
