// The "Programme Plan": a dependency-enabled project sheet of 2,172 rows (phases → workstreams →
// tasks) that uses every column type of Document 1, including all five system column types.
import type { DemoRandom } from '../../kit/random.js';
import type { IdAllocator } from '../ids.js';
import type { Contact, ProjectColumns, StoredCell, StoredColumn, StoredRow } from '../model.js';
import {
  CURRENCY_FORMAT,
  PERCENT_FORMAT,
  addWorkingDays,
  checkboxCell,
  contactCell,
  currencyCell,
  dateCell,
  dateTimeCell,
  durationCell,
  freeTextContactCell,
  isoDate,
  multiContactCell,
  multiPicklistCell,
  percentCell,
  picklistCell,
  textCell,
  workingDaysBetween,
} from './cells.js';
import { assembleRows, makeColumns, pickDistinct, type ColumnSpec, type RowDraft } from './sheet-builder.js';

const PHASES = [
  'Discovery',
  'Business Case',
  'Requirements',
  'Solution Design',
  'Procurement',
  'Build Wave 1',
  'Build Wave 2',
  'Integration',
  'Testing',
  'Training',
  'Deployment',
  'Hypercare',
];
const WORKSTREAMS = ['Design', 'Build', 'Test', 'Change Management'];
const TASKS_PER_WORKSTREAM = 44;
const TAGS = ['Critical Path', 'Customer Facing', 'Compliance', 'Data', 'Security', 'UX', 'Infrastructure'];
const VERBS = [
  'Draft',
  'Review',
  'Approve',
  'Configure',
  'Migrate',
  'Validate',
  'Document',
  'Prototype',
  'Estimate',
  'Test',
  'Deploy',
  'Sign off',
];
const OBJECTS = [
  'data model',
  'API contract',
  'user stories',
  'vendor shortlist',
  'security review',
  'runbook',
  'test plan',
  'training deck',
  'cutover plan',
  'release notes',
  'integration mapping',
  'access matrix',
  'reporting pack',
  'budget forecast',
  'stakeholder map',
  'risk log',
];
const NOTES = [
  'Waiting on vendor quote',
  'See RAID log',
  'Blocked by access request',
  'Moved from wave 1',
  'Needs steering committee decision',
  'Scope agreed with client',
  'Re-baselined in September',
];

export const PROGRAMME_PLAN_COLUMNS: ColumnSpec[] = [
  { title: 'Task Name', type: 'TEXT_NUMBER', primary: true },
  {
    title: 'Task ID',
    type: 'TEXT_NUMBER',
    systemColumnType: 'AUTO_NUMBER',
    autoNumberFormat: { prefix: 'PRJ-', suffix: '', fill: '00000', startingNumber: 1 },
  },
  { title: 'Status', type: 'PICKLIST', symbol: 'RYG', options: ['Red', 'Yellow', 'Green'] },
  { title: 'Phase', type: 'PICKLIST', options: PHASES },
  { title: 'Priority', type: 'PICKLIST', symbol: 'PRIORITY_HML', options: ['High', 'Medium', 'Low'] },
  { title: 'Assigned To', type: 'CONTACT_LIST', contactOptions: 12 },
  { title: 'Reviewers', type: 'MULTI_CONTACT_LIST', description: 'People who sign the task off' },
  { title: 'Tags', type: 'MULTI_PICKLIST', options: TAGS },
  { title: 'Start', type: 'ABSTRACT_DATETIME' },
  { title: 'Finish', type: 'ABSTRACT_DATETIME' },
  { title: 'Duration', type: 'DURATION' },
  { title: 'Predecessors', type: 'PREDECESSOR' },
  { title: '% Complete', type: 'TEXT_NUMBER', format: PERCENT_FORMAT },
  { title: 'Budget', type: 'TEXT_NUMBER', format: CURRENCY_FORMAT },
  { title: 'Due Date', type: 'DATE' },
  { title: 'Done', type: 'CHECKBOX' },
  { title: 'Flag', type: 'CHECKBOX', symbol: 'FLAG' },
  { title: 'Notes', type: 'TEXT_NUMBER', width: 250 },
  { title: 'Created', type: 'DATETIME', systemColumnType: 'CREATED_DATE' },
  { title: 'Modified', type: 'DATETIME', systemColumnType: 'MODIFIED_DATE' },
  { title: 'Created By', type: 'CONTACT_LIST', systemColumnType: 'CREATED_BY' },
  { title: 'Modified By', type: 'CONTACT_LIST', systemColumnType: 'MODIFIED_BY' },
];

