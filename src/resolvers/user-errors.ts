// Refusals of a mutation's input as data: every Mutation resolver is wrapped so that a refusal (the
// gateway's own before any call, or the backend's 4xx rule) comes back in the payload's `userErrors`
// with the payload non-null; authentication, limits and failing backends stay top-level errors.
import { GraphQLError } from 'graphql';
import { InputRefused, UpstreamError } from '../errors.js';
import { mappedError } from '../graphql-errors.js';

/** The stable codes of `UserError.code` (schema/common.graphql). */
export type UserErrorCode = 'INVALID' | 'NOT_FOUND' | 'CONFLICT';

/** One refusal, as `UserError` answers it. */
export interface UserErrorValue {
  message: string;
  field: string[] | null;
  code: UserErrorCode;
  errorCode: number | null;
}

/** Upstream statuses that refuse the input rather than fail: the backend judged what was sent. */
const REFUSING_STATUSES: ReadonlyMap<number, UserErrorCode> = new Map([
  [400, 'INVALID'],
  [404, 'NOT_FOUND'],
  [405, 'INVALID'],
  [409, 'CONFLICT'],
  [413, 'INVALID'],
  [415, 'INVALID'],
  [422, 'INVALID'],
]);

/** `input.rows[0].cells` as `["input", "rows", "0", "cells"]`. */
export function fieldPath(field: unknown): string[] | null {
  if (typeof field !== 'string' || field === '') return null;
  return field.split(/[.[\]]+/).filter((part) => part !== '');
}

/** The user error a thrown error stands for, or null when it is not a refusal of the input. */
export function userErrorOf(error: unknown): UserErrorValue | null {
  if (error instanceof UpstreamError) {
    const code = error.failure === 'http' ? REFUSING_STATUSES.get(error.status) : undefined;
    return code ? { message: `${error.backend}: ${error.message}`, field: null, code, errorCode: error.errorCode } : null;
  }
  const graphqlError = error instanceof GraphQLError ? error : error instanceof InputRefused ? mappedError(error) : null;
  if (!graphqlError) return null;
  const { code, field, errorCode, upstream, conflict } = graphqlError.extensions as { code?: unknown; field?: unknown; errorCode?: unknown; upstream?: unknown; conflict?: unknown };
  if (typeof upstream === 'object' && upstream !== null) {
    const status = (upstream as { status?: unknown }).status;
    const upstreamCode = typeof status === 'number' ? REFUSING_STATUSES.get(status) : undefined;
    return upstreamCode ? { message: graphqlError.message, field: fieldPath(field), code: upstreamCode, errorCode: typeof errorCode === 'number' ? errorCode : null } : null;
  }
  const userCode: UserErrorCode | null = code === 'BAD_USER_INPUT' ? (conflict === true ? 'CONFLICT' : 'INVALID') : code === 'NOT_FOUND' ? 'NOT_FOUND' : null;
  if (!userCode) return null;
  return { message: graphqlError.message, field: fieldPath(field), code: userCode, errorCode: typeof errorCode === 'number' ? errorCode : null };
}

type Resolver = (root: unknown, args: unknown, ctx: unknown, info: unknown) => unknown;

/**
 * Wraps one mutation resolver: its payload gains `userErrors` (empty unless the resolver set some),
 * and a refusal it throws becomes a payload whose only value is `userErrors`.
 */
export function withUserErrors(resolve: Resolver): Resolver {
  return async (root, args, ctx, info) => {
    try {
      const payload = (await resolve(root, args, ctx, info)) as { userErrors?: UserErrorValue[] } | null;
      if (payload === null || payload === undefined) return payload;
      return { ...payload, userErrors: payload.userErrors ?? [] };
    } catch (error) {
      const refusal = userErrorOf(error);
      if (!refusal) throw error;
      return { userErrors: [refusal] };
    }
  };
}

/** Every resolver of the Mutation type wrapped by `withUserErrors`. */
export function mutationsWithUserErrors(mutations: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(mutations).map(([name, resolve]) => [name, typeof resolve === 'function' ? withUserErrors(resolve as Resolver) : resolve]));
}

/**
 * A resolver map whose Mutation resolvers answer refusals as `userErrors`; wrap each file's map where
 * it is defined.
 *
 * ```ts
 * export const placeholderResolvers: Resolvers = withMutationUserErrors({ Query: {...}, Mutation: {...} });
 * ```
 */
export function withMutationUserErrors<R extends { Mutation?: unknown }>(resolvers: R): R {
  if (!resolvers.Mutation) return resolvers;
  return { ...resolvers, Mutation: mutationsWithUserErrors(resolvers.Mutation as Record<string, unknown>) };
}
