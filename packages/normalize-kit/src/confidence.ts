/**
 * Confidence as data: a named vendor adapter starts at 0.95, a generic mode at its own lower base;
 * each missing core field and each warning subtracts its penalty from the table; the result is
 * clamped to [0.05, 1] and rounded to two decimals, so the same input always scores the same.
 */
import type { Warning, WarningCatalog } from './warnings.js'

export interface ConfidenceTable {
  /** Base for a named vendor adapter. */
  named: number
  /** Base for a generic heuristic mode that declares none. */
  generic: number
  /** Subtracted per core field (total, currency, ...) the record lacks. */
  perMissingField: number
  /** Penalty for a warning code absent from the catalog. */
  unknownWarning: number
  floor: number
}

export const CONFIDENCE: ConfidenceTable = {
  named: 0.95,
  generic: 0.6,
  perMissingField: 0.05,
  unknownWarning: 0.03,
  floor: 0.05,
}

export interface ConfidenceInput {
  kind: 'vendor' | 'generic'
  /** An adapter's own base (a generic mode may be surer or less sure than `generic`). */
  base?: number
  missingFields: readonly string[]
  warnings: readonly Warning[]
}

/** The score for one record. */
export function scoreConfidence(input: ConfidenceInput, catalog: WarningCatalog, table = CONFIDENCE): number {
  let score = input.base ?? (input.kind === 'vendor' ? table.named : table.generic)
  score -= input.missingFields.length * table.perMissingField
  for (const warning of input.warnings) score -= catalog[warning.code]?.penalty ?? table.unknownWarning
  return Math.round(Math.min(1, Math.max(table.floor, score)) * 100) / 100
}

/** The core fields (dotted paths into the record) that are absent, empty strings or empty lists. */
export function missingFields(record: object, coreFields: readonly string[]): string[] {
  return coreFields.filter((field) => {
    let value: unknown = record
    for (const key of field.split('.'))
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  })
}
