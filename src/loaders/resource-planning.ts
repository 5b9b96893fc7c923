// Per-request DataLoaders for the resource-planning backend. It has no multi-get: people and leave
// types come from one scan of their (small) lists for any batch of two or more, other ids one by one;
// approvals, which have no single read, from a walk of their list that stops once every id asked for
// is found, and API tokens from their one-call list. Lists a write checks against are read afresh.
import DataLoader from 'dataloader';
import { RP_MAX_PAGE_SIZE, type ResourcePlanningApi } from '../datasources/resource-planning/api.js';
import type {
  RpApiToken,
  RpApproval,
  RpAssignment,
  RpCategory,
  RpCustomField,
  RpCustomFieldValue,
  RpDiscipline,
  RpHoliday,
  RpLeaveType,
  RpList,
  RpPerson,
  RpProject,
} from '../datasources/resource-planning/types.js';
import type { ResourcePlanningBudgetsApi } from '../datasources/resource-planning/budgets-api.js';
import type { ResourcePlanningApiTokensApi } from '../datasources/resource-planning/api-tokens-api.js';
import type { ResourcePlanningApprovalsApi } from '../datasources/resource-planning/approvals-api.js';
import type {
  ResourcePlanningCustomFieldsApi,
  ValueOwner,
} from '../datasources/resource-planning/custom-fields-api.js';
import type { ResourcePlanningReferenceApi } from '../datasources/resource-planning/reference-api.js';
import { collectPages, findKeysInPages, walkResourcePlanningPages } from '../datasources/page-walks.js';
import { ScanOrSingleGetLoader, singleGetLoader, newLoader, type LoaderPlan } from './loader-kit.js';

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
  /** An approval (the service has no single read: the list is walked, 1000 per page). */
  approvalById: DataLoader<number, RpApproval | null>;
  /** An API token, with its secret value as the list holds it (the service has no single read; the list is one call). */
  apiTokenById: DataLoader<number, RpApiToken | null>;
  /** The account's expense-item or time-entry categories (one list each, read once per request). */
  categories(kind: 'expense' | 'time'): Promise<RpCategory[]>;
  /** A holiday (the service has no single read: the list is walked, 1000 per page). */
  holidayById: DataLoader<number, RpHoliday | null>;
  /** The number of API tokens the organization holds now (read at each call: writes check it). */
  countApiTokens(): Promise<number>;
  /** Every custom field definition, read at each call (writes check names against it). */
  customFields(): Promise<RpCustomField[]>;
  /** Every custom field value of a project or person, read at each call (writes check against it). */
  customFieldValues(owner: ValueOwner): Promise<RpCustomFieldValue[]>;
}

/** Every item of a list, read in pages of the largest size the API allows. */
async function scanAll<T>(fetchPage: (page: number, perPage: number) => Promise<RpList<T>>): Promise<T[]> {
  return (await collectPages(walkResourcePlanningPages((page) => fetchPage(page, RP_MAX_PAGE_SIZE)))).items;
}

/** The area datasources the catalog and list loaders read through. */
export interface ResourcePlanningLoaderAreas {
  resourcePlanningCustomFields: ResourcePlanningCustomFieldsApi;
  resourcePlanningReference: ResourcePlanningReferenceApi;
  resourcePlanningApprovals: ResourcePlanningApprovalsApi;
  resourcePlanningApiTokens: ResourcePlanningApiTokensApi;
  resourcePlanningBudgets: ResourcePlanningBudgetsApi;
}

/** A loader of ids from a list without a single read: one walk per batch, stopping once every id is found. */
function walkedListLoader<T extends { id: number }>(
  plan: LoaderPlan,
  fetchPage: (page: number) => Promise<RpList<T>>,
): DataLoader<number, T | null> {
  return newLoader<number, T | null>(plan, async (ids) => {
    const found = await findKeysInPages(walkResourcePlanningPages(fetchPage), ids, (item) => item.id);
    return ids.map((id) => found.get(id) ?? null);
  });
}

