/**
 * POST /analyze's domain: groups the items of a JSON value, judges every field of every group,
 * and returns the warnings sorted by field path, then code. It infers no schema and fixes nothing.
 */
import { boundWarnings, type Truncation } from './bound-report.js'
import { type Group, GroupCollector } from './collect-groups.js'
import { missingExamples } from './field-presence.js'
import { itemPath, parentOccurrences } from './group-lookup.js'
import { rankPaths } from './paths.js'
import { type FieldContext, fieldWarnings, type PendingWarning, sorted, type Warning } from './warnings.js'

export interface ConsistencyReport {
  validJson: true
  warnings: Warning[]
  /** `warningCount` is the true total; `truncated` is present when warnings or paths were cut. */
  summary: { totalItems: number; warningCount: number; truncated?: Truncation }
}

function groupWarnings(group: Group, collector: GroupCollector): PendingWarning[] {
  const warnings: PendingWarning[] = []
  const examples = (ordinals: number[]) => ordinals.map((ordinal) => itemPath(group, ordinal))
  for (const stats of group.fields) {
    // `[].sku` for a root array's items, `orders[].lines[].sku` below.
    const path = stats.node
    const parent = parentOccurrences(group, stats.parent)
    if (stats.present < parent.count) {
      const missing = missingExamples(stats, parent.count).map(parent.itemOf)
      warnings.push({
        code: 'MISSING_FIELD',
        field: path,
        metadata: {
          presentIn: stats.present,
          missingIn: parent.count - stats.present,
          exampleItems: examples(missing),
        },
      })
    }
    const ctx: FieldContext = { field: path, name: stats.name, stats, recorder: collector.recorder, examples }
    warnings.push(...fieldWarnings(ctx))
  }
  if (Object.keys(group.strayElements).length > 0) {
    warnings.push({
      code: 'MIXED_ARRAY_ELEMENT_TYPES',
      field: group.template,
      metadata: { elementTypes: sorted({ ...group.strayElements, object: group.items }) },
    })
  }
  return warnings
}

/** By field path (code-unit order of the written paths, read from their ranks), then code. */
function compareWarnings(a: PendingWarning, b: PendingWarning): number {
  if (a.field !== b.field) return a.field.rank - b.field.rank
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0
}

export function analyzeConsistency(value: unknown): ConsistencyReport {
  const collector = new GroupCollector()
  const groups = collector.collect(value)
  rankPaths(collector.root)
  const warnings = groups.flatMap((group) => groupWarnings(group, collector)).sort(compareWarnings)
  const totalItems = groups.reduce((sum, group) => sum + group.items, 0)
  const bounded = boundWarnings(warnings)
  return {
    validJson: true,
    warnings: bounded.warnings,
    summary: {
      totalItems,
      warningCount: warnings.length,
      ...(bounded.truncation ? { truncated: bounded.truncation } : {}),
    },
  }
}
