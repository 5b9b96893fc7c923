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
  created_at?: string;
  updated_at?: string;
}

export interface RpLeaveType {
  id: number;
  name: string;
  description?: string | null;
  type?: string;
}
