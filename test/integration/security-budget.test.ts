// The upstream budget per request: past MAX_UPSTREAM_CALLS_PER_REQUEST the rest-client refuses each
// further call before sending it; what was answered before arrives as partial data beside the errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, resetAllLogs, startStack, upstreamCalls, type Stack } from '../helpers/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { MAX_UPSTREAM_CALLS_PER_REQUEST: '4' } });
});
afterAll(async () => {
  await stack?.close();
});

describe('a request that reaches its upstream budget', () => {
  it('stops at the budget, keeps what was answered, and says which fields went without', async () => {
    await resetAllLogs(stack.emulators);
    // One call for me, one for the sheet list, then one per sheet for its rows: 7 wanted, 4 allowed.
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ me { email } sheets(first: 5) { edges { node { name rows(first: 1) { edges { node { rowNumber } } } } } } }');
    expect(await upstreamCalls(stack.emulators.workManagement)).toHaveLength(4);
    expect(result.data.me.email).toContain('@');
    const sheets = result.data.sheets.edges.map((e: any) => e.node);
    expect(sheets).toHaveLength(5);
    expect(sheets.filter((s: any) => s.rows !== null)).toHaveLength(2);
    expect(result.errors).toHaveLength(3);
    for (const error of result.errors ?? []) {
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_BUDGET_EXCEEDED', upstream: { backend: 'work-management', status: 0 } });
      expect(error.path).toEqual(['sheets', 'edges', expect.any(Number), 'node', 'rows']);
    }
  });

  it('gives the next request a budget of its own', async () => {
    await resetAllLogs(stack.emulators);
    const result = await graphql<any>(stack.gateway.graphqlUrl, '{ me { email } sheets(first: 2) { edges { node { rows(first: 1) { totalCount } } } } }');
    expect(result.errors).toBeUndefined();
    expect(await upstreamCalls(stack.emulators.workManagement)).toHaveLength(4);
  });
});
