// Walks a connection through the gateway, page by page, forwards or backwards.
import { expect } from 'vitest';
import { graphql } from './stack.js';

interface PageOf {
  edges: Array<{ cursor: string; node: { id: string } }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export interface WalkOptions {
  url: string;
  /** An operation taking `$first`, `$after`, `$last`, `$before`, returning the connection with `edges { cursor node { id } }` and `pageInfo`. */
  query: string;
  /** Picks the connection out of `data`. */
  pick: (data: any) => PageOf;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Safety bound on the number of pages. */
  maxPages?: number;
}

/** Follows `endCursor` with `first` until `hasNextPage` is false; returns the node ids in order. */
export async function walkForward(options: WalkOptions, first: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < (options.maxPages ?? 5000); page++) {
    const result = await graphql(options.url, options.query, { ...options.variables, first, after }, options.headers);
    expect(result.errors).toBeUndefined();
    const connection = options.pick(result.data);
    ids.push(...connection.edges.map((e) => e.node.id));
    expect(connection.edges.length).toBeLessThanOrEqual(first);
    if (!connection.pageInfo.hasNextPage) return ids;
    expect(connection.edges.length).toBe(first);
    after = connection.pageInfo.endCursor;
  }
  throw new Error('walk did not end');
}

/** Follows `startCursor` with `last` until `hasPreviousPage` is false; returns the node ids in list order. */
export async function walkBackward(options: WalkOptions, last: number): Promise<string[]> {
  const ids: string[] = [];
  let before: string | null = null;
  for (let page = 0; page < (options.maxPages ?? 5000); page++) {
    const result = await graphql(options.url, options.query, { ...options.variables, last, before }, options.headers);
    expect(result.errors).toBeUndefined();
    const connection = options.pick(result.data);
    ids.unshift(...connection.edges.map((e) => e.node.id));
    if (!connection.pageInfo.hasPreviousPage) return ids;
    before = connection.pageInfo.startCursor;
  }
  throw new Error('walk did not end');
}
