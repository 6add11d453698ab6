/**
 * The optional OpenTelemetry exporter (`TRACING=otel`): spans for each request and each worker-pool
 * task, sent by OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (the exporter reads the standard OTEL_*
 * variables itself). Every OpenTelemetry package is loaded here with a dynamic import, and this
 * module is itself imported dynamically by the host only when tracing is `otel`.
 */
import type { SpanExporter } from '@opentelemetry/sdk-trace-node'
import type { SpanHandle, SpanHook } from './span-hook.js'
import { traceIds } from './trace-context.js'

export interface OtelOptions {
  serviceName: string
  serviceVersion: string
  /** Tests pass an in-memory exporter; default OTLP over HTTP. */
  exporter?: SpanExporter
}

export async function loadOtel(options: OtelOptions): Promise<SpanHook> {
  const api = await import('@opentelemetry/api')
  const sdk = await import('@opentelemetry/sdk-trace-node')
  const { resourceFromAttributes } = await import('@opentelemetry/resources')
  const exporter = options.exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.version': options.serviceVersion,
    }),
    spanProcessors: [options.exporter ? new sdk.SimpleSpanProcessor(exporter) : new sdk.BatchSpanProcessor(exporter)],
  })
  const tracer = provider.getTracer('@svc/core', options.serviceVersion)

  function handle(span: import('@opentelemetry/api').Span): SpanHandle {
    return {
      end(attributes, error) {
        if (attributes) span.setAttributes(attributes)
        if (error !== undefined) span.setStatus({ code: api.SpanStatusCode.ERROR, message: error })
        span.end()
      },
    }
  }

  return {
    request(name, traceparent) {
      let parent = api.ROOT_CONTEXT
      if (traceparent) {
        const { traceId, spanId } = traceIds(traceparent)
        parent = api.trace.setSpanContext(api.ROOT_CONTEXT, {
          traceId,
          spanId,
          traceFlags: Number.parseInt(traceparent.slice(53, 55), 16) & 1,
          isRemote: true,
        })
      }
      return handle(tracer.startSpan(name, { kind: api.SpanKind.SERVER }, parent))
    },
    task(pool) {
      return handle(
        tracer.startSpan('worker-pool task', { kind: api.SpanKind.INTERNAL, attributes: { 'worker_pool.name': pool } }),
      )
    },
    shutdown: () => provider.shutdown(),
  }
}
