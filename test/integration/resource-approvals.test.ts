// Approvals through the graph: the state table (API users submit, administrators and portfolio
// editors approve, only pending approvals are deleted) with callers of different roles.
import { beforeEach, describe, expect, it } from 'vitest';
import { RESOURCE_PLANNING_ROLE_TOKENS } from '../../emulators/resource-planning/index.js';
import { toGlobalId } from '../../src/relay/global-id.js';
import { graphql, resetAllLogs, upstreamCalls, useStack } from '../helpers/stack.js';

const stack = useStack();
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

type Role = keyof typeof RESOURCE_PLANNING_ROLE_TOKENS;
const as = (role: Role) => ({ 'x-resource-planning-token': RESOURCE_PLANNING_ROLE_TOKENS[role] });
const gql = (query: string, variables: Record<string, unknown> = {}, role: Role = 'administrator') => graphql<any>(stack.gateway.graphqlUrl, query, variables, as(role));
const calls = () => upstreamCalls(stack.emulators.resourcePlanning);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const APPROVAL = 'id approvalId status approvableType approvableId submittedBy { personId } approvedBy { personId } expenseItem { expenseItemId }';

/** A fresh expense item of a person, with the updatedAt to submit. */
async function newExpense(amount: number): Promise<{ id: string; updatedAt: string; expenseItemId: string }> {
  const result = await gql('mutation C($input: CreateExpenseItemInput!) { createExpenseItem(input: $input) { expenseItem { id expenseItemId updatedAt } } }', {
    input: { personId: toGlobalId('Person', 300110), date: '2026-03-03', amount, projectId: toGlobalId('Project', 500001) },
  });
  expect(result.errors).toBeUndefined();
  return result.data.createExpenseItem.expenseItem;
}

const submit = (item: { id: string; updatedAt: string }, role: Role) =>
  gql(`mutation S($input: ApprovablesInput!) { submitForApproval(input: $input) { approvals { ${APPROVAL} } } }`, { input: { approvables: [{ type: 'ExpenseItem', id: item.id, updatedAt: item.updatedAt }] } }, role);
const approve = (item: { id: string; updatedAt: string }, role: Role) =>
  gql(`mutation A($input: ApprovablesInput!) { approve(input: $input) { approvals { ${APPROVAL} } } }`, { input: { approvables: [{ type: 'ExpenseItem', id: item.id, updatedAt: item.updatedAt }] } }, role);
const statusOf = async (approvalId: string) => {
  const result = await gql('{ approvals(first: 500) { edges { node { approvalId status } } } }');
  return result.data.approvals.edges.find((e: any) => e.node.approvalId === approvalId)?.node.status ?? null;
};

describe('approvals', () => {
  it('lists approvals with their records and people', async () => {
    const result = await gql(`{ approvals(first: 5) { edges { node { ${APPROVAL} } } } }`);
    expect(result.errors).toBeUndefined();
    const nodes = result.data.approvals.edges.map((e: any) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes[0]).toMatchObject({ approvableType: 'ExpenseItem', expenseItem: { expenseItemId: nodes[0].approvableId } });
    const refetched = await gql('query N($id: ID!) { node(id: $id) { ... on Approval { approvalId } } }', { id: nodes[0].id });
    expect(refetched.data.node.approvalId).toBe(nodes[0].approvalId);
  });

  it('lets an API user submit but not approve; a portfolio editor approves', async () => {
    const item = await newExpense(42);
    const submitted = await submit(item, 'apiUser');
    expect(submitted.errors).toBeUndefined();
    const approval = submitted.data.submitForApproval.approvals[0];
    expect(approval).toMatchObject({ status: 'pending', approvableType: 'ExpenseItem', approvableId: item.expenseItemId, approvedBy: null });

    const refused = await approve(item, 'apiUser');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstream: { status: 403 } });
    expect(refused.errors?.[0]?.message).toMatch(/API users can only submit/);
    expect(await statusOf(approval.approvalId)).toBe('pending');

    const approved = await approve(item, 'portfolioEditor');
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approve.approvals[0]).toMatchObject({ approvalId: approval.approvalId, status: 'approved' });
    expect(approved.data.approve.approvals[0].approvedBy.personId).toBeTruthy();
  });

  it('approves only pending approvals and refuses a second submit', async () => {
    const item = await newExpense(7);
    const notSubmitted = await approve(item, 'administrator');
    expect(notSubmitted.errors?.[0]?.message).toMatch(/no pending approval/);
    const first = await submit(item, 'apiUser');
    expect(first.errors).toBeUndefined();
    const second = await submit(item, 'apiUser');
    expect(second.errors?.[0]?.message).toMatch(/already submitted/);
    const approvals = (await gql('{ approvals(first: 500) { edges { node { approvableId } } } }')).data.approvals.edges.filter((e: any) => e.node.approvableId === item.expenseItemId);
    expect(approvals).toHaveLength(1);
  });

  it('deletes pending approvals only', async () => {
    const item = await newExpense(99);
    const pending = (await submit(item, 'apiUser')).data.submitForApproval.approvals[0];
    const other = await newExpense(100);
    const toApprove = (await submit(other, 'apiUser')).data.submitForApproval.approvals[0];
    await approve(other, 'administrator');
    await resetAllLogs(stack.emulators);

    const refused = await gql('mutation D($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }', { id: toApprove.id });
    expect(refused.errors?.[0]?.message).toMatch(/only pending approvals can be deleted/);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { status: 409 } });
    expect(await statusOf(toApprove.approvalId)).toBe('approved');

    const deleted = await gql('mutation D($id: ID!) { deleteApproval(input: { id: $id }) { deletedApprovalId } }', { id: pending.id });
    expect(deleted.data.deleteApproval.deletedApprovalId).toBe(pending.id);
    expect(await statusOf(pending.approvalId)).toBeNull();
    expect((await writes()).map((c) => `${c.method} ${c.template} ${c.status}`)).toEqual(['DELETE /approvals/{approval_id} 409', 'DELETE /approvals/{approval_id} 204']);
  });

  it('refuses a record that changed since it was read', async () => {
    const item = await newExpense(5);
    const stale = await submit({ id: item.id, updatedAt: '2020-01-01T00:00:00Z' }, 'apiUser');
    expect(stale.errors?.[0]?.message).toMatch(/changed since it was viewed/);
  });

  it('refuses empty and repeated lists before any call', async () => {
    const item = await newExpense(1);
    await resetAllLogs(stack.emulators);
    const empty = await gql('mutation { submitForApproval(input: { approvables: [] }) { approvals { id } } }');
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.approvables' });
    const twice = await gql('mutation S($input: ApprovablesInput!) { approve(input: $input) { approvals { id } } }', {
      input: { approvables: [{ type: 'ExpenseItem', id: item.id, updatedAt: item.updatedAt }, { type: 'ExpenseItem', id: item.expenseItemId, updatedAt: item.updatedAt }] },
    });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.approvables.1.id' });
    expect(await calls()).toHaveLength(0);
  });
});
