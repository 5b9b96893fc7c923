// The resource-planning API's answers as the gateway relies on them, one TypeBox shape per object,
// written from the vendor's reference (test/fixtures/rp-reference.json): field names, types and
// nullability. The types are the shapes' static types (one definition); every datasource method
// passes its answer's shape to the rest-client, which refuses an answer without it (UPSTREAM_ERROR).
// Ids are integers a double holds exactly: the JSON reader turns a larger one into a decimal string,
// which these shapes refuse rather than let a wrong id through (the graph's resource-planning ids
// have at most 15 digits, relay/global-id.ts).
import { Type, type Static, type TSchema } from 'typebox';
import { answerShape, type AnswerType } from '../answer-shape.js';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);
/** A field the gateway reads that may be absent or null (the reference gives it without saying it is always set). */
const Maybe = <S extends TSchema>(schema: S) => Type.Optional(Nullable(schema));
/** `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM:SSZ` are strings on the wire; the resolvers read them leniently. */
const Text = Type.String();

/** The paging envelope of every list ("a 'data' array and 'paging' meta-data"). */
const Paging = Type.Object({
  page: Type.Number(),
  per_page: Type.Number(),
  previous: Nullable(Text),
  self: Text,
  next: Nullable(Text),
});
const Page = <S extends TSchema>(item: S) => Type.Object({ data: Type.Array(item), paging: Paging });
/** A nested collection (`fields=`): the same envelope; an array is taken too. */
const Nested = <S extends TSchema>(item: S) => Type.Union([Page(item), Type.Array(item)]);

const Person = Type.Object({
  id: Id,
  first_name: Maybe(Text),
  last_name: Maybe(Text),
  display_name: Maybe(Text),
  email: Maybe(Text),
  user_type_id: Maybe(Type.Number()),
  billable: Maybe(Type.Boolean()),
  hire_date: Maybe(Text),
  termination_date: Maybe(Text),
  mobile_phone: Maybe(Text),
  office_phone: Maybe(Text),
  archived: Maybe(Type.Boolean()),
  role: Maybe(Text),
  discipline: Maybe(Text),
  location: Maybe(Text),
  license_type: Maybe(Text),
  thumbnail: Maybe(Text),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
});

/** A custom field value: `value` is a string, or (a multiple-choice field's POST) an array of them. */
const CustomFieldValue = Type.Object({
  id: Id,
  custom_field_id: Id,
  project_id: Type.Optional(Id),
  user_id: Type.Optional(Id),
  value: Type.Union([Text, Type.Array(Text)]),
});

/** A project, or a phase (a project whose `parent_id` is its project). */
const Project = Type.Object({
  id: Id,
  name: Text,
  description: Maybe(Text),
  guid: Maybe(Text),
  parent_id: Nullable(Id),
  phase_name: Maybe(Text),
  project_code: Maybe(Text),
  client: Maybe(Text),
  project_state: Maybe(Text),
  archived: Maybe(Type.Boolean()),
  archived_at: Maybe(Text),
  starts_at: Maybe(Text),
  ends_at: Maybe(Text),
  timeentry_lockout: Maybe(Type.Number()),
  thumbnail: Maybe(Text),
  use_parent_bill_rates: Maybe(Type.Boolean()),
  /** Document 3's (the reference lacks it). */
  owner_id: Maybe(Id),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
  custom_field_values: Type.Optional(Nested(CustomFieldValue)),
});

const Subtask = Type.Object({
  id: Id,
  assignment_id: Type.Optional(Id),
  assignable_id: Type.Optional(Id),
  description: Text,
  completed: Type.Boolean(),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
  updated_by: Maybe(Id),
});

const Assignment = Type.Object({
  id: Id,
  user_id: Nullable(Id),
  assignable_id: Id,
  starts_at: Maybe(Text),
  ends_at: Maybe(Text),
  allocation_mode: Maybe(Text),
  percent: Maybe(Type.Number()),
  hours_per_day: Maybe(Type.Number()),
  fixed_hours: Maybe(Type.Number()),
  bill_rate: Maybe(Type.Number()),
  bill_rate_id: Maybe(Type.Number()),
  repetition_id: Maybe(Type.Number()),
  status_option_id: Maybe(Type.Number()),
  description: Maybe(Text),
  note: Maybe(Text),
  /** An array (Document 3), or the paginated collection the reference shows in a create's answer. */
  subtasks: Type.Optional(Nested(Subtask)),
  subtask_counts: Type.Optional(Type.Object({ completed: Type.Number(), total: Type.Number() })),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
});

const LeaveType = Type.Object({ id: Id, name: Text, description: Maybe(Text), type: Type.Optional(Text) });

/** An assignable: a project (`type` Project) or a leave type (`type` LeaveType). */
const Assignable = Type.Union([
  Type.Intersect([Project, Type.Object({ type: Type.Literal('Project') })]),
  Type.Intersect([LeaveType, Type.Object({ type: Type.Literal('LeaveType') })]),
]);

const ExpenseItem = Type.Object({
  id: Id,
  assignable_id: Id,
  assignable_type: Maybe(Text),
  user_id: Id,
  amount: Type.Number(),
  date: Text,
  category: Maybe(Text),
  notes: Maybe(Text),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
});

const Approval = Type.Object({
  id: Id,
  status: Text,
  approvable_id: Id,
  approvable_type: Text,
  submitted_by: Maybe(Id),
  submitted_at: Maybe(Text),
  approved_by: Maybe(Id),
  approved_at: Maybe(Text),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
});

