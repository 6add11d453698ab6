/**
 * One exceljs cell value -> a model scalar: numbers and booleans as such, dates as ISO 8601 text
 * (`2024-04-08` at midnight, full UTC timestamp otherwise), formulas as their cached result, rich
 * text and hyperlinks as their text, error cells as the error (`#N/A`).
 */
import type { CellValue } from 'exceljs'
import type { JsonScalar } from '../../domain/model.js'

export function toScalar(value: CellValue | undefined): JsonScalar {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (value instanceof Date) return toIsoDate(value)
  if ('result' in value || 'formula' in value || 'sharedFormula' in value) {
    return toScalar((value as { result?: CellValue }).result as CellValue)
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('')
  if ('text' in value) return typeof value.text === 'string' ? value.text : toScalar(value.text as CellValue)
  if ('error' in value) return String(value.error)
  return null
}

function toIsoDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null
  const iso = date.toISOString()
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso
}
