/**
 * Which items of a group lack a field, found in one pass: items are numbered in order, so the gap
 * between two sightings of a field is exactly the items that lack it. Keeps the last sighting and
 * the first few missing item numbers on the field's own record, never a set per field.
 */
/** How many example items a warning lists (its counts stay true totals). */
export const EXAMPLE_LIMIT = 5

export interface Sightings {
  /** The last occurrence number that had the field (-1: none yet). */
  lastSeen: number
  missing: number[]
}

/** Records that occurrence `ordinal` has the field; false when it was already recorded for it. */
export function markPresent(sightings: Sightings, ordinal: number): boolean {
  if (sightings.lastSeen === ordinal) return false
  for (let gap = sightings.lastSeen + 1; gap < ordinal && sightings.missing.length < EXAMPLE_LIMIT; gap++) {
    sightings.missing.push(gap)
  }
  sightings.lastSeen = ordinal
  return true
}

/** The first occurrence numbers (up to the example limit) that lack the field, among `count`. */
export function missingExamples(sightings: Sightings, count: number): number[] {
  const examples = [...sightings.missing]
  for (let gap = sightings.lastSeen + 1; gap < count && examples.length < EXAMPLE_LIMIT; gap++) examples.push(gap)
  return examples
}