const TODAY_MS = Date.parse('2026-11-01T00:00:00Z');
const PLAN_START_MS = Date.parse('2026-01-05T00:00:00Z');

interface Schedule {
  startMs: number;
  endMs: number;
  pct: number;
  budget?: number;
}

function statusFor(random: DemoRandom, pct: number): string | undefined {
  if (pct >= 1) return 'Green';
  if (pct > 0) return random.chance(0.6) ? 'Green' : random.chance(0.75) ? 'Yellow' : 'Red';
  return random.chance(0.3) ? undefined : random.chance(0.8) ? 'Green' : 'Yellow';
}

function progress(startMs: number, endMs: number): number {
  if (endMs < TODAY_MS) return 1;
  if (startMs > TODAY_MS) return 0;
  const done = workingDaysBetween(startMs, TODAY_MS) / workingDaysBetween(startMs, endMs);
  return Math.min(0.95, Math.round(done * 20) / 20);
}

/** Rollup cells of a phase or workstream row from its children's schedules. */
function rollupCells(
  random: DemoRandom,
  name: string,
  phase: string,
  lead: Contact,
  kids: Schedule[],
): Record<string, StoredCell | undefined> {
  const startMs = Math.min(...kids.map((k) => k.startMs));
  const endMs = Math.max(...kids.map((k) => k.endMs));
  const pct = Math.round((kids.reduce((s, k) => s + k.pct, 0) / kids.length) * 100) / 100;
  const budget = Math.round(kids.reduce((s, k) => s + (k.budget ?? 0), 0) * 100) / 100;
  const status = statusFor(random, pct);
  return {
    'Task Name': textCell(name),
    Status: status ? picklistCell(status) : undefined,
    Phase: picklistCell(phase),
    'Assigned To': contactCell(lead),
    Start: dateTimeCell(`${isoDate(startMs)}T08:00:00`),
    Finish: dateTimeCell(`${isoDate(endMs)}T17:00:00`),
    Duration: durationCell(workingDaysBetween(startMs, endMs)),
    '% Complete': percentCell(pct),
    Budget: budget > 0 ? currencyCell(budget) : undefined,
    'Due Date': dateCell(isoDate(endMs)),
    Done: checkboxCell(pct >= 1),
  };
}

export interface BuiltSheet {
  columns: StoredColumn[];
  rows: StoredRow[];
  /** Set for a dependency-enabled sheet: its Start Date, End Date, Duration and Predecessors columns. */
  projectColumns?: ProjectColumns;
}

