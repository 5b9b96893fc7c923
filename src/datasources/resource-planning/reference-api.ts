// Resource-planning read-only reference data: disciplines and holidays (leave types are read by
// the core datasource). The API has no writes for any of them.
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpDiscipline, type RpHoliday, type RpList } from './types.js';
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
    return this.get(REFERENCE_PATHS.disciplines, RP_SHAPES.discipline.page, { page, per_page: perPage });
  }

  /** GET /disciplines/{id}. */
  getDiscipline(id: number): Promise<RpDiscipline> {
    return this.get(REFERENCE_PATHS.discipline(id), RP_SHAPES.discipline.one);
  }

  /** GET /holidays. */
  listHolidays(page: number, perPage: number): Promise<RpList<RpHoliday>> {
    return this.get(REFERENCE_PATHS.holidays, RP_SHAPES.holiday.page, { page, per_page: perPage });
  }
}
