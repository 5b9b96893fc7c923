// Operations of the other resource-planning rows: expense items, assignments (allocation and
// retargeting), budget items, custom fields, bill rates copied to new projects, assignables and the
// read-only reference data.
import { newProject, personId } from './doc3-resource.ops.js';
import { idText } from './exact-json.js';
import type { Operation } from './ops.js';
import type { World } from './world.js';

const leaveTypeId = (world: World): Promise<string> => world.once('rp:leave', async () => idText((await world.rpAll('/leave_types'))[0].id));

const expenseOps: Record<string, Operation> = {
  /** POST /users/{id}/expense_items with the fields the row names (args.fields) and targets (args.targets). */
  'expense.create': {
    prepare: async (world, args, side, row) => ({
      user: await personId(world),
      project: args.targets?.some((t: string) => t !== 'leave') ? await newProject(world, `Project ${row.id} ${side}`) : undefined,
      leave: await leaveTypeId(world),
    }),
    rest(world, args, c) {
      const body: Record<string, unknown> = {};
      if (args.fields.includes('date')) body.date = '2026-03-02';
      if (args.fields.includes('amount')) body.amount = 75.25;
      for (const t of args.targets ?? []) body[t === 'project' ? 'project_id' : t === 'leave' ? 'leave_type_id' : 'assignable_id'] = Number(t === 'leave' ? c.leave : c.project);
      return world.rp('POST', `/users/${c.user}/expense_items`, body);
    },
    graph(world, args, c) {
      const input: Record<string, unknown> = { personId: c.user };
      if (args.fields.includes('date')) input.date = '2026-03-02';
      if (args.fields.includes('amount')) input.amount = 75.25;
      for (const t of args.targets ?? []) input[t === 'project' ? 'projectId' : t === 'leave' ? 'leaveTypeId' : 'assignableId'] = t === 'leave' ? c.leave : c.project;
      return world.gql('mutation C($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId } } }', { input });
    },
    async readRest(world, _args, c, answer) {
      const item = await world.ok(world.rp('GET', `/users/${c.user}/expense_items/${idText(answer.body.id)}`), 'expense item');
      return { amount: item.amount, date: item.date, onLeaveType: item.assignable_type === 'LeaveType' };
    },
    async readGraph(world, _args, _c, answer) {
      const item = (await world.gqlData('query E($id: ID!) { node(id: $id) { ... on ExpenseItem { amount date assignable { __typename } } } }', { id: answer.data.createExpenseItem.expenseItem.id })).node;
      return { amount: item.amount, date: item.date, onLeaveType: item.assignable.__typename === 'LeaveType' };
    },
  },
};

const ASSIGNMENT = 'id assignmentId allocationMode percent hoursPerDay fixedHours assignable { ... on Project { projectId } }';
const VALUE_KEYS: Record<string, [string, string]> = { percent: ['percent', 'percent'], hours_per_day: ['hours_per_day', 'hoursPerDay'], fixed: ['fixed_hours', 'fixedHours'] };

/** What an assignment shows: its mode and the value of each mode's property. */
const allocationView = (a: any, rest: boolean) => ({
  allocationMode: rest ? a.allocation_mode : a.allocationMode,
  percent: (rest ? a.percent : a.percent) ?? null,
  hoursPerDay: (rest ? a.hours_per_day : a.hoursPerDay) ?? null,
  fixedHours: (rest ? a.fixed_hours : a.fixedHours) ?? null,
});