export function createResourcePlanningLoaders(
  api: ResourcePlanningApi,
  plan: LoaderPlan,
  areas: ResourcePlanningLoaderAreas,
): ResourcePlanningLoaders {
  const singles = <V>(fetch: (id: number) => Promise<V>): DataLoader<number, V | null> => singleGetLoader(plan, fetch);
  const { resourcePlanningCustomFields: customFields, resourcePlanningApiTokens: apiTokens } = areas;
  const { resourcePlanningReference: reference, resourcePlanningApprovals: approvals } = areas;
  return {
    ...peopleLoaders(api, plan),
    ...leaveTypeLoaders(api, plan),
    categories: categoryLists(areas.resourcePlanningBudgets),
    holidayById: walkedListLoader(plan, (page) => reference.listHolidays(page, RP_MAX_PAGE_SIZE)),
    projectById: singles((id) => api.getProject(id)),
    assignmentById: singles((id) => api.getAssignment(id)),
    customFieldById: singles((id) => customFields.getCustomField(id)),
    disciplineById: singles((id) => reference.getDiscipline(id)),
    approvalById: walkedListLoader(plan, (page) => approvals.listApprovals(page, RP_MAX_PAGE_SIZE)),
    apiTokenById: newLoader<number, RpApiToken | null>(plan, async (ids) => {
      const tokens = await apiTokens.listApiTokens();
      return ids.map((id) => tokens.find((token) => token.id === id) ?? null);
    }),
    countApiTokens: async () => (await apiTokens.listApiTokens()).length,
    customFields: () => scanAll((page, perPage) => customFields.listCustomFields(page, perPage)),
    customFieldValues: (owner) => scanAll((page, perPage) => customFields.listValues(owner, page, perPage)),
  };
}

/**
 * People by id and by email. One scan of the (small) people list per request answers every email,
 * and any batch of ids (`_entities`, `nodes`). Archived people are in it too: assignments and
 * references still name them, and they are served by id.
 */
function peopleLoaders(
  api: ResourcePlanningApi,
  plan: LoaderPlan,
): Pick<ResourcePlanningLoaders, 'personById' | 'personByEmail'> {
  let peopleScan: Promise<RpPerson[]> | null = null;
  const scanPeople = (): Promise<RpPerson[]> =>
    (peopleScan ??= scanAll((page, perPage) => api.listPeople(page, perPage, { withArchived: true })));
  const personById = new ScanOrSingleGetLoader(
    plan,
    (id: number) => api.getPerson(id),
    async () => new Map((await scanPeople()).map((p) => [p.id, p])),
  );
  let peopleByEmail: Promise<Map<string, RpPerson>> | null = null;
  const personByEmail = newLoader<string, RpPerson | null>(
    plan,
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
  return { personById, personByEmail };
}

/** Leave types by id, and the ids of all of them, from one scan of their list per request. */
function leaveTypeLoaders(
  api: ResourcePlanningApi,
  plan: LoaderPlan,
): Pick<ResourcePlanningLoaders, 'leaveTypeById' | 'leaveTypeIds'> {
  let leaveTypeScan: Promise<RpLeaveType[]> | null = null;
  const scanLeaveTypes = (): Promise<RpLeaveType[]> =>
    (leaveTypeScan ??= scanAll((page, perPage) => api.listLeaveTypes(page, perPage)));
  let leaveTypes: Promise<Set<number>> | null = null;
  const leaveTypeById = new ScanOrSingleGetLoader(
    plan,
    (id: number) => api.getLeaveType(id),
    async () => new Map((await scanLeaveTypes()).map((t) => [t.id, t])),
  );
  const leaveTypeIds = (): Promise<Set<number>> =>
    (leaveTypes ??= scanLeaveTypes().then((types) => {
      for (const type of types) leaveTypeById.prime(type.id, type);
      return new Set(types.map((t) => t.id));
    }));
  return { leaveTypeById, leaveTypeIds };
}

/** The account's expense-item or time-entry categories: each list read once per request. */
function categoryLists(budgets: ResourcePlanningBudgetsApi): ResourcePlanningLoaders['categories'] {
  const lists = new Map<'expense' | 'time', Promise<RpCategory[]>>();
  return (kind) => {
    let list = lists.get(kind);
    if (!list) {
      list = scanAll((page, perPage) => budgets.listCategories(kind, page, perPage));
      lists.set(kind, list);
    }
    return list;
  };
}
