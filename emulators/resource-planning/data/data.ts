// Deterministic demo data of the resource-planning emulator: people (drawn from the shared demo
// humans), projects with phases, leave types, custom fields and their values, and tags.
import { DemoRandom } from '../../kit/random.js';
import { resourcePlanningHumans, WORK_MANAGEMENT_USER_COUNT } from '../../demo/people.js';
import { buildAssignments } from './assignments.js';
import {
  CLIENTS,
  DEMO_ORIGIN,
  LOCATIONS,
  PHASE_NAMES,
  PROJECT_ADJECTIVES,
  PROJECT_NOUNS,
  ROLES,
  TAG_VALUES,
  addDays,
  guid,
  timestamp,
} from './demo-values.js';
import type {
  ProjectState,
  RpCustomField,
  RpCustomFieldValue,
  RpDataset,
  RpLeaveType,
  RpProject,
  RpTag,
  RpUser,
} from '../model.js';

/**
 * Work-management sheet ids (as strings) to store in the "Sheet ID" project custom field.
 * Empty until the work-management demo data is wired in; then about half the projects get one.
 */
export const DEMO_SHEET_IDS: readonly string[] = [];

export interface ResourcePlanningDataOptions {
  /** Sheet ids for the "Sheet ID" custom field; defaults to DEMO_SHEET_IDS. */
  sheetIds?: readonly string[];
}

export const PROJECT_COUNT = 48;
export const SHEET_ID_FIELD_NAME = 'Sheet ID';

const FIRST_USER_ID = 300_101;
const FIRST_PROJECT_ID = 500_001;
const FIRST_LEAVE_TYPE_ID = 490_001;
const FIRST_CUSTOM_FIELD_ID = 9_001;
const FIRST_FIELD_VALUE_ID = 700_000;
const FIRST_TAG_ID = 60_001;