const assignmentOps: Record<string, Operation> = {
  /** POST /assignments with allocation_mode args.mode and the value property of args.valueProperty (default: the mode's). */
  'assignment.create': {
    prepare: async (world, _args, side, row) => ({ project: await newProject(world, `Project ${row.id} ${side}`), user: await personId(world) }),
    rest(world, args, c) {
      const [key] = VALUE_KEYS[args.valueProperty ?? args.mode]!;
      return world.rp('POST', '/assignments', { assignable_id: Number(c.project), user_id: Number(c.user), starts_at: '2026-04-06', ends_at: '2026-04-24', allocation_mode: args.mode, [key]: args.value });
    },
    graph(world, args, c) {
      const [, key] = VALUE_KEYS[args.valueProperty ?? args.mode]!;
      return world.gql(`mutation C($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { ${ASSIGNMENT} } } }`, {
        input: { assignableId: c.project, personId: c.user, startsAt: '2026-04-06', endsAt: '2026-04-24', allocation: { mode: args.mode, [key]: args.value } },
      });
    },
    readRest: async (world, _args, _c, answer) => allocationView(await world.ok(world.rp('GET', `/assignments/${idText(answer.body.id)}`), 'assignment'), true),
    readGraph: async (world, _args, _c, answer) => allocationView((await world.gqlData(`query A($id: ID!) { node(id: $id) { ... on Assignment { ${ASSIGNMENT} } } }`, { id: answer.data.createAssignment.assignment.id })).node, false),
  },
  /** Moves an assignment to another project: PUT with a new target, or delete and create (args.how). */
  'assignment.retarget': {
    async prepare(world, _args, side, row) {
      const [from, to] = [await newProject(world, `From ${row.id} ${side}`), await newProject(world, `To ${row.id} ${side}`)];
      const created = await world.ok(world.rp('POST', '/assignments', { assignable_id: Number(from), user_id: Number(await personId(world)), starts_at: '2026-05-04', ends_at: '2026-05-29' }), 'assignment');
      return { from, to, id: idText(created.id) };
    },
    async rest(world, args, c) {
      if (args.how === 'put') return world.rp('PUT', `/assignments/${c.id}`, { assignable_id: Number(c.to) });
      const old = await world.ok(world.rp('GET', `/assignments/${c.id}`), 'assignment');
      await world.ok(world.rp('DELETE', `/assignments/${c.id}`), 'delete');
      return world.rp('POST', '/assignments', { assignable_id: Number(c.to), user_id: old.user_id, starts_at: old.starts_at, ends_at: old.ends_at });
    },
    graph: (world, args, c) =>
      args.how === 'put'
        ? world.gql('mutation U($input: UpdateAssignmentInput!) { updateAssignment(input: $input) { assignment { assignmentId } } }', { input: { id: c.id, assignableId: c.to } })
        : world.gql('mutation R($input: RetargetAssignmentInput!) { retargetAssignment(input: $input) { assignment { assignmentId } } }', { input: { id: c.id, assignableId: c.to } }),
    readRest: async (world, _args, c, answer) => retargeted(world, c, idText(answer.body.id)),
    readGraph: async (world, _args, c, answer) => retargeted(world, c, answer.data.retargetAssignment.assignment.assignmentId),
  },
};

async function retargeted(world: World, c: { id: string; to: string }, newId: string): Promise<Record<string, unknown>> {
  const created = await world.ok(world.rp('GET', `/assignments/${newId}`), 'new assignment');
  return { onTarget: idText(created.assignable_id) === c.to, oldGone: (await world.rp('GET', `/assignments/${c.id}`)).status === 404 };
}

const budgetOps: Record<string, Operation> = {
  'budget.create': {
    prepare: async (world, _args, side, row) => ({ project: await newProject(world, `Project ${row.id} ${side}`) }),
    rest: (world, args, c) => world.rp('POST', `/projects/${c.project}/budget_items`, { item_type: args.itemType, amount: 1000 }),
    graph: (world, args, c) => world.gql('mutation B($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { budgetItemId } } }', { input: { projectId: c.project, itemType: args.itemType, amount: 1000 } }),
    readRest: async (world, _args, _c, answer) => ({ itemType: (await world.ok(world.rp('GET', `/budget_items/${idText(answer.body.id)}`), 'budget item')).item_type }),
    readGraph: async (world, _args, _c, answer) => ({ itemType: (await world.gqlData('query B($id: ID!) { budgetItem(id: $id) { itemType } }', { id: answer.data.createBudgetItem.budgetItem.budgetItemId })).budgetItem.itemType }),
  },
};

const FIELD_NAMES: Record<string, string> = { name: 'name', description: 'description', options: 'options', default_value: 'defaultValue', is_visible_on_info_page: 'isVisibleOnInfoPage', is_visible_as_filter: 'isVisibleAsFilter', namespace: 'namespace', data_type: 'dataType' };
const CUSTOM_FIELD = 'customFieldId name description options defaultValue isVisibleOnInfoPage isVisibleAsFilter';

async function newCustomField(world: World, name: string): Promise<string> {
  return idText((await world.ok(world.rp('POST', '/custom_fields', { name, namespace: 'assignables', data_type: 'selection_list', options: ['Low', 'High'] }), 'custom field')).id);
}