/** A bill rate: account level (`assignable_id` null), project or phase level; a person's when `user_id` is set. */
const BillRate = Type.Object({
  id: Id,
  assignable_id: Nullable(Id),
  user_id: Maybe(Id),
  role_id: Maybe(Id),
  discipline_id: Maybe(Id),
  rate: Type.Number(),
  starts_at: Maybe(Text),
  ends_at: Maybe(Text),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
});

/** An account-level expense-item or time-entry category. */
const Category = Type.Object({ id: Id, category: Text });

/** A budget line item of a project or phase; the project-level category lists answer these too. */
const BudgetItem = Type.Object({
  id: Id,
  assignable_id: Nullable(Id),
  assignable_parent_id: Maybe(Id),
  category: Maybe(Text),
  item_type: Text,
  amount: Type.Number(),
  peritem_amount: Maybe(Type.Number()),
  peritem_label: Maybe(Text),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
});

const CustomField = Type.Object({
  id: Id,
  name: Text,
  namespace: Text,
  data_type: Text,
  description: Maybe(Text),
  default_value: Maybe(Text),
  is_visible_on_info_page: Maybe(Type.Boolean()),
  is_visible_as_filter: Maybe(Type.Boolean()),
  options: Maybe(Type.Array(Text)),
});

const Availability = Type.Object({
  id: Id,
  user_id: Id,
  starts_at: Maybe(Text),
  ends_at: Maybe(Text),
  day0: Type.Number(),
  day1: Type.Number(),
  day2: Type.Number(),
  day3: Type.Number(),
  day4: Type.Number(),
  day5: Type.Number(),
  day6: Type.Number(),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
});

const Discipline = Type.Object({ id: Id, value: Text });
const Holiday = Type.Object({ id: Id, name: Text, date: Text });

/** An API token: `token` is the secret value (the graph shows it only in create and renew payloads). */
const ApiToken = Type.Object({ id: Id, title: Nullable(Text), token: Type.Optional(Text) });

/** A placeholder resource (the reference shows none of its answers: the fields backends.md 2 lists). */
const Placeholder = Type.Object({
  id: Id,
  title: Text,
  role: Maybe(Text),
  discipline: Maybe(Text),
  location: Maybe(Text),
  thumbnail: Maybe(Text),
  created_at: Maybe(Text),
  updated_at: Maybe(Text),
});

/** The shape of one object and of a page of them. */
function shapes<S extends TSchema>(name: string, plural: string, schema: S) {
  return { one: answerShape(`a ${name}`, schema), page: answerShape(`a page of ${plural}`, Page(schema)) };
}

export const RP_SHAPES = {
  person: shapes('person', 'people', Person),
  project: shapes('project', 'projects', Project),
  assignment: shapes('assignment', 'assignments', Assignment),
  subtask: shapes('subtask', 'subtasks', Subtask),
  leaveType: shapes('leave type', 'leave types', LeaveType),
  assignable: shapes('project or leave type', 'assignables', Assignable),
  expenseItem: shapes('expense item', 'expense items', ExpenseItem),
  approval: shapes('approval', 'approvals', Approval),
  billRate: shapes('bill rate', 'bill rates', BillRate),
  category: shapes('category', 'categories', Category),
  budgetItem: shapes('budget item', 'budget items', BudgetItem),
  customField: shapes('custom field', 'custom fields', CustomField),
  customFieldValue: shapes('custom field value', 'custom field values', CustomFieldValue),
  availability: shapes('availability', 'availabilities', Availability),
  discipline: shapes('discipline', 'disciplines', Discipline),
  holiday: shapes('holiday', 'holidays', Holiday),
  placeholder: shapes('placeholder', 'placeholders', Placeholder),
  apiToken: shapes('API token', 'API tokens', ApiToken),
  /** The API-token list is a bare array (the reference's sample). */
  apiTokenList: answerShape('a list of API tokens', Type.Array(ApiToken)),
} as const;

/** List envelope: `data` plus `paging` links (no total). */
export type RpList<T> = { data: T[]; paging: Static<typeof Paging> };
export type RpPerson = AnswerType<typeof RP_SHAPES.person.one>;
export type RpProject = AnswerType<typeof RP_SHAPES.project.one>;
export type RpCustomFieldValue = AnswerType<typeof RP_SHAPES.customFieldValue.one>;
export type RpSubtask = AnswerType<typeof RP_SHAPES.subtask.one>;
export type RpAssignment = AnswerType<typeof RP_SHAPES.assignment.one>;
export type RpLeaveType = AnswerType<typeof RP_SHAPES.leaveType.one>;
export type RpAssignable = AnswerType<typeof RP_SHAPES.assignable.one>;
export type RpExpenseItem = AnswerType<typeof RP_SHAPES.expenseItem.one>;
export type RpApproval = AnswerType<typeof RP_SHAPES.approval.one>;
export type RpBillRate = AnswerType<typeof RP_SHAPES.billRate.one>;
export type RpCategory = AnswerType<typeof RP_SHAPES.category.one>;
export type RpBudgetItem = AnswerType<typeof RP_SHAPES.budgetItem.one>;
export type RpCustomField = AnswerType<typeof RP_SHAPES.customField.one>;
export type RpAvailability = AnswerType<typeof RP_SHAPES.availability.one>;
export type RpDiscipline = AnswerType<typeof RP_SHAPES.discipline.one>;
export type RpHoliday = AnswerType<typeof RP_SHAPES.holiday.one>;
export type RpApiToken = AnswerType<typeof RP_SHAPES.apiToken.one>;
export type RpPlaceholder = AnswerType<typeof RP_SHAPES.placeholder.one>;
