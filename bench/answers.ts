// The whole answer of a benchmark query from one server, in a form two servers can be compared by:
// a walk's pages joined, cursors blanked (each server writes its own).
import { gqlText, type GraphQLResult } from '../test/helpers/gql.js';
import type { BenchQuery } from './queries.js';

/** Every page's data, with the values of `cursor`, `endCursor` and `startCursor` blanked. */
export async function wholeAnswer(url: string, bench: BenchQuery): Promise<unknown[]> {
  const pages: unknown[] = [];
  let variables: Record<string, unknown> | null = bench.variables ?? {};
  while (variables) {
    const result: GraphQLResult<unknown> = await gqlText(url)(bench.query, variables);
    if (result.errors) throw new Error(`${bench.name} at ${url}: ${JSON.stringify(result.errors).slice(0, 300)}`);
    pages.push(
      JSON.parse(JSON.stringify(result.data), (key, value: unknown) =>
        /^(cursor|endCursor|startCursor)$/.test(key) && typeof value === 'string' ? '<cursor>' : value,
      ),
    );
    variables = bench.next ? bench.next(result.data) : null;
  }
  return pages;
}

/** The path and both values of the first place where two answers differ, or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    return `${path}: ${JSON.stringify(a)?.slice(0, 120)} vs ${JSON.stringify(b)?.slice(0, 120)}`;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return `${path}: ${a.length} items vs ${b.length}`;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (found) return found;
  }
  return null;
}
