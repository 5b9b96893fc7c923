// Budget items and categories through the graph: lists filtered by item type, the category lookup
// (currency or hours), reads and writes through both the global (/budget_items/{id}) and the
// project-scoped paths, and the refusals (bad amount, archived project, foreign item).
import { print } from 'graphql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalId } from '../helpers/global-id.js';
import { graphql } from '../generated/index.js';
import type { CreateBudgetItemInput, UpdateBudgetItemInput } from '../generated/graphql.js';
import { calls as callsOf, resetAllLogs, routes, writes as writesOf } from '../helpers/calls.js';
import { direct } from '../helpers/direct.js';
import { dataOf, gql, gqlText } from '../helpers/gql.js';
import { ofType, present } from '../helpers/present.js';
import { rpAll } from '../helpers/reference.js';
import type { RpProject, RpRecord } from '../helpers/rest-shapes.js';
import { useStack } from '../helpers/stack.js';
import { refusalIn } from '../helpers/user-errors.js';

const stack = useStack();
const run = gql(stack);
let projects: RpProject[];
beforeAll(async () => {
  projects = await rpAll<RpProject>(stack.emulators, '/projects?with_phases=true&with_archived=true');
});
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

graphql(`
  fragment BudgetsItem on BudgetItem {
    id
    budgetItemId: backendId
    itemType
    amount {
      amount
      currencyCode
    }
    project {
      projectId: backendId
    }
    phase {
      phaseId: backendId
    }
    category
    unit
    hours
  }
`);
const ITEM = graphql(`query BudgetsItem($id: ID!) { budgetItem(id: $id) { id } }`);
const CREATE = graphql(`
  mutation BudgetsCreate($input: CreateBudgetItemInput!) {
    createBudgetItem(input: $input) {
      budgetItem {
        ...BudgetsItem
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
  mutation BudgetsUpdate($input: UpdateBudgetItemInput!) {
    updateBudgetItem(input: $input) {
      budgetItem {
        ...BudgetsItem
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

const calls = () => callsOf(stack.emulators.resourcePlanning);
const writes = () => writesOf(stack.emulators.resourcePlanning);
/** Another top-level project than 500001. */
const secondProject = (): string =>
  String(present(projects.find((p) => p.parent_id === null && p.id !== 500001 && !p.archived)).id);
const names = (connection: { edges: Array<{ node: { name: string } }> } | null | undefined): string[] =>
  present(connection).edges.map((e) => e.node.name);

describe('reads', () => {
  it("lists a project's items, filtered by item type, with the category lookup", async () => {
    const PROJECT_ITEMS = graphql(`
      query BudgetsProjectItems($id: ID!, $itemType: BudgetItemType) {
        project(id: $id) {
          all: budgetItems(first: 50) {
            edges {
              node {
                ...BudgetsItem
              }
            }
          }
          ofType: budgetItems(itemType: $itemType) {
            edges {
              node {
                ...BudgetsItem
              }
            }
          }
        }
      }
    `);
    const project = present(dataOf(await run(PROJECT_ITEMS, { id: '500001', itemType: 'TIME_FEES_DAYS' })).project);
    const all = present(project.all).edges.map((e) => e.node);
    expect(all.map((i) => i.itemType).sort()).toEqual(['EXPENSES', 'TIME_FEES', 'TIME_FEES_DAYS']);
    expect(Object.fromEntries(all.map((i) => [i.itemType, i.unit]))).toEqual({
      EXPENSES: 'CURRENCY',
      TIME_FEES: 'CURRENCY',
      TIME_FEES_DAYS: 'HOURS',
    });
    // Each line's own category, as the service answers it.
    const rest = (
      await Promise.all(
        ['Expenses', 'TimeFees', 'TimeFeesDays'].map((t) =>
          rpAll<RpRecord>(stack.emulators, `/projects/500001/budget_items?item_type=${t}`),
        ),
      )
    ).flat();
    expect(all.map((i) => [i.budgetItemId, i.category]).sort()).toEqual(
      rest.map((r) => [String(r.id), r.category ?? null]).sort(),
    );
    expect(project.ofType?.edges.map((e) => e.node.itemType)).toEqual(['TIME_FEES_DAYS']);
    expect((await calls()).some((c) => c.url.includes('item_type=TimeFeesDays'))).toBe(true);
  });

  it("reads an item by id, globally and through its project (another project's item is null)", async () => {
    const item = present(
      (await rpAll<RpRecord>(stack.emulators, '/projects/500001/budget_items?item_type=TimeFees'))[0],
    );
    await resetAllLogs(stack.emulators);
    const ITEM_PATHS = graphql(`
      query BudgetsItemPaths($id: ID!, $project: ID!, $other: ID!) {
        budgetItem(id: $id) {
          ...BudgetsItem
        }
        node(id: $id) {
          id
        }
        project(id: $project) {
          budgetItem(id: $id) {
            amount {
              amount
              currencyCode
            }
          }
        }
        other: project(id: $other) {
          budgetItem(id: $id) {
            amount {
              amount
              currencyCode
            }
          }
        }
      }
    `);
    const data = dataOf(
      await run(ITEM_PATHS, { id: globalId('BudgetItem', item.id), project: '500001', other: secondProject() }),
    );
    expect(data.budgetItem).toMatchObject({
      budgetItemId: String(item.id),
      amount: { amount: item.amount, currencyCode: null },
      itemType: 'TIME_FEES',
      project: { projectId: '500001' },
    });
    expect(data.node).toEqual({ id: globalId('BudgetItem', item.id) });
    expect(data.project?.budgetItem).toEqual({ amount: { amount: item.amount, currencyCode: null } });
    expect(present(data.other).budgetItem).toBeNull();
    const templates = (await calls()).map((c) => c.template);
    expect(templates.filter((t) => t === '/budget_items/{budget_item_id}')).toHaveLength(2); // budgetItem and node
    expect(templates.filter((t) => t === '/projects/{project_id}/budget_items/{budget_item_id}')).toHaveLength(2);
    expect(dataOf(await run(ITEM, { id: '1' })).budgetItem).toBeNull();
  });
});

describe('writes', () => {
  const create = (input: CreateBudgetItemInput) => run(CREATE, { input });
  const update = (input: UpdateBudgetItemInput) => run(UPDATE, { input });

  it('creates on a project and on a phase, updates through both paths, deletes', async () => {
    const phase = present(projects.find((p) => p.parent_id !== null && !p.archived));
    const item = present(
      present(
        dataOf(await create({ projectId: globalId('Project', 500001), itemType: 'EXPENSES', amount: 2500 }))
          .createBudgetItem,
      ).budgetItem,
    );
    const onPhase = present(
      present(
        dataOf(await create({ projectId: globalId('Phase', phase.id), itemType: 'TIME_FEES_DAYS', amount: 80 }))
          .createBudgetItem,
      ).budgetItem,
    );
    expect(onPhase).toMatchObject({
      itemType: 'TIME_FEES_DAYS',
      amount: null,
      hours: 80,
      phase: { phaseId: String(phase.id) },
      unit: 'HOURS',
    });
    const PHASE_ITEMS = graphql(`
      query BudgetsPhaseItems($id: ID!, $itemType: BudgetItemType) {
        node(id: $id) {
          __typename
          ... on Phase {
            budgetItems(itemType: $itemType) {
              edges {
                node {
                  budgetItemId: backendId
                }
              }
            }
          }
        }
      }
    `);
    const phaseItems = ofType(
      dataOf(await run(PHASE_ITEMS, { id: globalId('Phase', phase.id), itemType: 'TIME_FEES_DAYS' })).node,
      'Phase',
    );
    expect(present(phaseItems.budgetItems).edges.map((e) => e.node.budgetItemId)).toContain(onPhase.budgetItemId);

    const scoped = dataOf(await update({ id: item.id, projectId: '500001', amount: 3000 }));
    expect(scoped.updateBudgetItem?.budgetItem).toMatchObject({ amount: { amount: 3000 }, itemType: 'EXPENSES' });
    const global = dataOf(await update({ id: item.id, itemType: 'TIME_FEES' }));
    expect(global.updateBudgetItem?.budgetItem).toMatchObject({
      amount: { amount: 3000 },
      itemType: 'TIME_FEES',
      unit: 'CURRENCY',
    });
    const DELETE = graphql(`
      mutation BudgetsDelete($id: ID!) {
        deleteBudgetItem(input: {id: $id}) {
          deletedBudgetItemId
          userErrors {
            field
            code
            message
          }
        }
      }
    `);
    expect(dataOf(await run(DELETE, { id: item.id })).deleteBudgetItem?.deletedBudgetItemId).toBe(item.id);
    expect(dataOf(await run(ITEM, { id: item.id })).budgetItem).toBeNull();
    expect(routes(await writes())).toEqual([
      'POST /projects/{project_id}/budget_items',
      'POST /projects/{project_id}/budget_items',
      'PUT /projects/{project_id}/budget_items/{budget_item_id}',
      'PUT /budget_items/{budget_item_id}',
      'DELETE /budget_items/{budget_item_id}',
    ]);
  });

  it('refuses a negative amount, an empty change and an unknown type before any call', async () => {
    const a = await create({ projectId: '500001', itemType: 'EXPENSES', amount: -1 });
    refusalIn(a, { code: 'INVALID', field: ['input', 'amount'] });
    const b = await update({ id: globalId('BudgetItem', 1300001) });
    refusalIn(b, { code: 'INVALID', field: ['input'] });
    // An item type the schema does not have: the variables are outside the operation's types on purpose.
    const c = await gqlText(stack)(print(CREATE), { input: { projectId: '500001', itemType: 'Hours', amount: 1 } });
    expect(c.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    expect(await calls()).toHaveLength(0);
    expect(
      (
        await direct(stack.emulators.resourcePlanning, 'POST', '/projects/500001/budget_items', {
          item_type: 'Hours',
          amount: 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (await rpAll<RpRecord>(stack.emulators, '/projects/500001/budget_items?item_type=Expenses')).map(
        (i) => i.item_type,
      ),
    ).not.toContain('Hours');
  });

  it('refuses an archived project before any write, and a foreign item through a project path', async () => {
    const archived = present(projects.find((p) => p.parent_id === null && p.archived));
    const before = await rpAll<RpRecord>(stack.emulators, `/projects/${archived.id}/budget_items?item_type=TimeFees`);
    await resetAllLogs(stack.emulators);
    const a = await create({ projectId: String(archived.id), itemType: 'TIME_FEES', amount: 10 });
    refusalIn(a, { code: 'CONFLICT', field: ['input', 'projectId'] });
    expect(await writes()).toHaveLength(0);
    expect(await rpAll<RpRecord>(stack.emulators, `/projects/${archived.id}/budget_items?item_type=TimeFees`)).toEqual(
      before,
    );
    const item = present(
      (await rpAll<RpRecord>(stack.emulators, '/projects/500001/budget_items?item_type=TimeFees'))[0],
    );
    const b = await update({ id: String(item.id), projectId: secondProject(), amount: 1 });
    refusalIn(b, { code: 'NOT_FOUND' });
    expect(
      (await direct<RpRecord>(stack.emulators.resourcePlanning, 'GET', `/budget_items/${item.id}`)).body.amount,
    ).toBe(item.amount);
  });
});

describe('categories', () => {
  it("lists account categories, and a project's and phase's from their budget line items", async () => {
    const phase = present(projects.find((p) => p.parent_id === 500001));
    const CATEGORIES = graphql(`
      query BudgetsCategories($project: ID!, $phase: ID!) {
        expenseItemCategories {
          edges {
            node {
              categoryId: backendId
              name
            }
          }
        }
        timeEntryCategories {
          edges {
            node {
              name
            }
          }
        }
        project(id: $project) {
          expenseItemCategories {
            edges {
              node {
                name
              }
            }
          }
          timeEntryCategories {
            edges {
              node {
                name
              }
            }
          }
        }
        node(id: $phase) {
          __typename
          ... on Phase {
            expenseItemCategories {
              edges {
                node {
                  name
                }
              }
            }
            timeEntryCategories {
              edges {
                node {
                  name
                }
              }
            }
          }
        }
      }
    `);
    const data = dataOf(await run(CATEGORIES, { project: '500001', phase: globalId('Phase', phase.id) }));
    expect(names(data.expenseItemCategories)).toEqual(
      (await rpAll<RpRecord>(stack.emulators, '/expense_item_categories')).map((c) => c.category),
    );
    expect(names(data.timeEntryCategories)).toEqual(['Development', 'Meetings', 'Research', 'Support']);
    // The project-level lists are the budget line items; each named category once.
    const named = async (path: string) => [
      ...new Set(
        (await rpAll<RpRecord>(stack.emulators, path)).map((i) => i.category).filter((c) => typeof c === 'string'),
      ),
    ];
    const projectTime = await named('/projects/500001/time_entry_categories');
    expect(projectTime.length).toBeGreaterThan(0);
    expect(names(data.project?.expenseItemCategories)).toEqual(await named('/projects/500001/expense_item_categories'));
    expect(names(data.project?.timeEntryCategories)).toEqual(projectTime);
    expect(names(ofType(data.node, 'Phase').timeEntryCategories)).toEqual(
      await named(`/projects/${phase.id}/time_entry_categories`),
    );
    const templates = new Set((await calls()).map((c) => c.template));
    for (const t of [
      '/expense_item_categories',
      '/time_entry_categories',
      '/projects/{project_id}/expense_item_categories',
      '/projects/{project_id}/time_entry_categories',
    ])
      expect(templates.has(t)).toBe(true);
  });
});
