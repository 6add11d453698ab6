/**
 * An HTML `<table>` -> records with node-html-parser: the table at `tableIndex` (document order,
 * 0-based); its first row (the `<thead>` row when there is one) names the columns; cell text with
 * entities decoded and white space collapsed; `colspan`/`rowspan` repeat the cell over the span.
 * Nothing is fetched or run.
 */
import { type HTMLElement, parse } from 'node-html-parser'
import { z } from 'zod'
import { inferScalar } from '../../domain/infer-scalar.js'
import { invalidInput } from '../../domain/invalid-input.js'
import { cellBudget, checkReadTable, LIMITS, overLimit } from '../../domain/limits.js'
import type { JsonScalar } from '../../domain/model.js'
import { numberedColumns, toColumnNames, toRecords } from '../../domain/table-view.js'
import { defineReader } from '../format.js'

const MAX_SPAN = 1_000

export const htmlTableReader = defineReader({
  key: 'html-table',
  input: 'text',
  mediaTypes: ['text/html'],
  extensions: ['html', 'htm'],
  options: z.strictObject({
    tableIndex: z.number().int().min(0).default(0),
    header: z.boolean().default(true),
    inferTypes: z.boolean().default(false),
  }),
  read(text, options) {
    const tables = parse(text, { blockTextElements: { script: false, style: false } }).querySelectorAll('table')
    const table = tables[options.tableIndex]
    if (!table) {
      const reason = `no table at tableIndex ${options.tableIndex} (the page has ${tables.length})`
      throw invalidInput('html-table', reason)
    }
    const grid = toGrid(table, cellBudget(text.length))
    const rows = options.inferTypes
      ? grid.map((row) => row.map((c) => (c === undefined ? c : inferScalar(String(c)))))
      : grid
    const header = options.header ? rows.shift() : undefined
    checkReadTable('html-table', rows.length, Math.max(header?.length ?? 0, widestRow(rows)), text.length)
    const widest = numberedColumns(rows)
    const named = header ? toColumnNames(header) : []
    const columns =
      widest.length > named.length ? [...named, ...widest.slice(named.length)] : named.length ? named : widest
    return toRecords({ columns, rows }, { unflatten: false, separator: '.' })
  },
})

/**
 * Rows of this table only (not of tables nested in its cells), spans expanded. Each span is paid for
 * before it is filled: the cells it covers count against `budget`, and no row grows past the column
 * limit, so `colspan=1000 rowspan=1000` repeated is refused after the cells it may have.
 */
function toGrid(table: HTMLElement, budget: number): (JsonScalar | undefined)[][] {
  const rows = table.querySelectorAll('tr').filter((tr) => closestTable(tr) === table)
  const grid: (JsonScalar | undefined)[][] = rows.map(() => [])
  let filled = 0
  rows.forEach((tr, r) => {
    let column = 0
    for (const cell of tr.childNodes) {
      if (!isCell(cell)) continue
      while (grid[r]?.[column] !== undefined) column++
      const text = cell.text.replace(/\s+/g, ' ').trim()
      const colspan = span(cell.getAttribute('colspan'))
      const rowspan = Math.min(span(cell.getAttribute('rowspan')), rows.length - r)
      if (column + colspan > LIMITS.columns)
        throw overLimit('html-table', 'columns', LIMITS.columns, column + colspan, ` in row ${r + 1}`)
      filled += colspan * rowspan
      if (filled > budget) throw overLimit('html-table', 'cells', budget, filled, ' once spans are expanded')
      for (let dr = 0; dr < rowspan; dr++)
        for (let dc = 0; dc < colspan; dc++) (grid[r + dr] as JsonScalar[])[column + dc] = text
      column += colspan
    }
  })
  return grid
}

function widestRow(rows: readonly unknown[][]): number {
  return rows.reduce((max, row) => Math.max(max, row.length), 0)
}

function isCell(node: unknown): node is HTMLElement {
  const tag = (node as HTMLElement).rawTagName?.toLowerCase()
  return tag === 'td' || tag === 'th'
}

function closestTable(node: HTMLElement): HTMLElement | null {
  let parent = node.parentNode
  while (parent && parent.rawTagName?.toLowerCase() !== 'table') parent = parent.parentNode
  return parent
}

function span(value: string | undefined): number {
  const n = Number.parseInt(value ?? '1', 10)
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_SPAN) : 1
}
