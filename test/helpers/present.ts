// Assertions that also narrow: a value that must be there, a list that must not be empty.
import { expect } from 'vitest';

/** Asserts the value is neither null nor undefined and returns it, narrowed. */
export function present<T>(value: T, label?: string): NonNullable<T> {
  expect(value, label).not.toBeNull();
  expect(value, label).toBeDefined();
  return value as NonNullable<T>;
}

/** Asserts the list has at least one item and returns it: loops over it then check something. */
export function nonEmpty<T>(list: readonly T[] | null | undefined, label?: string): T[] {
  expect(list?.length, label).toBeGreaterThan(0);
  return [...(list ?? [])];
}

/**
 * Asserts an object of a union or interface (`node(id:)`, selected with `__typename`) is of the given
 * type and returns it narrowed to that member.
 */
export function ofType<T extends { __typename?: string }, N extends NonNullable<T['__typename']>>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename?: N }> {
  expect(value?.__typename).toBe(typename);
  return value as Extract<T, { __typename?: N }>;
}

/** Asserts a connection is there and returns the nodes of its edges. */
export function nodesOf<N>(connection: { edges: ReadonlyArray<{ node: N }> } | null | undefined, label?: string): N[] {
  return present(connection, label).edges.map((edge) => edge.node);
}
