/**
 * The warning catalog of the consistency checker and the rules that raise each warning from a
 * field's counts: MISSING_FIELD, TYPE_INCONSISTENCY and NUMERIC_STRING, and the rest
 * (dates, impossible dates, nulls, empty and boolean strings, mixed arrays), all listed in the README.
 */
import { type DateFormat, isDateFieldName } from './date-formats.js'
import type { FieldStats, StatsRecorder } from './field-stats.js'
import type { ConcretePath, PathNode } from './paths.js'

export const WARNING_CODES = [
  'BOOLEAN_STRING',
  'DATE_STRING_IN_TEXT_FIELD',
  'EMPTY_STRING',
  'IMPOSSIBLE_DATE',
  'MISSING_FIELD',
  'MIXED_ARRAY_ELEMENT_TYPES',
  'MIXED_DATE_FORMATS',
  'NULL_VALUES',
  'NUMERIC_STRING',
  'TEXT_IN_DATE_FIELD',
  'TYPE_INCONSISTENCY',
] as const
export type WarningCode = (typeof WARNING_CODES)[number]

export interface Warning {
  code: WarningCode
  field: string
  metadata: Record<string, unknown>
}

/** A warning before its paths are written out: `exampleItems` (when present) holds concrete paths. */
export interface PendingWarning {
  code: WarningCode
  field: PathNode
  metadata: Record<string, unknown>
}

export interface FieldContext {
  field: PathNode
  name: string
  stats: FieldStats
  recorder: StatsRecorder
  examples: (ordinals: number[]) => ConcretePath[]
}

type Rule = (ctx: FieldContext) => Omit<PendingWarning, 'field'> | undefined

const sample = (ctx: FieldContext, list: number[]) => ({
  count: ctx.recorder.count(list),
  exampleItems: ctx.examples(list),
})

function dateFormats({ stats, name }: FieldContext): Partial<Record<DateFormat, number>> {
  const hasDateStrings = Object.keys(stats.dateFormats).length > 0
  const epochs = hasDateStrings || isDateFieldName(name) ? stats.epochNumbers : {}
  return { ...stats.dateFormats, ...epochs }
}

const RULES: Rule[] = [
  ({ stats }) =>
    Object.keys(stats.types).length > 1
      ? { code: 'TYPE_INCONSISTENCY', metadata: { typeCounts: sorted(stats.types) } }
      : undefined,
  ({ stats }) =>
    stats.nulls > 0 && stats.nulls < stats.present
      ? { code: 'NULL_VALUES', metadata: { nullCount: stats.nulls, presentIn: stats.present } }
      : undefined,
  (ctx) =>
    ctx.stats.numericStrings.length
      ? { code: 'NUMERIC_STRING', metadata: sample(ctx, ctx.stats.numericStrings) }
      : undefined,
  (ctx) =>
    ctx.stats.booleanStrings.length
      ? { code: 'BOOLEAN_STRING', metadata: sample(ctx, ctx.stats.booleanStrings) }
      : undefined,
  (ctx) =>
    ctx.stats.emptyStrings.length ? { code: 'EMPTY_STRING', metadata: sample(ctx, ctx.stats.emptyStrings) } : undefined,
  (ctx) =>
    ctx.stats.impossibleDates.length
      ? { code: 'IMPOSSIBLE_DATE', metadata: sample(ctx, ctx.stats.impossibleDates) }
      : undefined,
  (ctx) => {
    const formats = dateFormats(ctx)
    return Object.keys(formats).length > 1
      ? { code: 'MIXED_DATE_FORMATS', metadata: { formatCounts: sorted(formats) } }
      : undefined
  },
  (ctx) => {
    const dates = ctx.recorder.count(ctx.stats.dateStrings)
    const texts = ctx.recorder.count(ctx.stats.textStrings)
    if (dates === 0 || texts === 0) return undefined
    if (dates < texts) {
      return {
        code: 'DATE_STRING_IN_TEXT_FIELD',
        metadata: { dateStrings: dates, textStrings: texts, exampleItems: ctx.examples(ctx.stats.dateStrings) },
      }
    }
    return {
      code: 'TEXT_IN_DATE_FIELD',
      metadata: { dateStrings: dates, textStrings: texts, exampleItems: ctx.examples(ctx.stats.textStrings) },
    }
  },
  (ctx) =>
    ctx.stats.mixedArrays.length
      ? {
          code: 'MIXED_ARRAY_ELEMENT_TYPES',
          metadata: { ...sample(ctx, ctx.stats.mixedArrays), elementTypes: sorted(ctx.stats.elementTypes) },
        }
      : undefined,
]

/** Keys in code-unit order, so equal input gives byte-identical output. */
export function sorted<T>(record: Partial<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as Record<
    string,
    T
  >
}

export function fieldWarnings(ctx: FieldContext): PendingWarning[] {
  const warnings: PendingWarning[] = []
  for (const rule of RULES) {
    const raised = rule(ctx)
    if (raised) warnings.push({ code: raised.code, field: ctx.field, metadata: raised.metadata })
  }
  return warnings
}
