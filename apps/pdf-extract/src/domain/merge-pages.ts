/**
 * mergeTablesAcrossPages: the last table of a page and the first table of the next processed page
 * become one when they have the same number of columns at the same x positions: ruled column
 * boundaries within 2 % of the page width (6 points at least), or, for stream tables, each column's
 * text overlapping the same column on the other page and neither of its neighbours. A first row repeating the header of the table it continues is dropped.
 */
import type { PageTable } from './table.js'

export interface SpannedTable extends PageTable {
  pageRange: [number, number]
  merged: number
}

export function mergeAcrossPages(
  pages: readonly { page: number; tables: readonly PageTable[]; width: number }[],
): SpannedTable[] {
  const out: SpannedTable[] = []
  let previousPage: number | null = null
  for (const { page, tables, width } of pages) {
    tables.forEach((table, i) => {
      const last = out[out.length - 1]
      if (
        i === 0 &&
        last &&
        previousPage !== null &&
        last.pageRange[1] === previousPage &&
        page === previousPage + 1 &&
        continues(last, table, width)
      ) {
        out[out.length - 1] = append(last, table)
      } else {
        out.push({ ...table, pageRange: [page, page], merged: 1 })
      }
    })
    previousPage = page
  }
  return out
}

function continues(a: PageTable, b: PageTable, width: number): boolean {
  if (a.columns !== b.columns || a.strategy !== b.strategy) return false
  if (a.columnSpans && b.columnSpans) return sameTextColumns(a.columnSpans, b.columnSpans)
  const tolerance = Math.max(6, 0.02 * width)
  const inner = (edges: number[]) => edges.slice(1, -1)
  const ea = inner(a.columnEdges)
  const eb = inner(b.columnEdges)
  return ea.length === eb.length && ea.every((x, k) => Math.abs(x - (eb[k] as number)) <= tolerance)
}

/** Stream: each column's text overlaps the same column on the other page and no neighbour of it. */
function sameTextColumns(a: readonly [number, number][], b: readonly [number, number][]): boolean {
  const overlaps = (x: [number, number] | undefined, y: [number, number] | undefined) =>
    x !== undefined && y !== undefined && x[0] < y[1] && y[0] < x[1]
  return a.every((span, k) => overlaps(span, b[k]) && !overlaps(span, b[k - 1]) && !overlaps(span, b[k + 1]))
}

function append(a: SpannedTable, b: PageTable): SpannedTable {
  const repeated = a.data.length > 0 && b.data.length > 0 && same(a.data[0] as string[], b.data[0] as string[])
  const skip = repeated ? Math.max(1, b.headerRows) : 0
  const offset = a.rows - skip
  const cells = [...a.cells, ...b.cells.filter((c) => c.row >= skip).map((c) => ({ ...c, row: c.row + offset }))]
  return {
    ...a,
    rows: a.rows + b.rows - skip,
    data: [...a.data, ...b.data.slice(skip)],
    cells,
    pageRange: [a.pageRange[0], b.page],
    merged: a.merged + 1,
    // a continued table's notes are those under its last part (its title is the first part's)
    notes: [...(a.notes ?? []), ...(b.notes ?? [])],
    warnings: [...new Set([...a.warnings, ...b.warnings])],
    signals: {
      gridCompleteness: (a.signals.gridCompleteness + b.signals.gridCompleteness) / 2,
      alignment: (a.signals.alignment + b.signals.alignment) / 2,
      fillRatio: (a.signals.fillRatio + b.signals.fillRatio) / 2,
    },
  }
}

function same(x: readonly string[], y: readonly string[]): boolean {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim()
  return x.length === y.length && x.every((v, i) => norm(v) === norm(y[i] as string)) && x.some((v) => v.trim() !== '')
}
