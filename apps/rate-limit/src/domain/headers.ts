/**
 * The header values the caller should send: Retry-After (RFC 9110 §10.2.3) on 429 and 503, the
 * de facto X-RateLimit-* trio, and the IETF RateLimit / RateLimit-Policy structured fields
 * (draft-ietf-httpapi-ratelimit-headers-10). The policy is named after the limitType.
 */
import type { Facts } from './facts.js'
import type { DecisionHeaders, DecisionStatus } from './types.js'

function policyItem(f: Facts, quota: number): string {
  const shape = f.limitType === 'concurrency' ? ';qu="concurrent-requests"' : `;w=${f.windowSeconds}`
  return `"${f.limitType}";q=${quota}${shape}`
}

/** Seconds until quota returns: the window for windowed limits, the backoff for concurrency slots. */
function resetSeconds(f: Facts, waitSeconds: number): number | undefined {
  if (f.limitType !== 'concurrency') return f.windowSeconds
  return waitSeconds > 0 ? waitSeconds : undefined
}

function rateLimitItem(f: Facts, remaining: number, reset: number | undefined): string {
  return `"${f.limitType}";r=${remaining}${reset === undefined ? '' : `;t=${reset}`}`
}

export function buildHeaders(f: Facts, statusCode: DecisionStatus, waitSeconds: number): DecisionHeaders {
  const headers: DecisionHeaders = {}
  if ((statusCode === 429 || statusCode === 503) && waitSeconds > 0) headers['Retry-After'] = String(waitSeconds)
  if (f.quota === undefined) return headers
  const quota = Math.floor(f.quota)
  const reset = resetSeconds(f, waitSeconds)
  headers['X-RateLimit-Limit'] = String(quota)
  if (f.remaining !== undefined) headers['X-RateLimit-Remaining'] = String(f.remaining)
  if (reset !== undefined) headers['X-RateLimit-Reset'] = String(reset)
  headers['RateLimit-Policy'] = policyItem(f, quota)
  if (f.remaining !== undefined) headers.RateLimit = rateLimitItem(f, f.remaining, reset)
  return headers
}