export function buildProgrammePlan(
  random: DemoRandom,
  ids: IdAllocator,
  members: Contact[],
  owner: Contact,
): BuiltSheet {
  const columns = makeColumns(PROGRAMME_PLAN_COLUMNS, ids, random, members, 5);
  const assignees = columns.find((c) => c.title === 'Assigned To')?.contactOptions ?? members;
  const drafts: RowDraft[] = [];
  const stamps = (): Pick<RowDraft, 'createdMs' | 'modifiedMs' | 'createdBy' | 'modifiedBy'> => {
    const createdMs = Date.parse('2025-11-03T09:00:00Z') + random.int(0, 60 * 24 * 3600) * 1000;
    const modifiedMs = createdMs + Math.floor(random.float() * (TODAY_MS - 86_400_000 - createdMs));
    return {
      createdMs,
      modifiedMs,
      createdBy: random.chance(0.7) ? owner : random.pick(members),
      modifiedBy: random.pick(members),
    };
  };

  PHASES.forEach((phase, p) => {
    const phaseIndex = drafts.length;
    drafts.push({ ...stamps(), expanded: p % 4 !== 3, cells: {} });
    const phaseKids: Schedule[] = [];
    WORKSTREAMS.forEach((stream, w) => {
      const streamIndex = drafts.length;
      drafts.push({ ...stamps(), parentIndex: phaseIndex, cells: {} });
      const kids: Schedule[] = [];
      let previousEnd = addWorkingDays(PLAN_START_MS + p * 35 * 86_400_000, w * 2) - 86_400_000;
      for (let t = 0; t < TASKS_PER_WORKSTREAM; t++) {
        const index = drafts.length;
        const lag = random.chance(0.2) ? random.int(1, 3) : 0;
        const days = random.int(1, 5);
        const startMs = addWorkingDays(previousEnd + 86_400_000, lag);
        const endMs = addWorkingDays(startMs, days - 1);
        previousEnd = endMs;
        const pct = progress(startMs, endMs);
        const budget = random.chance(0.5) ? random.int(50_000, 5_000_000) / 100 : undefined;
        kids.push({ startMs, endMs, pct, budget });
        const status = statusFor(random, pct);
        const predecessors: NonNullable<RowDraft['predecessors']> = [];
        if (t > 0)
          predecessors.push(lag ? { index: index - 1, type: 'FS', lagDays: lag } : { index: index - 1, type: 'FS' });
        if (t > 1 && random.chance(0.1)) predecessors.push({ index: index - 2, type: 'SS' });
        const assignee = random.float();
        drafts.push({
          ...stamps(),
          parentIndex: streamIndex,
          predecessors,
          cells: {
            'Task Name': textCell(`${random.pick(VERBS)} ${random.pick(OBJECTS)}`),
            Status: status ? picklistCell(status) : undefined,
            Phase: picklistCell(phase),
            Priority: random.chance(0.8) ? picklistCell(random.pick(['High', 'Medium', 'Medium', 'Low'])) : undefined,
            'Assigned To':
              assignee < 0.85
                ? contactCell(random.pick(assignees))
                : assignee < 0.95
                  ? contactCell(random.pick(members))
                  : assignee < 0.97
                    ? freeTextContactCell('External vendor')
                    : undefined,
            Reviewers: random.chance(0.6)
              ? multiContactCell(pickDistinct(random, members, random.int(1, 3)))
              : undefined,
            Tags: random.chance(0.55) ? multiPicklistCell(pickDistinct(random, TAGS, random.int(1, 3))) : undefined,
            Start: dateTimeCell(`${isoDate(startMs)}T08:00:00`),
            Finish: dateTimeCell(`${isoDate(endMs)}T17:00:00`),
            Duration: durationCell(days),
            '% Complete': percentCell(pct),
            Budget: budget !== undefined ? currencyCell(budget) : undefined,
            'Due Date': random.chance(0.85) ? dateCell(isoDate(endMs)) : undefined,
            Done: pct >= 1 ? checkboxCell(random.chance(0.95)) : random.chance(0.5) ? checkboxCell(false) : undefined,
            Flag: random.chance(0.08) ? checkboxCell(true) : random.chance(0.05) ? checkboxCell(false) : undefined,
            Notes: random.chance(0.15) ? textCell(random.pick(NOTES)) : random.chance(0.03) ? {} : undefined,
          },
        });
      }
      drafts[streamIndex]!.cells = rollupCells(random, `${phase}: ${stream}`, phase, random.pick(assignees), kids);
      phaseKids.push(...kids);
    });
    drafts[phaseIndex]!.cells = rollupCells(random, `Phase ${p + 1} – ${phase}`, phase, owner, phaseKids);
  });
  const id = (title: string): bigint => columns.find((c) => c.title === title)!.id;
  const projectColumns = {
    startDate: id('Start'),
    endDate: id('Finish'),
    duration: id('Duration'),
    predecessors: id('Predecessors'),
  };
  return { columns, rows: assembleRows(drafts, columns, ids, 10), projectColumns };
}
