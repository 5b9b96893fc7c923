// The smaller demo sheets (5–300 rows): five column layouts (task list, risk register, issue
// log, budget, roster) and the seeded row generator for each.
import type { DemoRandom } from '../../kit/random.js';
import type { IdAllocator } from '../ids.js';
import type { Contact, StoredCell } from '../model.js';
import {
  CURRENCY_FORMAT,
  checkboxCell,
  contactCell,
  currencyCell,
  dateCell,
  isoDate,
  multiContactCell,
  multiPicklistCell,
  numberCell,
  picklistCell,
  textCell,
} from './cells.js';
import type { BuiltSheet } from './programme-plan.js';
import { assembleRows, makeColumns, pickDistinct, type ColumnSpec, type RowDraft } from './sheet-builder.js';

export type TemplateName = 'tasks' | 'risk' | 'issues' | 'budget' | 'roster';

interface RowContext {
  random: DemoRandom;
  index: number;
  isParent: boolean;
  members: Contact[];
  /** Contact options of the sheet's first contact column, or the members. */
  assignees: Contact[];
  /** Midnight UTC of the row's reference day. */
  dayMs: number;
}

interface Template {
  columns: ColumnSpec[];
  /** Every n-th row is a parent of the rows after it. */
  parentEvery?: number;
  row: (ctx: RowContext) => Record<string, StoredCell | undefined>;
}

const DAY = 86_400_000;
const TODAY_MS = Date.parse('2026-11-01T00:00:00Z');
const WORDS = [
  'login',
  'export',
  'dashboard',
  'VPN',
  'laptop',
  'invoice',
  'report',
  'SSO',
  'printer',
  'license',
  'badge',
  'API key',
];
const PROBLEMS = [
  'fails for',
  'is slow for',
  'missing for',
  'request from',
  'broken after update for',
  'needs renewal for',
];
const TEAMS = ['Finance', 'Design', 'Delivery', 'Sales', 'Support', 'Legal'];

const maybe = <T>(random: DemoRandom, p: number, make: () => T): T | undefined =>
  random.chance(p) ? make() : undefined;

