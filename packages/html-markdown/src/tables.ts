/**
 * Table normalization before the GFM table rule (which handles colspan, pipes and alignment itself):
 * rowspan is flattened to empty cells below, the first row becomes the header when the table has
 * none, block content inside cells is flattened to lines (otherwise the plugin would emit raw HTML),
 * and the caption becomes a paragraph above the table.
 */

import { HEADING_TAGS } from './element-policy.js'

const CELL_BLOCKS = new Set(['ul', 'ol', 'li', ...HEADING_TAGS, 'blockquote', 'hr', 'pre', 'dl', 'dt', 'dd'])

/** Block descendants of a cell in document order (a walk: domino's querySelectorAll is slow per cell). */
function blocksIn(cell: Element): Element[] {
  const found: Element[] = []
  const stack: Element[] = []
  for (let child = cell.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child)
  for (let element = stack.pop(); element !== undefined; element = stack.pop()) {
    if (CELL_BLOCKS.has(element.localName)) found.push(element)
    for (let child = element.lastElementChild; child !== null; child = child.previousElementSibling) stack.push(child)
  }
  return found
}

function rename(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag)
  for (const name of ['colspan', 'rowspan', 'align']) {
    const value = element.getAttribute(name)
    if (value !== null) replacement.setAttribute(name, value)
  }
  while (element.firstChild) replacement.appendChild(element.firstChild)
  element.parentNode?.replaceChild(replacement, element)
  return replacement
}

function flattenCellBlocks(cell: Element): void {
  for (const block of blocksIn(cell)) {
    const tag = block.localName
    if (tag === 'pre') {
      rename(block, 'code')
      continue
    }
    const parent = block.parentNode as Node
    while (block.firstChild) parent.insertBefore(block.firstChild, block)
    if (tag !== 'ul' && tag !== 'ol' && tag !== 'dl')
      parent.insertBefore(block.ownerDocument.createElement('br'), block)
    parent.removeChild(block)
  }
}

function dropWhitespace(parent: Element): void {
  for (let child = parent.firstChild; child !== null; ) {
    const next = child.nextSibling
    if (child.nodeType === 3 && /^\s*$/.test(child.nodeValue ?? '')) parent.removeChild(child)
    child = next
  }
}

function spanOf(cell: Element, name: string): number {
  return Number.parseInt(cell.getAttribute(name) ?? '1', 10) || 1
}

/**
 * Empty cells that rowspan flattening may add to a table: at most twice the cells it has (at least
 * 1,000). `<td rowspan=64>` on every row of a 240 KB table would otherwise become 63 empty cells
 * per row, 3 MB of Markdown and seconds of work; such a table keeps its cells and loses its rowspans.
 */
const MIN_FILLER_BUDGET = 1_000
const FILLER_FACTOR = 2

/**
 * Walks the rowspans of `rows` column by column and counts the positions they cover below their
 * cell; with `insert`, each covered position gets an empty cell and the rowspans go.
 */
function coverRowspans(rows: HTMLTableRowElement[], insert: boolean): number {
  const pending: number[] = []
  let covered = 0
  const fill = (row: Element, before: Element | null, column: number): number => {
    let at = column
    while ((pending[at] ?? 0) > 0) {
      pending[at] = (pending[at] as number) - 1
      if (insert) row.insertBefore(row.ownerDocument.createElement('td'), before)
      covered += 1
      at += 1
    }
    return at
  }
  for (const row of rows) {
    let column = 0
    for (const cell of cellsOf(row)) {
      column = fill(row, cell, column)
      const span = spanOf(cell, 'colspan')
      const down = spanOf(cell, 'rowspan')
      if (insert) cell.removeAttribute('rowspan')
      for (let k = 0; k < span; k++) pending[column + k] = Math.max(pending[column + k] ?? 0, down - 1)
      column += span
    }
    fill(row, null, column)
  }
  return covered
}

/** Gives every row a cell in each column a rowspan covers (an empty cell), within the budget above. */
function flattenRowspans(rows: HTMLTableRowElement[], cellCount: number): void {
  if (coverRowspans(rows, false) <= Math.max(MIN_FILLER_BUDGET, FILLER_FACTOR * cellCount)) {
    coverRowspans(rows, true)
    return
  }
  for (const row of rows) for (const cell of cellsOf(row)) cell.removeAttribute('rowspan')
}

function ensureHeader(first: HTMLTableRowElement): void {
  if (first.parentElement?.localName === 'thead') return
  for (const cell of cellsOf(first)) if (cell.localName === 'td') rename(cell, 'th')
}

/** A row's cells as its td/th children: domino's `row.cells` runs a selector query on every read. */
function cellsOf(row: Element): Element[] {
  const cells: Element[] = []
  for (let child = row.firstElementChild; child !== null; child = child.nextElementSibling) {
    if (child.localName === 'td' || child.localName === 'th') cells.push(child)
  }
  return cells
}

/**
 * domino's `table.rows` walks the whole table on every read, and the GFM rules read it once per
 * cell and per column (quadratic on long tables). Once the table is final its rows are fixed, so
 * they are pinned as a plain array.
 */
function pinRows(table: HTMLTableElement): void {
  Object.defineProperty(table, 'rows', { value: Array.from(table.rows), configurable: true })
}

function normalizeTable(table: HTMLTableElement): void {
  const caption = Array.from(table.children).find((child) => child.localName === 'caption')
  if (caption) table.parentNode?.insertBefore(rename(caption, 'p'), table)
  const rows = Array.from(table.rows)
  if (rows.length === 0) {
    table.parentNode?.removeChild(table)
    return
  }
  for (const section of Array.from(table.children)) dropWhitespace(section)
  dropWhitespace(table)
  let spansRows = false
  let cellCount = 0
  for (const row of rows) {
    dropWhitespace(row)
    for (const cell of cellsOf(row)) {
      cellCount += 1
      if (cell.firstElementChild !== null) flattenCellBlocks(cell)
      if (cell.hasAttribute('rowspan')) spansRows = true
    }
  }
  if (spansRows) flattenRowspans(rows, cellCount)
  ensureHeader(rows[0] as HTMLTableRowElement)
  pinRows(table)
}

/** Normalizes the tables cleanTree kept, outer tables before the tables inside them. */
export function normalizeTables(tables: readonly HTMLTableElement[]): void {
  for (const table of tables) normalizeTable(table)
}
