/**
 * The seam between core and the optional OpenTelemetry exporter (observe/otel.ts). Core code calls
 * through `spanHook`, which does nothing until `TRACING=otel` loads the exporter with a dynamic
 * import; with tracing off no OpenTelemetry module is ever loaded.
 */
export interface SpanHandle {
  /** Ends the span; `error` marks it failed with a catalog code or an error class (never a message). */
  end(attributes?: Record<string, string | number>, error?: string): void
}

export interface SpanHook {
  /** A server span for one request, child of the caller's traceparent when valid. */
  request(name: string, traceparent: string | undefined): SpanHandle
  /** A span around one worker-pool task. */
  task(pool: string): SpanHandle
  shutdown(): Promise<void>
}

let active: SpanHook | undefined

export function activeSpanHook(): SpanHook | undefined {
  return active
}

export function setSpanHook(hook: SpanHook | undefined) {
  active = hook
}
