/**
 * Finds the groups of items in a JSON value and counts, per field, what their values look like.
 * A group is every array that holds objects at one path template: all `orders[].lines[]` arrays
 * pool into one group, so a field is judged across all its occurrences. Fields of nested objects
 * are part of the item (`customer.email`); nested arrays of objects form groups of their own.
 * Explicit stacks throughout: any depth, no recursion, one pass. Paths are shared chains of template
 * steps (paths.ts): nothing here writes a path out.
 */
import { AppError } from '@svc/core/errors'

import { markPresent } from './field-presence.js'
import { emptyStats, type FieldStats, jsonType, StatsRecorder } from './field-stats.js'
import { type ConcretePath, concrete, concreteSteps, PathNode } from './paths.js'

/**
 * Distinct paths (fields plus arrays of items) one request may have. Each path can raise several
 * warnings, so without a bound items keyed by ids (`[{"u1":…},{"u2":…}]`) would turn a 10 MB body
 * into a response of over 100 MB; 10,000 is far above any real record type.
 */
export const MAX_PATHS = 10_000

export interface Group {
  /** Path template of the arrays: `[]` for a root array, `orders[].lines[]`. */
  template: PathNode
  items: number
  /** Every field of the group's items, in the order first seen. */
  fields: FieldStats[]
  /** The fields of the items themselves, by key (nested objects keep theirs on their own record). */
  topFields: Map<string, FieldStats>
  /** JSON types of array elements that are not objects. */
  strayElements: Record<string, number>
  /** Where each pooled array starts in the group's item numbering, and its concrete path. */
  arrays: Array<{ start: number; path: ConcretePath | undefined }>
}

interface Pending {
  value: unknown
  path: ConcretePath | undefined
  template: PathNode
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export class GroupCollector {
  readonly root = PathNode.root()
  readonly groups = new Map<PathNode, Group>()
  readonly recorder = new StatsRecorder()
  private readonly pending: Pending[] = []
  private paths = 0

  collect(value: unknown): Group[] {
    // A queue, not a stack: arrays are numbered in document order, so examples read top to bottom.
    this.pending.push({ value, path: undefined, template: this.root })
    for (let head = 0; head < this.pending.length; head++) {
      const next = this.pending[head]!
      if (Array.isArray(next.value)) this.scanArray(next.value, next.path, next.template)
      else if (isObject(next.value)) this.scanContainer(next.value, next.path, next.template)
    }
    this.pending.length = 0
    return [...this.groups.values()]
  }

  /** An object outside any group (the root object, or one nested in it): look for arrays below. */
  private scanContainer(object: Record<string, unknown>, path: ConcretePath | undefined, template: PathNode) {
    for (const key in object) {
      const child = object[key]
      if (typeof child === 'object' && child !== null) {
        const step = template.key(key)
        this.pending.push({ value: child, path: concrete(path, step.segment), template: step })
      }
    }
  }

  private scanArray(array: unknown[], path: ConcretePath | undefined, template: PathNode) {
    const groupTemplate = template.array()
    if (!array.some(isObject)) {
      for (let i = 0; i < array.length; i++) {
        if (Array.isArray(array[i]))
          this.pending.push({ value: array[i], path: concrete(path, `[${i}]`), template: groupTemplate })
      }
      return
    }
    const group = this.group(groupTemplate)
    group.arrays.push({ start: group.items, path })
    for (let i = 0; i < array.length; i++) {
      const element = array[i]
      if (isObject(element)) this.scanItem(group, element, path, i)
      else {
        const type = jsonType(element)
        group.strayElements[type] = (group.strayElements[type] ?? 0) + 1
      }
    }
  }

  private scanItem(group: Group, item: Record<string, unknown>, arrayPath: ConcretePath | undefined, index: number) {
    const ordinal = group.items++
    const objects: Record<string, unknown>[] = [item]
    const holders: Array<FieldStats | undefined> = [undefined]
    while (objects.length > 0) {
      const object = objects.pop()!
      const holder = holders.pop()
      // A nested field is judged among the items whose parent object exists: a null `assignee`
      // is NULL_VALUES on `assignee`, not MISSING_FIELD on each of its members.
      const occurrence = holder ? this.occurrence(holder, ordinal) : ordinal
      if (holder && !holder.members) holder.members = new Map()
      const records = holder?.members ?? group.topFields
      for (const key in object) {
        const stats = records.get(key) ?? this.newField(group, records, holder, key)
        if (!markPresent(stats, occurrence)) continue
        const value = object[key]
        const holdsObjects = Array.isArray(value) && value.some(isObject)
        this.recorder.record(stats, value, ordinal, !holdsObjects)
        if (isObject(value)) {
          objects.push(value)
          holders.push(stats)
        } else if (holdsObjects || (Array.isArray(value) && value.some(Array.isArray))) {
          // Arrays of objects, and arrays of arrays that may hold them, are groups of their own.
          const itemPath = concrete(arrayPath, `[${index}]`)
          this.pending.push({ value, path: concreteSteps(itemPath, group.template, stats.node), template: stats.node })
        }
      }
    }
  }

  private newField(
    group: Group,
    records: Map<string, FieldStats>,
    holder: FieldStats | undefined,
    key: string,
  ): FieldStats {
    this.countPath()
    const stats = emptyStats((holder?.node ?? group.template).key(key), holder, key)
    records.set(key, stats)
    group.fields.push(stats)
    return stats
  }

  private countPath() {
    if (++this.paths > MAX_PATHS) {
      throw new AppError(
        'TOO_MANY_FIELDS',
        `The value has more than ${MAX_PATHS.toLocaleString('en-US')} distinct field paths; items keyed by ids are maps, not records.`,
        { limit: MAX_PATHS },
      )
    }
  }

  /** Numbers this occurrence of the object `holder` holds, recording the item it belongs to. */
  private occurrence(holder: FieldStats, ordinal: number): number {
    holder.occurrences ??= []
    holder.occurrences.push(ordinal)
    return holder.occurrences.length - 1
  }

  private group(template: PathNode): Group {
    let group = this.groups.get(template)
    if (!group) {
      this.countPath()
      group = { template, items: 0, fields: [], topFields: new Map(), strayElements: {}, arrays: [] }
      this.groups.set(template, group)
    }
    return group
  }
}
