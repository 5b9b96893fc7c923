// A failing resource-planning call stays as small as it can: in a document of two mutations the one
// that succeeded keeps its result when the other fails upstream, and one failing call of a nested
// list nulls that one field (with its error path), the rest of the answer intact.
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs, writes } from '../helpers/calls.js';
import { gql } from '../helpers/gql.js';
import { present } from '../helpers/present.js';
import { configureEmulator, useStack } from '../helpers/stack.js';

const stack = useStack();
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

describe('a failure stays small', () => {
  it('keeps the first mutation of a document when the second fails upstream', async () => {
    await configureEmulator(stack.emulators.resourcePlanning, {
      failNext: { method: 'POST', template: '/projects/{project_id}/budget_items', status: 500 },
    });
    const TWO_WRITES = graphql(`
      mutation ResourceFailuresTwoWrites($placeholder: CreatePlaceholderInput!, $item: CreateBudgetItemInput!) {
        createPlaceholder(input: $placeholder) {
          placeholder {
            id
            title
          }
          userErrors {
            code
          }
        }
        createBudgetItem(input: $item) {
          budgetItem {
            id
          }
          userErrors {
            code
          }
        }
      }
    `);
    const result = await run(TWO_WRITES, {
      placeholder: { title: 'Failure designer' },
      item: { projectId: '500001', itemType: 'EXPENSES', amount: 100 },
    });
    expect(result.data?.createPlaceholder).toMatchObject({
      placeholder: { title: 'Failure designer' },
      userErrors: [],
    });
    expect(result.data?.createBudgetItem).toBeNull();
    expect(result.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['createBudgetItem'], 'UPSTREAM_ERROR']]);
    // The placeholder was written; the budget item was tried once and refused by the service.
    expect(
      (await writes(stack.emulators.resourcePlanning)).map((c) => `${c.method} ${c.template} ${c.status}`),
    ).toEqual(['POST /placeholder_resources 200', 'POST /projects/{project_id}/budget_items 500']);
  });

  it('nulls only the nested list whose call failed', async () => {
    // The phase list fails on every attempt (the first and the gateway's two retries of a read).
    await configureEmulator(stack.emulators.resourcePlanning, {
      failNext: { method: 'GET', template: '/projects/{project_id}/phases', status: 500, times: 3 },
    });
    const PROJECT_LISTS = graphql(`
      query ResourceFailuresProjectLists($id: ID!) {
        project(id: $id) {
          id
          name
          phases(first: 5) {
            edges {
              node {
                id
              }
            }
          }
          assignments(first: 5) {
            edges {
              node {
                id
              }
            }
          }
          budgetItems(first: 5) {
            edges {
              node {
                id
              }
            }
          }
        }
      }
    `);
    const result = await run(PROJECT_LISTS, { id: '500001' });
    const project = present(result.data?.project);
    expect(project.phases).toBeNull();
    expect(project.name).toEqual(expect.any(String));
    expect(project.assignments?.edges.length).toBeGreaterThan(0);
    expect(project.budgetItems).not.toBeNull();
    expect(result.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['project', 'phases'], 'UPSTREAM_ERROR'],
    ]);
    const phaseCalls = (await calls(stack.emulators.resourcePlanning)).filter(
      (c) => c.template === '/projects/{project_id}/phases',
    );
    expect(phaseCalls.map((c) => c.status)).toEqual([500, 500, 500]);
  });
});
