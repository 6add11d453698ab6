/**
 * The table view of the model: what CSV, TSV, Excel, HTML tables and SQL see. A list of records is
 * one row per record with flattened keys as columns (first-seen order); a single record is one row;
 * a scalar or a list of scalars is a `value` column.
 */
import { DEFAULT_FLATTEN, type FlattenOptions, flattenInto, unflattenRow } from './flatten.js'
import { checkWrittenTable, outputTooLarge } from './limits.js'
import { isObject, type JsonObject, type JsonScalar, type JsonValue, setKey, type Table } from './model.js'

/**
 * `budget` (the reply's, in bytes) refuses a table before a writer lays it out when its delimiters
 * alone would pass it: every row holding a cell has a separator between each two columns.
 */
export function toTable(
  value: JsonValue,
  options: FlattenOptions = DEFAULT_FLATTEN,
  budget?: { bytes: number; separator: number },
): Table {
  const records = Array.isArray(value) ? value : [value]
  const index = new Map<string, number>()
  const columns: string[] = []
  const rows = records.map((record) => {
    const row: (JsonScalar | undefined)[] = []
    const leafOf = isObject(record) || Array.isArray(record) ? record : { value: record }
    flattenInto(leafOf, '', options, (key, leaf) => {
      let at = index.get(key)
      if (at === undefined) {
        at = columns.push(key) - 1
        index.set(key, at)
      }
      row[at] = leaf
    })
    return row
  })
  // Rows are sparse until a writer lays them out: refuse before that costs rows x columns.
  checkWrittenTable(rows.length, columns.length)
  if (budget && columns.length > 1) {
    const filled = rows.reduce((sum, row) => sum + (row.length > 0 ? 1 : 0), 0)
    const separators = filled * (columns.length - 1) * budget.separator
    if (separators > budget.bytes) throw outputTooLarge(budget.bytes, separators, true)
  }
  return { columns, rows }
}

export interface RecordOptions {
  /** Rebuild nested values from flattened column names. */
  unflatten: boolean
  separator: string
  /** Named in a refusal (the unflatten depth limit). */
  format?: string
}

/** One object per row, header names as keys; a cell a short row lacks is null. */
export function toRecords(table: Table, options: RecordOptions): JsonObject[] {
  const { columns } = table
  return table.rows.map((row) => {
    if (options.unflatten) {
      const entries = columns.map((column, at): [string, JsonValue] => [column, row[at] ?? null])
      return unflattenRow(entries, options.separator, options.format)
    }
    const record: JsonObject = {}
    for (let at = 0; at < columns.length; at++) {
      setKey(record, columns[at] as string, row[at] ?? null)
    }
    return record
  })
}

/**
 * Header cells -> unique, non-empty column names (`column3` for a blank, `name_2` for a repeat).
 * Linear: each base name remembers the last suffix it tried, and every name below it is taken for
 * good (names are only added), so no suffix is tried twice.
 */
export function toColumnNames(header: readonly (JsonScalar | undefined)[]): string[] {
  const seen = new Set<string>()
  const nextSuffix = new Map<string, number>()
  return header.map((cell, at) => {
    const base = cell === null || cell === undefined || cell === '' ? `column${at + 1}` : String(cell)
    let name = base
    if (seen.has(name)) {
      let n = nextSuffix.get(base) ?? 2
      while (seen.has(`${base}_${n}`)) n++
      name = `${base}_${n}`
      nextSuffix.set(base, n + 1)
    }
    seen.add(name)
    return name
  })
}

/** Rows without a header: columns `column1`, `column2`, ... as wide as the widest row. */
export function numberedColumns(rows: readonly unknown[][]): string[] {
  return numberedNames(rows.reduce((max, row) => Math.max(max, row.length), 0))
}

export function numberedNames(width: number): string[] {
  return Array.from({ length: width }, (_, at) => `column${at + 1}`)
}

/** The header's names, then `columnN` for the cells of rows wider than the header. */
export function headedColumns(named: string[], width: number): string[] {
  const widest = numberedNames(width)
  return widest.length > named.length ? [...named, ...widest.slice(named.length)] : named.length ? named : widest
}
