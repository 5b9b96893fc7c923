// One error type for upstream failures, and the mapping of every failure to a GraphQL error
// with a stable `extensions.code` (the set is documented in docs/errors.md).
import { GraphQLError } from 'graphql';

export type BackendName = 'work-management' | 'resource-planning' | 'digital-asset';

/** The stable set of `extensions.code` values the gateway emits. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_OUTCOME_UNKNOWN'
  | 'UPSTREAM_BUDGET_EXCEEDED'
  | 'INTERNAL_SERVER_ERROR';

/** A failed call to a backend, as the rest-client saw it. */
export class UpstreamError extends Error {
  constructor(
    readonly backend: BackendName,
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    message: string,
    readonly errorCode: number | null = null,
    readonly refId: string | null = null,
    /**
     * `timeout` or `network` when no response arrived; `circuit-open` when the call was not made
     * because the backend is failing; `unknown-outcome` when a write was sent but no answer came,
     * so it may or may not have been applied; `budget` when the call was not made because the
     * GraphQL request has spent its upstream budget.
     */
    readonly failure: 'http' | 'timeout' | 'network' | 'circuit-open' | 'unknown-outcome' | 'budget' = 'http',
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/**
 * Builds a user-input error; `field` names the argument or input path at fault, and `errorCode`
 * is the backend document's own code for the rule (such as 1042, 1115, 1148) when it has one.
 */
export function badUserInput(message: string, field?: string, errorCode?: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}), ...(errorCode !== undefined ? { errorCode } : {}) },
  });
}

/** Builds a refusal of an action the caller may not take, with the backend document's code (such as 403 1026). */
export function forbidden(message: string, field: string, errorCode: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', field, errorCode } });
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'UPSTREAM_ERROR';
}

/** The `extensions.code` for an upstream failure. */
export function errorCodeOf(error: UpstreamError): ErrorCode {
  if (error.failure === 'timeout') return 'UPSTREAM_TIMEOUT';
  if (error.failure === 'network' || error.failure === 'circuit-open') return 'UPSTREAM_UNAVAILABLE';
  if (error.failure === 'unknown-outcome') return 'UPSTREAM_OUTCOME_UNKNOWN';
  if (error.failure === 'budget') return 'UPSTREAM_BUDGET_EXCEEDED';
  return codeForStatus(error.status);
}

/**
 * Maps an upstream failure to a GraphQL error carrying backend, status, errorCode and refId. The
 * backend's error code is also `extensions.errorCode`, where the gateway's own refusal of the same
 * input puts it: same refusal, same code, whoever refuses.
 */
export function toGraphQLError(error: UpstreamError): GraphQLError {
  return new GraphQLError(`${error.backend}: ${error.message}`, {
    extensions: {
      code: errorCodeOf(error),
      ...(error.errorCode !== null ? { errorCode: error.errorCode } : {}),
      upstream: {
        backend: error.backend,
        status: error.status,
        errorCode: error.errorCode,
        refId: error.refId,
      },
      ...(error.retryAfterSeconds !== null ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    },
  });
}

/** Turns anything a resolver threw into a GraphQL error; upstream errors keep their details. */
export function normalizeError(error: unknown): unknown {
  if (error instanceof UpstreamError) return toGraphQLError(error);
  return error;
}
