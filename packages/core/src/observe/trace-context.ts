/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): the `traceparent` header a caller sends
 * is checked (version 00, 32 and 16 lowercase hex digits, neither id all zeros, 2 hex flag digits)
 * and, when valid, carried into the access line and echoed on the reply. An invalid header is
 * ignored as if absent. With `TRACING=on` a request without one gets a fresh one.
 */
import { randomBytes } from 'node:crypto'

export type TracingMode = 'off' | 'on' | 'otel'

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/
const ZERO_TRACE = '0'.repeat(32)
const ZERO_SPAN = '0'.repeat(16)

/** The header when it is a valid version-00 traceparent, else undefined. */
export function validTraceparent(header: unknown): string | undefined {
  if (typeof header !== 'string' || header.length !== 55) return undefined
  const match = TRACEPARENT.exec(header)
  if (!match || match[1] === ZERO_TRACE || match[2] === ZERO_SPAN) return undefined
  return header
}

/** A new sampled traceparent with random ids (never all zeros: 24 random bytes, retried if so). */
export function newTraceparent(): string {
  for (;;) {
    const hex = randomBytes(24).toString('hex')
    const traceId = hex.slice(0, 32)
    const spanId = hex.slice(32)
    if (traceId !== ZERO_TRACE && spanId !== ZERO_SPAN) return `00-${traceId}-${spanId}-01`
  }
}

/** The trace id and parent span id of a traceparent already validated. */
export function traceIds(traceparent: string): { traceId: string; spanId: string } {
  return { traceId: traceparent.slice(3, 35), spanId: traceparent.slice(36, 52) }
}
