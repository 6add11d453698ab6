/**
 * The engine: derive the facts, fire every rule whose condition holds, and merge their effects by
 * keeping the most restrictive status, retry recommendation and degradation hint and the longest
 * wait. Pure and deterministic: the same input gives the same decision.
 */
import { DELAYS } from './delays.js'
import { deriveFacts, type Facts } from './facts.js'
import { buildHeaders } from './headers.js'
import type { PolicyRule } from './policy-rule.js'
import { POLICY_RULES } from './policy-rules.js'
import {
  type CalculateInput,
  DEGRADATION_HINTS,
  type Decision,
  type DecisionStatus,
  type DegradationHint,
  RETRY_RECOMMENDATIONS,
  type RetryRecommendation,
  STATUS_CODES,
} from './types.js'

interface Outcome {
  statusCode: DecisionStatus
  retry: RetryRecommendation
  degradation: DegradationHint
  waitSeconds: number
  warnings: string[]
}

function stricter<T>(order: readonly T[], current: T, candidate: T | undefined): T {
  return candidate !== undefined && order.indexOf(candidate) > order.indexOf(current) ? candidate : current
}

function merge(fired: readonly PolicyRule[], facts: Facts): Outcome {
  const out: Outcome = { statusCode: 200, retry: 'yes', degradation: 'none', waitSeconds: 0, warnings: [] }
  for (const { effect } of fired) {
    out.statusCode = stricter(STATUS_CODES, out.statusCode, effect.statusCode)
    out.retry = stricter(RETRY_RECOMMENDATIONS, out.retry, effect.retry)
    out.degradation = stricter(DEGRADATION_HINTS, out.degradation, effect.degradation)
    for (const source of effect.delay ?? []) out.waitSeconds = Math.max(out.waitSeconds, DELAYS[source](facts))
    if (effect.warning !== undefined && !out.warnings.includes(effect.warning)) out.warnings.push(effect.warning)
  }
  return out
}

function backoffOf(outcome: Outcome): number {
  return outcome.retry === 'after_delay' || outcome.retry === 'with_backoff' ? outcome.waitSeconds : 0
}

function reasoningOf(fired: readonly PolicyRule[], outcome: Outcome): string {
  const wait = backoffOf(outcome)
  const retry = wait > 0 ? `${outcome.retry} (${wait} s)` : outcome.retry
  const verdict = `Outcome: HTTP ${outcome.statusCode}, retry ${retry}, degradation ${outcome.degradation}.`
  return [...fired.map((rule) => rule.reason), verdict].join(' ')
}

export function calculateDecision(input: CalculateInput): Decision {
  const facts = deriveFacts(input)
  const fired = POLICY_RULES.filter((rule) => rule.when(facts))
  const outcome = merge(fired, facts)
  return {
    statusCode: outcome.statusCode,
    headers: buildHeaders(facts, outcome.statusCode, outcome.waitSeconds),
    retryRecommendation: outcome.retry,
    suggestedBackoffDuration: backoffOf(outcome),
    degradationHint: outcome.degradation,
    decisionReasoning: reasoningOf(fired, outcome),
    appliedPolicyRules: fired.map((rule) => rule.id),
    warnings: outcome.warnings,
  }
}
