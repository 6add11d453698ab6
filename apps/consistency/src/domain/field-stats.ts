/**
 * What the checker counts for one field of one group of items: the JSON types of its values and the
 * suspicious forms among them. Counts and item indexes only: values are never kept.
 */
import { type DateFormat, epochFormat, readDateString } from './date-formats.js'
import { EXAMPLE_LIMIT, type Sightings } from './field-presence.js'
import type { PathNode } from './paths.js'

export interface FieldStats extends Sightings {
  /** The field's template node (`orders[].customer.email`). */
  node: PathNode
  /** The field of the object holding this one (none for the item itself), and this field's own key. */
  parent: FieldStats | undefined
  name: string
  /** When the field holds objects: their members' records, and the item of each occurrence, in order. */
  members?: Map<string, FieldStats>
  occurrences?: number[]
  /** Items that have the field (null included). */
  present: number
  types: Record<string, number>
  nulls: number
  numericStrings: number[]
  booleanStrings: number[]
  emptyStrings: number[]
  dateStrings: number[]
  textStrings: number[]
  /** Strings written as dates that name no real date or time: neither dates nor text. */
  impossibleDates: number[]
  dateFormats: Partial<Record<DateFormat, number>>
  epochNumbers: Partial<Record<DateFormat, number>>
  /** Arrays among the values whose elements mix JSON types, and the element type counts. */
  mixedArrays: number[]
  elementTypes: Record<string, number>
}

export function emptyStats(node: PathNode, parent: FieldStats | undefined, name: string): FieldStats {
  return {
    node,
    parent,
    name,
    lastSeen: -1,
    missing: [],
    present: 0,
    types: {},
    nulls: 0,
    numericStrings: [],
    booleanStrings: [],
    emptyStrings: [],
    dateStrings: [],
    textStrings: [],
    impossibleDates: [],
    dateFormats: {},
    epochNumbers: {},
    mixedArrays: [],
    elementTypes: {},
  }
}

// One way to match each digit run (`\d+\.?\d*` could split a run two ways: quadratic on "111…1x").
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/

/** Cheap first-character test before the regex: most strings are words. */
function looksNumeric(value: string): boolean {
  const first = value.charCodeAt(0)
  const candidate = (first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e
  return candidate && NUMERIC.test(value)
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Keeps the count in `list.length`-style arrays capped: the first few indexes, then a counter. */
function note(list: number[], index: number, counts: Map<number[], number>) {
  counts.set(list, (counts.get(list) ?? 0) + 1)
  if (list.length < EXAMPLE_LIMIT) list.push(index)
}

export class StatsRecorder {
  /** Full counts of the capped example lists. */
  readonly totals = new Map<number[], number>()

  count(list: number[]): number {
    return this.totals.get(list) ?? 0
  }

  /** `checkElements`: false for arrays of objects, whose elements their own group judges. */
  record(stats: FieldStats, value: unknown, index: number, checkElements = true) {
    stats.present++
    const type = jsonType(value)
    if (type === 'null') {
      stats.nulls++
      return
    }
    stats.types[type] = (stats.types[type] ?? 0) + 1
    if (type === 'string') this.recordString(stats, value as string, index)
    else if (type === 'number') {
      const epoch = epochFormat(value as number)
      if (epoch) stats.epochNumbers[epoch] = (stats.epochNumbers[epoch] ?? 0) + 1
    } else if (type === 'array' && checkElements) this.recordArray(stats, value as unknown[], index)
  }

  private recordString(stats: FieldStats, value: string, index: number) {
    if (value === '') return note(stats.emptyStrings, index, this.totals)
    if (value === 'true' || value === 'false') return note(stats.booleanStrings, index, this.totals)
    if (looksNumeric(value)) {
      note(stats.numericStrings, index, this.totals)
      const epoch = epochFormat(Number(value))
      if (epoch) stats.epochNumbers[epoch] = (stats.epochNumbers[epoch] ?? 0) + 1
      return
    }
    const format = readDateString(value)
    if (format === 'impossible') note(stats.impossibleDates, index, this.totals)
    else if (format) {
      stats.dateFormats[format] = (stats.dateFormats[format] ?? 0) + 1
      note(stats.dateStrings, index, this.totals)
    } else note(stats.textStrings, index, this.totals)
  }

  private recordArray(stats: FieldStats, value: unknown[], index: number) {
    const seen = new Set<string>()
    for (const element of value) {
      const type = jsonType(element)
      if (type === 'null') continue
      seen.add(type)
      stats.elementTypes[type] = (stats.elementTypes[type] ?? 0) + 1
    }
    if (seen.size > 1) note(stats.mixedArrays, index, this.totals)
  }
}
