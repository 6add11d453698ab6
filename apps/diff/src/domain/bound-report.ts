/**
 * Bounds a diff report so the answer cannot grow faster than the input (unbounded, a 1.5 MB
 * body whose long keys repeat in every nested path gives a 56 MB reply). Each list keeps its first
 * MAX_CHANGES_PER_LIST changes in the sorted order; a `field` longer than MAX_FIELD_CHARS keeps its
 * first and last characters around an ellipsis. The counts stay the true totals and
 * `summary.truncated` says what was cut.
 */
import type { Change } from './changes.js'

export const MAX_CHANGES_PER_LIST = 1_000
export const MAX_FIELD_CHARS = 500
const ELLIPSIS = '…'

export interface Truncation {
  changesOmitted: number
  fieldsShortened: number
  maxChangesPerList: number
  maxFieldChars: number
}

/** `field` itself, or its first 250 and last 249 characters joined by U+2026 (500 in all). */
export function shortenField(field: string): string {
  if (field.length <= MAX_FIELD_CHARS) return field
  const head = Math.ceil((MAX_FIELD_CHARS - 1) / 2)
  const tail = MAX_FIELD_CHARS - 1 - head
  return `${field.slice(0, head)}${ELLIPSIS}${field.slice(field.length - tail)}`
}

export function boundChanges(lists: Change[][]): { lists: Change[][]; truncation: Truncation | undefined } {
  let changesOmitted = 0
  let fieldsShortened = 0
  const bounded = lists.map((changes) => {
    changesOmitted += Math.max(0, changes.length - MAX_CHANGES_PER_LIST)
    return changes.slice(0, MAX_CHANGES_PER_LIST).map((change) => {
      if (change.field.length <= MAX_FIELD_CHARS) return change
      fieldsShortened++
      return { ...change, field: shortenField(change.field) }
    })
  })
  const truncation =
    changesOmitted + fieldsShortened > 0
      ? { changesOmitted, fieldsShortened, maxChangesPerList: MAX_CHANGES_PER_LIST, maxFieldChars: MAX_FIELD_CHARS }
      : undefined
  return { lists: bounded, truncation }
}
