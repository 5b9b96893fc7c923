// An Apollo Server plugin that measures each GraphQL operation and counts and logs its errors by
// `extensions.code` (messages only: variables and headers are never logged).
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { UpstreamError } from '../errors.js';
import { mappedError, upstreamDetails } from '../graphql-errors.js';
import type { GatewayContext } from '../context.js';
import type { Logger } from './logger.js';
import type { GatewayMetrics } from './metrics.js';
import { SpanStatusCode, type Tracer } from '@opentelemetry/api';
import { startOperationSpan } from './tracing.js';

export function observabilityPlugin(
  metrics: GatewayMetrics,
  logger: Logger,
  tracer?: Tracer,
): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart(requestContext) {
      const started = process.hrtime.bigint();
      const log = requestContext.contextValue?.log ?? logger;
      const traced = tracer ? startOperationSpan(tracer, 'operation') : null;
      if (traced && requestContext.contextValue) requestContext.contextValue.trace.context = traced.context;
      return Promise.resolve({
        didResolveOperation(ctx) {
          const type = ctx.operation?.operation ?? 'query';
          traced?.span.updateName(`graphql ${type} ${ctx.operationName ?? 'anonymous'}`);
          traced?.span.setAttribute('graphql.operation.name', ctx.operationName ?? 'anonymous');
          traced?.span.setAttribute('graphql.operation.type', type);
          return Promise.resolve();
        },
        willSendResponse(ctx) {
          const operation = ctx.operationName ?? ctx.operation?.operation ?? 'unknown';
          const errors = ctx.errors ?? [];
          metrics.operationDuration.observe(
            { operation, outcome: errors.length ? 'error' : 'ok' },
            Number(process.hrtime.bigint() - started) / 1e9,
          );
          if (traced) {
            if (errors.length) traced.span.setStatus({ code: SpanStatusCode.ERROR });
            traced.span.end();
          }
          for (const error of errors) {
            // Upstream failures get their code when the response is formatted; read it from the cause.
            const cause = unwrapResolverError(error);
            const mappedCode = (mappedError(cause) ?? error).extensions?.code;
            const code = typeof mappedCode === 'string' ? mappedCode : 'INTERNAL_SERVER_ERROR';
            metrics.graphqlErrors.inc({ code });
            const upstream = cause instanceof UpstreamError ? upstreamDetails(cause) : undefined;
            log.warn({ operation, code, path: error.path?.join('.'), upstream }, error.message);
          }
          return Promise.resolve();
        },
      });
    },
  };
}
