// What scripts/extract-rp-reference.ts is told about the reference's Markdown: which tables and
// samples describe each object, and which parameter tables and request samples belong to which
// endpoint. Every name it gives is looked up in the text (a change of the reference fails the run).
import type { ObjectSource } from './objects.js';

const NESTED_COLLECTIONS = {
  file: '_first-things-first.md',
  find: 'Each field requested is included in the response as nested collections',
};
const collection = { types: ['collection' as const], ...NESTED_COLLECTIONS };
const SUMMARY = [
  'bounding_startdate',
  'bounding_enddate',
  'confirmed_hours',
  'confirmed_dollars',
  'approved_hours',
  'approved_dollars',
  'unconfirmed_hours',
  'unconfirmed_dollars',
  'scheduled_hours',
  'scheduled_dollars',
  'future_hours',
  'future_dollars',
];
/** Timestamps and ids the service sets. */
const SYSTEM = ['id', 'guid', 'type', 'created_at', 'updated_at', 'deleted_at', 'archived_at'];

export const OBJECT_SOURCES: Record<string, ObjectSource> = {
  User: {
    file: '_users.md',
    tables: [{ heading: 'Fields:' }],
    samples: [{ heading: 'Sample Response' }],
    nested: {
      tags: 'Tag',
      assignments: 'Assignment',
      availabilities: 'Availability',
      custom_field_values: 'CustomFieldValue',
      approvers: 'User',
    },
    optionalList: { file: '_users.md', heading: 'Optional parameters:', row: 'fields' },
    prose: {
      tags: collection,
      assignments: collection,
      availabilities: collection,
      custom_field_values: collection,
      approvers: collection,
    },
    optional: {
      tags: 'tags',
      assignments: 'assignments',
      availabilities: 'availabilities',
      custom_field_values: 'custom_field_values',
      approvers: 'approvers',
    },
  },
  Project: {
    file: '_projects.md',
    samples: [
      { heading: 'Sample Response' },
      { file: '_assignables.md', heading: 'Sample Response', only: ['type', 'Project'] },
    ],
    nested: { tags: 'Tag', children: 'Project', budget_items: 'BudgetItem', custom_field_values: 'CustomFieldValue' },
    optionalList: { file: '_projects.md', heading: 'Optional Parameters:', row: 'fields' },
    prose: {
      parent_id: {
        types: ['number'],
        nullable: true,
        file: '_projects.md',
        find: 'A Phase has a `parent_id` that is not `null`',
      },
      phase_name: { types: ['string'], nullable: true, file: '_phases.md', find: 'phase_name=Winding' },
      archived_at: { types: ['date-time'], nullable: true, file: '_users.md', find: '| `archived_at` | date-time |' },
      deleted_at: { types: ['date-time'], nullable: true, file: '_users.md', find: '| `deleted_at` | date-time |' },
      phase_count: { types: ['number'], file: '_projects.md', find: '"phase_count"' },
      custom_field_values: { types: ['collection'], file: '_custom-fields.md', find: 'as a nested collection' },
      budget_items: collection,
    },
    optional: {
      tags: 'tags',
      children: 'children',
      budget_items: 'budget_items',
      phase_count: 'phase_count',
      custom_field_values: 'custom_field_values',
      ...Object.fromEntries(SUMMARY.map((name) => [name, 'summary'])),
    },
    conditional: {
      has_pending_updates: { file: '_projects.md', find: 'fields=tags,summary,children,has_pending_updates' },
    },
    readonly: [
      ...SYSTEM,
      'secureurl',
      'secureurl_expiration',
      'thumbnail',
      'has_pending_updates',
      'settings',
      ...SUMMARY,
    ],
  },
  LeaveType: {
    file: '_leave-types.md',
    samples: [
      { heading: 'Sample Response' },
      { file: '_assignables.md', heading: 'Sample Response', only: ['type', 'LeaveType'] },
    ],
    // Shown only as null: a description is text, as a project's is.
    prose: { description: { types: ['string'], nullable: true, file: '_projects.md', find: '"description":""' } },
    conditional: { type: { file: '_assignables.md', find: 'the return value has a _type_ property' } },
    readonly: SYSTEM,
  },
  Assignment: {
    file: '_assignments.md',
    samples: [{ heading: 'Sample Response' }, { heading: 'Example JSON Response' }],
    nested: { subtasks: 'Subtask', subtask_counts: 'SubtaskCounts' },
    optionalList: { file: '_assignments.md', find: '?fields=subtasks_counts', names: ['subtasks_counts'] },
    optional: { subtask_counts: 'subtasks_counts' },
    conditional: {
      subtasks: { file: '_assignments.md', find: 'returns the assignment object created with the nested subtasks' },
    },
    // Shown only as null: a note is text, like the description written beside it.
    prose: {
      note: {
        types: ['string'],
        nullable: true,
        file: '_assignments.md',
        find: '`status_option_id`, `description`, `note`',
      },
    },
    readonly: [...SYSTEM, 'bill_rate', 'repetition_id', 'all_day_assignment', 'resource_request_id', 'status'],
  },
  Subtask: {
    file: '_assignments.md',
    samples: [{ heading: 'Example JSON Response', path: 'subtasks' }],
    readonly: [...SYSTEM, 'assignment_id', 'assignable_id', 'updated_by'],
  },
  SubtaskCounts: { file: '_assignments.md', samples: [{ heading: 'Example JSON Response', path: 'subtask_counts' }] },
  BillRate: { file: '_bill-rates.md', tables: [{ heading: 'Fields:' }], samples: [{ heading: 'Examples' }] },
  Category: {
    file: '_budget-item-categories.md',
    samples: [{ heading: 'Budget Item Categories' }, { heading: 'Sample Response' }],
    readonly: SYSTEM,
  },
  BudgetItem: {
    file: '_budget-items.md',
    samples: [{ heading: 'Sample Response' }, { file: '_budget-item-categories.md', heading: 'Project Specific' }],
    prose: {
      category: { nullable: true, file: '_budget-item-categories.md', find: 'category may also be null' },
      // Shown only as null: the project of a phase's item, an id like `assignable_id`.
      assignable_parent_id: {
        types: ['number'],
        nullable: true,
        file: '_budget-items.md',
        find: '"assignable_id": 4,',
      },
    },
    readonly: [...SYSTEM, 'assignable_id', 'assignable_parent_id'],
  },
  CustomField: { file: '_custom-fields.md', tables: [{ heading: 'Fields:', nth: 0 }] },
  CustomFieldValue: { file: '_custom-fields.md', tables: [{ heading: 'Fields:', nth: 1 }] },
  Discipline: { file: '_disciplines.md', samples: [{ heading: 'Example JSON Response' }], readonly: SYSTEM },
  Holiday: { file: '_holidays.md', tables: [{ heading: 'Fields:' }], samples: [{ heading: 'Examples' }] },
  ApiToken: {
    file: '_api-token-management.md',
    samples: [{ heading: 'Sample Response' }],
    readonly: [...SYSTEM, 'token'],
  },
  Approval: {
    file: '_approvals.md',
    // Shown only as null in the pending samples: who approved and when, like who submitted and when.
    prose: {
      approved_by: { types: ['number'], nullable: true, file: '_approvals.md', find: '"submitted_by": 1,' },
      approved_at: {
        types: ['date-time'],
        nullable: true,
        file: '_approvals.md',
        find: '"submitted_at": "2016-10-13T01:52:09Z",',
      },
    },
    samples: [
      { heading: 'Approvable object:', has: 'approvable_id' },
      { heading: 'List Approvals', path: 'approvals' },
    ],
    readonly: [...SYSTEM, 'submitted_by', 'submitted_at', 'approved_by', 'approved_at'],
  },
  ExpenseItem: {
    file: '_expense-items.md',
    samples: [{ heading: 'Sample Response' }],
    // Shown only as null: expense categories are named by text (the category lists' `category`).
    prose: {
      category: {
        types: ['string'],
        nullable: true,
        file: '_budget-item-categories.md',
        find: '"category": "Time Fees Category 1",',
      },
    },
    readonly: [...SYSTEM, 'assignable_type', 'user_id'],
  },
  Availability: {
    file: '_user-availabilities.md',
    tables: [{ heading: 'Fields:' }],
    samples: [{ heading: 'Examples' }],
  },
  Placeholder: {
    file: '_placeholders.md',
    optionalList: { file: '_placeholders.md', heading: 'Optional Parameters:', row: 'fields' },
  },
  Tag: {
    file: '_project-tags.md',
    samples: [
      { heading: 'Response for Tags Listing' },
      { file: '_user-tags.md', heading: 'Response for Tags Listing' },
    ],
    readonly: SYSTEM,
  },
  Paging: {
    file: '_first-things-first.md',
    samples: [{ heading: 'Collections & Objects', top: true, path: 'paging' }],
    prose: {
      previous: {
        types: ['string'],
        nullable: true,
        file: '_first-things-first.md',
        find: 'The `previous` and `next` links provide access',
      },
      next: {
        types: ['string'],
        nullable: true,
        file: '_first-things-first.md',
        find: 'The `previous` and `next` links provide access',
      },
    },
  },
  Error: { file: '_first-things-first.md', samples: [{ heading: 'Error Handling', top: true }] },
};

