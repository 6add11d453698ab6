/**
 * The shape of one policy rule: data (id, condition in words, effect, rationale, source) plus the
 * predicate that implements the condition. The engine never looks at a rule's id to decide anything.
 */
import type { Facts } from './facts.js'
import type { DecisionStatus, DegradationHint, RetryRecommendation } from './types.js'

/** Where a waiting time comes from; the engine takes the longest of those the fired rules name. */
export type DelaySource = 'window_reset' | 'token_refill' | 'exponential' | 'high_load' | 'critical_load' | 'dependency'

export interface RuleEffect {
  statusCode?: DecisionStatus
  retry?: RetryRecommendation
  delay?: readonly DelaySource[]
  degradation?: DegradationHint
  warning?: string
}

export interface PolicyRule {
  id: string
  /** The condition in words, as the README prints it. */
  condition: string
  when(facts: Facts): boolean
  effect: RuleEffect
  /** One plain sentence for `decisionReasoning`. */
  reason: string
  /** Why the rule exists. */
  rationale: string
  /** The published practice it follows (full references in the README). */
  source: string
}
