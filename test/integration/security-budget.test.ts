// The upstream budget per request: past MAX_UPSTREAM_CALLS_PER_REQUEST the rest-client refuses each
// further call before sending it; what was answered before arrives as partial data beside the errors.
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../generated/index.js';
import { calls, resetAllLogs } from '../helpers/calls.js';
import { gql } from '../helpers/gql.js';
import { nonEmpty, present } from '../helpers/present.js';
import { useStack } from '../helpers/stack.js';

const stack = useStack({ env: { MAX_UPSTREAM_CALLS_PER_REQUEST: '4' } });
const run = gql(stack);
beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

describe('a request that reaches its upstream budget', () => {
  it('stops at the budget, keeps what was answered, and says which fields went without', async () => {
    const FIVE_SHEETS = graphql(`
      query SecurityBudgetFiveSheets {
        me {
          email
        }
        sheets(first: 5) {
          edges {
            node {
              name
              rows(first: 1) {
                edges {
                  node {
                    rowNumber
                  }
                }
              }
            }
          }
        }
      }
    `);
    // One call for me, one for the sheet list, then one per sheet for its rows: 7 wanted, 4 allowed.
    const result = await run(FIVE_SHEETS);
    expect(await calls(stack.emulators.workManagement)).toHaveLength(4);
    expect(result.data?.me?.email).toContain('@');
    const sheets = present(result.data?.sheets).edges.map((e) => e.node);
    expect(sheets).toHaveLength(5);
    expect(sheets.filter((s) => s.rows !== null)).toHaveLength(2);
    expect(result.errors).toHaveLength(3);
    for (const error of nonEmpty(result.errors)) {
      expect(error.extensions).toMatchObject({
        code: 'UPSTREAM_BUDGET_EXCEEDED',
        upstream: { backend: 'work-management', status: 0 },
      });
      expect(error.path).toEqual(['sheets', 'edges', expect.any(Number), 'node', 'rows']);
    }
  });

  it('gives the next request a budget of its own', async () => {
    const TWO_SHEETS = graphql(`
      query SecurityBudgetTwoSheets {
        me {
          email
        }
        sheets(first: 2) {
          edges {
            node {
              rows(first: 1) {
                totalCount
              }
            }
          }
        }
      }
    `);
    const result = await run(TWO_SHEETS);
    expect(result.errors).toBeUndefined();
    expect(await calls(stack.emulators.workManagement)).toHaveLength(4);
  });
});