/** Where a parameter of one or more endpoints is documented. */
export interface ParameterSource {
  file: string;
  endpoints: string[];
  where: 'query' | 'body';
  /** A parameter table (its heading; `nth` of several with that heading) and the rows to take (all but `except`). */
  table?: string;
  nth?: number;
  except?: string[];
  /** A line naming the parameters in backticks (`Typical parameters: ...`, `| date | amount |`), searched from the line holding `after`. */
  find?: string;
  after?: string;
  /** The names, where the line does not hold them in backticks. */
  names?: string[];
  /** A request body sample: the code block under this heading (with `has`: the one naming that key). */
  sample?: { heading: string; has?: string };
  required?: boolean;
}

const ASSIGNMENT_CREATES = ['POST /assignments', 'POST /users/{}/assignments', 'POST /projects/{}/assignments'];
const ASSIGNMENT_UPDATES = ['PUT /assignments/{}', 'PUT /users/{}/assignments/{}', 'PUT /projects/{}/assignments/{}'];

export const PARAMETER_SOURCES: ParameterSource[] = [
  {
    file: '_api-token-management.md',
    endpoints: ['POST /api_tokens'],
    where: 'query',
    table: 'Optional Query Parameter',
  },
  {
    file: '_api-token-management.md',
    endpoints: ['PUT /api_tokens/{}'],
    where: 'query',
    table: 'Query Parameter',
    required: true,
  },
  {
    file: '_approvals.md',
    endpoints: ['POST /approvals'],
    where: 'body',
    table: 'Required parameters:',
    required: true,
  },
  {
    file: '_approvals.md',
    endpoints: ['GET /approvals'],
    where: 'query',
    find: 'similarly specify "approvables" as a field',
    names: ['fields'],
  },
  { file: '_assignments.md', endpoints: ['GET /assignments'], where: 'query', table: 'Optional parameters:', nth: 0 },
  {
    file: '_assignments.md',
    endpoints: ['GET /users/{}/assignments', 'GET /projects/{}/assignments'],
    where: 'query',
    table: 'Optional parameters:',
    nth: 1,
  },
  {
    file: '_assignments.md',
    endpoints: ['GET /projects/{}/assignments'],
    where: 'query',
    find: '?fields=subtasks_counts',
    names: ['fields'],
  },
  { file: '_assignments.md', endpoints: ASSIGNMENT_CREATES, where: 'body', find: 'Typical parameters: `starts_at`' },
  { file: '_assignments.md', endpoints: ASSIGNMENT_CREATES, where: 'body', sample: { heading: 'Example POST params' } },
  { file: '_assignments.md', endpoints: ['POST /assignments'], where: 'body', table: 'Params' },
  {
    file: '_assignments.md',
    endpoints: ASSIGNMENT_UPDATES,
    where: 'body',
    find: '`status_option_id`, `description`, `note`',
  },
  {
    file: '_bill-rates.md',
    endpoints: ['PUT /projects/{}/bill_rates/{}', 'POST /projects/{}/bill_rates'],
    where: 'query',
    table: 'Optional Query Parameters',
  },
  {
    file: '_budget-items.md',
    endpoints: ['GET /projects/{}/budget_items'],
    where: 'query',
    find: '`item_type`: <value>',
    required: true,
  },
  {
    file: '_budget-items.md',
    endpoints: ['POST /projects/{}/budget_items'],
    where: 'body',
    find: '`item_type`: <value>',
    after: '## Create a Budget Item',
    required: true,
  },
  {
    file: '_budget-items.md',
    endpoints: ['POST /projects/{}/budget_items'],
    where: 'body',
    find: '`amount`: value',
    after: '## Create a Budget Item',
    required: true,
  },
  {
    file: '_custom-fields.md',
    endpoints: ['POST /custom_fields'],
    where: 'body',
    table: 'Required parameters:',
    nth: 0,
    required: true,
  },
  { file: '_custom-fields.md', endpoints: ['POST /custom_fields'], where: 'body', table: 'Optional parameters:' },
  {
    file: '_custom-fields.md',
    endpoints: ['PUT /custom_fields/{}'],
    where: 'body',
    table: 'Editable parameters:',
    nth: 0,
  },
  {
    file: '_custom-fields.md',
    endpoints: ['POST /projects/{}/custom_field_values', 'POST /users/{}/custom_field_values'],
    where: 'body',
    table: 'Required parameters:',
    nth: 1,
  },
  {
    file: '_custom-fields.md',
    endpoints: ['PUT /projects/{}/custom_field_values/{}', 'PUT /users/{}/custom_field_values/{}'],
    where: 'body',
    table: 'Editable parameters:',
    nth: 1,
  },
  {
    file: '_disciplines.md',
    endpoints: ['GET /disciplines'],
    where: 'query',
    find: 'Respects [filtering parameters]',
    names: ['filter_field', 'filter_list'],
  },
  {
    file: '_expense-items.md',
    endpoints: ['GET /users/{}/expense_items'],
    where: 'query',
    table: 'Optional parameters:',
  },
  {
    file: '_expense-items.md',
    endpoints: ['POST /users/{}/expense_items'],
    where: 'body',
    find: '| `date` | `amount` |',
  },
  { file: '_holidays.md', endpoints: ['GET /holidays'], where: 'query', table: 'Optional Query Parameters' },
  {
    file: '_placeholders.md',
    endpoints: ['GET /placeholder_resources'],
    where: 'query',
    table: 'Optional Parameters:',
    nth: 0,
  },
  {
    file: '_placeholders.md',
    endpoints: ['GET /placeholder_resources/{}'],
    where: 'query',
    table: 'Optional Parameters:',
    nth: 1,
  },
  {
    file: '_placeholders.md',
    endpoints: ['POST /placeholder_resources'],
    where: 'body',
    find: '* title',
    names: ['title'],
    required: true,
  },
  {
    file: '_placeholders.md',
    endpoints: ['POST /placeholder_resources', 'PUT /placeholder_resources/{}'],
    where: 'body',
    table: 'Optional Parameters:',
    nth: 2,
  },
  {
    file: '_projects.md',
    endpoints: ['GET /projects'],
    where: 'query',
    table: 'Optional Parameters:',
    except: ['archived'],
  },
  {
    file: '_projects.md',
    endpoints: ['PUT /projects/{}'],
    where: 'body',
    table: 'Optional Parameters:',
    except: [
      'from',
      'to',
      'strict',
      'fields',
      'filter_field',
      'filter_list',
      'sort_field',
      'sort_order',
      'project_code',
      'phase_name',
      'with_archived',
      'with_phases',
      'per_page, page',
    ],
  },
  { file: '_projects.md', endpoints: ['POST /projects'], where: 'body', sample: { heading: 'Create a project' } },
  { file: '_projects.md', endpoints: ['PUT /projects/{}'], where: 'body', sample: { heading: 'Update a Project' } },
  {
    file: '_projects.md',
    endpoints: ['POST /projects', 'PUT /projects/{}'],
    where: 'body',
    find: '`timeentry_lockout` is used to control',
  },
  {
    file: '_subtasks.md',
    endpoints: ['POST /projects/{}/assignments/{}/subtasks'],
    where: 'body',
    table: 'Required params',
    required: true,
  },
  {
    file: '_subtasks.md',
    endpoints: ['POST /projects/{}/assignments/{}/subtasks'],
    where: 'body',
    table: 'Optional params',
  },
  { file: '_users.md', endpoints: ['GET /users'], where: 'query', table: 'Optional parameters:' },
  {
    file: '_first-things-first.md',
    endpoints: ['GET /users'],
    where: 'query',
    find: 'GET https://api.rm.smartsheet.com/api/v1/users?per_page=100&page=3',
    names: ['per_page', 'page'],
  },
];

/** What each endpoint answers: a list envelope, a bare array, one object, or nothing the reference shows. */
export type AnswerKind = 'list' | 'array' | 'object' | 'none';

/** The reference's words for the rules every endpoint follows: envelopes, errors, and the parameters of every request. */
export const GENERAL_RULES = {
  list: {
    file: '_first-things-first.md',
    find: "are always delivered in a structure that has a 'data' array and 'paging' meta-data",
  },
  array: { file: '_api-token-management.md', find: 'Returns list of tokens for your organization.' },
  approvals: { file: '_approvals.md', find: 'Submitting and Approving Approvables' },
  error: { file: '_first-things-first.md', find: 'There may be an optional response body with a message' },
  paging: {
    file: '_first-things-first.md',
    find: 'You can override the default `per_page` value by providing an appropriate value in the URL query parameter',
  },
  fields: {
    file: '_first-things-first.md',
    find: 'supported as a URL parameter when making a request to fetch a resource or a resource collection',
  },
  auth: { file: '_first-things-first.md', find: 'This can be sent as a query parameter named `auth`' },
};
