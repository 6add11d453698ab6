/**
 * The diff checker's answer for two parsed JSON values: infer each side's shape (types per path,
 * array elements unioned), compare the shapes, sort each list by path then type. Values themselves
 * are never compared: 1 → 2 is no change, "1" → 1 is TYPE_CHANGED.
 */
import { type Change, sortChanges } from './changes.js'
import { compareShapes } from './compare-shapes.js'
import { inferShape } from './infer-shape.js'

export interface DiffReport {
  validJson: true
  breakingChanges: Change[]
  nonBreakingChanges: Change[]
  summary: { breakingCount: number; nonBreakingCount: number }
}

export function diffJson(before: unknown, after: unknown): DiffReport {
  const { breaking, nonBreaking } = compareShapes(inferShape(before), inferShape(after))
  return {
    validJson: true,
    breakingChanges: sortChanges(breaking),
    nonBreakingChanges: sortChanges(nonBreaking),
    summary: { breakingCount: breaking.length, nonBreakingCount: nonBreaking.length },
  }
}
