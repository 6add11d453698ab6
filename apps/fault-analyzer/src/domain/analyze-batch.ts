/**
 * Many events → aligned results plus `summary.categoryCounts`. An element the route could not
 * validate arrives as a failure and stays an `{ index, error, message }` entry at its own position.
 */
import { analyzeEvent } from './analyze-event.js'
import { type Analysis, CATEGORIES, type Category, type FaultEvent } from './types.js'

export interface ItemFailure {
  index: number
  error: 'INVALID_REQUEST'
  message: string
  details: { path: string; message: string }[]
}

export type BatchItem = { ok: true; event: FaultEvent } | { ok: false; failure: ItemFailure }

export interface BatchAnalysis {
  results: (Analysis | ItemFailure)[]
  errors: ItemFailure[]
  summary: { total: number; analyzed: number; failed: number; categoryCounts: Record<Category, number> }
}

export function analyzeBatch(items: readonly BatchItem[]): BatchAnalysis {
  const categoryCounts = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>
  const results: (Analysis | ItemFailure)[] = []
  const errors: ItemFailure[] = []
  for (const item of items) {
    if (!item.ok) {
      results.push(item.failure)
      errors.push(item.failure)
      continue
    }
    const analysis = analyzeEvent(item.event)
    categoryCounts[analysis.triggerCategory] += 1
    results.push(analysis)
  }
  const summary = { total: items.length, analyzed: items.length - errors.length, failed: errors.length, categoryCounts }
  return { results, errors, summary }
}
