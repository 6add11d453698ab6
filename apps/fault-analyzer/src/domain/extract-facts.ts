/**
 * Event → facts: everything the rules consult, each with the input it came from so that `signals`
 * can name it. Unparseable optional headers are ignored (they raise no confidence), never an error;
 * a `Retry-After` or `Date` that cannot be read, or names an impossible date, is reported as a warning
 * and fires no rule.
 */
import { isIdempotentMethod } from '@svc/core/methods'
import { detectVendor } from './detect-vendor.js'
import { echo, firstHeader, type HeaderMap, toHeaderMap } from './headers.js'
import { readHttpDate } from './http-date.js'
import type { AnalysisWarning, Evidence, EvidenceKey, Facts, FaultEvent } from './types.js'

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
  const warnings: AnalysisWarning[] = []
  const wait = retryAfter ? readRetryAfter(retryAfter.value, headers, warnings) : undefined
  if (wait) evidence.retryAfter = { input: 'responseHeaders.retry-after', value: echo(retryAfter!.value) }
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
    hasRetryAfter: wait !== undefined,
    retryAfterSeconds: wait?.seconds,
    retries,
    idempotent: method === undefined ? undefined : isIdempotentMethod(method),
    upstreamAnswered: upstream !== undefined,
    intermediary: intermediary !== undefined,
    evidence,
    warnings,
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

const RETRY_AFTER = 'responseHeaders.retry-after'

/**
 * RFC 9110 §10.2.3: delay-seconds, or an HTTP-date turned into seconds only against the response's own
 * `Date` header (the analyzer never reads the clock, so its answers stay deterministic). Undefined when
 * the header cannot be read or names an impossible date: a warning says so and no rule honours it. A
 * readable HTTP-date with no readable `Date` to count from is honoured, with its seconds unknown.
 */
export function readRetryAfter(
  value: string,
  headers: HeaderMap,
  warnings: AnalysisWarning[],
): { seconds: number | undefined } | undefined {
  if (/^\d+$/.test(value)) return { seconds: Math.min(Number(value), 2_147_483_647) }
  const sent = headers.get('date')
  const now = sent === undefined ? undefined : readHttpDate(sent)
  const at = readHttpDate(value, now?.kind === 'date' ? now.year : undefined)
  if (at.kind === 'unreadable') {
    warnings.push({
      code: 'RETRY_AFTER_UNREADABLE',
      input: RETRY_AFTER,
      message: 'Retry-After is neither delay-seconds nor an HTTP date (IMF-fixdate, rfc850 or asctime); ignored.',
    })
    return undefined
  }
  if (at.kind === 'impossible') {
    warnings.push({
      code: 'RETRY_AFTER_IMPOSSIBLE_DATE',
      input: RETRY_AFTER,
      message: `Retry-After names a date that does not exist (${at.why}); ignored.`,
    })
    return undefined
  }
  if (now?.kind === 'date') return { seconds: Math.max(0, Math.round((at.epochMs - now.epochMs) / 1000)) }
  warnings.push({
    code: now === undefined ? 'RETRY_AFTER_NOT_COUNTED' : 'DATE_UNREADABLE',
    input: now === undefined ? RETRY_AFTER : 'responseHeaders.date',
    message:
      now === undefined
        ? 'Retry-After is an HTTP date and the response has no Date header to count the seconds from.'
        : now.kind === 'impossible'
          ? `The Date header names a date that does not exist (${now.why}); Retry-After's seconds are unknown.`
          : "The Date header is not an HTTP date; Retry-After's seconds are unknown.",
  })
  return { seconds: undefined }
}
