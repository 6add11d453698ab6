/** The engine's table: a grid of cells with spans, whichever strategy found it. */
import type { Box } from './geometry.js'

export type Strategy = 'lattice' | 'stream'

export interface TableCell {
  row: number
  col: number
  rowSpan: number
  colSpan: number
  text: string
}

export interface PageTable {
  page: number
  strategy: Strategy
  /** In the oriented page's coordinates until `extractTables` maps it back to the page. */
  bbox: Box
  rows: number
  columns: number
  data: string[][]
  cells: TableCell[]
  /** Stream only: the title or caption lines set just above the table (not rows of it). */
  title?: string
  /** Stream only: note, source or footnote lines set just below the table (not rows of it). */
  notes?: string[]
  headerRows: number
  /** x positions of the column boundaries (columns + 1 values), to match a table continued on the next page. */
  columnEdges: number[]
  /** Stream only: x extent of the text in each column (its edges depend on content, its text does not move). */
  columnSpans?: [number, number][]
  warnings: string[]
  /** Quality signals for the confidence score, each in [0, 1]. */
  signals: { gridCompleteness: number; alignment: number; fillRatio: number }
  /** Lattice only: share of text lines inside cells that hold a column gap (text aligned in columns within one cell). */
  gappedLines?: number
}

/** data[][] from cells: a spanning cell's text in its top-left slot, "" in the slots it covers. */
export function cellsToData(rows: number, columns: number, cells: readonly TableCell[]): string[][] {
  const data = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ''))
  for (const cell of cells) {
    const row = data[cell.row]
    if (row) row[cell.col] = cell.text
  }
  return data
}
