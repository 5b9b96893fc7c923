// Per-request DataLoaders for the resource-planning backend. It has no multi-get: people and leave
// types come from one scan of their (small) lists for any batch of two or more, other ids one by one.
import DataLoader from 'dataloader';
import { RP_MAX_PAGE_SIZE, type ResourcePlanningApi } from '../datasources/resource-planning/api.js';
import type { RpAssignment, RpCustomField, RpDiscipline, RpLeaveType, RpPerson, RpProject } from '../datasources/resource-planning/types.js';
import type { ResourcePlanningCustomFieldsApi } from '../datasources/resource-planning/custom-fields-api.js';
import type { ResourcePlanningReferenceApi } from '../datasources/resource-planning/reference-api.js';
import { scanOrSingleGetLoader, singleGetLoader, newLoader } from './concurrency.js';

export interface ResourcePlanningLoaders {
  personById: DataLoader<number, RpPerson | null>;
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

export function createResourcePlanningLoaders(api: ResourcePlanningApi, concurrency: number, areas?: ResourcePlanningLoaderAreas): ResourcePlanningLoaders {
  const singles = <V>(fetch: (id: number) => Promise<V>) => singleGetLoader(concurrency, fetch);

  // One scan of the (small) people list per request answers every email, and any batch of ids (`_entities`, `nodes`).
  let peopleScan: Promise<RpPerson[]> | null = null;
  const scanPeople = () => (peopleScan ??= scanAll((page, perPage) => api.listPeople(page, perPage)));
  const personById = scanOrSingleGetLoader(concurrency, (id: number) => api.getPerson(id), async () => new Map((await scanPeople()).map((p) => [p.id, p])));
  let peopleByEmail: Promise<Map<string, RpPerson>> | null = null;
  const personByEmail = newLoader<string, RpPerson | null>(
    async (emails) => {
      // The API has no email filter; one scan of the (small) people list answers every email.
      peopleByEmail ??= scanPeople().then((people) => {
        const map = new Map<string, RpPerson>();
        for (const person of people) {
          if (person.email) map.set(person.email.toLowerCase(), person);
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
  const leaveTypeById = scanOrSingleGetLoader(concurrency, (id: number) => api.getLeaveType(id), async () => new Map((await scanLeaveTypes()).map((t) => [t.id, t])));

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