const TEMPLATES: Record<TemplateName, Template> = {
  tasks: {
    parentEvery: 8,
    columns: [
      { title: 'Task', type: 'TEXT_NUMBER', primary: true },
      { title: 'Owner', type: 'CONTACT_LIST', contactOptions: 6 },
      { title: 'Status', type: 'PICKLIST', options: ['Not Started', 'In Progress', 'Blocked', 'Complete'] },
      { title: 'Start Date', type: 'DATE' },
      { title: 'Due Date', type: 'DATE' },
      { title: 'Done', type: 'CHECKBOX' },
      { title: 'Effort (hrs)', type: 'TEXT_NUMBER' },
      { title: 'Comments', type: 'TEXT_NUMBER' },
    ],
    row: ({ random, index, isParent, assignees, dayMs }) => {
      const due = dayMs + random.int(2, 20) * DAY;
      const status =
        due < TODAY_MS ? 'Complete' : random.pick(['Not Started', 'In Progress', 'In Progress', 'Blocked']);
      return {
        Task: textCell(
          isParent
            ? `Milestone ${Math.floor(index / 8) + 1}`
            : `${random.pick(['Plan', 'Write', 'Check', 'Ship', 'Fix', 'Agree'])} ${random.pick(WORDS)} ${random.pick(['changes', 'spec', 'rollout', 'backlog'])}`,
        ),
        Owner: maybe(random, 0.9, () => contactCell(random.pick(assignees))),
        Status: picklistCell(status),
        'Start Date': dateCell(isoDate(dayMs)),
        'Due Date': maybe(random, 0.9, () => dateCell(isoDate(due))),
        Done: status === 'Complete' ? checkboxCell(true) : maybe(random, 0.4, () => checkboxCell(false)),
        'Effort (hrs)': isParent ? undefined : maybe(random, 0.7, () => numberCell(random.int(1, 40))),
        Comments: maybe(random, 0.1, () =>
          textCell(random.pick(['Chase on Monday', 'Depends on vendor', 'Ask Finance'])),
        ),
      };
    },
  },
  risk: {
    columns: [
      { title: 'Risk', type: 'TEXT_NUMBER', primary: true },
      {
        title: 'Ref',
        type: 'TEXT_NUMBER',
        systemColumnType: 'AUTO_NUMBER',
        autoNumberFormat: { prefix: 'R-', suffix: '', fill: '000', startingNumber: 1 },
      },
      {
        title: 'Category',
        type: 'PICKLIST',
        options: ['Schedule', 'Budget', 'Resourcing', 'Technical', 'Vendor', 'Compliance'],
      },
      {
        title: 'Likelihood',
        type: 'PICKLIST',
        symbol: 'HARVEY_BALLS',
        options: ['Empty', 'Quarter', 'Half', 'Three Quarter', 'Full'],
      },
      { title: 'Impact', type: 'PICKLIST', options: ['Low', 'Medium', 'High', 'Critical'] },
      { title: 'Owner', type: 'CONTACT_LIST' },
      { title: 'Raised On', type: 'DATE' },
      { title: 'Mitigated', type: 'CHECKBOX', symbol: 'STAR' },
      { title: 'Mitigation', type: 'TEXT_NUMBER', width: 250 },
    ],
    row: ({ random, members, dayMs }) => ({
      Risk: textCell(
        `${random.pick(['Delay in', 'Overspend on', 'Loss of', 'Audit finding on', 'Outage of'])} ${random.pick(WORDS)}`,
      ),
      Category: picklistCell(random.pick(['Schedule', 'Budget', 'Resourcing', 'Technical', 'Vendor', 'Compliance'])),
      Likelihood: picklistCell(random.pick(['Empty', 'Quarter', 'Half', 'Three Quarter', 'Full'])),
      Impact: picklistCell(random.pick(['Low', 'Medium', 'High', 'Critical'])),
      Owner: contactCell(random.pick(members)),
      'Raised On': dateCell(isoDate(dayMs)),
      Mitigated: maybe(random, 0.5, () => checkboxCell(random.chance(0.6))),
      Mitigation: maybe(random, 0.6, () =>
        textCell(
          random.pick(['Weekly review', 'Second supplier', 'Contingency budget', 'Extra headcount', 'Escalated']),
        ),
      ),
    }),
  },
  issues: {
    columns: [
      { title: 'Issue', type: 'TEXT_NUMBER', primary: true },
      { title: 'Reported By', type: 'CONTACT_LIST' },
      { title: 'Status', type: 'PICKLIST', symbol: 'RYG', options: ['Red', 'Yellow', 'Green'] },
      { title: 'Opened', type: 'DATE' },
      { title: 'Watchers', type: 'MULTI_CONTACT_LIST' },
      {
        title: 'Labels',
        type: 'MULTI_PICKLIST',
        options: ['bug', 'question', 'access', 'hardware', 'network', 'urgent'],
      },
      { title: 'Resolved', type: 'CHECKBOX' },
      { title: 'Created', type: 'DATETIME', systemColumnType: 'CREATED_DATE' },
      { title: 'Created By', type: 'CONTACT_LIST', systemColumnType: 'CREATED_BY' },
    ],
    row: ({ random, members, dayMs }) => ({
      Issue: textCell(`${random.pick(WORDS)} ${random.pick(PROBLEMS)} ${random.pick(TEAMS)}`),
      'Reported By': contactCell(random.pick(members)),
      Status: picklistCell(random.pick(['Red', 'Yellow', 'Green', 'Green'])),
      Opened: dateCell(isoDate(dayMs)),
      Watchers: maybe(random, 0.5, () => multiContactCell(pickDistinct(random, members, random.int(1, 4)))),
      Labels: maybe(random, 0.7, () =>
        multiPicklistCell(
          pickDistinct(random, ['bug', 'question', 'access', 'hardware', 'network', 'urgent'], random.int(1, 2)),
        ),
      ),
      Resolved: maybe(random, 0.7, () => checkboxCell(random.chance(0.5))),
    }),
  },
  budget: {
    columns: [
      { title: 'Line Item', type: 'TEXT_NUMBER', primary: true },
      {
        title: 'Ref',
        type: 'TEXT_NUMBER',
        systemColumnType: 'AUTO_NUMBER',
        autoNumberFormat: { prefix: 'B-', suffix: '-26', fill: '0000', startingNumber: 100 },
      },
      {
        title: 'Category',
        type: 'PICKLIST',
        options: ['Licences', 'Hardware', 'Contractors', 'Travel', 'Training', 'Facilities'],
      },
      { title: 'Amount', type: 'TEXT_NUMBER', format: CURRENCY_FORMAT },
      { title: 'Approved', type: 'CHECKBOX' },
      { title: 'Approver', type: 'CONTACT_LIST', contactOptions: 4 },
      { title: 'Invoice Date', type: 'DATE' },
      { title: 'Modified', type: 'DATETIME', systemColumnType: 'MODIFIED_DATE' },
      { title: 'Modified By', type: 'CONTACT_LIST', systemColumnType: 'MODIFIED_BY' },
    ],
    row: ({ random, assignees, dayMs }) => ({
      'Line Item': textCell(
        `${random.pick(['Annual', 'Q3', 'Q4', 'One-off', 'Monthly'])} ${random.pick(['licence renewal', 'laptop refresh', 'contractor days', 'conference travel', 'course fees', 'desk booking'])}`,
      ),
      Category: picklistCell(random.pick(['Licences', 'Hardware', 'Contractors', 'Travel', 'Training', 'Facilities'])),
      Amount: currencyCell(random.int(5_000, 9_000_000) / 100),
      Approved: maybe(random, 0.8, () => checkboxCell(random.chance(0.7))),
      Approver: maybe(random, 0.8, () => contactCell(random.pick(assignees))),
      'Invoice Date': maybe(random, 0.7, () => dateCell(isoDate(dayMs))),
    }),
  },
  roster: {
    columns: [
      { title: 'Name', type: 'TEXT_NUMBER', primary: true },
      { title: 'Contact', type: 'CONTACT_LIST' },
      {
        title: 'Role',
        type: 'PICKLIST',
        options: ['Engineer', 'Designer', 'Analyst', 'Lead', 'Manager', 'Contractor'],
      },
      { title: 'Start Date', type: 'DATE' },
      {
        title: 'Skills',
        type: 'MULTI_PICKLIST',
        options: ['TypeScript', 'SQL', 'Cloud', 'Design', 'Testing', 'Agile', 'Security'],
      },
      { title: 'Active', type: 'CHECKBOX', symbol: 'FLAG' },
      { title: 'Location', type: 'TEXT_NUMBER' },
    ],
    row: ({ random, index, members, dayMs }) => {
      const person = members[index % members.length]!;
      return {
        Name: textCell(person.name),
        Contact: contactCell(person),
        Role: picklistCell(random.pick(['Engineer', 'Designer', 'Analyst', 'Lead', 'Manager', 'Contractor'])),
        'Start Date': dateCell(isoDate(dayMs - random.int(30, 1500) * DAY)),
        Skills: maybe(random, 0.8, () =>
          multiPicklistCell(
            pickDistinct(
              random,
              ['TypeScript', 'SQL', 'Cloud', 'Design', 'Testing', 'Agile', 'Security'],
              random.int(1, 3),
            ),
          ),
        ),
        Active: maybe(random, 0.9, () => checkboxCell(random.chance(0.85))),
        Location: maybe(random, 0.7, () =>
          textCell(random.pick(['London', 'Berlin', 'Remote', 'New York', 'Lisbon', 'Tokyo'])),
        ),
      };
    },
  },
};

