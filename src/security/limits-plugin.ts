// The Apollo Server plugin that refuses an operation over its limits once it is resolved and before
// it executes, and records what operations cost and call (for tuning the budgets).
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { Histogram, type Counter, type Registry } from 'prom-client';
import type { GatewayContext } from '../context.js';
import type { CostOptions } from './cost.js';
import { checkOperation, type OperationLimits } from './operation-limits.js';

export interface LimitsPluginOptions {
  limits: OperationLimits;
  costOptions: CostOptions;
  /** Where the cost and upstream-call histograms go. */
  registry: Registry;
  /** Counts refusals by code, beside the other GraphQL errors. */
  errors: Counter<'code'>;
}

export function operationLimitsPlugin(options: LimitsPluginOptions): ApolloServerPlugin<GatewayContext> {
  const cost = new Histogram({
    name: 'workgraph_graphql_operation_cost',
    help: 'Estimated static cost of operations (the budget is MAX_OPERATION_COST).',
    buckets: [10, 100, 1000, 5000, 10_000, 25_000, 50_000, 100_000, 1_000_000],
    registers: [options.registry],
  });
  const calls = new Histogram({
    name: 'workgraph_graphql_request_upstream_calls',
    help: 'Upstream calls made by one GraphQL request (the cap is MAX_UPSTREAM_CALLS_PER_REQUEST).',
    buckets: [0, 1, 2, 5, 10, 25, 50, 100, 250, 500, 1000],
    registers: [options.registry],
  });
  return {
    contextCreationDidFail({ error }) {
      // Admission refusals (UNAUTHENTICATED, RATE_LIMITED, BAD_REQUEST) never reach the request pipeline.
      if (error instanceof GraphQLError) {
        const code = error.extensions.code;
        options.errors.inc({ code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' });
      }
      return Promise.resolve();
    },
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, document, operation, operationName, request }) {
          // Without a resolvable operation Apollo answers with its own error when it executes.
          if (!operation) return Promise.resolve();
          try {
            cost.observe(
              checkOperation(
                schema,
                document,
                options.limits,
                options.costOptions,
                operationName,
                request.variables ?? {},
              ).cost,
            );
          } catch (error) {
            const refusal = error as GraphQLError;
            const estimated = refusal.extensions?.cost as { estimated?: number } | undefined;
            if (estimated?.estimated !== undefined) cost.observe(estimated.estimated);
            // A refusal rejects the hook, as a throw from an async hook did.
            return Promise.reject(refusal);
          }
          return Promise.resolve();
        },
        willSendResponse({ contextValue, operation }) {
          if (operation) calls.observe(contextValue.upstreamBudget.calls);
          return Promise.resolve();
        },
      });
    },
  };
}
