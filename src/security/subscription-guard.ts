// The same admission and limits for operations sent over graphql-ws as over HTTP: checked in
// `onSubscribe`, before the operation runs; the admission's credentials then build its context.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Credentials } from '../datasources/credentials.js';
import type { Admission, CallerGate } from './admission.js';
import type { CostOptions } from './cost.js';
import { reshaped } from '../graphql-errors.js';
import { introspectionRefused } from './introspection.js';
import { checkOperation, tokenLimitError, type OperationLimits } from './operation-limits.js';

export interface SubscriptionGuardOptions {
  schema: GraphQLSchema;
  gate: CallerGate;
  limits: OperationLimits;
  costOptions: CostOptions;
  introspection: boolean;
  fieldSuggestions: boolean;
  /** The client's address (per-caller limits of anonymous callers), as for HTTP requests. */
  addressOf(request: IncomingMessage): string;
}

export interface SubscribeMessage {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** The error as the client sees it: `extensions.http` is for HTTP responses only. */
function forSocket(error: GraphQLError): GraphQLError {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `http` is left out by naming it
  const { http: _http, ...extensions } = error.extensions;
  return reshaped(error, error.message, extensions);
}

export class SubscriptionGuard {
  /** Admissions waiting for their operation's context, per connection and operation id. */
  private readonly admitted = new WeakMap<object, Map<string, Admission>>();

  constructor(private readonly options: SubscriptionGuardOptions) {}

  /** For graphql-ws `onSubscribe`: the errors that refuse the operation, or nothing when it may run. */
  async check(
    connection: object,
    id: string,
    message: SubscribeMessage,
    headers: IncomingHttpHeaders,
    request: IncomingMessage,
  ): Promise<GraphQLError[] | undefined> {
    const { schema, limits } = this.options;
    let admission: Admission;
    let document: DocumentNode;
    try {
      admission = await this.options.gate.admit(headers, this.options.addressOf(request));
      document = parse(message.query, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const tokens = tokenLimitError(error.message);
      return [tokens ? reshaped(error, tokens.message, tokens.extensions) : forSocket(error)];
    }
    const rules = this.options.introspection ? specifiedRules : [...specifiedRules, introspectionRefused];
    const invalid = validate(schema, document, rules);
    if (invalid.length > 0) {
      if (!this.options.fieldSuggestions)
        for (const error of invalid) error.message = error.message.replace(/ ?Did you mean(.+?)\?$/, '');
      return [...invalid];
    }
    try {
      checkOperation(
        schema,
        document,
        limits,
        this.options.costOptions,
        message.operationName,
        message.variables ?? {},
      );
    } catch (error) {
      if (error instanceof GraphQLError) return [forSocket(error)];
      throw error;
    }
    let waiting = this.admitted.get(connection);
    if (!waiting) this.admitted.set(connection, (waiting = new Map<string, Admission>()));
    waiting.set(id, admission);
    return undefined;
  }

  /** For graphql-ws `context`: the credentials `check` admitted for this operation. */
  credentialsFor(connection: object, id: string): Credentials {
    const waiting = this.admitted.get(connection);
    const admission = waiting?.get(id);
    if (!admission) throw new Error(`operation ${id} was not admitted`);
    waiting?.delete(id);
    return admission.credentials;
  }
}
