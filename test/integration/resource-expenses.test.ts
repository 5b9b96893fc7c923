// Expense items through the graph: per person and per project reads, and writes with `date` and
// `amount` required and exactly one of projectId, leaveTypeId, assignableId.
import { beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables);
const calls = () => upstreamCalls(stack.emulators.resourcePlanning);
async function direct(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stack.emulators.resourcePlanning.baseUrl}${path}`, {
    method,
    headers: { auth: 'rp-demo-token', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const ITEM = 'id expenseItemId amount date category notes person { personId } assignable { __typename ... on Project { projectId } ... on Phase { phaseId } ... on LeaveType { leaveTypeId } }';
const PERSON = toGlobalId('Person', 300120);
const create = (input: Record<string, unknown>) => gql(`mutation C($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { ${ITEM} } } }`, { input: { personId: PERSON, date: '2026-02-10', amount: 120.5, ...input } });

describe('expense items', () => {
  it('reads a person\'s and a project\'s items, as lists and one by one', async () => {
    const seeded = (await direct('GET', '/projects/500001/expense_items?per_page=1000')).body.data;
    const any = seeded[0] ?? (await direct('GET', '/users/300101/expense_items')).body.data[0];
    const projectId = any.assignable_id;
    const result = await gql(
      `query R($person: ID!, $project: ID!, $item: ID!) {
        person(id: $person) { expenseItems(first: 50) { edges { node { expenseItemId person { personId } } } } expenseItem(id: $item) { amount } }
        project(id: $project) { expenseItems(first: 50) { edges { node { expenseItemId } } } expenseItem(id: $item) { amount date } }
      }`,
      { person: String(any.user_id), project: String((await direct('GET', `/projects/${projectId}`)).body.parent_id ?? projectId), item: String(any.id) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.person.expenseItems.edges.map((e: any) => e.node.expenseItemId)).toContain(String(any.id));
    expect(result.data.person.expenseItem.amount).toBe(any.amount);
    expect(result.data.project.expenseItems.edges.map((e: any) => e.node.expenseItemId)).toContain(String(any.id));
    expect(result.data.project.expenseItem).toEqual({ amount: any.amount, date: any.date });
    const templates = (await calls()).map((c) => c.template);
    for (const t of ['/users/{user_id}/expense_items', '/users/{user_id}/expense_items/{expense_item_id}', '/projects/{project_id}/expense_items', '/projects/{project_id}/expense_items/{expense_item_id}']) expect(templates).toContain(t);
  });

  it('creates items on a project, a leave type and by assignable id; updates and deletes one', async () => {
    const onProject = await create({ projectId: toGlobalId('Project', 500001), category: 'Travel', notes: 'Train' });
    expect(onProject.errors).toBeUndefined();
    expect(onProject.data.createExpenseItem.expenseItem).toMatchObject({ amount: 120.5, date: '2026-02-10', category: 'Travel', notes: 'Train', person: { personId: '300120' }, assignable: { __typename: 'Project', projectId: '500001' } });
    const onLeave = await create({ leaveTypeId: toGlobalId('LeaveType', 490005) });
    expect(onLeave.data.createExpenseItem.expenseItem.assignable).toEqual({ __typename: 'LeaveType', leaveTypeId: '490005' });
    const byAssignable = await create({ assignableId: '490001' });
    expect(byAssignable.data.createExpenseItem.expenseItem.assignable).toEqual({ __typename: 'LeaveType', leaveTypeId: '490001' });

    const item = onProject.data.createExpenseItem.expenseItem;
    const updated = await gql(`mutation U($id: ID!) { updateExpenseItem(input: { id: $id, amount: 99, notes: null }) { expenseItem { ${ITEM} } } }`, { id: item.id });
    expect(updated.data.updateExpenseItem.expenseItem).toMatchObject({ amount: 99, notes: null, category: 'Travel' });
    const entity = await gql('query E($reps: [_Any!]!) { _entities(representations: $reps) { ... on ExpenseItem { amount notes } } }', { reps: [{ __typename: 'ExpenseItem', id: item.id }] });
    expect(entity.data._entities).toEqual([{ amount: 99, notes: null }]);
    const deleted = await gql('mutation D($id: ID!) { deleteExpenseItem(input: { id: $id }) { deletedExpenseItemId } }', { id: item.id });
    expect(deleted.data.deleteExpenseItem.deletedExpenseItemId).toBe(item.id);
    const gone = await gql('query N($id: ID!) { node(id: $id) { id } }', { id: item.id });
    expect(gone.data.node).toBeNull();
    const writes = (await calls()).filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.template}`);
    expect(writes).toEqual(['POST /users/{user_id}/expense_items', 'POST /users/{user_id}/expense_items', 'POST /users/{user_id}/expense_items', 'PUT /users/{user_id}/expense_items/{expense_item_id}', 'DELETE /users/{user_id}/expense_items/{expense_item_id}']);
  });

  it('refuses no target, two targets, and clearing date or amount, before any call', async () => {
    const none = await create({});
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.projectId' });
    const two = await create({ projectId: '500001', leaveTypeId: '490001' });
    expect(two.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.leaveTypeId' });
    const wrongType = await create({ leaveTypeId: toGlobalId('Project', 500001) });
    expect(wrongType.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.leaveTypeId' });
    const noDate = await gql('mutation { createExpenseItem(input: { personId: "300120", amount: 3, projectId: "500001" }) { expenseItem { id } } }');
    expect(noDate.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const id = toGlobalId('ExpenseItem', 300120, 950001);
    const clear = await gql('mutation U($id: ID!) { updateExpenseItem(input: { id: $id, date: null }) { expenseItem { id } } }', { id });
    expect(clear.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.date' });
    const clearAmount = await gql('mutation U($id: ID!) { updateExpenseItem(input: { id: $id, amount: null }) { expenseItem { id } } }', { id });
    expect(clearAmount.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.amount' });
    expect(await calls()).toHaveLength(0);
  });

  it('is refused by the emulator too, with nothing stored', async () => {
    const before = (await direct('GET', '/users/300121/expense_items?per_page=1000')).body.data.length;
    expect((await direct('POST', '/users/300121/expense_items', { amount: 5, project_id: 500001 })).status).toBe(400);
    expect((await direct('POST', '/users/300121/expense_items', { date: '2026-01-01', project_id: 500001 })).status).toBe(400);
    const both = await direct('POST', '/users/300121/expense_items', { date: '2026-01-01', amount: 5, project_id: 500001, assignable_id: 490001 });
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/only one of/);
    expect((await direct('POST', '/users/300121/expense_items', { date: '2026-01-01', amount: 5 })).status).toBe(400);
    expect((await direct('GET', '/users/300121/expense_items?per_page=1000')).body.data.length).toBe(before);
  });
});
