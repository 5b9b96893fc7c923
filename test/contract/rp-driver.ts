// Drives the gateway through every resource-planning operation it calls, as clients would: the reads
// of every list and object, and every write with what it needs created first. Each step is a label
// and a GraphQL request; the contract test records the REST exchanges they cause.
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { gql, GraphQLResult } from '../helpers/gql.js';
import { present } from '../helpers/present.js';

/** Demo records the steps start from (read over REST before the drive). */
export interface DriveIds {
  person: number;
  /** Another person, read in the same request as `person`. */
  otherPerson: number;
  project: number;
  phase: number;
  leaveType: number;
  /** An assignment of `person` on `project` itself. */
  assignment: number;
  accountRate: number;
  projectRate: number;
  budgetItem: number;
  expenseItem: { user: number; id: number };
  discipline: number;
  placeholder: number;
  projectField: number;
  personField: number;
}

type Run = ReturnType<typeof gql>;
/** A label and what it sends; every request's errors are collected by the test's `run`, so a step goes on after one. */
export type Step = [label: string, send: () => Promise<unknown>];

const PEOPLE = graphql(`
  query RpContractPeople($person: ID!, $other: ID!, $assignment: ID!, $item: ID!) {
    people(first: 3) {
      edges {
        node {
          id
          email
          assignments(first: 2) {
            edges {
              node {
                id
              }
            }
          }
          availabilities(first: 2) {
            edges {
              node {
                id
              }
            }
          }
          expenseItems(first: 2) {
            edges {
              node {
                id
              }
            }
          }
          customFieldValues {
            values
          }
        }
      }
    }
    person(id: $person) {
      assignment(id: $assignment) {
        id
        subtaskCounts {
          total
        }
      }
      expenseItem(id: $item) {
        amount {
          amount
          currencyCode
        }
      }
    }
    other: person(id: $other) {
      email
    }
  }
`);
const PROJECTS = graphql(`
  query RpContractProjects($project: ID!, $assignment: ID!, $rate: ID!, $item: ID!, $expense: ID!) {
    projects(first: 3, states: [CONFIRMED]) {
      edges {
        node {
          id
          name
          customFieldValues {
            values
          }
          phases(first: 2) {
            edges {
              node {
                id
                customFieldValues {
                  values
                }
              }
            }
          }
          assignments(first: 2) {
            edges {
              node {
                id
                subtaskCounts {
                  total
                }
                subtasks(first: 2) {
                  edges {
                    node {
                      id
                    }
                  }
                }
              }
            }
          }
          budgetItems(first: 2, itemType: TIME_FEES) {
            edges {
              node {
                id
              }
            }
          }
          allItems: budgetItems(first: 2) {
            edges {
              node {
                id
              }
            }
          }
          billRates(first: 2) {
            edges {
              node {
                id
              }
            }
          }
          expenseItems(first: 2) {
            edges {
              node {
                id
              }
            }
          }
          expenseItemCategories(first: 2) {
            edges {
              node {
                name
              }
            }
          }
          timeEntryCategories(first: 2) {
            edges {
              node {
                name
              }
            }
          }
        }
      }
    }
    project(id: $project) {
      assignment(id: $assignment) {
        id
      }
      billRate(id: $rate) {
        rate {
          amount
          currencyCode
        }
      }
      budgetItem(id: $item) {
        amount {
          amount
          currencyCode
        }
      }
      expenseItem(id: $expense) {
        amount {
          amount
          currencyCode
        }
      }
    }
  }
`);
const LISTS = graphql(`
  query RpContractLists($leave: ID!, $rate: ID!, $item: ID!, $discipline: ID!, $placeholder: ID!, $field: ID!) {
    assignments(first: 2, from: "2025-01-01", to: "2026-12-31") {
      edges {
        node {
          id
        }
      }
    }
    assignables(first: 3) {
      edges {
        node {
          __typename
        }
      }
    }
    assignable(id: $leave) {
      __typename
    }
    leaveTypes(first: 2) {
      edges {
        node {
          name
        }
      }
    }
    leaveType(id: $leave) {
      name
    }
    holidays(first: 2) {
      edges {
        node {
          name
        }
      }
    }
    disciplines(first: 2) {
      edges {
        node {
          name
        }
      }
    }
    discipline(id: $discipline) {
      name
    }
    billRates(first: 2) {
      edges {
        node {
          rate {
            amount
            currencyCode
          }
        }
      }
    }
    billRate(id: $rate) {
      rate {
        amount
        currencyCode
      }
    }
    budgetItem(id: $item) {
      amount {
        amount
        currencyCode
      }
    }
    expenseItemCategories(first: 2) {
      edges {
        node {
          name
        }
      }
    }
    timeEntryCategories(first: 2) {
      edges {
        node {
          name
        }
      }
    }
    customFields(first: 2) {
      edges {
        node {
          name
        }
      }
    }
    customField(id: $field) {
      name
    }
    approvals(first: 2) {
      edges {
        node {
          id
        }
      }
    }
    apiTokens(first: 2) {
      edges {
        node {
          title
        }
      }
    }
    placeholders(first: 2) {
      edges {
        node {
          title
        }
      }
    }
    placeholder(id: $placeholder) {
      title
    }
  }
`);
const NODE = graphql(`query RpContractNode($id: ID!) { node(id: $id) { id } }`);
const MISSING = graphql(`query RpContractMissing { project(id: "599999") { id } person(id: "399999") { id } }`);

