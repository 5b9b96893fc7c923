// Resource-planning project and phase writes: create, update (including archive and unarchive),
// delete; phases under their project.
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpList, type RpProject } from './types.js';
import { restPath } from '../path.js';

export const PROJECT_WRITE_PATHS = {
  projects: '/projects',
  project: (id: number) => restPath`/projects/${id}`,
  phases: (projectId: number) => restPath`/projects/${projectId}/phases`,
  phase: (projectId: number, phaseId: number) => restPath`/projects/${projectId}/phases/${phaseId}`,
} as const;

/** Properties of a project or phase write, as the API spells them. */
export type RpProjectWrite = Partial<{
  name: string;
  description: string;
  project_code: string;
  client: string | null;
  project_state: string;
  starts_at: string;
  ends_at: string;
  timeentry_lockout: number;
  owner_id: number;
  phase_name: string;
  use_parent_bill_rates: boolean;
  archived: boolean;
  parent_id: number | null;
}>;

export class ResourcePlanningProjectsApi extends ResourcePlanningClient {
  /** POST /projects. */
  createProject(body: RpProjectWrite): Promise<RpProject> {
    return this.send('POST', PROJECT_WRITE_PATHS.projects, RP_SHAPES.project.one, { body });
  }

  /** PUT /projects/{id} (a project or a phase; `archived` archives or unarchives). */
  updateProject(id: number, body: RpProjectWrite): Promise<RpProject> {
    return this.send('PUT', PROJECT_WRITE_PATHS.project(id), RP_SHAPES.project.one, { body });
  }

  /** DELETE /projects/{id}. */
  deleteProject(id: number): Promise<void> {
    return this.remove(PROJECT_WRITE_PATHS.project(id));
  }

  /** GET /projects/{id}/phases with custom field values (one page). */
  listPhasesWithFields(projectId: number, page: number, perPage: number): Promise<RpList<RpProject>> {
    return this.get(PROJECT_WRITE_PATHS.phases(projectId), RP_SHAPES.project.page, {
      page,
      per_page: perPage,
      fields: 'custom_field_values',
    });
  }

  /** POST /projects/{id}/phases. */
  createPhase(projectId: number, body: RpProjectWrite): Promise<RpProject> {
    return this.send('POST', PROJECT_WRITE_PATHS.phases(projectId), RP_SHAPES.project.one, { body });
  }

  /** PUT /projects/{id}/phases/{phase_id}. */
  updatePhase(projectId: number, phaseId: number, body: RpProjectWrite): Promise<RpProject> {
    return this.send('PUT', PROJECT_WRITE_PATHS.phase(projectId, phaseId), RP_SHAPES.project.one, { body });
  }

  /** DELETE /projects/{id}/phases/{phase_id} (only a phase without assignments). */
  deletePhase(projectId: number, phaseId: number): Promise<void> {
    return this.remove(PROJECT_WRITE_PATHS.phase(projectId, phaseId));
  }
}
