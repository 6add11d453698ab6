/**
 * Which items of a group lack a field, found in one pass: items are numbered in order, so the gap
 * between two sightings of a field is exactly the items that lack it. Keeps counts and the first
 * few missing item numbers, never a set per field.
 */
import { EXAMPLE_LIMIT } from './field-stats.js'

interface Sighting {
  last: number
  missing: number[]
}

export class FieldPresence {
  private readonly seen = new Map<string, Sighting>()

  /** Records that item `ordinal` has `field`; false when it was already recorded for this item. */
  mark(field: string, ordinal: number): boolean {
    let sighting = this.seen.get(field)
    if (!sighting) {
      sighting = { last: -1, missing: [] }
      this.seen.set(field, sighting)
    }
    if (sighting.last === ordinal) return false
    for (let gap = sighting.last + 1; gap < ordinal && sighting.missing.length < EXAMPLE_LIMIT; gap++) {
      sighting.missing.push(gap)
    }
    sighting.last = ordinal
    return true
  }

  /** The first item numbers (up to the example limit) that lack `field`, among `items` items. */
  missingExamples(field: string, items: number): number[] {
    const sighting = this.seen.get(field)
    if (!sighting) return []
    const examples = [...sighting.missing]
    for (let gap = sighting.last + 1; gap < items && examples.length < EXAMPLE_LIMIT; gap++) examples.push(gap)
    return examples
  }
}
