/**
 * Finds the groups of items in a JSON value and counts, per field, what their values look like.
 * A group is every array that holds objects at one path template: all `orders[].lines[]` arrays
 * pool into one group, so a field is judged across all its occurrences. Fields of nested objects
 * are part of the item (`customer.email`); nested arrays of objects form groups of their own.
 * Explicit stacks throughout: any depth, no recursion, one pass.
 */
import { AppError, appendKey, appendPath } from '@svc/core/errors'

import { markPresent } from './field-presence.js'
import { emptyStats, type FieldStats, jsonType, StatsRecorder } from './field-stats.js'

/**
 * Distinct paths (fields plus arrays of items) one request may have. Each path can raise several
 * warnings, so without a bound items keyed by ids (`[{"u1":…},{"u2":…}]`) would turn a 10 MB body
 * into a response of over 100 MB; 10,000 is far above any real record type.
 */
export const MAX_PATHS = 10_000

export interface Group {
  /** Path template of the arrays: `[]` for a root array, `orders[].lines[]`. */
  template: string
  items: number
  /** Every field of the group's items, in the order first seen. */
  fields: FieldStats[]
  /** For each nested object path (`customer`), the item of each of its occurrences, in order. */
  occurrences: Map<string, number[]>
  /** JSON types of array elements that are not objects. */
  strayElements: Record<string, number>
  /** Where each pooled array starts in the group's item numbering, and its concrete path. */
  arrays: Array<{ start: number; path: string }>
  /** Field records by the path of their object and their key: one lookup per value, no path building. */
  paths: Map<string, Map<string, FieldStats>>
}

interface Pending {
  value: unknown
  path: string
  template: string
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export class GroupCollector {
  readonly groups = new Map<string, Group>()
  readonly recorder = new StatsRecorder()
  private readonly pending: Pending[] = []
  private paths = 0

  collect(root: unknown): Group[] {
    // A queue, not a stack: arrays are numbered in document order, so examples read top to bottom.
    this.pending.push({ value: root, path: '', template: '' })
    for (let head = 0; head < this.pending.length; head++) {
      const next = this.pending[head]!
      if (Array.isArray(next.value)) this.scanArray(next.value, next.path, next.template)
      else if (isObject(next.value)) this.scanContainer(next.value, next.path, next.template)
    }
    this.pending.length = 0
    return [...this.groups.values()]
  }

  /** An object outside any group (the root object, or one nested in it): look for arrays below. */
  private scanContainer(object: Record<string, unknown>, path: string, template: string) {
    for (const key in object) {
      const child = object[key]
      if (typeof child === 'object' && child !== null) {
        this.pending.push({ value: child, path: appendKey(path, key), template: appendKey(template, key) })
      }
    }
  }

  private scanArray(array: unknown[], path: string, template: string) {
    const groupTemplate = `${template}[]`
    if (!array.some(isObject)) {
      for (let i = 0; i < array.length; i++) {
        if (Array.isArray(array[i]))
          this.pending.push({ value: array[i], path: `${path}[${i}]`, template: groupTemplate })
      }
      return
    }
    const group = this.group(groupTemplate)
    group.arrays.push({ start: group.items, path })
    for (let i = 0; i < array.length; i++) {
      const element = array[i]
      if (isObject(element)) this.scanItem(group, element, `${path}[${i}]`)
      else {
        const type = jsonType(element)
        group.strayElements[type] = (group.strayElements[type] ?? 0) + 1
      }
    }
  }

  private scanItem(group: Group, item: Record<string, unknown>, itemPath: string) {
    const ordinal = group.items++
    const objects: Record<string, unknown>[] = [item]
    const prefixes: string[] = ['']
    while (objects.length > 0) {
      const object = objects.pop()!
      const prefix = prefixes.pop()!
      // A nested field is judged among the items whose parent object exists: a null `assignee`
      // is NULL_VALUES on `assignee`, not MISSING_FIELD on each of its members.
      const occurrence = prefix === '' ? ordinal : this.occurrence(group, prefix, ordinal)
      const records = this.records(group, prefix)
      for (const key in object) {
        const stats = records.get(key) ?? this.newField(group, records, prefix, key)
        if (!markPresent(stats, occurrence)) continue
        const value = object[key]
        const holdsObjects = Array.isArray(value) && value.some(isObject)
        this.recorder.record(stats, value, ordinal, !holdsObjects)
        if (isObject(value)) {
          objects.push(value)
          prefixes.push(stats.field)
        } else if (holdsObjects || (Array.isArray(value) && value.some(Array.isArray))) {
          // Arrays of objects, and arrays of arrays that may hold them, are groups of their own.
          const template = appendPath(group.template, stats.field)
          this.pending.push({ value, path: appendPath(itemPath, stats.field), template })
        }
      }
    }
  }

  private records(group: Group, prefix: string): Map<string, FieldStats> {
    let records = group.paths.get(prefix)
    if (!records) {
      records = new Map()
      group.paths.set(prefix, records)
    }
    return records
  }

  private newField(group: Group, records: Map<string, FieldStats>, prefix: string, key: string): FieldStats {
    this.countPath()
    const stats = emptyStats(appendKey(prefix, key), prefix, key)
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

  private occurrence(group: Group, prefix: string, ordinal: number): number {
    let items = group.occurrences.get(prefix)
    if (!items) {
      items = []
      group.occurrences.set(prefix, items)
    }
    items.push(ordinal)
    return items.length - 1
  }

  private group(template: string): Group {
    let group = this.groups.get(template)
    if (!group) {
      this.countPath()
      group = {
        template,
        items: 0,
        fields: [],
        occurrences: new Map(),
        strayElements: {},
        arrays: [],
        paths: new Map(),
      }
      this.groups.set(template, group)
    }
    return group
  }
}
