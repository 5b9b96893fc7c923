// The one place the gateway builds GraphQL errors: its own refusals (badUserInput, notFound, ...) and
// the mapping of UpstreamError and InputRefused to a stable `extensions.code` (docs/errors.md).
import { GraphQLError, type ASTNode } from 'graphql';
import { InputRefused, UpstreamError } from './errors.js';

/** The stable set of `extensions.code` values the gateway emits. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_OUTCOME_UNKNOWN'
  | 'UPSTREAM_BUDGET_EXCEEDED'
  | 'COST_LIMIT_EXCEEDED'
  | 'DEPTH_LIMIT_EXCEEDED'
  | 'ALIAS_LIMIT_EXCEEDED'
  | 'DIRECTIVE_LIMIT_EXCEEDED'
  | 'TOKEN_LIMIT_EXCEEDED'
  | 'INTERNAL_SERVER_ERROR';

/** A gateway error with its code and any further extensions (`http` sets the status of an HTTP answer). */
export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/** `field` and `errorCode` as extensions, each only when given. */
function located(field: string | undefined, errorCode: number | undefined): Record<string, unknown> {
  return { ...(field ? { field } : {}), ...(errorCode !== undefined ? { errorCode } : {}) };
}

/**
 * Builds a user-input error; `field` names the argument or input path at fault, and `errorCode`
 * is the backend document's own code for the rule (such as 1042, 1115, 1148) when it has one.
 */
export function badUserInput(message: string, field?: string, errorCode?: number): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message, located(field, errorCode));
}

/** Builds a refusal of an action the caller may not take, with the backend document's code when it has one (such as 403 1026). */
export function forbidden(message: string, field?: string, errorCode?: number): GraphQLError {
  return gatewayError('FORBIDDEN', message, located(field, errorCode));
}

/**
 * Builds the refusal of an input that conflicts with the object's current state (a document's state
 * table, such as changing an archived project): in a mutation's payload, a `CONFLICT` user error.
 */
export function conflict(message: string, field?: string): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message, { ...located(field, undefined), conflict: true });
}

/** Builds the error of an object a write or subscription needs that does not exist (single reads answer null instead). */
export function notFound(message: string, field?: string): GraphQLError {
  return gatewayError('NOT_FOUND', message, located(field, undefined));
}

/** Builds the refusal of a request without a usable credential: HTTP 401, nothing sent upstream. */
export function unauthenticated(message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return gatewayError('UNAUTHENTICATED', message, { ...extensions, http: { status: 401 } });
}

/** Builds the refusal of a malformed HTTP request (a header that does not decode): HTTP 400. */
export function badRequest(message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return gatewayError('BAD_REQUEST', message, { ...extensions, http: { status: 400 } });
}

/** Builds a scalar's refusal of a value: no code of its own, GraphQL reports it as a validation or variable error. */
export function invalidScalarValue(message: string, nodes?: ASTNode): GraphQLError {
  return new GraphQLError(message, nodes ? { nodes } : {});
}

/** Builds a validation rule's refusal of a document: Apollo Server answers it as GRAPHQL_VALIDATION_FAILED. */
export function validationRefusal(message: string, node: ASTNode): GraphQLError {
  return new GraphQLError(message, { nodes: [node] });
}

/** `error` with another message and extensions, keeping its locations, path and cause. */
export function reshaped(error: GraphQLError, message: string, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
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
  if (error.failure === 'malformed' || error.failure === 'oversized') return 'UPSTREAM_ERROR';
  return codeForStatus(error.status);
}

/** What `extensions.upstream` says of an upstream failure. */
export function upstreamDetails(error: UpstreamError): {
  backend: string;
  status: number;
  errorCode: number | null;
  refId: string | null;
} {
  return { backend: error.backend, status: error.status, errorCode: error.errorCode, refId: error.refId };
}

/**
 * Maps an upstream failure to a GraphQL error carrying backend, status, errorCode and refId. The
 * backend's error code is also `extensions.errorCode`, where the gateway's own refusal of the same
 * input puts it: same refusal, same code, whoever refuses. An input refused below the resolvers is
 * BAD_USER_INPUT.
 */
export function toGraphQLError(error: UpstreamError | InputRefused): GraphQLError {
  if (error instanceof InputRefused) return badUserInput(error.message, error.field, error.errorCode);
  return gatewayError(errorCodeOf(error), `${error.backend}: ${error.message}`, {
    ...(error.errorCode !== null ? { errorCode: error.errorCode } : {}),
    upstream: upstreamDetails(error),
    ...(error.retryAfterSeconds !== null ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  });
}

/** The GraphQL error for a cause the gateway maps (an upstream failure, a refused input), or null for any other. */
export function mappedError(cause: unknown): GraphQLError | null {
  return cause instanceof UpstreamError || cause instanceof InputRefused ? toGraphQLError(cause) : null;
}
