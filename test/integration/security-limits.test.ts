// What one request may ask for is known before anything is sent: alias, depth, directive, token and
// cost limits refuse it with their own code and no upstream call, and callers sharing the service
// credential keep its budget.
import { createClient } from 'graphql-ws';
import { beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { graphql } from '../generated/index.js';
import { allCalls, resetAllLogs } from '../helpers/calls.js';
import { gql, postBody, type HttpAnswer } from '../helpers/gql.js';
import { useStack } from '../helpers/stack.js';

// The service credential has the documented per-minute budget (300), shared by every caller.
const stack = useStack({
  workManagementRateLimit: 300,
  env: { WORK_MANAGEMENT_RATE_LIMIT: '300', REQUEST_DEADLINE_MS: '3000' },
});
const run = gql(stack);

/** Every call the three emulators received since the last reset. */
async function allUpstreamCalls(): Promise<number> {
  return (await allCalls(stack.emulators)).length;
}

/** Posts a document built here (most of them are refused) and keeps the HTTP status. */
function post<TData = unknown>(query: string): Promise<HttpAnswer<TData>> {
  return postBody<TData>(stack, { query });
}

beforeEach(async () => {
  await resetAllLogs(stack.emulators);
});

describe('requests that would turn the service credential against its other callers', () => {
  it('refuses 500 aliases of sheets(first: 1) without an upstream call, and the next caller is answered', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `s${i}: sheets(first: 1) { edges { node { name } } }`).join(
      ' ',
    );
    const attack = await post(`{ ${aliases} }`);
    expect(attack.status).toBe(400);
    expect(attack.result.data).toBeUndefined();
    // The document is refused at its first limit: 8,500 tokens are over the 2,000 allowed.
    expect(attack.result.errors?.[0]?.extensions).toEqual({ code: 'TOKEN_LIMIT_EXCEEDED', tokens: { limit: 2000 } });
    expect(await allUpstreamCalls()).toBe(0);

    const NEXT_CALLER = graphql(
      `query SecurityLimitsNextCaller { me { email } sheets(first: 2) { edges { node { name } } } }`,
    );
    const next = await run(NEXT_CALLER);
    expect(next.errors).toBeUndefined();
    expect(next.data?.sheets?.edges).toHaveLength(2);
  });

  it('refuses three nested connections of first: 500 with their computed cost and no upstream call', async () => {
    const result = await post(`
      {
        libraries(first: 500) {
          edges {
            node {
              sections(first: 500) {
                edges {
                  node {
                    assets(first: 500) {
                      edges {
                        node {
                          name
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    `);
    // Objects cost 1; a nested connection fetched per parent weighs 100 (its @cost in the schema):
    // 1 + 500 × (edge and node 2 + sections 100 + 500 × (2 + assets 100 + 500 × 2)).
    const estimated = 1 + 500 * (2 + 100 + 500 * (2 + 100 + 500 * 2));
    expect(estimated).toBe(275_551_001);
    expect(result.status).toBe(400);
    expect(result.result.errors?.[0]?.extensions).toEqual({
      code: 'COST_LIMIT_EXCEEDED',
      cost: { estimated, limit: 50_000 },
    });
    expect(await allUpstreamCalls()).toBe(0);
  });

  it('refuses five levels of first: 3 (seventeen fields deep) without an upstream call', async () => {
    const open =
      'organizations(first: 3) { edges { node { libraries(first: 3) { edges { node { sections(first: 3) { edges { node { assets(first: 3) { edges { node { sheet { rows(first: 3) { edges { node { rowNumber';
    const result = await post(`{ ${open}${' }'.repeat(open.split('{').length - 1)} }`);
    expect(result.status).toBe(400);
    expect(result.result.errors?.[0]?.extensions).toEqual({
      code: 'DEPTH_LIMIT_EXCEEDED',
      depth: { found: 17, limit: 16 },
    });
    expect(await allUpstreamCalls()).toBe(0);
  });
});

describe('the limits on the shape of a document', () => {
  it('answers 30 aliases and refuses 31', async () => {
    const aliases = (n: number): string => Array.from({ length: n }, (_, i) => `m${i}: me { email }`).join(' ');
    const within = await post<Record<string, { email: string }>>(`{ ${aliases(30)} }`);
    expect(within.result.errors).toBeUndefined();
    expect(within.result.data?.m29?.email).toContain('@');
    await resetAllLogs(stack.emulators);
    const over = await post(`{ ${aliases(31)} }`);
    expect(over.result.errors?.[0]?.extensions).toEqual({
      code: 'ALIAS_LIMIT_EXCEEDED',
      aliases: { found: 31, limit: 30 },
    });
    expect(await allUpstreamCalls()).toBe(0);
  });

  it('answers sixteen levels and refuses seventeen', async () => {
    // projects 1, edges 2, node 3, assignments 4 ... person 15, displayName 16.
    const chain = (leaf: string): string =>
      `{ projects(first: 1) { edges { node { assignments(first: 1) { edges { node { project { assignments(first: 1) { edges { node { project {
        assignments(first: 1) { edges { node { person { ${leaf} } } } } } } } } } } } } } } } }`;
    const within = await post<{ projects: { edges: unknown[] } }>(chain('displayName'));
    expect(within.result.errors).toBeUndefined();
    expect(within.result.data?.projects.edges).toHaveLength(1);
    await resetAllLogs(stack.emulators);
    const over = await post(chain('user { email }'));
    expect(over.result.errors?.[0]?.extensions).toEqual({
      code: 'DEPTH_LIMIT_EXCEEDED',
      depth: { found: 17, limit: 16 },
    });
    expect(await allUpstreamCalls()).toBe(0);
  });

  it('refuses more than 50 directives and more than 2,000 tokens without an upstream call', async () => {
    const directives = await post(`{ me { ${'email @include(if: true) '.repeat(51)} } }`);
    expect(directives.result.errors?.[0]?.extensions).toEqual({
      code: 'DIRECTIVE_LIMIT_EXCEEDED',
      directives: { found: 51, limit: 50 },
    });
    const tokens = await post(`{ ${Array.from({ length: 700 }, (_, i) => `t${i}: __typename`).join(' ')} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.result.errors?.[0]?.extensions).toEqual({ code: 'TOKEN_LIMIT_EXCEEDED', tokens: { limit: 2000 } });
    expect(await allUpstreamCalls()).toBe(0);
  });
});

describe('operations sent over WebSocket', () => {
  it('meet the same limits: refused before any upstream call', async () => {
    const client = createClient({
      url: stack.gateway.graphqlUrl.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const refused = await new Promise<Array<{ message: string; extensions?: Record<string, unknown> }>>(
        (resolve, reject) => {
          client.subscribe(
            {
              query: `
                {
                  libraries(first: 500) {
                    edges {
                      node {
                        sections(first: 500) {
                          edges {
                            node {
                              assets(first: 500) {
                                edges {
                                  node {
                                    name
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              `,
            },
            {
              next: () => reject(new Error('the operation ran')),
              error: (errors) =>
                Array.isArray(errors)
                  ? resolve(errors)
                  : reject(new Error('the operation failed without GraphQL errors', { cause: errors })),
              complete: () => reject(new Error('the operation completed')),
            },
          );
        },
      );
      expect(refused[0]?.extensions).toEqual({
        code: 'COST_LIMIT_EXCEEDED',
        cost: { estimated: 275_551_001, limit: 50_000 },
      });
      expect(await allUpstreamCalls()).toBe(0);
    } finally {
      await client.dispose();
    }
  });
});
