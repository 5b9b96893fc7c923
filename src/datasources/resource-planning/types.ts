// Shapes of the resource-planning API's JSON (Document 3 and backends.md 2).

/** List envelope: `data` plus `paging` links (no total). */
export interface RpList<T> {
  data: T[];
  paging: {
    page: number;
    per_page: number;
    previous: string | null;
    self: string;
    next: string | null;
  };
}

export interface RpPerson {
  id: number;
  first_name?: string;
  last_name?: string;
  display_name?: string;
  email?: string;
  user_type_id?: number;
  billable?: boolean;
  hire_date?: string | null;
  termination_date?: string | null;
  mobile_phone?: string | null;
  office_phone?: string | null;
  archived?: boolean;
  archived_at?: string | null;
  deleted?: boolean;
  account_owner?: boolean;
  invitation_pending?: boolean;
  employee_number?: string | null;
  role?: string | null;
  discipline?: string | null;
  location?: string | null;
  license_type?: string | null;
  billability_target?: number | null;
  billrate?: number | null;
  has_login?: boolean;
  thumbnail?: string | null;
  created_at?: string;
  updated_at?: string;
}

export interface RpCustomFieldValue {
  id: number;
  custom_field_id?: number;
  custom_field_name?: string;
  value?: unknown;
  /** The project the value belongs to (values read from a project's list). */
  project_id?: number;
}

export interface RpProject {
  id: number;
  name: string;
  description?: string | null;
  guid?: string;
  parent_id: number | null;
  phase_name?: string | null;
  project_code?: string | null;
  client?: string | null;
  project_state?: string;
  archived?: boolean;
  archived_at?: string | null;
  starts_at?: string | null;
  ends_at?: string | null;
  timeentry_lockout?: number;
  secureurl?: string | null;
  thumbnail?: string | null;
  type?: string;
  use_parent_bill_rates?: boolean;
  owner_id?: number | null;
  created_at?: string;
  updated_at?: string;
  custom_field_values?: RpList<RpCustomFieldValue> | RpCustomFieldValue[];
}

export interface RpSubtask {
  id?: number;
  description: string;
  completed: boolean;
  assignment_id?: number;
  assignable_id?: number;
  created_at?: string;
  updated_at?: string;
  updated_by?: number | null;
}

export interface RpAssignment {
  id: number;
  user_id: number | null;
  assignable_id: number;
  starts_at?: string;
  ends_at?: string;
  allocation_mode?: string;
  percent?: number | null;
  hours_per_day?: number | null;
  fixed_hours?: number | null;
  bill_rate?: number | null;
  bill_rate_id?: number | null;
  repetition_id?: number | null;
  status_option_id?: number | null;
  description?: string | null;
  note?: string | null;
  subtasks?: RpSubtask[] | RpList<RpSubtask>;
  subtask_counts?: { completed: number; total: number };
  created_at?: string;
  updated_at?: string;
}

export interface RpLeaveType {
  id: number;
  name: string;
  description?: string | null;
  type?: string;
}

/** An expense item: reported by a user on a project (or phase) or a leave type. */
export interface RpExpenseItem {
  id: number;
  assignable_id: number;
  assignable_type?: string;
  user_id: number;
  amount: number;
  date: string;
  category?: string | null;
  notes?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** An approval of a submitted time entry or expense item. */
export interface RpApproval {
  id: number;
  status: string;
  approvable_id: number;
  approvable_type: string;
  submitted_by?: number | null;
  submitted_at?: string | null;
  approved_by?: number | null;
  approved_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** An assignable from `/assignables`: a project (type Project) or a leave type (type LeaveType). */
export type RpAssignable = (RpProject & { type?: string }) | (RpLeaveType & { type?: string });

/** A bill rate: account level (`assignable_id` null), project or phase level; user-specific when `user_id` is set. */
export interface RpBillRate {
  id: number;
  assignable_id: number | null;
  user_id?: number | null;
  role_id?: number | null;
  discipline_id?: number | null;
  rate: number;
  startdate?: string | null;
  enddate?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** An expense-item or time-entry category (`assignable_id` null at account level). */
export interface RpCategory {
  id: number;
  value: string;
  assignable_id?: number | null;
  /** Which list it came from (set by the gateway, not the service). */
  kind?: 'expense' | 'time';
}

/** A budget item of a project or phase. */
export interface RpBudgetItem {
  id: number;
  assignable_id: number;
  item_type: string;
  amount: number;
  created_at?: string;
  updated_at?: string;
}

/** A custom field definition (projects: namespace `assignables`; people: `users`). */
export interface RpCustomField {
  id: number;
  name: string;
  namespace: string;
  data_type?: string;
  description?: string | null;
  default_value?: string | null;
  is_visible_on_info_page?: boolean;
  is_visible_as_filter?: boolean;
  options?: string[];
}

/** A custom field value of a person (the project one is RpCustomFieldValue). */
export interface RpPersonCustomFieldValue extends RpCustomFieldValue {
  user_id?: number;
}

/** An availability block: hours per weekday (day0 = Sunday) between two dates. */
export interface RpAvailability {
  id: number;
  user_id: number;
  starts_at: string;
  ends_at: string;
  day0?: number;
  day1?: number;
  day2?: number;
  day3?: number;
  day4?: number;
  day5?: number;
  day6?: number;
  created_at?: string;
  updated_at?: string;
}

export interface RpDiscipline {
  id: number;
  value: string;
}

export interface RpHoliday {
  id: number;
  name: string;
  date: string;
}

/** An API token; `token` is the secret value (the graph exposes it only in create/renew payloads). */
export interface RpApiToken {
  id: number;
  title: string;
  token?: string;
  created_at?: string;
  updated_at?: string;
}
