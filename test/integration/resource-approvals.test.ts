// Approvals through the graph: the state table (API users submit, administrators and portfolio
// editors approve, only pending approvals are deleted) with callers of different roles.
import { beforeEach, describe, expect, it } from 'vitest';
import { RESOURCE_PLANNING_ROLE_TOKENS } from '../../emulators/resource-planning/index.js';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { ApprovablesInput, ApprovalsFieldsFragment } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, writes as writesOf } from '../helpers/calls.js';
import { dataOf, gql, type GraphQLResult } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

graphql(`
  fragment ApprovalsFields on Approval {
    id
    approvalId: backendId
    status
    approvableType
    expenseItem {
      approvableId: backendId
    }
    timeEntryBackendId
    submittedBy {
      personId: backendId
    }
    approvedBy {
      personId: backendId
    }
    expenseItem {
      expenseItemId: backendId
    }
  }
`);
const CREATE_EXPENSE = graphql(`
  mutation ApprovalsCreateExpense($input: CreateExpenseItemInput!) {
    createExpenseItem(input: $input) {
      expenseItem {
        id
        expenseItemId: backendId
        updatedAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const SUBMIT = graphql(`
  mutation ApprovalsSubmit($input: ApprovablesInput!) {
    submitForApproval(input: $input) {
      approvals {
        ...ApprovalsFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const APPROVE = graphql(`
  mutation ApprovalsApprove($input: ApprovablesInput!) {
    approve(input: $input) {
      approvals {
        ...ApprovalsFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const DELETE = graphql(`
  mutation ApprovalsDelete($id: ID!) {
    deleteApproval(input: {id: $id}) {
      deletedApprovalId
      userErrors {
        field
        code
        message
      }
    }
  }
`);
const LIST = graphql(`
  query ApprovalsList($first: Int!) {
    approvals(first: $first) {
      edges {
        node {
          ...ApprovalsFields
        }
      }
    }
  }
`);

type Role = keyof typeof RESOURCE_PLANNING_ROLE_TOKENS;
const as = (role: Role) => ({ 'x-resource-planning-token': RESOURCE_PLANNING_ROLE_TOKENS[role] });
const calls = () => callsOf(stack.emulators.resourcePlanning);
const writes = () => writesOf(stack.emulators.resourcePlanning);

interface Expense {
  id: string;
  updatedAt: string;
  expenseItemId: string;
}

/** A fresh expense item of a person, with the updatedAt to submit. */
async function newExpense(amount: number): Promise<Expense> {
  const input = {
    personId: globalId('Person', 300110),
    date: '2026-03-03',
    amount,
    projectId: globalId('Project', 500001),
  };
  const item = dataOf(await run(CREATE_EXPENSE, { input }, as('administrator'))).createExpenseItem?.expenseItem;
  return { id: present(item).id, expenseItemId: present(item).expenseItemId, updatedAt: present(item?.updatedAt) };
}

const approvables = (item: { id: string; updatedAt: string }): ApprovablesInput => ({
  approvables: [{ type: 'EXPENSE_ITEM', id: item.id, updatedAt: item.updatedAt }],
});
const submit = (item: { id: string; updatedAt: string }, role: Role) =>
  run(SUBMIT, { input: approvables(item) }, as(role));
const approve = (item: { id: string; updatedAt: string }, role: Role) =>
  run(APPROVE, { input: approvables(item) }, as(role));
/** The approvals of the first page of 500, as an administrator sees them. */
const allApprovals = async () =>
  present(dataOf(await run(LIST, { first: 500 }, as('administrator'))).approvals).edges.map((e) => e.node);
const statusOf = async (approvalId: string) =>
  (await allApprovals()).find((a) => a.approvalId === approvalId)?.status ?? null;
/** The one approval a submit or approve answered with. */
const onlyApproval = <T>(
  result: GraphQLResult<T>,
  pick: (data: T) => { approvals: ApprovalsFieldsFragment[] | null } | null | undefined,
): ApprovalsFieldsFragment => present(pick(dataOf(result))?.approvals?.[0]);

describe('approvals', () => {
  it('lists approvals with their records and people', async () => {
    const nodes = present(dataOf(await run(LIST, { first: 5 }, as('administrator'))).approvals).edges.map(
      (e) => e.node,
    );
    const first = present(nodes[0]);
    expect(first).toMatchObject({
      approvableType: 'EXPENSE_ITEM',
      expenseItem: { expenseItemId: first.expenseItem?.approvableId },
    });
    const NODE = graphql(`
      query ApprovalsNode($id: ID!) {
        node(id: $id) {
          __typename
          ... on Approval {
            approvalId: backendId
          }
        }
      }
    `);
    const refetched = dataOf(await run(NODE, { id: first.id }, as('administrator'))).node;
    expect(refetched).toEqual({ __typename: 'Approval', approvalId: first.approvalId });
  });

  it('lets an API user submit but not approve; a portfolio editor approves', async () => {
    const item = await newExpense(42);
    const approval = onlyApproval(await submit(item, 'apiUser'), (d) => d.submitForApproval);
    expect(approval).toMatchObject({ status: 'PENDING', approvableType: 'EXPENSE_ITEM', approvedBy: null });
    expect(
      present((await rpAll<RpRecord>(stack.emulators, '/approvals')).find((r) => String(r.id) === approval.approvalId))
        .approvable_id,
    ).toBe(Number(item.expenseItemId));

    const refused = await approve(item, 'apiUser');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { status: 403 } });
    expect(refused.errors?.[0]?.message).toMatch(/API users can only submit/);
    expect(await statusOf(approval.approvalId)).toBe('PENDING');

    const approved = onlyApproval(await approve(item, 'portfolioEditor'), (d) => d.approve);
    expect(approved).toMatchObject({ approvalId: approval.approvalId, status: 'APPROVED' });
    expect(approved.approvedBy?.personId).toBeTruthy();
  });

  it('approves only pending approvals and refuses a second submit', async () => {
    const item = await newExpense(7);
    const notSubmitted = await approve(item, 'administrator');
    expect(refusalIn(notSubmitted, {}).message).toMatch(/no pending approval/);
    dataOf(await submit(item, 'apiUser'));
    const second = await submit(item, 'apiUser');
    expect(refusalIn(second, {}).message).toMatch(/already submitted/);
    expect(
      (await rpAll<RpRecord>(stack.emulators, '/approvals')).filter(
        (r) => r.approvable_type === 'ExpenseItem' && r.approvable_id === Number(item.expenseItemId),
      ),
    ).toHaveLength(1);
  });

  it('deletes pending approvals only', async () => {
    const item = await newExpense(99);
    const pending = onlyApproval(await submit(item, 'apiUser'), (d) => d.submitForApproval);
    const other = await newExpense(100);
    const toApprove = onlyApproval(await submit(other, 'apiUser'), (d) => d.submitForApproval);
    await approve(other, 'administrator');
    await resetAllLogs(stack.emulators);

    const refused = await run(DELETE, { id: toApprove.id }, as('administrator'));
    expect(refusalIn(refused, {}).message).toMatch(/only pending approvals can be deleted/);
    refusalIn(refused, { code: 'CONFLICT' });
    expect(await statusOf(toApprove.approvalId)).toBe('APPROVED');

    const deleted = dataOf(await run(DELETE, { id: pending.id }, as('administrator')));
    expect(deleted.deleteApproval?.deletedApprovalId).toBe(pending.id);
    expect(await statusOf(pending.approvalId)).toBeNull();
    expect((await writes()).map((c) => `${c.method} ${c.template} ${c.status}`)).toEqual([
      'DELETE /approvals/{approval_id} 409',
      'DELETE /approvals/{approval_id} 204',
    ]);
  });

  it('refuses a record that changed since it was read', async () => {
    const item = await newExpense(5);
    const stale = await submit({ id: item.id, updatedAt: '2020-01-01T00:00:00Z' }, 'apiUser');
    expect(refusalIn(stale, {}).message).toMatch(/changed since it was viewed/);
  });

  it('refuses empty and repeated lists before any call', async () => {
    const item = await newExpense(1);
    await resetAllLogs(stack.emulators);
    const empty = await run(SUBMIT, { input: { approvables: [] } }, as('administrator'));
    refusalIn(empty, { code: 'INVALID', field: ['input', 'approvables'] });
    const twice = await run(
      APPROVE,
      {
        input: {
          approvables: [
            { type: 'EXPENSE_ITEM', id: item.id, updatedAt: item.updatedAt },
            { type: 'EXPENSE_ITEM', id: item.expenseItemId, updatedAt: item.updatedAt },
          ],
        },
      },
      as('administrator'),
    );
    refusalIn(twice, { code: 'INVALID', field: ['input', 'approvables', '1', 'id'] });
    expect(await calls()).toHaveLength(0);
  });
});
