/**
 * A batch: each element is either a checked input or the error that refused it (found by the
 * schema layer), so one bad element fails only its own entry. The summary counts decisions per
 * status code and per retry recommendation, every known value present (0 when unused).
 */
import { calculateDecision } from './calculate-decision.js'
import { type CalculateInput, type Decision, RETRY_RECOMMENDATIONS, STATUS_CODES } from './types.js'

export interface BatchItemError {
  index: number
  error: string
  message: string
  details: { path: string; message: string }[]
}

export type BatchItem = { ok: true; input: CalculateInput } | { ok: false; failure: BatchItemError }

export interface BatchSummary {
  total: number
  succeeded: number
  failed: number
  statusCodes: Record<string, number>
  retryRecommendations: Record<string, number>
}

export function calculateBatch(items: readonly BatchItem[]): {
  results: (Decision | BatchItemError)[]
  summary: BatchSummary
} {
  const summary: BatchSummary = {
    total: items.length,
    succeeded: 0,
    failed: 0,
    statusCodes: Object.fromEntries(STATUS_CODES.map((code) => [String(code), 0])),
    retryRecommendations: Object.fromEntries(RETRY_RECOMMENDATIONS.map((value) => [value, 0])),
  }
  const results = items.map((item): Decision | BatchItemError => {
    if (!item.ok) {
      summary.failed++
      return item.failure
    }
    const decision = calculateDecision(item.input)
    summary.succeeded++
    summary.statusCodes[String(decision.statusCode)]! += 1
    summary.retryRecommendations[decision.retryRecommendation]! += 1
    return decision
  })
  return { results, summary }
}
