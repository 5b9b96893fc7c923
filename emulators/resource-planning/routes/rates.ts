// Bill-rate routes: account defaults (read-only through the API), and project and phase rates
// (a phase that uses its parent's rates shows, and cannot change, the parent's).
import type { Route } from '../../kit/http-emulator.js';
import { paginate } from '../envelope.js';
import { badRequest, notFound } from '../errors.js';
import { findByPathId, findProject, pathId } from '../ids.js';
import { bodyOf, nowStamp, optionalAmount, optionalDate } from '../request/field-readers.js';
import type { RpProject } from '../model.js';
import { accountRates, ensureProjectRates, ratesForProject, ratesOf } from '../store/rates.js';
import type { ResourcePlanningStore } from '../store/store.js';

/** A project or phase by path id, with its rates copied from the account's on first use. */
function projectWithRates(store: ResourcePlanningStore, raw: string | undefined): RpProject {
  const project = findProject(store, raw);
  ensureProjectRates(store, project.id);
  return project;
}

/** `user_id` filter of rate lists (a placeholder resource id works the same way). */
function userFilter(query: URLSearchParams): number | null {
  const raw = query.get('user_id');
  if (raw === null || raw === '') return null;
  if (!/^\d+$/.test(raw)) throw badRequest('user_id must be an id');
  return Number(raw);
}

export function rateRoutes(store: ResourcePlanningStore): Route[] {
  return [
    {
      method: 'GET',
      template: '/bill_rates',
      handler: (req) => ({ body: paginate(accountRates(store), req.path, req.query) }),
    },
    {
      method: 'GET',
      template: '/bill_rates/{bill_rate_id}',
      handler: (req) => {
        const rate = findByPathId(req.params.bill_rate_id, 'BillRate', (id) =>
          ratesOf(store).rates.find((r) => r.id === id),
        );
        return { body: rate };
      },
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/bill_rates',
      handler: (req) => {
        const project = projectWithRates(store, req.params.project_id);
        const user = userFilter(req.query);
        const rates = ratesForProject(store, project.id).filter((r) => user === null || r.user_id === user);
        return { body: paginate(rates, req.path, req.query) };
      },
    },
    {
      method: 'GET',
      template: '/projects/{project_id}/bill_rates/{bill_rate_id}',
      handler: (req) => {
        const project = projectWithRates(store, req.params.project_id);
        const rate = findByPathId(req.params.bill_rate_id, 'BillRate', (id) =>
          ratesForProject(store, project.id).find((r) => r.id === id),
        );
        return { body: rate };
      },
    },
    {
      method: 'PUT',
      template: '/projects/{project_id}/bill_rates/{bill_rate_id}',
      handler: (req) => {
        const project = projectWithRates(store, req.params.project_id);
        const id = pathId(req.params.bill_rate_id, 'BillRate');
        if (project.parent_id !== null && project.use_parent_bill_rates) {
          throw badRequest(
            "this phase uses its parent project's bill rates (use_parent_bill_rates): change them on the project, or give the phase its own rates first",
          );
        }
        const rate = ratesForProject(store, project.id).find((r) => r.id === id);
        if (!rate) throw notFound('BillRate', String(id));
        if (project.archived) throw badRequest('the project is archived: unarchive it before changing its bill rates');
        const body = bodyOf(req);
        const value = optionalAmount(body, 'rate');
        // starts_at / ends_at, or their deprecated names startdate / enddate.
        const startsAt = optionalDate(body, 'starts_at') ?? optionalDate(body, 'startdate');
        const endsAt = optionalDate(body, 'ends_at') ?? optionalDate(body, 'enddate');
        const from = startsAt ?? rate.starts_at;
        const to = endsAt ?? rate.ends_at;
        if (from && to && to < from) throw badRequest('ends_at must not be before starts_at');
        if (value !== undefined) rate.rate = value;
        if (startsAt !== undefined) rate.starts_at = rate.startdate = startsAt;
        if (endsAt !== undefined) rate.ends_at = rate.enddate = endsAt;
        rate.updated_at = nowStamp();
        return { body: rate };
      },
    },
  ];
}