function buildUsers(random: DemoRandom): RpUser[] {
  const humans = resourcePlanningHumans();
  return humans.map((human, k) => {
    const id = FIRST_USER_ID + k;
    // A few people who exist only here (no work-management account) left the company.
    const archived = human.index >= WORK_MANAGEMENT_USER_COUNT && k % 4 === 1;
    const hireDate = addDays('2015-01-05', random.int(0, 3000));
    const createdAt = timestamp(random, new Date('2019-01-01T00:00:00Z'), 900);
    const terminationDate = archived ? addDays('2024-06-01', random.int(0, 180)) : null;
    return {
      id,
      first_name: human.firstName,
      last_name: human.lastName,
      display_name: `${human.firstName} ${human.lastName}`,
      email: human.email,
      user_type_id: k === 0 ? 1 : random.pick([2, 3, 4, 5, 7, 8, 8, 4]),
      billable: random.chance(0.8),
      hire_date: hireDate,
      termination_date: terminationDate,
      mobile_phone: random.chance(0.5) ? `+1-555-${String(1000 + k).padStart(4, '0')}` : null,
      office_phone: null,
      archived,
      archived_at: archived ? `${terminationDate}T17:00:00Z` : null,
      deleted: false,
      deleted_at: null,
      account_owner: k === 0,
      invitation_pending: false,
      user_settings: 0,
      guid: guid(random),
      employee_number: random.chance(0.7) ? `E${String(10_000 + k)}` : null,
      role: `${random.pick(ROLES)} ${human.title}`,
      discipline: human.department,
      location: random.pick(LOCATIONS),
      type: 'User',
      license_type: random.chance(0.85) ? 'licensed' : 'managed_resource',
      billability_target: random.pick([60, 75, 80, 90, 100]),
      billrate: -1,
      has_login: !archived,
      login_type: random.pick(['saml', 'password']),
      thumbnail: random.chance(0.6) ? `https://rm.example.com/thumbnails/users/${id}.png` : '',
      approver_user_ids: [],
      approvee_user_ids: [],
      // The reference gives every user a last login time: archived people last signed in when they joined.
      last_login_time: archived ? createdAt : timestamp(random, new Date('2025-06-01T00:00:00Z'), 180),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}

function buildProjects(random: DemoRandom, users: RpUser[]): RpProject[] {
  const owners = users.filter((u) => !u.archived);
  const projects: RpProject[] = [];
  let nextId = FIRST_PROJECT_ID;
  for (let i = 0; i < PROJECT_COUNT; i++) {
    const name = `${PROJECT_ADJECTIVES[i % PROJECT_ADJECTIVES.length]} ${PROJECT_NOUNS[Math.floor(i / PROJECT_ADJECTIVES.length) % PROJECT_NOUNS.length]}`;
    const state: ProjectState = random.pick(['Confirmed', 'Confirmed', 'Confirmed', 'Tentative', 'Internal']);
    const startsAt = random.date(DEMO_ORIGIN, 420);
    const endsAt = addDays(startsAt, random.int(45, 300));
    const archived = i % 12 === 11;
    const createdAt = timestamp(random, new Date('2024-06-01T00:00:00Z'), 200);
    const thumbnail = random.chance(0.3) ? `https://rm.example.com/thumbnails/projects/${nextId}.png` : null;
    const project: RpProject = {
      id: nextId++,
      name,
      description: random.chance(0.6) ? `${name} for ${state.toLowerCase()} delivery.` : '',
      guid: guid(random),
      parent_id: null,
      phase_name: null,
      project_code: `PRJ-${String(1001 + i)}`,
      client: state === 'Internal' ? null : random.pick(CLIENTS),
      project_state: state,
      archived,
      archived_at: archived ? `${endsAt}T18:00:00Z` : null,
      starts_at: startsAt,
      ends_at: endsAt,
      timeentry_lockout: random.pick([-1, -1, -1, 0, 7, 14]),
      settings: 0,
      secureurl: thumbnail,
      secureurl_expiration: thumbnail ? '3000-01-01T00:00:00Z' : null,
      thumbnail,
      type: 'Project',
      use_parent_bill_rates: false,
      has_pending_updates: false,
      owner_id: random.pick(owners).id,
      deleted_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    };
    projects.push(project);
    const phaseCount = random.int(0, 4);
    const span = Math.max(1, Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 86_400_000));
    for (let p = 0; p < phaseCount; p++) {
      const phaseStart = addDays(startsAt, Math.floor((span * p) / phaseCount));
      const phaseEnd = addDays(startsAt, Math.floor((span * (p + 1)) / phaseCount) - (p + 1 < phaseCount ? 1 : 0));
      projects.push({
        ...project,
        id: nextId++,
        guid: guid(random),
        parent_id: project.id,
        phase_name: PHASE_NAMES[p]!,
        description: '',
        project_code: `${project.project_code}-${p + 1}`,
        starts_at: phaseStart,
        ends_at: phaseEnd,
        use_parent_bill_rates: random.chance(0.7),
      });
    }
  }
  return projects;
}

function buildLeaveTypes(random: DemoRandom): RpLeaveType[] {
  return ['Vacation', 'Sick', 'Parental Leave', 'Public Holiday', 'Training'].map((name, i) => {
    const createdAt = timestamp(random, new Date('2019-01-01T00:00:00Z'), 30);
    return {
      id: FIRST_LEAVE_TYPE_ID + i,
      name,
      description: i === 4 ? 'Courses and conferences' : null,
      guid: guid(random),
      deleted_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}

function buildCustomFields(): RpCustomField[] {
  const base = { default_value: null, is_visible_on_info_page: true, is_visible_as_filter: false };
  return [
    {
      ...base,
      id: FIRST_CUSTOM_FIELD_ID,
      name: SHEET_ID_FIELD_NAME,
      namespace: 'assignables',
      data_type: 'string',
      description: 'Id of the work-management sheet that tracks this project',
      options: [],
    },
    {
      ...base,
      id: FIRST_CUSTOM_FIELD_ID + 1,
      name: 'Region',
      namespace: 'assignables',
      data_type: 'selection_list',
      description: null,
      options: ['EMEA', 'AMER', 'APAC'],
      is_visible_as_filter: true,
    },
    {
      ...base,
      id: FIRST_CUSTOM_FIELD_ID + 2,
      name: 'Cost Center',
      namespace: 'assignables',
      data_type: 'string',
      description: null,
      options: [],
    },
    {
      ...base,
      id: FIRST_CUSTOM_FIELD_ID + 3,
      name: 'Skills',
      namespace: 'users',
      data_type: 'multiple_choice_selection_list',
      description: null,
      options: ['TypeScript', 'Design', 'SQL', 'Facilitation', 'Finance'],
      is_visible_as_filter: true,
    },
    {
      ...base,
      id: FIRST_CUSTOM_FIELD_ID + 4,
      name: 'Start Year',
      namespace: 'users',
      data_type: 'string',
      description: null,
      options: [],
    },
  ];
}

/** Field values: ids derive from the owner's position, so optional values never shift other ids. */
function buildFieldValues(
  random: DemoRandom,
  projects: RpProject[],
  users: RpUser[],
  fields: RpCustomField[],
  sheetIds: readonly string[],
): { projectFieldValues: RpCustomFieldValue[]; userFieldValues: RpCustomFieldValue[] } {
  const [sheetField, regionField, costField, skillsField, yearField] = fields as [
    RpCustomField,
    RpCustomField,
    RpCustomField,
    RpCustomField,
    RpCustomField,
  ];
  const projectFieldValues: RpCustomFieldValue[] = [];
  const topLevel = projects.filter((p) => p.parent_id === null);
  topLevel.forEach((project, i) => {
    const idBase = FIRST_FIELD_VALUE_ID + i * 10;
    // Every second project names its work-management sheet.
    if (i % 2 === 0 && sheetIds.length > 0) {
      const value = sheetIds[(i / 2) % sheetIds.length]!;
      projectFieldValues.push({ id: idBase, custom_field_id: sheetField.id, project_id: project.id, value });
    }
    projectFieldValues.push({
      id: idBase + 1,
      custom_field_id: regionField.id,
      project_id: project.id,
      value: random.pick(regionField.options),
    });
    if (random.chance(0.5)) {
      projectFieldValues.push({
        id: idBase + 2,
        custom_field_id: costField.id,
        project_id: project.id,
        value: `CC-${random.int(100, 999)}`,
      });
    }
  });
  const userFieldValues: RpCustomFieldValue[] = [];
  users.forEach((user, k) => {
    const idBase = FIRST_FIELD_VALUE_ID + 10_000 + k * 10;
    const skills = skillsField.options.filter(() => random.chance(0.3));
    if (skills.length > 0)
      userFieldValues.push({ id: idBase, custom_field_id: skillsField.id, user_id: user.id, value: skills });
    userFieldValues.push({
      id: idBase + 9,
      custom_field_id: yearField.id,
      user_id: user.id,
      value: user.hire_date?.slice(0, 4) ?? '',
    });
  });
  return { projectFieldValues, userFieldValues };
}

function buildTags(random: DemoRandom, ownerIds: number[]): Map<number, RpTag[]> {
  const tags = new Map<number, RpTag[]>();
  for (const ownerId of ownerIds) {
    const values = TAG_VALUES.filter(() => random.chance(0.15));
    tags.set(
      ownerId,
      values.map((value) => ({ id: FIRST_TAG_ID + TAG_VALUES.indexOf(value), value })),
    );
  }
  return tags;
}

/** Builds the whole demo dataset; the same options always give the same data. */
export function buildResourcePlanningData(options: ResourcePlanningDataOptions = {}): RpDataset {
  const random = new DemoRandom(20_251);
  const users = buildUsers(random);
  const projects = buildProjects(random, users);
  const leaveTypes = buildLeaveTypes(random);
  const customFields = buildCustomFields();
  const { projectFieldValues, userFieldValues } = buildFieldValues(
    random,
    projects,
    users,
    customFields,
    options.sheetIds ?? DEMO_SHEET_IDS,
  );
  const userTags = buildTags(
    random,
    users.map((u) => u.id),
  );
  const projectTags = buildTags(
    random,
    projects.filter((p) => p.parent_id === null).map((p) => p.id),
  );
  const assignments = buildAssignments(new DemoRandom(20_252), users, projects, leaveTypes);
  return {
    users,
    projects,
    leaveTypes,
    assignments,
    customFields,
    projectFieldValues,
    userFieldValues,
    userTags,
    projectTags,
  };
}
