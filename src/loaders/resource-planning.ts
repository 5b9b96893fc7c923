// Per-request DataLoaders for the resource-planning backend. It has no multi-get, so ids are
// fetched one by one with bounded concurrency; people by email come from one scan of the list.
import DataLoader from 'dataloader';
import { RP_MAX_PAGE_SIZE, type ResourcePlanningApi } from '../datasources/resource-planning/api.js';
import type { RpAssignment, RpLeaveType, RpPerson, RpProject } from '../datasources/resource-planning/types.js';
import { singleGetLoader } from './concurrency.js';

export interface ResourcePlanningLoaders {
  personById: DataLoader<number, RpPerson | null>;
  personByEmail: DataLoader<string, RpPerson | null>;
  /** A project or a phase. */
  projectById: DataLoader<number, RpProject | null>;
  assignmentById: DataLoader<number, RpAssignment | null>;
  leaveTypeById: DataLoader<number, RpLeaveType | null>;
  /** Ids of every leave type (to tell leave assignments from project ones). */
  leaveTypeIds(): Promise<Set<number>>;
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

export function createResourcePlanningLoaders(api: ResourcePlanningApi, concurrency: number): ResourcePlanningLoaders {
  const singles = <V>(fetch: (id: number) => Promise<V>) => singleGetLoader(concurrency, fetch);

  const personById = singles((id) => api.getPerson(id));
  let peopleByEmail: Promise<Map<string, RpPerson>> | null = null;
  const personByEmail = new DataLoader<string, RpPerson | null>(
    async (emails) => {
      // The API has no email filter; one scan of the (small) people list answers every email.
      peopleByEmail ??= scanAll((page, perPage) => api.listPeople(page, perPage)).then((people) => {
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

  let leaveTypes: Promise<Set<number>> | null = null;
  const leaveTypeById = singles((id) => api.getLeaveType(id));

  return {
    personById,
    personByEmail,
    projectById: singles((id) => api.getProject(id)),
    assignmentById: singles((id) => api.getAssignment(id)),
    leaveTypeById,
    leaveTypeIds: () =>
      (leaveTypes ??= scanAll((page, perPage) => api.listLeaveTypes(page, perPage)).then((types) => {
        for (const type of types) leaveTypeById.prime(type.id, type);
        return new Set(types.map((t) => t.id));
      })),
  };
}
