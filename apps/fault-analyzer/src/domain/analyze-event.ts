/**
 * One event → one analysis: facts, the first classification rule that holds, then every adjustment
 * that holds, in table order. Pure and deterministic; `appliedRules` and `signals` say why.
 */
import { extractFacts } from './extract-facts.js'
import { CONDITION_INPUTS, matchesFacts, matchesVerdict } from './match-condition.js'
import { ADJUST_RULES, CLASSIFY_RULES } from './rule-table.js'
import type { Adjustment, Analysis, Condition, EvidenceKey, Facts, FaultEvent, Rule, Signal, Verdict } from './types.js'

/** Rule-based evidence is never certain nor worthless: scores stay within these bounds. */
const MIN_CONFIDENCE = 0.05
const MAX_CONFIDENCE = 0.99
const EVIDENCE_ORDER: readonly EvidenceKey[] = [
  'status',
  'vendor',
  'flags',
  'duration',
  'retryAfter',
  'retries',
  'upstreamTime',
  'method',
  'intermediary',
]

export function analyzeEvent(event: FaultEvent): Analysis {
  const facts = extractFacts(event)
  const classifier = CLASSIFY_RULES.find((rule) => matchesFacts(rule.condition, facts))!
  let verdict: Verdict = classifier.effect
  const applied: Rule[] = [classifier]
  for (const rule of ADJUST_RULES) {
    if (matchesFacts(rule.condition, facts) && matchesVerdict(rule.condition, verdict)) {
      verdict = adjust(verdict, rule.effect)
      applied.push(rule)
    }
  }
  return {
    ...(event.eventId !== undefined ? { eventId: event.eventId } : {}),
    statusCode: event.statusCode,
    triggerCategory: verdict.category,
    triggerSubcategory: verdict.subcategory,
    confidenceScore: toScore(verdict.confidence),
    likelyLayer: verdict.layer,
    detectedProxy: facts.vendor ?? null,
    recommendedNextSteps: [...verdict.steps],
    retryRecommendation: verdict.retry,
    retryAfterSeconds: facts.retryAfterSeconds ?? null,
    severityHint: verdict.severity,
    appliedRules: applied.map((rule) => rule.id),
    signals: toSignals(applied, facts),
    warnings: facts.warnings,
  }
}

function adjust(verdict: Verdict, change: Adjustment): Verdict {
  return {
    ...verdict,
    confidence: verdict.confidence + (change.confidence ?? 0),
    retry: change.retry ?? verdict.retry,
    severity: change.severity ?? verdict.severity,
    steps: change.steps ? [...verdict.steps, ...change.steps] : verdict.steps,
  }
}

function toScore(confidence: number): number {
  return Math.round(Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, confidence)) * 100) / 100
}

/** One signal per input that an applied rule's condition consulted, citing those rules by id. */
function toSignals(applied: readonly Rule[], facts: Facts): Signal[] {
  const cited = new Map<EvidenceKey, string[]>()
  for (const rule of applied) {
    for (const member of Object.keys(rule.condition) as (keyof Condition)[]) {
      const key = CONDITION_INPUTS[member]
      if (key === undefined || facts.evidence[key] === undefined) continue
      const ids = cited.get(key) ?? []
      if (!ids.includes(rule.id)) ids.push(rule.id)
      cited.set(key, ids)
    }
  }
  const signals: Signal[] = []
  for (const key of EVIDENCE_ORDER) {
    const rules = cited.get(key)
    const evidence = facts.evidence[key]
    if (rules && evidence) signals.push({ input: evidence.input, value: evidence.value, rules })
  }
  return signals
}
