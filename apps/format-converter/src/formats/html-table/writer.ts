/** Model -> one HTML `<table>` (a `<thead>` of flattened column names, a `<tbody>` of cells), text escaped. */
import { z } from 'zod'
import type { JsonScalar } from '../../domain/model.js'
import { toTable } from '../../domain/table-view.js'
import { defineWriter } from '../format.js'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const htmlTableWriter = defineWriter({
  key: 'html-table',
  mediaType: 'text/html',
  extension: 'html',
  options: z.strictObject({ flattenSeparator: z.string().default('.') }),
  write(value, { flattenSeparator }, context) {
    // Every row writes every column, each at least `<td></td>`.
    const budget = { bytes: context.outputBudget, separator: '<td></td>'.length }
    const table = toTable(value, { separator: flattenSeparator, arrays: 'index', arraySeparator: ';' }, budget)
    const head = table.columns.map((column) => `<th>${escapeCell(column)}</th>`).join('')
    const body = table.rows
      .map((row) => `    <tr>${table.columns.map((_, at) => `<td>${escapeCell(row[at])}</td>`).join('')}</tr>\n`)
      .join('')
    return `<table>\n  <thead>\n    <tr>${head}</tr>\n  </thead>\n  <tbody>\n${body}  </tbody>\n</table>\n`
  },
})

function escapeCell(cell: JsonScalar | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell).replace(/[&<>"']/g, (c) => ENTITIES[c] as string)
}
