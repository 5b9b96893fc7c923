// Refusals of a mutation's input, answered as data: the payload's `userErrors` (docs/errors.md).
import { expect } from 'vitest';
import type { GraphQLResult } from './gql.js';
import { present } from './present.js';

/** A `UserError` as a document selects it (any of its fields). */
export interface SelectedUserError {
  message?: string;
  field?: string[] | null;
  code?: string;
  errorCode?: number | null;
}

/**
 * Asserts the mutation `field` of the answer was refused as data: no top-level error, a payload
 * whose one user error matches `expected`. Returns that user error.
 *
 * ```ts
 * refusalOf(await run(ADD, { input }), 'addRows', { code: 'INVALID', errorCode: 1042 });
 * ```
 */
export function refusalOf(
  result: GraphQLResult<unknown>,
  field: string,
  expected: SelectedUserError,
): SelectedUserError {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const payload = present(
    (result.data as Record<string, { userErrors?: SelectedUserError[] } | null> | null | undefined)?.[field],
    `the ${field} payload`,
  );
  expect(payload.userErrors).toEqual([expect.objectContaining(expected)]);
  return present(payload.userErrors?.[0]);
}

/**
 * `refusalOf` for an answer of a document with one mutation field: the field is the answer's only one.
 *
 * ```ts
 * refusalIn(await run(CREATE, { input }), { code: 'INVALID', field: ['input', 'endsAt'] });
 * ```
 */
export function refusalIn(result: GraphQLResult<unknown>, expected: SelectedUserError): SelectedUserError {
  const fields = Object.keys(result.data ?? {});
  expect(fields, JSON.stringify(result.errors)).toHaveLength(1);
  return refusalOf(result, present(fields[0]), expected);
}
