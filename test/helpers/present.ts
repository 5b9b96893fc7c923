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