const customFieldOps: Record<string, Operation> = {
  /** PUT /custom_fields/{id} of one property (args.property) to args.value. */
  'customField.update': {
    prepare: async (world, _args, side, row) => ({ id: await newCustomField(world, `Field ${row.id} ${side}`), suffix: `${row.id} ${side}` }),
    rest: (world, args, c) => world.rp('PUT', `/custom_fields/${c.id}`, { [args.property]: args.property === 'name' ? `${args.value} ${c.suffix}` : args.value }),
    graph: (world, args, c) => world.gql(`mutation U($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { customField { ${CUSTOM_FIELD} } } }`, { input: { id: c.id, [FIELD_NAMES[args.property]!]: args.property === 'name' ? `${args.value} ${c.suffix}` : args.value } }),
    async readRest(world, args, c) {
      const field = await world.ok(world.rp('GET', `/custom_fields/${c.id}`), 'custom field');
      return { changed: JSON.stringify(field[args.property]) === JSON.stringify(args.property === 'name' ? `${args.value} ${c.suffix}` : args.value) };
    },
    async readGraph(world, args, c) {
      const field = (await world.gqlData(`query F($id: ID!) { customField(id: $id) { ${CUSTOM_FIELD} } }`, { id: c.id })).customField;
      return { changed: JSON.stringify(field[FIELD_NAMES[args.property]!]) === JSON.stringify(args.property === 'name' ? `${args.value} ${c.suffix}` : args.value) };
    },
  },
  /** Deletes a field whose value a new project holds. */
  'customField.delete': {
    async prepare(world, _args, side, row) {
      const id = await newCustomField(world, `Doomed ${row.id} ${side}`);
      const project = await newProject(world, `Project ${row.id} ${side}`);
      await world.ok(world.rp('POST', `/projects/${project}/custom_field_values`, { custom_field_id: Number(id), value: 'High' }), 'value');
      return { id, project };
    },
    rest: (world, _args, c) => world.rp('DELETE', `/custom_fields/${c.id}`),
    graph: (world, _args, c) => world.gql('mutation D($input: DeleteCustomFieldInput!) { deleteCustomField(input: $input) { deletedCustomFieldId } }', { input: { id: c.id } }),
    readRest: async (world, _args, c) => ({ valueKept: (await world.rpAll(`/projects/${c.project}/custom_field_values`)).some((v) => idText(v.custom_field_id) === c.id) }),
    readGraph: async (world, _args, c) => ({ valueKept: (await world.gqlData('query P($id: ID!) { project(id: $id) { customFieldValues { customFieldId } } }', { id: c.project })).project.customFieldValues.some((v: any) => v.customFieldId === c.id) }),
  },
};

const rateKey = (r: { rate: number; role?: unknown; discipline?: unknown }) => String(r.rate);

const referenceOps: Record<string, Operation> = {
  /** A new project's bill rates against the account's. */
  'rates.newProject': {
    prepare: async (_world, _args, side, row) => ({ name: `Rated ${row.id} ${side}` }),
    rest: (world, _args, c) => world.rp('POST', '/projects', { name: c.name }),
    graph: (world, _args, c) => world.gql('mutation C($input: CreateProjectInput!) { createProject(input: $input) { project { projectId } } }', { input: { name: c.name } }),
    async readRest(world, _args, _c, answer) {
      // The creator becomes a member, which adds user rates (a rule of its own): compare the others.
      const [account, project] = [await world.rpAll('/bill_rates'), (await world.rpAll(`/projects/${idText(answer.body.id)}/bill_rates`)).filter((r) => r.user_id == null)];
      return { copiesAccountRates: account.length > 0 && JSON.stringify(account.map(rateKey).sort()) === JSON.stringify(project.map(rateKey).sort()) };
    },
    async readGraph(world, _args, _c, answer) {
      const account = (await world.gqlData('{ billRates(first: 500) { edges { node { rate } } } }')).billRates.edges.map((e: any) => e.node);
      const project = (await world.gqlData('query P($id: ID!) { project(id: $id) { billRates(first: 500) { edges { node { rate person { id } } } } } }', { id: answer.data.createProject.project.projectId })).project.billRates.edges.map((e: any) => e.node).filter((r: any) => r.person === null);
      return { copiesAccountRates: account.length > 0 && JSON.stringify(account.map(rateKey).sort()) === JSON.stringify(project.map(rateKey).sort()) };
    },
  },
  /** Every assignable: its types, and whether any is a phase. */
  'assignables.list': {
    rest: async (world) => ({ status: 200, body: await world.rpAll('/assignables') }),
    graph: (world) => world.gql('{ assignables(first: 500) { edges { node { __typename ... on Project { projectId } } } } }'),
    readRest: async (_world, _args, _c, answer) => ({ types: [...new Set(answer.body.map((a: any) => a.type))].sort(), noPhases: answer.body.every((a: any) => a.parent_id === null || a.parent_id === undefined) }),
    readGraph: async (_world, _args, _c, answer) => ({ types: [...new Set(answer.data.assignables.edges.map((e: any) => e.node.__typename))].sort(), noPhases: answer.data.assignables.edges.every((e: any) => e.node.__typename !== 'Phase') }),
  },
  /** A write to a read-only resource (args.path), and the graph's mutation of that name (args.mutation), which does not exist. */
  'readOnly.write': {
    rest: (world, args) => world.rp('POST', args.path, { name: 'New' }),
    graph: (world, args) => world.gql(`mutation { ${args.mutation}(input: { name: "New" }) { id } }`),
  },
};

