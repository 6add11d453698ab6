/**
 * Tables on one page. `lattice` reads ruled grids only, `stream` whitespace alignment only, and
 * `auto` takes every ruled grid of at least 2 x 2 cells as a lattice table and runs stream on the text
 * outside those grids. Tables come in reading order (top to bottom, then left to right).
 */
import { apply, type Box, boxOf } from './geometry.js'
import { clipGrid, findGrids, gridBox, latticeTable } from './lattice.js'
import { orientPage } from './orientation.js'
import type { PageContent, Word } from './page-content.js'
import { type StreamOptions, streamTables } from './stream.js'
import type { PageTable } from './table.js'
import { runsToWords } from './words.js'

export type StrategyOption = 'auto' | 'lattice' | 'stream'

export interface PageOptions extends StreamOptions {
  strategy: StrategyOption
}

export interface PageResult {
  page: number
  tables: PageTable[]
  hasText: boolean
  quarterTurns: number
}

export function extractPageTables(content: PageContent, options: PageOptions): PageResult {
  const page = orientPage(content)
  const words = runsToWords(page.runs)
  const result: PageResult = {
    page: content.pageNumber,
    tables: [],
    hasText: words.length > 0,
    quarterTurns: page.quarterTurns,
  }
  if (!words.length) return result
  const tables: PageTable[] = []
  let remaining: Word[] = words
  if (options.strategy !== 'stream') {
    const claimed: Box[] = []
    // filled rectangles' edges (cell backgrounds) only when the strokes draw no grid at all: they
    // are inset by cell padding and would add spurious columns to a ruled table
    let grids = findGrids(page, { fillEdges: false })
    if (grids.length === 0) grids = findGrids(page, { fillEdges: true })
    for (const found of grids) {
      // with an area, only the grid lines inside it (tabula's `-a` crops the page the same way)
      const grid = options.area ? clipGrid(found, options.area) : found
      if (!grid) continue
      const box = gridBox(grid)
      const table = latticeTable(grid, words, content.pageNumber)
      if (!table || table.rows * table.columns < 2) continue
      // auto: rulings must enclose cells; a few rules around a block of column-aligned text (header
      // rules, a box around a borderless table) leave its columns inside single cells: stream reads it
      if (options.strategy === 'auto' && (table.columns < 2 || table.rows < 2 || (table.gappedLines ?? 0) > 0.3))
        continue
      tables.push(table)
      claimed.push(box)
    }
    remaining = words.filter((w) => !claimed.some((b) => inside(w, b)))
  }
  if (options.strategy === 'stream' || (options.strategy === 'auto' && remaining.length)) {
    tables.push(...streamTables(remaining, content.pageNumber, options))
  }
  tables.sort((a, b) => a.bbox.top - b.bbox.top || a.bbox.x0 - b.bbox.x0)
  result.tables = tables.map((t) => ({ ...t, bbox: toPage(t.bbox, page.toPage) }))
  return result
}

function inside(w: Word, b: Box): boolean {
  const cx = (w.x0 + w.x1) / 2
  const cy = (w.top + w.bottom) / 2
  return cx >= b.x0 - 1 && cx <= b.x1 + 1 && cy >= b.top - 1 && cy <= b.bottom + 1
}

function toPage(box: Box, m: Parameters<typeof apply>[0]): Box {
  return boxOf([apply(m, box.x0, box.top), apply(m, box.x1, box.bottom)])
}
