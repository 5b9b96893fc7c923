// Expense items through the graph: per person and per project reads, and writes with `date` and
// `amount` required and exactly one of projectId, leaveTypeId, assignableId.
import { beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { CreateExpenseItemInput } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, routes, writes } from '../helpers/calls.js';
import { direct as directTo } from '../helpers/direct.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

graphql(`
  fragment ExpensesItem on ExpenseItem {
    id
    expenseItemId: backendId
    amount {
      amount
      currencyCode
    }
    date
    category
    notes
    person {
      personId: backendId
    }
    assignable {
      __typename
      ... on Project {
        projectId: backendId
      }
      ... on Phase {
        phaseId: backendId
      }
      ... on LeaveType {
        leaveTypeId: backendId
      }
    }
  }
`);
const CREATE = graphql(`
  mutation ExpensesCreate($input: CreateExpenseItemInput!) {
    createExpenseItem(input: $input) {
      expenseItem {
        ...ExpensesItem
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation ExpensesUpdate($input: UpdateExpenseItemInput!) {
    updateExpenseItem(input: $input) {
      expenseItem {
        ...ExpensesItem
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/** An expense item as the resource-planning API answers it. */
interface RpExpenseItem extends RpRecord {
  user_id: number;
  assignable_id: number;
  amount: number;
  date: string;
}

const calls = () => callsOf(stack.emulators.resourcePlanning);
const direct = <T = RpRecord>(method: string, path: string, body?: unknown) =>
  directTo<T>(stack.emulators.resourcePlanning, method, path, body);
const PERSON = globalId('Person', 300120);
const create = (input: Omit<CreateExpenseItemInput, 'personId' | 'date' | 'amount'>) =>
  run(CREATE, { input: { personId: PERSON, date: '2026-02-10', amount: 120.5, ...input } });
const created = async (input: Omit<CreateExpenseItemInput, 'personId' | 'date' | 'amount'>) =>
  present(present(dataOf(await create(input)).createExpenseItem).expenseItem);

describe('expense items', () => {
  it("reads a person's and a project's items, as lists and one by one", async () => {
    const seeded = (await direct<{ data: RpExpenseItem[] }>('GET', '/projects/500001/expense_items?per_page=1000')).body
      .data;
    const item = present(
      seeded[0] ?? (await direct<{ data: RpExpenseItem[] }>('GET', '/users/300101/expense_items')).body.data[0],
    );
    const projectId = item.assignable_id;
    const project = String((await direct<RpProject>('GET', `/projects/${projectId}`)).body.parent_id ?? projectId);
    const OWNER_ITEMS = graphql(`
      query ExpensesOwnerItems($person: ID!, $project: ID!, $item: ID!) {
        person(id: $person) {
          expenseItems(first: 50) {
            edges {
              node {
                expenseItemId: backendId
                person {
                  personId: backendId
                }
              }
            }
          }
          expenseItem(id: $item) {
            amount {
              amount
              currencyCode
            }
          }
        }
        project(id: $project) {
          expenseItems(first: 50) {
            edges {
              node {
                expenseItemId: backendId
              }
            }
          }
          expenseItem(id: $item) {
            amount {
              amount
              currencyCode
            }
            date
          }
        }
      }
    `);
    const data = dataOf(await run(OWNER_ITEMS, { person: String(item.user_id), project, item: String(item.id) }));
    expect(data.person?.expenseItems?.edges.map((e) => e.node.expenseItemId)).toContain(String(item.id));
    expect(data.person?.expenseItem?.amount).toEqual({ amount: item.amount, currencyCode: null });
    expect(data.project?.expenseItems?.edges.map((e) => e.node.expenseItemId)).toContain(String(item.id));
    expect(data.project?.expenseItem).toEqual({ amount: { amount: item.amount, currencyCode: null }, date: item.date });
    const templates = (await calls()).map((c) => c.template);
    for (const t of [
      '/users/{user_id}/expense_items',
      '/users/{user_id}/expense_items/{expense_item_id}',
      '/projects/{project_id}/expense_items',
      '/projects/{project_id}/expense_items/{expense_item_id}',
    ])
      expect(templates).toContain(t);
  });

  it('creates items on a project, a leave type and by assignable id; updates and deletes one', async () => {
    const item = await created({ projectId: globalId('Project', 500001), category: 'Travel', notes: 'Train' });
    expect(item).toMatchObject({
      amount: { amount: 120.5, currencyCode: null },
      date: '2026-02-10',
      category: 'Travel',
      notes: 'Train',
      person: { personId: '300120' },
      assignable: { __typename: 'Project', projectId: '500001' },
    });
    expect((await created({ leaveTypeId: globalId('LeaveType', 490005) })).assignable).toEqual({
      __typename: 'LeaveType',
      leaveTypeId: '490005',
    });
    expect((await created({ assignableId: '490001' })).assignable).toEqual({
      __typename: 'LeaveType',
      leaveTypeId: '490001',
    });

    const updated = dataOf(await run(UPDATE, { input: { id: item.id, amount: 99, notes: null } }));
    expect(updated.updateExpenseItem?.expenseItem).toMatchObject({
      amount: { amount: 99, currencyCode: null },
      notes: null,
      category: 'Travel',
    });
    // _entities is the subgraph library's field, not in schema/: written as text.
    const entity = await gqlText(stack)<{ _entities: unknown[] }>(
      `
        query ExpensesEntity($reps: [_Any!]!) {
          _entities(representations: $reps) {
            ... on ExpenseItem {
              amount {
                amount
              }
              notes
            }
          }
        }
      `,
      {
        reps: [{ __typename: 'ExpenseItem', id: item.id }],
      },
    );
    expect(dataOf(entity)._entities).toEqual([{ amount: { amount: 99 }, notes: null }]);
    const DELETE = graphql(`
      mutation ExpensesDelete($id: ID!) {
        deleteExpenseItem(input: {id: $id}) {
          deletedExpenseItemId
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    expect(dataOf(await run(DELETE, { id: item.id })).deleteExpenseItem?.deletedExpenseItemId).toBe(item.id);
    const NODE = graphql(`query ExpensesNode($id: ID!) { node(id: $id) { id } }`);
    expect(dataOf(await run(NODE, { id: item.id })).node).toBeNull();
    expect(routes(await writes(stack.emulators.resourcePlanning))).toEqual([
      'POST /users/{user_id}/expense_items',
      'POST /users/{user_id}/expense_items',
      'POST /users/{user_id}/expense_items',
      'PUT /users/{user_id}/expense_items/{expense_item_id}',
      'DELETE /users/{user_id}/expense_items/{expense_item_id}',
    ]);
  });

  it('refuses no target, two targets, and clearing date or amount, before any call', async () => {
    const none = await create({});
    refusalIn(none, { code: 'INVALID', field: ['input', 'projectId'] });
    const two = await create({ projectId: '500001', leaveTypeId: '490001' });
    refusalIn(two, { code: 'INVALID', field: ['input', 'leaveTypeId'] });
    const wrongType = await create({ leaveTypeId: globalId('Project', 500001) });
    refusalIn(wrongType, { code: 'INVALID', field: ['input', 'leaveTypeId'] });
    // Without its required date the document itself is invalid: sent as text.
    const noDate = await gqlText(stack)(`
      mutation ExpensesNoDate {
        createExpenseItem(input: {personId: "300120", amount: 3, projectId: "500001"}) {
          expenseItem {
            id
          }
        }
      }
    `);
    expect(noDate.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const id = globalId('ExpenseItem', 300120, 950001);
    const clear = await run(UPDATE, { input: { id, date: null } });
    refusalIn(clear, { code: 'INVALID', field: ['input', 'date'] });
    const clearAmount = await run(UPDATE, { input: { id, amount: null } });
    refusalIn(clearAmount, { code: 'INVALID', field: ['input', 'amount'] });
    expect(await calls()).toHaveLength(0);
  });

  it('is refused by the emulator too, with nothing stored', async () => {
    const before = (await direct<{ data: RpExpenseItem[] }>('GET', '/users/300121/expense_items?per_page=1000')).body
      .data.length;
    expect((await direct('POST', '/users/300121/expense_items', { amount: 5, project_id: 500001 })).status).toBe(400);
    expect(
      (await direct('POST', '/users/300121/expense_items', { date: '2026-01-01', project_id: 500001 })).status,
    ).toBe(400);
    const both = await direct<{ message: string }>('POST', '/users/300121/expense_items', {
      date: '2026-01-01',
      amount: 5,
      project_id: 500001,
      assignable_id: 490001,
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/only one of/);
    expect((await direct('POST', '/users/300121/expense_items', { date: '2026-01-01', amount: 5 })).status).toBe(400);
    expect(
      (await direct<{ data: RpExpenseItem[] }>('GET', '/users/300121/expense_items?per_page=1000')).body.data,
    ).toHaveLength(before);
  });
});
