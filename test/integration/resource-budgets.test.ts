// Budget items and categories through the graph: lists filtered by item type, the category lookup
// (currency or hours), reads and writes through both the global (/budget_items/{id}) and the
// project-scoped paths, and the refusals (bad amount, archived project, foreign item).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/relay/global-id.js';
import { rpAll } from '../helpers/reference.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;
let projects: any[];
beforeAll(async () => {
  stack = await startStack();
  projects = await rpAll<RpProject>(stack.emulators, '/projects?with_phases=true&with_archived=true');
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

const gql = (query: string, variables: Record<string, unknown> = {}) => graphql<any>(stack.gateway.graphqlUrl, query, variables);
const calls = () => upstreamCalls(stack.emulators.resourcePlanning);
const writes = async () => (await calls()).filter((c) => c.method !== 'GET');
const ITEM = 'id budgetItemId itemType amount projectId category { name unit }';
/** Another top-level project than 500001. */
const secondProject = (): string => String(projects.find((p) => p.parent_id === null && p.id !== 500001 && !p.archived).id);
const nodes = (connection: any) => connection.edges.map((e: any) => e.node);
async function direct(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stack.emulators.resourcePlanning.baseUrl}${path}`, { method, headers: { auth: 'rp-demo-token', 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('reads', () => {
  it('lists a project\'s items, filtered by item type, with the category lookup', async () => {
    const result = await gql(`{ project(id: "500001") { all: budgetItems(first: 50) { edges { node { ${ITEM} } } } hours: budgetItems(itemType: TimeFeesDays) { edges { node { ${ITEM} } } } } }`);
    expect(result.errors).toBeUndefined();
    const all = nodes(result.data.project.all);
    expect(all.map((i: any) => i.itemType).sort()).toEqual(['Expenses', 'TimeFees', 'TimeFeesDays']);
    const byType = Object.fromEntries(all.map((i: any) => [i.itemType, i.category]));
    expect(byType).toEqual({ Expenses: { name: 'expense budget', unit: 'CURRENCY' }, TimeFees: { name: 'fee budget', unit: 'CURRENCY' }, TimeFeesDays: { name: 'time budget', unit: 'HOURS' } });
    expect(nodes(result.data.project.hours).map((i: any) => i.itemType)).toEqual(['TimeFeesDays']);
    expect((await calls()).some((c) => c.url.includes('item_type=TimeFeesDays'))).toBe(true);
  });

  it('reads an item by id, globally and through its project (another project\'s item is null)', async () => {
    const item = (await rpAll<RpRecord>(stack.emulators, '/projects/500001/budget_items'))[0]!;
    await resetAllLogs(stack.emulators);
    const result = await gql(`query B($id: ID!, $other: ID!) { budgetItem(id: $id) { ${ITEM} } node(id: $id) { id } project(id: "500001") { budgetItem(id: $id) { amount } } other: project(id: $other) { budgetItem(id: $id) { amount } } }`, { id: toGlobalId('BudgetItem', item.id), other: secondProject() });
    expect(result.errors).toBeUndefined();
    expect(result.data.budgetItem).toMatchObject({ budgetItemId: String(item.id), amount: item.amount, itemType: item.item_type, projectId: '500001' });
    expect(result.data.node).toEqual({ id: toGlobalId('BudgetItem', item.id) });
    expect(result.data.project.budgetItem).toEqual({ amount: item.amount });
    expect(result.data.other.budgetItem).toBeNull();
    const templates = (await calls()).map((c) => c.template);
    expect(templates.filter((t) => t === '/budget_items/{budget_item_id}')).toHaveLength(2); // budgetItem and node
    expect(templates.filter((t) => t === '/projects/{project_id}/budget_items/{budget_item_id}')).toHaveLength(2);
    expect((await gql('{ budgetItem(id: "1") { id } }')).data.budgetItem).toBeNull();
  });
});

describe('writes', () => {
  const create = (input: Record<string, unknown>) => gql(`mutation C($input: CreateBudgetItemInput!) { createBudgetItem(input: $input) { budgetItem { ${ITEM} } } }`, { input });
  const update = (input: Record<string, unknown>) => gql(`mutation U($input: UpdateBudgetItemInput!) { updateBudgetItem(input: $input) { budgetItem { ${ITEM} } } }`, { input });

  it('creates on a project and on a phase, updates through both paths, deletes', async () => {
    const phase = projects.find((p) => p.parent_id !== null && !p.archived);
    const a = await create({ projectId: toGlobalId('Project', 500001), itemType: 'Expenses', amount: 2500 });
    expect(a.errors).toBeUndefined();
    const b = await create({ projectId: toGlobalId('Phase', phase.id), itemType: 'TimeFeesDays', amount: 80 });
    expect(b.data.createBudgetItem.budgetItem).toMatchObject({ itemType: 'TimeFeesDays', amount: 80, projectId: String(phase.id), category: { unit: 'HOURS' } });
    const phaseItems = await gql('query P($id: ID!) { node(id: $id) { ... on Phase { budgetItems(itemType: TimeFeesDays) { edges { node { budgetItemId } } } } } }', { id: toGlobalId('Phase', phase.id) });
    expect(nodes(phaseItems.data.node.budgetItems).map((i: any) => i.budgetItemId)).toContain(b.data.createBudgetItem.budgetItem.budgetItemId);

    const item = a.data.createBudgetItem.budgetItem;
    const scoped = await update({ id: item.id, projectId: '500001', amount: 3000 });
    expect(scoped.data.updateBudgetItem.budgetItem).toMatchObject({ amount: 3000, itemType: 'Expenses' });
    const global = await update({ id: item.id, itemType: 'TimeFees' });
    expect(global.data.updateBudgetItem.budgetItem).toMatchObject({ amount: 3000, itemType: 'TimeFees', category: { name: 'fee budget' } });
    const deleted = await gql('mutation D($id: ID!) { deleteBudgetItem(input: { id: $id }) { deletedBudgetItemId } }', { id: item.id });
    expect(deleted.data.deleteBudgetItem.deletedBudgetItemId).toBe(item.id);
    expect((await gql('query B($id: ID!) { budgetItem(id: $id) { id } }', { id: item.id })).data.budgetItem).toBeNull();
    expect((await writes()).map((c) => `${c.method} ${c.template}`)).toEqual([
      'POST /projects/{project_id}/budget_items',
      'POST /projects/{project_id}/budget_items',
      'PUT /projects/{project_id}/budget_items/{budget_item_id}',
      'PUT /budget_items/{budget_item_id}',
      'DELETE /budget_items/{budget_item_id}',
    ]);
  });

  it('refuses a negative amount, an empty change and an unknown type before any call', async () => {
    const a = await create({ projectId: '500001', itemType: 'Expenses', amount: -1 });
    expect(a.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.amount' });
    const b = await update({ id: toGlobalId('BudgetItem', 1300001) });
    expect(b.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input' });
    const c = await create({ projectId: '500001', itemType: 'Hours', amount: 1 });
    expect(c.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    expect(await calls()).toHaveLength(0);
    expect((await direct('POST', '/projects/500001/budget_items', { item_type: 'Hours', amount: 1 })).status).toBe(400);
    expect((await rpAll<RpRecord>(stack.emulators, '/projects/500001/budget_items')).map((i) => i.item_type)).not.toContain('Hours');
  });

  it('refuses an archived project before any write, and a foreign item through a project path', async () => {
    const archived = projects.find((p) => p.parent_id === null && p.archived);
    const before = await rpAll<RpRecord>(stack.emulators, `/projects/${archived.id}/budget_items`);
    await resetAllLogs(stack.emulators);
    const a = await create({ projectId: String(archived.id), itemType: 'TimeFees', amount: 10 });
    expect(a.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.projectId' });
    expect(await writes()).toHaveLength(0);
    expect(await rpAll<RpRecord>(stack.emulators, `/projects/${archived.id}/budget_items`)).toEqual(before);
    const item = (await rpAll<RpRecord>(stack.emulators, '/projects/500001/budget_items'))[0]!;
    const b = await update({ id: String(item.id), projectId: secondProject(), amount: 1 });
    expect(b.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { status: 404 } });
    expect((await direct('GET', `/budget_items/${item.id}`)).body.amount).toBe(item.amount);
  });
});

describe('categories', () => {
  it('lists account categories and a project\'s and phase\'s own', async () => {
    const phase = projects.find((p) => p.parent_id === 500001);
    const result = await gql('query C($phase: ID!) { expenseItemCategories { edges { node { categoryId name } } } timeEntryCategories { edges { node { name } } } project(id: "500001") { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } node(id: $phase) { ... on Phase { expenseItemCategories { edges { node { name } } } timeEntryCategories { edges { node { name } } } } } }', { phase: toGlobalId('Phase', phase.id) });
    expect(result.errors).toBeUndefined();
    const names = (c: any) => nodes(c).map((n: any) => n.name);
    expect(names(result.data.expenseItemCategories)).toEqual((await rpAll<RpRecord>(stack.emulators, '/expense_item_categories')).map((c) => c.value));
    expect(names(result.data.timeEntryCategories)).toEqual(['Development', 'Meetings', 'Research', 'Support']);
    expect(names(result.data.project.expenseItemCategories)).toEqual(['Client hospitality', 'Printing']);
    expect(names(result.data.project.timeEntryCategories)).toEqual(['Workshops', 'Travel time']);
    expect(names(result.data.node.timeEntryCategories)).toEqual(['Workshops', 'Travel time']);
    const templates = new Set((await calls()).map((c) => c.template));
    for (const t of ['/expense_item_categories', '/time_entry_categories', '/projects/{project_id}/expense_item_categories', '/projects/{project_id}/time_entry_categories']) expect(templates.has(t)).toBe(true);
  });
});
