/**
 * Event → facts: everything the rules consult, each with the input it came from so that `signals`
 * can name it. Unparseable optional headers are ignored (they raise no confidence), never an error.
 */
import { isIdempotentMethod } from '@svc/core/methods'
import { detectVendor } from './detect-vendor.js'
import { echo, firstHeader, type HeaderMap, toHeaderMap } from './headers.js'
import type { Evidence, EvidenceKey, Facts, FaultEvent } from './types.js'

const FLAG_HEADERS = ['x-envoy-response-flags', 'x-envoy-overloaded', 'x-envoy-ratelimited'] as const
const INTERMEDIARY_HEADERS = ['via', 'x-cache'] as const

export function extractFacts(event: FaultEvent): Facts {
  const headers = toHeaderMap(event.responseHeaders)
  const evidence: Partial<Record<EvidenceKey, Evidence>> = {
    status: { input: 'statusCode', value: String(event.statusCode) },
  }
  const vendor = detectVendor(event.proxyType, headers)
  if (vendor) evidence.vendor = vendor.evidence
  const flags = readFlags(headers, evidence)
  if (event.duration !== undefined) evidence.duration = { input: 'duration', value: `${event.duration} ms` }
  const retryAfter = firstHeader(headers, ['retry-after'])
  if (retryAfter) evidence.retryAfter = { input: 'responseHeaders.retry-after', value: echo(retryAfter.value) }
  const retries = event.retryAttemptCount ?? 0
  if (event.retryAttemptCount !== undefined) evidence.retries = { input: 'retryAttemptCount', value: String(retries) }
  const method = event.method?.toUpperCase()
  if (method !== undefined) evidence.method = { input: 'method', value: echo(method) }
  const upstream = firstHeader(headers, ['x-envoy-upstream-service-time'])
  if (upstream) evidence.upstreamTime = { input: `responseHeaders.${upstream.name}`, value: echo(upstream.value) }
  const intermediary = firstHeader(headers, INTERMEDIARY_HEADERS)
  if (intermediary)
    evidence.intermediary = { input: `responseHeaders.${intermediary.name}`, value: echo(intermediary.value) }
  return {
    status: event.statusCode,
    vendor: vendor?.vendor,
    flags,
    durationMs: event.duration,
    hasRetryAfter: retryAfter !== undefined,
    retryAfterSeconds: retryAfter ? toRetryAfterSeconds(retryAfter.value, headers) : undefined,
    retries,
    idempotent: method === undefined ? undefined : isIdempotentMethod(method),
    upstreamAnswered: upstream !== undefined,
    intermediary: intermediary !== undefined,
    evidence,
  }
}

/** Envoy flags: `x-envoy-response-flags: UF,URX`; `x-envoy-overloaded` means UO, `x-envoy-ratelimited` RL. */
function readFlags(headers: HeaderMap, evidence: Partial<Record<EvidenceKey, Evidence>>): ReadonlySet<string> {
  const flags = new Set<string>()
  const list = headers.get('x-envoy-response-flags')
  if (list !== undefined)
    for (const flag of list.split(/[\s,]+/)) if (flag && flag !== '-') flags.add(flag.toUpperCase())
  if (headers.has('x-envoy-overloaded')) flags.add('UO')
  if (headers.has('x-envoy-ratelimited')) flags.add('RL')
  const source = firstHeader(headers, FLAG_HEADERS)
  if (source && flags.size > 0) evidence.flags = { input: `responseHeaders.${source.name}`, value: echo(source.value) }
  return flags
}

/**
 * RFC 9110 §10.2.3: delay-seconds, or an HTTP-date, turned into seconds only against the response's
 * own `date` header (the analyzer never reads the clock, so its answers stay deterministic).
 */
export function toRetryAfterSeconds(value: string, headers: HeaderMap): number | undefined {
  if (/^\d+$/.test(value)) return Math.min(Number(value), 2_147_483_647)
  const at = Date.parse(value)
  const date = headers.get('date')
  if (Number.isNaN(at) || date === undefined) return undefined
  const now = Date.parse(date)
  return Number.isNaN(now) ? undefined : Math.max(0, Math.round((at - now) / 1000))
}
