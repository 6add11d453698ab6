/**
 * outputFormat=csv: one RFC 4180 CSV per table (UTF-8, CRLF, fields quoted when they hold a comma,
 * quote or line break), zipped with fflate. Entries are named `page-<p>-table-<n>.csv` (n counts
 * from 1 on each page; a table merged across pages is named after its first page).
 */
import { strToU8, zipSync } from 'fflate'
import type { TableOutput } from '../domain/assemble.js'

export function csvFileName(table: TableOutput): string {
  return `page-${table.page}-table-${table.index + 1}.csv`
}

export function toCsv(rows: readonly string[][]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + (rows.length ? '\r\n' : '')
}

function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function renderCsvZip(tables: readonly TableOutput[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {}
  for (const table of tables) entries[csvFileName(table)] = strToU8(toCsv(table.data))
  // a fixed timestamp keeps the archive deterministic (same input, same bytes)
  return zipSync(entries, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') })
}
