// Operations of the other resource-planning rows: expense items, assignments (allocation and
// retargeting), budget items, custom fields, bill rates copied to new projects, assignables and the
// read-only reference data.
import { graphql } from '../generated/index.js';
import type {
  AllocationInput,
  AllocationMode,
  CreateExpenseItemInput,
  ResourceRuleRetargetAssignmentMutation,
  ResourceRuleUpdateAssignmentMutation,
} from '../generated/graphql.js';
import { ofType, present } from '../helpers/present.js';
import type {
  RpAssignable,
  RpAssignment,
  RpBillRate,
  RpCustomField,
  RpCustomFieldValue,
  RpExpenseItem,
  RpProject,
  RpRecord,
} from '../helpers/rest-shapes.js';
import { newProject, personId } from './doc3-resource.ops.js';
import { idText, type ExactId, type Exactly } from '../helpers/direct.js';
import type { GraphAnswer, RestAnswer } from './harness.js';
import { operation } from './ops.js';
import type { World } from './world.js';

const leaveTypeId = (world: World): Promise<string> =>
  world.once('rp:leave', async () => idText(present((await world.rpAll('/leave_types'))[0], 'a leave type').id));

const CREATE_EXPENSE = graphql(`
  mutation ResourceRuleCreateExpenseItem($input: CreateExpenseItemInput!) {
    createExpenseItem(input: $input) {
      expenseItem {
        id
        expenseItemId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const EXPENSE = graphql(`
  query ResourceRuleExpenseItem($id: ID!) {
    node(id: $id) {
      __typename
      ... on ExpenseItem {
        amount {
          amount
          currencyCode
        }
        date
        assignable {
          __typename
        }
      }
    }
  }
`);

/** Where an expense item is charged: a project, a leave type, or an assignable (the project). */
type ExpenseTarget = 'project' | 'leave' | 'assignable';

const expenseOps = {
  /** POST /users/{id}/expense_items with the fields the row names (args.fields) and targets (args.targets). */
  'expense.create': operation<{ fields: Array<'date' | 'amount'>; targets: ExpenseTarget[] }>()({
    prepare: async (world, args, side, row) => ({
      user: await personId(world),
      project: args.targets.some((t) => t !== 'leave')
        ? await newProject(world, `Project ${row.id} ${side}`)
        : undefined,
      leave: await leaveTypeId(world),
    }),
    rest(world, args, c) {
      const body: Record<string, unknown> = {};
      if (args.fields.includes('date')) body.date = '2026-03-02';
      if (args.fields.includes('amount')) body.amount = 75.25;
      for (const t of args.targets)
        body[t === 'project' ? 'project_id' : t === 'leave' ? 'leave_type_id' : 'assignable_id'] = Number(
          t === 'leave' ? c.leave : c.project,
        );
      return world.rp<RpExpenseItem>('POST', `/users/${c.user}/expense_items`, body);
    },
    graph(world, args, c) {
      const input: Partial<CreateExpenseItemInput> & { personId: string } = { personId: c.user };
      if (args.fields.includes('date')) input.date = '2026-03-02';
      if (args.fields.includes('amount')) input.amount = 75.25;
      for (const t of args.targets)
        input[t === 'project' ? 'projectId' : t === 'leave' ? 'leaveTypeId' : 'assignableId'] =
          t === 'leave' ? c.leave : c.project;
      const { date, amount } = input;
      // A row leaving out date or amount sends what the input requires, to see GraphQL refuse it.
      if (date === undefined || amount === undefined) return world.gqlAsWritten(CREATE_EXPENSE, { input });
      return world.gql(CREATE_EXPENSE, { input: { ...input, date, amount } });
    },
    async readRest(world, _args, c, answer) {
      const item = await world.ok(
        world.rp<RpExpenseItem>('GET', `/users/${c.user}/expense_items/${idText(answer.body.id)}`),
        'expense item',
      );
      return { amount: item.amount, date: item.date, onLeaveType: item.assignable_type === 'LeaveType' };
    },
    async readGraph(world, _args, _c, data) {
      const id = present(data.createExpenseItem?.expenseItem, 'the new expense item').id;
      const item = ofType((await world.gqlData(EXPENSE, { id })).node, 'ExpenseItem');
      return {
        amount: item.amount?.amount ?? null,
        date: item.date,
        onLeaveType: present(item.assignable, 'its assignable').__typename === 'LeaveType',
      };
    },
  }),
};

const CREATE_ASSIGNMENT = graphql(`
  mutation ResourceRuleCreateAssignment($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      assignment {
        id
        assignmentId: backendId
        allocationMode
        percent
        hoursPerDay
        fixedHours
        assignable {
          ... on Project {
            projectId: backendId
          }
        }
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const ASSIGNMENT = graphql(`
  query ResourceRuleAssignment($id: ID!) {
    node(id: $id) {
      __typename
      ... on Assignment {
        id
        assignmentId: backendId
        allocationMode
        percent
        hoursPerDay
        fixedHours
        assignable {
          ... on Project {
            projectId: backendId
          }
        }
      }
    }
  }
`);
const UPDATE_ASSIGNMENT = graphql(`
  mutation ResourceRuleUpdateAssignment($input: UpdateAssignmentInput!) {
    updateAssignment(input: $input) {
      assignment {
        assignmentId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const RETARGET_ASSIGNMENT = graphql(`
  mutation ResourceRuleRetargetAssignment($input: RetargetAssignmentInput!) {
    retargetAssignment(input: $input) {
      assignment {
        assignmentId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);

/** The value property of each allocation mode: over REST, and in AllocationInput. */
const VALUE_KEYS: Record<
  AllocationMode,
  ['percent' | 'hours_per_day' | 'fixed_hours', 'percent' | 'hoursPerDay' | 'fixedHours']
> = {
  PERCENT: ['percent', 'percent'],
  HOURS_PER_DAY: ['hours_per_day', 'hoursPerDay'],
  FIXED: ['fixed_hours', 'fixedHours'],
};

/** What an assignment shows: its mode and the value of each mode's property. */
const restAllocation = (a: RpAssignment): Record<string, unknown> => ({
  allocationMode: a.allocation_mode,
  percent: a.percent ?? null,
  hoursPerDay: a.hours_per_day ?? null,
  fixedHours: a.fixed_hours ?? null,
});
const graphAllocation = (a: {
  allocationMode?: unknown;
  percent?: unknown;
  hoursPerDay?: unknown;
  fixedHours?: unknown;
}): Record<string, unknown> => ({
  // The graph's enum value in the document's spelling (PERCENT is `percent`), to compare with REST.
  allocationMode: typeof a.allocationMode === 'string' ? a.allocationMode.toLowerCase() : a.allocationMode,
  percent: a.percent ?? null,
  hoursPerDay: a.hoursPerDay ?? null,
  fixedHours: a.fixedHours ?? null,
});

/** A retarget through the graph: by updateAssignment (whose input has no target) or retargetAssignment. */
type Retargeted = Exactly<ResourceRuleRetargetAssignmentMutation> | Exactly<ResourceRuleUpdateAssignmentMutation>;

const assignmentOps = {
  /** POST /assignments with allocation_mode args.mode and the value property of args.valueProperty (default: the mode's). */
  'assignment.create': operation<{ mode: AllocationMode; valueProperty?: AllocationMode; value: number }>()({
    prepare: async (world, _args, side, row) => ({
      project: await newProject(world, `Project ${row.id} ${side}`),
      user: await personId(world),
    }),
    rest(world, args, c) {
      const [key] = VALUE_KEYS[args.valueProperty ?? args.mode];
      return world.rp<RpAssignment>('POST', '/assignments', {
        assignable_id: Number(c.project),
        user_id: Number(c.user),
        starts_at: '2026-04-06',
        ends_at: '2026-04-24',
        allocation_mode: args.mode.toLowerCase(),
        [key]: args.value,
      });
    },
    graph(world, args, c) {
      const [, key] = VALUE_KEYS[args.valueProperty ?? args.mode];
      const allocation: AllocationInput = { mode: args.mode };
      allocation[key] = args.value;
      return world.gql(CREATE_ASSIGNMENT, {
        input: { assignableId: c.project, personId: c.user, startsAt: '2026-04-06', endsAt: '2026-04-24', allocation },
      });
    },
    readRest: async (world, _args, _c, answer) =>
      restAllocation(
        await world.ok(world.rp<RpAssignment>('GET', `/assignments/${idText(answer.body.id)}`), 'assignment'),
      ),
    async readGraph(world, _args, _c, data) {
      const id = present(data.createAssignment?.assignment, 'the new assignment').id;
      return graphAllocation(ofType((await world.gqlData(ASSIGNMENT, { id })).node, 'Assignment'));
    },
  }),
  /** Moves an assignment to another project: PUT with a new target, or delete and create (args.how). */
  'assignment.retarget': operation<{ how: 'put' | 'deleteCreate' }>()({
    async prepare(world, _args, side, row) {
      const [from, to] = [
        await newProject(world, `From ${row.id} ${side}`),
        await newProject(world, `To ${row.id} ${side}`),
      ];
      const created = await world.ok(
        world.rp<RpAssignment>('POST', '/assignments', {
          assignable_id: Number(from),
          user_id: Number(await personId(world)),
          starts_at: '2026-05-04',
          ends_at: '2026-05-29',
        }),
        'assignment',
      );
      return { from, to, id: idText(created.id) };
    },
    async rest(world, args, c): Promise<RestAnswer<RpAssignment>> {
      if (args.how === 'put')
        return world.rp<RpAssignment>('PUT', `/assignments/${c.id}`, { assignable_id: Number(c.to) });
      const old = await world.ok(world.rp<RpAssignment>('GET', `/assignments/${c.id}`), 'assignment');
      await world.ok(world.rp('DELETE', `/assignments/${c.id}`), 'delete');
      return world.rp<RpAssignment>('POST', '/assignments', {
        assignable_id: Number(c.to),
        user_id: old.user_id,
        starts_at: old.starts_at,
        ends_at: old.ends_at,
      });
    },
    // UpdateAssignmentInput has no assignableId: the row's PUT is sent as written, for GraphQL to refuse.
    graph: (world, args, c): Promise<GraphAnswer<Retargeted>> =>
      args.how === 'put'
        ? world.gqlAsWritten(UPDATE_ASSIGNMENT, { input: { id: c.id, assignableId: c.to } })
        : world.gql(RETARGET_ASSIGNMENT, { input: { id: c.id, assignableId: c.to } }),
    readRest: async (world, _args, c, answer) => retargeted(world, c, idText(answer.body.id)),
    readGraph: async (world, _args, c, data) =>
      retargeted(
        world,
        c,
        present(
          'retargetAssignment' in data ? data.retargetAssignment?.assignment : undefined,
          'the retargeted assignment',
        ).assignmentId,
      ),
  }),
};

async function retargeted(
  world: World,
  c: { id: string; to: string },
  newId: string,
): Promise<Record<string, unknown>> {
  const created = await world.ok(world.rp<RpAssignment>('GET', `/assignments/${newId}`), 'new assignment');
  return {
    onTarget: idText(created.assignable_id) === c.to,
    oldGone: (await world.rp('GET', `/assignments/${c.id}`)).status === 404,
  };
}

const CREATE_BUDGET_ITEM = graphql(`
  mutation ResourceRuleCreateBudgetItem($input: CreateBudgetItemInput!) {
    createBudgetItem(input: $input) {
      budgetItem {
        budgetItemId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const BUDGET_ITEM = graphql(`query ResourceRuleBudgetItem($id: ID!) { budgetItem(id: $id) { itemType } }`);

/** Document 3's item_type values, as the graph's BudgetItemType spells them. */
const GRAPH_ITEM_TYPES: Record<string, string> = {
  Expenses: 'EXPENSES',
  TimeFees: 'TIME_FEES',
  TimeFeesDays: 'TIME_FEES_DAYS',
};

const budgetOps = {
  /** A budget item of item type args.itemType (which may be one the graph's enumeration lacks: sent as written). */
  'budget.create': operation<{ itemType: string }>()({
    prepare: async (world, _args, side, row) => ({ project: await newProject(world, `Project ${row.id} ${side}`) }),
    rest: (world, args, c) =>
      world.rp<RpRecord>('POST', `/projects/${c.project}/budget_items`, { item_type: args.itemType, amount: 1000 }),
    graph: (world, args, c) =>
      world.gqlAsWritten(CREATE_BUDGET_ITEM, {
        input: { projectId: c.project, itemType: GRAPH_ITEM_TYPES[args.itemType] ?? args.itemType, amount: 1000 },
      }),
    readRest: async (world, _args, _c, answer) => ({
      itemType: (await world.ok(world.rp<RpRecord>('GET', `/budget_items/${idText(answer.body.id)}`), 'budget item'))
        .item_type,
    }),
    async readGraph(world, _args, _c, data) {
      const read = present(
        (
          await world.gqlData(BUDGET_ITEM, {
            id: present(data.createBudgetItem?.budgetItem, 'the new budget item').budgetItemId,
          })
        ).budgetItem,
        'the budget item',
      ).itemType;
      return { itemType: Object.entries(GRAPH_ITEM_TYPES).find(([, graph]) => graph === read)?.[0] ?? read };
    },
  }),
};

/** A custom field's property over REST, and its name in the graph (namespace and data_type are not editable there). */
const FIELD_NAMES = {
  name: 'name',
  description: 'description',
  options: 'options',
  default_value: 'defaultValue',
  is_visible_on_info_page: 'isVisibleOnInfoPage',
  is_visible_as_filter: 'isVisibleAsFilter',
  namespace: 'namespace',
  data_type: 'dataType',
} as const;
const UPDATE_CUSTOM_FIELD = graphql(`
  mutation ResourceRuleUpdateCustomField($input: UpdateCustomFieldInput!) {
    updateCustomField(input: $input) {
      customField {
        customFieldId: backendId
        name
        description
        options
        defaultValue
        isVisibleOnInfoPage
        isVisibleAsFilter
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const CUSTOM_FIELD = graphql(`
  query ResourceRuleCustomField($id: ID!) {
    customField(id: $id) {
      customFieldId: backendId
      name
      description
      options
      defaultValue
      isVisibleOnInfoPage
      isVisibleAsFilter
    }
  }
`);
const DELETE_CUSTOM_FIELD = graphql(`
  mutation ResourceRuleDeleteCustomField($input: DeleteCustomFieldInput!) {
    deleteCustomField(input: $input) {
      deletedCustomFieldId
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const PROJECT_FIELD_VALUES = graphql(`
  query ResourceRuleProjectFieldValues($id: ID!) {
    project(id: $id) {
      customFieldValues {
        customFieldId: backendId
      }
    }
  }
`);

async function newCustomField(world: World, name: string): Promise<string> {
  return idText(
    (
      await world.ok(
        world.rp<RpCustomField>('POST', '/custom_fields', {
          name,
          namespace: 'assignables',
          data_type: 'selection_list',
          options: ['Low', 'High'],
        }),
        'custom field',
      )
    ).id,
  );
}

/** The value a custom-field row writes: its value, names made unique per row and side. */
const writtenValue = (args: { property: keyof typeof FIELD_NAMES; value: unknown }, suffix: string): unknown =>
  args.property === 'name' ? `${String(args.value)} ${suffix}` : args.value;

const customFieldOps = {
  /** PUT /custom_fields/{id} of one property (args.property) to args.value; the graph's input lacks namespace and data_type (sent as written). */
  'customField.update': operation<{
    property: keyof typeof FIELD_NAMES;
    value: string | boolean | readonly string[];
  }>()({
    prepare: async (world, _args, side, row) => ({
      id: await newCustomField(world, `Field ${row.id} ${side}`),
      suffix: `${row.id} ${side}`,
    }),
    rest: (world, args, c) =>
      world.rp('PUT', `/custom_fields/${c.id}`, { [args.property]: writtenValue(args, c.suffix) }),
    graph: (world, args, c) =>
      world.gqlAsWritten(UPDATE_CUSTOM_FIELD, {
        input: { id: c.id, [FIELD_NAMES[args.property]]: writtenValue(args, c.suffix) },
      }),
    async readRest(world, args, c) {
      const field = await world.ok(world.rp<RpCustomField>('GET', `/custom_fields/${c.id}`), 'custom field');
      return { changed: JSON.stringify(field[args.property]) === JSON.stringify(writtenValue(args, c.suffix)) };
    },
    async readGraph(world, args, c) {
      const field: Record<string, unknown> = {
        ...present((await world.gqlData(CUSTOM_FIELD, { id: c.id })).customField, 'the custom field'),
      };
      return {
        changed: JSON.stringify(field[FIELD_NAMES[args.property]]) === JSON.stringify(writtenValue(args, c.suffix)),
      };
    },
  }),
  /** Deletes a field whose value a new project holds. */
  'customField.delete': operation()({
    async prepare(world, _args, side, row) {
      const id = await newCustomField(world, `Doomed ${row.id} ${side}`);
      const project = await newProject(world, `Project ${row.id} ${side}`);
      await world.ok(
        world.rp('POST', `/projects/${project}/custom_field_values`, { custom_field_id: Number(id), value: 'High' }),
        'value',
      );
      return { id, project };
    },
    rest: (world, _args, c) => world.rp('DELETE', `/custom_fields/${c.id}`),
    graph: (world, _args, c) => world.gql(DELETE_CUSTOM_FIELD, { input: { id: c.id } }),
    readRest: async (world, _args, c) => ({
      valueKept: (await world.rpAll<RpCustomFieldValue>(`/projects/${c.project}/custom_field_values`)).some(
        (v) => idText(v.custom_field_id) === c.id,
      ),
    }),
    readGraph: async (world, _args, c) => ({
      valueKept: present(
        present((await world.gqlData(PROJECT_FIELD_VALUES, { id: c.project })).project, 'the project')
          .customFieldValues,
        'its field values',
      ).some((v) => v.customFieldId === c.id),
    }),
  }),
};

const rateKey = (r: { rate: unknown }): string => String(r.rate);

const CREATE_PROJECT = graphql(`
  mutation ResourceRuleCreateRatedProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      project {
        projectId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const ACCOUNT_RATES = graphql(`
  query ResourceRuleAccountBillRates {
    billRates(first: 500) {
      edges {
        node {
          rate {
            amount
            currencyCode
          }
        }
      }
    }
  }
`);
const PROJECT_RATES = graphql(`
  query ResourceRuleProjectBillRates($id: ID!) {
    project(id: $id) {
      billRates(first: 500) {
        edges {
          node {
            rate {
              amount
              currencyCode
            }
            person {
              id
            }
          }
        }
      }
    }
  }
`);
const ASSIGNABLES = graphql(`
  query ResourceRuleAssignables {
    assignables(first: 500) {
      edges {
        node {
          __typename
          ... on Project {
            projectId: backendId
          }
        }
      }
    }
  }
`);

/** The nodes of a connection the graph answered. */
const nodesOf = <N>(
  connection: { edges?: ReadonlyArray<{ node?: N | null } | null> | null } | null | undefined,
  what: string,
): N[] => (present(connection, what).edges ?? []).map((e) => present(e?.node, `an item of ${what}`));

const referenceOps = {
  /** A new project's bill rates against the account's. */
  'rates.newProject': operation()({
    prepare: (_world, _args, side, row) => ({ name: `Rated ${row.id} ${side}` }),
    rest: (world, _args, c) => world.rp<RpProject>('POST', '/projects', { name: c.name }),
    graph: (world, _args, c) => world.gql(CREATE_PROJECT, { input: { name: c.name } }),
    async readRest(world, _args, _c, answer) {
      // The creator becomes a member, which adds user rates (a rule of its own): compare the others.
      const [account, project] = [
        await world.rpAll<RpBillRate>('/bill_rates'),
        (await world.rpAll<RpBillRate>(`/projects/${idText(answer.body.id)}/bill_rates`)).filter(
          (r) => r.user_id == null,
        ),
      ];
      return {
        copiesAccountRates:
          account.length > 0 &&
          JSON.stringify(account.map(rateKey).sort()) === JSON.stringify(project.map(rateKey).sort()),
      };
    },
    async readGraph(world, _args, _c, data) {
      const account = nodesOf((await world.gqlData(ACCOUNT_RATES)).billRates, 'the account rates');
      const projectId = present(data.createProject?.project, 'the new project').projectId;
      const project = nodesOf(
        present((await world.gqlData(PROJECT_RATES, { id: projectId })).project, 'the project').billRates,
        'the project rates',
      ).filter((r) => r.person === null);
      return {
        copiesAccountRates:
          account.length > 0 &&
          JSON.stringify(account.map(rateKey).sort()) === JSON.stringify(project.map(rateKey).sort()),
      };
    },
  }),
  /** Every assignable: its types, and whether any is a phase. */
  'assignables.list': operation()({
    rest: async (world): Promise<RestAnswer<RpAssignable[]>> => ({
      status: 200,
      body: await world.rpAll<RpAssignable>('/assignables'),
    }),
    graph: (world) => world.gql(ASSIGNABLES),
    readRest: (_world, _args, _c, answer) => ({
      types: [...new Set(answer.body.map((a) => a.type))].sort(),
      noPhases: answer.body.every((a) => a.parent_id === null || a.parent_id === undefined),
    }),
    readGraph(_world, _args, _c, data) {
      const assignables = nodesOf(data.assignables, 'the assignables');
      return {
        types: [...new Set(assignables.map((a) => a.__typename))].sort(),
        noPhases: assignables.every((a) => a.__typename !== 'Phase'),
      };
    },
  }),
  /** A write to a read-only resource (args.path), and the graph's mutation of that name (args.mutation), which does not exist. */
  'readOnly.write': operation<{ path: string; mutation: string }>()({
    rest: (world, args) => world.rp('POST', args.path, { name: 'New' }),
    graph: (world, args) => world.gqlText(`mutation { ${args.mutation}(input: { name: "New" }) { id } }`),
  }),
};

const rateMultiset = (rates: Array<{ rate: unknown }>): string =>
  JSON.stringify(rates.map((r) => Number(r.rate)).sort((a, b) => a - b));
const WEEK = { sunday: 0, monday: 6, tuesday: 6, wednesday: 6, thursday: 6, friday: 0, saturday: 0 };

const CREATE_PHASE = graphql(`
  mutation ResourceRuleCreateRatedPhase($input: CreatePhaseInput!) {
    createPhase(input: $input) {
      phase {
        phaseId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const PHASE_RATES = graphql(`
  query ResourceRulePhaseBillRates($id: ID!) {
    project(id: $id) {
      phases(first: 10) {
        edges {
          node {
            phaseId: backendId
            billRates(first: 500) {
              edges {
                node {
                  billRateId: backendId
                  rate {
                    amount
                    currencyCode
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);
const CREATE_AVAILABILITY = graphql(`
  mutation ResourceRuleCreateAvailability($input: CreateAvailabilityInput!) {
    createAvailability(input: $input) {
      availability {
        availabilityId: backendId
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);
const CREATE_PLACEHOLDER_EXPENSE = graphql(`
  mutation ResourceRuleCreatePlaceholderExpense($input: CreateExpenseItemInput!) {
    createExpenseItem(input: $input) {
      expenseItem {
        id
      }
      userErrors {
        code
        errorCode
        field
        message
      }
    }
  }
`);

const moreOps = {
  /** A phase with or without its own bill rates (args.useParentBillRates), against its project's. */
  'phase.rates': operation<{ useParentBillRates: boolean }>()({
    prepare: async (world, _args, side, row) => ({ project: await newProject(world, `Rated ${row.id} ${side}`) }),
    rest: (world, args, c) =>
      world.rp<RpProject>('POST', `/projects/${c.project}/phases`, {
        phase_name: 'Delivery',
        use_parent_bill_rates: args.useParentBillRates,
      }),
    graph: (world, args, c) =>
      world.gql(CREATE_PHASE, {
        input: { projectId: c.project, name: 'Delivery', useParentBillRates: args.useParentBillRates },
      }),
    async readRest(world, _args, c, answer) {
      const [parent, phase] = [
        await world.rpAll<RpBillRate>(`/projects/${c.project}/bill_rates`),
        await world.rpAll<RpBillRate>(`/projects/${idText(answer.body.id)}/bill_rates`),
      ];
      return {
        sameRates: rateMultiset(parent) === rateMultiset(phase),
        ownRecords: phase.every((r) => !parent.some((p) => idText(p.id) === idText(r.id))),
      };
    },
    async readGraph(world, _args, c, data) {
      const parent = await world.rpAll<RpBillRate>(`/projects/${c.project}/bill_rates`);
      const phaseId = present(data.createPhase?.phase, 'the new phase').phaseId;
      const phases = nodesOf(
        present((await world.gqlData(PHASE_RATES, { id: c.project })).project, 'the project').phases,
        'the phases',
      );
      const phase = nodesOf(
        present(
          phases.find((p) => p.phaseId === phaseId),
          'the new phase',
        ).billRates,
        'the phase rates',
      ).map((r) => ({ id: r.billRateId, rate: r.rate.amount }));
      return {
        sameRates: rateMultiset(parent) === rateMultiset(phase),
        ownRecords: phase.every((r) => !parent.some((p) => idText(p.id) === r.id)),
      };
    },
  }),
  /** A new availability block for a person holding an assignment; the assignment is read before and after. */
  'availability.create': operation()({
    async prepare(world, _args, side, row) {
      const project = await newProject(world, `Busy ${row.id} ${side}`);
      const user = await personId(world);
      const assignment = await world.ok(
        world.rp<RpAssignment>('POST', '/assignments', {
          assignable_id: Number(project),
          user_id: Number(user),
          starts_at: '2026-06-01',
          ends_at: '2026-06-26',
          allocation_mode: 'hours_per_day',
          hours_per_day: 4,
        }),
        'assignment',
      );
      const starts = side === 'rest' ? '2026-06-01' : '2026-06-08';
      return {
        user,
        assignmentId: idText(assignment.id),
        before: JSON.stringify(assignment),
        starts,
        ends: side === 'rest' ? '2026-06-05' : '2026-06-12',
      };
    },
    rest: (world, _args, c) =>
      world.rp('POST', `/users/${c.user}/availabilities`, {
        starts_at: c.starts,
        ends_at: c.ends,
        day0: 0,
        day1: 6,
        day2: 6,
        day3: 6,
        day4: 6,
        day5: 0,
        day6: 0,
      }),
    graph: (world, _args, c) =>
      world.gql(CREATE_AVAILABILITY, { input: { personId: c.user, startsAt: c.starts, endsAt: c.ends, hours: WEEK } }),
    readRest: async (world, _args, c) => ({
      assignmentUnchanged:
        JSON.stringify(await world.ok(world.rp('GET', `/assignments/${c.assignmentId}`), 'assignment')) === c.before,
    }),
    readGraph: async (world, _args, c) => ({
      assignmentUnchanged:
        JSON.stringify(await world.ok(world.rp('GET', `/assignments/${c.assignmentId}`), 'assignment')) === c.before,
    }),
  }),
  /** An expense item charged to a placeholder resource. */
  'expense.placeholder': operation()({
    prepare: async (world): Promise<{ placeholder: string; project: ExactId }> => ({
      placeholder: idText(present((await world.rpAll('/placeholder_resources'))[0], 'a placeholder').id),
      project: present((await world.rpAll('/projects'))[0], 'a project').id,
    }),
    rest: (world, _args, c) =>
      world.rp('POST', `/users/${c.placeholder}/expense_items`, {
        date: '2026-03-02',
        amount: 10,
        project_id: c.project,
      }),
    graph: (world, _args, c) =>
      world.gql(CREATE_PLACEHOLDER_EXPENSE, {
        input: { personId: c.placeholder, date: '2026-03-02', amount: 10, projectId: String(c.project) },
      }),
  }),
};

export const resourceMoreOps = {
  ...moreOps,
  ...expenseOps,
  ...assignmentOps,
  ...budgetOps,
  ...customFieldOps,
  ...referenceOps,
};
