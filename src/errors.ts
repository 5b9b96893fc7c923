// The gateway's error types, free of GraphQL: a failed call to a backend, and an input refused below
// the resolvers (a path segment, an upload). src/graphql-errors.ts turns both into GraphQL errors.

export type BackendName = 'work-management' | 'resource-planning' | 'digital-asset';

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
     * GraphQL request has spent its upstream budget; `malformed` when an answer came but is not
     * what the operation returns (not JSON, or without the shape the datasource relies on);
     * `oversized` when the answer grew beyond the body limit and reading stopped.
     */
    readonly failure:
      | 'http'
      | 'timeout'
      | 'network'
      | 'circuit-open'
      | 'unknown-outcome'
      | 'budget'
      | 'malformed'
      | 'oversized' = 'http',
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/**
 * An input that a layer below the resolvers refuses before any call (an id that cannot be a path
 * segment, an upload that cannot be read or is too large): the graph answers it as BAD_USER_INPUT,
 * `field` naming the input at fault and `errorCode` the backend document's own code for the rule.
 */
export class InputRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly errorCode?: number,
  ) {
    super(message);
    this.name = 'InputRefused';
  }
}
