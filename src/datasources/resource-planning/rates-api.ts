// Resource-planning bill rates: account defaults (read-only), and project and phase rates.
import { ResourcePlanningClient } from './client.js';
import { RP_SHAPES, type RpBillRate, type RpList } from './types.js';
import { restPath } from '../path.js';

/** Backend paths, in one table so that a deployment could map them. */
export const RATE_PATHS = {
  billRates: '/bill_rates',
  billRate: (id: number) => restPath`/bill_rates/${id}`,
  projectBillRates: (projectId: number) => restPath`/projects/${projectId}/bill_rates`,
  projectBillRate: (projectId: number, id: number) => restPath`/projects/${projectId}/bill_rates/${id}`,
} as const;

/** What a bill-rate write may change, as the reference names it (`startdate`/`enddate` are deprecated). */
export type BillRateChanges = Partial<{ rate: number; starts_at: string | null; ends_at: string | null }>;

export class ResourcePlanningRatesApi extends ResourcePlanningClient {
  /** GET /bill_rates: the account's default rates. */
  listAccountBillRates(page: number, perPage: number): Promise<RpList<RpBillRate>> {
    return this.get(RATE_PATHS.billRates, RP_SHAPES.billRate.page, { page, per_page: perPage });
  }

  /** GET /bill_rates/{id}: any bill rate by id. */
  getBillRate(id: number): Promise<RpBillRate> {
    return this.get(RATE_PATHS.billRate(id), RP_SHAPES.billRate.one);
  }

  /** GET /projects/{id}/bill_rates: a project's or phase's rates (a phase using its parent's shows those). */
  listProjectBillRates(projectId: number, page: number, perPage: number): Promise<RpList<RpBillRate>> {
    return this.get(RATE_PATHS.projectBillRates(projectId), RP_SHAPES.billRate.page, { page, per_page: perPage });
  }

  /** GET /projects/{id}/bill_rates/{rate id}. */
  getProjectBillRate(projectId: number, id: number): Promise<RpBillRate> {
    return this.get(RATE_PATHS.projectBillRate(projectId, id), RP_SHAPES.billRate.one);
  }

  /** PUT /projects/{id}/bill_rates/{rate id}. */
  updateProjectBillRate(projectId: number, id: number, changes: BillRateChanges): Promise<RpBillRate> {
    return this.send('PUT', RATE_PATHS.projectBillRate(projectId, id), RP_SHAPES.billRate.one, { body: changes });
  }
}
