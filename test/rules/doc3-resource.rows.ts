// Document 3's resource-planning rules as rows: the state table (projects, approvals), phases, API
// tokens, expense items, assignments, budget item types, custom fields, bill rates, assignables and
// read-only resources. The document gives no statuses: refusals carry the status the emulator
// README documents (400 validation, 403 role, 409 state rule, 422 token limit, 405 no such write).
import type { resourceMoreOps } from './doc3-resource-more.ops.js';
import type { resourceStateOps } from './doc3-resource.ops.js';
import { opRows, type OpInput } from './ops.js';
import { accepted, refused, type RuleRow } from './rule-types.js';

const STATES = 'States and transitions';
const RESOURCES = 'Resources and their fields';
const ENDPOINTS = 'Endpoints';

const row = opRows<typeof resourceStateOps & typeof resourceMoreOps>('Document 3');

const NEW_PROJECT = 'a project it creates';
const ITEM = 'an expense item it charges to a project it creates';

export const resourceRows: Array<RuleRow<OpInput>> = [
  // Projects and phases.
  row('D3-PROJ-001', RESOURCES, 'parent_id is always null for a project', 'creates a project', 'project.create', {}, accepted({ isProject: true }), 'backend'),
  row('D3-PROJ-002', RESOURCES, 'parent_id is never null for a phase (a phase is a project whose parent is a project)', `${NEW_PROJECT}; adds a phase`, 'phase.create', {}, accepted({ parentIsTheProject: true }), 'backend'),
  row('D3-PROJ-003', STATES, 'Project active, PUT archived true: project archived; acts as a delete', NEW_PROJECT, 'project.state', { state: 'active', body: 'archive' }, accepted({ archived: true, listed: false }), 'backend'),
  row('D3-PROJ-004', STATES, 'archiving needs the project not already archived', `${NEW_PROJECT}, archived`, 'project.state', { state: 'archived', body: 'archive' }, refused(409), 'knows'),
  row('D3-PROJ-005', STATES, 'Project archived, PUT archived false: project active', `${NEW_PROJECT}, archived`, 'project.state', { state: 'archived', body: 'unarchive' }, accepted({ archived: false, listed: true }), 'backend'),
  row('D3-PROJ-006', STATES, 'other properties can be updated only after unarchiving (alone)', `${NEW_PROJECT}, archived`, 'project.state', { state: 'archived', body: 'rename' }, refused(409), 'knows'),
  row('D3-PROJ-007', STATES, 'other properties can be updated only after unarchiving (not in the same request)', `${NEW_PROJECT}, archived`, 'project.state', { state: 'archived', body: 'unarchive+rename' }, refused(409), 'typed'),
  row('D3-PROJ-008', STATES, 'after unarchiving, other properties can be updated', `${NEW_PROJECT}, archived and unarchived`, 'project.state', { state: 'unarchived', body: 'rename' }, accepted({ archived: false, renamed: true }), 'backend'),
  row('D3-PHASE-001', ENDPOINTS, 'DELETE phase: only when the phase has no assignments', `${NEW_PROJECT} with a phase holding an assignment`, 'phase.delete', { withAssignment: true }, refused(409), 'knows'),
  row('D3-PHASE-002', ENDPOINTS, 'DELETE phase without assignments', `${NEW_PROJECT} with a phase`, 'phase.delete', {}, accepted({ exists: false }), 'backend'),

  // Approvals.
  row('D3-APPR-001', STATES, '(none), POST /approvals with records to submit, caller is an API user: approval pending', `${ITEM}; the API user's token`, 'approval.post', { status: 'PENDING', as: 'apiUser' }, accepted({ status: 'pending' }), 'backend'),
  row('D3-APPR-002', STATES, 'API users cannot approve', `${ITEM}, submitted; the API user's token`, 'approval.post', { status: 'APPROVED', as: 'apiUser' }, refused(403), 'backend'),
  row('D3-APPR-003', STATES, 'approval pending, POST /approvals to approve, caller is an administrator: approved', `${ITEM}, submitted; the administrator's token`, 'approval.post', { status: 'APPROVED', as: 'admin' }, accepted({ status: 'approved' }), 'backend'),
  row('D3-APPR-004', STATES, 'approval pending, POST /approvals to approve, caller is a portfolio editor: approved', `${ITEM}, submitted; a portfolio editor's token`, 'approval.post', { status: 'APPROVED', as: 'editor' }, accepted({ status: 'approved' }), 'backend'),
  row('D3-APPR-005', STATES, 'approval pending, DELETE /approvals/{approval_id}: deleted', `${ITEM}, submitted`, 'approval.delete', { state: 'pending' }, accepted({ exists: false }), 'backend'),
  row('D3-APPR-006', STATES, 'deletion is refused for non-pending approvals', `${ITEM}, submitted and approved`, 'approval.delete', { state: 'approved' }, refused(409), 'backend'),

  // API tokens.
  row('D3-TOKEN-001', 'Authentication', 'the first generated token has the title primary', 'the demo tokens', 'token.list', {}, accepted({ firstTitle: 'primary' }), 'backend'),
  row('D3-TOKEN-002', ENDPOINTS, 'POST /api_tokens/renew/{id}: deletes the token and creates a new one', 'a token it creates', 'token.renew', {}, accepted({ oldDeleted: true, newCreatedWithTitle: true }), 'backend'),
  row('D3-TOKEN-003', 'Limits', 'API tokens per organization: 20', 'tokens it creates up to 20', 'token.create21st', {}, refused(422), 'knows'),

  // Expense items.
  row('D3-EXP-001', RESOURCES, 'expense item: at least date and amount are required (no date)', 'a project it creates; a demo person', 'expense.create', { fields: ['amount'], targets: ['project'] }, refused(400), 'typed'),
  row('D3-EXP-002', RESOURCES, 'expense item: at least date and amount are required (no amount)', 'a project it creates; a demo person', 'expense.create', { fields: ['date'], targets: ['project'] }, refused(400), 'typed'),
  row('D3-EXP-003', RESOURCES, 'the project or leave type is given by exactly one of project_id, leave_type_id, assignable_id (none)', 'a demo person', 'expense.create', { fields: ['date', 'amount'], targets: [] }, refused(400), 'knows'),
  row('D3-EXP-004', RESOURCES, 'exactly one of project_id, leave_type_id, assignable_id (two)', 'a project it creates; the first leave type; a demo person', 'expense.create', { fields: ['date', 'amount'], targets: ['project', 'leave'] }, refused(400), 'knows'),
  row('D3-EXP-005', RESOURCES, 'expense item on a project through project_id', 'a project it creates; a demo person', 'expense.create', { fields: ['date', 'amount'], targets: ['project'] }, accepted({ amount: 75.25, date: '2026-03-02', onLeaveType: false }), 'backend'),
  row('D3-EXP-006', RESOURCES, 'expense item on a leave type through leave_type_id', 'the first leave type; a demo person', 'expense.create', { fields: ['date', 'amount'], targets: ['leave'] }, accepted({ amount: 75.25, onLeaveType: true }), 'backend'),
  row('D3-EXP-007', RESOURCES, 'project_id, leave_type_id and assignable_id are interchangeable (assignable_id)', 'a project it creates; a demo person', 'expense.create', { fields: ['date', 'amount'], targets: ['assignable'] }, accepted({ amount: 75.25, onLeaveType: false }), 'backend'),

  // Assignments.
  row('D3-ASSIGN-001', RESOURCES, 'allocation_mode percent with the matching value property percent', 'a project it creates; a demo person', 'assignment.create', { mode: 'PERCENT', value: 0.5 }, accepted({ allocationMode: 'percent', percent: 0.5, hoursPerDay: null, fixedHours: null }), 'backend'),
  row('D3-ASSIGN-002', RESOURCES, 'allocation_mode hours_per_day with the matching value property hours_per_day', 'a project it creates; a demo person', 'assignment.create', { mode: 'HOURS_PER_DAY', value: 6 }, accepted({ allocationMode: 'hours_per_day', hoursPerDay: 6, percent: null, fixedHours: null }), 'backend'),
  row('D3-ASSIGN-003', RESOURCES, 'allocation_mode fixed with the matching value property fixed_hours', 'a project it creates; a demo person', 'assignment.create', { mode: 'FIXED', value: 40 }, accepted({ allocationMode: 'fixed', fixedHours: 40, percent: null, hoursPerDay: null }), 'backend'),
  row('D3-ASSIGN-004', RESOURCES, 'the value property matches the allocation_mode (percent with hours_per_day)', 'a project it creates; a demo person', 'assignment.create', { mode: 'PERCENT', valueProperty: 'HOURS_PER_DAY', value: 6 }, refused(400), 'knows'),
  row('D3-ASSIGN-005', RESOURCES, 'the value property matches the allocation_mode (fixed with percent)', 'a project it creates; a demo person', 'assignment.create', { mode: 'FIXED', valueProperty: 'PERCENT', value: 0.5 }, refused(400), 'knows'),
  row('D3-ASSIGN-006', ENDPOINTS, 'retargeting a different project or phase requires delete and create (PUT is refused)', 'two projects it creates; an assignment on the first', 'assignment.retarget', { how: 'put' }, refused(400), 'typed'),
  row('D3-ASSIGN-007', ENDPOINTS, 'retargeting by delete and create', 'two projects it creates; an assignment on the first', 'assignment.retarget', { how: 'deleteCreate' }, accepted({ onTarget: true, oldGone: true }), 'backend'),

  // Budget items.
  ...['Expenses', 'TimeFees', 'TimeFeesDays'].map((itemType, i) => row(`D3-BUDGET-00${i + 1}`, RESOURCES, `budget item item_type values: ${itemType}`, NEW_PROJECT, 'budget.create', { itemType }, accepted({ itemType }), 'backend')),
  row('D3-BUDGET-004', RESOURCES, 'budget item always has item_type with values Expenses, TimeFees, TimeFeesDays', NEW_PROJECT, 'budget.create', { itemType: 'Hours' }, refused(400), 'typed'),

  // Custom fields.
  ...([
    ['name', 'Renamed'],
    ['description', 'What it is for'],
    ['options', ['Low', 'High', 'Urgent']],
    ['default_value', 'High'],
    ['is_visible_on_info_page', false],
    ['is_visible_as_filter', true],
  ] as const).map(([property, value], i) => row(`D3-FIELD-00${i + 1}`, RESOURCES, `custom field editable properties: ${property}`, 'a selection-list project field it creates', 'customField.update', { property, value }, accepted({ changed: true }), 'backend')),
  row('D3-FIELD-007', RESOURCES, 'custom field: only the editable properties change (namespace)', 'a selection-list project field it creates', 'customField.update', { property: 'namespace', value: 'users' }, refused(400), 'typed'),
  row('D3-FIELD-008', RESOURCES, 'custom field: only the editable properties change (data_type)', 'a selection-list project field it creates', 'customField.update', { property: 'data_type', value: 'string' }, refused(400), 'typed'),
  row('D3-FIELD-009', ENDPOINTS, 'DELETE /custom_fields/{id}: deleting also deletes all values of the field', 'a field it creates, valued on a project it creates', 'customField.delete', {}, accepted({ valueKept: false }), 'backend'),

  // Bill rates, assignables, read-only resources.
  row('D3-RATE-001', RESOURCES, 'a new project copies account bill rates', 'creates a project', 'rates.newProject', {}, accepted({ copiesAccountRates: true }), 'backend'),
  row('D3-RATE-002', RESOURCES, 'a phase may have its own bill rates (copied from the parent project)', `${NEW_PROJECT}; adds a phase with its own rates`, 'phase.rates', { useParentBillRates: false }, accepted({ sameRates: true, ownRecords: true }), 'backend'),
  row('D3-RATE-003', RESOURCES, "a phase may use the parent's bill rates", `${NEW_PROJECT}; adds a phase using the parent's rates`, 'phase.rates', { useParentBillRates: true }, accepted({ sameRates: true, ownRecords: false }), 'backend'),
  row('D3-AVAIL-001', RESOURCES, 'changing availabilities does not update existing assignments', `${NEW_PROJECT}; an assignment of a demo person on it; a new availability block`, 'availability.create', {}, accepted({ assignmentUnchanged: true }), 'backend'),
  row('D3-PLACEHOLDER-001', RESOURCES, 'a placeholder resource has no expense items', 'the first demo placeholder; the first demo project', 'expense.placeholder', {}, refused(404), 'backend'),
  row('D3-ASSIGNABLE-001', RESOURCES, 'assignables are projects (not phases) and leave types: type Project or LeaveType', 'the demo projects and leave types', 'assignables.list', {}, accepted({ types: ['LeaveType', 'Project'], noPhases: true }), 'backend'),
  row('D3-ASSIGNABLE-002', ENDPOINTS, 'assignables: index and show only; cannot create', 'none', 'readOnly.write', { path: '/assignables', mutation: 'createAssignable' }, refused(405), 'typed'),
  row('D3-READONLY-001', RESOURCES, 'discipline: read-only through the API', 'none', 'readOnly.write', { path: '/disciplines', mutation: 'createDiscipline' }, refused(405), 'typed'),
  row('D3-READONLY-002', RESOURCES, 'holiday: read-only', 'none', 'readOnly.write', { path: '/holidays', mutation: 'createHoliday' }, refused(405), 'typed'),
  row('D3-READONLY-003', RESOURCES, 'leave type: read-only here', 'none', 'readOnly.write', { path: '/leave_types', mutation: 'createLeaveType' }, refused(405), 'typed'),
];
