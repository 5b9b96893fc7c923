// Resource-planning read-only reference data: disciplines and holidays (leave types are read by
// the core datasource). The API has no writes for any of them.
import { ResourcePlanningClient } from './client.js';
import type { RpDiscipline, RpHoliday, RpList } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const REFERENCE_PATHS = {
  disciplines: '/disciplines',
  discipline: (id: number) => restPath`/disciplines/${id}`,
  holidays: '/holidays',
} as const;

export class ResourcePlanningReferenceApi extends ResourcePlanningClient {
  /** GET /disciplines. */
  listDisciplines(page: number, perPage: number): Promise<RpList<RpDiscipline>> {
    return this.get(REFERENCE_PATHS.disciplines, { page, per_page: perPage });
  }

  /** GET /disciplines/{id}. */
  getDiscipline(id: number): Promise<RpDiscipline> {
    return this.get(REFERENCE_PATHS.discipline(id));
  }

  /** GET /holidays. */
  listHolidays(page: number, perPage: number): Promise<RpList<RpHoliday>> {
    return this.get(REFERENCE_PATHS.holidays, { page, per_page: perPage });
  }
}
