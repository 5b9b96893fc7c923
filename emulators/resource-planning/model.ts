// Record shapes of the resource-planning emulator, as the API serializes them (snake_case).
// Nested collections requested with `fields=` are added per request, not stored here.

export interface RpUser {
  id: number;
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
  user_type_id: number;
  billable: boolean;
  hire_date: string | null;
  termination_date: string | null;
  mobile_phone: string | null;
  office_phone: string | null;
  archived: boolean;
  archived_at: string | null;
  deleted: boolean;
  deleted_at: string | null;
  account_owner: boolean;
  invitation_pending: boolean;
  user_settings: number;
  guid: string;
  employee_number: string | null;
  role: string;
  discipline: string;
  location: string;
  type: 'User';
  license_type: 'licensed' | 'managed_resource';
  billability_target: number;
  billrate: number;
  has_login: boolean;
  login_type: string;
  thumbnail: string;
  approver_user_ids: number[];
  approvee_user_ids: number[];
  last_login_time: string;
  created_at: string;
  updated_at: string;
}

export const PROJECT_STATES = ['Confirmed', 'Tentative', 'Internal'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

/** A project (`parent_id` null) or a phase (`parent_id` = its project). */
export interface RpProject {
  id: number;
  name: string;
  description: string;
  guid: string;
  parent_id: number | null;
  phase_name: string | null;
  project_code: string;
  client: string | null;
  project_state: ProjectState;
  archived: boolean;
  archived_at: string | null;
  starts_at: string;
  ends_at: string;
  timeentry_lockout: number;
  settings: number;
  secureurl: string | null;
  secureurl_expiration: string | null;
  thumbnail: string | null;
  type: 'Project';
  use_parent_bill_rates: boolean;
  has_pending_updates: boolean;
  owner_id: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RpLeaveType {
  id: number;
  name: string;
  description: string | null;
  guid: string;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RpSubtask {
  id: number;
  assignment_id: number;
  assignable_id: number;
  description: string;
  completed: boolean;
  created_at: string;
  updated_at: string;
  updated_by: number;
}

export type AllocationMode = 'percent' | 'hours_per_day' | 'fixed';

/** Only the value property matching `allocation_mode` is present. */
export interface RpAssignment {
  id: number;
  allocation_mode: AllocationMode;
  percent?: number;
  hours_per_day?: number;
  fixed_hours?: number;
  user_id: number | null;
  assignable_id: number;
  starts_at: string;
  ends_at: string;
  bill_rate: number | null;
  bill_rate_id: number | null;
  repetition_id: number | null;
  created_at: string;
  updated_at: string;
  all_day_assignment: boolean;
  resource_request_id: number | null;
  status: string | null;
  status_option_id: number | null;
  description: string | null;
  note: string | null;
  subtasks: RpSubtask[];
}

/** Custom field namespaces and data types of Document 3. */
export const CUSTOM_FIELD_NAMESPACES = ['assignables', 'users'] as const;
export const CUSTOM_FIELD_DATA_TYPES = ['string', 'selection_list', 'multiple_choice_selection_list'] as const;

export interface RpCustomField {
  id: number;
  name: string;
  namespace: (typeof CUSTOM_FIELD_NAMESPACES)[number];
  data_type: (typeof CUSTOM_FIELD_DATA_TYPES)[number];
  description: string | null;
  default_value: string | null;
  is_visible_on_info_page: boolean;
  is_visible_as_filter: boolean;
  options: string[];
}

/**
 * The value of a custom field on one project (`project_id`) or one user (`user_id`): a string, or for
 * a multiple-choice field the array of its choices ("string or array", the reference's field table).
 */
export interface RpCustomFieldValue {
  id: number;
  custom_field_id: number;
  project_id?: number;
  user_id?: number;
  value: string | string[];
}

export interface RpTag {
  id: number;
  value: string;
}

/** Everything the emulator serves. */
export interface RpDataset {
  users: RpUser[];
  /** Projects and phases together, ordered by id. */
  projects: RpProject[];
  leaveTypes: RpLeaveType[];
  assignments: RpAssignment[];
  customFields: RpCustomField[];
  projectFieldValues: RpCustomFieldValue[];
  userFieldValues: RpCustomFieldValue[];
  /** Tags per user id and per project id. */
  userTags: Map<number, RpTag[]>;
  projectTags: Map<number, RpTag[]>;
}
