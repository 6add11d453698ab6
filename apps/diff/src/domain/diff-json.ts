/**
 * The diff checker's answer for two parsed JSON values: infer each side's shape (types per path,
 * array elements unioned), compare the shapes, sort each list by path then type. Values themselves
 * are never compared: 1 → 2 is no change, "1" → 1 is TYPE_CHANGED.
 */
import { boundChanges, type Truncation } from './bound-report.js'
import { type Change, sortChanges } from './changes.js'
import { compareShapes } from './compare-shapes.js'
import { inferShape } from './infer-shape.js'

export interface DiffReport {
  validJson: true
  breakingChanges: Change[]
  nonBreakingChanges: Change[]
  /** The counts are the true totals; `truncated` is present when the lists or paths were cut. */
  summary: { breakingCount: number; nonBreakingCount: number; truncated?: Truncation }
}

export function diffJson(before: unknown, after: unknown): DiffReport {
  const { breaking, nonBreaking } = compareShapes(inferShape(before), inferShape(after))
  const { lists, truncation } = boundChanges([sortChanges(breaking), sortChanges(nonBreaking)])
  return {
    validJson: true,
    breakingChanges: lists[0]!,
    nonBreakingChanges: lists[1]!,
    summary: {
      breakingCount: breaking.length,
      nonBreakingCount: nonBreaking.length,
      ...(truncation ? { truncated: truncation } : {}),
    },
  }
}
