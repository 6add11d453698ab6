/**
 * Condition evaluation: every member a rule's condition names must hold. `CONDITION_INPUTS` says
 * which evidence each member consults, so that an applied rule cites the inputs it relied on.
 */
import type { Condition, EvidenceKey, Facts, Verdict } from './types.js'

export const CONDITION_INPUTS: Readonly<Record<keyof Condition, EvidenceKey | undefined>> = {
  status: 'status',
  statusRange: 'status',
  vendor: 'vendor',
  flag: 'flags',
  fasterThanMs: 'duration',
  slowerThanMs: 'duration',
  retryAfter: 'retryAfter',
  minRetries: 'retries',
  upstreamAnswered: 'upstreamTime',
  idempotent: 'method',
  intermediary: 'intermediary',
  categories: undefined,
  retry: undefined,
  unprocessed: undefined,
}

export function matchesFacts(condition: Condition, facts: Facts): boolean {
  if (condition.status !== undefined && !condition.status.includes(facts.status)) return false
  if (
    condition.statusRange !== undefined &&
    (facts.status < condition.statusRange[0] || facts.status > condition.statusRange[1])
  ) {
    return false
  }
  if (condition.vendor !== undefined && facts.vendor !== condition.vendor) return false
  if (condition.flag !== undefined && !facts.flags.has(condition.flag)) return false
  const duration = facts.durationMs
  if (condition.fasterThanMs !== undefined && (duration === undefined || duration >= condition.fasterThanMs))
    return false
  if (condition.slowerThanMs !== undefined && (duration === undefined || duration < condition.slowerThanMs))
    return false
  if (condition.retryAfter !== undefined && facts.hasRetryAfter !== condition.retryAfter) return false
  if (condition.minRetries !== undefined && facts.retries < condition.minRetries) return false
  if (condition.upstreamAnswered !== undefined && facts.upstreamAnswered !== condition.upstreamAnswered) return false
  if (condition.idempotent !== undefined && facts.idempotent !== condition.idempotent) return false
  return condition.intermediary === undefined || facts.intermediary === condition.intermediary
}

export function matchesVerdict(condition: Condition, verdict: Verdict): boolean {
  if (condition.categories !== undefined && !condition.categories.includes(verdict.category)) return false
  if (condition.retry !== undefined && !condition.retry.includes(verdict.retry)) return false
  return condition.unprocessed === undefined || (verdict.unprocessed === true) === condition.unprocessed
}