/** Builds the columns and `rowCount` rows of a template sheet created at `createdMs`. */
export function buildTemplateSheet(
  template: TemplateName,
  random: DemoRandom,
  ids: IdAllocator,
  members: Contact[],
  rowCount: number,
  createdMs: number,
  largeRowIds: boolean,
): BuiltSheet {
  const spec = TEMPLATES[template];
  const columns = makeColumns(spec.columns, ids, random, members);
  const assignees = columns.find((c) => c.contactOptions)?.contactOptions ?? members;
  const drafts: RowDraft[] = [];
  let parent: number | undefined;
  const span = TODAY_MS - DAY - createdMs;
  for (let index = 0; index < rowCount; index++) {
    const isParent = spec.parentEvery !== undefined && index % spec.parentEvery === 0;
    const rowCreated = createdMs + Math.floor(random.float() * span * 0.6);
    const rowModified = rowCreated + Math.floor(random.float() * (TODAY_MS - DAY - rowCreated));
    const dayMs = Date.parse(`${isoDate(createdMs + Math.floor((index / rowCount) * span))}T00:00:00Z`);
    drafts.push({
      parentIndex: isParent ? undefined : parent,
      createdMs: rowCreated,
      modifiedMs: rowModified,
      createdBy: random.pick(members),
      modifiedBy: random.pick(members),
      cells: spec.row({ random, index, isParent, members, assignees, dayMs }),
    });
    if (isParent) parent = index;
  }
  return { columns, rows: assembleRows(drafts, columns, ids, largeRowIds ? 7 : 0) };
}
