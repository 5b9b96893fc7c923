// Walks a connection through the gateway, page by page, forwards or backwards.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import { dataOf, runDocument, type GraphQLTarget, type RequestHeaders } from './gql.js';
import { present } from './present.js';

interface Edges {
  edges: ReadonlyArray<{ node: { id: string } }>;
}
/** What a forward walk reads of a page. */
export interface ForwardPage extends Edges {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
/** What a backward walk reads of a page. */
export interface BackwardPage extends Edges {
  pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
}

type PageArguments = 'first' | 'after' | 'last' | 'before';

export interface WalkOptions<TData, TVariables, TPage> {
  target: GraphQLTarget;
  /** An operation taking `$first` and `$after` (forwards) or `$last` and `$before` (backwards), selecting `edges { node { id } }` and `pageInfo`. */
  document: TypedDocumentNode<TData, TVariables>;
  /** Picks the connection out of `data`. */
  pick: (data: TData) => TPage | null | undefined;
  /** The operation's other variables. */
  variables?: Omit<TVariables, PageArguments>;
  headers?: RequestHeaders;
  /** Safety bound on the number of pages. */
  maxPages?: number;
}

/** Reads one page with the walk's variables plus the page arguments. */
async function page<TData, TVariables, TPage>(
  options: WalkOptions<TData, TVariables, TPage>,
  pageArguments: Record<string, unknown>,
): Promise<TPage> {
  // The walk's variables with the page arguments are the operation's variables.
  const variables = { ...options.variables, ...pageArguments } as TVariables;
  const result = await runDocument(options.target, options.document, variables, options.headers);
  return present(options.pick(dataOf(result)), 'the connection');
}

/** Follows `endCursor` with `first` until `hasNextPage` is false; returns the node ids in order. */
export async function walkForward<TData, TVariables>(
  options: WalkOptions<TData, TVariables, ForwardPage>,
  first: number,
): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 0; n < (options.maxPages ?? 5000); n++) {
    const connection: ForwardPage = await page(options, { first, after });
    ids.push(...connection.edges.map((e) => e.node.id));
    expect(connection.edges.length).toBeLessThanOrEqual(first);
    if (!connection.pageInfo.hasNextPage) return ids;
    expect(connection.edges.length).toBe(first);
    after = connection.pageInfo.endCursor;
  }
  throw new Error('walk did not end');
}

/** Follows `startCursor` with `last` until `hasPreviousPage` is false; returns the node ids in list order. */
export async function walkBackward<TData, TVariables>(
  options: WalkOptions<TData, TVariables, BackwardPage>,
  last: number,
): Promise<string[]> {
  const ids: string[] = [];
  let before: string | null = null;
  for (let n = 0; n < (options.maxPages ?? 5000); n++) {
    const connection: BackwardPage = await page(options, { last, before });
    ids.unshift(...connection.edges.map((e) => e.node.id));
    if (!connection.pageInfo.hasPreviousPage) return ids;
    before = connection.pageInfo.startCursor;
  }
  throw new Error('walk did not end');
}