const rateMultiset = (rates: Array<{ rate: number }>): string => JSON.stringify(rates.map((r) => r.rate).sort((a, b) => a - b));
const WEEK = { sunday: 0, monday: 6, tuesday: 6, wednesday: 6, thursday: 6, friday: 0, saturday: 0 };

const moreOps: Record<string, Operation> = {
  /** A phase with or without its own bill rates (args.useParentBillRates), against its project's. */
  'phase.rates': {
    prepare: async (world, _args, side, row) => ({ project: await newProject(world, `Rated ${row.id} ${side}`) }),
    rest: (world, args, c) => world.rp('POST', `/projects/${c.project}/phases`, { phase_name: 'Delivery', use_parent_bill_rates: args.useParentBillRates }),
    graph: (world, args, c) => world.gql('mutation C($input: CreatePhaseInput!) { createPhase(input: $input) { phase { phaseId } } }', { input: { projectId: c.project, phaseName: 'Delivery', useParentBillRates: args.useParentBillRates } }),
    async readRest(world, _args, c, answer) {
      const [parent, phase] = [await world.rpAll(`/projects/${c.project}/bill_rates`), await world.rpAll(`/projects/${idText(answer.body.id)}/bill_rates`)];
      return { sameRates: rateMultiset(parent) === rateMultiset(phase), ownRecords: phase.every((r) => !parent.some((p) => idText(p.id) === idText(r.id))) };
    },
    async readGraph(world, _args, c, answer) {
      const parent = await world.rpAll(`/projects/${c.project}/bill_rates`);
      const phases = (await world.gqlData('query P($id: ID!) { project(id: $id) { phases(first: 10) { edges { node { phaseId billRates(first: 500) { edges { node { billRateId rate } } } } } } } }', { id: c.project })).project.phases.edges.map((e: any) => e.node);
      const phase = phases.find((p: any) => p.phaseId === answer.data.createPhase.phase.phaseId).billRates.edges.map((e: any) => ({ id: e.node.billRateId, rate: e.node.rate }));
      return { sameRates: rateMultiset(parent) === rateMultiset(phase), ownRecords: phase.every((r: any) => !parent.some((p) => idText(p.id) === r.id)) };
    },
  },
  /** A new availability block for a person holding an assignment; the assignment is read before and after. */
  'availability.create': {
    async prepare(world, _args, side, row) {
      const project = await newProject(world, `Busy ${row.id} ${side}`);
      const user = await personId(world);
      const assignment = await world.ok(world.rp('POST', '/assignments', { assignable_id: Number(project), user_id: Number(user), starts_at: '2026-06-01', ends_at: '2026-06-26', allocation_mode: 'hours_per_day', hours_per_day: 4 }), 'assignment');
      const starts = side === 'rest' ? '2026-06-01' : '2026-06-08';
      return { user, assignmentId: idText(assignment.id), before: JSON.stringify(assignment), starts, ends: side === 'rest' ? '2026-06-05' : '2026-06-12' };
    },
    rest: (world, _args, c) => world.rp('POST', `/users/${c.user}/availabilities`, { starts_at: c.starts, ends_at: c.ends, day0: 0, day1: 6, day2: 6, day3: 6, day4: 6, day5: 0, day6: 0 }),
    graph: (world, _args, c) => world.gql('mutation A($input: CreateAvailabilityInput!) { createAvailability(input: $input) { availability { availabilityId } } }', { input: { personId: c.user, startsAt: c.starts, endsAt: c.ends, hours: WEEK } }),
    readRest: async (world, _args, c) => ({ assignmentUnchanged: JSON.stringify(await world.ok(world.rp('GET', `/assignments/${c.assignmentId}`), 'assignment')) === c.before }),
    readGraph: async (world, _args, c) => ({ assignmentUnchanged: JSON.stringify(await world.ok(world.rp('GET', `/assignments/${c.assignmentId}`), 'assignment')) === c.before }),
  },
  /** An expense item charged to a placeholder resource. */
  'expense.placeholder': {
    prepare: async (world) => ({ placeholder: idText((await world.rpAll('/placeholder_resources'))[0].id), project: (await world.rpAll('/projects'))[0].id }),
    rest: (world, _args, c) => world.rp('POST', `/users/${c.placeholder}/expense_items`, { date: '2026-03-02', amount: 10, project_id: c.project }),
    graph: (world, _args, c) => world.gql('mutation C($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id } } }', { input: { personId: c.placeholder, date: '2026-03-02', amount: 10, projectId: String(c.project) } }),
  },
};

export const resourceMoreOps: Record<string, Operation> = { ...moreOps, ...expenseOps, ...assignmentOps, ...budgetOps, ...customFieldOps, ...referenceOps };