const CREATE_PROJECT = graphql(`
  mutation RpContractCreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      project {
        id
        projectId: backendId
      }
    }
  }
`);
const UPDATE_PROJECT = graphql(`
  mutation RpContractUpdateProject($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      project {
        id
      }
    }
  }
`);
const ARCHIVE = graphql(`
  mutation RpContractArchive($id: ID!) {
    archiveProject(input: {id: $id}) {
      project {
        id
      }
    }
    unarchiveProject(input: {id: $id}) {
      project {
        id
      }
    }
  }
`);
const DELETE_PROJECT = graphql(`
  mutation RpContractDeleteProject($id: ID!) {
    deleteProject(input: {id: $id}) {
      deletedProjectId
    }
  }
`);
const CREATE_PHASE = graphql(`
  mutation RpContractCreatePhase($input: CreatePhaseInput!) {
    createPhase(input: $input) {
      phase {
        id
        phaseId: backendId
      }
    }
  }
`);
const UPDATE_PHASE = graphql(`
  mutation RpContractUpdatePhase($input: UpdatePhaseInput!) {
    updatePhase(input: $input) {
      phase {
        id
      }
    }
  }
`);
const DELETE_PHASE = graphql(
  `mutation RpContractDeletePhase($id: ID!) { deletePhase(input: { id: $id }) { deletedPhaseId } }`,
);
const CREATE_ASSIGNMENT = graphql(`
  mutation RpContractCreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      assignment {
        id
        assignmentId: backendId
        subtasks(first: 100) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);
const UPDATE_ASSIGNMENT = graphql(`
  mutation RpContractUpdateAssignment($input: UpdateAssignmentInput!) {
    updateAssignment(input: $input) {
      assignment {
        id
      }
    }
  }
`);
const DELETE_ASSIGNMENT = graphql(`
  mutation RpContractDeleteAssignment($input: DeleteAssignmentInput!) {
    deleteAssignment(input: $input) {
      deletedAssignmentId
    }
  }
`);
const RETARGET = graphql(`
  mutation RpContractRetarget($input: RetargetAssignmentInput!) {
    retargetAssignment(input: $input) {
      assignment {
        id
      }
    }
  }
`);
const CREATE_SUBTASK = graphql(`
  mutation RpContractCreateSubtask($input: CreateSubtaskInput!) {
    createSubtask(input: $input) {
      subtask {
        id
      }
    }
  }
`);
const UPDATE_SUBTASK = graphql(`
  mutation RpContractUpdateSubtask($input: UpdateSubtaskInput!) {
    updateSubtask(input: $input) {
      subtask {
        id
      }
    }
  }
`);
const DELETE_SUBTASK = graphql(`
  mutation RpContractDeleteSubtask($id: ID!) {
    deleteSubtask(input: {id: $id}) {
      deletedSubtaskId
    }
  }
`);
const CREATE_AVAILABILITY = graphql(`
  mutation RpContractCreateAvailability($input: CreateAvailabilityInput!) {
    createAvailability(input: $input) {
      availability {
        id
      }
    }
  }
`);
const UPDATE_AVAILABILITY = graphql(`
  mutation RpContractUpdateAvailability($input: UpdateAvailabilityInput!) {
    updateAvailability(input: $input) {
      availability {
        id
      }
    }
  }
`);
const DELETE_AVAILABILITY = graphql(`
  mutation RpContractDeleteAvailability($id: ID!) {
    deleteAvailability(input: {id: $id}) {
      deletedAvailabilityId
    }
  }
`);
const UPDATE_RATE = graphql(`
  mutation RpContractUpdateRate($input: UpdateProjectBillRateInput!) {
    updateProjectBillRate(input: $input) {
      billRate {
        rate {
          amount
          currencyCode
        }
      }
    }
  }
`);
const CREATE_BUDGET = graphql(`
  mutation RpContractCreateBudget($input: CreateBudgetItemInput!) {
    createBudgetItem(input: $input) {
      budgetItem {
        id
      }
    }
  }
`);
const UPDATE_BUDGET = graphql(`
  mutation RpContractUpdateBudget($input: UpdateBudgetItemInput!) {
    updateBudgetItem(input: $input) {
      budgetItem {
        id
      }
    }
  }
`);
const DELETE_BUDGET = graphql(`
  mutation RpContractDeleteBudget($id: ID!) {
    deleteBudgetItem(input: {id: $id}) {
      deletedBudgetItemId
    }
  }
`);
const CREATE_FIELD = graphql(`
  mutation RpContractCreateField($input: CreateCustomFieldInput!) {
    createCustomField(input: $input) {
      customField {
        id
      }
    }
  }
`);
const UPDATE_FIELD = graphql(`
  mutation RpContractUpdateField($input: UpdateCustomFieldInput!) {
    updateCustomField(input: $input) {
      customField {
        id
      }
    }
  }
`);
const DELETE_FIELD = graphql(`
  mutation RpContractDeleteField($id: ID!) {
    deleteCustomField(input: {id: $id}) {
      deletedCustomFieldId
    }
  }
`);
const SET_CHOICE = graphql(`
  mutation RpContractSetChoice($input: SetCustomFieldValueInput!) {
    setProjectCustomFieldValue(input: $input) {
      customFieldValue {
        id
      }
    }
  }
`);
const SET_VALUES = graphql(`
  mutation RpContractSetValues($project: SetCustomFieldValueInput!, $person: SetCustomFieldValueInput!) {
    setProjectCustomFieldValue(input: $project) {
      customFieldValue {
        id
      }
    }
    setPersonCustomFieldValue(input: $person) {
      customFieldValue {
        id
      }
    }
  }
`);
const UPDATE_VALUES = graphql(`
  mutation RpContractUpdateValues($project: UpdateCustomFieldValueInput!, $person: UpdateCustomFieldValueInput!) {
    project: updateCustomFieldValue(input: $project) {
      customFieldValue {
        id
      }
    }
    person: updateCustomFieldValue(input: $person) {
      customFieldValue {
        id
      }
    }
  }
`);
const CREATE_EXPENSE = graphql(`
  mutation RpContractCreateExpense($input: CreateExpenseItemInput!) {
    createExpenseItem(input: $input) {
      expenseItem {
        id
        updatedAt
      }
    }
  }
`);
const UPDATE_EXPENSE = graphql(`
  mutation RpContractUpdateExpense($input: UpdateExpenseItemInput!) {
    updateExpenseItem(input: $input) {
      expenseItem {
        id
        updatedAt
      }
    }
  }
`);
const DELETE_EXPENSE = graphql(`
  mutation RpContractDeleteExpense($id: ID!) {
    deleteExpenseItem(input: {id: $id}) {
      deletedExpenseItemId
    }
  }
`);
const SUBMIT = graphql(`
  mutation RpContractSubmit($input: ApprovablesInput!) {
    submitForApproval(input: $input) {
      approvals {
        id
        approvalId: backendId
      }
    }
  }
`);
const APPROVE = graphql(`
  mutation RpContractApprove($input: ApprovablesInput!) {
    approve(input: $input) {
      approvals {
        id
      }
    }
  }
`);
const DELETE_APPROVAL = graphql(`
  mutation RpContractDeleteApproval($id: ID!) {
    deleteApproval(input: {id: $id}) {
      deletedApprovalId
    }
  }
`);
const TOKENS = graphql(`
  mutation RpContractTokens($title: String!) {
    createApiToken(input: {title: $title}) {
      apiToken {
        id
      }
      secret
    }
  }
`);
const TOKEN_WRITES = graphql(`
  mutation RpContractTokenWrites($id: ID!) {
    updateApiToken(input: {id: $id, title: "renamed"}) {
      apiToken {
        id
      }
    }
    renewApiToken(input: {id: $id}) {
      apiToken {
        id
      }
    }
  }
`);
const DELETE_TOKEN = graphql(`
  mutation RpContractDeleteToken($id: ID!) {
    deleteApiToken(input: {id: $id}) {
      deletedApiTokenId
    }
  }
`);
const PLACEHOLDERS = graphql(`
  mutation RpContractPlaceholder($title: String!) {
    createPlaceholder(input: {title: $title, role: "Designer"}) {
      placeholder {
        id
      }
    }
  }
`);
const PLACEHOLDER_WRITES = graphql(`
  mutation RpContractPlaceholderWrites($id: ID!) {
    updatePlaceholder(input: {id: $id, location: "Remote"}) {
      placeholder {
        id
      }
    }
  }
`);
const DELETE_PLACEHOLDER = graphql(`
  mutation RpContractDeletePlaceholder($id: ID!) {
    deletePlaceholder(input: {id: $id}) {
      deletedPlaceholderId
    }
  }
`);

/** The reads: every list and single read the graph makes of the service. */
export function readSteps(run: Run, ids: DriveIds): Step[] {
  const g = (type: string, ...parts: number[]) => globalId(type, ...parts);
  return [
    // Two people in one request: the loader reads the whole people list, archived people included.
    [
      'people, with their lists',
      () =>
        run(PEOPLE, {
          person: String(ids.person),
          other: String(ids.otherPerson),
          assignment: String(ids.assignment),
          item: g('ExpenseItem', ids.expenseItem.user, ids.expenseItem.id),
        }),
    ],
    [
      'projects, with their lists',
      () =>
        run(PROJECTS, {
          project: String(ids.project),
          assignment: String(ids.assignment),
          rate: String(ids.projectRate),
          item: String(ids.budgetItem),
          expense: g('ExpenseItem', ids.expenseItem.user, ids.expenseItem.id),
        }),
    ],
    [
      'the other lists and reads',
      () =>
        run(LISTS, {
          leave: String(ids.leaveType),
          rate: String(ids.accountRate),
          item: String(ids.budgetItem),
          discipline: String(ids.discipline),
          placeholder: String(ids.placeholder),
          field: String(ids.projectField),
        }),
    ],
    ['an assignment by node', () => run(NODE, { id: g('Assignment', ids.assignment) })],
    ['an expense item by node', () => run(NODE, { id: g('ExpenseItem', ids.expenseItem.user, ids.expenseItem.id) })],
    ['missing objects', () => run(MISSING)],
  ];
}

/** Values the write steps hand on to later ones. */
interface Made {
  project?: string;
  phase?: string;
  assignments: string[];
  subtask?: string;
  expense?: { id: string; updatedAt: string | null };
  approval?: string;
  token?: string;
  placeholder?: string;
  field?: string;
  availability?: string;
}

/** The writes, each followed by the writes that need what it made. */
export function writeSteps(run: Run, ids: DriveIds): Step[] {
  const made: Made = { assignments: [] };
  const keep = <T>(result: GraphQLResult<T>, take: (data: T) => void): GraphQLResult<T> => {
    if (result.data) take(result.data);
    return result;
  };
  const project = String(ids.project);
  const person = String(ids.person);
  return [
    [
      'create a project',
      async () =>
        keep(
          await run(CREATE_PROJECT, {
            input: {
              name: 'Contract',
              startsAt: '2026-01-05',
              endsAt: '2026-03-27',
              ownerId: person,
              timeEntryLockout: -1,
            },
          }),
          (d) => (made.project = present(present(d.createProject).project).id),
        ),
    ],
    [
      'update it, archive and unarchive it',
      async () => {
        await run(UPDATE_PROJECT, {
          input: { id: present(made.project), description: 'Contract work', client: 'Acme', state: 'TENTATIVE' },
        });
        return run(ARCHIVE, { id: present(made.project) });
      },
    ],
    [
      'add a phase and change it',
      async () => {
        keep(
          await run(CREATE_PHASE, {
            input: { projectId: present(made.project), name: 'Design', useParentBillRates: false },
          }),
          (d) => (made.phase = present(present(d.createPhase).phase).id),
        );
        return run(UPDATE_PHASE, {
          input: { id: present(made.phase), name: 'Design and build', useParentBillRates: true },
        });
      },
    ],
    [
      'create assignments on each list they live on: the project, the person (leave) and the account (leave without a person)',
      async () => {
        const targets = [
          { assignableId: String(ids.project), personId: person },
          { assignableId: g('LeaveType', ids.leaveType), personId: person },
          { assignableId: g('LeaveType', ids.leaveType), personId: null },
        ];
        for (const [n, target] of targets.entries()) {
          const result = await run(CREATE_ASSIGNMENT, {
            input: {
              ...target,
              startsAt: `2026-0${n + 2}-02`,
              endsAt: `2026-0${n + 2}-20`,
              allocation: { mode: 'HOURS_PER_DAY', hoursPerDay: 4 },
              description: `Contract ${n}`,
              subtasks: n === 0 ? [{ description: 'Sketch', completed: false }] : undefined,
            },
          });
          keep(result, (d) => made.assignments.push(present(present(d.createAssignment).assignment).id));
        }
        return run(CREATE_ASSIGNMENT, {
          input: {
            assignableId: g('LeaveType', ids.leaveType),
            personId: person,
            startsAt: '2026-04-06',
            endsAt: '2026-04-10',
          },
        });
      },
    ],
    [
      'update them on each list',
      async () => {
        const [a, b, c] = made.assignments.map(String);
        await run(UPDATE_ASSIGNMENT, {
          input: { id: present(a), note: 'Checked', allocation: { mode: 'PERCENT', percent: 0.5 } },
        });
        await run(UPDATE_ASSIGNMENT, { input: { id: present(b), startsAt: '2026-03-03' } });
        return run(UPDATE_ASSIGNMENT, { input: { id: present(c), allocation: { mode: 'FIXED', fixedHours: 30 } } });
      },
    ],
    [
      'subtasks',
      async () => {
        keep(
          await run(CREATE_SUBTASK, { input: { assignmentId: present(made.assignments[0]), description: 'Review' } }),
          (d) => (made.subtask = present(present(d.createSubtask).subtask).id),
        );
        await run(NODE, { id: present(made.subtask) });
        await run(UPDATE_SUBTASK, { input: { id: present(made.subtask), completed: true } });
        return run(DELETE_SUBTASK, { id: present(made.subtask) });
      },
    ],
    [
      'retarget one to a phase of the project, then delete the others on their lists',
      async () => {
        await run(RETARGET, { input: { id: present(made.assignments[0]), assignableId: g('Phase', ids.phase) } });
        await run(DELETE_ASSIGNMENT, { input: { id: present(made.assignments[1]) } });
        return run(DELETE_ASSIGNMENT, { input: { id: present(made.assignments[2]) } });
      },
    ],
    [
      'delete the phase and the project',
      async () => {
        await run(DELETE_PHASE, { id: present(made.phase) });
        return run(DELETE_PROJECT, { id: present(made.project) });
      },
    ],
    [
      'availabilities',
      async () => {
        keep(
          await run(CREATE_AVAILABILITY, {
            input: {
              personId: person,
              startsAt: '2027-01-04',
              endsAt: '2027-01-29',
              hours: { sunday: 0, monday: 4, tuesday: 4, wednesday: 4, thursday: 4, friday: 0, saturday: 0 },
            },
          }),
          (d) => (made.availability = present(present(d.createAvailability).availability).id),
        );
        await run(NODE, { id: present(made.availability) });
        await run(UPDATE_AVAILABILITY, { input: { id: present(made.availability), endsAt: '2027-02-26' } });
        return run(DELETE_AVAILABILITY, { id: present(made.availability) });
      },
    ],
    [
      'a bill rate',
      () => run(UPDATE_RATE, { input: { projectId: project, billRateId: String(ids.projectRate), rate: 135 } }),
    ],
    [
      'budget items',
      async () => {
        let item = '';
        keep(
          await run(CREATE_BUDGET, { input: { projectId: project, itemType: 'EXPENSES', amount: 2500 } }),
          (d) => (item = present(present(d.createBudgetItem).budgetItem).id),
        );
        await run(UPDATE_BUDGET, { input: { id: item, amount: 2600 } });
        await run(UPDATE_BUDGET, { input: { id: item, projectId: project, amount: 2700 } });
        return run(DELETE_BUDGET, { id: item });
      },
    ],
    [
      'custom fields and values',
      async () => {
        keep(
          await run(CREATE_FIELD, {
            input: {
              name: 'Contract tiers',
              namespace: 'PROJECTS',
              dataType: 'MULTIPLE_CHOICE_SELECTION_LIST',
              options: ['Gold', 'Silver'],
            },
          }),
          (d) => (made.field = present(present(d.createCustomField).customField).id),
        );
        await run(UPDATE_FIELD, { input: { id: present(made.field), description: 'Service tiers' } });
        await run(SET_CHOICE, { input: { ownerId: project, customFieldId: present(made.field), values: ['Gold'] } });
        const set = await run(SET_VALUES, {
          project: { ownerId: project, customFieldId: String(ids.projectField), values: ['Contract value'] },
          person: { ownerId: person, customFieldId: String(ids.personField), values: ['2019'] },
        });
        const data = present(set.data);
        await run(UPDATE_VALUES, {
          project: {
            id: present(present(data.setProjectCustomFieldValue).customFieldValue).id,
            values: ['Contract value 2'],
          },
          person: { id: present(present(data.setPersonCustomFieldValue).customFieldValue).id, values: ['2020'] },
        });
        return run(DELETE_FIELD, { id: present(made.field) });
      },
    ],
    [
      'expense items and their approval',
      async () => {
        keep(
          await run(CREATE_EXPENSE, {
            input: {
              personId: person,
              date: '2026-02-10',
              amount: 42.5,
              projectId: project,
              category: 'Travel',
              notes: 'Train',
            },
          }),
          (d) => (made.expense = present(present(d.createExpenseItem).expenseItem)),
        );
        keep(
          await run(UPDATE_EXPENSE, { input: { id: present(made.expense).id, amount: 43 } }),
          (d) => (made.expense = present(present(d.updateExpenseItem).expenseItem)),
        );
        const expense = present(made.expense);
        keep(
          await run(SUBMIT, {
            input: { approvables: [{ type: 'EXPENSE_ITEM', id: expense.id, updatedAt: present(expense.updatedAt) }] },
          }),
          (d) => (made.approval = present(present(present(d.submitForApproval).approvals)[0]).id),
        );
        await run(DELETE_APPROVAL, { id: present(made.approval) });
        await run(SUBMIT, {
          input: { approvables: [{ type: 'EXPENSE_ITEM', id: expense.id, updatedAt: present(expense.updatedAt) }] },
        });
        await run(APPROVE, {
          input: { approvables: [{ type: 'EXPENSE_ITEM', id: expense.id, updatedAt: present(expense.updatedAt) }] },
        });
        // An approved item cannot be deleted: the service's refusal is part of the contract too.
        await run(DELETE_EXPENSE, { id: expense.id });
        let other = '';
        keep(
          await run(CREATE_EXPENSE, {
            input: { personId: person, date: '2026-02-11', amount: 10, leaveTypeId: g('LeaveType', ids.leaveType) },
          }),
          (d) => (other = present(present(d.createExpenseItem).expenseItem).id),
        );
        return run(DELETE_EXPENSE, { id: other });
      },
    ],
    [
      'API tokens',
      async () => {
        keep(
          await run(TOKENS, { title: 'contract' }),
          (d) => (made.token = present(present(d.createApiToken).apiToken).id),
        );
        const renewed = await run(TOKEN_WRITES, { id: present(made.token) });
        return run(DELETE_TOKEN, { id: present(present(renewed.data?.renewApiToken).apiToken).id });
      },
    ],
    [
      'placeholders',
      async () => {
        keep(
          await run(PLACEHOLDERS, { title: 'Contract designer' }),
          (d) => (made.placeholder = present(present(d.createPlaceholder).placeholder).id),
        );
        await run(PLACEHOLDER_WRITES, { id: present(made.placeholder) });
        return run(DELETE_PLACEHOLDER, { id: present(made.placeholder) });
      },
    ],
  ];

  function g(type: string, ...parts: number[]): string {
    return globalId(type, ...parts);
  }
}
