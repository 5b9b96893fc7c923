// Per-request DataLoaders for the resource-planning backend. It has no multi-get: people and leave
// types come from one scan of their (small) lists for any batch of two or more, other ids one by one.
import DataLoader from 'dataloader';
import { RP_MAX_PAGE_SIZE, type ResourcePlanningApi } from '../datasources/resource-planning/api.js';
import type { RpAssignment, RpCustomField, RpDiscipline, RpLeaveType, RpPerson, RpProject } from '../datasources/resource-planning/types.js';
import type { ResourcePlanningCustomFieldsApi } from '../datasources/resource-planning/custom-fields-api.js';
import type { ResourcePlanningReferenceApi } from '../datasources/resource-planning/reference-api.js';
import { ScanOrSingleGetLoader, singleGetLoader, newLoader, type LoaderPlan } from './concurrency.js';

export interface ResourcePlanningLoaders {
  personById: ScanOrSingleGetLoader<number, RpPerson>;
  personByEmail: DataLoader<string, RpPerson | null>;
  /** A project or a phase. */
  projectById: DataLoader<number, RpProject | null>;
  assignmentById: DataLoader<number, RpAssignment | null>;
  leaveTypeById: DataLoader<number, RpLeaveType | null>;
  /** Ids of every leave type (to tell leave assignments from project ones). */
  leaveTypeIds(): Promise<Set<number>>;
  /** A custom field definition (names the fields of custom field values). */
  customFieldById: DataLoader<number, RpCustomField | null>;
  /** A discipline (bill rates name theirs by id). */
  disciplineById: DataLoader<number, RpDiscipline | null>;
}

/** Walks every page of a list. */
async function scanAll<T>(fetchPage: (page: number, perPage: number) => Promise<{ data: T[]; paging: { next: string | null } }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(page, RP_MAX_PAGE_SIZE);
    all.push(...result.data);
    if (!result.paging.next || result.data.length === 0) return all;
  }
}

/** The area datasources the catalog loaders read through. */
export interface ResourcePlanningLoaderAreas {
  resourcePlanningCustomFields: ResourcePlanningCustomFieldsApi;
  resourcePlanningReference: ResourcePlanningReferenceApi;
}

export function createResourcePlanningLoaders(api: ResourcePlanningApi, plan: LoaderPlan, areas?: ResourcePlanningLoaderAreas): ResourcePlanningLoaders {
  const singles = <V>(fetch: (id: number) => Promise<V>) => singleGetLoader(plan.concurrency, fetch);

  // One scan of the (small) people list per request answers every email, and any batch of ids (`_entities`, `nodes`).
  // Archived people are in it too: assignments and references still name them, and they are served by id.
  let peopleScan: Promise<RpPerson[]> | null = null;
  const scanPeople = () => (peopleScan ??= scanAll((page, perPage) => api.listPeople(page, perPage, { withArchived: true })));
  const personById = new ScanOrSingleGetLoader(plan, (id: number) => api.getPerson(id), async () => new Map((await scanPeople()).map((p) => [p.id, p])));
  let peopleByEmail: Promise<Map<string, RpPerson>> | null = null;
  const personByEmail = newLoader<string, RpPerson | null>(
    async (emails) => {
      // The API has no email filter; one scan of the (small) people list answers every email.
      peopleByEmail ??= scanPeople().then((people) => {
        const map = new Map<string, RpPerson>();
        for (const person of people) {
          // An email of an active person and an archived one means the active one.
          const email = person.email?.toLowerCase();
          if (email && !(person.archived && map.has(email))) map.set(email, person);
          personById.prime(person.id, person);
        }
        return map;
      });
      const map = await peopleByEmail;
      return emails.map((email) => map.get(email) ?? null);
    },
    { cacheKeyFn: (email) => email.toLowerCase() },
  );

  let leaveTypeScan: Promise<RpLeaveType[]> | null = null;
  const scanLeaveTypes = () => (leaveTypeScan ??= scanAll((page, perPage) => api.listLeaveTypes(page, perPage)));
  let leaveTypes: Promise<Set<number>> | null = null;
  const leaveTypeById = new ScanOrSingleGetLoader(plan, (id: number) => api.getLeaveType(id), async () => new Map((await scanLeaveTypes()).map((t) => [t.id, t])));

  return {
    personById,
    personByEmail,
    projectById: singles((id) => api.getProject(id)),
    assignmentById: singles((id) => api.getAssignment(id)),
    leaveTypeById,
    customFieldById: singles((id) => (areas ? areas.resourcePlanningCustomFields.getCustomField(id) : Promise.reject(new Error('custom-field datasource missing')))),
    disciplineById: singles((id) => (areas ? areas.resourcePlanningReference.getDiscipline(id) : Promise.reject(new Error('reference datasource missing')))),
    leaveTypeIds: () =>
      (leaveTypes ??= scanLeaveTypes().then((types) => {
        for (const type of types) leaveTypeById.prime(type.id, type);
        return new Set(types.map((t) => t.id));
      })),
  };
}
