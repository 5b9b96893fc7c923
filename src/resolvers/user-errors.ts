// Refusals of a mutation's input as data: every Mutation resolver is wrapped so that a refusal (the
// gateway's own before any call, or the backend's 4xx rule) comes back in the payload's `userErrors`
// with the payload non-null; authentication, limits and failing backends stay top-level errors.
import { GraphQLError } from 'graphql';
import { InputRefused, UpstreamError } from '../errors.js';
import type { MutationResolvers, Resolvers } from '../generated/resolvers-types.js';
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

/**
 * Work-management 403 answers that refuse what was asked, not who asks (Document 1 and the service's
 * code list): these are refusals of the input too. Every other 403 (1004 not authorized, 1212 not a
 * sheet admin) is about the caller and stays a top-level FORBIDDEN.
 */
const REFUSING_FORBIDDEN_CODES: ReadonlyMap<number, UserErrorCode> = new Map([
  [1016, 'CONFLICT'], // the user is already a member of the account
  [1026, 'INVALID'], // a share with access level OWNER (no ownership transfer)
  [1047, 'INVALID'], // removing oneself from the account
  [1186, 'CONFLICT'], // make primary: the primary domain is not validated (state table)
  [1188, 'CONFLICT'], // the user's account status is not active
]);

/** The user error code of a refusal with this status and document code, or undefined when it is not a refusal of the input. */
function refusalCode(status: number, errorCode: unknown): UserErrorCode | undefined {
  if (status === 403) return typeof errorCode === 'number' ? REFUSING_FORBIDDEN_CODES.get(errorCode) : undefined;
  return REFUSING_STATUSES.get(status);
}

/** `input.rows[0].cells` as `["input", "rows", "0", "cells"]`. */
export function fieldPath(field: unknown): string[] | null {
  if (typeof field !== 'string' || field === '') return null;
  return field.split(/[.[\]]+/).filter((part) => part !== '');
}

/** The user error a thrown error stands for, or null when it is not a refusal of the input. */
export function userErrorOf(error: unknown): UserErrorValue | null {
  if (error instanceof UpstreamError) {
    const code = error.failure === 'http' ? refusalCode(error.status, error.errorCode) : undefined;
    return code
      ? { message: `${error.backend}: ${error.message}`, field: null, code, errorCode: error.errorCode }
      : null;
  }
  const graphqlError =
    error instanceof GraphQLError ? error : error instanceof InputRefused ? mappedError(error) : null;
  if (!graphqlError) return null;
  const { code, field, errorCode, upstream, conflict } = graphqlError.extensions as {
    code?: unknown;
    field?: unknown;
    errorCode?: unknown;
    upstream?: unknown;
    conflict?: unknown;
  };
  if (typeof upstream === 'object' && upstream !== null) {
    const status = (upstream as { status?: unknown }).status;
    const upstreamCode = typeof status === 'number' ? refusalCode(status, errorCode) : undefined;
    return upstreamCode
      ? {
          message: graphqlError.message,
          field: fieldPath(field),
          code: upstreamCode,
          errorCode: typeof errorCode === 'number' ? errorCode : null,
        }
      : null;
  }
  const userCode: UserErrorCode | null =
    code === 'BAD_USER_INPUT'
      ? conflict === true
        ? 'CONFLICT'
        : 'INVALID'
      : code === 'NOT_FOUND'
        ? 'NOT_FOUND'
        : code === 'FORBIDDEN'
          ? (refusalCode(403, errorCode) ?? null)
          : null;
  if (!userCode) return null;
  return {
    message: graphqlError.message,
    field: fieldPath(field),
    code: userCode,
    errorCode: typeof errorCode === 'number' ? errorCode : null,
  };
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
  return Object.fromEntries(
    Object.entries(mutations).map(([name, resolve]) => [
      name,
      typeof resolve === 'function' ? withUserErrors(resolve as Resolver) : resolve,
    ]),
  );
}

/** A payload as a wrapped mutation resolver returns it: `userErrors` may be left to the wrapper. */
type WithOptionalUserErrors<T> =
  T extends PromiseLike<infer U>
    ? Promise<WithOptionalUserErrors<U>>
    : T extends { userErrors: infer E }
      ? Omit<T, 'userErrors'> & { userErrors?: E }
      : T;

/** A mutation resolver whose payload may leave out `userErrors`. */
type ReturningPayload<R> = R extends (parent: infer P, args: infer A, ctx: infer C, info: infer I) => infer Result
  ? (parent: P, args: A, ctx: C, info: I) => WithOptionalUserErrors<Result>
  : R;

/** The Mutation resolvers of a map as `withMutationUserErrors` takes them: each returns its payload with or without `userErrors`. */
type MutationsReturningPayloads = {
  [K in keyof MutationResolvers]?: ReturningPayload<NonNullable<MutationResolvers[K]>>;
};

/** A resolver map as `withMutationUserErrors` takes it (the generated map's types, the Mutation resolvers' payloads loosened). */
export type ResolversWithPayloads = {
  [K in keyof Resolvers]: K extends 'Mutation' ? MutationsReturningPayloads : Resolvers[K];
};

/**
 * A resolver map whose Mutation resolvers answer refusals as `userErrors`; wrap each file's map where
 * it is defined. A resolver returns its payload without `userErrors` (the wrapper adds the empty list).
 *
 * ```ts
 * export const placeholderResolvers: Resolvers = withMutationUserErrors({ Query: {...}, Mutation: {...} });
 * ```
 */
export function withMutationUserErrors(resolvers: ResolversWithPayloads): Resolvers;
/** The same for a map of another type, named explicitly (`withMutationUserErrors<Resolvers>({...})`): its payloads carry `userErrors` themselves. */
export function withMutationUserErrors<R extends { Mutation?: unknown } = never>(resolvers: NoInfer<R>): R;
export function withMutationUserErrors(resolvers: { Mutation?: unknown }): unknown {
  if (!resolvers.Mutation) return resolvers;
  return { ...resolvers, Mutation: mutationsWithUserErrors(resolvers.Mutation as Record<string, unknown>) };
}
