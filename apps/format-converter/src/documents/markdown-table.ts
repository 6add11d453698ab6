/** A table view as a GFM pipe table, so records can become Markdown, an HTML page or a PDF the same way. */
import type { JsonScalar, Table } from '../domain/model.js'

export function toMarkdownTable(table: Table): string {
  if (table.columns.length === 0) return ''
  const line = (cells: readonly (JsonScalar | undefined)[]) => `| ${cells.map(cell).join(' | ')} |`
  return [
    line(table.columns),
    `| ${table.columns.map(() => '---').join(' | ')} |`,
    ...table.rows.map((row) => line(table.columns.map((_, at) => row[at]))),
  ].join('\n')
}

function cell(value: JsonScalar | undefined): string {
  if (value === null || value === undefined) return ''
  return String(value)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, '<br>')
    .replace(/([*_`~[\]<>#])/g, '\\$1')
}
