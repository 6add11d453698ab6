/**
 * Reads a collected group back: the concrete path of an item (`orders[3].lines[1]`) for examples,
 * and which items hold a nested object, so a nested field is judged among those items only.
 */
import type { Group } from './collect-groups.js'
import type { FieldStats } from './field-stats.js'
import { type ConcretePath, concrete } from './paths.js'

/** The concrete path of the item numbered `ordinal` in its group: `orders[3].lines[1]`. */
export function itemPath(group: Group, ordinal: number): ConcretePath {
  let low = 0
  let high = group.arrays.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (group.arrays[mid]!.start <= ordinal) low = mid
    else high = mid - 1
  }
  const array = group.arrays[low]!
  return concrete(array.path, `[${ordinal - array.start}]`)
}

/** How many times the object holding a field occurred, and the item of each occurrence. */
export function parentOccurrences(
  group: Group,
  parent: FieldStats | undefined,
): { count: number; itemOf: (occurrence: number) => number } {
  if (!parent) return { count: group.items, itemOf: (occurrence) => occurrence }
  const items = parent.occurrences ?? []
  return { count: items.length, itemOf: (occurrence) => items[occurrence] ?? occurrence }
}
