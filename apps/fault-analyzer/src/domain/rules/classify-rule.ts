/** One helper that writes a classification rule as a row: id, condition, effect, rationale, source. */
import type { ClassifyRule, Condition, Verdict } from '../types.js'

export const classifyRule =
  (defaultSource: string) =>
  (id: string, condition: Condition, effect: Verdict, rationale: string, source = defaultSource): ClassifyRule => ({
    kind: 'classify',
    id,
    condition,
    effect,
    rationale,
    source,
  })
