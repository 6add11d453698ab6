/**
 * Turns an input (every member optional) into the facts the rules read, with the documented
 * defaults filled in: tier `paid`, limit `hard`, load `normal`, traffic `legitimate`, dependency
 * health 1, retryCount 0, window 60 seconds.
 */
import { isIdempotentMethod } from '@svc/core/methods'
import { DEFAULT_WINDOW_SECONDS, jitterFraction } from './backoff.js'
import type { CalculateInput, ClientTier, LimitType, LoadLevel, TrafficClass } from './types.js'

/** Remaining at or below this share of the quota counts as approaching the limit. */
export const APPROACHING_REMAINING_SHARE = 0.2

export interface Facts {
  method: string | undefined
  nonIdempotent: boolean
  tier: ClientTier
  limitType: LimitType
  quota: number | undefined
  /** What is left for the caller, floored at 0; undefined when neither remainingAllowance nor quota and rate say. */
  remaining: number | undefined
  windowSeconds: number
  overLimit: boolean
  approaching: boolean
  inconsistent: boolean
  retryCount: number
  load: LoadLevel
  dependencyHealth: number
  traffic: TrafficClass
  /** In [0, 1): the deterministic jitter draw for this request. */
  jitter: number
}

function isNonIdempotent(method: string | undefined, isIdempotent: boolean | undefined): boolean {
  if (isIdempotent !== undefined) return !isIdempotent
  return method !== undefined && !isIdempotentMethod(method)
}

function isOverLimit(quota: number | undefined, rate: number | undefined, given: number | undefined): boolean {
  if (given === 0 || quota === 0) return true
  return quota !== undefined && rate !== undefined && rate > quota
}

function remainingOf(quota: number | undefined, rate: number | undefined, given: number | undefined) {
  if (given !== undefined) return Math.floor(given)
  if (quota !== undefined && rate !== undefined) return Math.max(0, Math.floor(quota - rate))
  return undefined
}

function isInconsistent(quota: number | undefined, rate: number | undefined, given: number | undefined): boolean {
  if (quota === undefined || given === undefined) return false
  return given > quota || (given > 0 && rate !== undefined && rate > quota)
}

export function deriveFacts(input: CalculateInput): Facts {
  const context = input.requestContext ?? {}
  const signals = input.rateLimitSignals ?? {}
  const system = input.systemStateSignals ?? {}
  const method = context.method?.toUpperCase()
  const quota = signals.allowedQuota
  const rate = signals.currentRequestRate
  const given = signals.remainingAllowance
  const overLimit = isOverLimit(quota, rate, given)
  const remaining = overLimit ? 0 : remainingOf(quota, rate, given)
  const retryCount = signals.retryCount ?? 0
  return {
    method,
    nonIdempotent: isNonIdempotent(method, context.isIdempotent),
    tier: context.clientTier ?? 'paid',
    limitType: signals.limitType ?? 'hard',
    quota,
    remaining,
    windowSeconds: Math.ceil(signals.windowSize ?? DEFAULT_WINDOW_SECONDS),
    overLimit,
    approaching:
      !overLimit && quota !== undefined && remaining !== undefined && remaining <= quota * APPROACHING_REMAINING_SHARE,
    inconsistent: isInconsistent(quota, rate, given),
    retryCount,
    load: system.systemLoadLevel ?? 'normal',
    dependencyHealth: system.dependencyHealth ?? 1,
    traffic: system.trafficClassification ?? 'legitimate',
    jitter: jitterFraction(`${context.clientId ?? ''}\n${context.endpoint ?? ''}\n${method ?? ''}\n${retryCount}`),
  }
}
