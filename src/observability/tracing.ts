// OpenTelemetry tracing, on when an OTLP endpoint is configured: a span per GraphQL operation and a
// child span per upstream call, exported over OTLP/HTTP. The provider is the gateway's own (not the
// global one), so that several gateways can run in one process.
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';

export interface Tracing {
  tracer: Tracer;
  /** Flushes and stops the exporter. */
  shutdown(): Promise<void>;
}

/** Starts tracing to `${endpoint}/v1/traces`, or returns null when no endpoint is configured. */
export async function createTracing(endpoint: string | null, serviceName: string): Promise<Tracing | null> {
  if (!endpoint) return null;
  // The SDK and the exporter are loaded only when tracing is on (about 6 MB resident otherwise).
  const [{ OTLPTraceExporter }, { resourceFromAttributes }, { BasicTracerProvider, BatchSpanProcessor }] =
    await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-base'),
    ]);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` })),
    ],
  });
  return { tracer: provider.getTracer('workgraph'), shutdown: () => provider.shutdown() };
}

/** Starts the span of one GraphQL operation; returns it and the context its children hang from. */
export function startOperationSpan(tracer: Tracer, name: string): { span: Span; context: Context } {
  const span = tracer.startSpan(`graphql ${name}`, {
    kind: SpanKind.SERVER,
    attributes: { 'graphql.operation.name': name },
  });
  return { span, context: trace.setSpan(ROOT_CONTEXT, span) };
}

/** Starts the span of one upstream call under `parent`; the returned function ends it with the status. */
export function startUpstreamSpan(
  tracer: Tracer,
  parent: Context | undefined,
  backend: string,
  method: string,
  operation: string,
): (status: number) => void {
  const span = tracer.startSpan(
    `${method} ${operation}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'workgraph.backend': backend, 'url.template': operation },
    },
    parent ?? ROOT_CONTEXT,
  );
  return (status) => {
    span.setAttribute('http.response.status_code', status);
    if (status === 0 || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
}
